import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteInfo } from "../../shared/api-types";
import { getJson } from "../../lib/api";

export const siteInfoQuery = queryOptions({
  queryKey: ["site"],
  queryFn: () => getJson<SiteInfo>("/api/site"),
});

export function useSiteInfo() {
  return useQuery(siteInfoQuery);
}
