import type { AuditPage } from "../../../shared/audit";
import { adminListPageQuery } from "../shared/list-query";

/** One page of the audit trail (newest first), searched and filtered on the server. */
export function auditQuery(query: string) {
  // The trail grows with every change made elsewhere in the dashboard: fresh on every visit.
  return adminListPageQuery<AuditPage>("audit", query, 0);
}
