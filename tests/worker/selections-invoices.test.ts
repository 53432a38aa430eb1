/**
 * Selections invoices (issue 29 item 3, "paid in one step"), end to end through the Worker on
 * local D1 and the Stripe stand-in: the studio invoices approved pieces (all or chosen, a deposit
 * percentage, the configured sales tax: SELECTIONS_TAX_RATE = 7.75 in vitest.config.ts), totals
 * rounded half up per invoice, lines that are snapshots, refusals that change nothing, voiding;
 * the client pays through one shared Checkout Session, the webhook settles exactly once (replays
 * change nothing, a second payment is refunded), the pieces become "ordered"; the studio's cost
 * never reaches the client or Stripe; access refusals leak nothing; audit, Orders list and privacy.
 */
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { PrivacyExport } from "../../src/shared/privacy";
import type { AdminSelectionsView } from "../../src/shared/selections";
import {
  type AdminInvoice,
  type ClientInvoice,
  INVOICE_MESSAGES,
  invoiceTotals,
  type ProjectInvoices,
  parseTaxRate,
} from "../../src/shared/selections-invoices";
import { ORDER_RECONCILE_AFTER_MS, runScheduled } from "../../worker/cron";
import {
  auditLog,
  checkoutAttempts,
  paymentRefunds,
  selectionInvoicePayments,
  selectionInvoices,
} from "../../worker/db/schema";
import { api, db, json, type Session, signIn, uniqueEmail } from "./helpers";
import { assign, portalApi, projectWithLink } from "./portal-fixtures";
import { expectNoCost, itemRow } from "./selection-fixtures";
import {
  checkoutSessionEvent,
  postStripeWebhook,
  type StandInRefund,
  type StandInSession,
} from "./stripe-events";

const COST = 414_141;
const OPTION_COST = 525_252;
const STAND_IN = env.STRIPE_API_BASE ?? "";

let admin: Session;
beforeAll(async () => {
  admin = await signIn("admin", "owner@studio.test", "Owner");
});

async function adminCall(path: string, method: string, body?: unknown, session: Session | null = admin) {
  return api(path, { method, session, ...(body === undefined ? {} : { json: body }) });
}

async function ok<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function standIn<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${STAND_IN}${path}`, init);
  if (!res.ok) throw new Error(`stand-in ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const pay = (id: string) =>
  standIn<StandInSession>(`/__pay/${id}?email=payer@example.com`, { method: "POST" });
const cloneSession = (id: string) => standIn<StandInSession>(`/__clone/${id}`, { method: "POST" });
const sessionIdOf = (url: string) => /\/pay\/([A-Za-z0-9_]+)/.exec(url)?.[1] ?? "";
const invoiceSessions = async (invoiceId: number) =>
  (await standIn<StandInSession[]>("/__sessions")).filter(
    (s) => s.metadata.kind === "selection_invoice" && s.metadata.invoiceId === String(invoiceId),
  );
const refundsFor = async (intent: string | null) =>
  (await standIn<StandInRefund[]>("/__refunds")).filter((r) => r.payment_intent === intent);
const completedEvent = (s: StandInSession, id = `evt_${crypto.randomUUID().replaceAll("-", "")}`) =>
  checkoutSessionEvent("checkout.session.completed", s, id);
async function deliver(payload: string) {
  const res = await postStripeWebhook(payload);
  expect(res.status, await res.clone().text()).toBe(200);
  return json<Record<string, unknown>>(res);
}

type Piece = { name: string; unitPriceCents: number; quantity?: number; options?: number[] };

/**
 * A project (private link, one signed-in client) with one room of pieces, each carrying the
 * studio's cost, proposed and approved by the client (a piece with options: its first option).
 */
