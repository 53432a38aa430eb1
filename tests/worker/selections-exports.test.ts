/**
 * Selections, issue 29 item 4, through the Worker on local D1/R2: the studio's CSV (escaping, BOM,
 * dollars, the studio's cost), the client's PDF (opens with pdf-lib, every piece named in its
 * keywords, photos embedded from JPEG and from a WebP's print copy, no cost anywhere in it, from
 * the admin and from the portal), the print copies, the decision board's filters and paging, the
 * digest of client decisions through the outbox, the audit entries, and the refusals.
 */
import { env } from "cloudflare:workers";
import { and, eq, like } from "drizzle-orm";
import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import type { BoardPage } from "../../src/shared/selection-board";
import type { AdminSelectionsView } from "../../src/shared/selections";
import { sendDueSelectionDigests } from "../../worker/cron";
import { auditLog, emailOutbox } from "../../worker/db/schema";
import {
  DEMO_SELECTIONS_CLIENT,
  DEMO_SELECTIONS_PROJECT,
  seedDemoSelections,
} from "../../worker/seed/seed-selections";
import { SELECTION_DIGEST_INTERVAL_MS, SELECTION_DIGEST_QUIET_MS } from "../../worker/selections/digest";
import { csvField } from "../../worker/selections/exports";
import { printKeyOf } from "../../worker/selections/print-copies";
import { imageCount } from "../pdf-images";
import { api, createProject, db, json, type Session, signIn, uniqueEmail } from "./helpers";
import { assign, PNG_BYTES, portalApi, projectWithLink } from "./portal-fixtures";

const JPEG = Uint8Array.from(
  Buffer.from(
    "ffd8ffdb0043000d090a0b0a080d0b0a0b0e0e0d0f13201513121213271c1e17202e2931302e292d2c333a4a3e333646372c2d405741464c4e525352323e5a615a50604a51524fffdb0043010e0e0e131113261515264f352d354f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4f4fffc00011080003000403012200021101031101ffc4001500010100000000000000000000000000000006ffc40014100100000000000000000000000000000000ffc40014010100000000000000000000000000000003ffc40014110100000000000000000000000000000000ffda000c03010002110311003f00a200077fffd9",
    "hex",
  ),
);
/** A WebP's leading bytes are all the Worker looks at (it never decodes one). */
const WEBP = new Uint8Array([
  ...new TextEncoder().encode("RIFF"),
  30,
  0,
  0,
  0,
  ...new TextEncoder().encode("WEBPVP8 "),
]);

const COST = 424_242; // $4,242.42: must never reach the PDF
const PRICE = 320_000; // $3,200

let admin: Session;
let n = 0;

beforeAll(async () => {
  admin = await signIn("admin", "owner@studio.test", "Owner");
});

const call = (path: string, method = "GET", body?: unknown) =>
  api(path, { method, session: admin, ...(body === undefined ? {} : { json: body }) });

