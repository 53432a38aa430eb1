import { Outlet } from "@tanstack/react-router";
import { SiteFooter } from "./site-footer";
import { SiteNav } from "./site-nav";

/** Public pages: sticky navigation, the page, the footer. */
export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:bg-[var(--color-surface)] focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <SiteNav />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
