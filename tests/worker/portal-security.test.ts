/**
 * The client portal leaks nothing: every way of being refused (no token, malformed, wrong,
 * revoked, expired, another project's token or document, another client's project) is the same
 * 404 with the same body; signed file URLs expire and cannot be bent to another object; client
 * uploads keep to their types and 10 MB; every portal response is private and unreferred; token
 * lookups are rate limited.
 */
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DocumentCategory } from "../../src/shared/documents";
import { issueProjectToken, revokeProjectToken } from "../../worker/auth/project-token";
import { documentFeedback, documents, now } from "../../worker/db/schema";
import { TOKEN_LOOKUP_LIMIT } from "../../worker/http/portal-access";
import { fromBase64Url, randomToken, toBase64Url } from "../../worker/lib/crypto";
import { type DownloadClaims, signClaims, verifyClaims } from "../../worker/storage/signed-urls";
import { api, db, json, signIn } from "./helpers";
import {
  addDocument,
  addMeeting,
  addRevisedDocument,
  assign,
  freshIp,
  PDF_BYTES,
  portalApi,
  projectWithLink,
  putBytes,
  SECRET,
} from "./portal-fixtures";
import { expectClientScoped, requestAs, securityActors } from "./security-suite";

const NOT_FOUND = JSON.stringify({ message: "Not found." });

async function expectHidden(res: Response, ...mustNotContain: string[]) {
  const text = await res.text();
  expect(res.status, text).toBe(404);
  expect(text).toBe(NOT_FOUND);
  expect(res.headers.get("Location")).toBeNull();
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
  for (const s of mustNotContain) expect(text).not.toContain(s);
}

/** Two projects, each with a link and a document, plus a revoked and an expired link. */
async function world() {
  const a = await projectWithLink({ clientProjectName: "Alder House" });
  const b = await projectWithLink({ clientProjectName: "Birch House" });
  const docA = await addDocument(a.project.id, { title: "Alder proposal", category: "visual_documents" });
  const docB = await addDocument(b.project.id, { title: "Birch proposal", category: "visual_documents" });
  const revoked = await projectWithLink({ clientProjectName: "Revoked House" });
  const revokedDoc = await addDocument(revoked.project.id, { title: "Revoked proposal" });
  await revokeProjectToken(db(), revoked.project.id);
  const expired = await projectWithLink({ clientProjectName: "Expired House" });
  const expiredToken = await issueProjectToken(
    db(),
    SECRET,
    expired.project.id,
    new Date(Date.now() - 60_000).toISOString(),
  );
  const expiredDoc = await addDocument(expired.project.id, { title: "Expired proposal" });
  return { a, b, docA, docB, revoked, revokedDoc, expired: { ...expired, token: expiredToken }, expiredDoc };
}

