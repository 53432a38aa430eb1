import { Hono } from "hono";
import { depsOf } from "../http/deps";
import { badRequest } from "../http/errors";
import { deliverQueued } from "../notify/outbox";
import { handleDepositEvent, isDepositSession } from "../proposals/deposit-webhook";
import { handleInvoiceEvent, isInvoiceSession } from "../selections/invoice-payments";
import type { AppEnv } from "../types";
import { queuePaidOrderNotice } from "./order-notice";
import { expireOrder, findOrderForSession, isEventProcessed, markOrderPaid } from "./queries-orders";
import { completeRefund, paidSessionOf } from "./refunds";
import { constructWebhookEvent, type Stripe } from "./stripe-client";
import { idHint, PAID_EVENTS, RELEASE_EVENTS, sessionEmail } from "./stripe-session";

export const stripeRouter = new Hono<AppEnv>();

/** The events the webhook endpoint must be subscribed to (the Setup panel lists them). */

function orderIdHint(session: Stripe.Checkout.Session): number | null {
  return idHint(session.metadata?.orderId ?? session.client_reference_id ?? "");
}

stripeRouter.post("/", async (c) => {
  const secret = c.get("config").STRIPE_WEBHOOK_SECRET;
  if (!secret) return c.json({ message: "Stripe webhooks are not configured." }, 503);
  const signature = c.req.header("Stripe-Signature");
  if (!signature) throw badRequest("Missing Stripe signature.");
  // The exact bytes Stripe signed: never re-serialise before verifying.
  const payload = await c.req.text();
  let event: Stripe.Event;
  try {
    event = await constructWebhookEvent(payload, signature, secret);
  } catch {
    throw badRequest("Invalid Stripe signature.");
  }

  const paid = PAID_EVENTS.has(event.type);
  const release = RELEASE_EVENTS.has(event.type);
  if (!paid && !release) return c.json({ received: true, ignored: event.type });

  const session = event.data.object as Stripe.Checkout.Session;
  // A completed session whose payment is still on its way (bank debits and the like) changes
  // nothing yet: async_payment_succeeded or _failed follows.
  if (event.type === "checkout.session.completed" && session.payment_status !== "paid") {
    return c.json({ received: true, ignored: "payment pending" });
  }

  const db = c.get("db");
  // Fast path for redeliveries; the primary key in the batch below is what really guarantees it.
  if (await isEventProcessed(db, event.id)) return c.json({ received: true, duplicate: true });

  // Proposal deposits (issue 18) have their own table and rules.
  if (isDepositSession(session)) return c.json(await handleDepositEvent(depsOf(c), event, session, paid));
  // Selections invoices (issue 29 item 3): the same rules, their own tables.
  if (isInvoiceSession(session)) return c.json(await handleInvoiceEvent(depsOf(c), event, session, paid));

  const order = await findOrderForSession(
    db,
    session.id,
    orderIdHint(session),
    session.metadata?.orderRef ?? null,
  );
  if (!order) {
    // Not ours (another integration on the same account) or long gone: acknowledge, write nothing.
    return c.json({ received: true, ignored: "unknown session" });
  }

  const eventRef = { id: event.id, type: event.type };
  if (paid) {
    const email = sessionEmail(session);
    const at = new Date().toISOString();
    const notice = await queuePaidOrderNotice(depsOf(c), order.id, email, session.id, at);
    const { outcome, refund } = await markOrderPaid(db, eventRef, order.id, email, paidSessionOf(session), {
      at,
      extra: notice ? [notice.statement] : [],
    });
    deliverQueued(depsOf(c), notice ?? undefined);
    // Not the order's payment (it was paid through another session, or no longer held): the
    // money goes back, once (worker/shop/refunds.ts).
    if (refund) {
      await completeRefund(depsOf(c), refund);
      return c.json({ received: true, outcome: "refunded" });
    }
    return c.json({ received: true, outcome });
  }
  const outcome = await expireOrder(db, eventRef, order.id);
  return c.json({ received: true, outcome });
});
