/** Placeholder: filled by its issue. */
export function MeetingsTab() {
  return <p className="text-sm text-[var(--color-muted)]">Meetings are coming soon.</p>;
}