describe("every refusal is the same 404", () => {
  it("for the project view by token", async () => {
    const w = await world();
    const wrong = randomToken(32);
    const cases: [string, string][] = [
      ["no token", `/api/portal/project-by-token?id=${w.a.project.id}`],
      ["empty token", `/api/portal/project-by-token?token=&id=${w.a.project.id}`],
      ["malformed id", `/api/portal/project-by-token?token=${w.a.token}&id=1x`],
      ["malformed token", `/api/portal/project-by-token?token=abc'--&id=${w.a.project.id}`],
      ["long token", `/api/portal/project-by-token?token=${"A".repeat(500)}&id=${w.a.project.id}`],
      ["wrong token", `/api/portal/project-by-token?token=${wrong}&id=${w.a.project.id}`],
      ["revoked", `/api/portal/project-by-token?token=${w.revoked.token}&id=${w.revoked.project.id}`],
      ["expired", `/api/portal/project-by-token?token=${w.expired.token}&id=${w.expired.project.id}`],
      ["A's token for B", `/api/portal/project-by-token?token=${w.a.token}&id=${w.b.project.id}`],
      ["unknown project", `/api/portal/project-by-token?token=${w.a.token}&id=999999`],
      ["revoked, no id", `/api/portal/project-by-token?token=${w.revoked.token}`],
      ["expired, no id", `/api/portal/project-by-token?token=${w.expired.token}`],
      ["wrong token, no id", `/api/portal/project-by-token?token=${wrong}`],
    ];
    for (const [name, path] of cases) {
      const res = await portalApi(path);
      expect(res.status, name).toBe(404);
      await expectHidden(res, "Alder", "Birch", "Revoked", "Expired");
    }
  });

  it("for documents", async () => {
    const w = await world();
    const stranger = await signIn("client");
    const admin = await signIn("admin", "owner@studio.test");
    const superseded = await addDocument(w.a.project.id, { title: "Old board", supersededAt: now() });
    const clientFileOfSomeoneElse = await addDocument(w.a.project.id, {
      title: "Other client's file",
      category: "client_upload",
      source: "client",
      uploadedByUserId: stranger.userId,
    });
    const cases: [string, string, Parameters<typeof portalApi>[1]?][] = [
      ["no token, signed out", `/api/portal/documents/${w.docA.id}`],
      ["malformed token", `/api/portal/documents/${w.docA.id}?token=short`],
      ["wrong token", `/api/portal/documents/${w.docA.id}?token=${randomToken(32)}`],
      ["revoked", `/api/portal/documents/${w.revokedDoc.id}?token=${w.revoked.token}`],
      ["expired", `/api/portal/documents/${w.expiredDoc.id}?token=${w.expired.token}`],
      ["A's token, B's document", `/api/portal/documents/${w.docB.id}?token=${w.a.token}`],
      [
        "A's token named for B",
        `/api/portal/documents/${w.docB.id}?token=${w.a.token}&projectId=${w.b.project.id}`,
      ],
      ["superseded version", `/api/portal/documents/${superseded.id}?token=${w.a.token}`],
      ["a client upload", `/api/portal/documents/${clientFileOfSomeoneElse.id}?token=${w.a.token}`],
      ["unknown id", `/api/portal/documents/999999?token=${w.a.token}`],
      ["malformed id", `/api/portal/documents/1e3?token=${w.a.token}`],
      ["client not assigned", `/api/portal/documents/${w.docA.id}`, { session: stranger }],
      ["admin without a token", `/api/portal/documents/${w.docA.id}`, { session: admin }],
      ["format=json, wrong token", `/api/portal/documents/${w.docA.id}?token=${randomToken(32)}&format=json`],
    ];
    for (const [name, path, init] of cases) {
      const res = await portalApi(path, init);
      expect(res.status, name).toBe(404);
      await expectHidden(res, "Alder", "Birch", ".pdf", "files/download");
    }
    const untouched = await db().select().from(documents).where(eq(documents.id, w.docB.id)).get();
    expect(untouched?.lastViewedAt).toBeNull();
    expect(untouched?.lastDownloadedAt).toBeNull();
  });

  it("for a client reading another client's project", async () => {
    const w = await world();
    const alice = await signIn("client", undefined, "Alice");
    await assign(alice, w.a.project.id);
    await expectHidden(
      await portalApi(`/api/portal/project?projectId=${w.b.project.id}`, { session: alice }),
      "Birch",
    );
    await expectHidden(
      await portalApi(`/api/client/projects/${w.b.project.id}/documents`, { session: alice }),
      "Birch",
    );
    await expectHidden(await portalApi(`/api/portal/documents/${w.docB.id}`, { session: alice }), "Birch");
    const list = await json<{ id: number }[]>(await portalApi("/api/client/projects", { session: alice }));
    expect(list.map((p) => p.id)).toEqual([w.a.project.id]);

    // A client with no project at all: the signed-in view is a 404, the list is empty.
    const nobody = await signIn("client");
    await expectHidden(await portalApi("/api/portal/project", { session: nobody }));
    expect(await json(await portalApi("/api/client/projects", { session: nobody }))).toEqual([]);
  });

  it("for feedback and uploads, before any validation message", async () => {
    const w = await world();
    const bad = { token: randomToken(32) };
    const posts: [string, string, Record<string, unknown>][] = [
      ["feedback, wrong token", `/api/portal/documents/${w.docA.id}/feedback`, { ...bad, status: "nope" }],
      ["feedback, revoked", `/api/portal/documents/${w.revokedDoc.id}/feedback`, { token: w.revoked.token }],
      [
        "feedback, A on B",
        `/api/portal/documents/${w.docB.id}/feedback`,
        { token: w.a.token, status: "approved" },
      ],
      ["feedback, no token", `/api/portal/documents/${w.docA.id}/feedback`, { status: "approved" }],
      ["upload-url, wrong token", "/api/portal/uploads/upload-url", { ...bad, projectId: w.a.project.id }],
      [
        "upload-url, A for B",
        "/api/portal/uploads/upload-url",
        { token: w.a.token, projectId: w.b.project.id },
      ],
      ["upload-url, no project", "/api/portal/uploads/upload-url", { token: w.a.token, fileName: "a.png" }],
      [
        "upload-url, expired",
        "/api/portal/uploads/upload-url",
        { token: w.expired.token, projectId: w.expired.project.id },
      ],
      ["complete, A for B", "/api/portal/uploads/complete", { token: w.a.token, projectId: w.b.project.id }],
      ["complete, signed out", "/api/portal/uploads/complete", { projectId: w.a.project.id }],
    ];
    for (const [name, path, body] of posts) {
      const res = await portalApi(path, { json: body });
      expect(res.status, name).toBe(404);
      await expectHidden(res);
    }
    const feedback = await db()
      .select()
      .from(documentFeedback)
      .where(eq(documentFeedback.documentId, w.docB.id))
      .all();
    expect(feedback).toEqual([]);
  });

  it("for calendar files of another project", async () => {
    const w = await world();
    const meetingB = await addMeeting(w.b.project.id, "Birch walkthrough", "2030-01-01T18:00:00.000Z");
    await expectHidden(
      await portalApi(`/api/portal/meetings/${meetingB.id}/ics?token=${w.a.token}`),
      "Birch",
    );
    await expectHidden(await portalApi(`/api/portal/meetings/${meetingB.id}/ics`), "Birch");
  });

  it("keeps the guard on the signed-in routes (401 signed out, 403 for admins), privately", async () => {
    const admin = await signIn("admin", "owner@studio.test");
    for (const path of ["/api/portal/project", "/api/client/projects", "/api/client/projects/1/documents"]) {
      const out = await api(path);
      expect(out.status, path).toBe(401);
      expect(out.headers.get("Cache-Control")).toBe("private, no-store");
      expect(out.headers.get("Referrer-Policy")).toBe("no-referrer");
      expect((await api(path, { session: admin })).status, path).toBe(403);
    }
    const unknown = await api("/api/portal/nothing-here");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("Referrer-Policy")).toBe("no-referrer");
  });
});

