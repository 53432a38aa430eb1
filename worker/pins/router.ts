/**
 * Pinned feedback (issue 19): threads pinned to a point of a rendering, mood board or selection
 * sheet, in the portal and in the admin's documents tab.
 *
 * Portal rules are the portal's (worker/portal/router.ts): a signed-in client assigned to the
 * project, or the holder of its private link (token in the query of a GET, in the body of a
 * POST); any refusal of access is the same 404, and every answer is private and unreferred (the
 * portal router's `/portal/*` middleware applies to these paths too). A private-link visitor
 * writes under the name they give (the SPA remembers it on their device). Writes are rate
 * limited per IP. Every change is in the audit trail.
 *
 * Notifications: the studio hears about new pins and client replies in one e-mail per document
 * per 10 minutes (worker/pins/digest.ts; the 10-minute cron sends what waited); a client hears
 * about the studio's reply, with a link to the pin. Both go through the durable outbox
 * (worker/notify/outbox.ts), written in the batch of the change they announce.
 */

import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { portalUrl } from "../../src/shared/app-links";
import {
  type AwaitingThreads,
  acceptsPins,
  newPinSchema,
  PIN_MESSAGES,
  type PinThreadList,
  pinReplySchema,
  pinStatusSchema,
} from "../../src/shared/pins";
import { auditStatement } from "../audit/queries";
import { requireAdmin } from "../auth/guards";
import { type Document, documents } from "../db/schema";
import { storePageCount } from "../documents/queries";
import { depsOf } from "../http/deps";
import { badRequest, notFound } from "../http/errors";
import { parseId } from "../http/params";
import { type Access, optionalId, readBody, resolveAccess } from "../http/portal-access";
import { enforceRateLimit, type Limit } from "../http/rate-limit";
import { parseOrThrow } from "../http/validate";
import { r2ByteSource, storedPdfPageCount } from "../lib/pdf-pages";
import { deliverQueued, type QueuedEmail, queueEmail } from "../notify/outbox";
import { documentProjectId, findVisibleDocument } from "../portal/queries";
import type { AppEnv } from "../types";
import { sendPinDigest } from "./digest";
import {
  addReply,
  awaitingThreads,
  createThread,
  findThreadDocument,
  getThread,
  listThreads,
  projectClientEmails,
  setThreadStatus,
  type ThreadAuthor,
  threadClientEmails,
} from "./queries";

export const pinsRouter = new Hono<AppEnv>();

/** Per IP: plenty for a client going through a set of drawings, little for a flood. */
export const PIN_WRITE_LIMIT: Limit = { name: "pin-write", limit: 40, windowSeconds: 10 * 60 };

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
async function pageCountOf(c: Context<AppEnv>, doc: Document): Promise<number> {
  if (doc.mimeType !== "application/pdf") return 1;
  if (doc.pageCount) return doc.pageCount;
  if (unreadable.has(doc.objectPath)) return 1;
  const source = await r2ByteSource(c.env.MEDIA, doc.objectPath);
  const count = source ? await storedPdfPageCount(source) : null;
  if (count === null) {
    console.warn(`Pins: document ${doc.id} could not be read as a PDF; one page assumed`);
    if (unreadable.size >= UNREADABLE_MEMO_MAX) unreadable.clear();
    unreadable.add(doc.objectPath);
    return 1;
  }
  await storePageCount(c.get("db"), doc.id, count);
  return count;
}

/** The portal document a pin call is about: visible to this caller, and one that takes pins. */
async function pinnableDocument(c: Context<AppEnv>, documentId: number, access: Access): Promise<Document> {
  const doc = await findVisibleDocument(c.get("db"), access.project.id, access.viewer, documentId);
  if (!doc) throw notFound();
  if (!acceptsPins(doc)) throw badRequest(PIN_MESSAGES.notPinnable);
  return doc;
}

/** The author of a portal write: the signed-in client, or the private-link visitor's own name. */
function portalAuthor(access: Access, givenName: string | undefined): ThreadAuthor {
  if (access.viewer.kind === "client")
    return { kind: "client", name: access.authorName, userId: access.userId };
  if (!givenName) throw badRequest(PIN_MESSAGES.nameEmpty, { authorName: PIN_MESSAGES.nameEmpty });
  return { kind: "link", name: givenName, userId: null };
}

function studioAuthor(c: Context<AppEnv>): ThreadAuthor {
  const user = c.get("user");
  const studio = c.get("config").STUDIO_NAME;
  const first = user?.firstName?.trim();
  return { kind: "studio", name: first ? `${first}, ${studio}` : studio, userId: user?.id ?? null };
}