async function ok<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${await res.text()}`);
  return json<T>(res);
}

async function putMediaBytes(key: string, bytes: Uint8Array) {
  await env.MEDIA.put(key, bytes);
}

/** A project with two rooms: photos in JPEG, WebP with a print copy, WebP without; one draft. */
async function schedule(name = "Export House") {
  n++;
  const { project, token } = await projectWithLink({ clientProjectName: `${name} ${n}` });
  const jpeg = `/media/test-${n}-chair.jpg`;
  const webp = `/media/test-${n}-lamp.webp`;
  const bare = `/media/test-${n}-rug.webp`;
  await putMediaBytes(jpeg.slice(1), JPEG);
  await putMediaBytes(webp.slice(1), WEBP);
  await putMediaBytes(bare.slice(1), WEBP);
  await putMediaBytes(printKeyOf(webp.slice(1)) ?? "", JPEG);
  let view = await ok<AdminSelectionsView>(
    await call(`/api/projects/${project.id}/selection-rooms`, "POST", {
      name: "Living room",
      budgetCents: 2_000_000,
    }),
    201,
  );
  const living = view.rooms[0]?.id ?? 0;
  view = await ok(
    await call(`/api/projects/${project.id}/selection-rooms`, "POST", { name: "Kitchen" }),
    201,
  );
  const kitchen = view.rooms[1]?.id ?? 0;
  const piece = async (roomId: number, body: object) =>
    ok<AdminSelectionsView>(await call(`/api/admin/selection-rooms/${roomId}/items`, "POST", body), 201);
  await piece(living, {
    name: 'Sofa, "Oat", 3-seat',
    vendor: '=HYPERLINK("http://evil")',
    sku: "SOFA-1",
    dimensions: "220 × 95 cm",
    finish: "Oat linen\nperformance",
    quantity: 2,
    unitPriceCents: PRICE,
    costCents: COST,
    photos: [jpeg],
  });
  await piece(living, { name: "Arc lamp", vendor: "Lumière", unitPriceCents: 45_050, photos: [webp] });
  await piece(kitchen, { name: "Wool rug", unitPriceCents: 99_900, costCents: 50_000, photos: [bare] });
  await ok(await call(`/api/admin/selection-rooms/${living}/propose`, "POST"));
  await ok(await call(`/api/admin/selection-rooms/${kitchen}/propose`, "POST"));
  // Last, a draft: in the studio's CSV, not in the client's PDF.
  view = await piece(kitchen, { name: "Secret draft stool", unitPriceCents: 10_000, costCents: 5_000 });
  const items = view.rooms.flatMap((r) => r.items);
  const id = (name: string) => items.find((i) => i.name.startsWith(name))?.id ?? 0;
  return { project, token, living, kitchen, jpeg, webp, bare, id };
}

function decide(itemId: number, projectId: number, token: string, body: object) {
  return portalApi(`/api/portal/selection-items/${itemId}/decision`, {
    method: "POST",
    json: { projectId, token, ...body },
  });
}

/** Every stream of the PDF decoded, as latin1 text (the content streams draw the text). */
function pdfText(pdf: PDFDocument): string {
  let out = "";
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream) {
      const subtype = object.dict.get(PDFName.of("Subtype"));
      if (subtype === PDFName.of("Image")) continue;
      out += Buffer.from(decodePDFRawStream(object).decode()).toString("latin1");
    }
  }
  return out;
}

/** Whether the PDF draws `text` (pdf-lib writes a standard font's text as hex strings). */
function draws(pdf: PDFDocument, text: string): boolean {
  const hex = Buffer.from(text, "latin1").toString("hex").toUpperCase();
  return pdfText(pdf).toUpperCase().includes(hex);
}

describe("the studio's CSV", () => {
  it("lists every piece with room, vendor, SKU, finish, quantity, price, cost and status, escaped, with a BOM", async () => {
    const s = await schedule("Csv House");
    const res = await call(`/api/projects/${s.project.id}/selections/export.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="selections-csv-house-\d+-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.subarray(3));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "Room,Item,Vendor,SKU,Dimensions,Finish,Option,Quantity,Client unit price,Client total,Studio unit cost,Studio total cost,Status,Status date",
    );
    const today = new Date().toISOString().slice(0, 10);
    // Quotes doubled, commas and line breaks quoted, a formula defused, amounts in dollars.
    expect(text).toContain(
      `Living room,"Sofa, ""Oat"", 3-seat","'=HYPERLINK(""http://evil"")",SOFA-1,220 × 95 cm,"Oat linen\nperformance",,2,3200.00,6400.00,4242.42,8484.84,Awaiting approval,`,
    );
    expect(text).toContain("Living room,Arc lamp,Lumière,,,,,1,450.50,450.50,,,Awaiting approval,");
    expect(text).toContain("Kitchen,Wool rug,,,,,,1,999.00,999.00,500.00,500.00,Awaiting approval,");
    expect(text).toContain("Kitchen,Secret draft stool,,,,,,1,100.00,100.00,50.00,50.00,Draft,\r\n");
    expect(lines.filter((l) => l.includes("Awaiting approval")).every((l) => l.slice(-10) <= today)).toBe(
      true,
    );
    expect(lines.at(-1)).toBe("");
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "selection.export.csv"), eq(auditLog.entityId, String(s.project.id))))
      .all();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorEmail).toBe("owner@studio.test");
  });

  it("escapes single fields by RFC 4180", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('a "b"')).toBe('"a ""b"""');
    expect(csvField("x,y")).toBe('"x,y"');
    expect(csvField("line\r\nbreak")).toBe('"line\r\nbreak"');
    expect(csvField("+1 555")).toBe("'+1 555");
    expect(csvField("@home")).toBe("'@home");
    expect(csvField(-3)).toBe("-3");
    expect(csvField(null)).toBe("");
  });

  it("is the studio's only: signed out 401, a client 403, a link token 401, an unknown project 404", async () => {
    const s = await schedule();
    const client = await signIn("client", uniqueEmail("csv"), "Casey");
    await assign(client, s.project.id);
    const path = `/api/projects/${s.project.id}/selections/export.csv`;
    expect((await api(path)).status).toBe(401);
    const asClient = await api(path, { session: client });
    expect(asClient.status).toBe(403);
    expect(await asClient.text()).not.toContain("4242");
    expect((await portalApi(`${path}?token=${encodeURIComponent(s.token)}`)).status).toBe(401);
    expect((await call("/api/projects/999999/selections/export.csv")).status).toBe(404);
    expect(
      (await api(`/api/projects/${s.project.id}/selections/export.pdf`, { session: client })).status,
    ).toBe(403);
  });
});