describe("GET /api/documents/{id} gives a client what the portal shows them, nothing more", () => {
  it("opens current documents and their own uploads; superseded versions and others' uploads are not found", async () => {
    const { admin, clientA: owner, clientB: other } = await securityActors();
    const { project } = await projectWithLink({ clientProjectName: "Rule House" });
    await assign(owner, project.id);
    const coClient = await signIn("client", undefined, "Casey");
    await assign(coClient, project.id);
    const { old: oldBoard, current: board } = await addRevisedDocument(project.id, "visual_documents", {
      old: "Old board",
      current: "Board",
    });
    const clientFile = (title: string, uploadedByUserId: number | null) =>
      addDocument(project.id, { title, category: "client_upload", source: "client", uploadedByUserId });
    const own = await clientFile("Own sketch", owner.userId);
    const coClients = await clientFile("Casey's photo", coClient.userId);
    const viaLink = await clientFile("Sent by link", null);
    const internal = await addDocument(project.id, {
      title: "Studio invoice",
      // A category outside the studio's list (a row from elsewhere): the portal never shows it.
      category: "invoice" as DocumentCategory,
    });

    // What the portal lists, each route answers as the shared suite expects for a client route.
    for (const doc of [board, own]) {
      for (const path of [`/api/documents/${doc.id}`, `/api/documents/${doc.id}/link`]) {
        await expectClientScoped("GET", path, { owner, other, admin, adminToo: true });
      }
    }
    // What the portal hides is the same 404 as a document that does not exist, and is not marked opened.
    const missing = await requestAs(owner, "GET", "/api/documents/999999");
    const missingBody = await missing.text();
    expect(missing.status).toBe(404);
    for (const doc of [oldBoard, coClients, viaLink, internal]) {
      for (const path of [`/api/documents/${doc.id}`, `/api/documents/${doc.id}/link`]) {
        const res = await requestAs(owner, "GET", path);
        expect(res.status, `${doc.title} ${path}`).toBe(404);
        expect(await res.text()).toBe(missingBody);
        expect(res.headers.get("Location")).toBeNull();
      }
      const row = await db().select().from(documents).where(eq(documents.id, doc.id)).get();
      expect(row?.lastViewedAt).toBeNull();
      // The admin still opens every version and every upload.
      expect((await requestAs(admin, "GET", `/api/documents/${doc.id}`)).status).toBe(302);
    }
    // Casey opens Casey's own file (and not the owner's).
    expect((await requestAs(coClient, "GET", `/api/documents/${coClients.id}`)).status).toBe(302);
    expect((await requestAs(coClient, "GET", `/api/documents/${own.id}`)).status).toBe(404);
  });
});