async function world(pieces: Piece[], approve = pieces.map(() => true)) {
  const { project, token } = await projectWithLink({ clientProjectName: "Invoice House" });
  const client = await signIn("client", uniqueEmail("inv"), "Robin");
  await assign(client, project.id);
  let view = await ok<AdminSelectionsView>(
    await adminCall(`/api/projects/${project.id}/selection-rooms`, "POST", { name: "Dining room" }),
    201,
  );
  const roomId = view.rooms[0]?.id ?? 0;
  for (const p of pieces) {
    view = await ok<AdminSelectionsView>(
      await adminCall(`/api/admin/selection-rooms/${roomId}/items`, "POST", {
        name: p.name,
        quantity: p.quantity ?? 1,
        unitPriceCents: p.unitPriceCents,
        costCents: COST,
      }),
      201,
    );
    const itemId = view.rooms[0]?.items.at(-1)?.id ?? 0;
    for (const [i, price] of (p.options ?? []).entries()) {
      await ok(
        await adminCall(`/api/admin/selection-items/${itemId}/options`, "POST", {
          name: `Finish ${i + 1}`,
          unitPriceCents: price,
          costCents: OPTION_COST,
        }),
        201,
      );
    }
  }
  view = await ok<AdminSelectionsView>(
    await adminCall(`/api/admin/selection-rooms/${roomId}/propose`, "POST", {}),
  );
  const items = view.rooms[0]?.items ?? [];
  for (const [i, item] of items.entries()) {
    if (!approve[i]) continue;
    const res = await portalApi(`/api/portal/selection-items/${item.id}/decision`, {
      method: "POST",
      json: { projectId: project.id, token, decision: "approved", optionId: item.options[0]?.id ?? null },
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  return { project, token, client, roomId, itemIds: items.map((i) => i.id) };
}

const createInvoice = (projectId: number, body: object = {}) =>
  adminCall(`/api/projects/${projectId}/selection-invoices`, "POST", body);

/** The invoice's row as stored. */
function invoiceRow(id: number) {
  return db().select().from(selectionInvoices).where(eq(selectionInvoices.id, id)).get();
}

async function invoiceCount(projectId: number) {
  return (await db().select().from(selectionInvoices).where(eq(selectionInvoices.projectId, projectId)).all())
    .length;
}

async function clientInvoices(projectId: number, token: string) {
  const res = await portalApi(`/api/portal/selection-invoices?token=${token}&projectId=${projectId}`);
  const raw = await res.text();
  expect(res.status, raw).toBe(200);
  return { list: JSON.parse(raw) as ClientInvoice[], raw };
}

function startPay(invoiceId: number, projectId: number, who: { token?: string; session?: Session }) {
  return portalApi(`/api/portal/selection-invoices/${invoiceId}/checkout`, {
    method: "POST",
    session: who.session ?? null,
    json: { projectId, ...(who.token ? { token: who.token } : {}) },
  });
}

/** The test's cost figures, none of which may reach a client. */
const noCost = (raw: string) => expectNoCost(raw, [COST, OPTION_COST]);

describe("issuing an invoice", () => {
  it("invoices every approved piece by default, snapshotting name, option, quantity and client price", async () => {
    const w = await world(
      [
        { name: "Walnut table", unitPriceCents: 250_000 },
        { name: "Dining chair", unitPriceCents: 40_000, quantity: 6, options: [45_000, 50_000] },
        { name: "Pendant", unitPriceCents: 90_000 },
      ],
      [true, true, false],
    );
    const invoice = await ok<AdminInvoice>(await createInvoice(w.project.id), 201);
    expect(invoice).toMatchObject({
      status: "open",
      projectId: w.project.id,
      projectName: "Invoice House",
      depositPercent: null,
      taxRate: null,
      subtotalCents: 250_000 + 6 * 45_000,
      amountCents: 520_000,
      taxCents: 0,
      totalCents: 520_000,
    });
    expect(invoice.number).toMatch(/^INV-\d{4,}$/);
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        name: "Walnut table",
        optionName: null,
        quantity: 1,
        unitPriceCents: 250_000,
        lineTotalCents: 250_000,
        roomName: "Dining room",
      }),
      expect.objectContaining({
        name: "Dining chair",
        optionName: "Finish 1",
        quantity: 6,
        unitPriceCents: 45_000,
        lineTotalCents: 270_000,
      }),
    ]);
    // The pendant (not approved) is not on it; the invoiced pieces cannot be invoiced again.
    const again = await createInvoice(w.project.id);
    expect(again.status).toBe(409);
    expect((await json<{ message: string }>(again)).message).toBe(INVOICE_MESSAGES.nothingToInvoice);
    const listed = await ok<ProjectInvoices>(
      await adminCall(`/api/projects/${w.project.id}/selection-invoices`, "GET"),
    );
    expect(listed.taxRate).toBe("7.75");
    expect(listed.invoices.map((i) => i.id)).toEqual([invoice.id]);
    noCost(JSON.stringify(listed));
    // The audit trail has it.
    const entries = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "selection.invoice.create"), eq(auditLog.entityId, String(w.project.id))),
      )
      .all();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.detail).toMatchObject({ invoiceId: invoice.id, totalCents: 520_000 });
  });

  it("rounds a deposit share and the tax half up to the cent, once per invoice (not per line)", async () => {
    // Two pieces of 333 cents at 50%: per invoice 333 (per line it would be 167 + 167 = 334).
    const a = await world([
      { name: "Cushion", unitPriceCents: 333 },
      { name: "Throw", unitPriceCents: 333 },
    ]);
    const perInvoice = await ok<AdminInvoice>(
      await createInvoice(a.project.id, { depositPercent: 50, applyTax: true }),
      201,
    );
    // 666 × 50% = 333; tax 333 × 7.75% = 25.8075 → 26.
    expect(perInvoice).toMatchObject({
      subtotalCents: 666,
      amountCents: 333,
      taxCents: 26,
      totalCents: 359,
      depositPercent: 50,
      taxRate: "7.75",
    });
    expect(invoiceTotals([333, 333], 50, 7750)).toEqual({
      subtotalCents: 666,
      amountCents: 333,
      taxCents: 26,
      totalCents: 359,
    });

    // An exact half cent goes up: 1,001 × 50% = 500.5 → 501.
    const b = await world([{ name: "Vase", unitPriceCents: 1_001 }]);
    expect(
      await ok<AdminInvoice>(await createInvoice(b.project.id, { depositPercent: 50 }), 201),
    ).toMatchObject({
      subtotalCents: 1_001,
      amountCents: 501,
      taxCents: 0,
      totalCents: 501,
    });
    // Tax of exactly half a cent goes up too: 600 × 7.75% = 46.5 → 47 (banker's rounding: 46).
    const c = await world([{ name: "Lamp", unitPriceCents: 200, quantity: 3 }]);
    expect(await ok<AdminInvoice>(await createInvoice(c.project.id, { applyTax: true }), 201)).toMatchObject({
      subtotalCents: 600,
      amountCents: 600,
      taxCents: 47,
      totalCents: 647,
    });
    // The shared rule (the admin form's preview) and the configured rate's reading.
    expect(invoiceTotals([600], null, 7750).taxCents).toBe(47);
    expect(parseTaxRate("7.75")).toBe(7750);
    expect(parseTaxRate("")).toBeNull();
    expect(parseTaxRate("abc")).toBe("invalid");
  });

  it("keeps an issued invoice unchanged when the piece is edited afterwards", async () => {
    const w = await world([{ name: "Sideboard", unitPriceCents: 180_000 }]);
    const invoice = await ok<AdminInvoice>(await createInvoice(w.project.id, { itemIds: w.itemIds }), 201);
    const itemId = w.itemIds[0] ?? 0;
    await ok(
      await adminCall(`/api/admin/selection-items/${itemId}`, "PUT", {
        name: "Oak sideboard",
        unitPriceCents: 210_000,
        quantity: 2,
      }),
    );
    const { list } = await clientInvoices(w.project.id, w.token);
    expect(list[0]).toMatchObject({ id: invoice.id, subtotalCents: 180_000, totalCents: 180_000 });
    expect(list[0]?.lines).toEqual([
      expect.objectContaining({ name: "Sideboard", quantity: 1, unitPriceCents: 180_000 }),
    ]);
  });

  it("refuses bad input, unapproved, foreign and already invoiced pieces with a clear message, changing nothing", async () => {
    const w = await world(
      [
        { name: "Rug", unitPriceCents: 70_000 },
        { name: "Mirror", unitPriceCents: 30_000 },
      ],
      [true, false],
    );
    const other = await world([{ name: "Desk", unitPriceCents: 10_000 }]);
    const [rug, mirror] = w.itemIds;
    const cases: [object, number, string][] = [
      [{ depositPercent: 0 }, 400, INVOICE_MESSAGES.depositPercent],
      [{ depositPercent: 101 }, 400, INVOICE_MESSAGES.depositPercent],
      [{ depositPercent: 12.5 }, 400, INVOICE_MESSAGES.depositPercent],
      [{ depositPercent: "50" }, 400, INVOICE_MESSAGES.depositPercent],
      [{ applyTax: "yes" }, 400, INVOICE_MESSAGES.applyTax],
      [{ itemIds: [] }, 400, INVOICE_MESSAGES.itemIds],
      [{ itemIds: [rug, rug] }, 400, INVOICE_MESSAGES.itemIds],
      [{ itemIds: [rug, mirror] }, 409, INVOICE_MESSAGES.notApproved],
      [{ itemIds: [rug, other.itemIds[0]] }, 404, INVOICE_MESSAGES.pieceNotFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await createInvoice(w.project.id, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((await json<{ message: string; errors?: Record<string, string> }>(res)).message).toContain(
        message,
      );
    }
    expect(await invoiceCount(w.project.id)).toBe(0);
    expect(await invoiceCount(other.project.id)).toBe(0);
    await ok(await createInvoice(w.project.id, { itemIds: [rug] }), 201);
    const twice = await createInvoice(w.project.id, { itemIds: [rug] });
    expect(twice.status).toBe(409);
    expect((await json<{ message: string }>(twice)).message).toBe(INVOICE_MESSAGES.alreadyInvoiced);
    expect(await invoiceCount(w.project.id)).toBe(1);
    // No such project.
    expect((await createInvoice(999_999_999, {})).status).toBe(404);
  });

  it("two invoices made at once never both take a piece", async () => {
    const w = await world([{ name: "Armchair", unitPriceCents: 95_000 }]);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => createInvoice(w.project.id, { itemIds: w.itemIds })),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(3);
    expect(await invoiceCount(w.project.id)).toBe(1);
  });

  it("voids an open invoice (its pieces may be invoiced again), never a paid or void one", async () => {
    const w = await world([{ name: "Bench", unitPriceCents: 60_000 }]);
    const invoice = await ok<AdminInvoice>(await createInvoice(w.project.id), 201);
    const voided = await ok<AdminInvoice>(
      await adminCall(`/api/admin/selection-invoices/${invoice.id}/void`, "POST"),
    );
    expect(voided).toMatchObject({ status: "void" });
    expect(voided.voidedAt).not.toBeNull();
    const again = await adminCall(`/api/admin/selection-invoices/${invoice.id}/void`, "POST");
    expect(again.status).toBe(409);
    expect((await json<{ message: string }>(again)).message).toBe(INVOICE_MESSAGES.alreadyVoid);
    // The client no longer sees it; the piece can go on a new invoice.
    expect((await clientInvoices(w.project.id, w.token)).list).toEqual([]);
    await ok(await createInvoice(w.project.id), 201);
    expect((await adminCall("/api/admin/selection-invoices/999999999/void", "POST")).status).toBe(404);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "selection.invoice.void"))
      .all();
    expect(entries.some((e) => (e.detail as { invoiceId?: number })?.invoiceId === invoice.id)).toBe(true);
  });
});

