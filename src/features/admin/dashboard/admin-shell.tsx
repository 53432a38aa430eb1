/**
 * The frame of every admin page (/admin, /admin/projects, /upload): a compact header with the
 * studio's name, the admin pages, a link back to the public site and Log Out. Admin pages are
 * marked noindex (SPEC section 2) while they are shown (src/lib/use-noindex.ts).
 */
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useNoindex } from "../../../lib/use-noindex";
import { usePageTitle } from "../../../lib/use-page-title";
import { useSiteInfo } from "../../site/use-site-info";

const LINKS = [
  { to: "/admin", label: "Dashboard" },
  { to: "/admin/projects", label: "Project Manager" },
  { to: "/upload", label: "Brand Assets" },
] as const;

export function AdminShell({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  useNoindex();
  const { data: site } = useSiteInfo();
  const brand = site?.studio.name ?? "Layered Interiors";

  return (
    <div className="flex min-h-dvh flex-col bg-[var(--color-bg)]">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:bg-[var(--color-surface)] focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <header className="border-b border-[var(--color-line)] bg-[var(--color-surface)]">
        <div className="container-page flex flex-wrap items-center gap-x-8 gap-y-1 py-2 md:h-14 md:flex-nowrap md:py-0">
          <Link
            to="/"
            className="flex shrink-0 items-baseline gap-2 py-1.5"
            aria-label={`${brand}: public site`}
          >
            <span className="font-serif text-lg tracking-[-0.02em]">{brand}</span>
            <span className="eyebrow text-[0.62rem]">Admin</span>
          </Link>
          <a
            href="/api/logout"
            className="ml-auto shrink-0 py-1.5 text-sm text-[var(--color-muted)] transition-colors hover:text-[var(--color-ink)] md:order-last"
          >
            Log Out
          </a>
          <nav
            aria-label="Admin"
            className="-mx-1 w-full overflow-x-auto [scrollbar-width:none] md:mx-0 md:w-auto md:flex-1"
          >
            <ul className="flex items-center gap-1 md:gap-2">
              {LINKS.map((link) => {
                return (
                  <li key={link.to} className="shrink-0">
                    <Link
                      to={link.to}
                      // The router marks the current page (aria-current); /admin only when exact.
                      activeOptions={{ exact: true, includeSearch: false }}
                      className="block px-2 py-2 text-sm whitespace-nowrap text-[var(--color-muted)] transition-colors hover:text-[var(--color-ink)] aria-[current=page]:text-[var(--color-ink)] aria-[current=page]:underline aria-[current=page]:decoration-[var(--color-accent)] aria-[current=page]:underline-offset-8"
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
              <li className="shrink-0">
                <Link
                  to="/"
                  activeOptions={{ exact: true }}
                  className="block px-2 py-2 text-sm whitespace-nowrap text-[var(--color-muted)] transition-colors hover:text-[var(--color-ink)]"
                >
                  View Site
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="admin-main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
