/**
 * Pinned feedback (issue 19): pins on a point of an image or a PDF page, their replies, versions,
 * the studio's batched e-mail and the client's reply e-mail, and every refusal (nothing stored).
 */
import { env } from "cloudflare:workers";
import { count, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import {
  type AwaitingPins,
  PIN_MESSAGES,
  PIN_TEXT_MAX,
  type Pin,
  type PinList,
  type PinMessage,
} from "../../src/shared/pins";
import type { PrivacyDeleteResult, PrivacyExport } from "../../src/shared/privacy";
import { revokeProjectToken } from "../../worker/auth/project-token";
import { sendDuePinDigests } from "../../worker/cron";
import { type Document, documentPinMessages, documentPins } from "../../worker/db/schema";
import { createStudioDocument } from "../../worker/documents/queries";
import { api, auditEntries, db, json, outboxAbout, type Session, signIn, uniqueEmail } from "./helpers";
import { pinMessageTexts } from "./pin-fixtures";
import { addDocument, assign, PNG_BYTES, portalApi, projectWithLink } from "./portal-fixtures";

async function threePagePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < 3; i++) pdf.addPage([600, 400]);
  return pdf.save();
}

let titleCounter = 0;
/** A project with its link, a signed-in client assigned to it, and a rendering (PNG) to pin on. */
async function setup(options: { pdf?: boolean } = {}) {
  const { project, token } = await projectWithLink();
  const client = await signIn("client", uniqueEmail("pin-client"), "Maya");
  await assign(client, project.id);
  titleCounter++;
  const title = `Living room rendering ${titleCounter}-${Date.now().toString(36)}`;
  const doc = options.pdf
    ? await addDocument(project.id, { title, category: "visual_documents", bytes: await threePagePdf() })
    : await addDocument(project.id, {
        title,
        category: "visual_documents",
        mimeType: "image/png",
        fileName: "rendering.png",
        bytes: PNG_BYTES,
      });
  return { project, token, client, doc };
}

function pin(docId: number, body: Record<string, unknown>, session?: Session, ip?: string) {
  return portalApi(`/api/portal/documents/${docId}/pins`, { json: body, session, ip });
}

async function pinRows(documentId: number) {
  const rows = await db()
    .select({ n: count() })
    .from(documentPins)
    .where(eq(documentPins.documentId, documentId))
    .get();
  return rows?.n ?? 0;
}

async function messageRows() {
  return (await db().select({ n: count() }).from(documentPinMessages).get())?.n ?? 0;
}

