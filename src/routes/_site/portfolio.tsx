import { createFileRoute } from "@tanstack/react-router";
import { PortfolioPage } from "../../features/portfolio/portfolio-page";
import { projectsQuery } from "../../features/portfolio/queries";
import { ensureRouteData } from "../../first-load/route-data";
import { staticHead } from "../../first-load/static-head";
import { categoryOfSlug, categorySlug } from "../../shared/portfolio-filter";

/** `?category=kitchen`: a known category's slug, else nothing (the whole portfolio). */
export type PortfolioSearch = { category?: string };

export const Route = createFileRoute("/_site/portfolio")({
  validateSearch: (search: Record<string, unknown>): PortfolioSearch => {
    const category = categoryOfSlug(search.category);
    return category ? { category: categorySlug(category) } : {};
  },
  // In the browser: warms the cache (also on hover, via intent preloading) without blocking the
  // page, which shows its 6-card skeleton while the list arrives.
  loader: ({ context }) => ensureRouteData(context, projectsQuery),
  // Its head tags, built in the Worker's render only (src/first-load/static-head.ts).
  head: staticHead("portfolio"),
  component: PortfolioPage,
});
