import { Link, useRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { telHref } from "../../shared/phone";
import { useSiteInfo } from "../site/use-site-info";
import { NAV_LINKS } from "./nav-links";
import { FALLBACK_STUDIO_NAME } from "./site-nav";
import { ThemeSwitch } from "./theme-switch";

export const TAGLINE = "thoughtful design, layered for living";

const SERVICE_LINKS = ["Full-Service Design", "Small-Scope Design", "Design Consultation"] as const;

/**
 * Footer links scroll the page to the top (SPEC section 2). A link to the page already shown
 * (Services from Services) is a navigation to the same address, after which the router's scroll
 * restoration puts back the saved position: so the page goes to the top again once it has rendered.
 */
function useScrollToTop(): () => void {
  const router = useRouter();
  return () => {
    const top = () => window.scrollTo({ top: 0, behavior: "instant" });
    top();
    const unsubscribe = router.subscribe("onRendered", () => {
      unsubscribe();
      clearTimeout(timer);
      top();
    });
    // A click that turns out not to navigate (modified click, new tab) leaves no listener behind.
    const timer = setTimeout(unsubscribe, 3000);
  };
}

/** The fine print beside the copyright. */
const FINE_PRINT_LINKS = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/accessibility", label: "Accessibility" },
] as const;

const finePrintClass =
  "underline-offset-4 transition-colors duration-200 hover:text-[var(--color-ink)] hover:underline";

const linkClass =
  "text-[var(--color-ink)]/85 underline-offset-4 decoration-[var(--color-accent)] transition-colors duration-200 hover:text-[var(--color-accent-ink)] hover:underline";

function Column({
  title,
  children,
  className = "",
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <h2 className="eyebrow mb-5 font-sans">{title}</h2>
      <ul className="grid gap-3 text-[0.9rem]">{children}</ul>
    </div>
  );
}

export function SiteFooter() {
  const scrollToTop = useScrollToTop();
  const { data: site } = useSiteInfo();
  const name = site?.studio.name ?? FALLBACK_STUDIO_NAME;
  return (
    <footer className="border-t border-[var(--color-line)] bg-[var(--color-bg)]">
      <div className="container-page grid gap-12 pt-16 pb-12 md:pt-24 lg:grid-cols-12 lg:gap-8">
        <div className="lg:col-span-4">
          <Link
            to="/"
            onClick={scrollToTop}
            className="font-serif text-2xl tracking-[-0.02em] md:text-[1.75rem]"
          >
            {name}
          </Link>
          <p className="mt-3 font-serif text-lg text-[var(--color-muted)] italic">{TAGLINE}</p>
          {site ? (
            <p className="mt-6 max-w-xs text-sm text-[var(--color-muted)]">
              Interior design for homes across {site.studio.serviceArea}.
            </p>
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:col-span-8 lg:pl-8">
          <Column title="Services">
            {SERVICE_LINKS.map((label) => (
              <li key={label}>
                <Link to="/services" onClick={scrollToTop} className={linkClass}>
                  {label}
                </Link>
              </li>
            ))}
          </Column>
          <Column title="Quick Links">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={scrollToTop} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </Column>
          <Column title="Get In Touch" className="col-span-2 sm:col-span-1">
            {site ? (
              <>
                <li>
                  <a href={`mailto:${site.studio.email}`} className={`${linkClass} break-all`}>
                    {site.studio.email}
                  </a>
                </li>
                <li>
                  <a href={telHref(site.studio.phone)} className={linkClass}>
                    {site.studio.phone}
                  </a>
                </li>
                {site.studio.socialUrl ? (
                  <li>
                    <a
                      href={site.studio.socialUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={linkClass}
                    >
                      {site.studio.socialName ?? "Instagram"}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                ) : null}
              </>
            ) : null}
            <li>
              <Link to="/contact" onClick={scrollToTop} className={linkClass}>
                Send an inquiry
              </Link>
            </li>
          </Column>
        </div>
      </div>
      <div className="container-page">
        <div className="flex flex-col gap-6 border-t border-[var(--color-line)] py-8 text-[0.8125rem] text-[var(--color-muted)] md:flex-row md:items-center md:justify-between">
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            {/* The year from the clock. A page rendered by the Worker in the last days of December and
                hydrated in January may say the old year until React patches the text, hence no
                hydration warning for it. */}
            <p suppressHydrationWarning>
              © {new Date().getFullYear()} {name}
            </p>
            {/* The legal links and the accessibility statement wrap together, never one under the
                copyright and one beside it. */}
            <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
              {FINE_PRINT_LINKS.map((link) => (
                <Link key={link.to} to={link.to} onClick={scrollToTop} className={finePrintClass}>
                  {link.label}
                </Link>
              ))}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
            <p>Made with love in California</p>
            <ThemeSwitch />
          </div>
        </div>
      </div>
    </footer>
  );
}
