import { queryOptions } from "@tanstack/react-query";
import { getJson } from "../../../lib/api";
import type { PagedList } from "../../../shared/list";
import type { AdminHealth, OutboxMessage, OutboxMessageSummary } from "../../../shared/setup";
import { adminListPageQuery } from "../shared/list-query";

export const adminHealthQuery = queryOptions({
  queryKey: ["admin", "health"],
  queryFn: () => getJson<AdminHealth>("/api/admin/health"),
  // Checked live on the server (the bucket's CORS rule is read from R2): fresh on every visit.
  staleTime: 0,
});

/** One page of the outbox, newest first, searched and filtered on the server (issue 28). */
export function outboxPageQuery(query: string) {
  return adminListPageQuery<PagedList<OutboxMessageSummary>>("outbox", query);
}

export const outboxMessageQuery = (id: number) =>
  queryOptions({
    queryKey: ["admin", "outbox", id],
    queryFn: () => getJson<OutboxMessage>(`/api/admin/outbox/${id}`),
  });
