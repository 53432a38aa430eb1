/**
 * Stripe Checkout Sessions for proposal deposits (metadata kind = proposal_deposit): settled by the
 * webhook route (worker/shop/router-stripe.ts, after the signature check) and, when a webhook never
 * arrived, by the hourly reconciliation (reconcileDeposits in worker/cron.ts), through the same
 * statements. The deposit is marked paid exactly once: the event id goes into stripe_events in the
 * same batch as the change, and the change only applies to a deposit not yet paid. A paid session
 * that does not become the deposit's payment (the deposit was already paid) is refunded through
 * Stripe in full (issue 25). A paid session
 * whose amount or currency differs from the payment's (the database's) is refused and the studio
 * told.
 */

import { sql } from "drizzle-orm";
import { runBatch } from "../db/batch";
import type { ProposalPayment } from "../db/schema";
import type { Deps } from "../deps";
import { deliverQueued, queueStudioNotice } from "../notify/outbox";
import { completeRefund, paidSessionOf } from "../shop/refunds";
import type { Stripe } from "../shop/stripe-client";
import { chargedAsRecorded, eventRef, idHint, paymentReference, sessionEmail } from "../shop/stripe-session";
import { eventStatement, getRequest } from "./queries";
import { expirePayment, findPaymentForSession, markDepositPaid, mismatchRecorded } from "./queries-payments";
import { produceSignedCopy, queueDepositPaidNotice } from "./service";

export function isDepositSession(session: Stripe.Checkout.Session): boolean {
  return session.metadata?.kind === "proposal_deposit";
}

export type DepositSettlement =
  | "paid"
  | "duplicate"
  | "second_payment"
  | "unchanged"
  | "expired"
  | "amount_mismatch"
  | "unknown request";

/**
 * Applies what Stripe says of one deposit session to its payment row: paid (with the amount
 * checked against the database) or ended unpaid (the deposit stays payable).
 */
export async function settleDepositSession(
  deps: Deps,
  event: { id: string; type: string },
  payment: ProposalPayment,
  session: Stripe.Checkout.Session,
  paid: boolean,
): Promise<DepositSettlement> {
  const db = deps.db;
  if (!paid) return expirePayment(db, event, payment.id, payment.requestId);
  const request = await getRequest(db, payment.requestId);
  if (!request) return "unknown request";
  if (!chargedAsRecorded(session, payment)) {
    // The studio's notice is queued in the batch that records the mismatch (issue 25), and only
    // the first time this session is reported: a redelivered webhook or the hourly
    // reconciliation finding the same session again records it, but tells the studio once.
    const notice = queueStudioNotice(
      deps,
      `Deposit payment to check: "${request.documentTitle}"`,
      `Stripe reported a payment of ${session.amount_total ?? "?"} (${session.currency ?? "?"}) cents for a deposit of ${payment.amountCents}. It was not recorded as the deposit; please check it in Stripe (${session.id}).`,
      { kind: "proposal-deposit", when: sql`NOT ${mismatchRecorded(request.id, session.id)}` },
    );
    await runBatch(db, [
      notice.statement,
      eventStatement(db, request.id, "deposit.amount_mismatch", {
        sessionId: session.id,
        expectedCents: payment.amountCents,
        receivedCents: session.amount_total,
        currency: session.currency,
      }),
    ]);
    deliverQueued(deps, notice);
    return "amount_mismatch";
  }
  const reference = paymentReference(session);
  // The studio's notice is queued in the payment's own batch (issue 25: no e-mail lost).
  const at = deps.now().toISOString();
  const notice = queueDepositPaidNotice(deps, request, reference, payment.amountCents, at);
  const { outcome, refund } = await markDepositPaid(
    db,
    event,
    {
      paymentId: payment.id,
      requestId: request.id,
      reference,
      email: sessionEmail(session),
      label: `the deposit for "${request.documentTitle}"`,
      session: paidSessionOf(session),
      at,
    },
    [notice.statement],
  );
  deliverQueued(deps, notice);
  // A second payment (the deposit was already paid through another session) goes back through
  // Stripe's Refunds API, once, and the studio is told it was refunded (worker/shop/refunds.ts).
  if (refund) await completeRefund(deps, refund);
  if (outcome === "paid") {
    // The signed copy now carries the payment reference.
    const after = await getRequest(db, request.id);
    if (after) await produceSignedCopy(deps, after);
  }
  return outcome;
}

export type DepositEventReply =
  | { received: true; ignored: "unknown session" | "unknown request" }
  | { received: true; outcome: Awaited<ReturnType<typeof settleDepositSession>> };

/** The webhook's handling of a deposit session's event; the router answers with the reply as JSON. */
export async function handleDepositEvent(
  deps: Deps,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  paid: boolean,
): Promise<DepositEventReply> {
  const payment = await findPaymentForSession(
    deps.db,
    session.id,
    idHint(session.metadata?.paymentId),
    idHint(session.metadata?.proposalId),
  );
  if (!payment) return { received: true, ignored: "unknown session" };
  const outcome = await settleDepositSession(deps, eventRef(event), payment, session, paid);
  if (outcome === "unknown request") return { received: true, ignored: outcome };
  return { received: true, outcome };
}
