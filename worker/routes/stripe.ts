/**
 * POST /api/stripe/webhook: Stripe tells us a Checkout Session was paid or expired.
 *
 * - The signature is verified on the raw body (Web Crypto; default 300 s tolerance, so an old
 *   timestamp is refused). Anything unverified gets 400 and writes nothing.
 * - Each event is applied exactly once: its id goes into stripe_events in the same D1 batch as
 *   its effect, and the effect only applies to an order still in the expected status. A
 *   redelivery, or the same event arriving twice at once, fails on the primary key: 200, no change.
 * - Event types we do not act on are acknowledged (200) without any write.
 * This route is exempt from the CSRF check (worker/auth/csrf.ts): the signature authenticates it.
 */
import { sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import {
  expireOrder,
  findOrderForSession,
  getOrderForNotification,
  isEventProcessed,
  markOrderPaid,
} from "../db/queries/orders";
import { formatMoney } from "../../src/shared/order";
import { badRequest } from "../http/errors";
import { deliverQueued, type QueuedEmail, queueStudioNotice } from "../notify/outbox";
import { handleDepositEvent, isDepositSession } from "../proposals/deposit-webhook";
import { completeRefund, paidSessionOf } from "../shop/refunds";
import { constructWebhookEvent, type Stripe } from "../shop/stripe-client";
import type { AppEnv } from "../types";

export const stripeRouter = new Hono<AppEnv>();

const PAID_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);
const RELEASE_EVENTS = new Set(["checkout.session.expired", "checkout.session.async_payment_failed"]);
/** The events the webhook endpoint must be subscribed to (the Setup panel lists them). */
export const STRIPE_WEBHOOK_EVENTS = [...PAID_EVENTS, ...RELEASE_EVENTS];

function orderIdHint(session: Stripe.Checkout.Session): number | null {
  const raw = session.metadata?.orderId ?? session.client_reference_id ?? "";
  return /^[1-9][0-9]{0,14}$/.test(raw) ? Number(raw) : null;
}

stripeRouter.post("/stripe/webhook", async (c) => {
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
  if (isDepositSession(session)) return handleDepositEvent(c, event, session, paid);

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
    const notice = await queuePaidOrderNotice(c, order.id, email, session.id, at);
    const { outcome, refund } = await markOrderPaid(db, eventRef, order.id, email, paidSessionOf(session), {
      at,
      extra: notice ? [notice.statement] : [],
    });
    deliverQueued(c, notice ?? undefined);
    // Not the order's payment (it was paid through another session, or no longer held): the
    // money goes back, once (worker/shop/refunds.ts).
    if (refund) {
      await completeRefund(c, refund);
      return c.json({ received: true, outcome: "refunded" });
    }
    return c.json({ received: true, outcome });
  }
  const outcome = await expireOrder(db, eventRef, order.id);
  return c.json({ received: true, outcome });
});

/** The shopper's e-mail as Stripe collected it, if any (shared with worker/cron.ts). */
export function sessionEmail(session: Stripe.Checkout.Session): string | null {
  return session.customer_details?.email ?? session.customer_email ?? null;
}

/**
 * The studio's e-mail about a paid order, queued for markOrderPaid's batch (issue 25): written only
 * if that batch marked the order paid at `at` through `sessionId`, so it goes once whichever of the
 * webhook and the scheduled reconciliation (worker/cron.ts) settles it. Null for an unknown order.
 */
export async function queuePaidOrderNotice(
  c: Context<AppEnv>,
  orderId: number,
  email: string | null,
  sessionId: string,
  at: string,
): Promise<QueuedEmail | null> {
  const found = await getOrderForNotification(c.get("db"), orderId);
  if (!found) return null;
  const { order, items } = found;
  const payer = email ?? order.email;
  const lines = items.map((i) => `  ${i.quantity} × ${i.titleSnapshot} at ${formatMoney(i.unitPriceCents)}`);
  return queueStudioNotice(
    c,
    `New shop order: ${formatMoney(order.totalCents)}${payer ? ` from ${payer}` : ""}`,
    [
      `An order was paid through the website shop (#${order.id}).`,
      "",
      ...lines,
      "",
      `Total:    ${formatMoney(order.totalCents)} ${order.currency.toUpperCase()}`,
      `Customer: ${payer ?? "(no e-mail given)"}`,
      `Stripe:   ${sessionId}`,
      "",
      `Open the admin dashboard to fulfil it: ${c.get("config").appOrigin}/admin?tab=orders`,
    ].join("\n"),
    {
      kind: "order",
      ...(payer ? { replyTo: payer } : {}),
      when: sql`EXISTS (SELECT 1 FROM orders WHERE id = ${orderId} AND status = 'paid' AND paid_at = ${at} AND stripe_session_id = ${sessionId})`,
    },
  );
}
