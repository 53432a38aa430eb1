/**
 * The cart's way to payment. With checkout configured: POST /api/checkout (product ids and
 * quantities only), then on to Stripe's page. A piece that sold meanwhile comes back as a 409
 * naming it, with a one-click fix. Without checkout configured, it says so plainly and hands the
 * list of pieces to the inquiry form instead; nothing pretends to take payment.
 */
import { useRouter, useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { BusyButton } from "../../components/ui/busy-button";
import { Button } from "../../components/ui/button";
import { errorMessage, HttpError, sendJson } from "../../lib/api";
import { CHECKOUT_KEY_PATTERN, CHECKOUT_NOT_CONFIGURED, type CheckoutResponse } from "../../shared/order";
import { useCart } from "../cart/cart-context";
import type { CartItem } from "../cart/cart-state";
import { useSiteInfo } from "../site/use-site-info";

/** `?checkout=` and `?order=` of the current address (Stripe's cancel URL carries both). */
function useCheckoutParams(): { checkout: string | null; order: string | null } {
  const href = useRouterState({ select: (s) => s.location.href });
  const params = new URL(href, "http://local").searchParams;
  return { checkout: params.get("checkout"), order: params.get("order") };
}

const CHECKOUT_KEY_STORAGE = "layered.checkoutKey";
let pageCheckoutKey: string | null = null;

/**
 * This browser's checkout key (issue 25): sent with every start, so the same cart started twice at
 * once (a double tap, two tabs) gets one order and one payment page. The server pairs it with the
 * cart's lines, and a paid or cancelled checkout is never reused, so one key per browser suffices.
 */
function checkoutKey(): string {
  // 128 random bits as hex (getRandomValues works on plain-http LAN addresses too, randomUUID does not).
  pageCheckoutKey ??= Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");
  try {
    const kept = window.localStorage.getItem(CHECKOUT_KEY_STORAGE);
    if (kept && CHECKOUT_KEY_PATTERN.test(kept)) return kept;
    window.localStorage.setItem(CHECKOUT_KEY_STORAGE, pageCheckoutKey);
  } catch {
    // Storage refused (private mode): one key for this page's life.
  }
  return pageCheckoutKey;
}

/** The release of a cancelled checkout's hold, awaited before a new checkout starts. */
let pendingRelease: Promise<unknown> = Promise.resolve();
const released = new Set<string>();

/**
 * Coming back from Stripe's page with "cancel" lands on /shop?checkout=cancelled&order=<ref>:
 * the held pieces are given back at once (so trying again works), and the cart opens again with
 * its lines untouched. Called by the cart drawer.
 */
export function useOpenCartOnCheckoutCancel(): void {
  const { checkout, order } = useCheckoutParams();
  const { items, setOpen } = useCart();
  const hasItems = items.length > 0;
  useEffect(() => {
    if (checkout !== "cancelled") return;
    if (order && !released.has(order)) {
      released.add(order);
      pendingRelease = sendJson("POST", `/api/orders/${encodeURIComponent(order)}/cancel`).catch(() => {
        // Already paid or already ended at Stripe: the webhook settles it; nothing to do here.
      });
    }
    if (hasItems) setOpen(true);
  }, [checkout, order, hasItems, setOpen]);
}

type Problem =
  | { kind: "unavailable"; message: string; item: CartItem | null; available: number | null }
  | { kind: "error"; message: string };

/** A 409 names the line as `items.<index>` of the request; that index points into what we sent. */
function unavailableProblem(err: HttpError, sent: CartItem[]): Problem {
  const message = err.serverMessage ?? "A piece in your cart is no longer available.";
  const key = Object.keys(err.fieldErrors).find((k) => /^items\.\d+$/.test(k));
  const item = key ? (sent[Number(key.split(".")[1])] ?? null) : null;
  const only = /^Only (\d+) of /.exec(message);
  return { kind: "unavailable", message, item, available: only ? Number(only[1]) : null };
}

export function CheckoutButton() {
  const { items, removeItem, updateQuantity, setOpen } = useCart();
  const router = useRouter();
  const { data: site, isPending: siteLoading } = useSiteInfo();
  const { checkout: param } = useCheckoutParams();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [noteDismissed, setNoteDismissed] = useState(false);
  const checkoutEnabled = site?.features.checkout === true;
  const askLabel = items.length === 1 ? "Ask about this piece" : "Ask about these pieces";

  // A problem is about the cart as it was; once the cart changes, it no longer applies.
  useEffect(() => {
    setProblem((p) =>
      p?.kind === "unavailable" && p.item && !items.some((i) => i.product.id === p.item?.product.id)
        ? null
        : p,
    );
  }, [items]);

  function askAboutPieces() {
    setOpen(false);
    void router.navigate({
      to: "/contact",
      search: { pieces: items.map((i) => i.product.title).join(", ") },
    });
  }

  async function startCheckout() {
    const sent = items;
    setBusy(true);
    setProblem(null);
    setNoteDismissed(true);
    try {
      await pendingRelease;
      const { url } = await sendJson<CheckoutResponse>("POST", "/api/checkout", {
        items: sent.map((i) => ({ productId: i.product.id, quantity: i.quantity })),
        checkoutKey: checkoutKey(),
      });
      // Stay busy: the page is about to change.
      window.location.assign(url);
    } catch (err) {
      setBusy(false);
      if (err instanceof HttpError && err.status === 409) setProblem(unavailableProblem(err, sent));
      else
        setProblem({
          kind: "error",
          message: errorMessage(err, "Checkout could not start. Please try again."),
        });
    }
  }

  if (items.length === 0) return null;

  if (!siteLoading && !checkoutEnabled) {
    return (
      <div className="grid gap-3" data-testid="checkout-unavailable">
        <p className="text-sm leading-relaxed text-[var(--color-muted)]">
          {CHECKOUT_NOT_CONFIGURED} Send us your list and we will confirm availability, delivery and payment
          within 24 hours.
        </p>
        <Button size="lg" onClick={askAboutPieces}>
          {askLabel}
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      {param === "cancelled" && !noteDismissed ? (
        <p
          role="status"
          data-testid="checkout-cancelled-note"
          className="border-l-2 border-[var(--color-line)] pl-3 text-sm text-[var(--color-muted)]"
        >
          Checkout was cancelled and nothing was charged. Your pieces are still here when you are ready.
        </p>
      ) : null}
      {problem ? (
        <div
          role="alert"
          data-testid="checkout-problem"
          className="grid gap-2 border border-[color-mix(in_srgb,var(--color-danger)_35%,transparent)] px-4 py-3 text-sm"
        >
          <p className="text-[var(--color-ink)]">{problem.message}</p>
          {problem.kind === "unavailable" && problem.item ? (
            <div className="flex flex-wrap gap-2">
              {problem.available !== null && problem.available > 0 ? (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    if (problem.item) updateQuantity(problem.item.product.id, problem.available ?? 0);
                    setProblem(null);
                  }}
                >
                  Keep {problem.available}
                </Button>
              ) : null}
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  if (problem.item) removeItem(problem.item.product.id);
                  setProblem(null);
                }}
              >
                Remove {problem.item.product.title}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      <BusyButton
        busy={busy}
        busyLabel="Starting checkout"
        size="lg"
        onClick={() => void startCheckout()}
        disabled={busy || siteLoading}
        aria-busy={busy}
      >
        {busy ? "Opening secure checkout…" : "Checkout"}
      </BusyButton>
      <p className="text-center text-xs text-[var(--color-muted)]">
        Secure payment with Stripe. Pieces are held for you for 30 minutes.
      </p>
    </div>
  );
}
