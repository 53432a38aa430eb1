/**
 * Pins on a selection piece's photo (issue 29 item 2, decision 0011 "Targets"): a client places a
 * pin with a comment on one of a proposed piece's photos (through the private link or signed in),
 * the studio sees it (awaiting, Today, the schedule's summary), replies and resolves; the rules are
 * the documents' (name on the private link, numbers, the digest, the audit trail); access follows
 * the portal (a draft piece, another project, a wrong token: the same 404, nothing stored); the
 * privacy export and delete cover these pins.
 */
import { env } from "cloudflare:workers";
import { and, asc, count, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditActionLabel, auditEntryLink } from "../../src/shared/activity-labels";
import {
  type AwaitingPins,
  type PhotoPinList,
  type PhotoPinSummary,
  PIN_MESSAGES,
  type Pin,
  type PinMessage,
} from "../../src/shared/pins";
import type { PrivacyDeleteResult, PrivacyExport } from "../../src/shared/privacy";
import type { AdminSelectionsView } from "../../src/shared/selections";
import type { Today } from "../../src/shared/today";
import { documentPinMessages, documentPins, emailOutbox } from "../../worker/db/schema";
import { api, auditEntries, db, json, outboxAbout, type Session, signIn, uniqueEmail } from "./helpers";
import { pinMessageTexts } from "./pin-fixtures";
import { addDocument, assign, PNG_BYTES, portalApi, projectWithLink } from "./portal-fixtures";

let admin: Session;

beforeAll(async () => {
  admin = await signIn("admin", "owner@studio.test", "Ana");
});

const adminCall = (path: string, method = "GET", body?: unknown) =>
  api(path, { method, session: admin, ...(body === undefined ? {} : { json: body }) });

async function expectStatus(res: Response, status: number): Promise<string> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return text;
}

const BED = "/media/pins-bed.webp";
const BED_SIDE = "/media/pins-bed-side.webp";
let counter = 0;

/**
 * A project with a private link, a signed-in client assigned to it, a room with a proposed piece
 * of two photos (the piece's name is unique, to find its e-mails) and a draft piece.
 */
async function setup() {
  counter++;
  const name = `Walnut bed ${counter}-${Date.now().toString(36)}`;
  const { project, token } = await projectWithLink({ clientProjectName: `Pin House ${counter}` });
  const client = await signIn("client", uniqueEmail("photo-pin-client"), "Maya");
  await assign(client, project.id);
  let res = await adminCall(`/api/projects/${project.id}/selection-rooms`, "POST", { name: "Bedroom" });
  const roomId = JSON.parse(await expectStatus(res, 201)).rooms[0].id as number;
  const add = async (pieceName: string) => {
    res = await adminCall(`/api/admin/selection-rooms/${roomId}/items`, "POST", {
      name: pieceName,
      quantity: 1,
      unitPriceCents: 250_000,
      photos: [BED, BED_SIDE],
    });
    const view = JSON.parse(await expectStatus(res, 201)) as AdminSelectionsView;
    return view.rooms[0]?.items.find((i) => i.name === pieceName)?.id ?? 0;
  };
  const itemId = await add(name);
  const draftId = await add(`${name} (draft)`);
  await expectStatus(await adminCall(`/api/admin/selection-items/${itemId}/propose`, "POST"), 200);
  return { project, token, client, itemId, draftId, name };
}

function placeWithToken(itemId: number, token: string, projectId: number, body: Record<string, unknown>) {
  return portalApi(`/api/portal/selection-items/${itemId}/pins`, { json: { token, projectId, ...body } });
}

/** A signed-in client places a pin on the piece's photo: the pin. */
async function placeAsClient(
  itemId: number,
  client: Session,
  projectId: number,
  pin: { photo: string; x: number; y: number; text: string },
): Promise<Pin> {
  return json<Pin>(
    await portalApi(`/api/portal/selection-items/${itemId}/pins`, {
      session: client,
      json: { projectId, ...pin },
    }),
  );
}

function listWithToken(itemId: number, token: string, projectId: number, photo = BED) {
  const q = new URLSearchParams({ token, projectId: String(projectId), photo });
  return portalApi(`/api/portal/selection-items/${itemId}/pins?${q}`);
}

