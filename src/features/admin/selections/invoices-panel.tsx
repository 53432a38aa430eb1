/**
 * Selections invoices in the admin (issue 29 item 3): under a project's schedule, "Request payment"
 * (the approved pieces not yet invoiced, all ticked; an optional deposit percentage; the configured
 * sales tax if the studio adds it; the total as the Worker will compute it) and the project's
 * invoices with Void for an open one; in the Orders tab, every project's invoices beside the shop's
 * orders. Payment states come from Stripe's webhooks only.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Checkbox, Field, FormError, Select, TextField } from "../../../components/ui/field";
import { errorMessage, getJson, sendJson } from "../../../lib/api";
import { formatDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast-store";
import { type AdminSelectionsView, effectiveUnitPrice, formatCents } from "../../../shared/selections";
import {
  type AdminInvoice,
  INVOICE_MESSAGES,
  invoiceTotals,
  type ProjectInvoices,
  parseTaxRate,
  SELECTION_INVOICE_STATUS_LABELS,
  type SelectionInvoiceStatus,
} from "../../../shared/selections-invoices";
import { type Column, DataTable } from "../shared/list-table";
import { EmptyNote, LoadError, LoadingNote, Panel } from "../shared/panel";
import { useStudioTimeZone } from "../shared/queries";
import { toastFailure } from "../shared/toast-failure";

const projectKey = (projectId: number) => ["projects", projectId, "selection-invoices"] as const;
const allKey = (status: string) => ["admin", "selection-invoices", status] as const;

const TONE: Record<SelectionInvoiceStatus, BadgeTone> = { open: "accent", paid: "success", void: "neutral" };

function InvoiceStatus({ status }: { status: SelectionInvoiceStatus }) {
  return <Badge tone={TONE[status]}>{SELECTION_INVOICE_STATUS_LABELS[status]}</Badge>;
}

/** "50% deposit · tax 7.75%" or nothing. */
function terms(invoice: Pick<AdminInvoice, "depositPercent" | "taxRate">): string {
  return [
    invoice.depositPercent !== null && invoice.depositPercent < 100
      ? `${invoice.depositPercent}% deposit`
      : null,
    invoice.taxRate ? `tax ${invoice.taxRate}%` : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

export function ProjectInvoicesPanel({ view, projectId }: { view: AdminSelectionsView; projectId: number }) {
  const query = useQuery({
    queryKey: projectKey(projectId),
    queryFn: () => getJson<ProjectInvoices>(`/api/projects/${projectId}/selection-invoices`),
  });
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4 border-t border-[var(--color-line)] pt-6">
      <div>
        <h3 id={headingId} className="text-lg">
          Payment
        </h3>
        <p className="text-sm text-[var(--color-muted)]">
          Ask the client to pay for approved pieces in one step. Paid pieces become "Ordered".
        </p>
      </div>
      {query.isPending ? (
        <LoadingNote label="Loading invoices..." />
      ) : query.isError ? (
        <LoadError message="Failed to load invoices" onRetry={() => void query.refetch()} />
      ) : (
        <>
          <RequestPayment view={view} projectId={projectId} data={query.data} />
          {query.data.invoices.length > 0 ? (
            <ul className="grid gap-3" aria-label="Invoices">
              {query.data.invoices.map((invoice) => (
                <InvoiceCard key={invoice.id} invoice={invoice} projectId={projectId} />
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}

function RequestPayment({
  view,
  projectId,
  data,
}: {
  view: AdminSelectionsView;
  projectId: number;
  data: ProjectInvoices;
}) {
  const queryClient = useQueryClient();
  const invoiced = new Set(
    data.invoices.filter((i) => i.status !== "void").flatMap((i) => i.lines.map((l) => l.itemId)),
  );
  const candidates = view.rooms.flatMap((room) =>
    room.items
      .filter((item) => item.status === "approved" && !invoiced.has(item.id))
      .map((item) => ({ item, room: room.name, lineCents: effectiveUnitPrice(item) * item.quantity })),
  );
  const [skipped, setSkipped] = useState<Set<number>>(new Set());
  const [deposit, setDeposit] = useState("");
  const [applyTax, setApplyTax] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosen = candidates.filter((c) => !skipped.has(c.item.id));
  const percent = deposit.trim() === "" ? null : Number(deposit);
  const percentOk = percent === null || (Number.isInteger(percent) && percent >= 1 && percent <= 100);
  const rate = data.taxRate ? parseTaxRate(data.taxRate) : null;
  const preview = invoiceTotals(
    chosen.map((c) => c.lineCents),
    percentOk ? percent : null,
    applyTax && typeof rate === "number" ? rate : null,
  );
  const create = useMutation({
    mutationFn: () =>
      sendJson<AdminInvoice>("POST", `/api/projects/${projectId}/selection-invoices`, {
        itemIds: chosen.map((c) => c.item.id),
        ...(percent !== null ? { depositPercent: percent } : {}),
        applyTax,
      }),
    onSuccess: (invoice) => {
      setSkipped(new Set());
      setDeposit("");
      setApplyTax(false);
      setError(null);
      void queryClient.invalidateQueries({ queryKey: projectKey(projectId) });
      void queryClient.invalidateQueries({ queryKey: ["admin", "selection-invoices"] });
      toast({ title: `Invoice ${invoice.number} sent to the client's portal` });
    },
    onError: (err) => setError(errorMessage(err, "Please try again.")),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!percentOk) return setError(INVOICE_MESSAGES.depositPercent);
    if (chosen.length === 0) return setError(INVOICE_MESSAGES.itemIds);
    create.mutate();
  };
  if (candidates.length === 0) {
    return <EmptyNote>No approved piece is waiting to be invoiced.</EmptyNote>;
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 border border-[var(--color-line)] p-4"
      aria-label="Request payment"
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Approved pieces to invoice</legend>
        {candidates.map((c) => (
          <Checkbox
            key={c.item.id}
            checked={!skipped.has(c.item.id)}
            onChange={(e) => {
              const next = new Set(skipped);
              if (e.target.checked) next.delete(c.item.id);
              else next.add(c.item.id);
              setSkipped(next);
            }}
            label={
              <span>
                {c.item.name} <span className="text-[var(--color-muted)]">({c.room})</span> ·{" "}
                <span className="tabular-nums">
                  {c.item.quantity} × {formatCents(effectiveUnitPrice(c.item))}
                </span>
              </span>
            }
          />
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <TextField
          label="Deposit (percent, optional)"
          hint="Empty: the whole amount."
          error={percentOk ? null : INVOICE_MESSAGES.depositPercent}
          inputMode="numeric"
          value={deposit}
          onChange={(e) => setDeposit(e.target.value)}
          placeholder="e.g. 50"
        />
        {data.taxRate ? (
          <Checkbox
            checked={applyTax}
            onChange={(e) => setApplyTax(e.target.checked)}
            label={`Add sales tax (${data.taxRate}%)`}
          />
        ) : (
          <p className="text-xs text-[var(--color-muted)]">
            No sales tax rate is set up (SELECTIONS_TAX_RATE).
          </p>
        )}
      </div>
      <p className="text-sm tabular-nums" data-testid="invoice-preview" aria-live="polite">
        Subtotal {formatCents(preview.subtotalCents)}
        {preview.amountCents !== preview.subtotalCents
          ? ` · deposit ${formatCents(preview.amountCents)}`
          : ""}
        {preview.taxCents > 0 ? ` · tax ${formatCents(preview.taxCents)}` : ""} ·{" "}
        <strong>to pay {formatCents(preview.totalCents)}</strong>
      </p>
      <FormError message={error} />
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating..." : "Request payment"}
        </Button>
      </div>
    </form>
  );
}

function InvoiceCard({ invoice, projectId }: { invoice: AdminInvoice; projectId: number }) {
  const queryClient = useQueryClient();
  const timeZone = useStudioTimeZone();
  const voidIt = useMutation({
    mutationFn: () => sendJson<AdminInvoice>("POST", `/api/admin/selection-invoices/${invoice.id}/void`, {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKey(projectId) });
      void queryClient.invalidateQueries({ queryKey: ["admin", "selection-invoices"] });
      toast({ title: `Invoice ${invoice.number} voided` });
    },
    onError: (err) => toastFailure("That did not work", err, "Please try again."),
  });
  return (
    <li
      className="grid gap-2 border border-[var(--color-line)] p-4 text-sm"
      data-testid={`admin-invoice-${invoice.id}`}
      data-status={invoice.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {invoice.number} <InvoiceStatus status={invoice.status} />
        </p>
        <p className="tabular-nums">
          <strong>{formatCents(invoice.totalCents, invoice.currency)}</strong>
          {terms(invoice) ? <span className="text-[var(--color-muted)]"> ({terms(invoice)})</span> : null}
        </p>
      </div>
      <p className="text-[var(--color-muted)]">
        {invoice.lines
          .map((l) => `${l.name}${l.optionName ? ` (${l.optionName})` : ""} × ${l.quantity}`)
          .join(", ")}
      </p>
      <p className="text-xs text-[var(--color-muted)]">
        Created {formatDateTime(invoice.createdAt, timeZone)}
        {invoice.paidAt ? ` · paid ${formatDateTime(invoice.paidAt, timeZone)}` : ""}
        {invoice.voidedAt ? ` · voided ${formatDateTime(invoice.voidedAt, timeZone)}` : ""}
      </p>
      {invoice.status === "open" ? (
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={voidIt.isPending}
            onClick={() => {
              if (window.confirm(`Void ${invoice.number}? The client will no longer be able to pay it.`))
                voidIt.mutate();
            }}
          >
            Void {invoice.number}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

// ---------------------------------------------------------------------------------------------
// The Orders tab's section
// ---------------------------------------------------------------------------------------------

const FILTERS: Record<string, string> = { "": "All invoices", ...SELECTION_INVOICE_STATUS_LABELS };

export function SelectionInvoicesSection() {
  const [status, setStatus] = useState("");
  const timeZone = useStudioTimeZone();
  const query = useQuery({
    queryKey: allKey(status),
    queryFn: () =>
      getJson<AdminInvoice[]>(`/api/admin/selection-invoices${status ? `?status=${status}` : ""}`),
  });
  const columns: Column<AdminInvoice>[] = [
    {
      key: "number",
      header: "Invoice",
      bare: true,
      cell: (i) => <span className="font-medium">{i.number}</span>,
    },
    { key: "project", header: "Project", cell: (i) => i.projectName },
    { key: "status", header: "Status", cell: (i) => <InvoiceStatus status={i.status} /> },
    {
      key: "pieces",
      header: "Pieces",
      cell: (i) => i.lines.map((l) => `${l.name} × ${l.quantity}`).join(", "),
    },
    {
      key: "total",
      header: "Total",
      numeric: true,
      cell: (i) => (
        <span>
          {formatCents(i.totalCents, i.currency)}
          {terms(i) ? <span className="block text-xs text-[var(--color-muted)]">{terms(i)}</span> : null}
        </span>
      ),
    },
    {
      key: "dates",
      header: "Dates",
      cell: (i) => (
        <span className="text-xs">
          {formatDateTime(i.createdAt, timeZone)}
          {i.paidAt ? <span className="block">Paid {formatDateTime(i.paidAt, timeZone)}</span> : null}
        </span>
      ),
    },
  ];
  return (
    <Panel
      title="Selections invoices"
      description="What clients were asked to pay for approved selections, by project. Make and void them in each project's Selections tab."
      actions={
        // Not "Status": the orders table's filter above is found by that label.
        <Field label="Show invoices">
          {(p) => (
            <Select
              {...p}
              value={status}
              onChange={(e) => setStatus(e.target.value)}
              options={Object.entries(FILTERS).map(([value, label]) => ({ value, label }))}
            />
          )}
        </Field>
      }
    >
      {query.isPending ? (
        <LoadingNote label="Loading invoices..." />
      ) : query.isError ? (
        <LoadError message="Failed to load invoices" onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyNote>{status ? "No invoices with that status." : "No selections invoices yet."}</EmptyNote>
      ) : (
        <DataTable
          label="Selections invoices"
          columns={columns}
          rows={query.data}
          rowKey={(i) => i.id}
          rowProps={(i) => ({ "data-testid": `orders-invoice-${i.id}`, "data-status": i.status })}
        />
      )}
    </Panel>
  );
}
