// First: zod must not probe for eval, which the CSP forbids (src/lib/zod-config.ts).
import "./lib/zod-config";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { CartProvider } from "./features/cart/cart-context";
import { hydrateInitialData } from "./lib/initial-data";
import { createQueryClient } from "./lib/query-client";
import { ThemeProvider } from "./lib/theme";
import { routeTree } from "./routeTree.gen";
import "./styles.css";

const queryClient = createQueryClient();
// Public pages arrive with their first render's data inlined by the Worker (worker/routes/seo.ts).
hydrateInitialData(queryClient);

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: "intent",
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <CartProvider>
          <RouterProvider router={router} />
        </CartProvider>
      </ThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