async function pinCount(itemId: number) {
  return (
    (
      await db()
        .select({ n: count() })
        .from(documentPins)
        .where(eq(documentPins.selectionItemId, itemId))
        .get()
    )?.n ?? 0
  );
}

describe("pins on a piece's photo", () => {
  it("a private-link visitor pins a comment; the studio sees it, replies and the visitor reads the reply", async () => {
    const { project, token, itemId, name } = await setup();

    // The private link's visitor writes under the name they give.
    const nameless = await placeWithToken(itemId, token, project.id, {
      photo: BED,
      x: 0.4,
      y: 0.6,
      text: "Is the headboard this tall?",
    });
    expect(nameless.status).toBe(400);
    expect((await json<{ message: string }>(nameless)).message).toBe(PIN_MESSAGES.nameEmpty);
    expect(await pinCount(itemId)).toBe(0);

    const res = await placeWithToken(itemId, token, project.id, {
      photo: BED,
      x: 0.4,
      y: 0.6,
      text: "Is the headboard this tall?",
      authorName: "Sam",
    });
    expect(res.status).toBe(201);
    const placed = await json<Pin>(res);
    expect(placed).toMatchObject({
      number: 1,
      documentId: null,
      selectionItemId: itemId,
      photo: BED,
      page: 1,
      x: 0.4,
      y: 0.6,
      status: "open",
      awaitingStudio: true,
    });
    expect(placed.messages).toEqual([
      expect.objectContaining({ authorKind: "link", authorName: "Sam", text: "Is the headboard this tall?" }),
    ]);

    // Numbers run per piece, across its photos; each photo lists its own pins.
    const side = await json<Pin>(
      await placeWithToken(itemId, token, project.id, {
        photo: BED_SIDE,
        x: 0.1,
        y: 0.2,
        text: "And the legs?",
        authorName: "Sam",
      }),
    );
    expect(side.number).toBe(2);
    const onBed = await json<PhotoPinList>(await listWithToken(itemId, token, project.id));
    expect(onBed).toMatchObject({ itemId, photo: BED, pageCount: 1 });
    expect(onBed.pins.map((p) => p.number)).toEqual([1]);

    // The studio: awaiting (beside the documents' count), Today, the schedule's summary, the list.
    const awaiting = await json<AwaitingPins>(await adminCall("/api/admin/pins/awaiting"));
    expect(awaiting.selections).toContainEqual(
      expect.objectContaining({ itemId, projectId: project.id, name, awaiting: 2 }),
    );
    expect(awaiting.selectionCount).toBeGreaterThanOrEqual(2);
    const today = await json<Today>(await adminCall("/api/admin/today"));
    expect(today.sections.pins.items).toContainEqual(
      expect.objectContaining({
        pinId: placed.id,
        itemId,
        number: 1,
        documentTitle: name,
        authorName: "Sam",
      }),
    );
    expect(today.sections.pins.count).toBeGreaterThanOrEqual(2);
    const summary = await json<PhotoPinSummary>(
      await adminCall(`/api/admin/projects/${project.id}/selection-pins`),
    );
    expect(summary).toEqual([
      { itemId, photo: BED, numbers: [1], open: 1, awaiting: 1 },
      { itemId, photo: BED_SIDE, numbers: [2], open: 1, awaiting: 1 },
    ]);
    const studioList = await json<PhotoPinList>(
      await adminCall(`/api/admin/selection-items/${itemId}/pins?photo=${encodeURIComponent(BED)}`),
    );
    expect(studioList.pins.map((p) => p.id)).toEqual([placed.id]);

    // The studio heard once (the second pin waits for the digest's interval).
    const digests = (await outboxAbout(name)).filter((m) => m.kind === "pin-digest");
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toContain(`New message on pin #1 of “${name}”`);
    expect(digests[0]?.text).toContain("#1, Sam: Is the headboard this tall?");
    const link = new URL(digests[0]?.text.match(/http\S+/)?.[0] ?? "");
    expect(Object.fromEntries(link.searchParams)).toEqual({
      tab: "selections",
      projectId: String(project.id),
      item: String(itemId),
      pin: "1",
    });

    // The studio replies: the project's clients are e-mailed (a link visitor left no address).
    const reply = await adminCall(`/api/admin/pins/${placed.id}/replies`, "POST", { text: "Yes, 120 cm." });
    expect(reply.status).toBe(201);
    expect(await json<PinMessage>(reply)).toMatchObject({ authorKind: "studio", text: "Yes, 120 cm." });
    const replies = (await outboxAbout(name)).filter((m) => m.kind === "pin-reply");
    expect(replies).toHaveLength(1);
    expect(replies[0]?.text).toContain("replied on pin #1:\n\nYes, 120 cm.");

    // The visitor sees the reply; the pin no longer awaits the studio.
    const after = await json<PhotoPinList>(await listWithToken(itemId, token, project.id));
    expect(after.pins[0]?.messages.map((m) => [m.authorKind, m.text])).toEqual([
      ["link", "Is the headboard this tall?"],
      ["studio", "Yes, 120 cm."],
    ]);
    expect(after.pins[0]?.awaitingStudio).toBe(false);
    const summaryAfter = await json<PhotoPinSummary>(
      await adminCall(`/api/admin/projects/${project.id}/selection-pins`),
    );
    expect(summaryAfter[0]).toMatchObject({ photo: BED, open: 1, awaiting: 0 });

    // Every change is in the audit trail, on the project's selections, with words.
    const entries = await auditEntries({ entityType: "selection", entityId: project.id });
    const actions = entries.map((e) => e.action).filter((a) => a.startsWith("selection.pin."));
    expect(actions.sort()).toEqual(["selection.pin.create", "selection.pin.create", "selection.pin.reply"]);
    const replyEntry = entries.find((e) => e.action === "selection.pin.reply");
    expect(replyEntry?.detail).toMatchObject({ projectId: project.id, itemId, pin: 1, via: "studio" });
    expect(auditActionLabel("selection.pin.reply")).toBe("Replied on a pin on a piece's photo");
    // The Activity tab's link opens the piece's photo pins on that pin.
    const activityEntry = {
      action: "selection.pin.reply",
      entityType: "selection",
      entityId: String(project.id),
      detail: (replyEntry?.detail ?? null) as Record<string, unknown> | null,
    };
    expect(auditEntryLink(activityEntry)).toEqual({
      to: "/admin",
      search: { tab: "selections", projectId: project.id, item: itemId, pin: 1 },
    });
  });

  it("a signed-in client pins and replies under their own name; either side resolves and reopens", async () => {
    const { project, client, itemId } = await setup();
    const placed = await placeAsClient(itemId, client, project.id, {
      photo: BED,
      x: 0.5,
      y: 0.5,
      text: "Darker stain?",
    });
    expect(placed.messages[0]).toMatchObject({ authorKind: "client", authorName: "Maya" });

    const reply = await portalApi(`/api/portal/pins/${placed.id}/replies`, {
      session: client,
      json: { projectId: project.id, text: "Like the sample we saw" },
    });
    expect(reply.status).toBe(201);

    const resolved = await portalApi(`/api/portal/pins/${placed.id}/status`, {
      session: client,
      json: { projectId: project.id, status: "resolved" },
    });
    expect(resolved.status).toBe(200);
    expect(await json<Pin>(resolved)).toMatchObject({ status: "resolved", resolvedAt: expect.any(String) });
    const reopened = await adminCall(`/api/admin/pins/${placed.id}/status`, "POST", { status: "open" });
    expect(await json<Pin>(reopened)).toMatchObject({ status: "open", resolvedAt: null });

    // The studio's reply goes to the client who wrote while signed in.
    await adminCall(`/api/admin/pins/${placed.id}/replies`, "POST", { text: "We will bring it." });
    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "pin-reply"), eq(emailOutbox.toAddress, client.email)))
      .all();
    expect(mail.at(-1)?.text).toContain("We will bring it.");

    const actions = (await auditEntries({ entityType: "selection", entityId: project.id })).map(
      (e) => e.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(["selection.pin.resolve", "selection.pin.reopen", "selection.pin.reply"]),
    );
  });
});

