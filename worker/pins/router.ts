/**
 * Pinned feedback (issue 19): pins placed on a point of a rendering, mood board or selection
 * sheet, with their messages, in the portal and in the admin's documents tab; and, since issue 29
 * item 2, on a selection piece's photo, in the portal's and the admin's Selections tabs. A pin's
 * target is a document or a piece's photo (decision 0011, "Targets"): the same routes for its
 * replies and status, the same rules, the same digest.
 *
 * Portal rules are the portal's (worker/portal/router.ts): a signed-in client assigned to the
 * project, or the holder of its private link (token in the query of a GET, in the body of a
 * POST); any refusal of access is the same 404, and every answer is private and unreferred (the
 * portal router's `/portal/*` middleware applies to these paths too). A private-link visitor
 * writes under the name they give (the SPA remembers it on their device). Writes are rate
 * limited per IP. Every change is in the audit trail.
 *
 * Every route starts with the same opening (`opening` below; admin routes pass `requireAdmin`
 * first): the id, the request's body, the document or the pin with its document, the portal
 * access decision, and the body checked against the route's schema. The handlers keep only what
 * is their own. The rules outside HTTP are in worker/pins/service.ts and queries.ts.
 *
 * Notifications: the studio hears about new pins and client replies in one e-mail per document
 * per 10 minutes (worker/pins/digest.ts; the 10-minute cron sends what waited); a client hears
 * about the studio's reply, with a link to the pin. Both go through the durable outbox
 * (worker/notify/outbox.ts), written in the batch of the change they announce.
 */

import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { z } from "zod";
import {
  type AwaitingPins,
  acceptsPins,
  type PhotoPinList,
  type PhotoPinSummary,
  PIN_MESSAGES,
  type PinList,
} from "../../src/shared/pins";
import {
  newPhotoPinSchema,
  newPinSchema,
  pinReplySchema,
  pinStatusSchema,
} from "../../src/shared/pins-schemas";
import { auditStatement } from "../audit/queries";
import { requireAdmin } from "../auth/guards";
import { type Document, type DocumentPin, documents, type SelectionItem } from "../db/schema";
import { depsOf } from "../http/deps";
import { badRequest, notFound } from "../http/errors";
import { parseId } from "../http/params";
import { type Access, optionalId, readBody, resolveAccess } from "../http/portal-access";
import { enforceRateLimit, type Limit } from "../http/rate-limit";
import { parseOrThrow } from "../http/validate";
import { deliverQueued } from "../notify/outbox";
import { documentProjectId, findVisibleDocument } from "../portal/queries";
import { findItem } from "../selections/queries";
import type { AppEnv } from "../types";
import {
  addReply,
  awaitingPhotoPins,
  awaitingPins,
  clientPhotoPinLists,
  createPin,
  documentTarget,
  findPinTarget,
  getPin,
  listPhotoPins,
  listPins,
  type PinAuthor,
  type PinTarget,
  photoTarget,
  projectPhotoPins,
  setPinStatus,
  targetProjectId,
} from "./queries";
import { notifyStudioOfPins, pageCountOf, queueReplyEmails } from "./service";

export const pinsRouter = new Hono<AppEnv>();

/** Per IP: plenty for a client going through a set of drawings, little for a flood. */
export const PIN_WRITE_LIMIT: Limit = { name: "pin-write", limit: 40, windowSeconds: 10 * 60 };

// ---------------------------------------------------------------------------------------------
// The opening every pin route shares
// ---------------------------------------------------------------------------------------------

/** What a route is about, and from which side. */
type Subject =
  | "portal-document"
  | "portal-photo"
  | "portal-pin"
  | "admin-document"
  | "admin-photo"
  | "admin-pin";

/**
 * What the opening found, per subject: `access` on the portal side, `target` (a document, or a
 * selection piece's photo) and `pin` on a pin's routes, `item` on a piece's.
 */
type Found = {
  "portal-document": { access: Access; document: Document };
  "portal-photo": { access: Access; item: SelectionItem };
  "portal-pin": { access: Access; target: PinTarget; pin: DocumentPin };
  "admin-document": { document: Document };
  "admin-photo": { item: SelectionItem };
  "admin-pin": { target: PinTarget; pin: DocumentPin };
};

/**
 * The opening every pin route shares: what the route is about, found and checked, with the body
 * parsed by the route's `schema` as `input`. In order, as each route always did (admin routes
 * pass `requireAdmin` first: 401 signed out, 403 for anyone but the studio, before anything is
 * looked up):
 * - the id of the path (a malformed one is 404);
 * - a POST's body (token and projectId travel in it), a GET's query;
 * - portal, a document: the access decision (the same 404 for any refusal), then the document,
 *   visible to this caller (404) and one that takes pins (400, with its message);
 * - portal, a selection piece (issue 29 item 2): the access decision, then the piece, of that
 *   project and put before the client (no drafts; else 404);
 * - portal, a pin: the access decision before the pin's existence is revealed (the same 404
 *   either way), then its target, visible (a document that takes pins, a piece that is not a
 *   draft, of the caller's project; else 404);
 * - admin: the document, the piece, or the pin with its target (404);
 * - the body against the route's schema (400 with the field messages).
 * The rate limit on writes stays with the handlers, after their own checks, so a refused input
 * never counts against it.
 */
