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
