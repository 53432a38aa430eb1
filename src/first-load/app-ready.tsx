import { useEffect } from "react";

/**
 * Marks <html data-app="ready"> once the page around it has mounted or hydrated: until then a
 * public page is the Worker's markup, painted but not yet interactive (its boot script holds a
 * press until then, worker/pages/inline-scripts.ts; the browser tests wait for it).
 *
 * Where it sits matters when the browser hydrates: TanStack Router puts the page (everything
 * below the root route) in its own Suspense boundary, which React hydrates after the providers
 * around it, and a press replayed on a part not yet hydrated is lost. So it is rendered inside the
 * public frame (src/features/layout/site-layout.tsx), whose effects run after the page's own; the
 * root route renders one too for pages the browser renders itself (admin, portal, sign-in).
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = "ready";
  }, []);
  return null;
}
