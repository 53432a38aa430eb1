/**
 * The moment a page was rendered, shared by the Worker's first paint and the browser that hydrates
 * it (issue 28: the footer's copyright year). The Worker's render puts it in the query cache
 * (src/ssr/render.tsx), whose dehydrated state travels with the page (decision 0008), so the
 * browser renders the very same instant, and never a different year than the markup it hydrates
 * (a visitor whose clock, or time zone, is already in the new year while the Worker's is not, or a
 * wrong clock). A page the browser renders itself (the SPA's own pages, a client-side navigation
 * before any first paint) takes the browser's clock.
 *
 * Public pages are kept in the edge cache: one rendered on December 31 and served from the cache on
 * January 1 says the old year until the cache is refreshed (a new deployment or the entry's expiry).
 * That is accepted: nobody reads a copyright line for the date.
 */
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";

const renderedAtQuery = queryOptions({
  queryKey: ["render-clock"] as const,
  queryFn: () => Date.now(),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

/** The Worker's render: now, for everything on this page that tells the date. */
export function stampRenderTime(queryClient: QueryClient, now = Date.now()): void {
  queryClient.setQueryData(renderedAtQuery.queryKey, now);
}

/** When the page was rendered (ms since the epoch): the Worker's moment when it painted the page. */
export function useRenderedAt(): number {
  return useQuery({ ...renderedAtQuery, initialData: () => Date.now() }).data;
}

/** The calendar year of `at` in `timeZone` (the studio's), or in UTC when the zone is unknown. */
export function yearIn(at: number, timeZone: string | undefined): number {
  if (timeZone) {
    try {
      return Number(new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone }).format(at));
    } catch {
      // An unknown zone name: UTC below.
    }
  }
  return new Date(at).getUTCFullYear();
}
