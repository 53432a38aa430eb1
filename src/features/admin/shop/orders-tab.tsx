/**
 * Admin › Orders (issue 28: a dense, searchable, paged table): paid orders waiting to be fulfilled
 * first, then those in checkout, then the rest (cancelled and expired last), each with its short
 * reference (never the payment session's id), status, pieces (links to their products), customer
 * e-mail, total and dates; search, filter by status, page on the server; mark paid ones fulfilled.
 * A second payment for an order (refunded automatically, issue 25) is listed under it.
 * Payment states come from Stripe's webhooks only.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { BusyButton } from "../../../components/ui/busy-button";
import { formatDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast-store";
import {
  type AdminOrder,
  formatMoney,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  shortReference,
} from "../../../shared/order";
import { SelectionInvoicesSection } from "../selections/invoices-panel";
import { type Column, ListView, useList } from "../shared/list-table";
import { Panel } from "../shared/panel";
import { useStudioTimeZone } from "../shared/queries";
import { RefundList } from "../shared/refund-list";
import { StatusPill, type StatusTone } from "../shared/status-pill";
import { toastFailure } from "../shared/toast-failure";
import { adminOrdersPageQuery, fulfilOrder, invalidateOrders } from "./queries";

const STATUS_TONE: Record<OrderStatus, StatusTone> = {
  created: "warning",
  paid: "success",
  fulfilled: "info",
  expired: "neutral",
  cancelled: "neutral",
  refunded: "danger",
};

/** The Status filter (issue 28): the order statuses, and "cancelled or expired" together. */
const STATUS_FILTERS: Record<string, string> = {
  paid: "To fulfil (paid)",
  created: ORDER_STATUS_LABELS.created,
  fulfilled: ORDER_STATUS_LABELS.fulfilled,
  refunded: ORDER_STATUS_LABELS.refunded,
  ended: "Cancelled or expired",
  cancelled: ORDER_STATUS_LABELS.cancelled,
  expired: ORDER_STATUS_LABELS.expired,
};

/** The order's short reference as the customer's receipt shows it (never the payment session's id). */
export function orderReference(order: AdminOrder): string {
  return order.reference ? shortReference(order.reference) : `#${order.id}`;
}

function FulfilButton({ order }: { order: AdminOrder }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const reference = orderReference(order);

  async function fulfil() {
    setBusy(true);
    try {
      await fulfilOrder(order.id);
      await invalidateOrders(queryClient);
      toast({ title: "Order fulfilled", description: `Order ${reference} is marked fulfilled.` });
    } catch (err) {
      toastFailure("Could not update the order", err, "Please try again.");
      await invalidateOrders(queryClient);
    } finally {
      setBusy(false);
    }
  }
  if (order.status !== "paid") return null;
  return (
    <BusyButton busy={busy} busyLabel="Saving" variant="outline" size="sm" onClick={() => void fulfil()}>
      Mark fulfilled
    </BusyButton>
  );
}

/**
 * An order's pieces: "2 × Title", each a link to its product in the Products tab. A price beside a
 * line only where it adds something: "each" for several of one piece, the line's price when the
 * order has several lines; a single piece has one price, the order's total (issue 28).
 */
function OrderItems({ order }: { order: AdminOrder }) {
  const several = order.items.length > 1;
  return (
    <ul className="grid gap-0.5">
      {order.items.map((item, index) => (
        <li key={index} className="flex flex-wrap gap-x-2">
          <span>
            <span className="tabular-nums">{item.quantity}</span> ×{" "}
            {item.productId !== null ? (
              <Link
                to="/admin"
                search={{ tab: "products", q: item.title }}
                className="underline-offset-4 hover:underline"
              >
                {item.title}
              </Link>
            ) : (
              item.title
            )}
          </span>
          {item.quantity > 1 || several ? (
            <span className="text-[var(--color-muted)] tabular-nums">
              {item.quantity > 1
                ? `${formatMoney(item.unitPriceCents, order.currency)} each`
                : formatMoney(item.unitPriceCents, order.currency)}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function orderColumns(timeZone: string): Column<AdminOrder>[] {
  return [
    {
      key: "order",
      header: "Order",
      bare: true,
      className: "md:whitespace-nowrap",
      cell: (order) => (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="text-sm font-medium">Order {orderReference(order)}</h3>
          <span className="text-xs text-[var(--color-muted)] tabular-nums md:hidden">
            {formatMoney(order.totalCents, order.currency)}
          </span>
        </span>
      ),
    },
    {
      key: "status",
      header: "Status",
      cell: (order) => (
        <StatusPill tone={STATUS_TONE[order.status]}>{ORDER_STATUS_LABELS[order.status]}</StatusPill>
      ),
    },
    {
      key: "items",
      header: "Pieces",
      className: "md:min-w-[14rem]",
      cell: (order) => (
        <>
          <OrderItems order={order} />
          <RefundList
            refunds={order.refunds ?? []}
            timeZone={timeZone}
            of={`order ${orderReference(order)}`}
          />
        </>
      ),
    },
    {
      key: "customer",
      header: "Customer",
      cell: (order) =>
        order.email ? (
          <a href={`mailto:${order.email}`} className="break-all underline-offset-4 hover:underline">
            {order.email}
          </a>
        ) : (
          <span className="text-[var(--color-muted)]">—</span>
        ),
    },
    {
      key: "total",
      header: "Total",
      numeric: true,
      className: "max-md:hidden",
      cell: (order) => formatMoney(order.totalCents, order.currency),
    },
    {
      key: "date",
      header: "Placed",
      className: "md:whitespace-nowrap text-[var(--color-muted)]",
      cell: (order) => (
        <>
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, timeZone)}</time>
          {order.paidAt ? (
            <span className="block text-xs">Paid {formatDateTime(order.paidAt, timeZone)}</span>
          ) : null}
        </>
      ),
    },
    { key: "actions", header: "Actions", bare: true, cell: (order) => <FulfilButton order={order} /> },
  ];
}

export function OrdersTab() {
  const list = useList([{ label: "Status", param: "status", all: "All orders", labels: STATUS_FILTERS }]);
  const { params } = list;
  const status = list.value("status");
  const orders = useQuery(adminOrdersPageQuery(list.query({ status })));
  const timeZone = useStudioTimeZone();

  return (
    <div className="grid gap-6">
      <Panel
        title="Orders"
        description="Paid orders waiting to be fulfilled come first, then those in checkout, then the rest. Payments are confirmed by Stripe; mark an order fulfilled once it has been delivered or collected."
      >
        <ListView
          list={list}
          searchLabel="Search orders"
          placeholder="E-mail, piece or order reference"
          result={orders}
          loading="Loading orders..."
          failed="Failed to fetch orders"
          empty={
            params.q
              ? `No orders match "${params.q}".`
              : status
                ? `No orders are "${STATUS_FILTERS[status]}" right now.`
                : "No orders yet."
          }
          label="Orders"
          columns={orderColumns(timeZone)}
          rowProps={(o) => ({ "data-testid": `admin-order-${o.id}`, "data-status": o.status })}
        />
      </Panel>
      {/* Selections invoices (issue 29 item 3) beside the shop's orders; the table above is unchanged. */}
      <SelectionInvoicesSection />
    </div>
  );
}
