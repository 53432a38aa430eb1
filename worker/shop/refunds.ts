/**
 * Second payments are refunded automatically (issue 25). When a paid Checkout Session does not
 * become the payment of its order or deposit (that was already paid through another session, or
 * the order's hold had already ended), its payment is refunded through Stripe's Refunds API
 * (POST /v1/refunds with the payment intent, reason "duplicate"), recorded in payment_refunds, shown
 * to the admin (Admin > Orders; the proposal's panel in Admin > Documents) and the studio is told.
 *
 * Exactly once: the row is inserted in the same D1 batch that records the webhook event (at most
 * one per session), and only the caller whose batch wrote it asks Stripe, with Idempotency-Key
 * `refund-<checkout session id>`. If Stripe does not answer, the row
 * stays pending and the hourly job (retryPendingRefunds, worker/cron.ts) asks again with the same
 * key, so a refund Stripe did make but could not confirm is never made twice.
 *
 * The studio's notice of each refund goes through the durable outbox (worker/notify/outbox.ts),
 * queued in the batch that records Stripe's answer on the row, written only if that batch changed
 * the row: a crash after it cannot lose the notice, and two askers never both write one.
 */

import type { SQL } from "drizzle-orm";
import { adminUrl } from "../../src/shared/app-links";
import { formatMoney } from "../../src/shared/order";
import type { PaymentRefund } from "../db/schema";
import type { Deps } from "../deps";
import { deliverQueued, type QueuedEmail, queueStudioNotice } from "../notify/outbox";
import { requestProjectId } from "../proposals/queries-views";
import {
  bornFailedNoticePending,
  markBornFailedNoticed,
  markRefundAttemptFailed,
  markRefunded,
  type PaidSession,
  pendingRefunds,
  refundErrorText,
  refundStillPending,
} from "./queries-refunds";
import { type Stripe, stripeClient } from "./stripe-client";

/** After this many unanswered attempts (hourly), the refund is given up to the studio. */
export const REFUND_MAX_ATTEMPTS = 24;
/** Pending refunds asked again per hourly run at most (each is one Stripe call). */
export const REFUND_RETRY_LIMIT = 10;
/** A refund younger than this is still with the request that made it: the job leaves it. */
export const REFUND_RETRY_AFTER_MS = 5 * 60 * 1000;

/** The payment a paid Checkout Session carries, as the refund statements want it. */
export function paidSessionOf(session: Stripe.Checkout.Session): PaidSession {
  const intent = session.payment_intent;
  return {
    id: session.id,
    paymentIntentId: typeof intent === "string" ? intent : (intent?.id ?? null),
    amountCents: session.amount_total ?? 0,
    currency: (session.currency ?? "usd").toLowerCase(),
  };
}

/**
 * Makes a refund the webhook's batch just recorded (asks Stripe, then tells the studio). Only the
 * caller whose batch wrote the row gets it, so this runs once per second payment. The studio's
 * notice is queued in the batch that records Stripe's answer (issue 25: none lost, none twice).
 */
export async function completeRefund(deps: Deps, row: PaymentRefund): Promise<PaymentRefund> {
  if (row.status === "pending") return askStripe(deps, row, { noticeWhilePending: true });
  // Born failed (Stripe gave no payment intent): the notice, once, marked on the row.
  const notice = await queueRefundNotice(deps, row, bornFailedNoticePending(row.id));
  const [, marked] = await deps.db.batch([notice.statement, markBornFailedNoticed(deps.db, row.id)]);
  deliverQueued(deps, notice);
  return (marked as PaymentRefund[])[0] ?? row;
}

/**
 * One POST /v1/refunds for a pending row; the row as it is afterwards. The studio's notice of the
 * outcome (succeeded, given up, or, with `noticeWhilePending`, still being refunded) is queued
 * before the row's update in its batch and written only if that batch changes the row.
 */
