import { BagIcon } from "../layout/nav-icons";
import { useCart } from "./cart-context";

/** Opens the cart drawer; a count badge appears once the cart holds something (SPEC section 2). */
export function CartButton() {
  const { totalItems, setOpen, isOpen } = useCart();
  const label =
    totalItems === 0 ? "Cart, empty" : `Cart, ${totalItems} ${totalItems === 1 ? "item" : "items"}`;
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      data-testid="button-cart"
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-[var(--radius-sm)] text-[var(--color-ink)] transition-colors duration-200 hover:bg-[var(--color-subtle)]"
    >
      <BagIcon size={21} />
      {totalItems > 0 ? (
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 inline-flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-[var(--color-accent)] px-1 text-[0.65rem] leading-none font-medium text-[var(--color-bg)] tabular-nums"
        >
          {totalItems > 99 ? "99+" : totalItems}
        </span>
      ) : null}
    </button>
  );
}
