import { getPortalMode } from "./portal-mode";

/**
 * A deep link of the signed-in portal (`/portal?project=3&document=9&pin=2`, as e-mailed) on the
 * private link this tab remembers for that project (`/portal/3?token=…&document=9&pin=2`), or null
 * when the tab has none. Its own module, loaded by /portal's `beforeLoad` only when a signed-out
 * visitor arrives there: every public page's first load carries the route tree, not this
 * (first-load budget 120 KB). Lets a private-link visitor who is not signed in follow the studio's
 * e-mailed links in the tab where they opened their link, without the token ever being e-mailed.
 */
export function rememberedPrivateLink(project: number | undefined, searchStr: string): string | null {
  const stored = getPortalMode()?.url;
  if (project === undefined || !stored) return null;
  const url = new URL(stored, "http://portal.invalid");
  const token = url.searchParams.get("token");
  if (url.pathname !== `/portal/${project}` || !token) return null;
  const from = new URLSearchParams(searchStr);
  const next = new URLSearchParams({ token });
  for (const key of ["document", "pin", "proposal", "piece", "photo"]) {
    const value = from.get(key);
    if (value !== null) next.set(key, value);
  }
  return `/portal/${project}?${next.toString()}`;
}
