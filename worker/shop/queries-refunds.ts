/**
 * Automatic refunds of second payments (issue 25). A row is written before Stripe is asked (one per
 * paid Checkout Session: the unique index), so a replayed or concurrently delivered event finds
 * it and refunds nothing more; Stripe's Idempotency-Key is derived from the row's id, so asking
 * again after a failure can never refund twice either.
 */
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { PaymentRefundView } from "../../src/shared/order";
import { staleRows } from "../db/rows";
import { now, type PaymentRefund, paymentRefunds } from "../db/schema";
import type { Db } from "../types";

export type NewRefund = {
  kind: "order" | "deposit" | "invoice";
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

/**
 * Whether a refund row is still pending: a statement placed before markRefunded's or
 * markRefundAttemptFailed's update in its batch, written only `when` this holds, is written
 * exactly by the batch that changes the row (the studio's notice, queued).
 */
export function refundStillPending(id: number): SQL {
  return sql`EXISTS (SELECT 1 FROM payment_refunds WHERE id = ${id} AND status = 'pending')`;
}

/**
 * One more attempt on a refund row that is still pending: `values` and the attempt counted, after
 * `before` in one batch. The row as the update left it; null when it was no longer pending.
 */
async function updatePendingRefund(
  db: Db,
  id: number,
  values: Partial<Pick<PaymentRefund, "status" | "stripeRefundId" | "refundedAt" | "lastError">>,
  before: BatchItem<"sqlite">[],
): Promise<PaymentRefund | null> {
  const update = db
    .update(paymentRefunds)
    .set({ ...values, attempts: sql`${paymentRefunds.attempts} + 1` })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, "pending")))
    .returning();
  const statements: BatchItem<"sqlite">[] = [...before, update];
  const results = await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return (results[before.length] as PaymentRefund[])[0] ?? null;
}

/** Stripe confirmed it (only a row still pending changes); `before` runs first in its batch. */
export async function markRefunded(
  db: Db,
  id: number,
  stripeRefundId: string,
  before: BatchItem<"sqlite">[] = [],
): Promise<PaymentRefund | null> {
  const values = { status: "succeeded" as const, stripeRefundId, refundedAt: now(), lastError: null };
  return updatePendingRefund(db, id, values, before);
}

/**
 * Stripe did not confirm it: kept pending (asked again later) or, when Stripe refused it, failed.
 * `before` runs first in its batch.
 */
export async function markRefundAttemptFailed(
  db: Db,
  id: number,
  error: string,
  final: boolean,
  before: BatchItem<"sqlite">[] = [],
): Promise<PaymentRefund | null> {
  const values = { lastError: refundErrorText(error), ...(final ? { status: "failed" as const } : {}) };
  return updatePendingRefund(db, id, values, before);
}

/** The error as the row keeps it. */
export function refundErrorText(error: string): string {
  return error.slice(0, 500);
}

/**
 * A refund born failed (Stripe gave no payment intent) is told to the studio once: this update
 * (attempts 0 -> 1) marks the notice written, and a statement before it in the batch is written
 * only `when` bornFailedNoticePending(id) holds.
 */
export function markBornFailedNoticed(db: Db, id: number) {
  return db
    .update(paymentRefunds)
    .set({ attempts: 1 })
    .where(
      and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, "failed"), eq(paymentRefunds.attempts, 0)),
    )
    .returning();
}

export function bornFailedNoticePending(id: number): SQL {
  return sql`EXISTS (SELECT 1 FROM payment_refunds WHERE id = ${id} AND status = 'failed' AND attempts = 0)`;
}

/** Refunds Stripe has not confirmed yet, made before `before`: the hourly job's work list. */
export async function pendingRefunds(db: Db, before: string, limit: number) {
  return staleRows(db, paymentRefunds, "pending", before, limit);
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
