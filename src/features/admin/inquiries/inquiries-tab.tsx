/** Placeholder: filled by its issue. */
export function InquiriesTab() {
  return <p className="text-sm text-[var(--color-muted)]">Inquiries are coming soon.</p>;
}
