/** Placeholder: filled by its issue. */
export function ClientAssignmentTab() {
  return <p className="text-sm text-[var(--color-muted)]">Client assignment is coming soon.</p>;
}