describe("who may pin a piece's photo", () => {
  it("a draft piece, another project's link, a wrong token, a client of another project: the same 404, nothing stored", async () => {
    const { project, token, client, itemId, draftId } = await setup();
    const other = await setup();
    const body = { photo: BED, x: 0.5, y: 0.5, text: "Hello", authorName: "Sam" };

    // Drafts are never the client's: not listed, not pinned, on either way in.
    expect((await listWithToken(draftId, token, project.id)).status).toBe(404);
    expect((await placeWithToken(draftId, token, project.id, body)).status).toBe(404);
    const draftBySession = await portalApi(`/api/portal/selection-items/${draftId}/pins`, {
      session: client,
      json: { projectId: project.id, ...body },
    });
    expect(draftBySession.status).toBe(404);

    // Another project's link, or this project's link naming the other project's piece.
    expect((await placeWithToken(itemId, other.token, other.project.id, body)).status).toBe(404);
    expect((await placeWithToken(itemId, other.token, project.id, body)).status).toBe(404);
    expect((await listWithToken(other.itemId, token, project.id)).status).toBe(404);
    expect((await placeWithToken(itemId, "not-a-token", project.id, body)).status).toBe(404);

    // A signed-in client of another project; signed out without a token.
    const bySession = await portalApi(`/api/portal/selection-items/${other.itemId}/pins`, {
      session: client,
      json: { projectId: other.project.id, ...body },
    });
    expect(bySession.status).toBe(404);
    const signedOut = await portalApi(`/api/portal/selection-items/${itemId}/pins`, {
      json: { projectId: project.id, ...body },
    });
    expect(signedOut.status).toBe(404);

    // A photo that is not the piece's own is refused with its message.
    const foreign = await placeWithToken(itemId, token, project.id, {
      ...body,
      photo: "/media/elsewhere.webp",
    });
    expect(foreign.status).toBe(400);
    expect((await json<{ message: string }>(foreign)).message).toBe(PIN_MESSAGES.photo);

    expect(await pinCount(itemId)).toBe(0);
    expect(await pinCount(draftId)).toBe(0);
    expect(await pinCount(other.itemId)).toBe(0);

    // Replies and status on another project's pin: 404, before anything is revealed or written.
    const theirs = await json<Pin>(await placeWithToken(other.itemId, other.token, other.project.id, body));
    const messagesBefore = (await db().select({ n: count() }).from(documentPinMessages).get())?.n ?? 0;
    const replyElsewhere = await portalApi(`/api/portal/pins/${theirs.id}/replies`, {
      json: { token, projectId: project.id, text: "Mine now", authorName: "Sam" },
    });
    expect(replyElsewhere.status).toBe(404);
    const statusElsewhere = await portalApi(`/api/portal/pins/${theirs.id}/status`, {
      session: client,
      json: { projectId: other.project.id, status: "resolved" },
    });
    expect(statusElsewhere.status).toBe(404);
    expect((await db().select({ n: count() }).from(documentPinMessages).get())?.n ?? 0).toBe(messagesBefore);

    // A piece sent back to draft takes its pins out of the portal.
    await expectStatus(
      await adminCall(`/api/admin/selection-items/${other.itemId}/status`, "POST", { status: "draft" }),
      200,
    );
    const onDraft = await portalApi(`/api/portal/pins/${theirs.id}/replies`, {
      json: { token: other.token, projectId: other.project.id, text: "Still there?", authorName: "Sam" },
    });
    expect(onDraft.status).toBe(404);

    // The studio's routes are the studio's: a client 403, signed out 401.
    for (const path of [
      `/api/admin/selection-items/${itemId}/pins?photo=${encodeURIComponent(BED)}`,
      `/api/admin/projects/${project.id}/selection-pins`,
    ]) {
      expect((await api(path, { session: client })).status).toBe(403);
      expect((await api(path)).status).toBe(401);
    }
  });
});

