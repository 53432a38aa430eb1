/**
 * Money moves once, by construction (issue 25, item 4): simultaneous checkout starts for one
 * proposal deposit or one shop cart claim one attempt in D1 and open one Checkout Session (asserted
 * on the Stripe stand-in's own record of sessions), so one charge; a second payment that still
 * arrives (forced through the stand-in: a second session for the same deposit or order, paid) is
 * refunded through the stand-in's Refunds API, recorded in D1, shown in the admin's API answers and
 * told to the studio; replayed webhooks change nothing.
 */
import { env } from "cloudflare:workers";
import { and, eq, like, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminOrder } from "../../src/shared/order";
import type { AdminProposal } from "../../src/shared/proposals";
import { runScheduled } from "../../worker/cron";
import { checkoutAttempts, emailOutbox, orderItems, orders, paymentRefunds } from "../../worker/db/schema";
import { api, db, json, signInBeforeAll } from "./helpers";
import { proposalRecord, proposalToOneSigner, typedSignature } from "./proposal-fixtures";
import { makeProduct, stockOf } from "./shop-fixtures";
import {
  checkoutSessionEvent,
  newEventId,
  postStripeWebhook,
  type StandInRefund,
  type StandInSession,
} from "./stripe-events";

const STAND_IN = env.STRIPE_API_BASE ?? "";
const STARTS = 12;

const admin = signInBeforeAll("admin", "owner@studio.test", "Owner");

let ipSeq = 0;
/** An address of its own (TEST-NET-3) per test, so per-IP limits of other files never interfere. */
function ownIp(): string {
  ipSeq++;
  return `203.0.113.${ipSeq}`;
}

async function standIn<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${STAND_IN}${path}`, init);
  if (!res.ok) throw new Error(`stand-in ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const sessionsWhere = async (pick: (s: StandInSession) => boolean) =>
  (await standIn<StandInSession[]>("/__sessions")).filter(pick);
const refundsFor = async (intent: string | null) =>
  (await standIn<StandInRefund[]>("/__refunds")).filter((r) => r.payment_intent === intent);

/** The shopper pays on the stand-in's page (no webhook: the test delivers it). */
const pay = (id: string) =>
  standIn<StandInSession>(`/__pay/${id}?email=payer@example.com`, { method: "POST" });
/** A second payable session for the same thing, as the old race made one. */
const cloneSession = (id: string) => standIn<StandInSession>(`/__clone/${id}`, { method: "POST" });

/** checkout.session.completed for the session as the stand-in holds it, signed as Stripe signs it. */
function completedEvent(session: StandInSession, eventId = newEventId()) {
  return checkoutSessionEvent("checkout.session.completed", session, eventId);
}

async function deliver(payload: string): Promise<Record<string, unknown>> {
  const res = await postStripeWebhook(payload);
  expect(res.status, await res.clone().text()).toBe(200);
  return json(res);
}

/**
 * A second session for the same thing (as the old race made one), paid; its webhook answers
 * `outcome`. The second payment and its event.
 */
async function paySecondSession(first: StandInSession, outcome: string) {
  const second = await pay((await cloneSession(first.id)).id);
  const secondEvent = completedEvent(second);
  expect(await deliver(secondEvent)).toMatchObject({ outcome });
  return { second, secondEvent };
}

/** Stripe (the stand-in) was asked to refund the payment once, in full (`amount`), as a duplicate. */
async function refundedOnceInFull(payment: StandInSession, amount: number): Promise<StandInRefund> {
  const refunds = await refundsFor(payment.payment_intent);
  expect(refunds).toHaveLength(1);
  expect(refunds[0]).toMatchObject({ amount, status: "succeeded", reason: "duplicate" });
  return refunds[0] as StandInRefund;
}

/**
 * Replays: the second payment's event again, the same payment under another event id, and the
 * first payment's event again; the webhook's three answers. Nothing more was refunded: the second
 * payment once, the first never.
 */
