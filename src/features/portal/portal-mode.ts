/**
 * Token-portal mode (SPEC section 4): when a client opens their private link
 * (/portal/{id}?token=...), the session remembers it so that the navigation offers 'My Project'
 * instead of the sign-in buttons. Cleared on logout (and when the server's logout redirect adds
 * `?signedOut=1`).
 *
 * Kept in sessionStorage, so it lasts for the tab and never outlives the browsing session.
 */
import { useSyncExternalStore } from "react";
import { PORTAL_MODE_KEY } from "../../shared/storage-keys";

export const PORTAL_URL_KEY = "layered-portal-url";
/** Where 'My Project' leads when the stored address is missing or unusable. */
export const PORTAL_FALLBACK_URL = "/client-portal";

/** Same-tab change notification: sessionStorage fires `storage` events only in other tabs. */
const CHANGE_EVENT = "layered-portal-mode-change";

export type PortalMode = { url: string };

/** Only same-site paths may be stored or followed (the value ends up in an href). */
function isSafePath(value: string | null): value is string {
  return (
    typeof value === "string" &&
    value.startsWith("/") &&
    !value.startsWith("//") &&
    !value.startsWith("/\\") &&
    value.length <= 2000
  );
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The active portal mode with the address for 'My Project', or null when not in portal mode. */
export function getPortalMode(): PortalMode | null {
  if (read(PORTAL_MODE_KEY) !== "true") return null;
  const url = read(PORTAL_URL_KEY);
  return { url: isSafePath(url) ? url : PORTAL_FALLBACK_URL };
}

/** Called by the token portal page once both the id and the token are present. */
export function setPortalMode(url: string): void {
  try {
    sessionStorage.setItem(PORTAL_MODE_KEY, "true");
    if (isSafePath(url)) sessionStorage.setItem(PORTAL_URL_KEY, url);
    else sessionStorage.removeItem(PORTAL_URL_KEY);
  } catch {
    // storage unavailable (private mode): the navigation simply keeps its usual buttons
  }
  notify();
}

export function clearPortalMode(): void {
  try {
    sessionStorage.removeItem(PORTAL_MODE_KEY);
    sessionStorage.removeItem(PORTAL_URL_KEY);
  } catch {
    // storage unavailable: nothing was stored
  }
  notify();
}

function notify() {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(listener: () => void) {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener("storage", listener);
  };
}

/** The stored address (or null), as a primitive so useSyncExternalStore can compare snapshots. */
function snapshot(): string | null {
  return getPortalMode()?.url ?? null;
}

/** Re-renders when portal mode is set or cleared, in this tab or another. */
export function usePortalMode(): PortalMode | null {
  const url = useSyncExternalStore(subscribe, snapshot, () => null);
  return url === null ? null : { url };
}
