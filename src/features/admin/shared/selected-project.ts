/**
 * The project last chosen in any admin operation tab. Tabs unmount when hidden, so without this
 * the owner would pick the same project again on every tab (upload, then check the list, ...).
 * Kept in sessionStorage, so a reload of the dashboard keeps it too.
 */
import { useCallback, useSyncExternalStore } from "react";

const STORAGE_KEY = "layered.admin.project";

function readStored(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(STORAGE_KEY));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    // Storage can be unavailable (privacy modes); the choice then lasts for this page only.
    return null;
  }
}

let selected: number | null | undefined;
const listeners = new Set<() => void>();

function current(): number | null {
  if (selected === undefined) selected = typeof window === "undefined" ? null : readStored();
  return selected;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setSelectedProject(id: number | null) {
  selected = id;
  try {
    if (id === null) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, String(id));
  } catch {
    // See readStored.
  }
  for (const l of listeners) l();
}

export function useSelectedProject(): [number | null, (id: number | null) => void] {
  const value = useSyncExternalStore(subscribe, current, current);
  const set = useCallback((id: number | null) => setSelectedProject(id), []);
  return [value, set];
}