describe("placing pins", () => {
  it("a signed-in client places a pin on a point of an image; the studio is e-mailed once per 10 minutes", async () => {
    const { client, doc } = await setup();
    const res = await pin(doc.id, { page: 1, x: 0.25, y: 0.75, text: "This sconce, in brass?" }, client);
    expect(res.status).toBe(201);
    const placed = await json<Pin>(res);
    expect(placed).toMatchObject({
      number: 1,
      documentId: doc.id,
      page: 1,
      x: 0.25,
      y: 0.75,
      status: "open",
      fromPreviousVersion: false,
      awaitingStudio: true,
    });
    expect(placed.messages).toEqual([
      expect.objectContaining({ authorKind: "client", authorName: "Maya", text: "This sconce, in brass?" }),
    ]);

    const second = await json<Pin>(
      await pin(doc.id, { page: 1, x: 0.9, y: 0.1, text: "The rug in the corner" }, client),
    );
    expect(second.number).toBe(2);

    const list = await json<PinList>(
      await portalApi(`/api/portal/documents/${doc.id}/pins`, { session: client }),
    );
    expect(list.pageCount).toBe(1);
    expect(list.pins.map((t) => t.number).sort()).toEqual([1, 2]);

    // One e-mail for the first pin; the second waits for the interval.
    const mails = await outboxAbout(doc.title);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe("pin-digest");
    expect(mails[0]?.text).toContain("#1, Maya: This sconce, in brass?");
    expect(mails[0]?.text).not.toContain("The rug in the corner");

    // The ten-minute cron sends what waited, once.
    const later = Date.now() + 11 * 60 * 1000;
    expect(await sendDuePinDigests(env, later)).toBeGreaterThanOrEqual(1);
    const after = await outboxAbout(doc.title);
    expect(after).toHaveLength(2);
    expect(after.some((m) => m.text.includes("#2, Maya: The rug in the corner"))).toBe(true);
    await sendDuePinDigests(env, later + 1000);
    expect(await outboxAbout(doc.title)).toHaveLength(2);

    expect(await auditEntries({ action: "pin.create", entityId: doc.id })).toHaveLength(2);
  });

  it("a private-link visitor pins under the name they give, and must give one", async () => {
    const { token, doc } = await setup();
    const before = await messageRows();
    const nameless = await pin(doc.id, { token, page: 1, x: 0.5, y: 0.5, text: "Lovely" });
    expect(nameless.status).toBe(400);
    expect((await json<{ message: string }>(nameless)).message).toBe(PIN_MESSAGES.nameEmpty);
    expect(await pinRows(doc.id)).toBe(0);
    expect(await messageRows()).toBe(before);

    const res = await pin(doc.id, { token, page: 1, x: 0.5, y: 0.5, text: "Lovely", authorName: "Daniel" });
    expect(res.status).toBe(201);
    const placed = await json<Pin>(res);
    expect(placed.messages[0]).toMatchObject({ authorKind: "link", authorName: "Daniel" });
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("pins on page 2 of a PDF; a page beyond the document is refused", async () => {
    const { client, doc } = await setup({ pdf: true });
    const list = await json<PinList>(
      await portalApi(`/api/portal/documents/${doc.id}/pins`, { session: client }),
    );
    expect(list.pageCount).toBe(3);
    const ok = await pin(doc.id, { page: 2, x: 0.4, y: 0.6, text: "Page 2, the second fabric" }, client);
    expect(ok.status).toBe(201);
    expect((await json<Pin>(ok)).page).toBe(2);

    const beyond = await pin(doc.id, { page: 4, x: 0.4, y: 0.6, text: "Nowhere" }, client);
    expect(beyond.status).toBe(400);
    expect((await json<{ message: string }>(beyond)).message).toBe(PIN_MESSAGES.page);
    expect(await pinRows(doc.id)).toBe(1);
  });
});

describe("refusals: a clear message and nothing stored", () => {
  it("coordinates outside 0..1, a page that is not a number, empty and over-long text", async () => {
    const { client, doc } = await setup();
    const before = await messageRows();
    const cases: [Record<string, unknown>, string][] = [
      [{ page: 1, x: 1.2, y: 0.5, text: "Off the edge" }, PIN_MESSAGES.point],
      [{ page: 1, x: 0.5, y: -0.1, text: "Above it" }, PIN_MESSAGES.point],
      [{ page: 1, x: "0.5", y: 0.5, text: "As text" }, PIN_MESSAGES.point],
      [{ page: 0, x: 0.5, y: 0.5, text: "Page zero" }, PIN_MESSAGES.page],
      [{ page: 1.5, x: 0.5, y: 0.5, text: "Half a page" }, PIN_MESSAGES.page],
      [{ page: 1, x: 0.5, y: 0.5, text: "   " }, PIN_MESSAGES.textEmpty],
      [{ page: 1, x: 0.5, y: 0.5, text: "x".repeat(PIN_TEXT_MAX + 1) }, PIN_MESSAGES.textLong],
    ];
    for (const [body, message] of cases) {
      const res = await pin(doc.id, body, client);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const answer = await json<{ message: string; errors?: Record<string, string> }>(res);
      expect([answer.message, ...Object.values(answer.errors ?? {})]).toContain(message);
    }
    expect(await pinRows(doc.id)).toBe(0);
    expect(await messageRows()).toBe(before);
  });

  it("another project's document: 404 for a client, a token or a pin of it, and no data", async () => {
    const a = await setup();
    const b = await setup();
    const placed = await json<Pin>(await pin(a.doc.id, { page: 1, x: 0.1, y: 0.1, text: "Ours" }, a.client));

    // Client B, and project B's link, on project A's document and pin.
    const attempts = [
      pin(a.doc.id, { page: 1, x: 0.5, y: 0.5, text: "Theirs" }, b.client),
      pin(a.doc.id, { token: b.token, page: 1, x: 0.5, y: 0.5, text: "Theirs", authorName: "B" }),
      portalApi(`/api/portal/documents/${a.doc.id}/pins`, { session: b.client }),
      portalApi(`/api/portal/documents/${a.doc.id}/pins?token=${b.token}`),
      portalApi(`/api/portal/pins/${placed.id}/replies`, { json: { text: "Hi" }, session: b.client }),
      portalApi(`/api/portal/pins/${placed.id}/replies`, {
        json: { token: b.token, text: "Hi", authorName: "B" },
      }),
      portalApi(`/api/portal/pins/${placed.id}/status`, {
        json: { status: "resolved" },
        session: b.client,
      }),
      portalApi("/api/portal/pins/999999/replies", { json: { text: "Hi" }, session: a.client }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      const body = await res.text();
      expect(body).toBe(JSON.stringify({ message: "Not found." }));
    }
    expect(await pinRows(a.doc.id)).toBe(1);
    const list = await json<PinList>(
      await portalApi(`/api/portal/documents/${a.doc.id}/pins`, { session: a.client }),
    );
    expect(list.pins[0]?.messages).toHaveLength(1);
    expect(list.pins[0]?.status).toBe("open");
  });

  it("a revoked link can neither read nor write pins", async () => {
    const { project, token, doc, client } = await setup();
    await pin(doc.id, { page: 1, x: 0.3, y: 0.3, text: "Before revoking" }, client);
    await revokeProjectToken(db(), project.id);
    const read = await portalApi(`/api/portal/documents/${doc.id}/pins?token=${token}`);
    expect(read.status).toBe(404);
    expect(await read.text()).not.toContain("Before revoking");
    const write = await pin(doc.id, {
      token,
      page: 1,
      x: 0.5,
      y: 0.5,
      text: "After",
      authorName: "Old link",
    });
    expect(write.status).toBe(404);
    expect(await pinRows(doc.id)).toBe(1);
  });

  it("a document that takes no pins (a proposal) is refused with a message", async () => {
    const { project, client } = await setup();
    const proposal = await addDocument(project.id, { category: "design_fee_proposal" });
    const res = await pin(proposal.id, { page: 1, x: 0.5, y: 0.5, text: "Hm" }, client);
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toBe(PIN_MESSAGES.notPinnable);
    expect(await pinRows(proposal.id)).toBe(0);
  });

  it("writes are rate limited per IP", async () => {
    const { client, doc } = await setup();
    const ip = "203.0.113.77";
    for (let i = 0; i < 40; i++) {
      expect((await pin(doc.id, { page: 1, x: 0.5, y: 0.5, text: `Pin ${i}` }, client, ip)).status).toBe(201);
    }
    const refused = await pin(doc.id, { page: 1, x: 0.5, y: 0.5, text: "One too many" }, client, ip);
    expect(refused.status).toBe(429);
    expect(await pinRows(doc.id)).toBe(40);
  });

  it("admin routes: 401 signed out, 403 for a client", async () => {
    const { client, doc } = await setup();
    const placed = await json<Pin>(await pin(doc.id, { page: 1, x: 0.2, y: 0.2, text: "Mine" }, client));
    expect((await api(`/api/admin/documents/${doc.id}/pins`)).status).toBe(401);
    const asClient = await api(`/api/admin/pins/${placed.id}/replies`, {
      json: { text: "Fake studio" },
      session: client,
    });
    expect(asClient.status).toBe(403);
    expect((await api("/api/admin/pins/awaiting", { session: client })).status).toBe(403);
    const list = await json<PinList>(
      await portalApi(`/api/portal/documents/${doc.id}/pins`, { session: client }),
    );
    expect(list.pins[0]?.messages).toHaveLength(1);
  });
});

describe("replies between the client and the studio", () => {
  it("the studio replies (the client is e-mailed a link to the pin) and resolves; the client reopens", async () => {
    const { project, client, doc } = await setup();
    const admin = await signIn("admin", "owner@studio.test", "Ana");
    const placed = await json<Pin>(
      await pin(doc.id, { page: 1, x: 0.6, y: 0.4, text: "Can this wall be sage?" }, client),
    );
    const awaiting = await json<AwaitingPins>(await api("/api/admin/pins/awaiting", { session: admin }));
    expect(awaiting.documents.find((d) => d.documentId === doc.id)).toMatchObject({
      awaiting: 1,
      title: doc.title,
    });

    const reply = await api(`/api/admin/pins/${placed.id}/replies`, {
      json: { text: "Yes: Farrow & Ball Vert de Terre." },
      session: admin,
    });
    expect(reply.status).toBe(201);
    expect(await json<PinMessage>(reply)).toMatchObject({ authorKind: "studio" });
    const mail = (await outboxAbout(doc.title)).find((m) => m.kind === "pin-reply");
    expect(mail?.toAddress).toBe(client.email);
    expect(mail?.text).toContain("Yes: Farrow & Ball Vert de Terre.");
    expect(mail?.text).toContain(`/portal?project=${project.id}&document=${doc.id}&pin=1`);

    const afterReply = await json<AwaitingPins>(await api("/api/admin/pins/awaiting", { session: admin }));
    expect(afterReply.documents.find((d) => d.documentId === doc.id)).toBeUndefined();

    const resolved = await api(`/api/admin/pins/${placed.id}/status`, {
      json: { status: "resolved" },
      session: admin,
    });
    expect((await json<Pin>(resolved)).status).toBe("resolved");

    const seen = await json<PinList>(
      await portalApi(`/api/portal/documents/${doc.id}/pins`, { session: client }),
    );
    expect(seen.pins[0]).toMatchObject({ status: "resolved", awaitingStudio: false });
    expect(seen.pins[0]?.messages.map((m) => m.text)).toEqual([
      "Can this wall be sage?",
      "Yes: Farrow & Ball Vert de Terre.",
    ]);

    const reopened = await portalApi(`/api/portal/pins/${placed.id}/status`, {
      json: { status: "open" },
      session: client,
    });
    expect((await json<Pin>(reopened)).status).toBe("open");
    const bad = await portalApi(`/api/portal/pins/${placed.id}/status`, {
      json: { status: "maybe" },
      session: client,
    });
    expect(bad.status).toBe(400);
    expect((await json<{ message: string }>(bad)).message).toBe(PIN_MESSAGES.status);
  });

  it("a new version carries the open pins over (same number, marked); resolved ones stay", async () => {
    const { project, client, doc } = await setup();
    const admin = await signIn("admin", "owner@studio.test", "Ana");
    const open = await json<Pin>(await pin(doc.id, { page: 1, x: 0.1, y: 0.2, text: "Still open" }, client));
    const done = await json<Pin>(await pin(doc.id, { page: 1, x: 0.8, y: 0.8, text: "Done" }, client));
    await api(`/api/admin/pins/${done.id}/status`, { json: { status: "resolved" }, session: admin });

    const objectPath = `documents/${project.id}/v2-${Date.now().toString(36)}.png`;
    await env.MEDIA.put(objectPath, PNG_BYTES);
    const v2: Document = await createStudioDocument(
      db(),
      {
        projectId: project.id,
        category: "visual_documents",
        title: doc.title,
        description: null,
        fileName: "rendering-v2.png",
        fileSize: PNG_BYTES.length,
        mimeType: "image/png",
        objectPath,
        uploadedByUserId: admin.userId,
        replaces: doc,
      },
      [],
    );
    const list = await json<PinList>(
      await portalApi(`/api/portal/documents/${v2.id}/pins`, { session: client }),
    );
    expect(list.pins).toHaveLength(1);
    expect(list.pins[0]).toMatchObject({
      id: open.id,
      number: 1,
      fromPreviousVersion: true,
      x: 0.1,
      y: 0.2,
    });
    // The old version is no longer the client's to see; its resolved pin stays with it.
    expect((await portalApi(`/api/portal/documents/${doc.id}/pins`, { session: client })).status).toBe(404);
    const old = await json<PinList>(await api(`/api/admin/documents/${doc.id}/pins`, { session: admin }));
    expect(old.pins.map((t) => t.number)).toEqual([done.number]);

    // A pin on the new version takes the next number of the document, not 1 again.
    const next = await json<Pin>(await pin(v2.id, { page: 1, x: 0.5, y: 0.5, text: "New" }, client));
    expect(next.number).toBe(3);
  });
});

describe("privacy", () => {
  it("the export lists a client's pin messages and the deletion removes them", async () => {
    const { client, doc } = await setup();
    const admin = await signIn("admin", "owner@studio.test", "Ana");
    const placed = await json<Pin>(
      await pin(doc.id, { page: 1, x: 0.3, y: 0.3, text: "My comment" }, client),
    );
    await api(`/api/admin/pins/${placed.id}/replies`, { json: { text: "Noted" }, session: admin });

    const exported = await json<PrivacyExport>(
      await api(`/api/admin/privacy/export?email=${encodeURIComponent(client.email)}`, { session: admin }),
    );
    expect(exported.pinMessages).toEqual([expect.objectContaining({ text: "My comment", pin: 1 })]);

    const deleted = await json<PrivacyDeleteResult>(
      await api("/api/admin/privacy/delete", {
        json: { email: client.email, confirm: client.email },
        session: admin,
      }),
    );
    expect(deleted.deleted.pinMessages).toBe(1);
    expect(await pinMessageTexts(placed.id)).toEqual(["Noted"]);
  });
});
