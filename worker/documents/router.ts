/**
 * Project documents (SPEC sections 2 and 7).
 *   POST   /api/admin/documents/upload-url   reserve a server-chosen key, get a short-lived PUT URL
 *   POST   /api/admin/documents/complete     register an object really uploaded through that URL
 *   GET    /api/projects/:id/documents       the admin's list (all versions, client uploads)
 *   GET    /api/documents/:id                302 to a short-lived file URL (admin, or assigned client)
 *   GET    /api/documents/:id/link           the same URL as JSON (so the SPA can report failures)
 *   PUT    /api/documents/:id                a new title and/or description (409 while out for signature)
 *   DELETE /api/documents/:id                row first, then the stored object
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { DOCUMENT_MESSAGES, type DocumentLink } from "../../src/shared/documents";
import {
  documentCompleteSchema,
  documentUpdateSchema,
  documentUploadUrlSchema,
} from "../../src/shared/documents-schemas";
import { PROPOSAL_MESSAGES } from "../../src/shared/proposals";
import { auditIfChangedStatement, auditStatement } from "../audit/queries";
import { requireAdmin } from "../auth/guards";
import { depsOf } from "../http/deps";
import {
  badRequest,
  conflict,
  DOCUMENT_NOT_FOUND,
  notFound,
  PROJECT_NOT_FOUND,
  unauthorized,
} from "../http/errors";
import { parseId } from "../http/params";
import { validate } from "../http/validate";
import { r2ByteSource, storedPdfPageCount } from "../lib/pdf-pages";
import { deliverQueued } from "../notify/outbox";
import { findVisibleDocument } from "../portal/queries";
import { projectExists } from "../projects/queries-lookup";
import { findOpenRequestForDocument, voidForNewVersionStatements } from "../proposals/queries";
import { queueSignersVoided } from "../proposals/service";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from "../storage/file-types";
import { deleteObjectsUnlessKept } from "../storage/media-cleanup";
import {
  completeReservationStatement,
  createUploadReservation,
  fileDownloadUrl,
  verifyUploadedObject,
} from "../storage/uploads";
import type { AppEnv } from "../types";
import {
  createStudioDocument,
  deleteDocumentRow,
  findReplaceableDocument,
  getAdminDocument,
  getDocument,
  listProjectDocumentsForAdmin,
  markDocumentOpened,
  updateDocumentDetails,
} from "./queries";
import { canClientSeeProject } from "./queries-access";

export const documentsRouter = new Hono<AppEnv>();

documentsRouter.post(
  "/admin/documents/upload-url",
  requireAdmin,
  validate("json", documentUploadUrlSchema),
  async (c) => {
    const input = c.req.valid("json");
    if (!(await projectExists(c.get("db"), input.projectId))) throw notFound(PROJECT_NOT_FOUND);
    const reservation = await createUploadReservation(depsOf(c), {
      purpose: "document",
      projectId: input.projectId,
      fileName: input.fileName,
      mimeType: input.fileType,
      size: input.fileSize,
      allowedTypes: DOCUMENT_TYPES,
      maxSize: DOCUMENT_MAX_BYTES,
      maxSizeLabel: "250 MB",
      userId: c.get("user")?.id ?? null,
    });
    return c.json(
      {
        uploadUrl: reservation.uploadUrl,
        objectPath: reservation.objectPath,
        expiresAt: reservation.expiresAt,
      },
      201,
    );
  },
);

documentsRouter.post(
  "/admin/documents/complete",
  requireAdmin,
  validate("json", documentCompleteSchema),
  async (c) => {
    const input = c.req.valid("json");
    const db = c.get("db");
    const user = c.get("user");
    if (!user) throw unauthorized();
    if (!(await projectExists(db, input.projectId))) throw notFound(PROJECT_NOT_FOUND);
    const replaces = input.replacesDocumentId
      ? await findReplaceableDocument(db, {
          id: input.replacesDocumentId,
          projectId: input.projectId,
          category: input.category,
        })
      : null;
    if (input.replacesDocumentId && !replaces) {
      throw badRequest("The document to replace is no longer current in this project and category.", {
        replacesDocumentId: "Choose a current document of the same project and category.",
      });
    }
    // Checks that the object arrived through a URL issued for this project, within the limits,
    // with bytes matching the reserved type (a bad object is deleted there).
    const { reservation, size } = await verifyUploadedObject(depsOf(c), {
      objectPath: input.objectPath,
      purpose: "document",
      projectId: input.projectId,
    });
    if (input.mimeType !== reservation.mimeType) {
      throw badRequest(DOCUMENT_MESSAGES.fileType, { mimeType: "The type differs from the uploaded file." });
    }
    // A PDF's page count, for pins (issue 25): read now from byte ranges of the stored file (a few
    // small reads, whatever its size), so no later request has to open the file for it.
    const pageCount =
      reservation.mimeType === "application/pdf"
        ? await r2ByteSource(c.env.MEDIA, reservation.objectKey)
            .then((source) => (source ? storedPdfPageCount(source) : null))
            .catch((error: unknown) => {
              // Not a reason to refuse the upload: pins count it again when first needed.
              console.warn(
                "Page count at registration failed",
                error instanceof Error ? error.message : error,
              );
              return null;
            })
        : null;
    // A proposal out for signature: the new version voids its request (issue 18), and its signers are told.
    const voiding = replaces ? await findOpenRequestForDocument(db, replaces.id) : undefined;
    // Queued for the new version's batch, before the void (issue 25: none lost, none twice).
    const voidedMails = voiding ? await queueSignersVoided(depsOf(c), voiding, "new_version") : [];
    const doc = await createStudioDocument(
      db,
      {
        projectId: input.projectId,
        category: input.category,
        title: input.title,
        description: input.description,
        // What the server reserved and measured, not what the caller repeats.
        fileName: reservation.fileName,
        fileSize: size,
        mimeType: reservation.mimeType,
        objectPath: reservation.objectKey,
        uploadedByUserId: user.id,
        replaces: replaces ?? null,
        pageCount,
      },
      [
        completeReservationStatement(depsOf(c), reservation.id, size),
        // A new version of a proposal out for signature voids that request (issue 18).
        ...voidedMails.map((m) => m.statement),
        ...(replaces ? voidForNewVersionStatements(db, replaces.id) : []),
        auditStatement(db, user, {
          action: replaces ? "document.replace" : "document.upload",
          entityType: "document",
          entityId: null,
          detail: {
            projectId: input.projectId,
            title: input.title,
            fileName: reservation.fileName,
            objectPath: reservation.objectKey,
            replacesDocumentId: replaces?.id ?? null,
          },
        }),
      ],
    );
    deliverQueued(depsOf(c), ...voidedMails);
    const body = await getAdminDocument(db, doc.id);
    return c.json(body, 201);
  },
);

documentsRouter.get("/projects/:id/documents", requireAdmin, async (c) => {
  const projectId = parseId(c.req.param("id"), PROJECT_NOT_FOUND);
  const db = c.get("db");
  if (!(await projectExists(db, projectId))) throw notFound(PROJECT_NOT_FOUND);
  return c.json(await listProjectDocumentsForAdmin(db, projectId));
});

const dispositionSchema = z.object({
  disposition: z.enum(["inline", "attachment"]).optional(),
});

/**
 * The document behind the path, if this user may open it: an admin any; a client only what the
 * portal shows them (decision 0007: a current version of a project they are assigned to, or a
 * file they sent themselves), so a superseded version or someone else's upload is simply "not
 * found", like a document of another project.
 */
