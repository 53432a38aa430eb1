// First: zod must not probe for eval, which the CSP forbids (src/lib/zod-config.ts).
import "./lib/zod-config";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, createAppRouter } from "./app";
import { setHydrating } from "./lib/first-paint";
import { hydrateInitialData } from "./lib/initial-data";
import { createQueryClient } from "./lib/query-client";
import "./styles.css";

const queryClient = createQueryClient();
// Public pages arrive with their first render's data inlined by the Worker (worker/routes/seo.ts).
hydrateInitialData(queryClient);

const router = createAppRouter(queryClient);

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

if (root.firstElementChild) {
  // The Worker rendered this page already (src/ssr/render.tsx): once the route's code and data
  // are in, the same tree takes over the markup in place (nothing repaints, no image reloads).
  // A difference (the cart's count, a stored theme, a portal link) is corrected by React.
  void router.load().then(() => {
    // As TanStack's own hydration does (router-core load-client): the server rendered without the
    // client-only Suspense wrapper around the matches, and so must the first client render.
    router.ssr = { manifest: undefined };
    setHydrating(true);
    // In a transition (as Remix's client entry does): React hydrates in slices and yields to the
    // browser between them, so a phone's main thread is not held for the whole page at once
    // (docs/perf.md); a press meanwhile is held by the boot script and replayed once it is live.
    startTransition(() => {
      hydrateRoot(root, <App queryClient={queryClient} router={router} />, {
        onRecoverableError: (error) => console.warn("Hydration corrected the first paint", error),
      });
    });
  });
} else {
  createRoot(root).render(<App queryClient={queryClient} router={router} />);
}
