/** Placeholder: filled by its issue. */
export function DocumentsTab() {
  return <p className="text-sm text-[var(--color-muted)]">Documents are coming soon.</p>;
}
