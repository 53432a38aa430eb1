/**
 * Pinned feedback's rules outside HTTP (decision 0012: a Deps, never a request): the pages a pin
 * may be on, and the e-mails a pin or a reply sets off. Called by worker/pins/router.ts.
 */

import { eq } from "drizzle-orm";
import { portalUrl } from "../../src/shared/app-links";
import { type Document, documents } from "../db/schema";
import type { Deps } from "../deps";
import { storePageCount } from "../documents/queries";
import { r2ByteSource, storedPdfPageCount } from "../lib/pdf-pages";
import { type QueuedEmail, queueEmail } from "../notify/outbox";
import { sendPinDigest } from "./digest";
import {
  chainGroup,
  itemGroup,
  type PinTarget,
  pinClientEmails,
  projectClientEmails,
  targetProjectId,
} from "./queries";

/**
 * Counts that could not be read, by R2 key, per isolate: a key names one file for good (the
 * server chooses a new key for every upload), so a file is not read again on every GET.
 */
const unreadable = new Set<string>();
const UNREADABLE_MEMO_MAX = 500;

/**
 * The pages a pin may be on: 1 for an image, a PDF's page count. The count is stored on the
 * document when it is registered (worker/documents/router.ts); a document registered before that
 * (or by another path) has it counted here from byte ranges of the file, never the whole file
 * (issue 25: PDFs up to 250 MB, a Worker has 128 MB), and stored for next time. A PDF whose count
 * cannot be read counts as one page (the viewer shows what it can).
 */
export async function pageCountOf(deps: Pick<Deps, "db" | "env">, doc: Document): Promise<number> {
  if (doc.mimeType !== "application/pdf") return 1;
  if (doc.pageCount) return doc.pageCount;
  if (unreadable.has(doc.objectPath)) return 1;
  const source = await r2ByteSource(deps.env.MEDIA, doc.objectPath);
  const count = source ? await storedPdfPageCount(source) : null;
  if (count === null) {
    console.warn(`Pins: document ${doc.id} could not be read as a PDF; one page assumed`);
    if (unreadable.size >= UNREADABLE_MEMO_MAX) unreadable.clear();
    unreadable.add(doc.objectPath);
    return 1;
  }
  await storePageCount(deps.db, doc.id, count);
  return count;
}

/**
 * A link that opens the portal's Documents tab with the document's viewer on the pin (the portal
 * reads `document` and `pin`). The signed-in portal's address: the token of a private link is
 * never put in this e-mail (src/shared/app-links.ts).
 */
export function pinLink(appOrigin: string, projectId: number, documentId: number, pin: number): string {
  return portalUrl(appOrigin, { project: projectId, document: documentId, pin });
}

/**
 * The studio's e-mail about a document's (or a selection piece's) new pins and replies: sent
 * unless one went out within 10 minutes.
 */
export async function notifyStudioOfPins(deps: Deps, target: PinTarget): Promise<void> {
  if (target.kind === "photo") {
    await sendPinDigest(deps, itemGroup(target.item.id), deps.now());
    return;
  }
  const doc = await deps.db
    .select({ id: documents.id, replacesDocumentId: documents.replacesDocumentId })
    .from(documents)
    .where(eq(documents.id, target.document.id))
    .get();
  if (!doc) return;
  await sendPinDigest(deps, chainGroup(doc.replacesDocumentId ?? doc.id), deps.now());
}

/**
 * The studio's reply e-mailed to the clients, queued for the reply's own batch (worker/notify/outbox.ts):
 * one message per recipient, written only if the reply is.
 */
export async function queueReplyEmails(
  deps: Deps,
  input: { pinId: number; number: number; target: PinTarget; text: string },
): Promise<QueuedEmail[]> {
  const { target } = input;
  const projectId = targetProjectId(target);
  // The clients who wrote on the pin while signed in; for a pin of private-link visitors only (no
  // address of theirs is known), the project's assigned clients.
  let recipients = await pinClientEmails(deps.db, input.pinId);
  if (recipients.length === 0) recipients = await projectClientEmails(deps.db, projectId);
  const studio = deps.config.STUDIO_NAME;
  const origin = deps.config.appOrigin;
  // A photo pin's link opens the portal's Selections tab on that piece's photo, its pins open on
  // the pin (src/features/portal/linked-document.ts), as a document pin's opens the drawing.
  const [title, see] =
    target.kind === "document"
      ? [
          target.document.title,
          `See it on the drawing: ${pinLink(origin, projectId, target.document.id, input.number)}`,
        ]
      : [
          target.item.name,
          `See it on the piece's photo: ${portalUrl(origin, {
            project: projectId,
            piece: target.item.id,
            photo: target.photo,
            pin: input.number,
          })}`,
        ];
  return recipients.map((to) =>
    queueEmail(deps, {
      kind: "pin-reply",
      to,
      subject: `${studio} replied on “${title}”`,
      text: `${studio} replied on pin #${input.number}:\n\n${input.text}\n\n${see}`,
    }),
  );
}