async function askStripe(
  deps: Deps,
  row: PaymentRefund,
  options: { noticeWhilePending: boolean },
): Promise<PaymentRefund> {
  const config = deps.config;
  const db = deps.db;
  const stripe = stripeClient(config);
  const final = row.attempts + 1 >= REFUND_MAX_ATTEMPTS;
  /** The notice for the row as the update will leave it, when one is due. */
  const noticeFor = async (after: PaymentRefund) =>
    after.status !== "pending" || options.noticeWhilePending
      ? [await queueRefundNotice(deps, after, refundStillPending(row.id))]
      : [];
  const failed = async (message: string, giveUp: boolean) => {
    const notices = await noticeFor({
      ...row,
      lastError: refundErrorText(message),
      status: giveUp ? "failed" : "pending",
    });
    const after = await markRefundAttemptFailed(
      db,
      row.id,
      message,
      giveUp,
      notices.map((n) => n.statement),
    );
    if (after) deliverQueued(deps, ...notices);
    return after ?? row;
  };
  if (!stripe || !row.paymentIntentId) return failed("Stripe is not configured.", final);
  let refundId: string;
  try {
    const refund = await stripe.refunds.create(
      {
        payment_intent: row.paymentIntentId,
        reason: "duplicate",
        metadata: {
          kind: row.kind,
          refundRecord: String(row.id),
          checkoutSession: row.stripeSessionId,
          ...(row.orderId !== null ? { orderId: String(row.orderId) } : {}),
          ...(row.requestId !== null ? { proposalId: String(row.requestId) } : {}),
        },
      },
      { idempotencyKey: `refund-${row.stripeSessionId}` },
    );
    refundId = refund.id;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Refund ${row.id} (${row.paymentIntentId}) failed:`, message);
    // Stripe refused it (already refunded in the dashboard, a disputed charge): asking again will
    // not help, the studio is told to look. Anything else (no answer, 5xx) is asked again later.
    const refused = (error as { type?: string }).type === "StripeInvalidRequestError";
    return failed(message, refused || final);
  }
  const notices = await noticeFor({ ...row, status: "succeeded", stripeRefundId: refundId, lastError: null });
  const after = await markRefunded(
    db,
    row.id,
    refundId,
    notices.map((n) => n.statement),
  );
  if (after) deliverQueued(deps, ...notices);
  return after ?? row;
}

/**
 * The hourly job: asks Stripe again for refunds it did not confirm, and tells the studio about
 * those that are now done or given up. Never throws.
 */
export async function retryPendingRefunds(
  deps: Deps,
  scheduledTime: number,
): Promise<{ checked: number; refunded: number; failed: number }> {
  const report = { checked: 0, refunded: 0, failed: 0 };
  const db = deps.db;
  try {
    const before = new Date(scheduledTime - REFUND_RETRY_AFTER_MS).toISOString();
    for (const row of await pendingRefunds(db, before, REFUND_RETRY_LIMIT)) {
      report.checked++;
      const after = await askStripe(deps, row, { noticeWhilePending: false });
      if (after.status === "succeeded") report.refunded++;
      if (after.status === "failed") report.failed++;
    }
  } catch (error) {
    console.error("Refund retry failed:", error instanceof Error ? error.message : error);
  }
  return report;
}

/**
 * The studio's e-mail about one refund (as `r` is once its batch has run): done, on its way, or to
 * be made by hand. Queued (worker/notify/outbox.ts), written only `when` holds in that batch.
 */
/** A deposit's refund is the proposal's business; an order's or a selections invoice's, the Orders tab's. */
function refundNoticeKind(r: PaymentRefund) {
  return r.kind === "deposit" ? ("proposal-deposit" as const) : ("order" as const);
}

export async function queueRefundNotice(deps: Deps, r: PaymentRefund, when: SQL): Promise<QueuedEmail> {
  const amount = formatMoney(r.amountCents, r.currency);
  const origin = deps.config.appOrigin;
  // The link lands on the order, or on the deposit's proposal in its project (issue 25, item 5).
  const projectId = r.requestId === null ? null : await requestProjectId(deps.db, r.requestId);
  const where =
    r.kind === "order" || projectId === null || r.requestId === null
      ? adminUrl(
          origin,
          // The Orders list searched for this order's number (issue 28: the list pages and searches).
          r.kind === "order" && r.orderId !== null
            ? { tab: "orders", q: `#${r.orderId}` }
            : // A selections invoice (issue 29) is listed in the Orders tab too.
              { tab: r.kind === "deposit" ? "documents" : "orders" },
        )
      : adminUrl(origin, { tab: "documents", projectId, proposal: r.requestId });
  const subject =
    r.status === "succeeded"
      ? `Second payment refunded: ${r.label}`
      : r.status === "pending"
        ? `Second payment being refunded: ${r.label}`
        : `Second payment not refunded: ${r.label}`;
  const outcome =
    r.status === "succeeded"
      ? "It was refunded in full automatically through Stripe; there is nothing more to do."
      : r.status === "pending"
        ? `The automatic refund has not gone through yet (${r.lastError ?? "no answer from Stripe"}). It is asked again every hour; you will be told when it is done.`
        : `It could not be refunded automatically (${r.lastError ?? "Stripe refused it"}). Please refund it in Stripe's dashboard.`;
  return queueStudioNotice(
    deps,
    subject,
    [
      `A second payment of ${amount} arrived for ${r.label}. ${r.reason}`,
      outcome,
      "",
      `Refund:   ${r.stripeRefundId ?? "-"}`,
      `Payment:  ${r.paymentIntentId ?? "-"}`,
      `Checkout: ${r.stripeSessionId}`,
      "",
      `See it in the admin dashboard: ${where}`,
    ].join("\n"),
    { kind: refundNoticeKind(r), when },
  );
}
