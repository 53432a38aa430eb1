/**
 * Whether the main pointer is a finger (issue 28): the viewer then speaks of tapping and pinching,
 * and keeps its keyboard help for screens with a mouse or trackpad. A laptop with a touch screen
 * has a fine main pointer, so it keeps the keyboard help. Read from the media query, and followed
 * if it changes (a tablet docked to a keyboard and trackpad).
 */
import { useSyncExternalStore } from "react";

const QUERY = "(pointer: coarse)";

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

export function useTouchScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
