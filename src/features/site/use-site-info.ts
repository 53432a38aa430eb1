import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../lib/api";
import type { SiteInfo } from "../../shared/api-types";

export const siteInfoQuery = queryOptions({
  queryKey: ["site"],
  queryFn: ({ client }) => getJson<SiteInfo>("/api/site", client),
});

export function useSiteInfo() {
  return useQuery(siteInfoQuery);
}

/**
 * Where the studio works (STUDIO_SERVICE_AREA), for copy written with SERVICE_AREA
 * (src/content/service-area.ts). The first paint always has the site info; the region the studio
 * is based in stands in only if it could not be loaded.
 */
export function useServiceArea(): string {
  return useSiteInfo().data?.studio.serviceArea ?? "Southern California";
}