async function opening<S extends Subject>(c: Context<AppEnv>, subject: S): Promise<Found[S]>;
async function opening<S extends Subject, T extends z.ZodType>(
  c: Context<AppEnv>,
  subject: S,
  schema: T,
): Promise<Found[S] & { input: z.output<T> }>;
async function opening(c: Context<AppEnv>, subject: Subject, schema?: z.ZodType) {
  const { body, ...found } = await openFor(c, subject);
  return schema ? { ...found, input: parseOrThrow(schema, body) } : found;
}

/** A selection piece the client may see: of the project, put before them (never a draft). */
function visibleToClient(item: SelectionItem | undefined, projectId: number): item is SelectionItem {
  return item !== undefined && item.projectId === projectId && item.status !== "draft";
}

async function openFor(
  c: Context<AppEnv>,
  subject: Subject,
): Promise<Found[Subject] & { body: Record<string, unknown> }> {
  const id = parseId(c.req.param("id"));
  const db = c.get("db");
  const body: Record<string, unknown> =
    c.req.method === "GET"
      ? { token: c.req.query("token"), projectId: c.req.query("projectId") }
      : await readBody(c);
  switch (subject) {
    case "portal-document": {
      const access = await resolveAccess(c, body.token, optionalId(body.projectId), () =>
        documentProjectId(db, id),
      );
      const document = await findVisibleDocument(db, access.project.id, access.viewer, id);
      if (!document) throw notFound();
      if (!acceptsPins(document)) throw badRequest(PIN_MESSAGES.notPinnable);
      return { access, document, body };
    }
    case "portal-photo": {
      const item = await findItem(db, id);
      const access = await resolveAccess(c, body.token, optionalId(body.projectId), async () =>
        item ? item.projectId : null,
      );
      if (!visibleToClient(item, access.project.id)) throw notFound();
      return { access, item, body };
    }
    case "portal-pin": {
      const found = await findPinTarget(db, id);
      // Access is checked before the pin's existence is revealed: the same 404 either way.
      const access = await resolveAccess(c, body.token, optionalId(body.projectId), async () =>
        found ? targetProjectId(found.target) : null,
      );
      if (!found) throw notFound();
      if (found.target.kind === "photo") {
        if (!visibleToClient(found.target.item, access.project.id)) throw notFound();
        return { access, target: found.target, pin: found.pin, body };
      }
      const document = await findVisibleDocument(
        db,
        access.project.id,
        access.viewer,
        found.target.document.id,
      );
      if (!document || !acceptsPins(document)) throw notFound();
      return { access, target: documentTarget(document), pin: found.pin, body };
    }
    case "admin-document": {
      const document = await db.select().from(documents).where(eq(documents.id, id)).get();
      if (!document) throw notFound();
      return { document, body };
    }
    case "admin-photo": {
      const item = await findItem(db, id);
      if (!item) throw notFound();
      return { item, body };
    }
    case "admin-pin": {
      const found = await findPinTarget(db, id);
      if (!found) throw notFound();
      return { target: found.target, pin: found.pin, body };
    }
  }
}

/**
 * The photo a pin is placed on or listed for: one of the piece's own photos (the pages show only
 * the Worker's own /media/ photos, decision 0014), else 400.
 */
function piecePhoto(item: SelectionItem, photo: unknown): string {
  if (typeof photo !== "string" || !photo.startsWith("/") || !item.photos.includes(photo))
    throw badRequest(PIN_MESSAGES.photo, { photo: PIN_MESSAGES.photo });
  return photo;
}

/** The answer of a photo's pins (a photo has one page). */
async function photoPinList(c: Context<AppEnv>, item: SelectionItem, photo: string) {
  return c.json({
    itemId: item.id,
    photo,
    pageCount: 1,
    pins: await listPhotoPins(c.get("db"), item.id, photo),
  } satisfies PhotoPinList);
}

/** The author of a portal write: the signed-in client, or the private-link visitor's own name. */
function portalAuthor(access: Access, givenName: string | undefined): PinAuthor {
  if (access.viewer.kind === "client")
    return { kind: "client", name: access.authorName, userId: access.userId };
  if (!givenName) throw badRequest(PIN_MESSAGES.nameEmpty, { authorName: PIN_MESSAGES.nameEmpty });
  return { kind: "link", name: givenName, userId: null };
}