describe("the Selections tab's pins in one request", () => {
  const projectPins = (projectId: number, init: { token?: string; session?: Session } = {}) => {
    const q = init.token ? `?${new URLSearchParams({ token: init.token })}` : "";
    return portalApi(`/api/portal/projects/${projectId}/selection-pins${q}`, { session: init.session });
  };

  it("lists every pinned photo with its pins, as each photo's own answer, for the link and the client", async () => {
    const { project, token, client, itemId } = await setup();
    await expectStatus(
      await placeWithToken(itemId, token, project.id, {
        photo: BED,
        x: 0.2,
        y: 0.3,
        text: "Taller?",
        authorName: "Sam",
      }),
      201,
    );
    await placeAsClient(itemId, client, project.id, { photo: BED, x: 0.7, y: 0.4, text: "And the feet?" });
    await placeAsClient(itemId, client, project.id, {
      photo: BED_SIDE,
      x: 0.5,
      y: 0.5,
      text: "Side rail colour?",
    });

    const byLink = await json<PhotoPinList[]>(await projectPins(project.id, { token }));
    const own = async (photo: string) =>
      json<PhotoPinList>(await listWithToken(itemId, token, project.id, photo));
    expect(byLink).toHaveLength(2);
    expect(byLink.find((l) => l.photo === BED)).toEqual(await own(BED));
    expect(byLink.find((l) => l.photo === BED_SIDE)).toEqual(await own(BED_SIDE));
    expect(
      byLink
        .find((l) => l.photo === BED)
        ?.pins.map((p) => p.messages[0]?.text)
        .sort(),
    ).toEqual(["And the feet?", "Taller?"]);
    // The signed-in client reads the same answer.
    expect(await json<PhotoPinList[]>(await projectPins(project.id, { session: client }))).toEqual(byLink);
  });

  it("reads more pins than D1's 100 bound parameters in one answer", async () => {
    const { project, token, itemId } = await setup();
    const rows = Array.from({ length: 120 }, (_, i) => ({
      number: i + 1,
      page: 1,
      x: 0.5,
      y: 0.5,
      selectionItemId: itemId,
      photo: BED,
    }));
    // Written straight to the table: the pin routes' write limit is far below 120.
    for (let i = 0; i < rows.length; i += 10) {
      const pins = await db()
        .insert(documentPins)
        .values(rows.slice(i, i + 10))
        .returning({ id: documentPins.id });
      await db()
        .insert(documentPinMessages)
        .values(
          pins.map((p) => ({
            pinId: p.id,
            authorKind: "link" as const,
            authorName: "Sam",
            text: `Note ${p.id}`,
          })),
        );
    }
    const lists = await json<PhotoPinList[]>(await projectPins(project.id, { token }));
    expect(lists).toHaveLength(1);
    expect(lists[0]?.pins).toHaveLength(120);
    expect(lists[0]?.pins.every((p) => p.messages.length === 1)).toBe(true);
  });

  it("a wrong token, another project's link, signed out, a client of another project, the studio: the same 404", async () => {
    const { project, itemId, client } = await setup();
    await placeAsClient(itemId, client, project.id, { photo: BED, x: 0.5, y: 0.5, text: "Private note" });
    const other = await setup();
    const outsider = await signIn("client", uniqueEmail("photo-pin-outsider"), "Lee");
    for (const res of [
      await projectPins(project.id, { token: "not-a-token" }),
      await projectPins(project.id, { token: other.token }),
      await projectPins(project.id),
      await projectPins(project.id, { session: outsider }),
      await projectPins(project.id, { session: admin }),
    ]) {
      const text = await expectStatus(res, 404);
      expect(text).not.toContain("Private note");
    }
  });
});

