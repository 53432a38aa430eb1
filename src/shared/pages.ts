/**
 * Every page of the SPA, in one list. Adding a page means adding it here (and its route file);
 * everything else follows from this list or is checked against it by tests/worker/pages.test.ts:
 *
 * - the Worker's page routes and their access classes (worker/pages/router.ts,
 *   worker/http/route-policy.ts): a `public` page is painted by the Worker (per-route HTML with
 *   head tags, inlined data and the rendered page, decision 0008), the others get the SPA's own
 *   index.html, and **any other path answers 404 with the 404 page** (no soft 404s);
 * - wrangler.toml `run_worker_first` (the test fails and prints the expected lines on drift);
 * - the sitemap (public pages without a parameter), robots.txt's Disallow lines (private pages);
 * - the route chunks the Worker preloads per public page and the chunks only private pages may
 *   load (vite.config.ts, route-chunks.json);
 * - the router's route tree and the files in src/routes/ (the test fails on a page missing here).
 */

import {
  TITLE_ABOUT,
  TITLE_CONTACT,
  TITLE_HOME,
  TITLE_PORTFOLIO,
  TITLE_SERVICES,
  TITLE_SHOP,
} from "./page-titles";

/** The slogan of the default title ("{studio} | {tagline}", the home page's title). */
export const DEFAULT_TAGLINE = "Interior Design Studio in Southern California";

/**
 * - public: painted by the Worker and indexed (their head: title and description below);
 * - spa: the SPA renders it in the browser from index.html (sign-in, legal pages, the portal's
 *   welcome, an order's confirmation);
 * - private: signed-in or capability-link areas: not crawled (robots.txt), and their code is
 *   never loaded by a public page (tests/e2e/seo.spec.ts).
 */
type PageKind = "public" | "spa" | "private";

export type PublicPageKey = "home" | "portfolio" | "project" | "about" | "services" | "shop" | "contact";

type PageBase = {
  /** The router's full path (src/routeTree.gen.ts), `$name` for a parameter. */
  path: string;
  /** Its route files under src/routes/ without `.tsx`, layouts first. */
  files: readonly string[];
};

export type PublicPage = PageBase & {
  kind: "public";
  key: PublicPageKey;
  /**
   * The page's part of the title ("{title} | {studio}"; null: "{studio} | {tagline}"), from the one
   * list of titles (src/shared/page-titles.ts), and its
   * description (`area`: the studio's service area from the configuration). A project's come
   * from the project itself (src/shared/page-head.ts projectPageHead, from the route's `head`).
   */
  head: { title: string | null; description: (area: string) => string } | null;
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
    head: {
      title: TITLE_HOME,
      description: (area) =>
        `A boutique interior design studio in Southern California: calm, personal homes layered with natural materials and collected pieces, across ${area}.`,
    },
  },
  {
    kind: "public",
    key: "portfolio",
    path: "/portfolio",
    files: [SITE, "_site/portfolio"],
    head: {
      title: TITLE_PORTFOLIO,
      description: (area) =>
        `Selected homes by our studio across ${area}: kitchens, living rooms, bedrooms and baths, room by room.`,
    },
  },
  { kind: "public", key: "project", path: "/projects/$id", files: [SITE, "_site/projects.$id"], head: null },
  {
    kind: "public",
    key: "about",
    path: "/about",
    files: [SITE, "_site/about"],
    head: {
      title: TITLE_ABOUT,
      description: () =>
        "A boutique interior design studio led by its two founding principals, who work on every project personally, from the first walkthrough to the final styled shelf.",
    },
  },
  {
    kind: "public",
    key: "services",
    path: "/services",
    files: [SITE, "_site/services"],
    head: {
      title: TITLE_SERVICES,
      description: () =>
        "Full-Service Design, Small-Scope Design and Design Consultation: three ways to work with our principals, and how we begin.",
    },
  },
  {
    kind: "public",
    key: "shop",
    path: "/shop",
    files: [SITE, "_site/shop"],
    head: {
      title: TITLE_SHOP,
      description: () =>
        "Shop the Collection: vintage finds and pieces from makers we love, chosen by our designers and ready for a home of their own.",
    },
  },
  {
    kind: "public",
    key: "contact",
    path: "/contact",
    files: [SITE, "_site/contact"],
    head: {
      title: TITLE_CONTACT,
      description: (area) => `Tell us about your home. We design across ${area} and reply within 24 hours.`,
    },
  },
  { kind: "spa", path: "/login", files: [SITE, "_site/login"] },
  { kind: "spa", path: "/client-portal", files: [SITE, "_site/client-portal"] },
  { kind: "spa", path: "/privacy", files: [SITE, "_site/privacy"] },
  { kind: "spa", path: "/terms", files: [SITE, "_site/terms"] },
  { kind: "spa", path: "/shop/success", files: [SITE, "_site/shop_.success"] },
  { kind: "private", path: "/dashboard", files: [SITE, "_site/dashboard"] },
  { kind: "private", path: "/portal", files: [SITE, "_site/portal", "_site/portal.index"] },
  { kind: "private", path: "/portal/$id", files: [SITE, "_site/portal", "_site/portal.$id"] },
  { kind: "private", path: "/admin", files: ["admin", "admin/index"] },
  { kind: "private", path: "/admin/projects", files: ["admin", "admin/projects"] },
  { kind: "private", path: "/upload", files: ["upload"] },
];

// Pure: a bundle that reads only DEFAULT_TAGLINE (the SPA's page titles) leaves the list out.
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

/** As a wrangler `run_worker_first` pattern: a parameter becomes `*`. */
export function assetRulePattern(path: string): string {
  return path.replace(/\/\$\w+/g, "/*");
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
