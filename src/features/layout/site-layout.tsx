import { Outlet, useRouter, useRouterState } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import { AppReady } from "../../first-load/app-ready";
import { LazyCartDrawer } from "../cart/lazy-cart-drawer";
import { clearPortalMode } from "../portal/portal-mode";
import { SiteFooter } from "./site-footer";
import { SiteNav } from "./site-nav";
import { SkipLink } from "./skip-link";

/**
 * The server's logout redirect adds `?signedOut=1`: end token-portal mode (the tab may have
 * signed out elsewhere, e.g. from the portal page) and tidy the address bar.
 */
function useSignedOutParam() {
  const router = useRouter();
  const href = useRouterState({ select: (s) => s.location.href });
  useEffect(() => {
    const url = new URL(href, window.location.origin);
    if (url.searchParams.get("signedOut") !== "1") return;
    clearPortalMode();
    url.searchParams.delete("signedOut");
    router.history.replace(`${url.pathname}${url.search}${url.hash}`);
  }, [href, router]);
}

/** Public pages: sticky navigation, the page, the footer, and the cart drawer. */
export function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/**
 * The public frame around any content: also used by the 404 page (the root route's not-found
 * screen, outside the `_site` layout), so a visitor who follows a dead link can navigate on.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  useSignedOutParam();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteNav />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <LazyCartDrawer />
      <AppReady />
    </div>
  );
}
