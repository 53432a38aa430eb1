import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { LazyToaster } from "../components/ui/lazy-toaster";
import { NotFoundPage } from "../features/layout/not-found-page";
import type { RouterContext } from "../router-context";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <LazyToaster />
    </>
  );
}
