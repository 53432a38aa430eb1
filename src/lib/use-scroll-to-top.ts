import { useEffect } from "react";
import { isHydrating } from "./first-paint";

/**
 * Pages that should always open at their top (SPEC: About and Shop), even after a back navigation.
 * Not when the SPA takes over the painted page: it opened at its top already, and the visitor may
 * have scrolled since.
 */
export function useScrollToTop() {
  useEffect(() => {
    if (isHydrating()) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, []);
}
