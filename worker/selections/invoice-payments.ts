/**
 * Paying a selections invoice (issue 29 item 3) through Stripe Checkout, by the same rules as the
 * proposal deposit (worker/proposals/router-portal.ts checkout, worker/proposals/deposit-webhook.ts):
 * - starting: payers arriving together claim one checkout attempt for the invoice
 *   (worker/shop/checkout-once.ts, scope `invoice:<id>`) and share its one Checkout Session; the
 *   amount is the invoice's total from the database, the Stripe line names the invoice only (no
 *   piece's cost is ever read);
 * - settling (webhook, metadata kind = selection_invoice): the event id goes into stripe_events in
 *   the same batch as the change, so a replay changes nothing; the invoice becomes paid only while
 *   open, its pieces still approved become "ordered" (with the day) in that batch, and its audit
 *   entry is written only by the event that paid it;
 * - a paid session that does not become the invoice's payment (already paid through another
 *   session, or voided meanwhile) is refunded in full automatically (worker/shop/refunds.ts);
 * - a paid session whose amount or currency differs from the payment row's is not recorded.
 */
import { and, eq, sql } from "drizzle-orm";
import { projectDisplayName } from "../../src/shared/project";
import { INVOICE_MESSAGES, invoiceNumber } from "../../src/shared/selections-invoices";
import { isUniqueViolation } from "../db/constraint-errors";
import { staleRows } from "../db/rows";
import {
  auditLog,
  type PaymentRefund,
  type Project,
  type SelectionInvoice,
  type SelectionInvoicePayment,
  selectionInvoicePayments,
  selectionInvoices,
  selectionItems,
  stripeEvents,
} from "../db/schema";
import type { Deps } from "../deps";
import { ApiError, conflict } from "../http/errors";
import { openPaymentSession, startCheckoutOnce } from "../shop/checkout-once";
import { completeAttemptStatement, linkAttempt } from "../shop/queries-checkout-attempts";
import {
  type PaidSessionArgs,
  type PaidSessionOutcome,
  paidPaymentSet,
  settlePaidSession,
} from "../shop/queries-paid-sessions";
import { refundIntentStatement } from "../shop/queries-refunds";
import { completeRefund, paidSessionOf } from "../shop/refunds";
import { checkoutConfigured, type Stripe, stripeClient } from "../shop/stripe-client";
import {
  CHECKOUT_SESSION_SECONDS,
  chargedAsRecorded,
  eventRef,
  idHint,
  paymentReference,
  sessionEmail,
} from "../shop/stripe-session";
import { ENTITY } from "./service";

export const INVOICE_SESSION_KIND = "selection_invoice";

async function findPayment(deps: Deps, id: number) {
  return deps.db.select().from(selectionInvoicePayments).where(eq(selectionInvoicePayments.id, id)).get();
}

/**
 * The Checkout URL for an open invoice: one session however many payers start at once. `back`
 * gives the portal address Stripe returns to ("paid" or "cancelled").
 */
