/** A numbered pin on the drawing: a button for a placed pin, a picture for the one being placed. */

export type PinTone = "open" | "selected" | "resolved" | "pending";

export function PinMark({
  id,
  number,
  x,
  y,
  tone,
  label,
  onActivate,
}: {
  id?: number;
  number: number;
  x: number;
  y: number;
  tone: PinTone;
  label: string;
  onActivate?: () => void;
}) {
  const tones = {
    open: "bg-[var(--color-ink)] text-[var(--color-bg)] border-[var(--color-bg)]",
    selected:
      "bg-[var(--color-accent-ink)] text-white border-white ring-4 ring-[color-mix(in_srgb,var(--color-accent)_45%,transparent)] z-10",
    resolved: "bg-[var(--color-surface)] text-[var(--color-muted)] border-[var(--color-line)]",
    pending: "bg-[var(--color-accent-ink)] text-white border-white z-10",
  }[tone];
  const className = `absolute flex h-8 w-8 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 text-xs font-semibold shadow-[0_2px_8px_rgb(28_24_21/0.35)] tabular-nums ${tones}`;
  const style = { left: `${x * 100}%`, top: `${y * 100}%` };
  if (!onActivate) {
    return (
      <span className={className} style={style} role="img" aria-label={label}>
        {number}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`${className} cursor-pointer focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-accent)]`}
      style={style}
      aria-label={label}
      aria-pressed={tone === "selected"}
      data-pin-id={id}
      onClick={(e) => {
        e.stopPropagation();
        onActivate();
      }}
      onKeyDown={(e) => e.stopPropagation()}
    >
      {number}
    </button>
  );
}
