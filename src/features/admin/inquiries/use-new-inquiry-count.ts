import { useQuery } from "@tanstack/react-query";
import { adminInquiriesQuery } from "./queries";

/**
 * How many inquiries still have status new, for a count on the Inquiries tab label. Shares the
 * tab's query, so the count follows every status change and deletion at once. Undefined while
 * loading or after a load failure.
 */
export function useNewInquiryCount(): number | undefined {
  const { data } = useQuery({
    ...adminInquiriesQuery,
    select: (list) => list.filter((i) => i.status === "new").length,
  });
  return data;
}
