/**
 * Grey blocks standing in for what is loading, one per entry of `sizes` (its Tailwind size and
 * spacing classes), in order.
 */
export function SkeletonBlocks({ sizes }: { sizes: readonly string[] }) {
  return sizes.map((size, i) => <div key={i} className={`${size} bg-[var(--color-subtle)]`} />);
}
