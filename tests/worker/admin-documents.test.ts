/**
 * Admin documents end to end on local D1/R2: upload URL → PUT bytes → complete → list → open and
 * download through the redirect → delete (row and object). Every refused case, versions, client
 * access to the open route, editing a title and description, and non-admins refused everywhere.
 */
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminDocument } from "../../src/shared/documents";
import { DOCUMENT_MESSAGES } from "../../src/shared/documents";
import {
  auditLog,
  documentFeedback,
  documents,
  projectClients,
  signatureRequests,
} from "../../worker/db/schema";
import { signClaims } from "../../worker/storage/signed-urls";
import {
  api,
  createProject,
  db,
  expectAdminOnly,
  json,
  type Session,
  signIn,
  signInBeforeAll,
} from "./helpers";

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const SECRET = "test-secret-0123456789abcdefghijklmnopqrstuvwxyz";

const admin = signInBeforeAll("admin");
const client = signInBeforeAll("client");

type UploadUrl = { uploadUrl: string; objectPath: string };

async function requestUploadUrl(
  projectId: number,
  overrides: Record<string, unknown> = {},
  session: Session | null = admin,
) {
  return api("/api/admin/documents/upload-url", {
    session,
    json: {
      projectId,
      category: "design_fee_proposal",
      fileName: "Proposal.pdf",
      fileType: "application/pdf",
      fileSize: PDF.length,
      ...overrides,
    },
  });
}

async function put(url: string, bytes: Uint8Array, type = "application/pdf") {
  return SELF.fetch(url, { method: "PUT", body: bytes, headers: { "Content-Type": type } });
}

async function complete(body: Record<string, unknown>, session: Session | null = admin) {
  return api("/api/admin/documents/complete", { session, json: body });
}

/**
 * The complete call for the object, filed as a design fee proposal (unless `extra` says another
 * category) with the title and type given.
 */
function completeFile(
  projectId: number,
  objectPath: string,
  title: string,
  mimeType: string,
  extra: Record<string, unknown> = {},
) {
  return complete({ projectId, category: "design_fee_proposal", title, objectPath, mimeType, ...extra });
}

/** The whole flow for one file; returns the created document. */
async function upload(
  projectId: number,
  opts: { title?: string; category?: string; replacesDocumentId?: number; bytes?: Uint8Array } = {},
): Promise<AdminDocument> {
  const bytes = opts.bytes ?? PDF;
  const res = await requestUploadUrl(projectId, {
    category: opts.category ?? "design_fee_proposal",
    fileSize: bytes.length,
  });
  expect(res.status).toBe(201);
  const { uploadUrl, objectPath } = await json<UploadUrl>(res);
  expect((await put(uploadUrl, bytes)).status).toBe(200);
  const done = await complete({
    projectId,
    category: opts.category ?? "design_fee_proposal",
    title: opts.title ?? "Design fee proposal",
    description: null,
    objectPath,
    fileName: "Proposal.pdf",
    fileSize: bytes.length,
    mimeType: "application/pdf",
    replacesDocumentId: opts.replacesDocumentId ?? null,
  });
  expect(done.status, await done.clone().text()).toBe(201);
  return json<AdminDocument>(done);
}

async function list(projectId: number, session: Session | null = admin) {
  return api(`/api/projects/${projectId}/documents`, { session });
}

