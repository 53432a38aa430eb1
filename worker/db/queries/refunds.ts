/**
 * Automatic refunds of second payments (issue 25). A row is written before Stripe is asked (one per
 * paid Checkout Session: the unique index), so a replayed or concurrently delivered event finds
 * it and refunds nothing more; Stripe's Idempotency-Key is derived from the row's id, so asking
 * again after a failure can never refund twice either.
 */
import { and, asc, desc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { PaymentRefundView } from "../../../src/shared/order";
import { type PaymentRefund, now, paymentRefunds } from "../schema";
import type { Db } from "../../types";

export type NewRefund = {
  kind: "order" | "deposit";
  orderId?: number | null;
  requestId?: number | null;
  paymentId?: number | null;
  label: string;
  stripeSessionId: string;
  paymentIntentId: string | null;
  amountCents: number;
  currency: string;
  reason: string;
};

/** What a paid Checkout Session tells of its payment (for a refund, should it be a second one). */
export type PaidSession = {
  id: string;
  paymentIntentId: string | null;
  amountCents: number;
  currency: string;
};

/**
 * An INSERT … SELECT of a pending refund that writes a row only when `when` holds (evaluated inside
 * the batch, after the statements before it) and this session has none yet: the webhook's batch
 * decides "this payment is a second one" in the same transaction that records the event, so a
 * crash can never leave a second payment recorded as handled but not refunded.
 */
export function refundIntentStatement(
  db: Db,
  refund: Omit<NewRefund, "reason"> & { reason: string | SQL },
  when: SQL,
) {
  const status = refund.paymentIntentId ? "pending" : "failed";
  const lastError = refund.paymentIntentId ? null : "Stripe gave no payment intent for this session.";
  // Every column in table order (id NULL: autoincrement).
  return db
    .insert(paymentRefunds)
    .select(
      sql`SELECT NULL, ${refund.kind}, ${refund.orderId ?? null}, ${refund.requestId ?? null}, ${refund.paymentId ?? null}, ${refund.label}, ${refund.stripeSessionId}, ${refund.paymentIntentId}, ${refund.amountCents}, ${refund.currency}, ${refund.reason}, ${status}, NULL, ${lastError}, 0, ${now()}, NULL WHERE (${when}) AND NOT EXISTS (SELECT 1 FROM payment_refunds WHERE stripe_session_id = ${refund.stripeSessionId})`,
    )
    .returning();
}

/** Stripe confirmed it (only a row still pending changes). */
export async function markRefunded(
  db: Db,
  id: number,
  stripeRefundId: string,
): Promise<PaymentRefund | null> {
  const rows = await db
    .update(paymentRefunds)
    .set({
      status: "succeeded",
      stripeRefundId,
      refundedAt: now(),
      lastError: null,
      attempts: sql`${paymentRefunds.attempts} + 1`,
    })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, "pending")))
    .returning();
  return rows[0] ?? null;
}

/** Stripe did not confirm it: kept pending (asked again later) or, when Stripe refused it, failed. */
export async function markRefundAttemptFailed(
  db: Db,
  id: number,
  error: string,
  final: boolean,
): Promise<PaymentRefund | null> {
  const rows = await db
    .update(paymentRefunds)
    .set({
      lastError: error.slice(0, 500),
      attempts: sql`${paymentRefunds.attempts} + 1`,
      ...(final ? { status: "failed" as const } : {}),
    })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, "pending")))
    .returning();
  return rows[0] ?? null;
}

/** Refunds Stripe has not confirmed yet, made before `before`: the hourly job's work list. */
export async function pendingRefunds(db: Db, before: string, limit: number) {
  return db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.status, "pending"), lt(paymentRefunds.createdAt, before)))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id))
    .limit(limit)
    .all();
}

export function refundView(r: PaymentRefund): PaymentRefundView {
  return {
    id: r.id,
    amountCents: r.amountCents,
    currency: r.currency,
    status: r.status,
    reason: r.reason,
    stripeRefundId: r.stripeRefundId,
    paymentIntentId: r.paymentIntentId,
    stripeSessionId: r.stripeSessionId,
    createdAt: r.createdAt,
    refundedAt: r.refundedAt,
  };
}

async function refundsWhere(db: Db, column: "orderId" | "requestId", ids: number[]) {
  const byId = new Map<number, PaymentRefundView[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select()
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.kind, column === "orderId" ? "order" : "deposit"),
        inArray(paymentRefunds[column], ids),
      ),
    )
    .orderBy(desc(paymentRefunds.createdAt), desc(paymentRefunds.id))
    .all();
  for (const row of rows) {
    const key = row[column];
    if (key === null) continue;
    byId.set(key, [...(byId.get(key) ?? []), refundView(row)]);
  }
  return byId;
}

/** Refunds of second payments, per order id. */
export function refundsByOrder(db: Db, orderIds: number[]) {
  return refundsWhere(db, "orderId", orderIds);
}

/** Refunds of second deposit payments, per signature request id. */
export function refundsByRequest(db: Db, requestIds: number[]) {
  return refundsWhere(db, "requestId", requestIds);
}
