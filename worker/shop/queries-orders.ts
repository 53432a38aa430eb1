/**
 * Orders and stock. The rules that must hold under races live in the statements themselves:
 *
 * - Reserving: one D1 batch creates the order, its item snapshots and decrements each product's
 *   stock. A decrement that would go below zero (or touch a product that is no longer active)
 *   violates the products_stock_non_negative CHECK constraint, which fails the whole batch, so
 *   two shoppers racing for the last piece get one order and one refusal, never negative stock.
 * - Releasing: stock comes back only while the order is still 'created', in the same batch that
 *   moves the order on, so a release can never happen twice.
 * - Webhook events: the event id is inserted into stripe_events in the same batch as its effect;
 *   a redelivered (or concurrently delivered) event fails on the primary key and changes nothing.
 *
 * See docs/decisions/0006-checkout-and-stock.md.
 */

import { and, asc, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { AdminOrder, OrderStatus, PublicOrder } from "../../src/shared/order";
import { auditIfChangedStatement } from "../audit/queries";
import { isCheckViolation, isForeignKeyViolation, isUniqueViolation } from "../db/constraint-errors";
import { pageOfRows } from "../db/rows";
import { now, orderItems, orders, type PaymentRefund, products, stripeEvents } from "../db/schema";
import { searchAny } from "../http/list-query";
import type { Db, SessionUser } from "../types";
import { type PaidSession, refundIntentStatement, refundsByOrder } from "./queries-refunds";

export type CheckoutProduct = {
  id: number;
  title: string;
  priceCents: number;
  currency: string;
  stock: number;
  status: "draft" | "active" | "archived";
  coverImageUrl: string | null;
};

export async function productsForCheckout(db: Db, ids: number[]): Promise<Map<number, CheckoutProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      priceCents: products.priceCents,
      currency: products.currency,
      stock: products.stock,
      status: products.status,
      coverImageUrl: products.coverImageUrl,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .all();
  return new Map(rows.map((r) => [r.id, r]));
}

export type ReservedLine = {
  productId: number;
  title: string;
  unitPriceCents: number;
  quantity: number;
};

export type ReserveResult = { ok: true; orderId: number } | { ok: false; reason: "unavailable" };

/**
 * Creates the order (status created) with its item snapshots and reserves the stock, all in one
 * batch. `unavailable` means some line could not be reserved and nothing at all was written.
 */
export async function reserveOrder(
  db: Db,
  order: { publicRef: string; totalCents: number; currency: string; lines: ReservedLine[] },
): Promise<ReserveResult> {
  const orderIdByRef = sql`(SELECT ${orders.id} FROM ${orders} WHERE ${orders.publicRef} = ${order.publicRef})`;
  const reserve = order.lines.map((line) =>
    db
      .update(products)
      // An inactive product gets an impossible stock, so the CHECK constraint refuses it too.
      .set({
        stock: sql`CASE WHEN ${products.status} = 'active' THEN ${products.stock} - ${line.quantity} ELSE -1 END`,
      })
      .where(eq(products.id, line.productId)),
  );
  const items = order.lines.map((line) =>
    db.insert(orderItems).values({
      orderId: orderIdByRef,
      productId: line.productId,
      titleSnapshot: line.title,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
    }),
  );
  const [first, ...rest] = reserve;
  if (!first) return { ok: false, reason: "unavailable" };
  try {
    const results = await db.batch([
      first,
      ...rest,
      db
        .insert(orders)
        .values({
          status: "created",
          totalCents: order.totalCents,
          currency: order.currency,
          publicRef: order.publicRef,
        })
        .returning({ id: orders.id }),
      ...items,
    ]);
    const inserted = results[reserve.length] as { id: number }[] | undefined;
    const orderId = inserted?.[0]?.id;
    if (orderId === undefined) throw new Error("The order insert returned no id");
    return { ok: true, orderId };
  } catch (error) {
    // The CHECK constraint (stock below zero or an inactive product) or a product deleted at that
    // instant (the item's foreign key) rolled the whole batch back.
    if (isCheckViolation(error, "products_stock_non_negative") || isForeignKeyViolation(error)) {
      return { ok: false, reason: "unavailable" };
    }
    throw error;
  }
}

export async function setOrderSession(db: Db, orderId: number, stripeSessionId: string): Promise<void> {
  await setOrderSessionStatement(db, orderId, stripeSessionId);
}

