import { queryOptions } from "@tanstack/react-query";
import { getJson } from "../../../lib/api";
import type { Today } from "../../../shared/today";

/**
 * The Today view (GET /api/admin/today). Read again each time the tab opens (the dashboard's tabs
 * unmount when hidden), when the window regains focus, and every minute while it is open, so a
 * reply given on the Documents tab or a status changed on Inquiries is gone when the studio
 * comes back.
 */
export const todayQuery = queryOptions({
  queryKey: ["admin", "today"] as const,
  queryFn: () => getJson<Today>("/api/admin/today"),
  staleTime: 0,
  refetchOnMount: "always",
  refetchInterval: 60_000,
});
