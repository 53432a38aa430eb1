import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/**
 * Whether the page has scrolled past `threshold` pixels (the nav shows its hairline then). The
 * Worker's first paint says "not scrolled" (the server snapshot), and a page the visitor scrolled
 * before the SPA took over is corrected right after hydration, not left as painted.
 */
export function useScrolled(threshold = 4): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