export function setOrderSessionStatement(db: Db, orderId: number, stripeSessionId: string) {
  return db.update(orders).set({ stripeSessionId }).where(eq(orders.id, orderId));
}

/**
 * The statements that give an order's reserved units back and move it to `status`, effective only
 * while the order is still 'created' (the stock statement runs first, while that still holds).
 */
function releaseStatements(db: Db, orderId: number, status: "expired" | "cancelled") {
  return [
    db
      .update(products)
      .set({
        stock: sql`${products.stock} + (SELECT coalesce(sum(${orderItems.quantity}), 0) FROM ${orderItems} WHERE ${orderItems.orderId} = ${orderId} AND ${orderItems.productId} = "products"."id")`,
      })
      .where(
        and(
          inArray(
            products.id,
            db
              .select({ id: sql<number>`${orderItems.productId}` })
              .from(orderItems)
              .where(eq(orderItems.orderId, orderId)),
          ),
          sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${orderId} AND ${orders.status} = 'created')`,
        ),
      ),
    db
      .update(orders)
      .set({ status })
      .where(and(eq(orders.id, orderId), eq(orders.status, "created")))
      .returning({ id: orders.id }),
  ] as const;
}

/**
 * Stripe refused the session, or the shopper cancelled it: give the stock back and mark the order
 * cancelled (one batch; only while it is still 'created'). True when this call released it.
 */
export async function cancelReservedOrder(db: Db, orderId: number): Promise<boolean> {
  const results = await db.batch([...releaseStatements(db, orderId, "cancelled")]);
  return results[1].length > 0;
}

/**
 * Orders still 'created' that were made before `before` (ISO instant): the scheduled
 * reconciliation's work list (worker/cron.ts). Least recently looked at first: an untouched order's
 * updated_at is its creation, and each one the reconciliation has to leave as it is gets touched
 * (touchCreatedOrder), so a few that stay unresolved cannot crowd out the others run after run.
 */
export async function staleCreatedOrders(db: Db, before: string, limit: number) {
  return db
    .select({ id: orders.id, stripeSessionId: orders.stripeSessionId, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.status, "created"), lt(orders.createdAt, before)))
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(limit)
    .all();
}

/** Records that the reconciliation looked at a still-'created' order (moves it to the back). */
export async function touchCreatedOrder(db: Db, orderId: number): Promise<void> {
  await db
    .update(orders)
    .set({ updatedAt: now() })
    .where(and(eq(orders.id, orderId), eq(orders.status, "created")));
}

export async function findOrderByRef(db: Db, publicRef: string) {
  return (
    (await db
      .select({ id: orders.id, status: orders.status, stripeSessionId: orders.stripeSessionId })
      .from(orders)
      .where(eq(orders.publicRef, publicRef))
      .get()) ?? null
  );
}

/**
 * The order a Checkout Session belongs to: by session id, else by the id we put in metadata.
 * `orderRefHint` (the metadata's random orderRef) also finds an order that has another session:
 * a second session for one order (made before issue 25, or by a Worker cut off mid-checkout),
 * whose payment is then a second payment, refunded (worker/shop/refunds.ts).
 */
export async function findOrderForSession(
  db: Db,
  sessionId: string,
  orderIdHint: number | null,
  orderRefHint: string | null = null,
): Promise<{ id: number; status: string; publicRef: string | null } | null> {
  const columns = { id: orders.id, status: orders.status, publicRef: orders.publicRef };
  const bySession = await db.select(columns).from(orders).where(eq(orders.stripeSessionId, sessionId)).get();
  if (bySession) return bySession;
  if (orderIdHint === null) return null;
  // The session id is stored right after Stripe answers; should that write have failed, the
  // metadata still leads to the order (only to one that has no other session, unless the
  // 128-bit reference matches too).
  const found = await db
    .select({ ...columns, stripeSessionId: orders.stripeSessionId })
    .from(orders)
    .where(eq(orders.id, orderIdHint))
    .get();
  if (!found) return null;
  if (found.stripeSessionId !== null && (orderRefHint === null || found.publicRef !== orderRefHint)) {
    return null;
  }
  return { id: found.id, status: found.status, publicRef: found.publicRef };
}

export async function isEventProcessed(db: Db, eventId: string): Promise<boolean> {
  return Boolean(
    await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, eventId)).get(),
  );
}

/** applied: the order changed; unchanged: event recorded, order was not in the expected status. */
export type EventOutcome = "applied" | "unchanged" | "duplicate";

async function runEventBatch(
  db: Db,
  event: { id: string; type: string },
  statements: ReturnType<typeof releaseStatements>,
): Promise<EventOutcome> {
  try {
    const results = await db.batch([
      db.insert(stripeEvents).values({ id: event.id, type: event.type }),
      ...statements,
    ]);
    const changed = results[results.length - 1] as { id: number }[];
    return changed.length > 0 ? "applied" : "unchanged";
  } catch (error) {
    if (isUniqueViolation(error, "stripe_events.id")) return "duplicate";
    throw error;
  }
}

function paidStatement(db: Db, orderId: number, email: string | null, sessionId: string, at = now()) {
  return (
    db
      .update(orders)
      // The session that paid becomes the order's (it already is, unless a second session paid first).
      .set({ status: "paid", paidAt: at, stripeSessionId: sessionId, ...(email ? { email } : {}) })
      .where(and(eq(orders.id, orderId), eq(orders.status, "created")))
      .returning({ id: orders.id })
  );
}

/**
 * checkout.session.completed (paid) / async_payment_succeeded: the order is paid, exactly once.
 * In the same batch: when this session did not become the order's payment (the order was already
 * paid through another session, or no longer held), a pending refund is recorded (`refund`), which
 * the caller makes through Stripe (worker/shop/refunds.ts; the hourly job otherwise).
 */
export async function markOrderPaid(
  db: Db,
  event: { id: string; type: string },
  orderId: number,
  email: string | null,
  session: PaidSession,
  /** The studio's notice (worker/notify/outbox.ts), conditional on `paid.at`; after the rest. */
  paid: { at?: string; extra?: BatchItem<"sqlite">[] } = {},
): Promise<{ outcome: EventOutcome; refund: PaymentRefund | null }> {
  const paidHere = sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${orderId} AND ${orders.status} IN ('paid', 'fulfilled', 'refunded') AND ${orders.stripeSessionId} = ${session.id})`;
  const reason = sql`CASE WHEN (SELECT ${orders.status} FROM ${orders} WHERE ${orders.id} = ${orderId}) IN ('paid', 'fulfilled', 'refunded') THEN 'The order had already been paid through another checkout.' ELSE 'The order was no longer held: its checkout had ended and its pieces were released.' END`;
  try {
    const [, paidNow, refund] = await db.batch([
      db.insert(stripeEvents).values({ id: event.id, type: event.type }),
      paidStatement(db, orderId, email, session.id, paid.at),
      refundIntentStatement(
        db,
        {
          kind: "order",
          orderId,
          label: `shop order #${orderId}`,
          stripeSessionId: session.id,
          paymentIntentId: session.paymentIntentId,
          amountCents: session.amountCents,
          currency: session.currency,
          reason,
        },
        sql`NOT ${paidHere}`,
      ),
      ...(paid.extra ?? []),
    ]);
    return { outcome: paidNow.length > 0 ? "applied" : "unchanged", refund: refund[0] ?? null };
  } catch (error) {
    if (isUniqueViolation(error, "stripe_events.id")) return { outcome: "duplicate", refund: null };
    throw error;
  }
}

/** checkout.session.expired / async_payment_failed: the order expires and its stock returns, once. */
export function expireOrder(
  db: Db,
  event: { id: string; type: string },
  orderId: number,
): Promise<EventOutcome> {
  return runEventBatch(db, event, releaseStatements(db, orderId, "expired"));
}

async function itemsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(orderItems.id)
    .all();
}

/** The success page's view of one order, found by its random public reference. */
export async function getPublicOrder(db: Db, publicRef: string): Promise<PublicOrder | null> {
  const order = await db.select().from(orders).where(eq(orders.publicRef, publicRef)).get();
  if (!order?.publicRef) return null;
  const items = await itemsOf(db, [order.id]);
  return {
    reference: order.publicRef,
    status: order.status,
    items: items.map((i) => ({
      title: i.titleSnapshot,
      unitPriceCents: i.unitPriceCents,
      quantity: i.quantity,
    })),
    totalCents: order.totalCents,
    currency: order.currency,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
  };
}

/** For the studio's notification e-mail. */
export async function getOrderForNotification(db: Db, orderId: number) {
  const order = await db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!order) return null;
  return { order, items: await itemsOf(db, [orderId]) };
}

