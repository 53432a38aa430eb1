import { useEffect } from "react";

/** Pages that should always open at their top (SPEC: About and Shop), even after a back navigation. */
export function useScrollToTop() {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, []);
}
