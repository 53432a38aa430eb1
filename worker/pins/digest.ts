/**
 * The studio's e-mail of a document's waiting pins (at most one per document chain per 10 minutes),
 * or of a selection piece's photo pins (one per piece per 10 minutes, issue 29 item 2):
 * sent by the pin routes (worker/pins/router.ts) and by the 10-minute cron (worker/cron.ts), so it
 * lives outside the router.
 *
 * Through the durable outbox (issue 25): the claim (the chain's last e-mail time, the pins marked
 * told) and the queued e-mail are one D1 batch, the e-mail written only if that batch made the
 * claim. A crash after the batch leaves the e-mail pending for the hourly cron
 * (deliverPendingEmails); a crash before it leaves the pins waiting for the next digest; two
 * requests (or a request and the cron) never both write one for the same pins.
 */

import { adminUrl } from "../../src/shared/app-links";
import type { Deps } from "../deps";
import { deliverQueued, queueStudioNotice } from "../notify/outbox";
import { type DigestGroup, type DigestPin, digestClaimStatements, unnotifiedPins } from "./queries";

/**
 * Claims and e-mails one document chain's (or selection piece's) waiting pins (also called by the
 * 10-minute cron). True when this call wrote the digest.
 */
export async function sendPinDigest(deps: Deps, group: DigestGroup, at: Date): Promise<boolean> {
  const db = deps.db;
  const pins = await unnotifiedPins(db, group);
  const first = pins[0];
  if (!first) return false;
  const origin = deps.config.appOrigin;
  const pin = pins.length === 1 ? first.number : undefined;
  // The admin's Documents tab on that project with the document's pins open, or its Selections
  // tab at the piece (issue 29 item 2); on the pin when there is one.
  const adminLink =
    group.kind === "chain"
      ? adminUrl(origin, {
          tab: "documents",
          projectId: first.projectId,
          document: first.documentId ?? undefined,
          pin,
        })
      : adminUrl(origin, { tab: "selections", projectId: first.projectId, item: group.id, pin });
  const lines = pins.map(
    (p: DigestPin) => `#${p.number}${p.page > 1 ? ` (page ${p.page})` : ""}, ${p.authorName}: ${p.text}`,
  );
  const claim = digestClaimStatements(
    db,
    group,
    at,
    pins.map((p) => p.pinId),
  );
  const where =
    group.kind === "chain" ? "in the documents tab" : "on the piece's photos in the selections tab";
  const mail = queueStudioNotice(
    deps,
    `${pins.length === 1 ? `New message on pin #${first.number}` : `New messages on ${pins.length} pins`} of “${first.title}” (${first.projectName})`,
    `${lines.join("\n\n")}\n\nAnswer them ${where}: ${adminLink}`,
    { kind: "pin-digest", when: claim.when },
  );
  const results = await db.batch([claim.claim, mail.statement, claim.stamp(mail.ref)]);
  if ((results[2] as unknown[]).length === 0) return false;
  deliverQueued(deps, mail);
  return true;
}
