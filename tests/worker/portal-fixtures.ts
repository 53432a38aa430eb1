/**
 * Rows and requests the portal tests need: projects with a private link, documents stored in R2,
 * client assignments, meetings. Requests that present a token get their own client IP, so the
 * per-IP token rate limit only applies where a test means it to.
 */
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { issueProjectToken } from "../../worker/auth/project-token";
import { type Document, documents, meetings, now, projectClients } from "../../worker/db/schema";
import { api, createProject, db, json, type Session } from "./helpers";

export const SECRET = env.APP_SECRET ?? "";

export const PDF_BYTES = new TextEncoder().encode("%PDF-1.7\n% portal test document\n%%EOF\n");
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4,
]);

let ipCounter = 0;
/** A fresh documentation-range address per call (TEST-NET-2). */
export function freshIp(): string {
  ipCounter++;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

/** A request from its own IP (token lookups are rate limited per IP). */
export function portalApi(
  path: string,
  init: Parameters<typeof api>[1] & { ip?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("CF-Connecting-IP", init.ip ?? freshIp());
  return api(path, { ...init, headers });
}

export async function projectWithLink(values: Parameters<typeof createProject>[0] = {}) {
  const project = await createProject(values);
  const token = await issueProjectToken(db(), SECRET, project.id, null);
  return { project, token };
}

let docCounter = 0;
/** A document as the admin's upload flow leaves it: an R2 object plus its row. */
export async function addDocument(
  projectId: number,
  values: Partial<typeof documents.$inferInsert> & { bytes?: Uint8Array } = {},
): Promise<Document> {
  docCounter++;
  const { bytes = PDF_BYTES, ...rest } = values;
  const objectPath =
    rest.objectPath ?? `documents/${projectId}/test-${Date.now().toString(36)}-${docCounter}.pdf`;
  await env.MEDIA.put(objectPath, bytes, {
    httpMetadata: { contentType: rest.mimeType ?? "application/pdf" },
  });
  return db()
    .insert(documents)
    .values({
      projectId,
      title: `Document ${docCounter}`,
      category: "design_fee_proposal",
      fileName: `document-${docCounter}.pdf`,
      fileSize: bytes.length,
      mimeType: "application/pdf",
      source: "studio",
      ...rest,
      objectPath,
    })
    .returning()
    .get();
}

/**
 * A document shared twice: the first version (superseded) and the one that replaces it, both in
 * `category`, titled as given.
 */
export async function addRevisedDocument(
  projectId: number,
  category: Document["category"],
  titles: { old: string; current: string },
) {
  const old = await addDocument(projectId, { title: titles.old, category, supersededAt: now() });
  const current = await addDocument(projectId, {
    title: titles.current,
    category,
    replacesDocumentId: old.id,
  });
  return { old, current };
}

export async function assign(session: Session, projectId: number) {
  await db()
    .insert(projectClients)
    .values({
      projectId,
      userId: session.userId,
      clientName: session.email.split("@")[0] ?? "client",
      clientEmail: session.email,
      clientPhone: null,
    });
}

export async function addMeeting(projectId: number, title: string, scheduledFor: string) {
  return db()
    .insert(meetings)
    .values({ projectId, title, scheduledFor, notes: "Internal: bring the walnut samples" })
    .returning()
    .get();
}

/** The signed PUT of a reservation, as a browser sends it. */
/**
 * A client's file through the portal's own flow: reserve (must answer 200), PUT the bytes to the
 * signed URL (200), then complete; the answer to the complete call. `body` carries the access
 * (`token` and/or `projectId`), `session` a signed-in client.
 */
export async function clientUpload(
  body: Record<string, unknown>,
  bytes: Uint8Array,
  fileName: string,
  type: string,
  session?: Session,
): Promise<Response> {
  const reserve = await portalApi("/api/portal/uploads/upload-url", {
    json: { ...body, fileName, fileType: type, fileSize: bytes.length },
    session,
  });
  expect(reserve.status).toBe(200);
  const { uploadUrl, objectPath } = await json<{ uploadUrl: string; objectPath: string }>(reserve);
  expect((await putBytes(uploadUrl, bytes, type)).status).toBe(200);
  return portalApi("/api/portal/uploads/complete", { json: { ...body, objectPath }, session });
}

/**
 * A PNG a private-link visitor sends through the portal's upload flow (the complete call must
 * answer 201); the created file as the call answers it.
 */
export async function pngThroughLink<T = { id: number }>(
  projectId: number,
  token: string,
  fileName: string,
): Promise<T> {
  const res = await clientUpload({ token, projectId }, PNG_BYTES, fileName, "image/png");
  expect(res.status).toBe(201);
  return json<T>(res);
}

export async function putBytes(uploadUrl: string, bytes: Uint8Array, type: string): Promise<Response> {
  return SELF.fetch(uploadUrl, { method: "PUT", body: bytes, headers: { "Content-Type": type } });
}
