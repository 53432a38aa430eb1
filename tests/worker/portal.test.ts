/**
 * The client portal, happy paths: the private link and the signed-in client each see their
 * project (current documents in three sections, meetings, their uploads), open and download
 * documents through short-lived signed URLs, send files and approve renderings and selections.
 */
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DocumentCategory } from "../../src/shared/documents";
import {
  CLIENT_UPLOAD_EXTENSIONS,
  type ClientProjectSummary,
  type DocumentLink,
  type PortalDocument,
  type PortalFeedback,
  type PortalProjectView,
  type PortalUpload,
} from "../../src/shared/portal";
import { documentFeedback, documents } from "../../worker/db/schema";
import { CLIENT_UPLOAD_TYPES } from "../../worker/storage/file-types";
import { addImage, DAY, db, json, signIn } from "./helpers";
import { notifyingWorker } from "./notify-capture";
import {
  addDocument,
  addMeeting,
  addRevisedDocument,
  assign,
  clientUpload,
  freshIp,
  PDF_BYTES,
  PNG_BYTES,
  pngThroughLink,
  portalApi,
  projectWithLink,
  putBytes,
} from "./portal-fixtures";

async function tokenView(projectId: number, token: string): Promise<PortalProjectView> {
  const res = await portalApi(`/api/portal/project-by-token?token=${token}&id=${projectId}`);
  expect(res.status).toBe(200);
  return json<PortalProjectView>(res);
}