describe("signed file URLs", () => {
  async function signedUrlFor(token: string, documentId: number): Promise<string> {
    const res = await portalApi(`/api/portal/documents/${documentId}?token=${token}&disposition=attachment`);
    expect(res.status).toBe(302);
    return res.headers.get("Location") ?? "";
  }

  it("expire within 15 minutes", async () => {
    const { project, token } = await projectWithLink();
    const doc = await addDocument(project.id);
    const url = await signedUrlFor(token, doc.id);
    const signed = url.split("/files/download/")[1] ?? "";
    const claims = await verifyClaims<DownloadClaims>(SECRET, "download", signed);
    expect(claims?.k).toBe(doc.objectPath);
    const secondsLeft = (claims?.e ?? 0) - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(0);
    expect(secondsLeft).toBeLessThanOrEqual(15 * 60);
    // The same URL checked 15 minutes from now is no longer valid.
    expect(await verifyClaims(SECRET, "download", signed, Date.now() + 15 * 60 * 1000 + 1)).toBeNull();

    // A URL whose time has passed is refused by the Worker.
    const expired = await signClaims(SECRET, "download", {
      k: doc.objectPath,
      e: Math.floor(Date.now() / 1000) - 1,
      n: doc.fileName,
      d: "attachment",
      t: doc.mimeType,
    } satisfies DownloadClaims);
    const res = await SELF.fetch(`http://localhost/files/download/${expired}`);
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain("%PDF");
  });

  it("cannot be altered to reach another object or live longer", async () => {
    const a = await projectWithLink();
    const b = await projectWithLink();
    const docA = await addDocument(a.project.id);
    const docB = await addDocument(b.project.id, { bytes: new TextEncoder().encode("%PDF-1.7 secret of B") });
    const url = await signedUrlFor(a.token, docA.id);
    const [prefix, signed = ""] = url.split("/files/download/");
    const [payload = "", signature = ""] = signed.split(".");
    const claims = JSON.parse(new TextDecoder().decode(fromBase64Url(payload))) as DownloadClaims;

    const swapKey = toBase64Url(new TextEncoder().encode(JSON.stringify({ ...claims, k: docB.objectPath })));
    const longer = toBase64Url(new TextEncoder().encode(JSON.stringify({ ...claims, e: claims.e + 86_400 })));
    for (const forged of [
      `${swapKey}.${signature}`,
      `${longer}.${signature}`,
      `${payload}.${signature}x`,
      payload,
    ]) {
      const res = await SELF.fetch(`${prefix}/files/download/${forged}`);
      expect(res.status).toBe(403);
      expect(await res.text()).not.toContain("secret of B");
    }
    // The genuine URL still works.
    const genuine = await SELF.fetch(url);
    expect(new Uint8Array(await genuine.arrayBuffer())).toEqual(PDF_BYTES);
  });
});

