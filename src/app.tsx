/**
 * The application as both the browser (src/main.tsx) and the Worker's first paint
 * (src/ssr/render.tsx) render it: one router factory and one provider tree, so the markup the
 * Worker sends is the markup the browser hydrates.
 */
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRouter, type RouterHistory, RouterProvider } from "@tanstack/react-router";
import { StrictMode, useEffect } from "react";
import { CartProvider } from "./features/cart/cart-context";
import { ThemeProvider } from "./lib/theme";
import { routeTree } from "./routeTree.gen";

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    ...(history ? { history } : {}),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}

/**
 * Marks <html data-app="ready"> once the app has mounted or hydrated: until then a public page is
 * the Worker's markup, painted but not yet interactive (the browser tests wait for this).
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = "ready";
  }, []);
  return null;
}

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <CartProvider>
            <RouterProvider router={router} />
            <AppReady />
          </CartProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