describe("the client's PDF", () => {
  it("opens with pdf-lib, names every proposed piece, embeds JPEG and print-copy photos, and has no cost", async () => {
    const s = await schedule("Pdf House");
    const res = await call(`/api/projects/${s.project.id}/selections/export.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="selections-pdf-house-\d+-[\d-]+\.pdf"$/,
    );
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.getTitle()).toBe(`Selections - Pdf House ${n}`);
    expect(pdf.getKeywords()).toBe('Sofa, "Oat", 3-seat Arc lamp Wool rug');
    expect(pdf.getKeywords()).not.toContain("Secret draft");
    expect(pdf.getPageCount()).toBe(1);
    // The JPEG itself and the WebP's print copy; the WebP without one prints as an empty frame.
    expect(imageCount(pdf)).toBe(2);
    expect(draws(pdf, "2 x $3,200")).toBe(true);
    expect(draws(pdf, "Photo online")).toBe(true);
    // The dimensions' "×" drawn as "x" (the standard fonts draw ASCII here).
    expect(draws(pdf, "Dimensions: 220 x 95 cm")).toBe(true);
    expect(draws(pdf, "4,242.42")).toBe(false);
    expect(draws(pdf, "8,484.84")).toBe(false);
    expect(draws(pdf, "Secret draft")).toBe(false);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "selection.export.pdf"), eq(auditLog.entityId, String(s.project.id))))
      .all();
    expect(audit).toHaveLength(1);
  });

  it("runs to more pages as the schedule grows, every piece still named", async () => {
    const s = await schedule("Long House");
    const names: string[] = [];
    for (let i = 1; i <= 14; i++) {
      const name = `Piece number ${i}`;
      names.push(name);
      await ok(
        await call(`/api/admin/selection-rooms/${s.kitchen}/items`, "POST", { name, unitPriceCents: 1000 }),
        201,
      );
    }
    await ok(await call(`/api/admin/selection-rooms/${s.kitchen}/propose`, "POST"));
    const pdf = await PDFDocument.load(
      new Uint8Array(await (await call(`/api/projects/${s.project.id}/selections/export.pdf`)).arrayBuffer()),
    );
    // 18 pieces at 5 or 6 a page (a room's heading takes a row's room now and then).
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(pdf.getPageCount()).toBeLessThanOrEqual(5);
    for (const name of names) expect(pdf.getKeywords()).toContain(name);
    expect(draws(pdf, `page ${pdf.getPageCount()} of ${pdf.getPageCount()}`)).toBe(true);
  });

  it("is the client's too, through the link or their account, never with the cost; others get 404", async () => {
    const s = await schedule("Portal Pdf House");
    const byLink = await portalApi(`/api/portal/selections/export.pdf?token=${encodeURIComponent(s.token)}`);
    expect(byLink.status).toBe(200);
    expect(byLink.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="selections-portal-pdf-house/,
    );
    expect(byLink.headers.get("Cache-Control")).toContain("no-store");
    const pdf = await PDFDocument.load(new Uint8Array(await byLink.arrayBuffer()));
    expect(pdf.getKeywords()).toContain("Wool rug");
    expect(draws(pdf, "4,242.42")).toBe(false);
    expect(draws(pdf, "500")).toBe(false);

    const client = await signIn("client", uniqueEmail("pdf"), "Casey");
    await assign(client, s.project.id);
    const mine = await portalApi(`/api/portal/selections/export.pdf?projectId=${s.project.id}`, {
      session: client,
    });
    expect(mine.status).toBe(200);
    const stranger = await signIn("client", uniqueEmail("pdf-other"), "Sam");
    expect(
      (await portalApi(`/api/portal/selections/export.pdf?projectId=${s.project.id}`, { session: stranger }))
        .status,
    ).toBe(404);
    expect((await portalApi("/api/portal/selections/export.pdf?token=not-a-token")).status).toBe(404);
    expect((await portalApi("/api/portal/selections/export.pdf")).status).toBe(404);
    // Nothing the portal can fetch carries the cost: the Selections answer neither.
    const answer = await portalApi(`/api/portal/selections?token=${encodeURIComponent(s.token)}`);
    expect(await answer.text()).not.toMatch(/424242|cost/i);
  });
});

describe("print copies", () => {
  it("lists WebP photos without a JPEG copy and takes one for them (JPEG only, selection photos only)", async () => {
    const s = await schedule("Print House");
    const missing = await ok<{ missing: string[] }>(
      await call(`/api/projects/${s.project.id}/selections/print-copies`),
    );
    expect(missing.missing).toEqual([s.bare]);
    const put = (photo: string, body: Uint8Array, session: Session | null = admin) =>
      api("/api/admin/selection-print-copies", {
        method: "PUT",
        session,
        json: { photo, jpeg: Buffer.from(body).toString("base64") },
      });
    const png = await put(s.bare, PNG_BYTES);
    expect(png.status).toBe(400);
    expect((await json<{ message: string }>(png)).message).toBe("Please send the print copy as a JPEG.");
    expect((await put("/media/not-a-selection-photo.webp", JPEG)).status).toBe(400);
    const client = await signIn("client", uniqueEmail("print"), "Casey");
    expect((await put(s.bare, JPEG, client)).status).toBe(403);
    expect(await env.MEDIA.head(printKeyOf(s.bare.slice(1)) ?? "")).toBeNull();

    expect((await put(s.bare, JPEG)).status).toBe(204);
    expect(
      (await ok<{ missing: string[] }>(await call(`/api/projects/${s.project.id}/selections/print-copies`)))
        .missing,
    ).toEqual([]);
    const pdf = await PDFDocument.load(
      new Uint8Array(await (await call(`/api/projects/${s.project.id}/selections/export.pdf`)).arrayBuffer()),
    );
    expect(imageCount(pdf)).toBe(3);
  });
});

describe("the decision board", () => {
  it("lists the pieces clients have seen, newest first, filtered by room, status and whom they wait on, paged", async () => {
    const s = await schedule("Board House");
    const sofa = s.id("Sofa");
    const lamp = s.id("Arc lamp");
    const rug = s.id("Wool rug");
    expect((await decide(sofa, s.project.id, s.token, { decision: "approved" })).status).toBe(200);
    expect(
      (await decide(lamp, s.project.id, s.token, { decision: "changes_requested", comment: "Brass, please" }))
        .status,
    ).toBe(200);
    const board = async (query: string) =>
      ok<BoardPage>(await call(`/api/admin/selection-board?projectId=${s.project.id}&${query}`));

    const all = await board("");
    expect(all.total).toBe(3);
    expect(all.items.map((r) => r.name)).not.toContain("Secret draft stool");
    // Newest first: the lamp's request came after the sofa's approval; the rug was only proposed.
    expect(all.items.map((r) => r.itemId)).toEqual([lamp, sofa, rug]);
    expect(all.rooms).toEqual(["Kitchen", "Living room"]);
    const lampRow = all.items[0];
    expect(lampRow).toMatchObject({
      status: "changes_requested",
      waitingOn: "studio",
      roomName: "Living room",
      projectName: `Board House ${n}`,
      latest: { decision: "changes_requested", comment: "Brass, please" },
    });
    expect(JSON.stringify(all)).not.toMatch(/cost|424242/i);

    expect((await board("waiting=studio")).items.map((r) => r.itemId)).toEqual([lamp]);
    expect((await board("waiting=client")).items.map((r) => r.itemId)).toEqual([rug]);
    expect((await board("status=approved")).items.map((r) => r.itemId)).toEqual([sofa]);
    expect((await board("room=kitchen")).items.map((r) => r.itemId)).toEqual([rug]);
    expect((await board("q=brass")).items.map((r) => r.itemId)).toEqual([lamp]);
    const page2 = await board("pageSize=2&page=2");
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((r) => r.itemId)).toEqual([rug]);

    // Across projects: this project's pieces are among them.
    const everywhere = await ok<BoardPage>(
      await call("/api/admin/selection-board?pageSize=100&q=Board%20House"),
    );
    expect(everywhere.items.filter((r) => r.projectId === s.project.id)).toHaveLength(3);
  });

  it("refuses bad filters with a clear message, and anyone but the studio", async () => {
    const bad = await call("/api/admin/selection-board?status=draft");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("Please choose one of the statuses.");
    const badWaiting = await call("/api/admin/selection-board?waiting=nobody");
    expect(badWaiting.status).toBe(400);
    expect((await call("/api/admin/selection-board?pageSize=1000")).status).toBe(400);
    expect((await api("/api/admin/selection-board")).status).toBe(401);
    const client = await signIn("client", uniqueEmail("board"), "Casey");
    expect((await api("/api/admin/selection-board", { session: client })).status).toBe(403);
  });
});

describe("the digest of client decisions", () => {
  async function outboxAbout(projectName: string) {
    return db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "selection-digest"), like(emailOutbox.subject, `%${projectName}%`)))
      .all();
  }

  it("waits for the client to pause, sends one e-mail per project with links to each piece, then only what is new", async () => {
    const s = await schedule("Digest House");
    const name = `Digest House ${n}`;
    const sofa = s.id("Sofa");
    const lamp = s.id("Arc lamp");
    const rug = s.id("Wool rug");
    await decide(sofa, s.project.id, s.token, { decision: "approved" });
    await decide(lamp, s.project.id, s.token, { decision: "changes_requested", comment: "Brass, please" });
    const now = Date.now();
    // The client is still deciding: nothing yet.
    await sendDueSelectionDigests(env, now);
    expect(await outboxAbout(name)).toHaveLength(0);

    const later = now + SELECTION_DIGEST_QUIET_MS + 1000;
    expect(await sendDueSelectionDigests(env, later)).toBeGreaterThanOrEqual(1);
    const [mail, ...others] = await outboxAbout(name);
    expect(others).toHaveLength(0);
    expect(mail?.subject).toBe(`2 client decisions on “${name}”`);
    expect(mail?.toAddress).toBe(env.STUDIO_EMAIL ?? mail?.toAddress);
    const origin = new URL(mail?.text.match(/https?:\/\/[^\s/]+/)?.[0] ?? "http://x").origin;
    expect(mail?.text).toContain(`Living room · ${'Sofa, "Oat", 3-seat'}: Approved by`);
    expect(mail?.text).toContain("Living room · Arc lamp: Asked for changes by");
    expect(mail?.text).toContain("“Brass, please”");
    expect(mail?.text).toContain(`${origin}/admin?tab=selections&projectId=${s.project.id}&item=${sofa}`);
    expect(mail?.text).toContain(`${origin}/admin?tab=selections&projectId=${s.project.id}&item=${lamp}`);
    // Sent once: the next run has nothing new.
    await sendDueSelectionDigests(env, later + 1000);
    expect(await outboxAbout(name)).toHaveLength(1);

    // A new decision: not within the interval of the last e-mail, then alone in the next one.
    await decide(rug, s.project.id, s.token, { decision: "declined", comment: "Too dark" });
    const soon = Date.now() + SELECTION_DIGEST_QUIET_MS + 1000;
    if (soon < later + SELECTION_DIGEST_INTERVAL_MS) {
      await sendDueSelectionDigests(env, soon);
      expect(await outboxAbout(name)).toHaveLength(1);
    }
    await sendDueSelectionDigests(env, later + SELECTION_DIGEST_INTERVAL_MS + 1000);
    const mails = await outboxAbout(name);
    expect(mails).toHaveLength(2);
    const second = mails.find((m) => m.id !== mail?.id);
    expect(second?.subject).toBe(`A client decision on “${name}”: Wool rug`);
    expect(second?.text).toContain("Kitchen · Wool rug: Declined by");
    expect(second?.text).not.toContain("Arc lamp");
    const ledger = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "selection.digest"), eq(auditLog.entityId, String(s.project.id))))
      .all();
    expect(ledger).toHaveLength(2);
    expect(ledger[0]?.actorUserId).toBeNull();
  });

  it("never e-mails decisions older than its window (history, the demo's seeded decisions)", async () => {
    const s = await schedule("Old Digest House");
    await decide(s.id("Sofa"), s.project.id, s.token, { decision: "approved" });
    await sendDueSelectionDigests(env, Date.now() + 3 * 24 * 60 * 60 * 1000);
    expect(await outboxAbout(`Old Digest House ${n}`)).toHaveLength(0);
  });
});

describe("the demo's schedule (worker/seed/seed-selections.ts)", () => {
  it("gives the demo project rooms with budgets and a few dozen pieces in every state, once", async () => {
    const project = await createProject({
      title: DEMO_SELECTIONS_PROJECT,
      clientProjectName: "Demo Residence",
    });
    const photoOf = async (name: string) => `/media/demo-${name}-480.webp`;
    expect(await seedDemoSelections(db(), photoOf)).toBe(32);
    expect(await seedDemoSelections(db(), photoOf)).toBe(0);
    const view = await ok<AdminSelectionsView>(await call(`/api/projects/${project.id}/selections`));
    expect(view.rooms.map((r) => r.name)).toEqual([
      "Kitchen",
      "Dining room",
      "Living room",
      "Primary bedroom",
      "Powder bath",
    ]);
    expect(view.rooms.every((r) => r.budgetCents !== null && r.budgetCents > 0)).toBe(true);
    const items = view.rooms.flatMap((r) => r.items);
    const count = (status: string) => items.filter((i) => i.status === status).length;
    expect(count("declined")).toBe(1);
    expect(count("changes_requested")).toBe(1);
    expect(count("proposed")).toBeGreaterThanOrEqual(8);
    expect(
      count("approved") + count("ordered") + count("shipped") + count("delivered"),
    ).toBeGreaterThanOrEqual(10);
    expect(count("draft")).toBeGreaterThanOrEqual(3);
    expect(items.every((i) => i.photos.length === 1)).toBe(true);
    const nightstand = items.find((i) => i.name === "Walnut nightstand");
    expect(nightstand?.options.find((o) => o.id === nightstand.chosenOptionId)?.name).toBe("Two drawers");
    expect(items.find((i) => i.status === "declined")?.decisions[0]).toMatchObject({
      decision: "declined",
      authorName: DEMO_SELECTIONS_CLIENT,
      current: true,
    });
    const board = await ok<BoardPage>(
      await call(`/api/admin/selection-board?projectId=${project.id}&waiting=studio`),
    );
    expect(board.total).toBe(2);
    // Its decisions are days old: the studio's digest leaves them alone.
    await sendDueSelectionDigests(env, Date.now() + SELECTION_DIGEST_INTERVAL_MS);
    expect(
      await db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, "selection-digest"), like(emailOutbox.subject, "%Demo Residence%")))
        .all(),
    ).toHaveLength(0);
  });
});
