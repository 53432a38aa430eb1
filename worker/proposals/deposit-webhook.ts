/**
 * Stripe events for proposal deposits (Checkout Sessions whose metadata says
 * kind = proposal_deposit), dispatched from the webhook route (worker/routes/stripe.ts) after the
 * signature check. The deposit is marked paid exactly once: the event id goes into stripe_events
 * in the same batch as the change, and the change only applies to a deposit not yet paid. A paid
 * session whose amount or currency differs from the request's is refused and the studio told.
 */
import type { Context } from "hono";
import {
  expirePayment,
  findPaymentForSession,
  getRequest,
  markDepositPaid,
  recordEvent,
} from "../db/queries/proposals";
import { notifyStudio } from "../notify/email";
import type { Stripe } from "../shop/stripe-client";
import type { AppEnv } from "../types";
import { notifyDepositPaid, produceSignedCopy } from "./service";

export function isDepositSession(session: Stripe.Checkout.Session): boolean {
  return session.metadata?.kind === "proposal_deposit";
}

function paymentIdHint(session: Stripe.Checkout.Session): number | null {
  const raw = session.metadata?.paymentId ?? "";
  return /^[1-9][0-9]{0,14}$/.test(raw) ? Number(raw) : null;
}

export async function handleDepositEvent(
  c: Context<AppEnv>,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  paid: boolean,
): Promise<Response> {
  const db = c.get("db");
  const payment = await findPaymentForSession(db, session.id, paymentIdHint(session));
  if (!payment) return c.json({ received: true, ignored: "unknown session" });
  const eventRef = { id: event.id, type: event.type };
  if (!paid) {
    const outcome = await expirePayment(db, eventRef, payment.id, payment.requestId);
    return c.json({ received: true, outcome });
  }
  const request = await getRequest(db, payment.requestId);
  if (!request) return c.json({ received: true, ignored: "unknown request" });
  if (
    session.amount_total !== payment.amountCents ||
    (session.currency ?? "").toLowerCase() !== payment.currency
  ) {
    await recordEvent(db, request.id, "deposit.amount_mismatch", {
      sessionId: session.id,
      expectedCents: payment.amountCents,
      receivedCents: session.amount_total,
      currency: session.currency,
    });
    notifyStudio(
      c,
      `Deposit payment to check: "${request.documentTitle}"`,
      `Stripe reported a payment of ${session.amount_total ?? "?"} (${session.currency ?? "?"}) cents for a deposit of ${payment.amountCents}. It was not recorded as the deposit; please check it in Stripe (${session.id}).`,
      { kind: "proposal-deposit" },
    );
    return c.json({ received: true, outcome: "amount_mismatch" });
  }
  const reference =
    typeof session.payment_intent === "string"
      ? session.payment_intent
      : (session.payment_intent?.id ?? session.id);
  const email = session.customer_details?.email ?? session.customer_email ?? null;
  const outcome = await markDepositPaid(db, eventRef, {
    paymentId: payment.id,
    requestId: request.id,
    reference,
    email,
  });
  if (outcome === "paid" || outcome === "second_payment") {
    notifyDepositPaid(c, request, outcome, reference, payment.amountCents);
  }
  if (outcome === "paid") {
    // The signed copy now carries the payment reference.
    const after = await getRequest(db, request.id);
    if (after) await produceSignedCopy(c, after);
  }
  return c.json({ received: true, outcome });
}
