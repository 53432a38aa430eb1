import { useEffect } from "react";

/**
 * Whether the browser is taking over markup the Worker rendered (src/main.tsx hydrates it). The
 * first render must then match what the server could know: state kept in this browser only
 * (the cart) is read after hydration instead of during it.
 */
let hydrating = false;
let keepScroll = false;

/** True from just before `hydrateRoot` until the hydrated page is live (src/first-load/app-ready.tsx). */
export function setHydrating(value: boolean): void {
  hydrating = value;
  if (value) keepScroll = true;
}

/**
 * Whether the router's first render should leave the scroll position alone (asked once): a
 * visitor may have scrolled the painted page, or the browser restored a position or followed a
 * #fragment, before the SPA took over; resetting it then would jump them back to the top.
 */
export function keepScrollOnce(): boolean {
  const keep = keepScroll;
  keepScroll = false;
  return keep;
}

export function isHydrating(): boolean {
  return hydrating;
}

/**
 * Pages that should always open at their top (SPEC: About and Shop), even after a back navigation.
 * Not when the SPA takes over the painted page: it opened at its top already, and the visitor may
 * have scrolled since. (Here rather than in a module of its own: two pages' first loads would each
 * fetch a chunk for these few lines.)
 */
export function useScrollToTop() {
  useEffect(() => {
    if (hydrating) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, []);
}
