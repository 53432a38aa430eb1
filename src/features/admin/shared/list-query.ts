import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getJson } from "../../../lib/api";

/**
 * One page of an admin list, `GET /api/admin/{list}?{query}` (searched, filtered and paged on the
 * server, issue 28), under the key ["admin", list, "page", query] so that invalidating
 * ["admin", list] reloads it. The page on screen stays while the next one loads (no jump to a spinner).
 */
export function adminListPageQuery<Page>(list: string, query: string, staleTime?: number) {
  return queryOptions({
    queryKey: ["admin", list, "page", query],
    queryFn: () => getJson<Page>(`/api/admin/${list}?${query}`),
    placeholderData: keepPreviousData,
    // Only when given: an explicit undefined would replace the client's default (src/lib/query-client.ts).
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}
