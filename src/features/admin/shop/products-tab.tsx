/** Placeholder: filled by its issue. */
export function ProductsTab() {
  return <p className="text-sm text-[var(--color-muted)]">Products are coming soon.</p>;
}