describe("private link: the project view", () => {
  it("shows exactly the client's view of the token's project", async () => {
    const { project, token } = await projectWithLink({
      clientProjectName: "Linden Avenue Residence",
      description: "A bright family home.",
      projectAddress: "14 Linden Avenue, Long Beach",
      clientContact2Name: "Second Person",
      clientContact2Email: "second.person@example.com",
    });
    const proposal = await addDocument(project.id, {
      title: "Design Fee Proposal",
      category: "design_fee_proposal",
    });
    const { old: oldBoard, current: board } = await addRevisedDocument(project.id, "visual_documents", {
      old: "Living room mood board v1",
      current: "Living room mood board",
    });
    const selection = await addDocument(project.id, {
      title: "Lighting selections",
      category: "product_selections",
    });
    const past = await addMeeting(
      project.id,
      "Initial consultation",
      new Date(Date.now() - 10 * DAY).toISOString(),
    );
    const soon = await addMeeting(
      project.id,
      "Design presentation",
      new Date(Date.now() + 2 * DAY).toISOString(),
    );
    const later = await addMeeting(project.id, "Install day", new Date(Date.now() + 30 * DAY).toISOString());

    const res = await portalApi(`/api/portal/project-by-token?token=${token}&id=${project.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
    const text = await res.text();
    const view = JSON.parse(text) as PortalProjectView;

    expect(view.clientProjectName).toBe("Linden Avenue Residence");
    expect(view.description).toBe("A bright family home.");
    expect(view.projectAddress).toBe("14 Linden Avenue, Long Beach");
    expect(view.sections.design_fee_proposal.map((d) => d.id)).toEqual([proposal.id]);
    expect(view.sections.visual_documents.map((d) => d.id)).toEqual([board.id]);
    expect(view.sections.visual_documents[0]?.isUpdated).toBe(true);
    expect(view.sections.design_fee_proposal[0]?.isUpdated).toBe(false);
    expect(view.sections.product_selections.map((d) => d.id)).toEqual([selection.id]);
    expect(view.meetings.map((m) => m.id)).toEqual([soon.id, later.id, past.id]);
    expect(view.meetings.map((m) => m.upcoming)).toEqual([true, true, false]);

    // Nothing internal or secret travels to the client.
    for (const secret of [
      token,
      "accessToken",
      "createdByUserId",
      "objectPath",
      "uploadedByUserId",
      "clientContact",
      "second.person@example.com",
      "Internal: bring the walnut samples",
      oldBoard.title,
      oldBoard.objectPath,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("opens with the token alone (SPEC 7), and with the link's own project id", async () => {
    const { project, token } = await projectWithLink({ clientProjectName: "Token Only House" });
    const alone = await portalApi(`/api/portal/project-by-token?token=${token}`);
    expect(alone.status).toBe(200);
    expect(alone.headers.get("Cache-Control")).toBe("private, no-store");
    const view = await json<PortalProjectView>(alone);
    expect(view).toMatchObject({ id: project.id, clientProjectName: "Token Only House" });
    // The same view as with the id the SPA sends from the link's path.
    expect(await tokenView(project.id, token)).toEqual(view);
  });

  it("records when the link was last used", async () => {
    const { project, token } = await projectWithLink();
    await tokenView(project.id, token);
    const row = await env.DB.prepare("SELECT access_token_last_used_at AS used FROM projects WHERE id = ?")
      .bind(project.id)
      .first<{ used: string | null }>();
    expect(row?.used).toBeTruthy();
  });
});

describe("both project views carry `documents` (SPEC 7) by the portal's rule", () => {
  /** A project with current, superseded, other-section and uploaded documents of two people. */
  async function projectWithEverything() {
    const { project, token } = await projectWithLink({ clientProjectName: "Documents House" });
    const maya = await signIn("client", undefined, "Maya");
    const sam = await signIn("client", undefined, "Sam");
    await assign(maya, project.id);
    await assign(sam, project.id);
    const proposal = await addDocument(project.id, { title: "Proposal", category: "design_fee_proposal" });
    const { old: oldBoard, current: board } = await addRevisedDocument(project.id, "visual_documents", {
      old: "Board v1",
      current: "Board v2",
    });
    const selection = await addDocument(project.id, { title: "Tiles", category: "product_selections" });
    const internal = await addDocument(project.id, {
      title: "Studio invoice",
      // A category outside the studio's list (a row from elsewhere): the portal never shows it.
      category: "invoice" as DocumentCategory,
    });
    const upload = (title: string, uploadedByUserId: number | null) =>
      addDocument(project.id, { title, category: "client_upload", source: "client", uploadedByUserId });
    const mayas = await upload("maya-sketch.pdf", maya.userId);
    const sams = await upload("sam-photo.pdf", sam.userId);
    const viaLink = await upload("link-file.pdf", null);
    return { project, token, maya, proposal, oldBoard, board, selection, internal, mayas, sams, viaLink };
  }

  it("the private link: current studio documents in section order, then the files sent by link", async () => {
    const w = await projectWithEverything();
    const view = await json<PortalProjectView>(
      await portalApi(`/api/portal/project-by-token?token=${w.token}`),
    );
    expect(Array.isArray(view.documents)).toBe(true);
    expect(view.documents.map((d) => d.id)).toEqual([
      w.proposal.id,
      w.board.id,
      w.selection.id,
      w.viaLink.id,
    ]);
    // The fields SPEC 7 names for a document, and what the portal shows beside them.
    expect(view.documents[0]).toMatchObject({
      id: w.proposal.id,
      title: "Proposal",
      fileName: w.proposal.fileName,
      category: "design_fee_proposal",
      createdAt: expect.any(String),
      source: "studio",
      openedAt: null,
    });
    expect(view.documents[3]).toMatchObject({ category: "client_upload", source: "client" });
    for (const hidden of [w.oldBoard, w.internal, w.mayas, w.sams]) {
      expect(view.documents.map((d) => d.id)).not.toContain(hidden.id);
    }
    // The sections (what the Documents tab shows) agree with the list.
    expect(view.sections.visual_documents.map((d) => d.id)).toEqual([w.board.id]);
  });

  it("the signed-in client: the same studio documents, and only their own uploads", async () => {
    const w = await projectWithEverything();
    const res = await portalApi(`/api/portal/project?projectId=${w.project.id}`, { session: w.maya });
    expect(res.status).toBe(200);
    const text = await res.text();
    const view = JSON.parse(text) as PortalProjectView;
    expect(view.documents.map((d) => d.id)).toEqual([w.proposal.id, w.board.id, w.selection.id, w.mayas.id]);
    for (const hidden of [w.oldBoard, w.internal, w.sams, w.viaLink])
      expect(text).not.toContain(hidden.title);
    // Every listed document opens for this client; nothing else does.
    for (const d of view.documents) {
      expect((await portalApi(`/api/portal/documents/${d.id}`, { session: w.maya })).status).toBe(302);
    }
  });

  it("marks a document opened once the client has viewed or downloaded it", async () => {
    const { project, token } = await projectWithLink();
    const doc = await addDocument(project.id, { title: "Proposal" });
    const before = await tokenView(project.id, token);
    expect(before.documents[0]?.openedAt).toBeNull();
    await portalApi(`/api/portal/documents/${doc.id}?token=${token}&disposition=inline`);
    const after = await tokenView(project.id, token);
    expect(after.documents[0]?.openedAt).toEqual(expect.any(String));
    expect(after.sections.design_fee_proposal[0]?.openedAt).toBe(after.documents[0]?.openedAt);
  });
});

describe("the portal opens on the project's photo", () => {
  it("carries the hero image (else the first), and null without images", async () => {
    const { project, token } = await projectWithLink();
    expect((await tokenView(project.id, token)).coverImage).toBeNull();
    await addImage(project.id, 0, false);
    const first = await tokenView(project.id, token);
    expect(first.coverImage).toMatchObject({
      imagePath: `/media/test-${project.id}-0.webp`,
      width: 1600,
      height: 1067,
      variants: [{ width: 960, path: `/media/test-${project.id}-0.webp` }],
    });
    await addImage(project.id, 1, true);
    expect((await tokenView(project.id, token)).coverImage?.imagePath).toBe(
      `/media/test-${project.id}-1.webp`,
    );
  });
});

describe("private link: documents", () => {
  it("redirects to a short-lived signed URL serving the exact bytes under the original name", async () => {
    const { project, token } = await projectWithLink();
    const doc = await addDocument(project.id, { fileName: "Proposal – Linden.pdf" });

    const res = await portalApi(`/api/portal/documents/${doc.id}?token=${token}&disposition=attachment`);
    expect(res.status).toBe(302);
    expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const location = res.headers.get("Location") ?? "";
    expect(location).toMatch(/^http:\/\/localhost\/files\/download\//);
    expect(location).not.toContain(token);

    const file = await SELF.fetch(location);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Proposal _ Linden.pdf"; filename*=UTF-8''Proposal%20%E2%80%93%20Linden.pdf`,
    );
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF_BYTES);

    const row = await db().select().from(documents).where(eq(documents.id, doc.id)).get();
    expect(row?.lastDownloadedAt).toBeTruthy();
    expect(row?.lastViewedAt).toBeNull();
  });

  it("opens PDFs and images inline (recording the view) and always downloads other types", async () => {
    const { project, token } = await projectWithLink();
    const pdf = await addDocument(project.id);
    const docx = await addDocument(project.id, {
      fileName: "schedule.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
    });

    const inline = await portalApi(
      `/api/portal/documents/${pdf.id}?token=${token}&disposition=inline&format=json`,
    );
    expect(inline.status).toBe(200);
    const link = await json<DocumentLink>(inline);
    expect(link.fileName).toBe(pdf.fileName);
    expect(link.expiresInSeconds).toBeLessThanOrEqual(15 * 60);
    const file = await SELF.fetch(link.url);
    expect(file.headers.get("Content-Disposition")).toMatch(/^inline; /);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    const viewed = await db().select().from(documents).where(eq(documents.id, pdf.id)).get();
    expect(viewed?.lastViewedAt).toBeTruthy();

    const forced = await portalApi(
      `/api/portal/documents/${docx.id}?token=${token}&disposition=inline&format=json`,
    );
    const docxFile = await SELF.fetch((await json<DocumentLink>(forced)).url);
    expect(docxFile.headers.get("Content-Disposition")).toMatch(/^attachment; filename="schedule.docx"/);
  });
});