describe("privacy", () => {
  it("the export lists a client's messages on a piece's photo; the deletion removes them", async () => {
    const { project, client, itemId } = await setup();
    const placed = await placeAsClient(itemId, client, project.id, {
      photo: BED_SIDE,
      x: 0.2,
      y: 0.3,
      text: "My photo comment",
    });
    await adminCall(`/api/admin/pins/${placed.id}/replies`, "POST", { text: "Noted" });

    const exported = await json<PrivacyExport>(
      await adminCall(`/api/admin/privacy/export?email=${encodeURIComponent(client.email)}`),
    );
    expect(exported.pinMessages).toEqual([
      expect.objectContaining({
        text: "My photo comment",
        pin: 1,
        documentId: null,
        selectionItemId: itemId,
        photo: BED_SIDE,
      }),
    ]);

    const deleted = await json<PrivacyDeleteResult>(
      await adminCall("/api/admin/privacy/delete", "POST", { email: client.email, confirm: client.email }),
    );
    expect(deleted.deleted.pinMessages).toBe(1);
    expect(await pinMessageTexts(placed.id)).toEqual(["Noted"]);
  });
});

describe("the pins' table", () => {
  it("holds exactly one target: a document chain or a piece's photo", async () => {
    const { itemId } = await setup();
    const insert = (values: Partial<typeof documentPins.$inferInsert>) =>
      db()
        .insert(documentPins)
        .values({ number: 99, page: 1, x: 0.5, y: 0.5, ...values })
        .run();
    await expect(insert({})).rejects.toThrow();
    await expect(insert({ selectionItemId: itemId })).rejects.toThrow();
    await expect(
      insert({ selectionItemId: itemId, photo: BED, documentId: 1, originDocumentId: 1, chainId: 1 }),
    ).rejects.toThrow();
    expect(await pinCount(itemId)).toBe(0);
  });
});

