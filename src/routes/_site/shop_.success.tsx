/**
 * /shop/success: where Stripe sends the shopper after paying (`?order=<publicRef>`). Shows the
 * order, waits a little for the webhook to confirm the payment, and empties the cart.
 * (`shop_` keeps this page out of the /shop page's layout: it is a sibling, not a child.)
 */
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { useCart } from "../../features/cart/cart-context";
import { getJson, HttpError } from "../../lib/api";
import { useNoindex } from "../../lib/use-noindex";
import { usePageTitle } from "../../lib/use-page-title";
import { formatMoney, type PublicOrder, shortReference } from "../../shared/order";
import { TITLE_ORDER, TITLE_ORDER_PLACED } from "../../shared/pages";

type SuccessSearch = { order?: string };

/** The webhook usually lands within seconds: ask every 2 s, up to 10 times, then offer a button. */
const POLL_MS = 2000;
const MAX_POLLS = 10;

export const Route = createFileRoute("/_site/shop_/success")({
  validateSearch: (search: Record<string, unknown>): SuccessSearch => ({
    order:
      typeof search.order === "string" && /^[A-Za-z0-9_-]{16,64}$/.test(search.order)
        ? search.order
        : undefined,
  }),
  component: SuccessPage,
});

function orderQuery(ref: string) {
  return {
    queryKey: ["orders", ref] as const,
    queryFn: () => getJson<PublicOrder>(`/api/orders/${encodeURIComponent(ref)}`),
  };
}

function NotFound() {
  return (
    <div className="grid gap-6">
      <p className="eyebrow">Shop</p>
      <h1 className="text-4xl md:text-6xl">We could not find this order</h1>
      <p className="prose-measure text-[var(--color-muted)]">
        The link may be incomplete. If you have just paid, your receipt from Stripe is on its way by e-mail,
        and we are glad to help if anything looks wrong.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/shop" className={buttonClass("primary", "lg")}>
          Back to the Shop
        </Link>
        <Link to="/contact" className={buttonClass("outline", "lg")}>
          Contact Us
        </Link>
      </div>
    </div>
  );
}

function StatusLine({
  order,
  waitedLong,
  onRetry,
}: {
  order: PublicOrder;
  waitedLong: boolean;
  onRetry: () => void;
}) {
  switch (order.status) {
    case "paid":
    case "fulfilled":
      return (
        <div className="grid gap-2">
          <p data-testid="order-status" className="flex items-center gap-2 text-lg">
            <svg
              aria-hidden="true"
              width="18"
              height="18"
              viewBox="0 0 18 18"
              className="text-[var(--color-success)]"
            >
              <path d="M3.5 9.5l3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
            Payment received
          </p>
          <p className="prose-measure text-[var(--color-muted)]">
            Your receipt from Stripe is on its way by e-mail. We will be in touch within 24 hours about
            delivery or collection.
          </p>
        </div>
      );
    case "created":
      return (
        <div className="grid gap-2">
          <p data-testid="order-status" className="flex items-center gap-2 text-lg" aria-live="polite">
            <Spinner label="Confirming" /> Confirming your payment…
          </p>
          <p className="prose-measure text-[var(--color-muted)]">
            {waitedLong
              ? "This is taking longer than usual. Some payment methods need a little more time; Stripe e-mails your receipt once it is through."
              : "This usually takes a few seconds."}
          </p>
          {waitedLong ? (
            <div>
              <button type="button" onClick={onRetry} className={buttonClass("outline", "sm")}>
                Check again
              </button>
            </div>
          ) : null}
        </div>
      );
    case "refunded":
      return (
        <p data-testid="order-status" className="text-lg">
          This order was refunded.
        </p>
      );
    default:
      return (
        <div className="grid gap-2">
          <p data-testid="order-status" className="text-lg">
            This checkout was not completed
          </p>
          <p className="prose-measure text-[var(--color-muted)]">
            Nothing was charged, and the pieces went back to the shop.
          </p>
        </div>
      );
  }
}

function SuccessPage() {
  const { order: ref } = Route.useSearch();
  const { clearCart } = useCart();
  const cleared = useRef(false);
  useNoindex();

  const query = useQuery({
    ...orderQuery(ref ?? ""),
    enabled: Boolean(ref),
    retry: false,
    refetchInterval: (q) =>
      q.state.data?.status === "created" && q.state.dataUpdateCount < MAX_POLLS ? POLL_MS : false,
  });
  const order = query.data;
  // How many answers have arrived: after MAX_POLLS without a payment, stop and offer a button.
  const [answers, setAnswers] = useState(0);
  useEffect(() => {
    if (query.dataUpdatedAt > 0) setAnswers((n) => n + 1);
  }, [query.dataUpdatedAt]);
  const placed = order && ["created", "paid", "fulfilled"].includes(order.status);
  usePageTitle(placed ? TITLE_ORDER_PLACED : TITLE_ORDER);

  // Stripe only sends shoppers here after checkout: the cart has become this order.
  useEffect(() => {
    if (placed && !cleared.current) {
      cleared.current = true;
      clearCart();
    }
  }, [placed, clearCart]);

  const notFound = !ref || (query.error instanceof HttpError && query.error.status === 404);
  return (
    <section className="section">
      <div className="container-page max-w-3xl">
        {notFound ? (
          <NotFound />
        ) : query.isPending ? (
          <p className="flex items-center gap-2 text-[var(--color-muted)]">
            <Spinner label="Loading your order" /> Loading your order…
          </p>
        ) : query.isError || !order ? (
          <div role="alert" className="grid gap-4">
            <h1 className="text-4xl">Your order</h1>
            <p className="text-[var(--color-muted)]">We could not load your order just now.</p>
            <div>
              <button
                type="button"
                onClick={() => void query.refetch()}
                className={buttonClass("outline", "md")}
              >
                Try again
              </button>
            </div>
          </div>
        ) : (
          <div className="grid gap-10" data-testid="order-summary">
            <div className="grid gap-5">
              <p className="eyebrow">Order {shortReference(order.reference)}</p>
              <h1 className="text-5xl md:text-6xl">{placed ? "Thank you" : "Your order"}</h1>
              <StatusLine
                order={order}
                waitedLong={answers >= MAX_POLLS}
                onRetry={() => void query.refetch()}
              />
            </div>

            <div className="border-t border-[var(--color-line)]">
              <h2 className="sr-only">Items</h2>
              <ul className="divide-y divide-[var(--color-line)]">
                {order.items.map((item, index) => (
                  <li key={index} className="flex items-baseline justify-between gap-6 py-5">
                    <div>
                      <p className="font-serif text-xl">{item.title}</p>
                      <p className="mt-1 text-sm text-[var(--color-muted)] tabular-nums">
                        {item.quantity} × {formatMoney(item.unitPriceCents, order.currency)}
                      </p>
                    </div>
                    <p className="tabular-nums">
                      {formatMoney(item.unitPriceCents * item.quantity, order.currency)}
                    </p>
                  </li>
                ))}
              </ul>
              <div className="flex items-baseline justify-between border-t border-[var(--color-ink)] pt-5">
                <span className="eyebrow">Total</span>
                <span data-testid="order-total" className="font-serif text-2xl tabular-nums">
                  {formatMoney(order.totalCents, order.currency)}
                </span>
              </div>
            </div>

            <div className="flex flex-wrap gap-3">
              <Link to="/shop" className={buttonClass("primary", "lg")}>
                Continue Shopping
              </Link>
              <Link to="/contact" className={buttonClass("outline", "lg")}>
                Questions? Contact Us
              </Link>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
