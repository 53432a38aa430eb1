import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { LazyToaster } from "../components/ui/lazy-toaster";
import { NotFoundPage } from "../features/layout/not-found-page";
import { SiteFrame } from "../features/layout/site-layout";
import { AppReady } from "../lib/app-ready";
import { isHydrating } from "../lib/first-paint";
import type { RouterContext } from "../router-context";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: SiteNotFound,
});

/** Any unknown address: the 404 page inside the public navigation and footer. */
function SiteNotFound() {
  return (
    <SiteFrame>
      <NotFoundPage />
    </SiteFrame>
  );
}

function RootLayout() {
  return (
    <>
      <Outlet />
      <LazyToaster />
      {/* A hydrated page is marked ready by its own frame, once it is live (src/lib/app-ready.tsx). */}
      {!isHydrating() && <AppReady />}
    </>
  );
}
