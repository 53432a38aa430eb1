import { Link } from "@tanstack/react-router";
import { Dialog } from "radix-ui";
import { type ElementType, useRef } from "react";
import { Button, buttonClass } from "../../components/ui/button";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { formatDollars } from "../../lib/format";
import { CloseIcon, ImageIcon, MinusIcon, PlusIcon } from "../layout/icons";
import { CheckoutButton, useOpenCartOnCheckoutCancel } from "../shop/checkout-button";
import { useCart } from "./cart-context";
import type { CartItem } from "./cart-state";

/** The most of a product one cart line may hold: its known stock, or no limit when unknown. */
export function maxQuantity(item: CartItem): number {
  const stock = item.product.stock;
  return typeof stock === "number" && Number.isFinite(stock) ? Math.max(0, stock) : Number.POSITIVE_INFINITY;
}

const stepperButton =
  "inline-flex h-9 w-9 items-center justify-center text-[var(--color-ink)] transition-colors hover:bg-[var(--color-subtle)] disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent";

function CartLine({ item }: { item: CartItem }) {
  const { updateQuantity, removeItem } = useCart();
  const { product, quantity } = item;
  const max = maxQuantity(item);
  const atMax = quantity >= max;
  return (
    <li className="flex gap-4 py-6" data-testid={`cart-line-${product.id}`}>
      <div className="h-28 w-[5.6rem] shrink-0 overflow-hidden bg-[var(--color-subtle)]">
        {product.coverImageUrl ? (
          <ResponsiveImage
            src={product.coverImageUrl}
            variants={product.coverImageVariants}
            alt=""
            width={90}
            height={112}
            sizes="90px"
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full w-full items-center justify-center text-[var(--color-muted)]">
            <ImageIcon size={20} />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            {product.category ? <p className="eyebrow mb-1">{product.category}</p> : null}
            <h3 className="font-serif text-lg leading-snug">{product.title}</h3>
          </div>
          <p className="shrink-0 text-sm tabular-nums" data-testid={`cart-line-total-${product.id}`}>
            {formatDollars(product.priceCents * quantity)}
          </p>
        </div>
        <p className="mt-1 text-sm text-[var(--color-muted)]">{formatDollars(product.priceCents)} each</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <div className="inline-flex items-center border border-[var(--color-line)]">
            <button
              type="button"
              className={stepperButton}
              aria-label={`Decrease quantity of ${product.title}`}
              onClick={() => updateQuantity(product.id, quantity - 1)}
            >
              <MinusIcon size={15} />
            </button>
            <output
              aria-live="polite"
              aria-label={`Quantity of ${product.title}`}
              data-testid={`cart-quantity-${product.id}`}
              className="w-8 text-center text-sm tabular-nums"
            >
              {quantity}
            </output>
            <button
              type="button"
              className={stepperButton}
              aria-label={`Increase quantity of ${product.title}`}
              disabled={atMax}
              onClick={() => updateQuantity(product.id, Math.min(quantity + 1, max))}
            >
              <PlusIcon size={15} />
            </button>
          </div>
          <button
            type="button"
            onClick={() => removeItem(product.id)}
            aria-label={`Remove ${product.title}`}
            className="text-xs tracking-[0.08em] text-[var(--color-muted)] uppercase underline-offset-4 transition-colors hover:text-[var(--color-ink)] hover:underline"
          >
            Remove
          </button>
        </div>
        {max !== Number.POSITIVE_INFINITY && atMax ? (
          <p className="mt-2 text-xs text-[var(--color-muted)]">
            {max === 0 ? "Sold out since you added it" : `Only ${max} available`}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The dimmed page behind the drawer. */
export const CART_OVERLAY_CLASS = "sheet-fade fixed inset-0 z-50 bg-[rgb(28_24_21/0.4)]";
/** The drawer itself: a sheet from the right, full width on a phone. */
export const CART_PANEL_CLASS =
  "sheet-right fixed inset-y-0 right-0 z-50 flex w-full max-w-[28rem] flex-col border-l border-[var(--color-line)] bg-[var(--color-bg)] shadow-[0_0_64px_-24px_rgb(43_39_36/0.35)] outline-none";

/**
 * The drawer's top: its title, a line on what it holds, and the close button. Shared with the
 * page's early drawer, which answers a tap before the SPA is in (src/first-load/early-answers.tsx):
 * `Title`, `Description` and `Close` are Radix's here and plain elements there.
 */
export function CartDrawerHeader({
  note,
  Title,
  Description,
  Close,
}: {
  note: string;
  Title: ElementType;
  Description: ElementType;
  Close: ElementType;
}) {
  return (
    <div className="flex items-center justify-between gap-4 border-b border-[var(--color-line)] px-6 py-5">
      <div>
        <Title className="font-serif text-2xl leading-tight">Your Cart</Title>
        <Description className="text-sm text-[var(--color-muted)]">{note}</Description>
      </div>
      <Close
        aria-label="Close cart"
        className="-mr-2 inline-flex h-10 w-10 items-center justify-center rounded-[var(--radius-sm)] transition-colors hover:bg-[var(--color-subtle)]"
      >
        <CloseIcon size={20} />
      </Close>
    </div>
  );
}

/**
 * The cart as a right-side sheet (Radix Dialog: focus trapped, Escape closes). Checkout (or, when
 * it is not configured, the inquiry hand-off) is the shop's CheckoutButton.
 */
export function CartDrawer() {
  const { items, totalItems, totalCents, isOpen, setOpen, clearCart } = useCart();
  // Back from Stripe with "cancel": the cart opens again with its lines.
  useOpenCartOnCheckoutCancel();
  // Closing puts focus back where it was when the drawer opened (the cart button, usually): with
  // no Radix trigger, Radix would leave it on the page's body.
  const returnFocusTo = useRef<Element | null>(null);

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={CART_OVERLAY_CLASS} />
        <Dialog.Content
          data-testid="cart-drawer"
          className={CART_PANEL_CLASS}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            const to = returnFocusTo.current;
            if (!(to instanceof HTMLElement) || !to.isConnected) return;
            event.preventDefault();
            to.focus();
          }}
        >
          <CartDrawerHeader
            note={
              totalItems === 0 ? "Nothing here yet" : `${totalItems} ${totalItems === 1 ? "piece" : "pieces"}`
            }
            Title={Dialog.Title}
            Description={Dialog.Description}
            Close={Dialog.Close}
          />

          {items.length === 0 ? (
            <div className="flex flex-1 flex-col items-start justify-center gap-5 px-6 pb-16">
              <p className="font-serif text-2xl">Your cart is empty</p>
              <p className="text-sm text-[var(--color-muted)]">
                Pieces from our shop collect here while you browse.
              </p>
              <Link to="/shop" onClick={() => setOpen(false)} className={buttonClass("outline", "md")}>
                Browse the Shop
              </Link>
            </div>
          ) : (
            <>
              <ul className="min-h-0 flex-1 divide-y divide-[var(--color-line)] overflow-y-auto px-6">
                {items.map((item) => (
                  <CartLine key={item.product.id} item={item} />
                ))}
              </ul>
              <div className="grid gap-5 border-t border-[var(--color-line)] px-6 pt-5 pb-6">
                <div className="flex items-baseline justify-between">
                  <span className="eyebrow">Total</span>
                  <span className="font-serif text-2xl tabular-nums" data-testid="cart-total">
                    {formatDollars(totalCents)}
                  </span>
                </div>
                <div className="grid gap-2">
                  <CheckoutButton />
                  <Button variant="ghost" size="md" onClick={clearCart}>
                    Clear cart
                  </Button>
                </div>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
