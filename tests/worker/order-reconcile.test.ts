/**
 * The scheduled reconciliation of shop orders with Stripe (worker/cron.ts reconcileOrders): an
 * order whose webhook never arrived is settled from Stripe's own view of its Checkout Session,
 * through the same exactly-once statements as the webhook. Orders are made through the real
 * checkout against the Stripe stand-in (tests/global-setup/stripe-stand-in.ts), which is also told
 * to expire or pay sessions, and "old" means created_at moved back past the margin.
 */
import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type CleanupReport,
  ORDER_RECONCILE_AFTER_MS,
  ORDER_RECONCILE_LIMIT,
  runScheduled,
} from "../../worker/cron";
import { orders, stripeEvents } from "../../worker/db/schema";
import type { Bindings } from "../../worker/env";
import { cancelReservedOrder, reserveOrder, setOrderSession } from "../../worker/shop/queries-orders";
import { createProject, db, json, staleUploadReservation } from "./helpers";
import { notifyingWorker } from "./notify-capture";
import { unique } from "./security-fixtures";
import { acceptedCheckout, expectOrder, makeProduct, orderRow, stockOf } from "./shop-fixtures";
import { orderSessionEvent, postStripeWebhook } from "./stripe-events";

const STAND_IN = env.STRIPE_API_BASE ?? "";
const MINUTE = 60 * 1000;

/** A piece of this file's price ($99.00) with `stock` in stock. */
const makePiece = (stock: number) =>
  makeProduct({ title: unique("Reconciled piece"), priceCents: 9900, stock });

let seq = 0;
/** A real checkout, each from its own address: the order is 'created', its stock reserved, its session open. */
function checkoutOk(productId: number, quantity: number) {
  seq++;
  return acceptedCheckout([{ productId, quantity }], `203.0.113.${seq % 250}`);
}

/** Moves an order's creation (and last look) back in time, past or inside the margin. */
async function age(orderId: number, ms: number) {
  const at = new Date(Date.now() - ms).toISOString();
  await db().update(orders).set({ createdAt: at, updatedAt: at }).where(eq(orders.id, orderId));
}
const PAST_MARGIN = ORDER_RECONCILE_AFTER_MS + 5 * MINUTE;

async function standIn(path: string, method = "POST") {
  const res = await fetch(`${STAND_IN}${path}`, { method });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { status: string; payment_status: string };
}
const expireAtStripe = (sessionId: string) => standIn(`/v1/checkout/sessions/${sessionId}/expire`);
const payAtStripe = (sessionId: string, query = "") => standIn(`/__pay/${sessionId}${query}`);
const sessionAtStripe = (sessionId: string) => standIn(`/v1/checkout/sessions/${sessionId}`, "GET");

/** How often the Worker asked the stand-in for this session (retrieve). */
async function retrievals(sessionId: string): Promise<number> {
  const all = (await (await fetch(`${STAND_IN}/__requests`)).json()) as { method: string; path: string }[];
  return all.filter((r) => r.method === "GET" && r.path === `/v1/checkout/sessions/${sessionId}`).length;
}

async function postWebhook(type: string, sessionId: string, orderId: number, eventId = unique("evt_test")) {
  const payload = orderSessionEvent(type, { id: sessionId, orderId }, eventId);
  const res = await postStripeWebhook(payload);
  expect(res.status).toBe(200);
  return json<{ outcome?: string }>(res);
}

/** A checkout of `quantity` of a new piece (`stock` in stock) whose session then expired at Stripe. */
async function expiredCheckout(stock: number, quantity: number) {
  const piece = await makePiece(stock);
  const { order, sessionId } = await checkoutOk(piece.id, quantity);
  await expireAtStripe(sessionId);
  return { piece, order, sessionId };
}

/** An order for one of the piece, its stock reserved, that never got a Checkout session. */
async function reservedWithoutSession(pieceId: number, ref: string, title: string): Promise<number> {
  const reserved = await reserveOrder(db(), {
    publicRef: unique(ref),
    totalCents: 9900,
    currency: "usd",
    lines: [{ productId: pieceId, title, unitPriceCents: 9900, quantity: 1 }],
  });
  if (!reserved.ok) throw new Error("could not reserve");
  return reserved.orderId;
}

function ordersReport(report: CleanupReport) {
  if (report.orders === "skipped") throw new Error("the reconciliation was skipped");
  return report.orders;
}