describe("document upload flow", () => {
  it("uploads, lists, serves the same bytes through the redirect, and deletes row and object", async () => {
    const project = await createProject();
    const res = await requestUploadUrl(project.id);
    expect(res.status).toBe(201);
    const { uploadUrl, objectPath } = await json<UploadUrl>(res);
    // The key is the server's: project folder, random name, never the file's name.
    expect(objectPath).toMatch(new RegExp(`^documents/${project.id}/[A-Za-z0-9_-]+\\.pdf$`));
    expect(objectPath).not.toContain("Proposal");
    expect((await put(uploadUrl, PDF)).status).toBe(200);

    const done = await complete({
      projectId: project.id,
      category: "design_fee_proposal",
      title: "  Design fee proposal  ",
      description: "",
      objectPath,
      fileName: "Proposal.pdf",
      fileSize: PDF.length,
      mimeType: "application/pdf",
    });
    expect(done.status).toBe(201);
    const doc = await json<AdminDocument>(done);
    expect(doc).toMatchObject({
      projectId: project.id,
      title: "Design fee proposal",
      description: null,
      category: "design_fee_proposal",
      fileName: "Proposal.pdf",
      fileSize: PDF.length,
      mimeType: "application/pdf",
      source: "studio",
      supersededAt: null,
      replacesDocumentId: null,
      chainId: doc.id,
      url: `/api/documents/${doc.id}`,
      feedback: null,
    });
    const row = await db().select().from(documents).where(eq(documents.id, doc.id)).get();
    expect(row?.fileUrl).toBe(`/api/documents/${doc.id}`);
    expect(row?.objectPath).toBe(objectPath);

    const listed = await json<AdminDocument[]>(await list(project.id));
    expect(listed.map((d) => d.id)).toEqual([doc.id]);

    for (const disposition of ["inline", "attachment"] as const) {
      const open = await api(`/api/documents/${doc.id}?disposition=${disposition}`, { session: admin });
      expect(open.status).toBe(302);
      const location = open.headers.get("Location") ?? "";
      expect(location).toMatch(/^http:\/\/localhost\/files\/download\//);
      const file = await SELF.fetch(location);
      expect(file.status).toBe(200);
      expect(file.headers.get("Content-Disposition")).toMatch(
        new RegExp(`^${disposition}; filename="Proposal.pdf"`),
      );
      expect(file.headers.get("Content-Type")).toBe("application/pdf");
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    }
    // The JSON variant gives the same kind of link, and the admin's own opening is not tracked.
    const link = await api(`/api/documents/${doc.id}/link?disposition=attachment`, { session: admin });
    expect(await json(link)).toMatchObject({ fileName: "Proposal.pdf" });
    const after = await db().select().from(documents).where(eq(documents.id, doc.id)).get();
    expect(after?.lastViewedAt).toBeNull();
    expect(after?.lastDownloadedAt).toBeNull();

    const del = await api(`/api/documents/${doc.id}`, { method: "DELETE", session: admin });
    expect(del.status).toBe(200);
    expect(await json(del)).toMatchObject({ message: "Document deleted" });
    expect(await db().select().from(documents).where(eq(documents.id, doc.id)).get()).toBeUndefined();
    expect(await env.MEDIA.head(objectPath)).toBeNull();
    expect(await json<AdminDocument[]>(await list(project.id))).toEqual([]);
    expect((await api(`/api/documents/${doc.id}`, { session: admin })).status).toBe(404);
    expect((await api(`/api/documents/${doc.id}`, { method: "DELETE", session: admin })).status).toBe(404);
  });

  it("accepts the other document types by their leading bytes", async () => {
    const project = await createProject();
    const res = await requestUploadUrl(project.id, {
      category: "visual_documents",
      fileName: "Elevation.png",
      fileType: "image/png",
      fileSize: PNG.length,
    });
    const { uploadUrl, objectPath } = await json<UploadUrl>(res);
    expect((await put(uploadUrl, PNG, "image/png")).status).toBe(200);
    const done = await completeFile(project.id, objectPath, "Elevation", "image/png", {
      category: "visual_documents",
    });
    expect(done.status).toBe(201);
    expect(await json(done)).toMatchObject({ fileName: "Elevation.png", mimeType: "image/png" });
  });
});

describe("refused uploads", () => {
  it("refuses a declared size over 250 MB with 413 before anything is reserved", async () => {
    const project = await createProject();
    const res = await requestUploadUrl(project.id, { fileSize: 250 * 1024 * 1024 + 1 });
    expect(res.status).toBe(413);
    expect(await json(res)).toEqual({ message: "The file is larger than 250 MB." });
    // Exactly 250 MB is allowed.
    expect((await requestUploadUrl(project.id, { fileSize: 250 * 1024 * 1024 })).status).toBe(201);
  });

  it("refuses types outside the list, and names that disagree with their type", async () => {
    const project = await createProject();
    for (const [fileName, fileType] of [
      ["page.html", "text/html"],
      ["notes.txt", "text/plain"],
      ["proposal.exe", "application/pdf"],
      ["photo.webp", "image/webp"],
    ] as const) {
      const res = await requestUploadUrl(project.id, { fileName, fileType });
      expect(res.status, fileName).toBe(400);
      expect(await json(res)).toMatchObject({ message: "This type of file is not accepted." });
    }
  });

  it("deletes an upload whose bytes do not match its declared type", async () => {
    const project = await createProject();
    const fake = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const { uploadUrl, objectPath } = await json<UploadUrl>(
      await requestUploadUrl(project.id, { fileSize: fake.length }),
    );
    expect((await put(uploadUrl, fake)).status).toBe(200);
    const res = await completeFile(project.id, objectPath, "Fake", "application/pdf");
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message: "The file's contents do not match its type." });
    expect(await env.MEDIA.head(objectPath)).toBeNull();
    expect(await json<AdminDocument[]>(await list(project.id))).toEqual([]);
  });

  it("refuses forged, altered and expired upload URLs", async () => {
    const project = await createProject();
    const { uploadUrl } = await json<UploadUrl>(await requestUploadUrl(project.id));
    const [base, sig] = uploadUrl.split(".");
    expect((await put(`${base}x.${sig}`, PDF)).status).toBe(403);
    expect((await put(`${base}.${"A".repeat(sig?.length ?? 43)}`, PDF)).status).toBe(403);
    expect((await put("http://localhost/files/upload/not-a-token", PDF)).status).toBe(403);

    // A correctly signed URL whose time is up: the reservation is real, the link is not.
    const signedPath = new URL(uploadUrl).pathname.split("/").pop() ?? "";
    const claims = JSON.parse(atob(signedPath.split(".")[0]?.replace(/-/g, "+").replace(/_/g, "/") ?? ""));
    const expired = await signClaims(SECRET, "upload", { r: claims.r, e: Math.floor(Date.now() / 1000) - 1 });
    const res = await put(`http://localhost/files/upload/${expired}`, PDF);
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual({ message: "This upload link is invalid or has expired." });
    // The same claims with time left are accepted: the refusal above was the expiry alone.
    const fresh = await signClaims(SECRET, "upload", { r: claims.r, e: Math.floor(Date.now() / 1000) + 60 });
    expect((await put(`http://localhost/files/upload/${fresh}`, PDF)).status).toBe(200);
  });

  it("refuses to complete an object never uploaded, uploaded for another project, or completed twice", async () => {
    const a = await createProject();
    const b = await createProject();
    const completePdf = (projectId: number, objectPath: string) =>
      completeFile(projectId, objectPath, "Proposal", "application/pdf");
    const notUploaded = { message: "The file was not uploaded. Please try again." };

    const { objectPath: never } = await json<UploadUrl>(await requestUploadUrl(a.id));
    const res1 = await completePdf(a.id, never);
    expect(res1.status).toBe(400);
    expect(await json(res1)).toMatchObject(notUploaded);

    // Bytes placed directly in the bucket under a path no URL was issued for.
    await env.MEDIA.put(`documents/${a.id}/made-up.pdf`, PDF);
    expect((await completePdf(a.id, `documents/${a.id}/made-up.pdf`)).status).toBe(400);

    const { uploadUrl, objectPath } = await json<UploadUrl>(await requestUploadUrl(a.id));
    expect((await put(uploadUrl, PDF)).status).toBe(200);
    const other = await completePdf(b.id, objectPath);
    expect(other.status).toBe(400);
    expect(await json(other)).toMatchObject(notUploaded);

    expect((await completePdf(a.id, objectPath)).status).toBe(201);
    const twice = await completePdf(a.id, objectPath);
    expect(twice.status).toBe(400);
    expect(await json(twice)).toMatchObject(notUploaded);
    expect(await json<AdminDocument[]>(await list(a.id))).toHaveLength(1);
    expect(await json<AdminDocument[]>(await list(b.id))).toHaveLength(0);
  });

  it("refuses a complete call whose declared type differs from the upload", async () => {
    const project = await createProject();
    const { uploadUrl, objectPath } = await json<UploadUrl>(await requestUploadUrl(project.id));
    expect((await put(uploadUrl, PDF)).status).toBe(200);
    const res = await completeFile(project.id, objectPath, "Proposal", "image/png");
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message: "This type of file is not accepted." });
  });

  it("answers 404 for a project that does not exist", async () => {
    const res = await requestUploadUrl(999_999);
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: "Project not found." });
    expect((await list(999_999)).status).toBe(404);
  });
});

