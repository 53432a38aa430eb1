import { useRouterState } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { useCart } from "./cart-context";

const CartDrawer = lazy(() => import("./cart-drawer").then((m) => ({ default: m.CartDrawer })));

/**
 * The cart drawer, loaded the first time it is needed: when the cart opens, or when Stripe's
 * cancel address (`?checkout=cancelled`) asks for it to open again. Its dialog and checkout code
 * (with the zod schemas of shared/order.ts) stay out of the public pages' first load, which has a
 * 120 KB budget. Once loaded it stays mounted, so closing animates as before.
 */
export function LazyCartDrawer() {
  const { isOpen } = useCart();
  const cancelled = useRouterState({
    select: (s) => new URL(s.location.href, "http://local").searchParams.get("checkout") === "cancelled",
  });
  const [needed, setNeeded] = useState(false);
  if ((isOpen || cancelled) && !needed) setNeeded(true);
  if (!needed && !isOpen && !cancelled) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
