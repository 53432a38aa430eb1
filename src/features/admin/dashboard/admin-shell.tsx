/**
 * The frame of every admin page (/admin, /admin/projects, /upload): a compact header with the
 * studio's name (back to the dashboard), the admin pages, a link to the public site and Log Out. Admin pages are
 * marked noindex (SPEC section 2) while they are shown (src/lib/use-noindex.ts).
 */
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { scrollFade } from "../../../components/ui/scroll-fade";
import { useNoindex } from "../../../lib/use-noindex";
import { usePageTitle } from "../../../lib/use-page-title";
import { TITLE_ADMIN_DASHBOARD } from "../../../shared/pages";
import { PageSkeleton } from "../../layout/page-skeleton";
import { useSiteInfo } from "../../site/use-site-info";

/** A link of the header; its keyboard ring is drawn inside it, as the page row scrolls on a phone. */
const ITEM =
  "block px-2 py-1.5 text-[0.8125rem] whitespace-nowrap text-[var(--color-muted)] transition-colors hover:text-[var(--color-ink)] focus-visible:-outline-offset-2";

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
    // .admin-ui: the admin's compact type (src/styles.css): sans headings, the serif for the name.
    <div className="admin-ui flex min-h-dvh flex-col bg-[var(--color-bg)] text-sm">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:bg-[var(--color-surface)] focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <header className="border-b border-[var(--color-line)] bg-[var(--color-surface)]">
        {/*
         * On a phone: the studio's name with View Site and Log Out on the first line, the admin
         * pages on the second (a row that fades where it is cut if a long name ever overflows).
         * From md up: one line, the pages in the middle.
         */}
        <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-0 pt-1 md:h-12 md:flex-nowrap md:gap-x-6 md:py-0">
          <Link to="/admin" className="flex shrink-0 items-baseline gap-2 py-1.5">
            {/* The space keeps the link's name "… Admin" rather than "…Admin" (flex ignores it). */}
            <span className="font-serif text-base tracking-[-0.02em]">{brand}</span>{" "}
            <span className="eyebrow text-[0.62rem]">Admin</span>
          </Link>
          <nav
            aria-label="Admin"
            className="order-last -mx-2 w-[calc(100%+1rem)] md:order-none md:mx-0 md:w-auto md:flex-1"
          >
            <ul ref={scrollFade} className="scroll-fade flex items-center gap-1 overflow-x-auto md:gap-2">
              {LINKS.map((link) => (
                <li key={link.to} className="shrink-0">
                  <Link
                    to={link.to}
                    // The router marks the current page (aria-current); /admin only when exact.
                    activeOptions={{ exact: true, includeSearch: false }}
                    className={`${ITEM} aria-[current=page]:text-[var(--color-ink)] aria-[current=page]:underline aria-[current=page]:decoration-[var(--color-accent)] aria-[current=page]:underline-offset-8`}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="-mr-2 ml-auto flex shrink-0 items-center md:gap-2">
            <Link to="/" className={ITEM}>
              View Site
            </Link>
            <a href="/api/logout" className={ITEM}>
              Log Out
            </a>
          </div>
        </div>
      </header>
      <main id="admin-main" className="flex-1">
        {children}
      </main>
    </div>
  );
}

/**
 * The admin's loading screen (SPEC section 2: "Loading..." first, while the user is checked): its
 * header and a skeleton, sent by the Worker in the HTML of /admin, /admin/projects and /upload
 * before the app's JavaScript arrives (src/first-load/render.tsx renderShell, issue 28). The app renders
 * over it once the page is settled (src/main.tsx); the route's own pending screen stays the plain
 * "Loading..." (src/routes/admin.tsx): anything more there would weigh on every public page's
 * first load, the route's options being part of the entry.
 */
export function AdminPageShell() {
  return (
    <AdminShell title={TITLE_ADMIN_DASHBOARD}>
      <PageSkeleton />
    </AdminShell>
  );
}