describe("signed-in client", () => {
  it("lists only their projects, defaults to the most recent and switches by projectId", async () => {
    const client = await signIn("client", undefined, "Maya");
    const { project: older } = await projectWithLink({
      clientProjectName: "Older Project",
      createdAt: "2024-01-01T00:00:00.000Z",
    });
    const { project: newer } = await projectWithLink({
      clientProjectName: "Newer Project",
      createdAt: "2025-06-01T00:00:00.000Z",
    });
    const { project: notMine } = await projectWithLink({ clientProjectName: "Someone Else's" });
    await assign(client, older.id);
    await assign(client, newer.id);
    await addDocument(newer.id, { title: "Newer proposal" });

    const list = await portalApi("/api/client/projects", { session: client });
    expect(list.status).toBe(200);
    expect(list.headers.get("Cache-Control")).toBe("private, no-store");
    const projects = await json<ClientProjectSummary[]>(list);
    expect(projects.map((p) => p.clientProjectName)).toEqual(["Newer Project", "Older Project"]);
    expect(projects.map((p) => p.id)).not.toContain(notMine.id);
    expect(Object.keys(projects[0] ?? {}).sort()).toEqual(
      [
        "id",
        "clientProjectName",
        "status",
        "category",
        "year",
        "createdAt",
        "projectAddress",
        "clientName",
        "clientEmail",
        "clientPhone",
      ].sort(),
    );
    expect(projects[0]?.clientEmail).toBe(client.email);

    const latest = await json<PortalProjectView>(await portalApi("/api/portal/project", { session: client }));
    expect(latest.id).toBe(newer.id);
    expect(latest.sections.design_fee_proposal.map((d) => d.title)).toEqual(["Newer proposal"]);
    const chosen = await json<PortalProjectView>(
      await portalApi(`/api/portal/project?projectId=${older.id}`, { session: client }),
    );
    expect(chosen.clientProjectName).toBe("Older Project");

    const docs = await portalApi(`/api/client/projects/${newer.id}/documents`, { session: client });
    expect(docs.status).toBe(200);
    const docList = await json<PortalDocument[]>(docs);
    expect(docList.map((d) => d.title)).toEqual(["Newer proposal"]);
    expect(docList[0]).toMatchObject({ fileName: expect.any(String), category: "design_fee_proposal" });
  });

  it("opens and downloads documents of an assigned project without a token", async () => {
    const client = await signIn("client");
    const { project } = await projectWithLink();
    await assign(client, project.id);
    const doc = await addDocument(project.id);
    const res = await portalApi(`/api/portal/documents/${doc.id}?disposition=attachment`, {
      session: client,
    });
    expect(res.status).toBe(302);
    const file = await SELF.fetch(res.headers.get("Location") ?? "");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF_BYTES);
  });
});

