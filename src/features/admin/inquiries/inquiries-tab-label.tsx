import { TabCountLabel } from "../shared/tab-count-label";
import { useNewInquiryCount } from "./use-new-inquiry-count";

/**
 * The Inquiries tab's label: 'Inquiries' and, while some are still new, a small count. The badge
 * follows every status change and deletion at once (it shares the Inquiries tab's query, which
 * each change invalidates).
 */
export function InquiriesTabLabel({ label }: { label: string }) {
  return <TabCountLabel label={label} count={useNewInquiryCount()} spoken="new" testId="new-inquiry-count" />;
}
