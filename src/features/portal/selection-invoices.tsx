/**
 * The client's invoices in the portal's Selections tab (issue 29 item 3), phone first: the open one
 * first with its lines, deposit and tax, total and a Pay button that opens Stripe Checkout (the
 * Worker shares one session between payers arriving together); paid ones with the date. Back from
 * Checkout (`?invoice=&payment=paid`) the list is asked again every two seconds until Stripe's
 * confirmation has arrived, and the pieces' "Ordered" follows with the schedule.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/field";
import { errorMessage } from "../../lib/api";
import { formatDate } from "../../lib/format";
import { formatCents } from "../../shared/selections";
import { type ClientInvoice, SELECTION_INVOICE_STATUS_LABELS } from "../../shared/selections-invoices";
import type { PortalAccess } from "./portal-api";
import { invoicesQuery, selectionsKey, startInvoicePayment } from "./selections-api";

function searchParam(name: string): string | null {
  return typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get(name);
}

export function SelectionInvoices({ access, timeZone }: { access: PortalAccess; timeZone?: string }) {
  const returningId = Number(searchParam("invoice"));
  const returning = searchParam("payment");
  const [waiting, setWaiting] = useState(returning === "paid" && returningId > 0);
  const query = useQuery(invoicesQuery(access, { poll: waiting }));
  const queryClient = useQueryClient();
  const returned = query.data?.find((i) => i.id === returningId);
  const confirmed = waiting && returned?.status === "paid";
  useEffect(() => {
    if (!confirmed) return;
    setWaiting(false);
    // The pieces are "Ordered" now: the schedule is asked again.
    void queryClient.invalidateQueries({ queryKey: selectionsKey(access), exact: true });
  }, [confirmed, queryClient, access]);
  const invoices = query.data ?? [];
  if (invoices.length === 0) return null;
  return (
    <div className="grid gap-4">
      {returning === "cancelled" && returned?.status === "open" ? (
        <p role="status" className="text-sm text-[var(--color-muted)]">
          The payment was not completed. You can pay whenever you are ready.
        </p>
      ) : null}
      {waiting ? (
        <p role="status" className="text-sm text-[var(--color-muted)]">
          Thank you. Confirming your payment with Stripe...
        </p>
      ) : null}
      {invoices.map((invoice) => (
        <InvoiceCard key={invoice.id} invoice={invoice} access={access} timeZone={timeZone} />
      ))}
    </div>
  );
}

function InvoiceCard({
  invoice,
  access,
  timeZone,
}: {
  invoice: ClientInvoice;
  access: PortalAccess;
  timeZone?: string;
}) {
  const headingId = useId();
  const [error, setError] = useState<string | null>(null);
  const pay = useMutation({
    mutationFn: () => startInvoicePayment(access, invoice.id),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (err) => setError(errorMessage(err, "The payment page could not be opened. Please try again.")),
  });
  const share = invoice.depositPercent !== null && invoice.depositPercent < 100;
  const money = (cents: number) => formatCents(cents, invoice.currency);
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`invoice-${invoice.id}`}
      data-status={invoice.status}
      className="border border-[var(--color-line)] bg-[var(--color-surface)] p-4 md:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="eyebrow">{invoice.status === "open" ? "Payment requested" : "Invoice"}</p>
          <h2 id={headingId} className="mt-1 font-serif text-2xl tracking-[-0.01em]">
            {invoice.number}
          </h2>
        </div>
        <Badge tone={invoice.status === "paid" ? "success" : "accent"}>
          {SELECTION_INVOICE_STATUS_LABELS[invoice.status]}
        </Badge>
      </div>
      <ul className="mt-4 grid divide-y divide-[var(--color-line)] border-y border-[var(--color-line)] text-sm">
        {invoice.lines.map((line, i) => (
          <li key={`${line.itemId ?? "x"}-${i}`} className="flex items-start justify-between gap-4 py-2.5">
            <span className="min-w-0">
              <span className="block font-medium">{line.name}</span>
              <span className="block text-xs text-[var(--color-muted)]">
                {line.roomName}
                {line.optionName ? ` · ${line.optionName}` : ""} · {line.quantity} ×{" "}
                {money(line.unitPriceCents)}
              </span>
            </span>
            <span className="shrink-0 tabular-nums">{money(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid gap-1 text-sm tabular-nums">
        {share || invoice.taxCents > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-[var(--color-muted)]">Subtotal</dt>
            <dd>{money(invoice.subtotalCents)}</dd>
          </div>
        ) : null}
        {share ? (
          <div className="flex justify-between gap-4">
            <dt className="text-[var(--color-muted)]">Deposit ({invoice.depositPercent}%)</dt>
            <dd>{money(invoice.amountCents)}</dd>
          </div>
        ) : null}
        {invoice.taxCents > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-[var(--color-muted)]">Sales tax ({invoice.taxRate}%)</dt>
            <dd>{money(invoice.taxCents)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 text-base font-medium">
          <dt>{invoice.status === "paid" ? "Paid" : "To pay"}</dt>
          <dd data-testid="invoice-total">{money(invoice.totalCents)}</dd>
        </div>
      </dl>
      {invoice.status === "paid" && invoice.paidAt ? (
        <p className="mt-3 text-sm text-[var(--color-muted)]">
          Paid on {formatDate(invoice.paidAt, timeZone)}. Thank you: the studio is ordering these pieces.
        </p>
      ) : null}
      {invoice.status === "open" ? (
        <div className="mt-4 grid gap-2">
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={pay.isPending}
            onClick={() => {
              setError(null);
              pay.mutate();
            }}
          >
            {pay.isPending ? "Opening the payment page..." : `Pay ${money(invoice.totalCents)}`}
          </Button>
          <p className="text-xs text-[var(--color-muted)]">You pay securely on Stripe's payment page.</p>
          <FormError message={error} />
        </div>
      ) : null}
    </section>
  );
}