describe("validation messages", () => {
  it("names each missing or wrong field", async () => {
    const project = await createProject();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ projectId: undefined }, "projectId", "Please choose a project."],
      [{ category: "receipts" }, "category", "Please choose a category."],
      [{ fileName: "" }, "fileName", "Please choose a file with a valid name."],
      [{ fileType: "" }, "fileType", "This type of file is not accepted."],
      [{ fileSize: 0 }, "fileSize", "The file is empty."],
    ];
    for (const [override, field, message] of cases) {
      const res = await requestUploadUrl(project.id, { fileName: "a.pdf", fileSize: 10, ...override });
      expect(res.status, field).toBe(400);
      const body = await json<{ message: string; errors: Record<string, string> }>(res);
      expect(body.errors[field]).toBe(message);
      expect(body.message).toBe(message);
    }
    const res = await completeFile(project.id, "documents/x.pdf", "   ", "application/pdf");
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      message: "Please enter a title.",
      errors: { title: "Please enter a title." },
    });
  });
});

describe("versions", () => {
  it("replaces the current version, keeps earlier ones for the admin, and restores on delete", async () => {
    const project = await createProject();
    const v1 = await upload(project.id, { title: "Proposal v1" });
    const v2 = await upload(project.id, { title: "Proposal v2", replacesDocumentId: v1.id });
    expect(v2.replacesDocumentId).toBe(v1.id);
    expect(v2.chainId).toBe(v1.id);
    // Chains point at their first document, whichever version is replaced.
    const v3 = await upload(project.id, { title: "Proposal v3", replacesDocumentId: v2.id });
    expect(v3.replacesDocumentId).toBe(v1.id);

    const listed = await json<AdminDocument[]>(await list(project.id));
    const byId = new Map(listed.map((d) => [d.id, d]));
    expect(byId.get(v1.id)?.supersededAt).not.toBeNull();
    expect(byId.get(v2.id)?.supersededAt).not.toBeNull();
    expect(byId.get(v3.id)?.supersededAt).toBeNull();

    // Only a current document of the same project and category can be replaced.
    const stale = await requestUploadUrl(project.id, { fileName: "a.pdf" });
    const { uploadUrl, objectPath } = await json<UploadUrl>(stale);
    await put(uploadUrl, PDF);
    for (const replacesDocumentId of [v1.id, v2.id]) {
      const res = await completeFile(project.id, objectPath, "Stale", "application/pdf", {
        replacesDocumentId,
      });
      expect(res.status).toBe(400);
    }
    const otherCategory = await completeFile(project.id, objectPath, "Wrong category", "application/pdf", {
      category: "visual_documents",
      replacesDocumentId: v3.id,
    });
    expect(otherCategory.status).toBe(400);

    // Deleting the current version makes the previous one current again.
    expect((await api(`/api/documents/${v3.id}`, { method: "DELETE", session: admin })).status).toBe(200);
    const afterDelete = await json<AdminDocument[]>(await list(project.id));
    expect(afterDelete.find((d) => d.id === v2.id)?.supersededAt).toBeNull();
    expect(afterDelete.find((d) => d.id === v1.id)?.supersededAt).not.toBeNull();
  });
});