describe("migration 0019", () => {
  it("rebuilds the pins' tables under D1's foreign keys: every pin and message kept, with its id", async () => {
    // A document pin with a reply, as before the migration (the rebuild copies the document
    // columns; photo pins did not exist yet, so this file's are set aside first).
    const { project, client } = await setup();
    const doc = await addDocument(project.id, {
      title: "Migration rendering",
      category: "visual_documents",
      mimeType: "image/png",
      fileName: "rendering.png",
      bytes: PNG_BYTES,
    });
    const placed = await json<Pin>(
      await portalApi(`/api/portal/documents/${doc.id}/pins`, {
        session: client,
        json: { projectId: project.id, page: 1, x: 0.2, y: 0.8, text: "Before the rebuild" },
      }),
    );
    await adminCall(`/api/admin/pins/${placed.id}/replies`, "POST", { text: "Still here after it" });
    await db().delete(documentPins).where(isNotNull(documentPins.selectionItemId));
    const read = async () => ({
      pins: await db().select().from(documentPins).orderBy(asc(documentPins.id)).all(),
      messages: await db().select().from(documentPinMessages).orderBy(asc(documentPinMessages.id)).all(),
    });
    const before = await read();
    expect(before.messages.filter((m) => m.pinId === placed.id)).toHaveLength(2);

    // The migration's rebuild again, on these rows (its last statement made a table that exists).
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0019_"));
    const rebuild = (migration?.queries ?? []).filter(
      (q) => !q.includes("CREATE TABLE `selection_pin_digests`"),
    );
    expect(rebuild.length).toBeGreaterThan(10);
    await env.DB.batch(rebuild.map((q) => env.DB.prepare(q)));

    expect(await read()).toEqual(before);
    const indexes = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('document_threads', 'document_thread_messages') AND name NOT LIKE 'sqlite_%' ORDER BY name",
    ).all<{ name: string }>();
    expect(indexes.results.map((r) => r.name)).toEqual([
      "document_thread_messages_author",
      "document_thread_messages_thread",
      "document_threads_document",
      "document_threads_item",
      "document_threads_item_number",
      "document_threads_number",
    ]);
    const keys = await env.DB.prepare("PRAGMA foreign_key_list(document_thread_messages)").all<{
      table: string;
    }>();
    expect(keys.results.map((k) => k.table).sort()).toEqual(["document_threads", "users"]);
    // Deleting the document still takes its pins and their messages with it.
    await api(`/api/documents/${doc.id}`, { method: "DELETE", session: admin });
    expect(
      (
        await db()
          .select({ n: count() })
          .from(documentPinMessages)
          .where(eq(documentPinMessages.pinId, placed.id))
          .get()
      )?.n,
    ).toBe(0);
  });
});