describe("order reconciliation in the scheduled job", () => {
  it("releases an abandoned order whose session expired without a webhook, once", async () => {
    const { piece, order, sessionId } = await expiredCheckout(3, 2);
    expect(await stockOf(piece.id)).toBe(1);
    await age(order.id, PAST_MARGIN);

    const first = ordersReport(await runScheduled(env, Date.now()));
    expect(first.released).toBeGreaterThanOrEqual(1);
    await expectOrder(order.id, "expired", piece.id, 3);
    // The same exactly-once record as the webhook, under an id no Stripe event can have.
    const event = await db()
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, `reconcile:${sessionId}`))
      .get();
    expect(event?.type).toBe("reconcile.checkout.session.expired");

    // Running again changes nothing more and does not even ask Stripe about it again.
    const asked = await retrievals(sessionId);
    await runScheduled(env, Date.now());
    await expectOrder(order.id, "expired", piece.id, 3);
    expect(await retrievals(sessionId)).toBe(asked);

    // The webhook turning up late (Stripe retries for days) finds the order settled: no second release.
    expect((await postWebhook("checkout.session.expired", sessionId, order.id)).outcome).toBe("unchanged");
    expect(await stockOf(piece.id)).toBe(3);
  });

  it("marks a paid session whose webhook was lost as paid, keeps the stock sold and tells the studio once", async () => {
    const piece = await makePiece(2);
    const { order, sessionId } = await checkoutOk(piece.id, 1);
    await payAtStripe(sessionId, "?email=late%40example.com");
    await age(order.id, PAST_MARGIN);
    const { send, bindings: notifyingEnv } = notifyingWorker("shop@studio.test");

    const report = ordersReport(await runScheduled(notifyingEnv, Date.now()));
    expect(report.paid).toBeGreaterThanOrEqual(1);
    const paid = await orderRow(order.id);
    expect(paid.status).toBe("paid");
    expect(paid.paidAt).not.toBeNull();
    expect(paid.email).toBe("late@example.com");
    expect(await stockOf(piece.id)).toBe(1);
    expect(send).toHaveBeenCalledTimes(1);

    await runScheduled(notifyingEnv, Date.now());
    await expectOrder(order.id, "paid", piece.id, 1);
    expect(send).toHaveBeenCalledTimes(1);
    // The late webhook changes nothing (and so notifies nobody).
    expect((await postWebhook("checkout.session.completed", sessionId, order.id)).outcome).toBe("unchanged");
  });

  it("expires a session still open past its lifetime at Stripe, then releases the order", async () => {
    const piece = await makePiece(1);
    const { order, sessionId } = await checkoutOk(piece.id, 1);
    await age(order.id, PAST_MARGIN);

    await runScheduled(env, Date.now());
    expect((await sessionAtStripe(sessionId)).status).toBe("expired");
    await expectOrder(order.id, "expired", piece.id, 1);
  });

  it("leaves a young order alone, and releases it once it is past the margin", async () => {
    const { piece, order, sessionId } = await expiredCheckout(2, 2);
    // Inside the margin (the expired webhook may well still be on its way).
    await age(order.id, ORDER_RECONCILE_AFTER_MS - 5 * MINUTE);
    const asked = await retrievals(sessionId);

    await runScheduled(env, Date.now());
    await expectOrder(order.id, "created", piece.id, 0);
    expect(await retrievals(sessionId)).toBe(asked);

    // Ten minutes later it is past the margin.
    await runScheduled(env, Date.now() + 10 * MINUTE);
    await expectOrder(order.id, "expired", piece.id, 2);
  });

  it("does not touch an order the webhook already settled", async () => {
    const { piece, order, sessionId } = await expiredCheckout(3, 2);
    expect((await postWebhook("checkout.session.expired", sessionId, order.id)).outcome).toBe("applied");
    expect(await stockOf(piece.id)).toBe(3);
    await age(order.id, PAST_MARGIN);
    const asked = await retrievals(sessionId);

    await runScheduled(env, Date.now());
    await expectOrder(order.id, "expired", piece.id, 3);
    expect(await retrievals(sessionId)).toBe(asked);
  });

  it("releases exactly once when the webhook and the scheduled run settle the same order at once", async () => {
    const { piece, order, sessionId } = await expiredCheckout(4, 3);
    await age(order.id, PAST_MARGIN);

    const [webhook] = await Promise.all([
      postWebhook("checkout.session.expired", sessionId, order.id),
      runScheduled(env, Date.now()),
    ]);
    expect(["applied", "unchanged"]).toContain(webhook.outcome);
    await expectOrder(order.id, "expired", piece.id, 4);
  });

  it("marks paid and tells the studio once when the webhook and the scheduled run race", async () => {
    const piece = await makePiece(2);
    const { order, sessionId } = await checkoutOk(piece.id, 1);
    await payAtStripe(sessionId);
    await age(order.id, PAST_MARGIN);
    const { send, bindings } = notifyingWorker("shop@studio.test");
    const payload = orderSessionEvent("checkout.session.completed", { id: sessionId, orderId: order.id });

    // The webhook answers once its own background work (the notice) is done.
    const [webhook] = await Promise.all([
      postStripeWebhook(payload, { bindings }),
      runScheduled(bindings, Date.now()),
    ]);
    expect(webhook.status).toBe(200);
    await expectOrder(order.id, "paid", piece.id, 1);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("cancels an old order that never got a session and gives its stock back", async () => {
    const piece = await makePiece(2);
    const orderId = await reservedWithoutSession(piece.id, "ref", "Reconciled piece");
    expect(await stockOf(piece.id)).toBe(1);
    await age(orderId, PAST_MARGIN);

    await runScheduled(env, Date.now());
    await expectOrder(orderId, "cancelled", piece.id, 2);
  });

  it("goes on past a Stripe error and leaves a payment still on its way reserved", async () => {
    const piece = await makePiece(5);
    // Stripe does not know this session (404): logged, the order left, the others still settled.
    const broken = await checkoutOk(piece.id, 1);
    await setOrderSession(db(), broken.order.id, "cs_test_unknown_to_stripe");
    await age(broken.order.id, PAST_MARGIN + 2 * MINUTE);
    // Complete but unpaid (a bank debit on its way): not ours to release yet.
    const pending = await checkoutOk(piece.id, 1);
    await payAtStripe(pending.sessionId, "?payment_status=unpaid");
    await age(pending.order.id, PAST_MARGIN + MINUTE);
    const expired = await checkoutOk(piece.id, 1);
    await expireAtStripe(expired.sessionId);
    await age(expired.order.id, PAST_MARGIN);
    expect(await stockOf(piece.id)).toBe(2);

    const report = await runScheduled(env, Date.now());
    const reconciled = ordersReport(report);
    expect(reconciled.failed).toBeGreaterThanOrEqual(1);
    expect(reconciled.left).toBeGreaterThanOrEqual(1);
    expect(report.sessions).toBe("done");
    expect((await orderRow(broken.order.id)).status).toBe("created");
    expect((await orderRow(pending.order.id)).status).toBe("created");
    expect((await orderRow(expired.order.id)).status).toBe("expired");
    expect(await stockOf(piece.id)).toBe(3);
    // The two left as they are move to the back of the queue for the next runs.
    for (const id of [broken.order.id, pending.order.id]) {
      expect(Date.parse((await orderRow(id)).updatedAt)).toBeGreaterThan(Date.now() - MINUTE);
    }

    // Tidy up so later runs in this file see no unresolved orders.
    await cancelReservedOrder(db(), broken.order.id);
    await cancelReservedOrder(db(), pending.order.id);
  });

  it("reconciles at most ORDER_RECONCILE_LIMIT orders per run, oldest first", async () => {
    const piece = await makePiece(ORDER_RECONCILE_LIMIT + 1);
    const ids: number[] = [];
    for (let i = 0; i <= ORDER_RECONCILE_LIMIT; i++) {
      const orderId = await reservedWithoutSession(piece.id, "bulk", "Bulk piece");
      // The last one made is the youngest.
      await age(orderId, PAST_MARGIN + (ORDER_RECONCILE_LIMIT - i) * MINUTE);
      ids.push(orderId);
    }
    expect(await stockOf(piece.id)).toBe(0);

    const first = ordersReport(await runScheduled(env, Date.now()));
    expect(first.checked).toBe(ORDER_RECONCILE_LIMIT);
    expect(first.released).toBe(ORDER_RECONCILE_LIMIT);
    const statuses = await db()
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, ids))
      .all();
    const stillCreated = statuses.filter((o) => o.status === "created").map((o) => o.id);
    expect(stillCreated).toEqual([ids[ids.length - 1]]);
    expect(await stockOf(piece.id)).toBe(ORDER_RECONCILE_LIMIT);

    const second = ordersReport(await runScheduled(env, Date.now()));
    expect(second.released).toBe(1);
    expect(await stockOf(piece.id)).toBe(ORDER_RECONCILE_LIMIT + 1);
  });

  it("does nothing without Stripe configured, and the rest of the clean-up still runs", async () => {
    const { piece, order, sessionId } = await expiredCheckout(1, 1);
    await age(order.id, PAST_MARGIN);
    const project = await createProject();
    await staleUploadReservation(project.id, unique("stale-reservation"));
    const asked = await retrievals(sessionId);

    const withoutStripe = { ...env, STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" } satisfies Bindings;
    const report = await runScheduled(withoutStripe, Date.now());
    expect(report.orders).toBe("skipped");
    expect(report.sessions).toBe("done");
    expect(report.reservations).toBeGreaterThanOrEqual(1);
    await expectOrder(order.id, "created", piece.id, 0);
    expect(await retrievals(sessionId)).toBe(asked);

    // With Stripe configured again, the next run settles it.
    await runScheduled(env, Date.now());
    await expectOrder(order.id, "expired", piece.id, 1);
  });
});
