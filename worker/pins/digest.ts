/**
 * The studio's e-mail of a document's waiting pins (at most one per document chain per 10 minutes):
 * sent by the pin routes (worker/routes/pins.ts) and by the 10-minute cron (worker/cron.ts), so it
 * lives outside the router.
 */
import type { Context } from "hono";
import { adminUrl } from "../../src/shared/app-links";
import { claimDigest, type DigestPin } from "../db/queries/pins";
import { notifyStudio } from "../notify/email";
import type { AppEnv } from "../types";

/** Claims and e-mails one document chain's waiting pins (also called by the 10-minute cron). */
export async function sendPinDigest(c: Context<AppEnv>, chainId: number, at: Date): Promise<boolean> {
  const pins = await claimDigest(c.get("db"), chainId, at);
  const first = pins[0];
  if (!first) return false;
  const origin = c.get("config").appOrigin;
  // The admin's Documents tab on that project with the document's comments open (on the pin
  // when there is one).
  const adminLink = adminUrl(origin, {
    tab: "documents",
    projectId: first.projectId,
    document: first.documentId,
    pin: pins.length === 1 ? first.number : undefined,
  });
  const lines = pins.map(
    (p: DigestPin) => `#${p.number}${p.page > 1 ? ` (page ${p.page})` : ""}, ${p.authorName}: ${p.text}`,
  );
  notifyStudio(
    c,
    `${pins.length === 1 ? "New comment" : `${pins.length} new comments`} on “${first.title}” (${first.projectName})`,
    `${lines.join("\n\n")}\n\nAnswer them in the documents tab: ${adminLink}`,
    { kind: "pin-digest" },
  );
  return true;
}
