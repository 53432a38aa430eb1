/**
 * The client portal API (SPEC sections 2 and 7): one project as its client sees it, reached either
 * by a signed-in client assigned to it or by the holder of its private link
 * (/portal/{id}?token=...). Rules:
 * - Every refusal is the same 404 `{ message: "Not found." }`: no token, a malformed, wrong,
 *   revoked or expired token, a token for another project, a client who is not assigned, or a
 *   document of another project. A caller learns nothing about what exists.
 * - Token lookups are rate limited per IP; tokens are never logged or echoed.
 * - Every response is `Cache-Control: private, no-store` and `Referrer-Policy: no-referrer`, so
 *   neither a shared cache nor a Referer header carries a link onwards.
 * - Files are never streamed here: the answer is a redirect to a short-lived signed URL.
 */
import { sql } from "drizzle-orm";
import { adminUrl } from "../../src/shared/app-links";
import { acceptsFeedback, CLIENT_UPLOAD_MAX_LABEL, type DocumentLink } from "../../src/shared/portal";
import {
  clientUploadCompleteSchema,
  clientUploadUrlSchema,
  feedbackSchema,
} from "../../src/shared/portal-schemas";
import { projectDisplayName } from "../../src/shared/project";
import { currentUser, requireClient } from "../auth/guards";
import { findProjectByToken } from "../auth/project-token";
import { markDocumentOpened } from "../documents/queries";
import { depsOf } from "../http/deps";
import { badRequest, notFound } from "../http/errors";
import { guardedRouter } from "../http/guarded-router";
import { parseId } from "../http/params";
import {
  optionalId,
  privateResponses,
  readBody,
  resolveAccess,
  TOKEN_LOOKUP_LIMIT,
} from "../http/portal-access";
import { enforceRateLimit } from "../http/rate-limit";
import { parseOrThrow } from "../http/validate";
import { meetingCalendarFile } from "../lib/ics";
import { deliverQueued, OUTBOX_ID_PLACEHOLDER, queueStudioNotice } from "../notify/outbox";
import { CLIENT_UPLOAD_MAX_BYTES, CLIENT_UPLOAD_TYPES } from "../storage/file-types";
import {
  completeReservationStatement,
  createUploadReservation,
  DOWNLOAD_URL_TTL_SECONDS,
  fileDownloadUrl,
  verifyUploadedObject,
} from "../storage/uploads";
import {
  addDocumentFeedback,
  createClientUpload,
  documentProjectId,
  findClientProject,
  findLatestClientProject,
  findPortalMeeting,
  findVisibleDocument,
  meetingProjectId,
  portalProjectView,
} from "./queries";

export const portalRouter = guardedRouter(privateResponses, ["/*"]);

/** Uploads always name their project (token mode: the link's project id, as in the link). */
function requiredId(value: unknown): number {
  const id = optionalId(value);
  if (id === undefined) throw notFound();
  return id;
}

// ---------------------------------------------------------------------------------------------
// The project view
// ---------------------------------------------------------------------------------------------

/** Signed-in client: their project (`?projectId=` when assigned to several; default the latest). */
portalRouter.get("/project", requireClient, async (c) => {
  const user = currentUser(c);
  const db = c.get("db");
  const requested = optionalId(c.req.query("projectId"));
  const project =
    requested === undefined
      ? await findLatestClientProject(db, user.id)
      : await findClientProject(db, user.id, requested);
  if (!project) throw notFound();
  return c.json(
    await portalProjectView(db, project, { kind: "client", userId: user.id, firstName: user.firstName }),
  );
});

/**
 * Private link: the token's project (SPEC 7: `?token=` alone is enough). The SPA also sends the
 * link's project id (`&id=`); when present it must be the token's project, and a mismatch is the
 * same 404 as a bad token, so the answer never tells whether that other project exists.
 */
portalRouter.get("/project-by-token", async (c) => {
  const token = c.req.query("token");
  await enforceRateLimit(c, TOKEN_LOOKUP_LIMIT);
  const projectId = optionalId(c.req.query("id"));
  if (!token) throw notFound();
  const project = await findProjectByToken(c.get("db"), token, projectId);
  if (!project) throw notFound();
  return c.json(await portalProjectView(c.get("db"), project, { kind: "token" }));
});

// ---------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------

/** Types a browser shows safely in a tab; anything else is always downloaded. */
function canOpenInline(mimeType: string): boolean {
  return mimeType === "application/pdf" || mimeType.startsWith("image/") || mimeType === "text/plain";
}

/**
 * GET /api/portal/documents/{id}?token=&disposition=inline|attachment (SPEC 7): a redirect to a
 * short-lived signed URL carrying the original file name. `format=json` answers `{ url }` instead,
 * so the SPA can tell a failure from a file before it opens a tab or starts a download. Signed-in
 * clients use the same route without a token.
 */
portalRouter.get("/documents/:id", async (c) => {
  const documentId = parseId(c.req.param("id"));
  const db = c.get("db");
  const access = await resolveAccess(c, c.req.query("token"), optionalId(c.req.query("projectId")), () =>
    documentProjectId(db, documentId),
  );
  const doc = await findVisibleDocument(db, access.project.id, access.viewer, documentId);
  if (!doc) throw notFound();
  const disposition =
    c.req.query("disposition") === "inline" && canOpenInline(doc.mimeType) ? "inline" : "attachment";
  const url = await fileDownloadUrl(depsOf(c), {
    key: doc.objectPath,
    fileName: doc.fileName,
    mimeType: doc.mimeType,
    disposition,
  });
  await markDocumentOpened(db, doc.id, disposition);
  if (c.req.query("format") === "json") {
    return c.json({
      url,
      fileName: doc.fileName,
      expiresInSeconds: DOWNLOAD_URL_TTL_SECONDS,
    } satisfies DocumentLink);
  }
  return c.redirect(url, 302);
});

