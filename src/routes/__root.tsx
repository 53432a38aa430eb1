import { createRootRouteWithContext, Outlet, Scripts } from "@tanstack/react-router";
import { LazyToaster } from "../components/ui/lazy-toaster";
import { authUserQuery } from "../features/auth/auth-query";
import { NotFoundPage } from "../features/layout/not-found-page";
import { SiteFrame } from "../features/layout/site-layout";
import { siteInfoQuery } from "../features/site/use-site-info";
import { AppReady } from "../first-load/app-ready";
import { useTakingOverPaint } from "../first-load/hydration";
import { ensureRouteData } from "../first-load/route-data";
import type { RouterContext } from "../router-context";

export const Route = createRootRouteWithContext<RouterContext>()({
  // The Worker's render only (the browser's pages load what they need themselves): the public
  // frame's site info, also for the 404 page, which no page route loads; and, for a visitor
  // without a session cookie, the signed-out answer of the current-user query (the API's own, as
  // an anonymous request), so the page says so itself: no round trip and no 401 in the console.
  // Not in the browser's bundle at all: an asynchronous root `beforeLoad` would hold every page's
  // first render (and /admin's "Loading..." screen) for a tick.
  beforeLoad: import.meta.env.SSR
    ? async ({ context }) => {
        if (context.anonymous === undefined) return;
        await Promise.all([
          ensureRouteData(context, siteInfoQuery),
          context.anonymous ? ensureRouteData(context, authUserQuery) : undefined,
        ]);
      }
    : undefined,
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
      {/* The router's dehydrated state (with the query cache) as inline scripts, in the Worker's
          render only: they remove themselves as the page is parsed, so the browser's own render
          has nothing there (and its bundle leaves the component out). */}
      {import.meta.env.SSR && <Scripts />}
      <ReadyUnlessPainted />
    </>
  );
}

/**
 * A page the browser renders itself is marked ready here; a hydrated one by its own frame, once it
 * is live (src/first-load/app-ready.tsx). A component of its own: the router's `useHydrated` turns
 * true after hydration and re-renders its caller, which should not be the whole page.
 */
function ReadyUnlessPainted() {
  return useTakingOverPaint() ? null : <AppReady />;
}
