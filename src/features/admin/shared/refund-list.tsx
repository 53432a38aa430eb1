/**
 * Second payments refunded automatically (issue 25), as the admin sees them under a shop order
 * (Admin › Orders) and under a proposal's deposit (Admin › Documents): the state in words, the
 * amount, when, why, and Stripe's references to look it up there.
 */
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { formatDateTime } from "../../../lib/format";
import {
  formatMoney,
  PAYMENT_REFUND_LABELS,
  type PaymentRefundStatus,
  type PaymentRefundView,
} from "../../../shared/order";

const TONE: Record<PaymentRefundStatus, BadgeTone> = {
  succeeded: "info",
  pending: "draft",
  failed: "danger",
};

export function RefundList({
  refunds,
  timeZone,
  of,
}: {
  refunds: PaymentRefundView[];
  timeZone: string;
  /** What was paid twice ("order #12", a proposal's title): each list is its own named region. */
  of: string;
}) {
  if (refunds.length === 0) return null;
  return (
    <section aria-label={`Second payments refunded, ${of}`} className="grid gap-2">
      <h4 className="text-xs font-medium tracking-[0.12em] text-[var(--color-muted)] uppercase">
        Second {refunds.length === 1 ? "payment" : "payments"}
      </h4>
      <ul className="grid gap-2">
        {refunds.map((r) => (
          <li
            key={r.id}
            data-testid={`refund-${r.id}`}
            className="grid gap-1 border-l-2 border-[var(--color-line)] pl-3 text-sm"
          >
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <Badge tone={TONE[r.status]}>{PAYMENT_REFUND_LABELS[r.status]}</Badge>
              <span className="tabular-nums">{formatMoney(r.amountCents, r.currency)}</span>
              <span className="text-[var(--color-muted)]">
                {r.refundedAt
                  ? `refunded ${formatDateTime(r.refundedAt, timeZone)}`
                  : `arrived ${formatDateTime(r.createdAt, timeZone)}`}
              </span>
            </p>
            <p className="text-xs text-[var(--color-muted)]">
              {r.reason}{" "}
              {r.status === "succeeded"
                ? "The payer got it back automatically."
                : r.status === "pending"
                  ? "Stripe is asked again every hour."
                  : "Please refund it in Stripe's dashboard."}
            </p>
            <p className="font-mono text-xs break-all text-[var(--color-muted)]">
              {r.stripeRefundId ? `Refund ${r.stripeRefundId} · ` : ""}
              Payment {r.paymentIntentId ?? r.stripeSessionId}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