async function replayBoth(first: StandInSession, second: StandInSession, secondEvent: string) {
  const answers = [
    await deliver(secondEvent),
    await deliver(completedEvent(second)),
    await deliver(completedEvent(first)),
  ];
  expect(await refundsFor(second.payment_intent)).toHaveLength(1);
  expect(await refundsFor(first.payment_intent)).toEqual([]);
  return answers;
}

/** Every start was answered 200, all with the same checkout: its URL. */
async function oneCheckoutFor(answers: Response[]): Promise<string> {
  const bodies = await Promise.all(answers.map((r) => r.clone().text()));
  expect(
    answers.map((r) => r.status),
    bodies.join("\n"),
  ).toEqual(answers.map(() => 200));
  const urls = new Set(await Promise.all(answers.map(async (r) => (await json<{ url: string }>(r)).url)));
  expect(urls.size).toBe(1);
  return [...urls][0] ?? "";
}

function sessionIdOf(url: string): string {
  return /\/pay\/([A-Za-z0-9_]+)/.exec(url)?.[1] ?? "";
}

/** The refunds D1 records where `where` holds. */
const refundRows = (where: SQL | undefined) => db().select().from(paymentRefunds).where(where).all();

async function studioMail(subjectStart: string) {
  return (await db().select().from(emailOutbox).all()).filter((m) => m.subject.startsWith(subjectStart));
}

// ---------------------------------------------------------------------------------------------
// The deposit
// ---------------------------------------------------------------------------------------------

/** A proposal with a $1,500 deposit, signed by its one signer (a signed-in client): payable. */
async function signedProposal() {
  const { project, client, proposal, signerId, hash } = await proposalToOneSigner(
    admin,
    "Willow Court",
    { emailPrefix: "payer", firstName: "Avery", name: "Avery Stone" },
    "1,500",
  );
  const signed = await api(`/api/portal/proposals/${proposal.id}/sign`, {
    session: client,
    json: typedSignature(signerId, "Avery Stone", hash, { projectId: project.id }),
  });
  expect(signed.status, await signed.clone().text()).toBe(201);
  return { project, client, proposal };
}

function startDeposit(world: Awaited<ReturnType<typeof signedProposal>>) {
  return api(`/api/portal/proposals/${world.proposal.id}/checkout`, {
    session: world.client,
    json: { projectId: world.project.id },
    headers: { "CF-Connecting-IP": ownIp() },
  });
}

const depositSessions = (requestId: number) =>
  sessionsWhere((s) => s.metadata.kind === "proposal_deposit" && s.metadata.proposalId === String(requestId));

async function adminProposal(projectId: number): Promise<AdminProposal> {
  const list = await json<AdminProposal[]>(
    await api(`/api/projects/${projectId}/signature-requests`, { session: admin }),
  );
  const found = list[0];
  if (!found) throw new Error("no proposal");
  return found;
}