/** A status of the admin's filter: one order status, or "ended" (cancelled or expired: abandoned checkouts). */
export type AdminOrderFilter = OrderStatus | "ended";

function orderStatusWhere(status: AdminOrderFilter | undefined) {
  if (status === undefined) return undefined;
  return status === "ended" ? inArray(orders.status, ["cancelled", "expired"]) : eq(orders.status, status);
}

/**
 * Orders to act on first (issue 28): paid and waiting to be fulfilled, then those still in
 * checkout, then the fulfilled and refunded, and last the cancelled and expired (abandoned
 * checkouts); newest first within each.
 */
const ATTENTION_ORDER = sql`CASE ${orders.status} WHEN 'paid' THEN 0 WHEN 'created' THEN 1 WHEN 'fulfilled' THEN 2 WHEN 'refunded' THEN 3 ELSE 4 END`;

/**
 * The search of the admin's Orders: the customer's e-mail, an item's title, the order's number
 * (`#12` or `12`) and its short reference as shown (`ABCD-EFGH`, any case, with or without the dash).
 */
function orderSearch(q: string) {
  const reference = q.replace(/[^A-Za-z0-9]/g, "");
  const number = /^#?([1-9][0-9]{0,14})$/.exec(q)?.[1];
  return or(
    searchAny(q, [
      orders.email,
      sql`(SELECT group_concat(${orderItems.titleSnapshot}, ' ') FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id})`,
    ]),
    reference.length >= 4
      ? sql`replace(replace(${orders.publicRef}, '-', ''), '_', '') LIKE ${`${reference}%`}`
      : undefined,
    number ? eq(orders.id, Number(number)) : undefined,
  );
}