describe("paying an invoice", () => {
  it("shares one Checkout Session between simultaneous starts, and paid makes the pieces ordered", async () => {
    const w = await world([
      { name: "Sofa", unitPriceCents: 320_000, options: [330_000] },
      { name: "Side table", unitPriceCents: 45_000, quantity: 2 },
    ]);
    const invoice = await ok<AdminInvoice>(
      await createInvoice(w.project.id, { depositPercent: 50, applyTax: true }),
      201,
    );
    // (330,000 + 90,000) × 50% = 210,000; tax 7.75% = 16,275; total 226,275.
    expect(invoice.totalCents).toBe(226_275);
    const starts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        startPay(invoice.id, w.project.id, i % 2 ? { token: w.token } : { session: w.client }),
      ),
    );
    const bodies = await Promise.all(starts.map((r) => r.clone().text()));
    expect(
      starts.map((r) => r.status),
      bodies.join("\n"),
    ).toEqual(Array(8).fill(200));
    for (const raw of bodies) noCost(raw);
    const urls = new Set(bodies.map((b) => (JSON.parse(b) as { url: string }).url));
    expect(urls.size).toBe(1);
    const sessions = await invoiceSessions(invoice.id);
    expect(sessions).toHaveLength(1);
    const [session] = sessions;
    if (!session) throw new Error("no session");
    expect(session.amount_total).toBe(226_275);
    // Nothing of the studio's cost went to Stripe.
    const lineItems = await standIn<unknown>(`/v1/checkout/sessions/${session.id}/line_items`, {
      headers: { Authorization: "Bearer sk_test_stand_in" },
    });
    noCost(JSON.stringify(lineItems));
    noCost(JSON.stringify(session));
    expect(
      await db()
        .select()
        .from(selectionInvoicePayments)
        .where(eq(selectionInvoicePayments.invoiceId, invoice.id))
        .all(),
    ).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(checkoutAttempts)
        .where(eq(checkoutAttempts.scope, `invoice:${invoice.id}`))
        .all(),
    ).toHaveLength(1);

    const paid = await pay(session.id);
    const event = completedEvent(paid);
    expect(await deliver(event)).toMatchObject({ outcome: "paid" });
    const { list, raw } = await clientInvoices(w.project.id, w.token);
    noCost(raw);
    expect(list[0]).toMatchObject({ id: invoice.id, status: "paid" });
    expect(list[0]?.paidAt).not.toBeNull();
    for (const id of w.itemIds) {
      const row = await itemRow(id);
      expect(row).toMatchObject({ status: "ordered" });
      expect(row?.orderedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "selection.invoice.paid"))
      .all();
    expect(audit.filter((e) => (e.detail as { invoiceId?: number })?.invoiceId === invoice.id)).toHaveLength(
      1,
    );

    // The same event again changes nothing.
    const before = await invoiceRow(invoice.id);
    const replay = await deliver(event);
    expect(replay.duplicate ?? replay.outcome).toBeTruthy();
    expect(replay.outcome === undefined || replay.outcome === "duplicate").toBe(true);
    expect(await invoiceRow(invoice.id)).toEqual(before);
    expect(
      (await db().select().from(auditLog).where(eq(auditLog.action, "selection.invoice.paid")).all()).filter(
        (e) => (e.detail as { invoiceId?: number })?.invoiceId === invoice.id,
      ),
    ).toHaveLength(1);
    // Paying again is refused; voiding a paid invoice too.
    const more = await startPay(invoice.id, w.project.id, { token: w.token });
    expect(more.status).toBe(409);
    expect((await json<{ message: string }>(more)).message).toBe(INVOICE_MESSAGES.alreadyPaid);
    const voided = await adminCall(`/api/admin/selection-invoices/${invoice.id}/void`, "POST");
    expect(voided.status).toBe(409);
    expect((await json<{ message: string }>(voided)).message).toBe(INVOICE_MESSAGES.paidCannotVoid);
  });

  it("refunds a second payment automatically and records it; the invoice of record is the first", async () => {
    const w = await world([{ name: "Headboard", unitPriceCents: 120_000 }]);
    const invoice = await ok<AdminInvoice>(await createInvoice(w.project.id), 201);
    const { url } = await ok<{ url: string }>(
      await startPay(invoice.id, w.project.id, { session: w.client }),
    );
    const first = await pay(sessionIdOf(url));
    expect(await deliver(completedEvent(first))).toMatchObject({ outcome: "paid" });
    const second = await pay((await cloneSession(first.id)).id);
    const secondEvent = completedEvent(second);
    expect(await deliver(secondEvent)).toMatchObject({ outcome: "second_payment" });
    const refunds = await refundsFor(second.payment_intent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 120_000, status: "succeeded" });
    expect(await refundsFor(first.payment_intent)).toEqual([]);
    const rows = await db()
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.stripeSessionId, second.id))
      .all();
    expect(rows).toEqual([
      expect.objectContaining({
        kind: "invoice",
        status: "succeeded",
        amountCents: 120_000,
        reason: "The invoice had already been paid.",
      }),
    ]);
    // Replaying the second payment's event refunds nothing more.
    await deliver(secondEvent);
    expect(await refundsFor(second.payment_intent)).toHaveLength(1);
    const after = await invoiceRow(invoice.id);
    expect(after).toMatchObject({ status: "paid", paymentRef: first.payment_intent });
  });

  it("refunds a payment that arrives after the studio voided the invoice", async () => {
    const w = await world([{ name: "Stool", unitPriceCents: 20_000 }]);
    const invoice = await ok<AdminInvoice>(await createInvoice(w.project.id), 201);
    const { url } = await ok<{ url: string }>(await startPay(invoice.id, w.project.id, { token: w.token }));
    await ok(await adminCall(`/api/admin/selection-invoices/${invoice.id}/void`, "POST"));
    const paid = await pay(sessionIdOf(url));
    expect(await deliver(completedEvent(paid))).toMatchObject({ outcome: "second_payment" });
    expect(await refundsFor(paid.payment_intent)).toHaveLength(1);
    expect(await itemRow(w.itemIds[0] ?? 0)).toMatchObject({ status: "approved" });
    // Starting a payment of a void invoice is refused.
    const res = await startPay(invoice.id, w.project.id, { token: w.token });
    expect(res.status).toBe(409);
    expect((await json<{ message: string }>(res)).message).toBe(INVOICE_MESSAGES.voided);
  });
});