describe("client activity and feedback", () => {
  it("lets an assigned client open the document and records when, and shows latest feedback", async () => {
    const project = await createProject();
    const doc = await upload(project.id);
    const stranger = await signIn("client");
    expect((await api(`/api/documents/${doc.id}`, { session: client })).status).toBe(404);
    expect((await api(`/api/documents/${doc.id}`)).status).toBe(401);

    await db()
      .insert(projectClients)
      .values({ projectId: project.id, userId: client.userId, clientName: "c", clientEmail: client.email });
    const view = await api(`/api/documents/${doc.id}?disposition=inline`, { session: client });
    expect(view.status).toBe(302);
    const file = await SELF.fetch(view.headers.get("Location") ?? "");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    let row = await db().select().from(documents).where(eq(documents.id, doc.id)).get();
    expect(row?.lastViewedAt).not.toBeNull();
    expect(row?.lastDownloadedAt).toBeNull();
    expect((await api(`/api/documents/${doc.id}?disposition=attachment`, { session: client })).status).toBe(
      302,
    );
    row = await db().select().from(documents).where(eq(documents.id, doc.id)).get();
    expect(row?.lastDownloadedAt).not.toBeNull();

    // Another client of the studio still sees nothing; a client named on the project does.
    expect((await api(`/api/documents/${doc.id}`, { session: stranger })).status).toBe(404);
    const named = await signIn("client");
    const p2 = await createProject({ clientUserId: named.userId });
    const doc2 = await upload(p2.id);
    expect((await api(`/api/documents/${doc2.id}`, { session: named })).status).toBe(302);
    // Clients cannot delete or list.
    expect((await api(`/api/documents/${doc2.id}`, { method: "DELETE", session: named })).status).toBe(403);

    await db()
      .insert(documentFeedback)
      .values([
        {
          documentId: doc.id,
          status: "changes_requested",
          comment: "Warmer oak, please.",
          createdAt: "2026-01-01T10:00:00.000Z",
        },
        {
          documentId: doc.id,
          status: "approved",
          comment: "Perfect.",
          createdAt: "2026-01-02T10:00:00.000Z",
        },
      ]);
    const listed = await json<AdminDocument[]>(await list(project.id));
    expect(listed[0]?.feedback).toMatchObject({ status: "approved", comment: "Perfect." });
    expect(listed[0]?.lastViewedAt).not.toBeNull();
  });

  it("lists client uploads with source client", async () => {
    const project = await createProject();
    await env.MEDIA.put(`client-uploads/${project.id}/x.pdf`, PDF);
    await db()
      .insert(documents)
      .values({
        projectId: project.id,
        title: "Inspiration",
        category: "client_upload",
        fileName: "inspiration.pdf",
        fileSize: PDF.length,
        mimeType: "application/pdf",
        objectPath: `client-uploads/${project.id}/x.pdf`,
        source: "client",
      });
    const listed = await json<AdminDocument[]>(await list(project.id));
    expect(listed).toEqual([expect.objectContaining({ source: "client", category: "client_upload" })]);
  });
});