/** The thread of a portal call, on a document this caller may see (else 404). */
async function portalThread(c: Context<AppEnv>, threadId: number, body: Record<string, unknown>) {
  const db = c.get("db");
  const found = await findThreadDocument(db, threadId);
  // Access is checked before the thread's existence is revealed: the same 404 either way.
  const access = await resolveAccess(c, body.token, optionalId(body.projectId), async () =>
    found ? found.document.projectId : null,
  );
  if (!found) throw notFound();
  const doc = await findVisibleDocument(db, access.project.id, access.viewer, found.document.id);
  if (!doc || !acceptsPins(doc)) throw notFound();
  return { access, thread: found.thread, document: doc };
}

// ---------------------------------------------------------------------------------------------
// Portal
// ---------------------------------------------------------------------------------------------

/** GET /api/portal/documents/{id}/threads?token=: the pins on the current version. */
pinsRouter.get("/portal/documents/:id/threads", async (c) => {
  const documentId = parseId(c.req.param("id"));
  const db = c.get("db");
  const access = await resolveAccess(c, c.req.query("token"), optionalId(c.req.query("projectId")), () =>
    documentProjectId(db, documentId),
  );
  const doc = await pinnableDocument(c, documentId, access);
  return c.json({
    documentId: doc.id,
    pageCount: await pageCountOf(c, doc),
    threads: await listThreads(db, doc.id),
  } satisfies PinThreadList);
});

/** POST /api/portal/documents/{id}/threads: a new pin with its comment. */
pinsRouter.post("/portal/documents/:id/threads", async (c) => {
  const documentId = parseId(c.req.param("id"));
  const db = c.get("db");
  const body = await readBody(c);
  const access = await resolveAccess(c, body.token, optionalId(body.projectId), () =>
    documentProjectId(db, documentId),
  );
  const doc = await pinnableDocument(c, documentId, access);
  const input = parseOrThrow(newPinSchema, body);
  if (input.page > (await pageCountOf(c, doc)))
    throw badRequest(PIN_MESSAGES.page, { page: PIN_MESSAGES.page });
  const author = portalAuthor(access, input.authorName);
  await enforceRateLimit(c, PIN_WRITE_LIMIT);
  const thread = await createThread(
    db,
    { document: doc, page: input.page, x: input.x, y: input.y, text: input.text, author },
    [
      auditStatement(db, c.get("user"), {
        action: "pin.create",
        entityType: "document",
        entityId: doc.id,
        detail: { projectId: doc.projectId, page: input.page, author: author.name, via: author.kind },
      }),
    ],
  );
  await notifyStudioOfPins(c, thread.documentId);
  return c.json(thread, 201);
});

/** POST /api/portal/threads/{id}/replies: the client answers in a thread. */
pinsRouter.post("/portal/threads/:id/replies", async (c) => {
  const threadId = parseId(c.req.param("id"));
  const db = c.get("db");
  const body = await readBody(c);
  const { access, thread, document } = await portalThread(c, threadId, body);
  const input = parseOrThrow(pinReplySchema, body);
  const author = portalAuthor(access, input.authorName);
  await enforceRateLimit(c, PIN_WRITE_LIMIT);
  const message = await addReply(db, thread.id, { text: input.text, author }, [
    auditStatement(db, c.get("user"), {
      action: "pin.reply",
      entityType: "document",
      entityId: document.id,
      detail: { projectId: document.projectId, pin: thread.number, author: author.name, via: author.kind },
    }),
  ]);
  await notifyStudioOfPins(c, document.id);
  return c.json(message, 201);
});

/** POST /api/portal/threads/{id}/status: resolve or reopen (either side may). */
pinsRouter.post("/portal/threads/:id/status", async (c) => {
  const threadId = parseId(c.req.param("id"));
  const db = c.get("db");
  const body = await readBody(c);
  const { access, thread, document } = await portalThread(c, threadId, body);
  const input = parseOrThrow(pinStatusSchema, body);
  const author =
    access.viewer.kind === "client" ? access.authorName : (input.authorName ?? access.authorName);
  await enforceRateLimit(c, PIN_WRITE_LIMIT);
  await setThreadStatus(db, thread.id, input.status, [
    auditStatement(db, c.get("user"), {
      action: input.status === "resolved" ? "pin.resolve" : "pin.reopen",
      entityType: "document",
      entityId: document.id,
      detail: { projectId: document.projectId, pin: thread.number, by: author },
    }),
  ]);
  return c.json(await getThread(db, thread.id));
});

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

/** GET /api/admin/threads/awaiting: open threads whose newest message is the client's. */
pinsRouter.get("/admin/threads/awaiting", requireAdmin, async (c) => {
  const documentsAwaiting = await awaitingThreads(c.get("db"));
  return c.json({
    count: documentsAwaiting.reduce((sum, d) => sum + d.awaiting, 0),
    documents: documentsAwaiting,
  } satisfies AwaitingThreads);
});

