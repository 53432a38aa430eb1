import { Link, useRouterState } from "@tanstack/react-router";
import { CartButton } from "../cart/cart-button";
import { useSiteInfo } from "../site/use-site-info";
import { BrandMark } from "./brand-mark";
import { MobileMenu } from "./mobile-menu";
import { NavAccount } from "./nav-account";
import { isNavActive, NAV_LINKS } from "./nav-links";
import { useScrolled } from "./use-scrolled";

export const FALLBACK_STUDIO_NAME = "Layered Interiors";

/**
 * The navigation bar of every public page (SPEC section 2): sticky, the studio's logo (Brand
 * Assets) or else its name on the left, the six main pages with the current one underlined in
 * the accent, the cart, and the account buttons by state. A hairline appears under it once the page scrolls. Below 1024 px the
 * links and account buttons move into the full-height phone menu.
 */
export function SiteNav() {
  const { data: site } = useSiteInfo();
  const brand = site?.studio.name ?? FALLBACK_STUDIO_NAME;
  const logo = site?.assets.logo;
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const scrolled = useScrolled();

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`sticky top-0 z-40 border-b bg-[var(--color-bg)]/95 backdrop-blur-md transition-colors duration-300 ${
        scrolled ? "border-[var(--color-line)]" : "border-transparent"
      }`}
    >
      <div className="container-page flex h-16 items-center justify-between gap-6 md:h-[4.5rem]">
        <Link
          to="/"
          className="flex shrink-0 items-center font-serif text-xl tracking-[-0.02em] text-[var(--color-ink)] md:text-[1.35rem]"
        >
          <BrandMark name={brand} logo={logo} />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-7 xl:gap-9">
            {NAV_LINKS.map((link) => {
              const active = isNavActive(pathname, link.to);
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    aria-current={active ? "page" : undefined}
                    className="relative py-2 text-[0.8125rem] tracking-[0.04em] text-[var(--color-muted)] transition-colors duration-200 after:absolute after:inset-x-0 after:bottom-0 after:h-px after:origin-left after:scale-x-0 after:bg-[var(--color-accent)] after:transition-transform after:duration-300 hover:text-[var(--color-ink)] aria-[current=page]:text-[var(--color-ink)] aria-[current=page]:after:scale-x-100"
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex items-center gap-1 lg:gap-3">
          <div className="hidden lg:block">
            <NavAccount />
          </div>
          <CartButton />
          <MobileMenu brand={brand} />
        </div>
      </div>
    </header>
  );
}
