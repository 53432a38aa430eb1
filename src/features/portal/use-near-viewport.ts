/**
 * Whether an element has come near the viewport (and stays true once it has): for work a card
 * needs only when the client can see it. On the Selections tab (issue 29) each piece's Pins button
 * reads its photo's pins; with 300 pieces, reading them all on opening sent 300 requests, which
 * exhausted the private link's 60 lookups a minute (the client's Approve then failed) and filled
 * the phone's main thread with their answers. One observer serves every card.
 */
import { type RefObject, useEffect, useState } from "react";

/** About two phone screens ahead: the count is there before the card scrolls into view. */
const MARGIN = "1200px 0px";

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

function observe(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    onNear();
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: MARGIN },
  );
  waiting.set(element, onNear);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    return observe(element, () => setNear(true));
  }, [ref, near]);
  return near;
}