describe("a webhook that never arrived", () => {
  it("the hourly job marks the invoice paid once, and the late webhook changes nothing", async () => {
    const w = await world([{ name: "Daybed", unitPriceCents: 150_000 }]);
    const invoice = await ok<AdminInvoice>(await createInvoice(w.project.id), 201);
    const { url } = await ok<{ url: string }>(await startPay(invoice.id, w.project.id, { token: w.token }));
    // Paid at Stripe (the stand-in), but no webhook ever arrives.
    const paid = await pay(sessionIdOf(url));
    const old = new Date(Date.now() - ORDER_RECONCILE_AFTER_MS - 60_000).toISOString();
    await db()
      .update(selectionInvoicePayments)
      .set({ createdAt: old })
      .where(eq(selectionInvoicePayments.invoiceId, invoice.id));
    const report = await runScheduled(env, Date.now());
    expect(report.invoices).not.toBe("skipped");
    const after = await invoiceRow(invoice.id);
    expect(after).toMatchObject({ status: "paid", paymentRef: paid.payment_intent });
    expect(await itemRow(w.itemIds[0] ?? 0)).toMatchObject({ status: "ordered" });
    // Again: nothing changes; the webhook turning up late finds it paid.
    await runScheduled(env, Date.now());
    expect(await deliver(completedEvent(paid))).toMatchObject({ outcome: "unchanged" });
    expect(await invoiceRow(invoice.id)).toEqual(after);
    expect(await refundsFor(paid.payment_intent)).toEqual([]);
  });
});