export async function startInvoiceCheckout(
  deps: Deps,
  project: Project,
  invoice: SelectionInvoice,
  back: (outcome: "paid" | "cancelled") => string,
): Promise<{ url: string } | { off: true }> {
  if (invoice.status === "paid") throw conflict(INVOICE_MESSAGES.alreadyPaid);
  if (invoice.status === "void") throw conflict(INVOICE_MESSAGES.voided);
  const stripe = stripeClient(deps.config);
  if (!checkoutConfigured(deps.config) || !stripe) return { off: true };
  const { db } = deps;
  const expiresAt = Math.floor(Date.now() / 1000) + CHECKOUT_SESSION_SECONDS;
  const url = await startCheckoutOnce(db, `invoice:${invoice.id}`, new Date(expiresAt * 1000).toISOString(), {
    stillPayable: async (attempt) => {
      if (attempt.paymentId === null) return false;
      const [payment, current] = await Promise.all([
        findPayment(deps, attempt.paymentId),
        db.select().from(selectionInvoices).where(eq(selectionInvoices.id, invoice.id)).get(),
      ]);
      return (
        current?.status === "open" &&
        payment?.status === "created" &&
        payment.expiresAt > new Date().toISOString()
      );
    },
    open: async (attempt) => {
      // The amount is the invoice's, from the database; nothing in the body is read for it.
      const [payment] = await db
        .insert(selectionInvoicePayments)
        .values({
          invoiceId: invoice.id,
          amountCents: invoice.totalCents,
          currency: invoice.currency,
          expiresAt: new Date(expiresAt * 1000).toISOString(),
        })
        .returning({ id: selectionInvoicePayments.id });
      if (!payment) throw new Error("Invoice payment row missing after insert");
      await linkAttempt(db, attempt.id, { paymentId: payment.id });
      const number = invoiceNumber(invoice.id);
      const share = invoice.depositPercent !== null && invoice.depositPercent < 100;
      let session: { id: string; url: string };
      try {
        session = await openPaymentSession(stripe, attempt, {
          currency: invoice.currency,
          amountCents: invoice.totalCents,
          product: {
            name: `Selections invoice ${number}: ${projectDisplayName(project)}`,
            ...(share || invoice.taxCents > 0
              ? {
                  description: [
                    share ? `${invoice.depositPercent}% deposit` : null,
                    invoice.taxCents > 0 ? "sales tax included" : null,
                  ]
                    .filter(Boolean)
                    .join(", "),
                }
              : {}),
          },
          back,
          expiresAt,
          clientReferenceId: `invoice-${invoice.id}`,
          metadata: {
            kind: INVOICE_SESSION_KIND,
            invoiceId: String(invoice.id),
            projectId: String(project.id),
            paymentId: String(payment.id),
          },
        });
      } catch (error) {
        console.error("Invoice Checkout Session failed", error instanceof Error ? error.message : error);
        await db
          .update(selectionInvoicePayments)
          .set({ status: "expired" })
          .where(eq(selectionInvoicePayments.id, payment.id));
        throw new ApiError(502, INVOICE_MESSAGES.paymentFailed);
      }
      await db.batch([
        db
          .update(selectionInvoicePayments)
          .set({ stripeSessionId: session.id, checkoutUrl: session.url })
          .where(eq(selectionInvoicePayments.id, payment.id)),
        completeAttemptStatement(db, attempt.id, { id: session.id, url: session.url }),
      ]);
      return session.url;
    },
  });
  return { url };
}

// ---------------------------------------------------------------------------------------------
// The webhook
// ---------------------------------------------------------------------------------------------

export function isInvoiceSession(session: Stripe.Checkout.Session): boolean {
  return session.metadata?.kind === INVOICE_SESSION_KIND;
}

/**
 * The payment row a session belongs to: by session id, else by the metadata's payment id when that
 * row has no session yet or belongs to the metadata's invoice (a second session for one payment:
 * paid, it is a second payment and refunded).
 */
async function paymentForSession(deps: Deps, session: Stripe.Checkout.Session) {
  const { db } = deps;
  const bySession = await db
    .select()
    .from(selectionInvoicePayments)
    .where(eq(selectionInvoicePayments.stripeSessionId, session.id))
    .get();
  if (bySession) return bySession;
  const hint = idHint(session.metadata?.paymentId);
  if (hint === null) return null;
  const found = await findPayment(deps, hint);
  if (!found) return null;
  if (found.stripeSessionId === null || found.invoiceId === idHint(session.metadata?.invoiceId)) return found;
  return null;
}

