/**
 * Settling a paid Checkout Session of a proposal deposit (worker/proposals/queries-payments.ts) or
 * a selections invoice (worker/selections/invoice-payments.ts): one batch, by the same rules. The
 * event id goes into stripe_events first, so a replay fails on its key and changes nothing; the
 * payment row becomes paid by this session; the deposit or invoice becomes paid only if it was
 * not already; a paid session that did not become its payment records a pending refund.
 */
import type { BatchItem } from "drizzle-orm/batch";
import { isUniqueViolation } from "../db/constraint-errors";
import { type PaymentRefund, stripeEvents } from "../db/schema";
import type { Db } from "../types";
import type { PaidSession } from "./queries-refunds";

/**
 * paid: the deposit or invoice is now paid (first time). duplicate: this event was applied before.
 * second_payment: this session was paid but the deposit or invoice already was, or cannot be any
 * more (it is refunded: `refund`). unchanged: the payment was not in the expected state (a replay
 * of the payment of record).
 */
export type PaidSessionOutcome = "paid" | "duplicate" | "second_payment" | "unchanged";

/** What a paid session says of its payment. */
export type PaidSessionArgs = {
  paymentId: number;
  /** The PaymentIntent's id (else the session's): the payment's reference. */
  reference: string;
  email: string | null;
  session: PaidSession;
};

/** The payment row's change: paid at `at`, by this session (it becomes the row's session). */
export function paidPaymentSet(at: string, args: PaidSessionArgs) {
  return {
    status: "paid" as const,
    paidAt: at,
    paymentIntentId: args.reference,
    payerEmail: args.email,
    stripeSessionId: args.session.id,
  };
}

/**
 * Runs the batch, in this order: the event's row; `payment` and `target`, each returning the ids
 * it marked paid; `afterTarget`, the statement right after the target's change (it may read what that
 * changed); `refund`, the refund intent of a second payment (returning the row it wrote); `after`.
 */
export async function settlePaidSession(
  db: Db,
  event: { id: string; type: string },
  batch: {
    payment: BatchItem<"sqlite">;
    target: BatchItem<"sqlite">;
    afterTarget: BatchItem<"sqlite">;
    refund: BatchItem<"sqlite">;
    after: BatchItem<"sqlite">[];
  },
): Promise<{ outcome: PaidSessionOutcome; refund: PaymentRefund | null }> {
  try {
    const results = await db.batch([
      db.insert(stripeEvents).values({ id: event.id, type: event.type }),
      batch.payment,
      batch.target,
      batch.afterTarget,
      batch.refund,
      ...batch.after,
    ]);
    const refund = (results[4] as PaymentRefund[])[0] ?? null;
    if ((results[2] as unknown[]).length > 0) return { outcome: "paid", refund };
    if (refund) return { outcome: "second_payment", refund };
    return { outcome: (results[1] as unknown[]).length === 0 ? "unchanged" : "second_payment", refund };
  } catch (error) {
    if (isUniqueViolation(error, "stripe_events.id")) return { outcome: "duplicate", refund: null };
    throw error;
  }
}
