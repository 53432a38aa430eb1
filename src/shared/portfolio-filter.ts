/**
 * The portfolio's category filter (issue 28): `/portfolio?category=kitchen`. The category is in
 * the URL as a slug, so a filtered portfolio can be shared, bookmarked and crawled, and the Worker
 * paints it filtered.
 *
 * Public pages are rendered and cached by the Worker without their query string (a `?utm_source`
 * never changes a public answer). `pageSearch` is the one exception list: the search params a
 * public page renders differently for, normalised. The Worker's render and its edge-cache key
 * both use it (worker/pages/router.ts, worker/http/edge-cache.ts), and the route's validateSearch
 * reads the same slugs (src/routes/_site/portfolio.tsx), so a cached page always matches what the
 * router renders for that address: an unknown category is dropped everywhere (the whole
 * portfolio), and cannot fill the cache with copies.
 */
import { PROJECT_CATEGORIES, type ProjectCategory } from "./project-categories";

export const PORTFOLIO_CATEGORY_PARAM = "category";

/** "Living Room" → "living-room". */
export function categorySlug(category: string): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

/** The category a slug names, or undefined for anything else. */
export function categoryOfSlug(slug: unknown): ProjectCategory | undefined {
  if (typeof slug !== "string") return undefined;
  return PROJECT_CATEGORIES.find((c) => categorySlug(c) === slug);
}

/**
 * The query string (with its `?`, or "") a public page at `pathname` renders differently for:
 * only `/portfolio`'s known category.
 */
export function pageSearch(pathname: string, params: URLSearchParams): string {
  if (pathname !== "/portfolio") return "";
  const category = categoryOfSlug(params.get(PORTFOLIO_CATEGORY_PARAM));
  return category ? `?${PORTFOLIO_CATEGORY_PARAM}=${categorySlug(category)}` : "";
}