/**
 * The audit entry of a pin write on its target (the project's id first in its detail): a
 * document's pins are `pin.*` entries on the document; a piece's photo pins are
 * `selection.pin.*` entries on the project's selections (as every selections change, decision 0014).
 */
function pinAudit(
  c: Context<AppEnv>,
  action: "create" | "reply" | "resolve" | "reopen",
  target: PinTarget,
  detail: Record<string, unknown>,
) {
  if (target.kind === "photo")
    return auditStatement(c.get("db"), c.get("user"), {
      action: PHOTO_PIN_ACTIONS[action],
      entityType: "selection",
      entityId: target.item.projectId,
      detail: { projectId: target.item.projectId, itemId: target.item.id, item: target.item.name, ...detail },
    });
  return auditStatement(c.get("db"), c.get("user"), {
    action: DOCUMENT_PIN_ACTIONS[action],
    entityType: "document",
    entityId: target.document.id,
    detail: { projectId: target.document.projectId, ...detail },
  });
}

const DOCUMENT_PIN_ACTIONS = {
  create: "pin.create",
  reply: "pin.reply",
  resolve: "pin.resolve",
  reopen: "pin.reopen",
} as const;

const PHOTO_PIN_ACTIONS = {
  create: "selection.pin.create",
  reply: "selection.pin.reply",
  resolve: "selection.pin.resolve",
  reopen: "selection.pin.reopen",
} as const;

function studioAuthor(c: Context<AppEnv>): PinAuthor {
  const user = c.get("user");
  const studio = c.get("config").STUDIO_NAME;
  const first = user?.firstName?.trim();
  return { kind: "studio", name: first ? `${first}, ${studio}` : studio, userId: user?.id ?? null };
}

// ---------------------------------------------------------------------------------------------
// Portal
// ---------------------------------------------------------------------------------------------

/** GET /api/portal/documents/{id}/pins?token=: the pins on the current version. */
pinsRouter.get("/portal/documents/:id/pins", async (c) => {
  const { document } = await opening(c, "portal-document");
  return c.json({
    documentId: document.id,
    pageCount: await pageCountOf(depsOf(c), document),
    pins: await listPins(c.get("db"), document.id),
  } satisfies PinList);
});

/** POST /api/portal/documents/{id}/pins: a new pin with its first message. */
pinsRouter.post("/portal/documents/:id/pins", async (c) => {
  const { access, document, input } = await opening(c, "portal-document", newPinSchema);
  if (input.page > (await pageCountOf(depsOf(c), document)))
    throw badRequest(PIN_MESSAGES.page, { page: PIN_MESSAGES.page });
  return placePin(c, access, documentTarget(document), input, input.page);
});

/** GET /api/portal/selection-items/{id}/pins?photo=&token=: the pins on one photo of a piece. */
pinsRouter.get("/portal/selection-items/:id/pins", async (c) => {
  const { item } = await opening(c, "portal-photo");
  return photoPinList(c, item, piecePhoto(item, c.req.query("photo")));
});

/**
 * GET /api/portal/projects/{id}/selection-pins?token=: every photo of the project's pieces that
 * carries pins, each with its pins (the answer of the route above, per photo), in one request: the
 * client's Selections tab reads them once instead of once per photo (300 pieces would pass the
 * private link's 60 lookups a minute). Access as the piece's route: the same 404 for any refusal.
 */
pinsRouter.get("/portal/projects/:id/selection-pins", async (c) => {
  const projectId = parseId(c.req.param("id"));
  const access = await resolveAccess(c, c.req.query("token"), projectId);
  return c.json((await clientPhotoPinLists(c.get("db"), access.project.id)) satisfies PhotoPinList[]);
});

/** POST /api/portal/selection-items/{id}/pins: a new pin on one of the piece's photos. */
pinsRouter.post("/portal/selection-items/:id/pins", async (c) => {
  const { access, item, input } = await opening(c, "portal-photo", newPhotoPinSchema);
  const photo = piecePhoto(item, input.photo);
  return placePin(c, access, photoTarget(item, photo), input, 1);
});

/** A portal pin with its first message, on any target; the studio's digest follows. */
async function placePin(
  c: Context<AppEnv>,
  access: Access,
  target: PinTarget,
  input: { x: number; y: number; text: string; authorName?: string },
  page: number,
) {
  const author = portalAuthor(access, input.authorName);
  await enforceRateLimit(c, PIN_WRITE_LIMIT);
  const pin = await createPin(
    c.get("db"),
    { target, page, x: input.x, y: input.y, text: input.text, author },
    [pinAudit(c, "create", target, { page, author: author.name, via: author.kind })],
  );
  await notifyStudioOfPins(depsOf(c), target);
  return c.json(pin, 201);
}

