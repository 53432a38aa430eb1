/**
 * The application as both the browser (src/main.tsx) and the Worker's first paint
 * (src/ssr/render.tsx) render it: one router factory and one provider tree, so the markup the
 * Worker sends is the markup the browser hydrates.
 */
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRouter, type RouterHistory, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { CartProvider } from "./features/cart/cart-context";
import { keepScrollOnce } from "./lib/first-paint";
import { ThemeProvider } from "./lib/theme";
import { routeTree } from "./routeTree.gen";

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    // As the Worker matches pages (src/shared/pages.ts): `/About` is no page, and is a 404 on both.
    caseSensitive: true,
    // Restores or resets the scroll on each navigation, except when taking over a painted page.
    scrollRestoration: () => !keepScrollOnce(),
    ...(history ? { history } : {}),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <CartProvider>
            <RouterProvider router={router} />
          </CartProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
