import { projectQuery, projectsQuery } from "../features/portfolio/queries";
import { productsQuery } from "../features/shop/queries";
import { siteInfoQuery } from "../features/site/use-site-info";
import type { RouterContext } from "../router-context";
import {
  missingProjectHead,
  type PageContext,
  type PageHead,
  projectPageHead,
  type RouteHead,
  routeHead,
  type StaticPage,
  staticPageHead,
} from "../shared/page-head";
import { parseProjectId } from "../shared/project-id";

/**
 * The public routes' head tags (title, description, canonical, Open Graph, Twitter, JSON-LD, the
 * LCP preload), built from what each route's loader put in the query cache. For a route's `head`
 * option, in the Worker's render only, written at each route as
 *
 *     head: import.meta.env.SSR ? async (c) => (await import("../../first-load/route-head")).projectRouteHead(c) : undefined,
 *
 * (a static page's as `head: staticHead("about")`, src/first-load/static-head.ts, which says the
 * same), so that the browser's bundle has neither this module nor the builders
 * (src/shared/page-head.ts), not even as an import: the browser never needs them (the SPA sets the title itself,
 * src/lib/use-page-title.ts). The render hands the tags to the Worker, which writes them into the
 * page (src/first-load/render.tsx).
 *
 * Without the site info (its query failed) or the origin (not the Worker's render) there is no
 * head here, and the Worker writes the page's plain one.
 */
export type HeadContext = { match: { context: RouterContext }; params: Record<string, string> };

function build(
  { match }: HeadContext,
  head: (page: PageContext, context: RouterContext) => PageHead,
): Partial<RouteHead> {
  const { queryClient, origin } = match.context;
  const site = queryClient.getQueryData(siteInfoQuery.queryKey);
  if (!site || origin === undefined) return {};
  return routeHead(head({ origin, site }, match.context), site.studio.name);
}

/** Home, portfolio (its first card's preload), about, services, shop (its first product's), contact. */
export function staticRouteHead(c: HeadContext, page: StaticPage): Partial<RouteHead> {
  return build(c, (ctx, { queryClient }) =>
    staticPageHead(ctx, page, {
      projects: page === "portfolio" ? queryClient.getQueryData(projectsQuery.queryKey) : undefined,
      products: page === "shop" ? queryClient.getQueryData(productsQuery.queryKey) : undefined,
    }),
  );
}

/** A project's page; an unknown or unpublished project's says noindex. */
export function projectRouteHead(c: HeadContext): Partial<RouteHead> {
  return build(c, (ctx, { queryClient }) => {
    const raw = c.params.id ?? "";
    const id = parseProjectId(raw);
    const project = id === null ? undefined : queryClient.getQueryData(projectQuery(id).queryKey);
    return project ? projectPageHead(ctx, project) : missingProjectHead(ctx, `/projects/${raw}`);
  });
}
