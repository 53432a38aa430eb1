export function Spinner({ label = "Loading", size = 16 }: { label?: string; size?: number }) {
  return (
    <span role="status" className="inline-flex items-center">
      <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" className="animate-spin">
        <circle
          cx="12"
          cy="12"
          r="9"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.2"
          strokeWidth="2.5"
        />
        <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Determinate progress (uploads): a thin bar with its percentage for assistive tech. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      className="h-1 w-full overflow-hidden bg-[var(--color-line)]"
    >
      <div
        className="h-full bg-[var(--color-ink)] transition-[width] duration-200"
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}