describe("client uploads are limited to their types and 10 MB", () => {
  const TEN_MB = 10 * 1024 * 1024;

  async function reserve(body: Record<string, unknown>) {
    return portalApi("/api/portal/uploads/upload-url", { json: body });
  }

  type Link = Awaited<ReturnType<typeof projectWithLink>>;

  /** A PDF upload reserved through the project's link (must answer 200): where to PUT it, where it lands. */
  async function reservePdf(link: Link, fileName: string, fileSize: number) {
    const res = await reserve({
      token: link.token,
      projectId: link.project.id,
      fileName,
      fileType: "application/pdf",
      fileSize,
    });
    expect(res.status).toBe(200);
    return json<{ uploadUrl: string; objectPath: string }>(res);
  }

  /** The complete call, through the project's link, of the upload at `objectPath`. */
  const complete = (link: Link, objectPath: string) =>
    portalApi("/api/portal/uploads/complete", {
      json: { token: link.token, projectId: link.project.id, objectPath },
    });

  /** The upload left nothing: its object is deleted and no document is filed for the project. */
  async function expectNothingFiled(projectId: number, objectPath: string) {
    expect(await env.MEDIA.head(objectPath)).toBeNull();
    const rows = await db().select().from(documents).where(eq(documents.projectId, projectId)).all();
    expect(rows).toEqual([]);
  }

  it("refuses other types and oversized declarations before anything is stored", async () => {
    const { project, token } = await projectWithLink();
    const base = { token, projectId: project.id };
    const cases: [string, Record<string, unknown>, number][] = [
      ["html", { fileName: "page.html", fileType: "text/html", fileSize: 100 }, 400],
      ["exe", { fileName: "setup.exe", fileType: "application/x-msdownload", fileSize: 100 }, 400],
      ["exe declared as pdf", { fileName: "setup.exe", fileType: "application/pdf", fileSize: 100 }, 400],
      ["svg", { fileName: "logo.svg", fileType: "image/svg+xml", fileSize: 100 }, 400],
      [
        "xlsx (studio only)",
        { fileName: "a.xlsx", fileType: "application/vnd.ms-excel", fileSize: 100 },
        400,
      ],
      ["over 10 MB", { fileName: "huge.pdf", fileType: "application/pdf", fileSize: TEN_MB + 1 }, 413],
      ["empty", { fileName: "empty.pdf", fileType: "application/pdf", fileSize: 0 }, 400],
      ["missing name", { fileType: "application/pdf", fileSize: 10 }, 400],
    ];
    for (const [name, body, status] of cases) {
      const res = await reserve({ ...base, ...body });
      expect(res.status, name).toBe(status);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    }
    const ok = await reserve({
      ...base,
      fileName: "exactly-10mb.pdf",
      fileType: "application/pdf",
      fileSize: TEN_MB,
    });
    expect(ok.status).toBe(200);
    const pending = await env.DB.prepare("SELECT COUNT(*) AS n FROM upload_reservations WHERE project_id = ?")
      .bind(project.id)
      .first<{ n: number }>();
    expect(pending?.n).toBe(1);
  });

  it("refuses more bytes than 10 MB whatever was declared", async () => {
    const link = await projectWithLink();
    const { uploadUrl, objectPath } = await reservePdf(link, "a.pdf", 100);
    const tooBig = new Uint8Array(TEN_MB + 1);
    tooBig.set(new TextEncoder().encode("%PDF-1.7"));
    expect((await putBytes(uploadUrl, tooBig, "application/pdf")).status).toBe(413);
    expect(await env.MEDIA.head(objectPath)).toBeNull();
    expect((await complete(link, objectPath)).status).toBe(400);
  });

  it("checks the size again at complete: bytes written straight to R2 past 10 MB are refused and deleted", async () => {
    const link = await projectWithLink();
    const { objectPath } = await reservePdf(link, "survey.pdf", 1000);
    // As a presigned R2 PUT could: the bytes reach the bucket without passing through the Worker.
    const tooBig = new Uint8Array(TEN_MB + 1);
    tooBig.set(new TextEncoder().encode("%PDF-1.7\n"));
    await env.MEDIA.put(objectPath, tooBig, { httpMetadata: { contentType: "application/pdf" } });
    expect((await env.MEDIA.head(objectPath))?.size).toBe(TEN_MB + 1);

    const done = await complete(link, objectPath);
    expect(done.status).toBe(413);
    expect(await json(done)).toEqual({ message: "The uploaded file is larger than 10 MB." });
    await expectNothingFiled(link.project.id, objectPath);
    // The reservation stays unused: completing it again finds no file.
    expect((await complete(link, objectPath)).status).toBe(400);
  });

  it("refuses an empty object at complete with a readable message", async () => {
    const link = await projectWithLink();
    const { objectPath } = await reservePdf(link, "blank.pdf", 10);
    await env.MEDIA.put(objectPath, new Uint8Array());
    const done = await complete(link, objectPath);
    expect(done.status).toBe(400);
    expect((await json<{ message: string }>(done)).message).toBe("The file is empty.");
    expect(await env.MEDIA.head(objectPath)).toBeNull();
  });

  it("deletes a .pdf whose bytes are HTML and files nothing", async () => {
    const link = await projectWithLink();
    const html = new TextEncoder().encode("<!doctype html><script>alert(document.cookie)</script>");
    const { uploadUrl, objectPath } = await reservePdf(link, "invoice.pdf", html.length);
    expect((await putBytes(uploadUrl, html, "application/pdf")).status).toBe(200);
    const done = await complete(link, objectPath);
    expect(done.status).toBe(400);
    expect(await json(done)).toMatchObject({ message: "The file's contents do not match its type." });
    await expectNothingFiled(link.project.id, objectPath);
  });

  it("cannot complete another project's upload or the same upload twice", async () => {
    const a = await projectWithLink();
    const b = await projectWithLink();
    const { uploadUrl, objectPath } = await reservePdf(a, "plan.pdf", PDF_BYTES.length);
    expect((await putBytes(uploadUrl, PDF_BYTES, "application/pdf")).status).toBe(200);
    expect((await complete(b, objectPath)).status).toBe(400);
    expect((await complete(a, objectPath)).status).toBe(201);
    expect((await complete(a, objectPath)).status).toBe(400);
  });
});

