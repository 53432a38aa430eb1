import { useNewInquiryCount } from "./use-new-inquiry-count";

/**
 * The Inquiries tab's label: 'Inquiries' and, while some are still new, a small count. Screen
 * readers hear 'Inquiries (2 new)'; the badge follows every status change and deletion at once
 * (it shares the Inquiries tab's query, which each change invalidates).
 */
export function InquiriesTabLabel({ label }: { label: string }) {
  const count = useNewInquiryCount();
  if (!count) return <>{label}</>;
  return (
    <span className="inline-flex items-center gap-1.5">
      {label}
      <span
        aria-hidden="true"
        data-testid="new-inquiry-count"
        className="inline-flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-[var(--color-accent)] px-1.5 text-[0.6875rem] leading-none font-medium tabular-nums text-[var(--color-bg)]"
      >
        {count > 99 ? "99+" : count}
      </span>
      <span className="sr-only"> ({count} new)</span>
    </span>
  );
}