async function openableDocument(c: Context<AppEnv>) {
  const user = c.get("user");
  if (!user) throw unauthorized();
  const id = parseId(c.req.param("id"), DOCUMENT_NOT_FOUND);
  const db = c.get("db");
  const found = await getDocument(db, id);
  if (!found) throw notFound(DOCUMENT_NOT_FOUND);
  const doc =
    user.role === "admin"
      ? found
      : (await canClientSeeProject(db, user.id, found.projectId))
        ? await findVisibleDocument(
            db,
            found.projectId,
            { kind: "client", userId: user.id, firstName: user.firstName },
            id,
          )
        : null;
  if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
  const parsed = dispositionSchema.safeParse({ disposition: c.req.query("disposition") });
  const disposition = parsed.success ? (parsed.data.disposition ?? "inline") : "inline";
  const url = await fileDownloadUrl(depsOf(c), {
    key: doc.objectPath,
    fileName: doc.fileName,
    mimeType: doc.mimeType,
    disposition,
  });
  // What the studio sees is its client's activity, not its own.
  if (user.role === "client") await markDocumentOpened(db, doc.id, disposition);
  return { doc, url };
}

documentsRouter.get("/documents/:id", async (c) => {
  const { url } = await openableDocument(c);
  c.header("Referrer-Policy", "no-referrer");
  return c.redirect(url, 302);
});

documentsRouter.get("/documents/:id/link", async (c) => {
  const { doc, url } = await openableDocument(c);
  return c.json({ url, fileName: doc.fileName } satisfies DocumentLink);
});

documentsRouter.put("/documents/:id", requireAdmin, validate("json", documentUpdateSchema), async (c) => {
  const id = parseId(c.req.param("id"), DOCUMENT_NOT_FOUND);
  const db = c.get("db");
  const doc = await getDocument(db, id);
  if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
  const { title, description } = c.req.valid("json");
  const changed = await updateDocumentDetails(
    db,
    doc.id,
    { title, description },
    auditIfChangedStatement(db, c.get("user"), {
      action: "document.update",
      entityType: "document",
      entityId: doc.id,
      detail: {
        projectId: doc.projectId,
        ...(title === undefined ? {} : { title: { from: doc.title, to: title } }),
        ...(description === undefined ? {} : { description: { from: doc.description, to: description } }),
      },
    }),
  );
  if (!changed) {
    // Deleted meanwhile, or out for signature.
    if (!(await getDocument(db, doc.id))) throw notFound(DOCUMENT_NOT_FOUND);
    throw conflict(DOCUMENT_MESSAGES.lockedForSignature);
  }
  return c.json(await getAdminDocument(db, doc.id));
});

documentsRouter.delete("/documents/:id", requireAdmin, async (c) => {
  const id = parseId(c.req.param("id"), DOCUMENT_NOT_FOUND);
  const db = c.get("db");
  const doc = await getDocument(db, id);
  if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
  // A version out for signature is locked until its request is voided (issue 18).
  if (await findOpenRequestForDocument(db, doc.id)) throw conflict(PROPOSAL_MESSAGES.locked);
  await deleteDocumentRow(db, doc, [
    auditStatement(db, c.get("user"), {
      action: "document.delete",
      entityType: "document",
      entityId: doc.id,
      detail: { projectId: doc.projectId, title: doc.title, fileName: doc.fileName },
    }),
  ]);
  // The row goes first, so no one is ever sent to a missing file. A failed object delete leaves
  // an orphan (no row points at it) for the scheduled clean-up of orphaned objects (worker/cron.ts).
  // The object stays when a signature request was sent on it (issue 25): the proposal keeps it.
  try {
    await deleteObjectsUnlessKept(db, c.env.MEDIA, [doc.objectPath]);
  } catch (err) {
    console.error("Document object delete failed", err instanceof Error ? err.message : err);
  }
  return c.json({ message: DOCUMENT_MESSAGES.deleted, id: doc.id });
});