/** Approve / Needs changes on a rendering or selection (token in the body, or the session). */
portalRouter.post("/documents/:id/feedback", async (c) => {
  const documentId = parseId(c.req.param("id"));
  const db = c.get("db");
  const body = await readBody(c);
  const access = await resolveAccess(c, body.token, optionalId(body.projectId), () =>
    documentProjectId(db, documentId),
  );
  const doc = await findVisibleDocument(db, access.project.id, access.viewer, documentId);
  if (doc?.source !== "studio") throw notFound();
  if (!acceptsFeedback(doc.category)) {
    throw badRequest("Approvals are for renderings and selections only.");
  }
  const input = parseOrThrow(feedbackSchema, body);
  const feedback = await addDocumentFeedback(db, {
    documentId: doc.id,
    status: input.status,
    comment: input.comment,
    authorName: access.authorName,
    authorUserId: access.userId,
  });
  return c.json(feedback, 201);
});

// ---------------------------------------------------------------------------------------------
// Client uploads ('Upload Files')
// ---------------------------------------------------------------------------------------------

/** Step 1: a signed URL to PUT one file to (images, pdf, doc, docx, txt; at most 10 MB). */
portalRouter.post("/uploads/upload-url", async (c) => {
  const body = await readBody(c);
  const access = await resolveAccess(c, body.token, requiredId(body.projectId));
  const input = parseOrThrow(clientUploadUrlSchema, body);
  const reservation = await createUploadReservation(depsOf(c), {
    purpose: "client_upload",
    projectId: access.project.id,
    fileName: input.fileName,
    mimeType: input.fileType,
    size: input.fileSize,
    allowedTypes: CLIENT_UPLOAD_TYPES,
    maxSize: CLIENT_UPLOAD_MAX_BYTES,
    maxSizeLabel: CLIENT_UPLOAD_MAX_LABEL,
    userId: c.get("user")?.id ?? null,
  });
  return c.json({
    uploadUrl: reservation.uploadUrl,
    objectPath: reservation.objectPath,
    expiresAt: reservation.expiresAt,
  });
});

/** Step 2: the bytes arrived; verify them (size, leading bytes) and file them for the studio. */
portalRouter.post("/uploads/complete", async (c) => {
  const body = await readBody(c);
  const access = await resolveAccess(c, body.token, requiredId(body.projectId));
  const input = parseOrThrow(clientUploadCompleteSchema, body);
  const { reservation, size } = await verifyUploadedObject(depsOf(c), {
    objectPath: input.objectPath,
    purpose: "client_upload",
    projectId: access.project.id,
  });
  const projectName = projectDisplayName(access.project);
  const who =
    access.viewer.kind === "client" ? `${access.authorName} (signed in)` : "Your client (private link)";
  // Queued in the document's own batch (issue 25): the notice exists exactly when the file does.
  const notice = queueStudioNotice(
    depsOf(c),
    `New file from ${projectName}: ${reservation.fileName}`,
    [
      `${who} sent a file through the client portal.`,
      "",
      `Project: ${projectName}`,
      `File: ${reservation.fileName} (${Math.max(1, Math.round(size / 1024))} KB)`,
      "",
      "It is in the project's Documents tab, marked From client:",
      adminUrl(c.get("config").appOrigin, {
        tab: "documents",
        projectId: access.project.id,
        document: OUTBOX_ID_PLACEHOLDER,
      }),
    ].join("\n"),
    {
      kind: "client-upload",
      id: sql`(SELECT id FROM documents WHERE object_path = ${reservation.objectKey} ORDER BY id DESC LIMIT 1)`,
    },
  );
  const upload = await createClientUpload(
    c.get("db"),
    {
      projectId: access.project.id,
      fileName: reservation.fileName,
      fileSize: size,
      mimeType: reservation.mimeType,
      objectPath: reservation.objectKey,
      uploadedByUserId: access.userId,
    },
    completeReservationStatement(depsOf(c), reservation.id, size),
    [notice.statement],
  );
  deliverQueued(depsOf(c), notice);
  return c.json(upload, 201);
});

// ---------------------------------------------------------------------------------------------
// Meetings: calendar file for the client's timeline
// ---------------------------------------------------------------------------------------------

portalRouter.get("/meetings/:id/ics", async (c) => {
  const meetingId = parseId(c.req.param("id"));
  const db = c.get("db");
  const access = await resolveAccess(c, c.req.query("token"), optionalId(c.req.query("projectId")), () =>
    meetingProjectId(db, meetingId),
  );
  const meeting = await findPortalMeeting(db, access.project.id, meetingId);
  if (!meeting) throw notFound();
  const config = c.get("config");
  // The studio's event, without the studio's notes.
  const file = meetingCalendarFile(c.get("config").appOrigin, meeting, {
    summary: `${meeting.title} (${projectDisplayName(access.project)})`,
    description: `${config.STUDIO_NAME} · ${config.STUDIO_EMAIL} · ${config.STUDIO_PHONE}`,
    location: access.project.projectAddress,
  });
  return c.body(file.body, 200, file.headers);
});