describe("feedback is stored for its project only", () => {
  it("is visible to the admin on that project's document and nowhere else", async () => {
    const a = await projectWithLink();
    const b = await projectWithLink();
    const selA = await addDocument(a.project.id, {
      category: "product_selections",
      title: "Tile selections",
    });
    const selB = await addDocument(b.project.id, { category: "product_selections", title: "Other tile" });
    const res = await portalApi(`/api/portal/documents/${selA.id}/feedback`, {
      json: { token: a.token, status: "changes_requested", comment: "Warmer grout, please" },
    });
    expect(res.status).toBe(201);
    const stored = await env.DB.prepare(
      `SELECT d.project_id AS projectId, f.status, f.comment FROM document_feedback f
       JOIN documents d ON d.id = f.document_id WHERE f.comment = ?`,
    )
      .bind("Warmer grout, please")
      .all<{ projectId: number; status: string; comment: string }>();
    expect(stored.results).toEqual([
      { projectId: a.project.id, status: "changes_requested", comment: "Warmer grout, please" },
    ]);
    const viewB = await portalApi(`/api/portal/project-by-token?token=${b.token}&id=${b.project.id}`);
    expect(await viewB.text()).not.toContain("Warmer grout");
    expect(selB.id).not.toBe(selA.id);

    // Through the admin's document list when that route exists (admin documents issue).
    const admin = await signIn("admin", "owner@studio.test");
    const listA = await api(`/api/projects/${a.project.id}/documents`, { session: admin });
    if (listA.status === 200) {
      expect(await listA.text()).toContain("Warmer grout, please");
      const listB = await api(`/api/projects/${b.project.id}/documents`, { session: admin });
      expect(await listB.text()).not.toContain("Warmer grout");
    }
  });
});

describe("token lookups are rate limited per IP", () => {
  it("answers 429 after the limit, even for a valid link, and counts per address", async () => {
    const { project, token } = await projectWithLink();
    const ip = freshIp();
    const path = `/api/portal/project-by-token?token=${randomToken(32)}&id=${project.id}`;
    for (let i = 0; i < TOKEN_LOOKUP_LIMIT.limit; i++) {
      expect((await portalApi(path, { ip })).status).toBe(404);
    }
    const limited = await portalApi(`/api/portal/project-by-token?token=${token}&id=${project.id}`, { ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBeTruthy();
    expect(limited.headers.get("Cache-Control")).toBe("private, no-store");
    expect(limited.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(await limited.text()).not.toContain(project.clientProjectName);
    const doc = await portalApi(`/api/portal/documents/1?token=${token}`, { ip });
    expect(doc.status).toBe(429);

    // Another address is unaffected.
    expect((await portalApi(`/api/portal/project-by-token?token=${token}&id=${project.id}`)).status).toBe(
      200,
    );
  });
});