describe("feedback on renderings and selections", () => {
  it("stores approvals and comments with their author, shows the latest on the document", async () => {
    const { project, token } = await projectWithLink();
    const selection = await addDocument(project.id, {
      category: "product_selections",
      title: "Sofa options",
    });
    const client = await signIn("client", undefined, "Maya");
    await assign(client, project.id);

    const first = await portalApi(`/api/portal/documents/${selection.id}/feedback`, {
      json: { token, status: "changes_requested", comment: "Could we see the sofa in oat linen?" },
    });
    expect(first.status).toBe(201);
    expect(first.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(await json<PortalFeedback>(first)).toMatchObject({
      status: "changes_requested",
      comment: "Could we see the sofa in oat linen?",
      authorName: "Client (private link)",
    });

    const second = await portalApi(`/api/portal/documents/${selection.id}/feedback`, {
      json: { status: "approved", comment: "  " },
      session: client,
    });
    expect(second.status).toBe(201);

    const rows = await db()
      .select()
      .from(documentFeedback)
      .where(eq(documentFeedback.documentId, selection.id))
      .orderBy(documentFeedback.id)
      .all();
    expect(rows.map((r) => [r.status, r.comment, r.authorName, r.authorUserId])).toEqual([
      ["changes_requested", "Could we see the sofa in oat linen?", "Client (private link)", null],
      ["approved", null, "Maya", client.userId],
    ]);

    const view = await tokenView(project.id, token);
    expect(view.sections.product_selections[0]?.feedback).toMatchObject({
      status: "approved",
      authorName: "Maya",
    });
  });

  it("accepts feedback on renderings, refuses it on proposals (400) and invalid statuses", async () => {
    const { project, token } = await projectWithLink();
    const board = await addDocument(project.id, { category: "visual_documents" });
    const proposal = await addDocument(project.id, { category: "design_fee_proposal" });
    const ok = await portalApi(`/api/portal/documents/${board.id}/feedback`, {
      json: { token, status: "approved" },
    });
    expect(ok.status).toBe(201);
    const refused = await portalApi(`/api/portal/documents/${proposal.id}/feedback`, {
      json: { token, status: "approved" },
    });
    expect(refused.status).toBe(400);
    const invalid = await portalApi(`/api/portal/documents/${board.id}/feedback`, {
      json: { token, status: "maybe" },
    });
    expect(invalid.status).toBe(400);
    expect(await json<{ errors: Record<string, string> }>(invalid)).toMatchObject({
      errors: { status: "Please choose Approve or Needs changes." },
    });
    const count = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM document_feedback WHERE document_id IN (?, ?)",
    )
      .bind(board.id, proposal.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });
});

describe("client uploads", () => {
  it("stores a file sent through the link as a client document and lists it for the link", async () => {
    const { project, token } = await projectWithLink();
    const created = await pngThroughLink<PortalUpload>(project.id, token, "inspiration.png");
    expect(created).toMatchObject({
      fileName: "inspiration.png",
      fileSize: PNG_BYTES.length,
      mimeType: "image/png",
    });

    const row = await db().select().from(documents).where(eq(documents.id, created.id)).get();
    expect(row).toMatchObject({
      projectId: project.id,
      source: "client",
      category: "client_upload",
      uploadedByUserId: null,
    });
    expect(row?.objectPath).toMatch(new RegExp(`^client-uploads/${project.id}/`));
    const stored = await env.MEDIA.get(row?.objectPath ?? "");
    expect(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(PNG_BYTES);

    const view = await tokenView(project.id, token);
    expect(view.uploads.map((u) => u.fileName)).toEqual(["inspiration.png"]);
    // Client files are not studio documents: they never appear in the three sections, only in
    // the list of what this viewer may open.
    expect(Object.values(view.sections).flat()).toHaveLength(0);
    expect(view.documents.map((d) => [d.id, d.category, d.source])).toEqual([
      [created.id, "client_upload", "client"],
    ]);
  });

  it("works for a signed-in client, who sees only their own uploads", async () => {
    const { project, token } = await projectWithLink();
    const maya = await signIn("client", undefined, "Maya");
    const sam = await signIn("client", undefined, "Sam");
    await assign(maya, project.id);
    await assign(sam, project.id);
    const res = await clientUpload(
      { projectId: project.id },
      PDF_BYTES,
      "floor plan.pdf",
      "application/pdf",
      maya,
    );
    expect(res.status).toBe(201);
    const created = await json<PortalUpload>(res);
    const row = await db().select().from(documents).where(eq(documents.id, created.id)).get();
    expect(row?.uploadedByUserId).toBe(maya.userId);

    const mine = await json<PortalProjectView>(await portalApi("/api/portal/project", { session: maya }));
    expect(mine.uploads.map((u) => u.fileName)).toEqual(["floor plan.pdf"]);
    const theirs = await json<PortalProjectView>(await portalApi("/api/portal/project", { session: sam }));
    expect(theirs.uploads).toEqual([]);
    expect((await tokenView(project.id, token)).uploads).toEqual([]);
    // Maya can download what she sent; Sam cannot.
    expect((await portalApi(`/api/portal/documents/${created.id}`, { session: maya })).status).toBe(302);
    expect((await portalApi(`/api/portal/documents/${created.id}`, { session: sam })).status).toBe(404);
  });

  it("e-mails the studio about each file a client sends, when sending is configured", async () => {
    const { project, token } = await projectWithLink({ clientProjectName: "Harbor View Remodel" });
    const maya = await signIn("client", undefined, "Maya");
    await assign(maya, project.id);
    const worker = notifyingWorker("portal@studio.test");

    async function send(body: Record<string, unknown>, fileName: string, session?: typeof maya) {
      const reserve = await portalApi("/api/portal/uploads/upload-url", {
        json: { ...body, fileName, fileType: "application/pdf", fileSize: PDF_BYTES.length },
        session,
      });
      const { uploadUrl, objectPath } = await json<{ uploadUrl: string; objectPath: string }>(reserve);
      expect((await putBytes(uploadUrl, PDF_BYTES, "application/pdf")).status).toBe(200);
      const headers: Record<string, string> = { "CF-Connecting-IP": freshIp() };
      if (session) headers.Cookie = session.cookie;
      return worker.fetch("/api/portal/uploads/complete", { json: { ...body, objectPath }, headers });
    }

    expect((await send({ token, projectId: project.id }, "Kitchen measurements.pdf")).status).toBe(201);
    expect(worker.send).toHaveBeenCalledTimes(1);
    expect(worker.sent[0]).toMatchObject({
      from: "portal@studio.test",
      to: env.STUDIO_EMAIL,
      subject: "New file from Harbor View Remodel: Kitchen measurements.pdf",
    });
    expect(worker.sent[0]?.text).toContain(
      "Your client (private link) sent a file through the client portal.",
    );
    // The link token never travels in the e-mail.
    expect(worker.sent[0]?.text).not.toContain(token);

    expect((await send({ projectId: project.id }, "Floor plan.pdf", maya)).status).toBe(201);
    expect(worker.send).toHaveBeenCalledTimes(2);
    expect(worker.sent[1]?.subject).toBe("New file from Harbor View Remodel: Floor plan.pdf");
    expect(worker.sent[1]?.text).toContain("Maya");

    // A refused upload (never uploaded) sends nothing.
    const refused = await worker.fetch("/api/portal/uploads/complete", {
      json: { token, projectId: project.id, objectPath: `client-uploads/${project.id}/missing.pdf` },
      headers: { "CF-Connecting-IP": freshIp() },
    });
    expect(refused.status).toBe(400);
    expect(worker.send).toHaveBeenCalledTimes(2);
  });

  it("accepts the same file types the portal widget offers", () => {
    for (const type of Object.values(CLIENT_UPLOAD_EXTENSIONS)) expect(CLIENT_UPLOAD_TYPES).toContain(type);
  });
});

describe("meetings", () => {
  it("gives the client a calendar file for a meeting of their project", async () => {
    const { project, token } = await projectWithLink({ clientProjectName: "Linden, Phase 2" });
    const meeting = await addMeeting(project.id, "Design presentation", "2030-03-04T18:30:00.000Z");
    const res = await portalApi(`/api/portal/meetings/${meeting.id}/ics?token=${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/calendar/);
    const ics = await res.text();
    expect(ics).toContain("DTSTART:20300304T183000Z");
    expect(ics).toContain("DTEND:20300304T193000Z");
    expect(ics).toContain("SUMMARY:Design presentation (Linden\\, Phase 2)");
    expect(ics).not.toContain("walnut");
  });
});
