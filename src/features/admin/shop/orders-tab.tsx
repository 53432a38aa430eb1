/**
 * Admin › Orders: newest first with status, items (title snapshot, unit price, quantity),
 * customer e-mail, total, the Stripe session and dates; filter by status; mark paid ones fulfilled.
 * A second payment for an order (refunded automatically, issue 25) is listed under it.
 * Payment states come from Stripe's webhooks only.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Select } from "../../../components/ui/field";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api";
import { formatDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast-store";
import {
  type AdminOrder,
  formatMoney,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  shortReference,
} from "../../../shared/order";
import { EmptyNote, LoadError, LoadingNote, Panel } from "../shared/panel";
import { useStudioTimeZone } from "../shared/queries";
import { RefundList } from "../shared/refund-list";
import { adminOrdersQuery, fulfilOrder, invalidateOrders } from "./queries";

const STATUS_TONE: Record<OrderStatus, BadgeTone> = {
  created: "draft",
  paid: "success",
  fulfilled: "info",
  expired: "neutral",
  cancelled: "neutral",
  refunded: "danger",
};

function OrderRow({ order, timeZone }: { order: AdminOrder; timeZone: string }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const reference = order.reference ? shortReference(order.reference) : `#${order.id}`;

  async function fulfil() {
    setBusy(true);
    try {
      await fulfilOrder(order.id);
      await invalidateOrders(queryClient);
      toast({ title: "Order fulfilled", description: `Order ${reference} is marked fulfilled.` });
    } catch (err) {
      toast({
        variant: "destructive",
        title: "Could not update the order",
        description: errorMessage(err, "Please try again."),
      });
      await invalidateOrders(queryClient);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li
      data-testid={`admin-order-${order.id}`}
      className="grid gap-4 py-5 md:grid-cols-[minmax(0,1fr)_9.5rem] md:gap-8"
    >
      <div className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <h3 className="font-serif text-lg">Order {reference}</h3>
          <Badge tone={STATUS_TONE[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
          <span className="font-serif text-lg tabular-nums md:ml-auto">
            {formatMoney(order.totalCents, order.currency)}
          </span>
        </div>
        <ul className="grid gap-1 text-sm">
          {order.items.map((item, index) => (
            <li key={index} className="flex flex-wrap justify-between gap-x-4">
              <span>
                <span className="tabular-nums">{item.quantity}</span> × {item.title}
              </span>
              {/* "each" only where there is more than one: one piece's price is the line's (issue 28). */}
              <span className="text-[var(--color-muted)] tabular-nums">
                {item.quantity > 1
                  ? `${formatMoney(item.unitPriceCents, order.currency)} each`
                  : formatMoney(item.unitPriceCents, order.currency)}
              </span>
            </li>
          ))}
        </ul>
        <dl className="grid gap-x-6 gap-y-1 text-xs text-[var(--color-muted)] sm:grid-cols-2">
          <div className="flex gap-1.5">
            <dt>Customer:</dt>
            <dd className="min-w-0 truncate text-[var(--color-ink)]">
              {order.email ? (
                <a href={`mailto:${order.email}`} className="underline-offset-4 hover:underline">
                  {order.email}
                </a>
              ) : (
                "—"
              )}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt>Created:</dt>
            <dd>{formatDateTime(order.createdAt, timeZone)}</dd>
          </div>
          <div className="flex min-w-0 gap-1.5">
            <dt className="shrink-0">Stripe session:</dt>
            <dd className="min-w-0 truncate font-mono" title={order.stripeSessionId ?? undefined}>
              {order.stripeSessionId ?? "None"}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt>Paid:</dt>
            <dd>{order.paidAt ? formatDateTime(order.paidAt, timeZone) : "Not paid"}</dd>
          </div>
        </dl>
        <RefundList refunds={order.refunds ?? []} timeZone={timeZone} of={`order ${reference}`} />
      </div>
      <div className="flex items-start md:justify-end">
        {order.status === "paid" ? (
          <Button variant="outline" size="sm" onClick={() => void fulfil()} disabled={busy}>
            {busy ? <Spinner label="Saving" /> : null}
            Mark fulfilled
          </Button>
        ) : null}
      </div>
    </li>
  );
}

export function OrdersTab() {
  const [status, setStatus] = useState<OrderStatus | "all">("all");
  const { data: orders, isPending, isError, refetch } = useQuery(adminOrdersQuery(status));
  const timeZone = useStudioTimeZone();
  const filterId = useId();

  return (
    <Panel
      title="Orders"
      description="Newest first. Payments are confirmed by Stripe; mark an order fulfilled once it has been delivered or collected."
      actions={
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm text-[var(--color-muted)]">
            Status
          </label>
          <Select
            id={filterId}
            value={status}
            onChange={(e) => setStatus(e.target.value as OrderStatus | "all")}
            className="h-9 min-w-[11rem] py-1.5 text-sm"
          >
            <option value="all">All orders</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
      }
    >
      {isPending ? (
        <LoadingNote label="Loading orders..." />
      ) : isError ? (
        <LoadError message="Failed to fetch orders" onRetry={() => void refetch()} />
      ) : orders.length === 0 ? (
        <EmptyNote>
          {status === "all" ? "No orders yet." : `No orders are "${ORDER_STATUS_LABELS[status]}" right now.`}
        </EmptyNote>
      ) : (
        <ul className="divide-y divide-[var(--color-line)]">
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
