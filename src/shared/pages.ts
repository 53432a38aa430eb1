/**
 * Every page of the SPA, in one list, with its title. Adding a page means adding it here (and its
 * route file); everything else follows from this list or is checked against it by
 * tests/worker/pages.test.ts and tests/worker/first-load.test.ts:
 *
 * - the Worker's page routes and their access classes (worker/pages/router.ts,
 *   worker/http/route-policy.ts): a `public` page is painted by the Worker (per-route HTML with
 *   head tags, inlined data and the rendered page, decision 0008), the others get the SPA's own
 *   index.html, and **any other path answers 404 with the 404 page** (no soft 404s). No page is
 *   listed anywhere else for the Worker to get it: every path that is no static file reaches the
 *   Worker (wrangler.toml), and the test fails if a page's address could be a static file's;
 * - its title: the SPA's (src/lib/use-page-title.ts) and the head of a painted page
 *   (src/shared/page-head.ts), both from the TITLE_ constants below;
 * - the sitemap (public pages without a parameter), robots.txt's Disallow lines (private pages);
 * - the route chunks the Worker preloads per public page and the chunks only private pages may
 *   load (vite.config.ts, route-chunks.json);
 * - the router's route tree and the files in src/routes/ (the test fails on a page missing here).
 */

/** The slogan of the default title ("{studio} | {tagline}", the home page's title). */
export const DEFAULT_TAGLINE = "Interior Design Studio in Southern California";

/*
 * The titles: the part before " | {studio}" (null: the home page's "{studio} | {tagline}"). Each
 * page's entry below names its own, and the page's code imports the same constant (usePageTitle,
 * AdminShell); tests/worker/first-load.test.ts checks that no page writes a title of its own.
 *
 * Named constants rather than fields read from the list: the bundler inlines each where it is used
 * (vite.config.ts `inlineConst`), so a page's code carries its own title and no page's first load
 * carries the list. A title that comes from data (a project's name, a client's project, a
 * proposal's) has its fallback here. Declared before PAGES, which reads them as it is built.
 */
export const TITLE_HOME = null;
export const TITLE_PORTFOLIO = "Portfolio";
export const TITLE_ABOUT = "About";
export const TITLE_SERVICES = "Services";
export const TITLE_SHOP = "Shop the Collection";
export const TITLE_CONTACT = "Contact";
export const TITLE_ACCESSIBILITY = "Accessibility Statement";
export const TITLE_SIGN_IN = "Sign In";
export const TITLE_CLIENT_PORTAL = "Client Portal";
export const TITLE_PRIVACY = "Privacy Policy";
export const TITLE_TERMS = "Terms of Service";
export const TITLE_ORDER = "Your order";
export const TITLE_ADMIN_DASHBOARD = "Designer Admin Dashboard";
export const TITLE_PROJECT_MANAGER = "Project Manager";
export const TITLE_BRAND_ASSETS = "Brand Assets";
// Titles of no page of their own: a state of a page (an order once placed, a proposal opened from
// the portal, a project that is not there) or the 404 page of any unknown path.
export const TITLE_ORDER_PLACED = "Thank you";
export const TITLE_PROPOSAL = "Design fee proposal";
export const TITLE_PROJECT_NOT_FOUND = "Project Not Found";
export const TITLE_PAGE_NOT_FOUND = "Page Not Found";

/**
 * - public: painted by the Worker and indexed (their head: title and description below);
 * - spa: the SPA renders it in the browser from index.html (sign-in, legal pages, the portal's
 *   welcome, an order's confirmation);
 * - private: signed-in or capability-link areas: not crawled (robots.txt), and their code is
 *   never loaded by a public page (tests/e2e/seo.spec.ts).
 */
type PageKind = "public" | "spa" | "private";

export type PublicPageKey =
  | "home"
  | "portfolio"
  | "project"
  | "about"
  | "services"
  | "shop"
  | "contact"
  | "accessibility";

type PageBase = {
  /** The router's full path (src/routeTree.gen.ts), `$name` for a parameter. */
  path: string;
  /** Its route files under src/routes/ without `.tsx`, layouts first. */
  files: readonly string[];
  /**
   * Its title, one of the TITLE_ constants above. Where the page's data names it (a project, a
   * client's project), the title shown until then or without it.
   */
  title: string | null;
};

export type PublicPage = PageBase & {
  kind: "public";
  key: PublicPageKey;
  /**
   * Its description for search engines and link previews (`area`: the studio's service area from
   * the configuration). null: a project's, which comes from the project itself
   * (src/shared/page-head.ts projectPageHead, from the route's `head`).
   */
  description: ((area: string) => string) | null;
};

export type SpaPage = PageBase & { kind: Exclude<PageKind, "public"> };

export type Page = PublicPage | SpaPage;

const SITE = "_site";

