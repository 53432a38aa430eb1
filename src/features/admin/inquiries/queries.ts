import { queryOptions } from "@tanstack/react-query";
import { getJson } from "../../../lib/api";
import type { AdminInquiry } from "../../../shared/admin-inquiries";

/** Every inquiry, newest first; the tab filters by status in the browser (the list is short). */
export const adminInquiriesQuery = queryOptions({
  queryKey: ["admin", "inquiries"],
  queryFn: () => getJson<AdminInquiry[]>("/api/admin/inquiries"),
});
