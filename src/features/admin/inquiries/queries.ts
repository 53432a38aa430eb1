import { queryOptions } from "@tanstack/react-query";
import { getJson } from "../../../lib/api";
import type { AdminInquiry } from "../../../shared/admin-inquiries";
import type { PagedList } from "../../../shared/list";
import { adminListPageQuery } from "../shared/list-query";

/** Every inquiry, newest first (the tab label's count of new ones reads it). */
export const adminInquiriesQuery = queryOptions({
  queryKey: ["admin", "inquiries"],
  queryFn: () => getJson<AdminInquiry[]>("/api/admin/inquiries"),
});

/** One page of inquiries, newest first, searched and filtered on the server (issue 28). */
export function adminInquiriesPageQuery(query: string) {
  return adminListPageQuery<PagedList<AdminInquiry>>("inquiries", query);
}
