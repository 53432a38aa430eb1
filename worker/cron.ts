/**
 * The scheduled clean-up (cron trigger in wrangler.toml). R2 and D1 share no transaction, so the
 * app writes an object before its row and deletes the row before its object; whatever is left
 * over (an upload never completed, a crash between the two steps) is removed here after a grace
 * period: expired sessions, stale upload reservations, and R2 objects no row refers to. Rate-limit
 * counts (keyed by IP address) are removed once their window is long over.
 *
 * It also reconciles shop orders and proposal deposits with Stripe, in case a webhook never arrived
 * (endpoint or secret misconfigured, an outage past Stripe's retries): see reconcileOrders and
 * reconcileDeposits below. Signed copies whose build failed are built again (retrySignedCopies).
 */
import { and, lt } from "drizzle-orm";
import { OUTBOX_RETENTION_DAYS } from "../src/shared/setup";
import { deleteExpiredSessions } from "./auth/session";
import { createDb } from "./db/client";
import { uploadReservations } from "./db/schema";
import { type Deps, scheduledDeps } from "./deps";
import { type Bindings, type Config, readConfig } from "./env";
import { deleteExpiredRateLimits } from "./http/rate-limit";
import { deliverPendingEmails, deliverQueued, type OutboxDeliveryReport } from "./notify/outbox";
import { deleteOutboxBefore } from "./notify/queries-outbox";
import { sendPinDigest } from "./pins/digest";
import { dueDigestGroups } from "./pins/queries";
import { settleDepositSession } from "./proposals/deposit-webhook";
import { pendingSignedCopies } from "./proposals/queries";
import { expirePayment } from "./proposals/queries-payments";
import { staleOpenPayments } from "./proposals/queries-privacy";
import { emailUnemailedSigners, produceSignedCopy } from "./proposals/service";
import { dueSelectionDigests, sendSelectionDigest } from "./selections/digest";
import { type InvoiceReconcileReport, reconcileInvoices } from "./selections/invoice-payments";
import { queuePaidOrderNotice } from "./shop/order-notice";
import {
  cancelReservedOrder,
  type EventOutcome,
  expireOrder,
  markOrderPaid,
  staleCreatedOrders,
  touchCreatedOrder,
} from "./shop/queries-orders";
import { paidSessionOf, retryPendingRefunds } from "./shop/refunds";
import { type Stripe, stripeClient } from "./shop/stripe-client";
import { CHECKOUT_SESSION_SECONDS, sessionEmail } from "./shop/stripe-session";
import { referencedKeys } from "./storage/media-cleanup";
import type { Db } from "./types";

/** Objects younger than this are never touched: an upload may be between its two steps. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
const MANAGED_PREFIXES = ["media/", "documents/", "client-uploads/"];

/**
 * A Checkout Session ends CHECKOUT_SESSION_SECONDS (31 minutes) after the order was made; an order
 * still 'created' this long after (45 minutes) has lost its webhook, or never got a session.
 */
export const ORDER_RECONCILE_AFTER_MS = CHECKOUT_SESSION_SECONDS * 1000 + 14 * 60 * 1000;

/**
 * Orders reconciled per run at most. Each costs one or two Stripe calls, and a Worker on the free
 * plan may make 50 external subrequests per invocation; a lost webhook is rare, and the rest wait
 * for the next hourly run.
 */
export const ORDER_RECONCILE_LIMIT = 25;

/** "skipped" without STRIPE_SECRET_KEY; `left`: still 'created', looked at again next run. */
export type OrderReconcileReport =
  | "skipped"
  | { checked: number; paid: number; released: number; left: number; failed: number };

/** Deposit checkouts (issue 18) reconciled per run at most, within the same subrequest budget. */
export const DEPOSIT_RECONCILE_LIMIT = 10;

export type DepositReconcileReport =
  | "skipped"
  | { checked: number; paid: number; expired: number; left: number; failed: number };

export type SignedCopyRetryReport = { retried: number; built: number; failed: number };

