import { Link } from "@tanstack/react-router";
import { useSiteInfo } from "../site/use-site-info";

export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/portfolio", label: "Portfolio" },
  { to: "/about", label: "About" },
  { to: "/services", label: "Services" },
  { to: "/shop", label: "Shop" },
  { to: "/contact", label: "Contact" },
] as const;

/** Minimal navigation; the public-site issue completes it (cart, mobile menu, auth states). */
export function SiteNav() {
  const { data: site } = useSiteInfo();
  return (
    <header className="sticky top-0 z-40 border-b border-[var(--color-line)] bg-[var(--color-bg)]/95 backdrop-blur">
      <nav aria-label="Main" className="container-page flex h-16 items-center justify-between gap-6">
        <Link to="/" className="font-serif text-xl tracking-tight">
          {site?.studio.name ?? "Layered Interiors"}
        </Link>
        <ul className="hidden gap-6 text-sm md:flex">
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              <Link
                to={l.to}
                activeOptions={{ exact: l.to === "/" }}
                activeProps={{ "aria-current": "page" }}
              >
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
