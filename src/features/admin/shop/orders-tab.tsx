/** Placeholder: filled by its issue. */
export function OrdersTab() {
  return <p className="text-sm text-[var(--color-muted)]">Orders are coming soon.</p>;
}
