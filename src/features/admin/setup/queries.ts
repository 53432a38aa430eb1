import { queryOptions } from "@tanstack/react-query";
import { getJson } from "../../../lib/api";
import type { AdminHealth, OutboxList, OutboxMessage } from "../../../shared/setup";

export const adminHealthQuery = queryOptions({
  queryKey: ["admin", "health"],
  queryFn: () => getJson<AdminHealth>("/api/admin/health"),
  // Checked live on the server (the bucket's CORS rule is read from R2): fresh on every visit.
  staleTime: 0,
});

export const outboxQuery = queryOptions({
  queryKey: ["admin", "outbox"],
  queryFn: () => getJson<OutboxList>("/api/admin/outbox"),
  // Anything in the dashboard may have just "sent" an e-mail.
  staleTime: 0,
});

export const outboxMessageQuery = (id: number) =>
  queryOptions({
    queryKey: ["admin", "outbox", id],
    queryFn: () => getJson<OutboxMessage>(`/api/admin/outbox/${id}`),
  });