/** POST /api/portal/pins/{id}/replies: the client replies on a pin. */
pinsRouter.post("/portal/pins/:id/replies", async (c) => {
  const { access, pin, target, input } = await opening(c, "portal-pin", pinReplySchema);
  const db = c.get("db");
  const author = portalAuthor(access, input.authorName);
  await enforceRateLimit(c, PIN_WRITE_LIMIT);
  const message = await addReply(db, pin.id, { text: input.text, author }, [
    pinAudit(c, "reply", target, { pin: pin.number, author: author.name, via: author.kind }),
  ]);
  await notifyStudioOfPins(depsOf(c), target);
  return c.json(message, 201);
});

/** POST /api/portal/pins/{id}/status: resolve or reopen (either side may). */
pinsRouter.post("/portal/pins/:id/status", async (c) => {
  const { access, pin, target, input } = await opening(c, "portal-pin", pinStatusSchema);
  const db = c.get("db");
  const author =
    access.viewer.kind === "client" ? access.authorName : (input.authorName ?? access.authorName);
  await enforceRateLimit(c, PIN_WRITE_LIMIT);
  await setPinStatus(db, pin.id, input.status, [
    pinAudit(c, input.status === "resolved" ? "resolve" : "reopen", target, { pin: pin.number, by: author }),
  ]);
  return c.json(await getPin(db, pin.id));
});

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

/** GET /api/admin/pins/awaiting: open pins whose newest message is the client's. */
pinsRouter.get("/admin/pins/awaiting", requireAdmin, async (c) => {
  const db = c.get("db");
  const [documentsAwaiting, selections] = await Promise.all([awaitingPins(db), awaitingPhotoPins(db)]);
  return c.json({
    count: documentsAwaiting.reduce((sum, d) => sum + d.awaiting, 0),
    documents: documentsAwaiting,
    selectionCount: selections.reduce((sum, i) => sum + i.awaiting, 0),
    selections,
  } satisfies AwaitingPins);
});

/** GET /api/admin/documents/{id}/pins: the pins on any version of any document. */
pinsRouter.get("/admin/documents/:id/pins", requireAdmin, async (c) => {
  const { document } = await opening(c, "admin-document");
  return c.json({
    documentId: document.id,
    pageCount: await pageCountOf(depsOf(c), document),
    pins: acceptsPins(document) ? await listPins(c.get("db"), document.id) : [],
  } satisfies PinList);
});

/**
 * GET /api/admin/selection-items/{id}/pins?photo=: the pins on one photo of any piece. A photo
 * the piece no longer has still lists its pins (the studio removed it after they were placed).
 */
pinsRouter.get("/admin/selection-items/:id/pins", requireAdmin, async (c) => {
  const { item } = await opening(c, "admin-photo");
  const photo = c.req.query("photo");
  if (!photo) throw badRequest(PIN_MESSAGES.photo, { photo: PIN_MESSAGES.photo });
  return photoPinList(c, item, photo);
});

/** GET /api/admin/projects/{id}/selection-pins: the project's piece photos that carry pins. */
pinsRouter.get("/admin/projects/:id/selection-pins", requireAdmin, async (c) => {
  const projectId = parseId(c.req.param("id"));
  return c.json((await projectPhotoPins(c.get("db"), projectId)) satisfies PhotoPinSummary);
});

/** POST /api/admin/pins/{id}/replies: the designer replies; the client is e-mailed a link. */
pinsRouter.post("/admin/pins/:id/replies", requireAdmin, async (c) => {
  const { pin, target, input } = await opening(c, "admin-pin", pinReplySchema.pick({ text: true }));
  const db = c.get("db");
  const deps = depsOf(c);
  const author = studioAuthor(c);
  // The reply, its audit entry and the clients' e-mails (queued in the outbox) in one batch
  // (issue 25: no e-mail lost or sent twice); delivered after the response.
  const mails = await queueReplyEmails(deps, { pinId: pin.id, number: pin.number, target, text: input.text });
  const message = await addReply(db, pin.id, { text: input.text, author }, [
    pinAudit(c, "reply", target, { pin: pin.number, author: author.name, via: "studio" }),
    ...mails.map((m) => m.statement),
  ]);
  deliverQueued(deps, ...mails);
  return c.json(message, 201);
});

/** POST /api/admin/pins/{id}/status: resolve or reopen. */
pinsRouter.post("/admin/pins/:id/status", requireAdmin, async (c) => {
  const { pin, target, input } = await opening(c, "admin-pin", pinStatusSchema.pick({ status: true }));
  const db = c.get("db");
  await setPinStatus(db, pin.id, input.status, [
    pinAudit(c, input.status === "resolved" ? "resolve" : "reopen", target, {
      pin: pin.number,
      by: studioAuthor(c).name,
    }),
  ]);
  return c.json(await getPin(db, pin.id));
});
