/**
 * The studio's e-mail of a document's waiting pins (at most one per document chain per 10 minutes):
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
import { type DigestPin, digestClaimStatements, unnotifiedPins } from "./queries";

/**
 * Claims and e-mails one document chain's waiting pins (also called by the 10-minute cron). True
 * when this call wrote the digest.
 */
export async function sendPinDigest(deps: Deps, chainId: number, at: Date): Promise<boolean> {
  const db = deps.db;
  const pins = await unnotifiedPins(db, chainId);
  const first = pins[0];
  if (!first) return false;
  const origin = deps.config.appOrigin;
  // The admin's Documents tab on that project with the document's pins open (on the pin when
  // there is one).
  const adminLink = adminUrl(origin, {
    tab: "documents",
    projectId: first.projectId,
    document: first.documentId,
    pin: pins.length === 1 ? first.number : undefined,
  });
  const lines = pins.map(
    (p: DigestPin) => `#${p.number}${p.page > 1 ? ` (page ${p.page})` : ""}, ${p.authorName}: ${p.text}`,
  );
  const claim = digestClaimStatements(
    db,
    chainId,
    at,
    pins.map((p) => p.pinId),
  );
  const mail = queueStudioNotice(
    deps,
    `${pins.length === 1 ? `New message on pin #${first.number}` : `New messages on ${pins.length} pins`} of “${first.title}” (${first.projectName})`,
    `${lines.join("\n\n")}\n\nAnswer them in the documents tab: ${adminLink}`,
    { kind: "pin-digest", when: claim.when },
  );
  const results = await db.batch([claim.claim, mail.statement, claim.stamp(mail.ref)]);
  if ((results[2] as unknown[]).length === 0) return false;
  deliverQueued(deps, mail);
  return true;
}