export type CleanupReport = {
  sessions: "done";
  rateLimits: number;
  reservations: number;
  orphans: number;
  orders: OrderReconcileReport;
  deposits: DepositReconcileReport;
  /** Selections invoice checkouts whose webhook never arrived (issue 29 item 3). */
  invoices: InvoiceReconcileReport;
  /** Refunds of second payments Stripe had not confirmed, asked again (issue 25). */
  refunds: { checked: number; refunded: number; failed: number } | "skipped";
  /** Signed copies whose build had failed, built again (issue 25). */
  signedCopies: SignedCopyRetryReport;
  /** Outbox e-mails older than OUTBOX_RETENTION_DAYS, removed. */
  outbox: number;
  /** Queued e-mails left undelivered (a crash after their change committed), delivered (issue 25). */
  emails: OutboxDeliveryReport | "skipped";
};

/**
 * The every-ten-minutes trigger (wrangler.toml): e-mails the studio about pins left waiting by the
 * one-e-mail-per-document-per-10-minutes rule (worker/pins/digest.ts). The other trigger is hourly.
 */
export const PIN_DIGEST_CRON = "*/10 * * * *";

/**
 * The validated configuration, or null when it does not parse. A job that is the first to need
 * it names itself (`logAs`) and the reason is logged; the later ones skip quietly.
 */
function configOrNull(env: Bindings, logAs?: string): Config | null {
  try {
    return readConfig(env);
  } catch (error) {
    if (logAs) console.error(logAs, error instanceof Error ? error.message : error);
    return null;
  }
}

/** Sends every document's (and selection piece's) waiting pin e-mail whose interval has passed; returns how many went. */
export async function sendDuePinDigests(env: Bindings, scheduledTime: number): Promise<number> {
  const db = createDb(env.DB);
  const at = new Date(scheduledTime);
  const groups = await dueDigestGroups(db, at);
  if (groups.length === 0) return 0;
  const pending: Promise<unknown>[] = [];
  const deps = scheduledDeps(env, readConfig(env), db, pending);
  let sent = 0;
  for (const group of groups) {
    if (await sendPinDigest(deps, group, at)) sent += 1;
  }
  await Promise.allSettled(pending);
  return sent;
}

/**
 * The same trigger e-mails the studio the clients' decisions on selections, one e-mail per project
 * once the client has paused (worker/selections/digest.ts); returns how many went. Never throws.
 */
export async function sendDueSelectionDigests(env: Bindings, scheduledTime: number): Promise<number> {
  const pending: Promise<unknown>[] = [];
  let sent = 0;
  try {
    const db = createDb(env.DB);
    const at = new Date(scheduledTime);
    const due = await dueSelectionDigests(db, at);
    if (due.length === 0) return 0;
    const deps = scheduledDeps(env, readConfig(env), db, pending);
    for (const projectId of due) {
      if (await sendSelectionDigest(deps, projectId, at)) sent += 1;
    }
  } catch (error) {
    console.error("Selection digests failed:", error instanceof Error ? error.message : error);
  }
  await Promise.allSettled(pending);
  return sent;
}

