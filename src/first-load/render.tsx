/**
 * The public pages' first paint, rendered on the Worker (worker/pages/router.ts) by TanStack
 * Router's own SSR: the same React tree as src/main.tsx (src/app.tsx) at the request's address.
 * The router matches the page and runs its loaders, which fill the query cache with the SPA's own
 * query options (src/first-load/route-data.ts) through the Worker's API in process; React renders it, and
 * the router adds its dehydrated state (matches and query cache, @tanstack/react-router-ssr-query)
 * as inline scripts, which src/main.tsx hydrates with `RouterClient`. The browser paints this
 * markup before any JavaScript has run.
 *
 * What the server cannot know renders as a first visit would: no stored cart, the system theme
 * (public/theme-init.js sets the class before paint), the account area signed out or loading.
 */

import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
  RouterProvider,
} from "@tanstack/react-router";
import {
  createRequestHandler,
  getSsrStatus,
  RouterServer,
  transformReadableStreamWithRouter,
} from "@tanstack/react-router/ssr/server";
import { renderToReadableStream, renderToStaticMarkup } from "react-dom/server";
import { App, createAppRouter } from "../app";
import { AdminPageShell } from "../features/admin/dashboard/admin-shell";
import { SiteShell } from "../features/layout/site-shell";
import { siteInfoQuery } from "../features/site/use-site-info";
import { answerQueriesWith } from "../lib/api";
import { createQueryClient } from "../lib/query-client";
import type { RouteHead, RouteLink, RouteMeta } from "../shared/page-head";
import { preloadDeferredParts } from "./deferred";
import { EarlyAnswers } from "./early-answers";
import type { RenderFirstPaint, RenderShell } from "./render-api";

type HeadOfMatch = { meta?: unknown[]; links?: unknown[]; headScripts?: unknown[] };

/**
 * The head tags the matched routes gave (their `head`, run by the router after the loaders), merged
 * as the router's own head rendering merges them: a later route's title, or meta of the same name
 * or property, replaces an earlier one's; links and scripts add up.
 */
function pageHead(matches: readonly HeadOfMatch[]): RouteHead | null {
  const meta = new Map<string, RouteMeta>();
  const head: RouteHead = { meta: [], links: [], scripts: [] };
  for (const match of matches) {
    for (const tag of (match.meta ?? []) as RouteMeta[]) {
      if (!tag) continue;
      const key = "title" in tag ? "title" : "name" in tag ? `name:${tag.name}` : `property:${tag.property}`;
      meta.set(key, tag);
    }
    head.links.push(...((match.links ?? []) as RouteLink[]).filter(Boolean));
    head.scripts.push(...((match.headScripts ?? []) as RouteHead["scripts"]).filter(Boolean));
  }
  head.meta = [...meta.values()];
  return head.meta.length > 0 ? head : null;
}

export const renderFirstPaint: RenderFirstPaint = async ({ url, anonymous, origin, fetchApi }) => {
  const handle = createRequestHandler({
    request: new Request(url),
    createRouter: () => {
      const queryClient = createQueryClient();
      answerQueriesWith(queryClient, fetchApi);
      return createAppRouter({ queryClient, anonymous, origin });
    },
  });
  let head: RouteHead | null = null;
  let early = "";
  const response = await handle(async ({ router }) => {
    head = pageHead(router.state.matches);
    // The parts whose code the browser loads later (src/first-load/deferred.tsx) are rendered whole here.
    await preloadDeferredParts();
    // The answers to a tap that comes before the SPA is in (./early-answers.tsx), from the same
    // router and query cache (the page's address, the studio's name; before the page's render, whose
    // end hands the cache over to the page's dehydrated state); their own id prefix, so no
    // id in them is one the page's render also made.
    early = renderToStaticMarkup(
      <App queryClient={router.options.context.queryClient}>
        <RouterContextProvider router={router}>
          <EarlyAnswers />
        </RouterContextProvider>
      </App>,
      { identifierPrefix: "early-" },
    );
    const stream = await renderToReadableStream(
      <App queryClient={router.options.context.queryClient}>
        <RouterServer router={router} />
      </App>,
      // A large Suspense boundary (over 12,800 bytes of HTML by default) would be sent apart from
      // its place and moved there by an inline script, which the page's CSP does not allow: every
      // boundary is kept in place, the page being sent whole anyway (below).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    // Complete, as `renderRouterToStream` renders for crawlers: the page goes out whole (no
    // Suspense fallbacks to be swapped by script), and is cached whole by the edge.
    await stream.allReady;
    const html = await new Response(transformReadableStreamWithRouter(router, stream)).text();
    return new Response(html, { status: getSsrStatus(router) });
  });
  return { status: response.status, html: await response.text(), head, early };
};

/**
 * The shell of a page the browser renders itself (sign-in, the portal, the admin; issue 28): its
 * header and a skeleton (src/features/layout/page-skeleton.tsx), sent in the page's HTML so a
 * slow connection shows the page's frame at once instead of nothing until the app's JavaScript
 * has arrived and run. Rendered with the app's own components in a router of its own holding
 * just that frame (at the page's address, so the navigation marks no page as current, as the
 * app's does there). The header's site info (the studio's name and logo) goes with it, for the
 * app's first render to match (src/main.tsx); the account area is "loading", as it is then.
 * No state of the visitor's: the same for everyone at that address.
 */
export const renderShell: RenderShell = async ({ path, area, fetchApi }) => {
  const queryClient = createQueryClient();
  answerQueriesWith(queryClient, fetchApi);
  const site = await queryClient.fetchQuery(siteInfoQuery).catch(() => null);
  const rootRoute = createRootRoute({ component: area === "admin" ? AdminPageShell : SiteShell });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  });
  await router.load();
  const stream = await renderToReadableStream(
    <App queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  await stream.allReady;
  return { html: await new Response(stream).text(), site };
};
