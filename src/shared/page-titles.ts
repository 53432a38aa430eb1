/**
 * Every page's title, in one list: the part before " | {studio}" (null: the home page's
 * "{studio} | {tagline}", src/shared/pages.ts DEFAULT_TAGLINE). The SPA sets it in the browser
 * (src/lib/use-page-title.ts) and the Worker writes it into a painted page's head
 * (src/shared/page-head.ts, through src/shared/pages.ts), both from here;
 * tests/worker/first-load.test.ts checks that no page writes a title of its own.
 *
 * Named constants rather than an object: the bundler inlines each where it is used (vite.config.ts
 * `inlineConst`), so a page's code carries its own title and no page's first load carries the list.
 * A title that comes from data (a project's name, a legal document's, a proposal's) has its
 * fallback here.
 */
export const TITLE_HOME = null;
export const TITLE_PORTFOLIO = "Portfolio";
export const TITLE_ABOUT = "About";
export const TITLE_SERVICES = "Services";
export const TITLE_SHOP = "Shop the Collection";
export const TITLE_CONTACT = "Contact";
export const TITLE_SIGN_IN = "Sign In";
export const TITLE_CLIENT_PORTAL = "Client Portal";
export const TITLE_ORDER_PLACED = "Thank you";
export const TITLE_ORDER = "Your order";
export const TITLE_PROPOSAL = "Design fee proposal";
export const TITLE_ADMIN_DASHBOARD = "Designer Admin Dashboard";
export const TITLE_PROJECT_MANAGER = "Project Manager";
export const TITLE_BRAND_ASSETS = "Brand Assets";
export const TITLE_PRIVACY = "Privacy Policy";
export const TITLE_TERMS = "Terms of Service";
export const TITLE_PAGE_NOT_FOUND = "Page Not Found";
export const TITLE_PROJECT_NOT_FOUND = "Project Not Found";

/**
 * Each page of src/shared/pages.ts by its path, with its title; where the page's data names it (a
 * project, a client's project, an order), the title shown until then or without it. /dashboard
 * has none: it only redirects. For the Worker and the tests; the SPA imports the constants.
 */
export const PAGE_TITLES: Readonly<Record<string, string | null>> = /* @__PURE__ */ Object.freeze({
  "/": TITLE_HOME,
  "/portfolio": TITLE_PORTFOLIO,
  "/projects/$id": TITLE_PROJECT_NOT_FOUND,
  "/about": TITLE_ABOUT,
  "/services": TITLE_SERVICES,
  "/shop": TITLE_SHOP,
  "/contact": TITLE_CONTACT,
  "/login": TITLE_SIGN_IN,
  "/client-portal": TITLE_CLIENT_PORTAL,
  "/privacy": TITLE_PRIVACY,
  "/terms": TITLE_TERMS,
  "/shop/success": TITLE_ORDER,
  "/portal": TITLE_CLIENT_PORTAL,
  "/portal/$id": TITLE_CLIENT_PORTAL,
  "/admin": TITLE_ADMIN_DASHBOARD,
  "/admin/projects": TITLE_PROJECT_MANAGER,
  "/upload": TITLE_BRAND_ASSETS,
});
