import { useEffect, useRef } from "react";

/**
 * What a link in the address named (a proposal's request, a document), once it is on the page:
 * scrolled to the middle of the view and focused (it carries tabIndex -1), so a screen reader
 * and a keyboard start there too. Once per mount, when `active` is true.
 */
export function useLinkedTarget<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null);
  const done = useRef(false);
  useEffect(() => {
    const el = ref.current;
    if (!active || done.current || !el) return;
    done.current = true;
    // At once, not smoothly: the page is only just drawn and may still grow around it.
    el.scrollIntoView({ block: "center" });
    el.focus({ preventScroll: true });
  }, [active]);
  return ref;
}

/** The mark of what a link named (`data-linked="true"`): a quiet accent outline around it. */
export const LINKED =
  "data-[linked=true]:outline-2 data-[linked=true]:outline-offset-4 data-[linked=true]:outline-[var(--color-accent)]";
