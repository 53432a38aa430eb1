/**
 * Checkout and orders: the checkout's limits (the cart sends product ids and quantities, never
 * prices), order statuses and the transitions the admin may make, the API shapes and money
 * formatting. The request schemas are in order-schemas.ts: the shop's pages and the portal, which
 * format money with this module, load no zod (issue 29).
 */
export const CHECKOUT_LIMITS = { lines: 20, quantity: 99 } as const;

export const CHECKOUT_NOT_CONFIGURED = "Online checkout is not set up yet.";

/**
 * The cart's own key for one checkout (optional, issue 25): the SPA makes a random one per cart
 * and sends it with every start, so the same cart started twice at once (a double tap, two tabs)
 * gets one order and one Checkout Session. URL-safe, 16 to 100 characters.
 */
export const CHECKOUT_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

export type CheckoutResponse = { url: string };

/**
 * created → paid (webhook) | expired (webhook: session expired or async payment failed, stock
 * released) | cancelled (Stripe refused the session, or the shopper cancelled it; stock
 * released); paid → fulfilled (admin).
 * refunded is reserved for refunds made in Stripe's dashboard.
 */
export const ORDER_STATUSES = ["created", "paid", "fulfilled", "expired", "cancelled", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  created: "Awaiting payment",
  paid: "Paid",
  fulfilled: "Fulfilled",
  expired: "Expired",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

/** The only changes the admin can make by hand; everything else follows Stripe's events. */
export const ADMIN_ORDER_TRANSITIONS: Partial<Record<OrderStatus, OrderStatus[]>> = {
  paid: ["fulfilled"],
};

export type OrderLine = { title: string; unitPriceCents: number; quantity: number };

/** GET /api/orders/:publicRef: what the success page may show (no e-mail, no ids). */
export type PublicOrder = {
  reference: string;
  status: OrderStatus;
  items: OrderLine[];
  totalCents: number;
  currency: string;
  createdAt: string;
  paidAt: string | null;
};

/**
 * A second payment refunded automatically through Stripe (issue 25): a shop order or a proposal
 * deposit that was already paid (or no longer held) when this payment arrived.
 * pending: Stripe has not confirmed it yet (asked again every hour); failed: it cannot be refunded
 * automatically (the studio refunds it in Stripe's dashboard).
 */
export const PAYMENT_REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;
export type PaymentRefundStatus = (typeof PAYMENT_REFUND_STATUSES)[number];

export const PAYMENT_REFUND_LABELS: Record<PaymentRefundStatus, string> = {
  pending: "Refund pending",
  succeeded: "Refunded",
  failed: "Refund failed",
};

export type PaymentRefundView = {
  id: number;
  amountCents: number;
  currency: string;
  status: PaymentRefundStatus;
  reason: string;
  stripeRefundId: string | null;
  paymentIntentId: string | null;
  stripeSessionId: string;
  createdAt: string;
  refundedAt: string | null;
};

/** GET /api/admin/orders */
export type AdminOrder = {
  id: number;
  reference: string | null;
  status: OrderStatus;
  email: string | null;
  totalCents: number;
  currency: string;
  stripeSessionId: string | null;
  items: (OrderLine & { productId: number | null })[];
  createdAt: string;
  paidAt: string | null;
  updatedAt: string;
  /** Second payments for this order, refunded automatically (issue 25); empty for most orders. */
  refunds?: PaymentRefundView[];
};

/** A short, readable form of the random public reference for people (e.g. "7KQ2-XM4P"). */
export function shortReference(reference: string): string {
  const clean = reference.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
  return `${clean.slice(0, 4)}-${clean.slice(4, 8)}`;
}

/** Exact amounts for receipts, the admin and e-mails ($1,450.00); the shop shows whole dollars. */
export function formatMoney(cents: number, currency = "usd"): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}