/** One batch: the event, the payment, the invoice, its pieces, the refund of a second payment, the audit. */
export async function markInvoicePaid(
  deps: Deps,
  event: { id: string; type: string },
  args: PaidSessionArgs & { invoiceId: number },
): Promise<{ outcome: PaidSessionOutcome; refund: PaymentRefund | null }> {
  const { db } = deps;
  const at = deps.now().toISOString();
  const day = at.slice(0, 10);
  const paidByThis = sql`EXISTS (SELECT 1 FROM selection_invoices WHERE id = ${args.invoiceId} AND payment_id = ${args.paymentId} AND paid_at = ${at})`;
  return settlePaidSession(db, event, {
    payment: db
      .update(selectionInvoicePayments)
      .set(paidPaymentSet(at, args))
      .where(
        and(
          eq(selectionInvoicePayments.id, args.paymentId),
          sql`${selectionInvoicePayments.status} <> 'paid'`,
        ),
      )
      .returning({ id: selectionInvoicePayments.id }),
    target: db
      .update(selectionInvoices)
      .set({ status: "paid", paidAt: at, paymentId: args.paymentId, paymentRef: args.reference })
      .where(
        and(
          eq(selectionInvoices.id, args.invoiceId),
          eq(selectionInvoices.status, "open"),
          sql`EXISTS (SELECT 1 FROM selection_invoice_payments WHERE id = ${args.paymentId} AND paid_at = ${at})`,
        ),
      )
      .returning({ id: selectionInvoices.id }),
    // The invoiced pieces are now bought: "ordered", today (those the studio has since reopened
    // for a new decision stay as they are; the invoice keeps what was paid for).
    afterTarget: db
      .update(selectionItems)
      .set({ status: "ordered", orderedAt: day, updatedAt: at })
      .where(
        sql`${selectionItems.status} = 'approved' AND ${selectionItems.id} IN (SELECT item_id FROM selection_invoice_lines WHERE invoice_id = ${args.invoiceId} AND item_id IS NOT NULL) AND ${paidByThis}`,
      ),
    refund: refundIntentStatement(
      db,
      {
        kind: "invoice",
        paymentId: args.paymentId,
        label: `selections invoice ${invoiceNumber(args.invoiceId)}`,
        stripeSessionId: args.session.id,
        paymentIntentId: args.session.paymentIntentId,
        amountCents: args.session.amountCents,
        currency: args.session.currency,
        reason: sql`CASE WHEN (SELECT status FROM selection_invoices WHERE id = ${args.invoiceId}) = 'void' THEN 'The invoice had been withdrawn by the studio.' ELSE 'The invoice had already been paid.' END`,
      },
      // The invoice is not paid by this session (paid by another, or void).
      sql`NOT EXISTS (SELECT 1 FROM selection_invoices v JOIN selection_invoice_payments p ON p.id = v.payment_id WHERE v.id = ${args.invoiceId} AND v.status = 'paid' AND p.stripe_session_id = ${args.session.id})`,
    ),
    after: [
      // The payment in the audit log (by Stripe: no actor), only if this event marked it paid.
      db
        .insert(auditLog)
        .select(
          sql`SELECT NULL, NULL, NULL, 'selection.invoice.paid', ${ENTITY}, CAST(project_id AS TEXT), json_object('invoiceId', id, 'totalCents', total_cents, 'reference', ${args.reference}), ${at} FROM selection_invoices WHERE id = ${args.invoiceId} AND payment_id = ${args.paymentId} AND paid_at = ${at}`,
        ),
    ],
  });
}

export type InvoiceEventReply =
  | { received: true; ignored: "unknown session" }
  | { received: true; outcome: PaidSessionOutcome | "expired" | "amount_mismatch" };

/**
 * Applies what Stripe says of one invoice session to its payment row: paid (amount checked against
 * the database) or ended unpaid (the invoice stays payable). The webhook and the hourly
 * reconciliation (reconcileInvoices) both come here.
 */
