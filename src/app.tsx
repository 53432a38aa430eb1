/**
 * The application as both the browser (src/main.tsx) and the Worker's first paint
 * (src/first-load/render.tsx) render it: one router factory and one provider tree, so the markup the
 * Worker sends is the markup the browser hydrates. The router comes in as `children`: the
 * router's own `RouterServer` in the Worker, `RouterClient` when the browser hydrates that
 * markup, `RouterProvider` when it renders a page itself (admin, portal, sign-in).
 */
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import { type ReactNode, StrictMode } from "react";
import { CartProvider } from "./features/cart/cart-context";
import { ThemeProvider } from "./lib/theme";
import type { RouterContext } from "./router-context";
import { routeTree } from "./routeTree.gen";

/**
 * `painted`: the browser takes over a page the Worker rendered (src/main.tsx). The router's first
 * render then leaves the scroll position alone: a visitor may have scrolled the painted page, or
 * the browser restored a position or followed a #fragment, before the SPA took over; resetting it
 * then would jump them back to the top.
 */
export function createAppRouter(context: RouterContext, { painted = false }: { painted?: boolean } = {}) {
  let keepScroll = painted;
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    // As the Worker matches pages (src/shared/pages.ts): `/About` is no page, and is a 404 on both.
    caseSensitive: true,
    // Restores or resets the scroll on each navigation, except when taking over a painted page.
    scrollRestoration: () => {
      const keep = keepScroll;
      keepScroll = false;
      return !keep;
    },
  });
  // The query cache of the Worker's render travels with the router's own dehydrated state and
  // is hydrated into the browser's client before the first render (decision 0008). The
  // provider is ours (App below), around the cart and theme providers too.
  setupRouterSsrQueryIntegration({ router, queryClient: context.queryClient, wrapQueryClient: false });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}

export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <CartProvider>{children}</CartProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