describe("the deposit, started by many payers at once", () => {
  it(`opens one Checkout Session for ${STARTS} simultaneous starts, and is charged once`, async () => {
    const world = await signedProposal();
    const answers = await Promise.all(Array.from({ length: STARTS }, () => startDeposit(world)));
    const url = await oneCheckoutFor(answers);

    // The stand-in saw exactly one session for this deposit; D1 holds one payment and one attempt.
    const sessions = await depositSessions(world.proposal.id);
    expect(sessions).toHaveLength(1);
    const [session] = sessions;
    if (!session) throw new Error("no session");
    expect(session.url).toBe(url);
    expect(session.amount_total).toBe(150_000);
    const { payments } = await proposalRecord(world.proposal.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]?.stripeSessionId).toBe(session.id);
    const attempts = await db()
      .select()
      .from(checkoutAttempts)
      .where(eq(checkoutAttempts.scope, `deposit:${world.proposal.id}`))
      .all();
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({
      status: "open",
      stripeSessionId: session.id,
      paymentId: payments[0]?.id,
    });

    // Starting again later still answers the same session.
    expect((await json<{ url: string }>(await startDeposit(world))).url).toBe(session.url);

    const paid = await pay(session.id);
    expect(await deliver(completedEvent(paid))).toMatchObject({ outcome: "paid" });
    const charged = (await depositSessions(world.proposal.id)).filter((s) => s.payment_status === "paid");
    expect(charged).toHaveLength(1);
    expect(await refundsFor(paid.payment_intent)).toEqual([]);
    const view = await adminProposal(world.project.id);
    expect(view.depositPaidAt).not.toBeNull();
    expect(view.depositRefunds).toEqual([]);
  });

  it("refunds a second payment automatically, records and shows it, and replays change nothing", async () => {
    const world = await signedProposal();
    const { url } = await json<{ url: string }>(await startDeposit(world));
    const first = await pay(sessionIdOf(url));
    expect(await deliver(completedEvent(first))).toMatchObject({ outcome: "paid" });

    // A second session for the same deposit is paid too (as the old race allowed).
    const { second, secondEvent } = await paySecondSession(first, "second_payment");

    // Stripe (the stand-in) was asked to refund exactly that payment, in full, as a duplicate.
    const refund = await refundedOnceInFull(second, 150_000);
    expect(await refundsFor(first.payment_intent)).toEqual([]);

    // D1 keeps the record: refund id, amount, when, why.
    const rows = await refundRows(eq(paymentRefunds.requestId, world.proposal.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "deposit",
      status: "succeeded",
      stripeRefundId: refund.id,
      stripeSessionId: second.id,
      paymentIntentId: second.payment_intent,
      amountCents: 150_000,
      currency: "usd",
      reason: "The deposit had already been paid.",
    });
    expect(rows[0]?.refundedAt).not.toBeNull();

    // The admin's answer shows it; the deposit of record is still the first payment.
    const view = await adminProposal(world.project.id);
    expect(view.depositPaymentRef).toBe(first.payment_intent);
    expect(view.depositRefunds).toEqual([
      expect.objectContaining({
        status: "succeeded",
        amountCents: 150_000,
        stripeRefundId: refund.id,
        reason: "The deposit had already been paid.",
      }),
    ]);

    // The studio is told it was refunded (no more "to refund").
    const told = await studioMail(`Second payment refunded: the deposit for "Design Fee Proposal"`);
    expect(told.filter((m) => m.text.includes(second.payment_intent ?? "?"))).toHaveLength(1);
    expect(told[0]?.text).toContain("refunded in full automatically");
    // Its link lands on the proposal in its project (issue 25, item 5).
    expect(told[0]?.text).toContain(
      `/admin?tab=documents&projectId=${world.project.id}&proposal=${world.proposal.id}`,
    );
    expect(await studioMail("Second deposit payment to refund")).toEqual([]);

    // Replays: the same event, the same payment under another event id, and the first payment
    // again: nothing more is refunded, recorded or sent.
    const [sameEvent, sameSecond, firstAgain] = await replayBoth(first, second, secondEvent);
    expect(sameEvent).toMatchObject({ duplicate: true });
    expect(sameSecond).not.toMatchObject({ outcome: "second_payment" });
    expect(firstAgain).toMatchObject({ outcome: "unchanged" });
    expect(await refundRows(eq(paymentRefunds.requestId, world.proposal.id))).toHaveLength(1);
    expect(
      (await studioMail("Second payment refunded")).filter((m) =>
        m.text.includes(second.payment_intent ?? "?"),
      ),
    ).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------
// The shop
// ---------------------------------------------------------------------------------------------

/** A vase ($145.00) with `stock` in stock. */
const makeVase = (stock = 3) => makeProduct({ stock });

function startCart(items: { productId: number; quantity: number }[], ip: string, checkoutKey?: string) {
  return api("/api/checkout", {
    json: checkoutKey ? { items, checkoutKey } : { items },
    headers: { "CF-Connecting-IP": ip },
  });
}

/** A vase (`stock` in stock), one of it checked out through a cart of its own (200) and paid at the stand-in. */
async function paidCart(stock: number) {
  const vase = await makeVase(stock);
  const res = await startCart([{ productId: vase.id, quantity: 1 }], ownIp(), `cart-${crypto.randomUUID()}`);
  expect(res.status).toBe(200);
  const first = await pay(sessionIdOf((await json<{ url: string }>(res)).url));
  return { vase, first };
}

async function ordersWith(productId: number) {
  const rows = await db()
    .select({ id: orders.id, publicRef: orders.publicRef, status: orders.status })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orderItems.productId, productId))
    .all();
  return rows;
}

const orderSessions = (refs: (string | null)[]) =>
  sessionsWhere((s) => refs.includes(s.metadata.orderRef ?? "-"));

async function adminOrder(id: number): Promise<AdminOrder> {
  const list = await json<AdminOrder[]>(await api("/api/admin/orders", { session: admin }));
  const found = list.find((o) => o.id === id);
  if (!found) throw new Error(`order ${id} not in the admin's list`);
  return found;
}

describe("one cart, started many times at once", () => {
  it(`reserves the stock once and opens one Checkout Session for ${STARTS} simultaneous starts`, async () => {
    const vase = await makeVase(3);
    const ip = ownIp();
    const key = `cart-${crypto.randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: STARTS }, () => startCart([{ productId: vase.id, quantity: 2 }], ip, key)),
    );
    const url = await oneCheckoutFor(answers);

    // Reserved once (3 - 2), one order, one session at the stand-in.
    expect(await stockOf(vase.id)).toBe(1);
    const made = await ordersWith(vase.id);
    expect(made).toHaveLength(1);
    const sessions = await orderSessions(made.map((o) => o.publicRef));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.url).toBe(url);

    // The shopper pays: one charge, the order paid, nothing refunded.
    const paid = await pay(sessions[0]?.id ?? "");
    expect(await deliver(completedEvent(paid))).toMatchObject({ outcome: "applied" });
    expect(
      (await orderSessions(made.map((o) => o.publicRef))).filter((s) => s.payment_status === "paid"),
    ).toHaveLength(1);
    expect(await refundsFor(paid.payment_intent)).toEqual([]);
    const order = await adminOrder(made[0]?.id ?? 0);
    expect(order.status).toBe("paid");
    expect(order.refunds).toEqual([]);

    // The same key and cart after payment is a new purchase: a new order, a new session.
    const again = await startCart([{ productId: vase.id, quantity: 1 }], ip, key);
    expect(again.status, await again.clone().text()).toBe(200);
    expect((await json<{ url: string }>(again)).url).not.toBe(paid.url);
    expect(await stockOf(vase.id)).toBe(0);
  });

  it("shares one checkout between simultaneous starts of a cart sent without a key (same address)", async () => {
    const bowl = await makeVase(5);
    const ip = ownIp();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => startCart([{ productId: bowl.id, quantity: 1 }], ip)),
    );
    const url = await oneCheckoutFor(answers);
    expect(await stockOf(bowl.id)).toBe(4);
    expect(await ordersWith(bowl.id)).toHaveLength(1);
    // Another address is another shopper: their own order.
    const other = await startCart([{ productId: bowl.id, quantity: 1 }], ownIp());
    expect(other.status).toBe(200);
    expect((await json<{ url: string }>(other)).url).not.toBe(url);
    expect(await stockOf(bowl.id)).toBe(3);
  });

  it("refuses a malformed checkout key with 400 and reserves nothing", async () => {
    const lamp = await makeVase(2);
    const res = await startCart([{ productId: lamp.id, quantity: 1 }], ownIp(), "short");
    expect(res.status).toBe(400);
    expect(await json<{ message: string }>(res)).toMatchObject({ message: expect.any(String) });
    expect(await stockOf(lamp.id)).toBe(2);
    expect(await ordersWith(lamp.id)).toEqual([]);
  });

  it("refunds an order paid twice, records and shows it, and replays change nothing", async () => {
    const { vase: chair, first } = await paidCart(2);
    expect(await deliver(completedEvent(first))).toMatchObject({ outcome: "applied" });
    const [made] = await ordersWith(chair.id);
    if (!made) throw new Error("no order");

    const { second, secondEvent } = await paySecondSession(first, "refunded");

    const refund = await refundedOnceInFull(second, 14_500);
    const rows = await refundRows(eq(paymentRefunds.orderId, made.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "order",
      status: "succeeded",
      stripeRefundId: refund.id,
      amountCents: 14_500,
      reason: "The order had already been paid through another checkout.",
    });

    // The order stays paid (once: its stock sold once); the admin sees the refund.
    const order = await adminOrder(made.id);
    expect(order.status).toBe("paid");
    expect(order.stripeSessionId).toBe(first.id);
    expect(order.refunds).toEqual([
      expect.objectContaining({ status: "succeeded", amountCents: 14_500, stripeRefundId: refund.id }),
    ]);
    expect(await stockOf(chair.id)).toBe(1);
    expect(await studioMail(`Second payment refunded: shop order #${made.id}`)).toHaveLength(1);
    // The studio heard of the order once.
    expect(
      (
        await db()
          .select()
          .from(emailOutbox)
          .where(like(emailOutbox.text, `%(#${made.id})%`))
          .all()
      ).filter((m) => m.subject.startsWith("New shop order")),
    ).toHaveLength(1);

    // Replays change nothing.
    const [sameEvent, sameSecond, firstAgain] = await replayBoth(first, second, secondEvent);
    expect(sameEvent).toMatchObject({ duplicate: true });
    expect(sameSecond).toMatchObject({ outcome: "unchanged" });
    expect(firstAgain).toMatchObject({ outcome: "unchanged" });
    expect(await refundRows(eq(paymentRefunds.orderId, made.id))).toHaveLength(1);
    expect(await studioMail(`Second payment refunded: shop order #${made.id}`)).toHaveLength(1);
  });

  it("keeps a refund Stripe did not confirm pending, and the hourly job makes it once", async () => {
    const { vase: stool, first } = await paidCart(2);
    await deliver(completedEvent(first));
    const [made] = await ordersWith(stool.id);
    if (!made) throw new Error("no order");

    // Stripe answers 500 to the refund (and to the client's one retry).
    await standIn("/__fail-next?what=refund", { method: "POST" });
    await standIn("/__fail-next?what=refund", { method: "POST" });
    const { second } = await paySecondSession(first, "refunded");
    expect(await refundsFor(second.payment_intent)).toEqual([]);
    const [pending] = await refundRows(
      and(eq(paymentRefunds.orderId, made.id), eq(paymentRefunds.status, "pending")),
    );
    expect(pending).toMatchObject({ attempts: 1, stripeRefundId: null });
    expect((await adminOrder(made.id)).refunds?.[0]).toMatchObject({ status: "pending" });
    expect(await studioMail(`Second payment being refunded: shop order #${made.id}`)).toHaveLength(1);

    const report = await runScheduled(env, Date.now() + 10 * 60_000);
    expect(report.refunds).toMatchObject({ refunded: 1 });
    const refunds = await refundsFor(second.payment_intent);
    expect(refunds).toHaveLength(1);
    expect((await adminOrder(made.id)).refunds?.[0]).toMatchObject({
      status: "succeeded",
      stripeRefundId: refunds[0]?.id,
    });
    expect(await studioMail(`Second payment refunded: shop order #${made.id}`)).toHaveLength(1);
    // Another run finds nothing left to do.
    await runScheduled(env, Date.now() + 20 * 60_000);
    expect(await refundsFor(second.payment_intent)).toHaveLength(1);
  });
});