async function toAdminOrders(db: Db, rows: (typeof orders.$inferSelect)[]): Promise<AdminOrder[]> {
  const ids = rows.map((r) => r.id);
  const items = await itemsOf(db, ids);
  const refunds = await refundsByOrder(db, ids);
  return rows.map((order) => ({
    id: order.id,
    reference: order.publicRef,
    status: order.status,
    email: order.email,
    totalCents: order.totalCents,
    currency: order.currency,
    stripeSessionId: order.stripeSessionId,
    items: items
      .filter((i) => i.orderId === order.id)
      .map((i) => ({
        productId: i.productId,
        title: i.titleSnapshot,
        unitPriceCents: i.unitPriceCents,
        quantity: i.quantity,
      })),
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    updatedAt: order.updatedAt,
    refunds: refunds.get(order.id) ?? [],
  }));
}

/** Orders newest first, optionally of one status (the unpaged list, as it always was). */
export async function listAdminOrders(db: Db, status?: AdminOrderFilter): Promise<AdminOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(orderStatusWhere(status))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(500)
    .all();
  return toAdminOrders(db, rows);
}

/** One page of orders, those to act on first (ATTENTION_ORDER), searched and filtered. */
export async function pageAdminOrders(
  db: Db,
  options: { status?: AdminOrderFilter; q?: string; limit: number; offset: number },
): Promise<{ items: AdminOrder[]; total: number }> {
  const where = and(orderStatusWhere(options.status), options.q ? orderSearch(options.q) : undefined);
  const order = [ATTENTION_ORDER, desc(orders.createdAt), desc(orders.id)];
  const { rows, total } = await pageOfRows(db, orders, where, order, options);
  return { items: await toAdminOrders(db, rows), total };
}

export async function getOrderStatus(db: Db, id: number): Promise<OrderStatus | null> {
  const row = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).get();
  return row ? row.status : null;
}

/** Moves an order from `from` to `to` only if it is still in `from` (false otherwise). */
export async function transitionOrder(
  db: Db,
  actor: SessionUser,
  id: number,
  from: OrderStatus,
  to: OrderStatus,
): Promise<boolean> {
  // The change and its audit entry commit together; a status that moved meanwhile writes neither.
  const [updated] = await db.batch([
    db
      .update(orders)
      .set({ status: to })
      .where(and(eq(orders.id, id), eq(orders.status, from)))
      .returning({ id: orders.id }),
    auditIfChangedStatement(db, actor, {
      action: `order.${to}`,
      entityType: "order",
      entityId: id,
      detail: { from, to },
    }),
  ]);
  return updated.length > 0;
}
