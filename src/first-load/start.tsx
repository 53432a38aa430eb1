/**
 * The SPA's start, loaded by src/main.tsx once React and the router have been evaluated (each in a
 * task of its own): hydrates a page the Worker painted, takes over a private page's shell, or
 * renders a page itself.
 */

import { RouterProvider } from "@tanstack/react-router";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, createAppRouter } from "../app";
import { createQueryClient } from "../lib/query-client";

export function start() {
  const root = document.getElementById("root");
  if (!root) throw new Error("Missing #root element");

  // The Worker rendered this page with the router's own SSR (src/first-load/render.tsx), whose inline
  // scripts left the router's and the query cache's state in `$_TSR` while the page was parsed
  // (the router's global: tests/worker/first-load.test.ts fails if a render stops writing it).
  const painted = root.firstElementChild !== null && "$_TSR" in window;

  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient }, { painted });

  if (painted) {
    // The router's own hydration (RouterClient): it restores the matches and the query cache, loads
    // the route's code, then the same tree takes over the markup in place (nothing repaints, no
    // image reloads). A difference (the cart's count, a stored theme) is corrected by React.
    // In a transition (as Remix's client entry does): React hydrates in slices and yields to the
    // browser between them, so a phone's main thread is not held for the whole page at once
    // (docs/perf.md); a press meanwhile is held by the boot script and replayed once it is live.
    startTransition(() => {
      hydrateRoot(
        root,
        <App queryClient={queryClient}>
          <RouterClient router={router} />
        </App>,
        { onRecoverableError: (error) => console.warn("Hydration corrected the first paint", error) },
      );
    });
  } else {
    // In a transition too, like the hydration above: the first render of a private page (the
    // layout, the page and its first data) is sliced, not one task (issue 29: the portal's was one
    // of its load's long tasks on the bench's phone). A shell's markup stays until it commits.
    const render = () =>
      startTransition(() =>
        createRoot(root).render(
          <App queryClient={queryClient}>
            <RouterProvider router={router} />
          </App>,
        ),
      );
    // A private page sent with its header and a skeleton: src/first-load/shell.ts takes it over.
    if (root.hasAttribute("data-shell"))
      void import("./shell").then((m) => m.takeOverShell(queryClient, router, render), render);
    else render();
  }
}
