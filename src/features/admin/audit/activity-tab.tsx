/** Placeholder: filled by its issue. */
export function ActivityTab() {
  return <p className="text-sm text-[var(--color-muted)]">The activity log is coming soon.</p>;
}
