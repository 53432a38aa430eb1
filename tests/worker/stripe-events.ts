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
