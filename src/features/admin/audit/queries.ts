import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getJson } from "../../../lib/api";
import type { AuditEntityType, AuditPage } from "../../../shared/audit";

/** One page of the audit trail (newest first), optionally of one kind of thing. */
export function auditQuery(page: number, entityType: AuditEntityType | null) {
  const params = new URLSearchParams({ page: String(page) });
  if (entityType) params.set("entityType", entityType);
  return queryOptions({
    queryKey: ["admin", "audit", entityType ?? "all", page],
    queryFn: () => getJson<AuditPage>(`/api/admin/audit?${params}`),
    // Keep the current page on screen while the next one loads (no jump to a spinner).
    placeholderData: keepPreviousData,
    // The trail grows with every change made elsewhere in the dashboard.
    staleTime: 0,
  });
}
