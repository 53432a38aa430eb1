import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getJson } from "../../../lib/api";
import type { AuditPage } from "../../../shared/audit";

/** One page of the audit trail (newest first), searched and filtered on the server. */
export function auditQuery(query: string) {
  return queryOptions({
    queryKey: ["admin", "audit", query],
    queryFn: () => getJson<AuditPage>(`/api/admin/audit?${query}`),
    // Keep the current page on screen while the next one loads (no jump to a spinner).
    placeholderData: keepPreviousData,
    // The trail grows with every change made elsewhere in the dashboard.
    staleTime: 0,
  });
}
