/**
 * Taking over a private page the Worker sent with its header and a skeleton (worker/pages/router.ts
 * shellPage, issue 28): the site info that header was drawn with goes into the query cache, so the
 * app's header is the same; and the app renders once the router has settled the page (its guards,
 * its code), so its first render is the page itself over the shell: no pending screen in between,
 * nothing moves (the shell says "Loading..." meanwhile, and its links work as plain links).
 * Loaded by src/first-load/start.tsx only on such a page, so the public pages' first load does not carry it.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import { siteInfoQuery } from "../features/site/use-site-info";
import type { SiteInfo } from "../shared/api-types";

export function takeOverShell(queryClient: QueryClient, router: AnyRouter, render: () => void): void {
  const site = document.getElementById("shell-site")?.textContent;
  if (site) {
    try {
      queryClient.setQueryData(siteInfoQuery.queryKey, JSON.parse(site) as SiteInfo);
    } catch {
      // Malformed: the header asks the API as before.
    }
  }
  router
    .load()
    .catch(() => {})
    .finally(render);
}