describe("editing a document's title and description (PUT /api/documents/:id)", () => {
  const edit = (id: number | string, body: unknown, session: Session | null = admin) =>
    api(`/api/documents/${id}`, { method: "PUT", json: body, session });
  const stored = (id: number) => db().select().from(documents).where(eq(documents.id, id)).get();
  const auditOf = (id: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "document"), eq(auditLog.entityId, String(id))))
      .all();

  it("renames and describes a document, keeps its file, and records who changed what", async () => {
    const project = await createProject();
    const doc = await upload(project.id, { title: "Design fee propsal" });
    const file = (await stored(doc.id))?.objectPath;
    const res = await edit(doc.id, { title: "  Design fee proposal  ", description: "Phase one, spring" });
    expect(res.status).toBe(200);
    const body = await json<AdminDocument>(res);
    expect(body).toMatchObject({
      id: doc.id,
      title: "Design fee proposal",
      description: "Phase one, spring",
      fileName: doc.fileName,
      fileSize: doc.fileSize,
      category: doc.category,
      chainId: doc.chainId,
    });
    expect((await json<AdminDocument[]>(await list(project.id))).map((d) => d.title)).toEqual([
      "Design fee proposal",
    ]);
    expect((await stored(doc.id))?.objectPath).toBe(file);
    const entries = (await auditOf(doc.id)).filter((e) => e.action === "document.update");
    expect(entries).toHaveLength(1);
    expect(entries[0]?.detail).toMatchObject({
      projectId: project.id,
      title: { from: "Design fee propsal", to: "Design fee proposal" },
      description: { from: null, to: "Phase one, spring" },
    });

    // One field alone leaves the other; an empty description clears it.
    const titleOnly = await json<AdminDocument>(await edit(doc.id, { title: "Proposal, spring" }));
    expect(titleOnly).toMatchObject({ title: "Proposal, spring", description: "Phase one, spring" });
    const cleared = await json<AdminDocument>(await edit(doc.id, { description: "" }));
    expect(cleared).toMatchObject({ title: "Proposal, spring", description: null });
  });

  it("refuses bad input with a message per field and changes nothing", async () => {
    const project = await createProject();
    const doc = await upload(project.id);
    const before = await stored(doc.id);
    const cases: [unknown, Record<string, string> | null, string][] = [
      [{}, null, DOCUMENT_MESSAGES.nothingToUpdate],
      [{ title: "   " }, { title: DOCUMENT_MESSAGES.title }, DOCUMENT_MESSAGES.title],
      [{ title: 42 }, { title: DOCUMENT_MESSAGES.title }, DOCUMENT_MESSAGES.title],
      [{ title: "x".repeat(201) }, { title: "Please keep the title under 200 characters." }, ""],
      [
        { description: "x".repeat(2001) },
        { description: "Please keep the description under 2000 characters." },
        "",
      ],
    ];
    for (const [input, errors, message] of cases) {
      const res = await edit(doc.id, input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      const answer = await json<{ message: string; errors?: Record<string, string> }>(res);
      if (errors) expect(answer.errors).toMatchObject(errors);
      if (message) expect(answer.message).toBe(message);
    }
    const notJson = await api(`/api/documents/${doc.id}`, {
      method: "PUT",
      body: "{not json",
      headers: { "Content-Type": "application/json" },
      session: admin,
    });
    expect(notJson.status).toBe(400);
    expect(await stored(doc.id)).toEqual(before);
    expect((await auditOf(doc.id)).filter((e) => e.action === "document.update")).toEqual([]);
  });

  it("answers 404 for a document that does not exist", async () => {
    for (const id of ["999999", "abc", "0"]) {
      const res = await edit(id, { title: "Nothing" });
      expect(res.status, id).toBe(404);
      expect(await json<{ message: string }>(res)).toEqual({ message: "Document not found." });
    }
  });

  it("answers 401 signed out and 403 to a client, even the project's own, and changes nothing", async () => {
    const project = await createProject();
    const doc = await upload(project.id);
    await db().insert(projectClients).values({
      projectId: project.id,
      userId: client.userId,
      clientName: "Client",
      clientEmail: client.email,
    });
    const before = await stored(doc.id);
    await expectAdminOnly(
      [[`/api/documents/${doc.id}`, { method: "PUT", json: { title: "Hijacked" } }]],
      client,
    );
    expect(await stored(doc.id)).toEqual(before);
  });

  it("keeps a version out for signature as sent (409), and edits it once the request is voided", async () => {
    const project = await createProject();
    const doc = await upload(project.id);
    const request = await db()
      .insert(signatureRequests)
      .values({
        projectId: project.id,
        documentId: doc.id,
        documentTitle: doc.title,
        documentFileName: doc.fileName,
        documentObjectPath: `documents/${project.id}/locked.pdf`,
        documentSha256: "0".repeat(64),
      })
      .returning()
      .get();
    const before = await stored(doc.id);
    const res = await edit(doc.id, { title: "Changed while out" });
    expect(res.status).toBe(409);
    expect(await json<{ message: string }>(res)).toEqual({ message: DOCUMENT_MESSAGES.lockedForSignature });
    expect(await stored(doc.id)).toEqual(before);
    expect((await auditOf(doc.id)).filter((e) => e.action === "document.update")).toEqual([]);

    await db()
      .update(signatureRequests)
      .set({ status: "voided" })
      .where(eq(signatureRequests.id, request.id));
    expect((await edit(doc.id, { title: "Changed after void" })).status).toBe(200);
  });
});

describe("non-admins are refused everywhere", () => {
  it("answers 401 signed out and 403 for a client, with nothing but a message", async () => {
    const project = await createProject();
    const doc = await upload(project.id);
    await expectAdminOnly(
      [
        ["/api/admin/documents/upload-url", { json: { projectId: project.id } }],
        ["/api/admin/documents/complete", { json: { projectId: project.id } }],
        [`/api/projects/${project.id}/documents`, {}],
        [`/api/documents/${doc.id}`, { method: "DELETE" }],
        [`/api/documents/${doc.id}`, { method: "PUT", json: { title: "Renamed" } }],
      ],
      client,
    );
    expect(await db().select().from(documents).where(eq(documents.id, doc.id)).get()).toBeDefined();
  });
});