export async function runScheduled(env: Bindings, scheduledTime: number): Promise<CleanupReport> {
  const db = createDb(env.DB);
  await deleteExpiredSessions(db, scheduledTime);
  const rateLimitRows = await deleteExpiredRateLimits(db, scheduledTime);

  // Reservations past their expiry by the grace period: forget them (their objects become
  // orphans and go below, unless a row adopted them).
  const staleBefore = new Date(scheduledTime - ORPHAN_GRACE_MS).toISOString();
  const stale = await db
    .delete(uploadReservations)
    .where(and(lt(uploadReservations.expiresAt, staleBefore)))
    .returning({ id: uploadReservations.id })
    .all();

  // Kept e-mails hold addresses and messages: 30 days is long enough to read or resend them.
  const outbox = await deleteOutboxBefore(
    db,
    new Date(scheduledTime - OUTBOX_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString(),
  );

  const emails = await deliverQueuedEmails(env, scheduledTime);

  // Before the R2 sweep, so that a storage error there cannot hold shop stock back; this step
  // never throws (each failure is logged).
  const reconciled = await reconcileOrders(env, db, scheduledTime);
  const deposits = await reconcileDeposits(env, db, scheduledTime);
  const invoices = await reconcileInvoicePayments(env, db, scheduledTime);
  const refunds = await retryRefunds(env, db, scheduledTime);
  // Before the R2 sweep too: a rebuilt signed copy is referenced by its request at once.
  const signedCopies = await retrySignedCopies(env, db, scheduledTime);

  const keep = await referencedKeys(db);
  let orphans = 0;
  for (const prefix of MANAGED_PREFIXES) {
    let cursor: string | undefined;
    do {
      const page = await env.MEDIA.list({ prefix, cursor, limit: 1000 });
      const doomed = page.objects
        .filter((o) => !keep.has(o.key) && scheduledTime - o.uploaded.getTime() > ORPHAN_GRACE_MS)
        .map((o) => o.key);
      if (doomed.length > 0) {
        await env.MEDIA.delete(doomed);
        orphans += doomed.length;
      }
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
  return {
    sessions: "done",
    rateLimits: rateLimitRows,
    reservations: stale.length,
    orphans,
    orders: reconciled,
    deposits,
    invoices,
    refunds,
    signedCopies,
    outbox,
    emails,
  };
}

/**
 * Delivers the queued e-mails whose own delivery never ran (worker/notify/outbox.ts); on the hourly
 * clean-up and on the 10-minute trigger, so a lost delivery is late by minutes, not an hour.
 */
export async function deliverQueuedEmails(
  env: Bindings,
  scheduledTime: number,
): Promise<OutboxDeliveryReport | "skipped"> {
  const config = configOrNull(env, "Queued e-mails not delivered");
  if (!config) return "skipped";
  const pending: Promise<unknown>[] = [];
  const deps = scheduledDeps(env, config, createDb(env.DB), pending);
  // Signature requests whose e-mails' batch never ran are e-mailed first (queued, delivered now).
  await emailUnemailedSigners(deps, scheduledTime);
  await Promise.allSettled(pending);
  const report = await deliverPendingEmails(deps, scheduledTime);
  await Promise.allSettled(pending);
  return report;
}

/** Asks Stripe again for refunds of second payments it did not confirm (worker/shop/refunds.ts). */
async function retryRefunds(env: Bindings, db: Db, scheduledTime: number): Promise<CleanupReport["refunds"]> {
  const config = configOrNull(env);
  if (!config) return "skipped"; // reconcileOrders has logged why
  if (!stripeClient(config)) return "skipped";
  const pending: Promise<unknown>[] = [];
  const report = await retryPendingRefunds(scheduledDeps(env, config, db, pending), scheduledTime);
  await Promise.allSettled(pending);
  return report;
}

/**
 * Signed copies rebuilt per run at most: each reads a proposal of up to 25 MB and renders it, so
 * a few per hourly run keep the invocation light; the others wait for the next run.
 */
export const SIGNED_COPY_RETRY_LIMIT = 5;
/** A completed request still without a copy this long after (and no failure recorded): pending. */
export const SIGNED_COPY_NEVER_BUILT_AFTER_MS = 10 * 60 * 1000;

/**
 * Builds again the signed copies whose build failed (issue 25: the request is complete, the copy
 * pending), or that were never built, the longest-waiting first, through the same produceSignedCopy as the last signature:
 * success clears the failure, another failure counts one more attempt (the admin sees both).
 * Never throws.
 */
export async function retrySignedCopies(
  env: Bindings,
  db: Db,
  scheduledTime: number,
): Promise<SignedCopyRetryReport> {
  const report = { retried: 0, built: 0, failed: 0 };
  const config = configOrNull(env);
  if (!config) return report; // reconcileOrders has logged why
  const pending: Promise<unknown>[] = [];
  try {
    // A copy never built (no failure recorded: the Worker stopped right after the last
    // signature) counts as pending once the signing request has surely ended.
    const before = new Date(scheduledTime - SIGNED_COPY_NEVER_BUILT_AFTER_MS).toISOString();
    const requests = await pendingSignedCopies(db, SIGNED_COPY_RETRY_LIMIT, before);
    const deps = scheduledDeps(env, config, db, pending);
    for (const request of requests) {
      report.retried++;
      if (await produceSignedCopy(deps, request)) report.built++;
      else report.failed++;
    }
  } catch (error) {
    console.error("Signed copy retries failed:", error instanceof Error ? error.message : error);
  }
  await Promise.allSettled(pending);
  return report;
}

/**
 * Settles orders the webhook should have settled, with Stripe's own view of each session, through
 * the same statements as the webhook (worker/shop/router-stripe.ts): `expireOrder` and `markOrderPaid`
 * change an order only while it is still 'created', so whichever of the webhook and this step comes
 * first wins and the other changes nothing (stock is released, and the studio told, once). Their
 * stripe_events row gets a `reconcile:` id, which no Stripe event id can collide with.
 *
 * - session expired → the order expires and its stock returns;
 * - session complete and paid → the order is paid (the studio is notified like by the webhook);
 * - session still open (it should have expired by now) → expired at Stripe, then as above;
 * - no session at all (Stripe failed when the order was made, and so did cancelling it) → cancelled
 *   and its stock returned: nobody can have paid for it;
 * - anything else (a payment still on its way, Stripe refusing) → left, logged, and retried next run.
 *
 * A failure on one order is logged and the others go on; nothing here stops the rest of the
 * clean-up. Without STRIPE_SECRET_KEY the step is skipped (the webhook secret is not needed: this is
 * exactly what helps when the webhook is what broke).
 */
export async function reconcileOrders(
  env: Bindings,
  db: Db,
  scheduledTime: number,
): Promise<OrderReconcileReport> {
  const config = configOrNull(env, "Order reconciliation skipped:");
  if (!config) return "skipped";
  const stripe = stripeClient(config);
  if (!stripe) return "skipped";

  const report = { checked: 0, paid: 0, released: 0, left: 0, failed: 0 };
  const pending: Promise<unknown>[] = [];
  let candidates: Awaited<ReturnType<typeof staleCreatedOrders>>;
  try {
    const before = new Date(scheduledTime - ORDER_RECONCILE_AFTER_MS).toISOString();
    candidates = await staleCreatedOrders(db, before, ORDER_RECONCILE_LIMIT);
  } catch (error) {
    console.error("Order reconciliation failed:", error instanceof Error ? error.message : error);
    return report;
  }
  let notifier: Deps | undefined;
  const notifierOf = () => {
    notifier ??= scheduledDeps(env, config, db, pending);
    return notifier;
  };

  for (const order of candidates) {
    report.checked++;
    try {
      const result = await reconcileOrder(db, stripe, order, notifierOf);
      if (result === "paid") report.paid++;
      else if (result === "released") report.released++;
      else if (result === "left") {
        report.left++;
        // To the back of the queue, so that a few unresolved orders cannot starve the others.
        await touchCreatedOrder(db, order.id);
      }
    } catch (error) {
      report.failed++;
      console.error(
        `Order reconciliation: order ${order.id} (${order.stripeSessionId ?? "no session"}) failed:`,
        error instanceof Error ? error.message : error,
      );
      await touchCreatedOrder(db, order.id).catch(() => undefined);
    }
  }
  // The studio's e-mails go out before the scheduled run ends.
  await Promise.allSettled(pending);
  return report;
}

type Candidate = { id: number; stripeSessionId: string | null };

/** paid / released: this run settled it; settled: the webhook (or a concurrent run) got there first. */
async function reconcileOrder(
  db: Db,
  stripe: Stripe,
  order: Candidate,
  notifierOf: () => Deps,
): Promise<"paid" | "released" | "settled" | "left"> {
  if (!order.stripeSessionId) {
    const released = await cancelReservedOrder(db, order.id);
    if (released) console.log(`Order reconciliation: order ${order.id} had no session, cancelled`);
    return released ? "released" : "settled";
  }
  let session = await stripe.checkout.sessions.retrieve(order.stripeSessionId);
  if (session.status === "open") {
    // Past its expires_at already; Stripe refuses if it was paid meanwhile (then: next run).
    session = await stripe.checkout.sessions.expire(session.id);
  }
  const settled = (outcome: EventOutcome, as: "paid" | "released") => {
    if (outcome !== "applied") return "settled" as const;
    console.log(`Order reconciliation: order ${order.id} (${session.id}) ${as} without its webhook`);
    return as;
  };
  if (session.status === "expired") {
    const outcome = await expireOrder(db, reconcileEvent(session.id, "expired"), order.id);
    return settled(outcome, "released");
  }
  if (session.status === "complete" && session.payment_status === "paid") {
    // A second payment recorded here is refunded by retryPendingRefunds (below, next run).
    // The studio's e-mail is queued in the same batch (issue 25), delivered before the run ends.
    const deps = notifierOf();
    const at = new Date().toISOString();
    const notice = await queuePaidOrderNotice(deps, order.id, sessionEmail(session), session.id, at);
    const { outcome } = await markOrderPaid(
      db,
      reconcileEvent(session.id, "completed"),
      order.id,
      sessionEmail(session),
      paidSessionOf(session),
      { at, extra: notice ? [notice.statement] : [] },
    );
    deliverQueued(deps, notice ?? undefined);
    return settled(outcome, "paid");
  }
  console.warn(
    `Order reconciliation: order ${order.id} left as it is (session ${session.id}: ${session.status}, ${session.payment_status})`,
  );
  return "left";
}

/**
 * Settles proposal deposits the webhook should have settled, like reconcileOrders: with Stripe's
 * own view of each session, through the webhook's statements (settleDepositSession), so whichever
 * comes first wins and the other changes nothing (the deposit is marked paid, and the studio told,
 * once). Sessions still open past their end are expired at Stripe first; a payment row that never
 * got a session (Stripe failed and the row was not dropped) just expires. A session whose payment
 * is still on its way is left for the next run. Never throws.
 */
export async function reconcileDeposits(
  env: Bindings,
  db: Db,
  scheduledTime: number,
): Promise<DepositReconcileReport> {
  const config = configOrNull(env);
  if (!config) return "skipped"; // reconcileOrders has logged why
  const stripe = stripeClient(config);
  if (!stripe) return "skipped";
  const report = { checked: 0, paid: 0, expired: 0, left: 0, failed: 0 };
  const pending: Promise<unknown>[] = [];
  let candidates: Awaited<ReturnType<typeof staleOpenPayments>>;
  try {
    const before = new Date(scheduledTime - ORDER_RECONCILE_AFTER_MS).toISOString();
    candidates = await staleOpenPayments(db, before, DEPOSIT_RECONCILE_LIMIT);
  } catch (error) {
    console.error("Deposit reconciliation failed:", error instanceof Error ? error.message : error);
    return report;
  }
  const deps = scheduledDeps(env, config, db, pending);
  for (const payment of candidates) {
    report.checked++;
    try {
      if (!payment.stripeSessionId) {
        const event = { id: `reconcile:proposal-payment-${payment.id}`, type: "reconcile.no_session" };
        await expirePayment(db, event, payment.id, payment.requestId);
        report.expired++;
        continue;
      }
      let session = await stripe.checkout.sessions.retrieve(payment.stripeSessionId);
      if (session.status === "open") session = await stripe.checkout.sessions.expire(session.id);
      if (session.status === "expired") {
        await settleDepositSession(deps, reconcileEvent(session.id, "expired"), payment, session, false);
        report.expired++;
      } else if (session.status === "complete" && session.payment_status === "paid") {
        const outcome = await settleDepositSession(
          deps,
          reconcileEvent(session.id, "completed"),
          payment,
          session,
          true,
        );
        if (outcome === "paid") {
          report.paid++;
          console.log(
            `Deposit reconciliation: payment ${payment.id} (${session.id}) paid without its webhook`,
          );
        }
      } else {
        report.left++;
        console.warn(
          `Deposit reconciliation: payment ${payment.id} left as it is (session ${session.id}: ${session.status}, ${session.payment_status})`,
        );
      }
    } catch (error) {
      report.failed++;
      console.error(
        `Deposit reconciliation: payment ${payment.id} failed:`,
        error instanceof Error ? error.message : error,
      );
    }
  }
  await Promise.allSettled(pending);
  return report;
}

/**
 * Selections invoices (issue 29 item 3): the same reconciliation as the deposits', through the
 * webhook's statements (worker/selections/invoice-payments.ts). Never throws.
 */
async function reconcileInvoicePayments(
  env: Bindings,
  db: Db,
  scheduledTime: number,
): Promise<InvoiceReconcileReport> {
  const config = configOrNull(env);
  if (!config) return "skipped"; // reconcileOrders has logged why
  const pending: Promise<unknown>[] = [];
  try {
    const before = new Date(scheduledTime - ORDER_RECONCILE_AFTER_MS).toISOString();
    return await reconcileInvoices(scheduledDeps(env, config, db, pending), before, DEPOSIT_RECONCILE_LIMIT);
  } catch (error) {
    console.error("Invoice reconciliation failed:", error instanceof Error ? error.message : error);
    return { checked: 0, paid: 0, expired: 0, left: 0, failed: 1 };
  } finally {
    await Promise.allSettled(pending);
  }
}

/** The stripe_events row of a reconciliation: one per session (it ends only one way), never a Stripe id. */
function reconcileEvent(sessionId: string, what: "expired" | "completed") {
  return { id: `reconcile:${sessionId}`, type: `reconcile.checkout.session.${what}` };
}
