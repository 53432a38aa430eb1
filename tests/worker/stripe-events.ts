/**
 * Stripe's webhooks as the tests send them: an event's payload, its signature, and its delivery.
 */
import { env } from "cloudflare:workers";
import Stripe from "stripe";
import { api } from "./helpers";

const cryptoProvider = Stripe.createSubtleCryptoProvider();

/**
 * A Stripe `checkout.session.*` webhook event as Stripe sends it, serialised (to be signed and
 * posted): the event's envelope and the session fields every test needs; `session` adds its own
 * (id, metadata, amounts ...) and may override any of them.
 */
export function checkoutSessionEvent(
  type: string,
  session: { id: string } & Record<string, unknown>,
  eventId: string,
): string {
  const expired = type === "checkout.session.expired";
  return JSON.stringify({
    id: eventId,
    object: "event",
    type,
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        object: "checkout.session",
        mode: "payment",
        status: expired ? "expired" : "complete",
        payment_status: expired ? "unpaid" : "paid",
        customer_details: null,
        customer_email: null,
        ...session,
      },
    },
  });
}

/**
 * The Stripe-Signature header Stripe would send with this payload, signed with the tests' webhook
 * secret unless another is given (a timestamp from the past tests the tolerance).
 */
export function stripeSignature(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? env.STRIPE_WEBHOOK_SECRET ?? "",
    timestamp: options.timestamp,
    cryptoProvider,
  });
}

/** Delivers a signed webhook to the Worker as Stripe does: POST /api/stripe/webhook. */
export async function postStripeWebhook(
  payload: string,
  options: { secret?: string; timestamp?: number } = {},
): Promise<Response> {
  return api("/api/stripe/webhook", {
    method: "POST",
    body: payload,
    headers: {
      "Stripe-Signature": await stripeSignature(payload, options),
      "Content-Type": "application/json",
    },
  });
}
