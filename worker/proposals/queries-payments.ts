/**
 * Deposit payments of signed proposals: the open checkout, settlement exactly once from the
 * webhook or the return, expiry and the records refunds read.
 */
import { and, desc, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { isUniqueViolation } from "../db/constraint-errors";
import { auditLog, now, proposalPayments, signatureRequests, stripeEvents } from "../db/schema";
import { completeAttemptStatement } from "../shop/queries-checkout-attempts";
import { type PaidSessionArgs, paidPaymentSet, settlePaidSession } from "../shop/queries-paid-sessions";
import { refundIntentStatement } from "../shop/queries-refunds";
import type { Db } from "../types";
import { type EventSource, eventIfChangedStatement, eventStatement } from "./queries";

/** A checkout for this request that is still open (to send the payer back to it). */
export async function findOpenPayment(db: Db, requestId: number, at = now()) {
  return db
    .select()
    .from(proposalPayments)
    .where(
      and(
        eq(proposalPayments.requestId, requestId),
        eq(proposalPayments.status, "created"),
        gt(proposalPayments.expiresAt, at),
      ),
    )
    .orderBy(desc(proposalPayments.createdAt))
    .get();
}

export async function createPayment(
  db: Db,
  args: { requestId: number; amountCents: number; currency: string; expiresAt: string },
  source: EventSource,
): Promise<number> {
  const results = await db.batch([
    db
      .insert(proposalPayments)
      .values({
        requestId: args.requestId,
        amountCents: args.amountCents,
        currency: args.currency,
        expiresAt: args.expiresAt,
      })
      .returning({ id: proposalPayments.id }),
    eventStatement(db, args.requestId, "checkout.started", { amountCents: args.amountCents }, source),
  ]);
  const id = (results[0] as { id: number }[])[0]?.id;
  if (!id) throw new Error("Payment row missing after insert");
  return id;
}

export async function findPayment(db: Db, paymentId: number) {
  return db.select().from(proposalPayments).where(eq(proposalPayments.id, paymentId)).get();
}

/** Stores the session on the payment and, in the same batch, on the attempt that opened it. */
export async function setPaymentSession(
  db: Db,
  paymentId: number,
  sessionId: string,
  url: string,
  attemptId?: number,
) {
  const payment = db
    .update(proposalPayments)
    .set({ stripeSessionId: sessionId, checkoutUrl: url })
    .where(eq(proposalPayments.id, paymentId));
  if (attemptId === undefined) {
    await payment;
    return;
  }
  await db.batch([payment, completeAttemptStatement(db, attemptId, { id: sessionId, url })]);
}

export async function dropPayment(db: Db, paymentId: number) {
  await db.update(proposalPayments).set({ status: "expired" }).where(eq(proposalPayments.id, paymentId));
}

/**
 * The payment row a deposit session belongs to: by session id, else by the metadata's payment id
 * (a row with no session yet), else, when the metadata's proposal id matches too, a row that has
 * another session (a second session for one payment: its payment is a second one, refunded).
 */
export async function findPaymentForSession(
  db: Db,
  sessionId: string,
  paymentIdHint: number | null,
  requestIdHint: number | null = null,
) {
  const bySession = await db
    .select()
    .from(proposalPayments)
    .where(eq(proposalPayments.stripeSessionId, sessionId))
    .get();
  if (bySession) return bySession;
  if (paymentIdHint === null) return null;
  const found = await findPayment(db, paymentIdHint);
  if (!found) return null;
  if (found.stripeSessionId === null || found.requestId === requestIdHint) return found;
  return null;
}

/**
 * The deposit's settlement (worker/shop/queries-paid-sessions.ts). The refund statement records a
 * pending refund when, after the deposit's change, the deposit is paid by another payment than
 * this session's (issue 25): decided in the same transaction that records the event, so no second
 * payment is ever marked handled without its refund.
 */
export async function markDepositPaid(
  db: Db,
  event: { id: string; type: string },
  args: PaidSessionArgs & {
    requestId: number;
    /** For the refund's record: `the deposit for "<title>"`. */
    label: string;
    /** The paying instant (defaults to now): the caller's queued notice is conditional on it. */
    at?: string;
  },
  /** The studio's notice (worker/notify/outbox.ts), after every statement above. */
  extra: BatchItem<"sqlite">[] = [],
) {
  const at = args.at ?? now();
  return settlePaidSession(db, event, {
    payment: db
      .update(proposalPayments)
      // The session that paid becomes the row's (it already is, unless a second session for the
      // same row was paid first).
      .set(paidPaymentSet(at, args))
      .where(and(eq(proposalPayments.id, args.paymentId), sql`${proposalPayments.status} <> 'paid'`))
      .returning({ id: proposalPayments.id }),
    target: db
      .update(signatureRequests)
      .set({
        depositPaidAt: at,
        depositPaymentId: args.paymentId,
        depositPaymentRef: args.reference,
        updatedAt: at,
      })
      .where(
        and(
          eq(signatureRequests.id, args.requestId),
          isNull(signatureRequests.depositPaidAt),
          sql`EXISTS (SELECT 1 FROM proposal_payments WHERE id = ${args.paymentId} AND paid_at = ${at})`,
        ),
      )
      .returning({ id: signatureRequests.id }),
    afterTarget: eventIfChangedStatement(
      db,
      args.requestId,
      "deposit.paid",
      { reference: args.reference },
      { ip: null, userAgent: null },
    ),
    refund: refundIntentStatement(
      db,
      {
        kind: "deposit",
        requestId: args.requestId,
        paymentId: args.paymentId,
        label: args.label,
        stripeSessionId: args.session.id,
        paymentIntentId: args.session.paymentIntentId,
        amountCents: args.session.amountCents,
        currency: args.session.currency,
        reason: "The deposit had already been paid.",
      },
      // The deposit is paid, and not by this session (its payment row, paid through it).
      sql`EXISTS (SELECT 1 FROM signature_requests WHERE id = ${args.requestId} AND deposit_paid_at IS NOT NULL) AND NOT EXISTS (SELECT 1 FROM signature_requests r JOIN proposal_payments p ON p.id = r.deposit_payment_id WHERE r.id = ${args.requestId} AND p.stripe_session_id = ${args.session.id})`,
    ),
    after: [
      // The payment in the audit log (by Stripe: no actor), only if this event marked it paid.
      db
        .insert(auditLog)
        .select(
          sql`SELECT NULL, NULL, NULL, 'proposal.deposit_paid', 'proposal', CAST(id AS TEXT), json_object('requestId', id, 'documentId', document_id, 'title', document_title, 'amountCents', (SELECT amount_cents FROM proposal_payments WHERE id = ${args.paymentId}), 'reference', ${args.reference}), ${at} FROM signature_requests WHERE id = ${args.requestId} AND deposit_payment_id = ${args.paymentId} AND deposit_paid_at = ${at}`,
        ),
      ...extra,
    ],
  });
}

/** The checkout ended unpaid: the deposit stays payable. */
export async function expirePayment(
  db: Db,
  event: { id: string; type: string },
  paymentId: number,
  requestId: number,
) {
  try {
    await db.batch([
      db.insert(stripeEvents).values({ id: event.id, type: event.type }),
      db
        .update(proposalPayments)
        .set({ status: "expired" })
        .where(and(eq(proposalPayments.id, paymentId), eq(proposalPayments.status, "created"))),
      eventIfChangedStatement(db, requestId, "checkout.expired", null, { ip: null, userAgent: null }),
    ]);
    return "expired" as const;
  } catch (error) {
    if (isUniqueViolation(error, "stripe_events.id")) return "duplicate" as const;
    throw error;
  }
}

/** Whether a deposit session's amount mismatch is already in the request's trail. */
export function mismatchRecorded(requestId: number, sessionId: string): SQL {
  return sql`EXISTS (SELECT 1 FROM proposal_events WHERE request_id = ${requestId} AND type = 'deposit.amount_mismatch' AND json_extract(detail, '$.sessionId') = ${sessionId})`;
}

export async function signedCopyKeys(db: Db): Promise<string[]> {
  const rows = await db
    .select({ k: signatureRequests.signedCopyKey })
    .from(signatureRequests)
    .where(sql`${signatureRequests.signedCopyKey} IS NOT NULL`)
    .all();
  return rows.flatMap((r) => (r.k ? [r.k] : []));
}
