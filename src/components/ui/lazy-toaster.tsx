import { lazy, Suspense } from "react";
import { useToasts } from "../../lib/toast-store";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/**
 * The toaster, loaded with the first toast: Radix Toast is about 9 KB of gzip JavaScript that the
 * public pages' first load should not carry (the first-load budget is 120 KB). A dismissed toast
 * stays in the store for its exit animation, so the toaster stays mounted while it matters.
 */
export function LazyToaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
