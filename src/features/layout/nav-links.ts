/** The six main pages, in the order of the navigation bar and the footer's Quick Links. */
export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/portfolio", label: "Portfolio" },
  { to: "/about", label: "About" },
  { to: "/services", label: "Services" },
  { to: "/shop", label: "Shop" },
  { to: "/contact", label: "Contact" },
] as const;

export type NavPath = (typeof NAV_LINKS)[number]["to"];

/** Whether a navigation link is the current page; a project page belongs to the Portfolio. */
export function isNavActive(pathname: string, to: NavPath): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (to === "/") return path === "/";
  if (to === "/portfolio" && path.startsWith("/projects/")) return true;
  return path === to || path.startsWith(`${to}/`);
}
