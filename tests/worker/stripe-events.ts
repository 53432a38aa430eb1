/**
 * Stripe's webhooks as the tests send them: an event's payload, its signature, and its delivery.
 */
import { env } from "cloudflare:workers";
import Stripe from "stripe";
import { api, apiWith } from "./helpers";

const cryptoProvider = Stripe.createSubtleCryptoProvider();

/** A Checkout Session as the Stripe stand-in (tests/global-setup/stripe-stand-in.ts) answers it. */
export type StandInSession = {
  id: string;
  url: string;
  status: string;
  payment_status: string;
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
} & Record<string, unknown>;

/** A refund as the Stripe stand-in records it. */
export type StandInRefund = {
  id: string;
  amount: number;
  payment_intent: string;
  status: string;
  reason: string;
};

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
 * A shop order's `checkout.session.*` event, serialised: the session names the order (reference
 * and metadata), with the customer's e-mail and a payment status when given.
 */
export function orderSessionEvent(
  type: string,
  session: { id: string; orderId: number; paymentStatus?: string; email?: string },
  eventId = newEventId(),
): string {
  return checkoutSessionEvent(
    type,
    {
      id: session.id,
      ...(session.paymentStatus ? { payment_status: session.paymentStatus } : {}),
      client_reference_id: String(session.orderId),
      metadata: { orderId: String(session.orderId) },
      customer_details: session.email ? { email: session.email } : null,
    },
    eventId,
  );
}

/** A fresh Stripe event id. */
export function newEventId(prefix = "evt"): string {
  return `${prefix}_${crypto.randomUUID().replaceAll("-", "")}`;
}

/** The deposit row a Checkout session pays (`proposal_payments`), as much of it as an event names. */
type DepositPayment = { id: number; requestId: number; stripeSessionId: string | null };

/**
 * A proposal deposit's `checkout.session.*` event, serialised, for the payment row's session: the
 * amount Stripe charged (a test that tampers gives another), the deposit's metadata and the payer's
 * e-mail ("payer@example.com" unless given); `paymentIntent` and `eventId` override the ids.
 */
export function proposalDepositEvent(
  type: string,
  payment: DepositPayment,
  amountCents: number,
  extra: { email?: string; currency?: string; paymentIntent?: string; eventId?: string } = {},
): string {
  return checkoutSessionEvent(
    type,
    {
      id: payment.stripeSessionId ?? "",
      amount_total: amountCents,
      currency: extra.currency ?? "usd",
      payment_intent: extra.paymentIntent ?? `pi_test_${payment.id}`,
      client_reference_id: `proposal-${payment.requestId}`,
      metadata: {
        kind: "proposal_deposit",
        proposalId: String(payment.requestId),
        paymentId: String(payment.id),
      },
      customer_details: { email: extra.email ?? "payer@example.com" },
    },
    extra.eventId ?? newEventId(),
  );
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

/**
 * Delivers a signed webhook to the Worker as Stripe does: POST /api/stripe/webhook. With
 * `bindings`, through the app with those bindings (e-mail sending configured), its background
 * work done before it answers.
 */
export async function postStripeWebhook(
  payload: string,
  options: { secret?: string; timestamp?: number; bindings?: Partial<typeof env> } = {},
): Promise<Response> {
  const init = {
    method: "POST",
    body: payload,
    headers: {
      "Stripe-Signature": await stripeSignature(payload, options),
      "Content-Type": "application/json",
    },
  };
  const path = "/api/stripe/webhook";
  return options.bindings ? apiWith(options.bindings, path, init) : api(path, init);
}
