import { useHydrated } from "@tanstack/react-router";
import { useEffect, useState } from "react";

/**
 * Whether this component's first render takes over markup the Worker rendered (src/main.tsx
 * hydrates it): its first render must then match what the server could know, so state kept in this
 * browser only (the cart) is read after hydration instead of during it, and a deferred part keeps
 * the server's markup (src/first-load/deferred.tsx).
 *
 * The router's own `useHydrated` (React's useSyncExternalStore with a server snapshot): false while
 * React hydrates the component, true when the browser renders it itself (a page the Worker did not
 * paint, or anything mounted later). Read once, at mount: it turns true as soon as the component
 * is hydrated, which re-renders it once; the value kept here does not change with it.
 */
export function useTakingOverPaint(): boolean {
  const hydrated = useHydrated();
  const [takingOver] = useState(!hydrated);
  return takingOver;
}

/**
 * Whether the SPA is live: <html data-app="ready">, set once the page around it has mounted or
 * hydrated (src/first-load/app-ready.tsx). For code outside a component (a deferred part created by
 * a route's code) and for effects that must not re-render the page to know it (useScrollToTop).
 */
export function isLive(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.app === "ready";
}

/**
 * Pages that should always open at their top (SPEC: About and Shop), even after a back navigation.
 * Not when the SPA takes over the painted page: it opened at its top already, and the visitor may
 * have scrolled since (the page's effects run before the frame marks the page live). (Here rather
 * than in a module of its own: two pages' first loads would each fetch a chunk for these few lines.)
 */
export function useScrollToTop() {
  useEffect(() => {
    if (!isLive()) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, []);
}
