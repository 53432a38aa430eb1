/**
 * A dashboard tab's label with a small count while something waits there (new inquiries, pinned
 * comments awaiting the studio). Screen readers hear the label and "(2 new)"; the badge itself is
 * hidden from them.
 */
export function TabCountLabel({
  label,
  count,
  spoken,
  testId,
}: {
  label: string;
  count: number | undefined;
  /** What the count is, read after it: "new", "awaiting a reply". */
  spoken: string;
  testId: string;
}) {
  if (!count) return <>{label}</>;
  return (
    <span className="inline-flex items-center gap-1.5">
      {label}
      <span
        aria-hidden="true"
        data-testid={testId}
        className="inline-flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-[var(--color-accent)] px-1.5 text-[0.6875rem] leading-none font-medium tabular-nums text-[var(--color-bg)]"
      >
        {count > 99 ? "99+" : count}
      </span>
      <span className="sr-only">
        {" "}
        ({count} {spoken})
      </span>
    </span>
  );
}