/** GET /api/admin/documents/{id}/threads: the pins on any version of any document. */
pinsRouter.get("/admin/documents/:id/threads", requireAdmin, async (c) => {
  const documentId = parseId(c.req.param("id"));
  const db = c.get("db");
  const doc = await db.select().from(documents).where(eq(documents.id, documentId)).get();
  if (!doc) throw notFound();
  return c.json({
    documentId: doc.id,
    pageCount: await pageCountOf(c, doc),
    threads: acceptsPins(doc) ? await listThreads(db, doc.id) : [],
  } satisfies PinThreadList);
});

async function adminThread(c: Context<AppEnv>, threadId: number) {
  const found = await findThreadDocument(c.get("db"), threadId);
  if (!found) throw notFound();
  return found;
}

/** POST /api/admin/threads/{id}/replies: the designer answers; the client is e-mailed a link. */
pinsRouter.post("/admin/threads/:id/replies", requireAdmin, async (c) => {
  const threadId = parseId(c.req.param("id"));
  const db = c.get("db");
  const { thread, document } = await adminThread(c, threadId);
  const input = parseOrThrow(pinReplySchema.pick({ text: true }), await readBody(c));
  const author = studioAuthor(c);
  // The reply, its audit entry and the clients' e-mails (queued in the outbox) in one batch
  // (issue 25: no e-mail lost or sent twice); delivered after the response.
  const mails = await queueReplyEmails(c, {
    threadId: thread.id,
    number: thread.number,
    document,
    text: input.text,
  });
  const message = await addReply(db, thread.id, { text: input.text, author }, [
    auditStatement(db, c.get("user"), {
      action: "pin.reply",
      entityType: "document",
      entityId: document.id,
      detail: { projectId: document.projectId, pin: thread.number, author: author.name, via: "studio" },
    }),
    ...mails.map((m) => m.statement),
  ]);
  deliverQueued(depsOf(c), ...mails);
  return c.json(message, 201);
});

/** POST /api/admin/threads/{id}/status: resolve or reopen. */
pinsRouter.post("/admin/threads/:id/status", requireAdmin, async (c) => {
  const threadId = parseId(c.req.param("id"));
  const db = c.get("db");
  const { thread, document } = await adminThread(c, threadId);
  const input = parseOrThrow(pinStatusSchema.pick({ status: true }), await readBody(c));
  await setThreadStatus(db, thread.id, input.status, [
    auditStatement(db, c.get("user"), {
      action: input.status === "resolved" ? "pin.resolve" : "pin.reopen",
      entityType: "document",
      entityId: document.id,
      detail: { projectId: document.projectId, pin: thread.number, by: studioAuthor(c).name },
    }),
  ]);
  return c.json(await getThread(db, thread.id));
});

// ---------------------------------------------------------------------------------------------
// E-mail
// ---------------------------------------------------------------------------------------------

/**
 * A link that opens the portal's Documents tab with the document's viewer on the pin (the portal
 * reads `document` and `pin`). The signed-in portal's address: the token of a private link is
 * never put in this e-mail (src/shared/app-links.ts).
 */
export function pinLink(appOrigin: string, projectId: number, documentId: number, pin: number): string {
  return portalUrl(appOrigin, { project: projectId, document: documentId, pin });
}

/** The studio's e-mail about a document's new pins and replies: sent unless one went out within 10 minutes. */
async function notifyStudioOfPins(c: Context<AppEnv>, documentId: number): Promise<void> {
  const db = c.get("db");
  const doc = await db
    .select({ id: documents.id, replacesDocumentId: documents.replacesDocumentId })
    .from(documents)
    .where(eq(documents.id, documentId))
    .get();
  if (!doc) return;
  await sendPinDigest(depsOf(c), doc.replacesDocumentId ?? doc.id, new Date());
}

/**
 * The studio's reply e-mailed to the clients, queued for the reply's own batch (worker/notify/outbox.ts):
 * one message per recipient, written only if the reply is.
 */
async function queueReplyEmails(
  c: Context<AppEnv>,
  input: { threadId: number; number: number; document: Document; text: string },
): Promise<QueuedEmail[]> {
  const db = c.get("db");
  // The clients who wrote in the thread while signed in; for a thread of private-link visitors
  // only (no address of theirs is known), the project's assigned clients.
  let recipients = await threadClientEmails(db, input.threadId);
  if (recipients.length === 0) recipients = await projectClientEmails(db, input.document.projectId);
  const studio = c.get("config").STUDIO_NAME;
  const link = pinLink(c.get("config").appOrigin, input.document.projectId, input.document.id, input.number);
  return recipients.map((to) =>
    queueEmail(depsOf(c), {
      kind: "pin-reply",
      to,
      subject: `${studio} replied on “${input.document.title}”`,
      text: `${studio} replied to comment #${input.number}:\n\n${input.text}\n\nSee it on the drawing: ${link}`,
    }),
  );
}