describe("who may see and do what", () => {
  it("refuses wrong roles and wrong projects without leaking anything", async () => {
    const w = await world([{ name: "Console", unitPriceCents: 75_000 }]);
    const other = await world([{ name: "Ottoman", unitPriceCents: 15_000 }]);
    const invoice = await ok<AdminInvoice>(await createInvoice(w.project.id), 201);
    // The studio's endpoints: signed out 401, a client 403.
    for (const [path, method] of [
      [`/api/projects/${w.project.id}/selection-invoices`, "GET"],
      [`/api/projects/${w.project.id}/selection-invoices`, "POST"],
      [`/api/admin/selection-invoices/${invoice.id}/void`, "POST"],
      ["/api/admin/selection-invoices", "GET"],
    ] as const) {
      const out = await adminCall(path, method, method === "POST" ? {} : undefined, null);
      expect(out.status, `${method} ${path}`).toBe(401);
      const client = await adminCall(path, method, method === "POST" ? {} : undefined, w.client);
      expect(client.status, `${method} ${path}`).toBe(403);
      expect(await client.text()).not.toContain("Console");
    }
    // The portal: no token, a wrong token, another project's token or client: 404 and nothing else.
    const refusals = [
      portalApi(`/api/portal/selection-invoices?projectId=${w.project.id}`),
      portalApi(`/api/portal/selection-invoices?token=nope&projectId=${w.project.id}`),
      portalApi(`/api/portal/selection-invoices?token=${other.token}&projectId=${w.project.id}`),
      portalApi(`/api/portal/selection-invoices?projectId=${w.project.id}`, { session: other.client }),
      startPay(invoice.id, other.project.id, { token: other.token }),
      startPay(invoice.id, w.project.id, { token: other.token }),
      startPay(invoice.id, w.project.id, { session: other.client }),
      startPay(invoice.id, w.project.id, {}),
    ];
    for (const res of await Promise.all(refusals)) {
      expect(res.status).toBe(404);
      const raw = await res.text();
      expect(raw).not.toContain("Console");
      expect(raw).not.toContain("75000");
    }
    expect(await invoiceSessions(invoice.id)).toEqual([]);
    // The signed-in client of the project sees it.
    const mine = await portalApi(`/api/portal/selection-invoices?projectId=${w.project.id}`, {
      session: w.client,
    });
    expect((await ok<ClientInvoice[]>(mine)).map((i) => i.id)).toEqual([invoice.id]);
  });

  it("lists invoices for the Orders tab (a status narrows them) and puts them in the client's privacy export", async () => {
    const w = await world([{ name: "Credenza", unitPriceCents: 88_000 }]);
    const invoice = await ok<AdminInvoice>(await createInvoice(w.project.id), 201);
    const all = await ok<AdminInvoice[]>(await adminCall("/api/admin/selection-invoices", "GET"));
    expect(all.find((i) => i.id === invoice.id)).toMatchObject({
      projectName: "Invoice House",
      status: "open",
    });
    const paidOnly = await ok<AdminInvoice[]>(
      await adminCall("/api/admin/selection-invoices?status=paid", "GET"),
    );
    expect(paidOnly.some((i) => i.id === invoice.id)).toBe(false);
    noCost(JSON.stringify(all));
    // The shop's orders list answers as before.
    const orders = await adminCall("/api/admin/orders", "GET");
    expect(orders.status).toBe(200);

    const exported = await ok<PrivacyExport>(
      await adminCall(`/api/admin/privacy/export?email=${encodeURIComponent(w.client.email)}`, "GET"),
    );
    expect(exported.selectionInvoices).toEqual([
      expect.objectContaining({ id: invoice.id, totalCents: 88_000 }),
    ]);
    const deleted = await adminCall("/api/admin/privacy/delete", "POST", {
      email: w.client.email,
      confirm: w.client.email,
    });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    // The invoice is kept.
    expect(await invoiceRow(invoice.id)).toBeTruthy();
  });
});