export const PAGES: readonly Page[] = [
  {
    kind: "public",
    key: "home",
    path: "/",
    files: [SITE, "_site/index"],
    title: TITLE_HOME,
    description: (area) =>
      `A boutique interior design studio in Southern California: calm, personal homes layered with natural materials and collected pieces, across ${area}.`,
  },
  {
    kind: "public",
    key: "portfolio",
    path: "/portfolio",
    files: [SITE, "_site/portfolio"],
    title: TITLE_PORTFOLIO,
    description: (area) =>
      `Selected homes by our studio across ${area}: kitchens, living rooms, bedrooms and baths, room by room.`,
  },
  {
    kind: "public",
    key: "project",
    path: "/projects/$id",
    files: [SITE, "_site/projects.$id"],
    // The project's name once it has loaded; this for a project that is not there.
    title: TITLE_PROJECT_NOT_FOUND,
    description: null,
  },
  {
    kind: "public",
    key: "about",
    path: "/about",
    files: [SITE, "_site/about"],
    title: TITLE_ABOUT,
    description: () =>
      "A boutique interior design studio led by its two founding principals, who work on every project personally, from the first walkthrough to the final styled shelf.",
  },
  {
    kind: "public",
    key: "services",
    path: "/services",
    files: [SITE, "_site/services"],
    title: TITLE_SERVICES,
    description: () =>
      "Full-Service Design, Small-Scope Design and Design Consultation: three ways to work with our principals, and how we begin.",
  },
  {
    kind: "public",
    key: "shop",
    path: "/shop",
    files: [SITE, "_site/shop"],
    title: TITLE_SHOP,
    description: () =>
      "Shop the Collection: vintage finds and pieces from makers we love, chosen by our designers and ready for a home of their own.",
  },
  {
    kind: "public",
    key: "contact",
    path: "/contact",
    files: [SITE, "_site/contact"],
    title: TITLE_CONTACT,
    description: (area) => `Tell us about your home. We design across ${area} and reply within 24 hours.`,
  },
  {
    kind: "public",
    key: "accessibility",
    path: "/accessibility",
    files: [SITE, "_site/accessibility"],
    title: TITLE_ACCESSIBILITY,
    description: () =>
      "How we make this site usable for everyone: our aim of WCAG 2.2 level AA, what the site does, its known limits, and how to ask us for help.",
  },
  { kind: "spa", path: "/login", files: [SITE, "_site/login"], title: TITLE_SIGN_IN },
  { kind: "spa", path: "/client-portal", files: [SITE, "_site/client-portal"], title: TITLE_CLIENT_PORTAL },
  { kind: "spa", path: "/privacy", files: [SITE, "_site/privacy"], title: TITLE_PRIVACY },
  { kind: "spa", path: "/terms", files: [SITE, "_site/terms"], title: TITLE_TERMS },
  // Until the order is read (then TITLE_ORDER_PLACED once it is paid).
  { kind: "spa", path: "/shop/success", files: [SITE, "_site/shop_.success"], title: TITLE_ORDER },
  // Only redirects (to each user's home), before anything is shown: the default title meanwhile.
  { kind: "private", path: "/dashboard", files: [SITE, "_site/dashboard"], title: null },
  {
    kind: "private",
    path: "/portal",
    files: [SITE, "_site/portal", "_site/portal.index"],
    title: TITLE_CLIENT_PORTAL,
  },
  {
    kind: "private",
    path: "/portal/$id",
    files: [SITE, "_site/portal", "_site/portal.$id"],
    title: TITLE_CLIENT_PORTAL,
  },
  { kind: "private", path: "/admin", files: ["admin", "admin/index"], title: TITLE_ADMIN_DASHBOARD },
  {
    kind: "private",
    path: "/admin/projects",
    files: ["admin", "admin/projects"],
    title: TITLE_PROJECT_MANAGER,
  },
  { kind: "private", path: "/upload", files: ["upload"], title: TITLE_BRAND_ASSETS },
];

// Pure: a bundle that reads only the titles and DEFAULT_TAGLINE (the SPA's pages) leaves the list out.
export const PUBLIC_PAGES: readonly PublicPage[] = /* @__PURE__ */ PAGES.filter(
  (p): p is PublicPage => p.kind === "public",
);

/** A public page by its key. */
export function publicPage(key: PublicPageKey): PublicPage {
  const page = PUBLIC_PAGES.find((p) => p.key === key);
  if (!page) throw new Error(`No public page "${key}"`);
  return page;
}

/** The router's `/projects/$id` as Hono writes it: `/projects/:id`. */
export function honoPath(path: string): string {
  return path.replace(/\$(\w+)/g, ":$1");
}

/** Whether a path (no trailing slash except `/`) is one of the pages. */
export function findPage(pathname: string): Page | undefined {
  const parts = pathname.split("/");
  return PAGES.find((page) => {
    const pattern = page.path.split("/");
    return (
      pattern.length === parts.length &&
      pattern.every((segment, i) =>
        segment.startsWith("$") ? (parts[i] ?? "") !== "" : segment === parts[i],
      )
    );
  });
}

/** The first path segment of each private page (`/admin`, `/portal`, ...), for robots.txt. */
export function privatePrefixes(): string[] {
  const prefixes = PAGES.filter((p) => p.kind === "private").map((p) => `/${p.path.split("/")[1]}`);
  return [...new Set(prefixes)];
}
