/**
 * Stripe Checkout facts shared by the webhook route (worker/shop/router-stripe.ts), the checkout routes,
 * the hourly reconciliation (worker/cron.ts), the deposit settlement and the Setup panel: kept out
 * of the routers so that only worker/index.ts imports a router.
 */
import type { Stripe } from "./stripe-client";

/** How long a Checkout Session stays open (Stripe's minimum is 30 minutes). */
export const CHECKOUT_SESSION_SECONDS = 31 * 60;

export const PAID_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
]);
export const RELEASE_EVENTS = new Set(["checkout.session.expired", "checkout.session.async_payment_failed"]);
/** The events the webhook endpoint must be subscribed to (README, Setup panel). */
export const STRIPE_WEBHOOK_EVENTS = [...PAID_EVENTS, ...RELEASE_EVENTS];

/** The shopper's e-mail as Stripe collected it, if any (the webhook, worker/cron.ts, the deposit). */
export function sessionEmail(session: Stripe.Checkout.Session): string | null {
  return session.customer_details?.email ?? session.customer_email ?? null;
}

/** An id Stripe echoes back (metadata, client reference): a whole number, else null. */
export function idHint(raw: string | null | undefined): number | null {
  return /^[1-9][0-9]{0,14}$/.test(raw ?? "") ? Number(raw) : null;
}

/** A paid session's reference: its PaymentIntent's id, else the session's own. */
export function paymentReference(session: Stripe.Checkout.Session): string {
  return typeof session.payment_intent === "string"
    ? session.payment_intent
    : (session.payment_intent?.id ?? session.id);
}

/** Whether Stripe charged the payment row's amount in its currency (the database's, not the body's). */
export function chargedAsRecorded(
  session: Stripe.Checkout.Session,
  payment: { amountCents: number; currency: string },
): boolean {
  return (
    session.amount_total === payment.amountCents &&
    (session.currency ?? "").toLowerCase() === payment.currency
  );
}

/** The event as stripe_events records it. */
export function eventRef(event: Stripe.Event): { id: string; type: string } {
  return { id: event.id, type: event.type };
}
