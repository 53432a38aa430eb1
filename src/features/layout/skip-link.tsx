/** A page's first tab stop, shown when focused: straight to its main content, past the navigation. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:bg-[var(--color-surface)] focus:px-4 focus:py-2"
    >
      Skip to content
    </a>
  );
}