export async function settleInvoiceSession(
  deps: Deps,
  event: { id: string; type: string },
  payment: SelectionInvoicePayment,
  session: Stripe.Checkout.Session,
  paid: boolean,
): Promise<PaidSessionOutcome | "expired" | "amount_mismatch"> {
  const { db } = deps;
  if (!paid) {
    try {
      await db.batch([
        db.insert(stripeEvents).values(event),
        db
          .update(selectionInvoicePayments)
          .set({ status: "expired" })
          .where(
            and(eq(selectionInvoicePayments.id, payment.id), eq(selectionInvoicePayments.status, "created")),
          ),
      ]);
      return "expired";
    } catch (error) {
      if (isUniqueViolation(error, "stripe_events.id")) return "duplicate";
      throw error;
    }
  }
  if (!chargedAsRecorded(session, payment)) {
    // Not recorded as the invoice's payment; the studio sees it in Stripe (and the log).
    console.error(
      `Invoice payment amount mismatch: session ${session.id} paid ${session.amount_total} ${session.currency}, expected ${payment.amountCents} ${payment.currency}`,
    );
    return "amount_mismatch";
  }
  const { outcome, refund } = await markInvoicePaid(deps, event, {
    paymentId: payment.id,
    invoiceId: payment.invoiceId,
    reference: paymentReference(session),
    email: sessionEmail(session),
    session: paidSessionOf(session),
  });
  // Not the invoice's payment (already paid, or withdrawn): the money goes back, once.
  if (refund) await completeRefund(deps, refund);
  return outcome;
}

/** The webhook's handling of an invoice session's event (after the signature check). */
export async function handleInvoiceEvent(
  deps: Deps,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  paid: boolean,
): Promise<InvoiceEventReply> {
  const payment = await paymentForSession(deps, session);
  if (!payment) return { received: true, ignored: "unknown session" };
  const outcome = await settleInvoiceSession(deps, eventRef(event), payment, session, paid);
  return { received: true, outcome };
}

export type InvoiceReconcileReport =
  | "skipped"
  | { checked: number; paid: number; expired: number; left: number; failed: number };

/**
 * The hourly job's part (worker/cron.ts): invoice checkouts still "created" well after their
 * session must have ended (a webhook that never arrived) are asked of Stripe and settled through
 * the same statements as the webhook; an open one is expired first, so it ends only one way.
 */
export async function reconcileInvoices(
  deps: Deps,
  before: string,
  limit: number,
): Promise<InvoiceReconcileReport> {
  const stripe = stripeClient(deps.config);
  if (!stripe) return "skipped";
  const report = { checked: 0, paid: 0, expired: 0, left: 0, failed: 0 };
  const candidates = await staleRows(deps.db, selectionInvoicePayments, "created", before, limit);
  for (const payment of candidates) {
    report.checked++;
    try {
      if (!payment.stripeSessionId) {
        const event = { id: `reconcile:invoice-payment-${payment.id}`, type: "reconcile.no_session" };
        await settleInvoiceSession(deps, event, payment, {} as Stripe.Checkout.Session, false);
        report.expired++;
        continue;
      }
      let session = await stripe.checkout.sessions.retrieve(payment.stripeSessionId);
      if (session.status === "open") session = await stripe.checkout.sessions.expire(session.id);
      const event = (what: string) => ({
        id: `reconcile:${session.id}`,
        type: `reconcile.checkout.session.${what}`,
      });
      if (session.status === "expired") {
        await settleInvoiceSession(deps, event("expired"), payment, session, false);
        report.expired++;
      } else if (session.status === "complete" && session.payment_status === "paid") {
        if ((await settleInvoiceSession(deps, event("completed"), payment, session, true)) === "paid") {
          report.paid++;
          console.log(
            `Invoice reconciliation: payment ${payment.id} (${session.id}) paid without its webhook`,
          );
        }
      } else {
        report.left++;
      }
    } catch (error) {
      report.failed++;
      console.error(
        `Invoice reconciliation: payment ${payment.id} failed:`,
        error instanceof Error ? error.message : error,
      );
    }
  }
  return report;
}
