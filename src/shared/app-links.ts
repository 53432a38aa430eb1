/**
 * Where the app's e-mailed links land (issue 25): the admin's view (tab, project, document, pin,
 * proposal) as typed search params of /admin, and the portal's deep links. Shared by the Worker,
 * which writes the links into e-mails, and the SPA, which reads them (the /admin route's
 * validateSearch), so a link and the page that opens it cannot drift apart.
 */
/**
 * The dashboard's tabs, in the URL as `?tab=` (labels in src/features/admin/dashboard/admin-tabs.ts).
 * Today (issue 28) comes first and is the default: the studio's day at a glance; the SPEC's six
 * follow in their order, then the extra ones.
 */
export const ADMIN_TAB_VALUES = [
  "today",
  "projects",
  "documents",
  "clients",
  "meetings",
  "inquiries",
  "upload",
  "selections",
  "products",
  "orders",
  "activity",
  "setup",
] as const;

export type AdminTab = (typeof ADMIN_TAB_VALUES)[number];

export const DEFAULT_ADMIN_TAB: AdminTab = "today";

export function isAdminTab(value: unknown): value is AdminTab {
  return typeof value === "string" && (ADMIN_TAB_VALUES as readonly string[]).includes(value);
}

/** A positive id from the address; anything else is dropped (a bad link opens the plain view). */
function linkId(value: unknown): number | undefined {
  if (typeof value !== "number" && typeof value !== "string") return undefined;
  if (typeof value === "string" && !/^[1-9][0-9]{0,15}$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * The admin dashboard's state in its address: the open tab, the project chosen in the operation
 * tabs, and on the Documents tab the document whose pins are open (on `pin`), or the proposal
 * request shown. Every field is optional and a malformed one is ignored, never an error page.
 */
export type AdminSearch = {
  tab?: AdminTab;
  projectId?: number;
  document?: number;
  pin?: number;
  proposal?: number;
  /** On the Selections tab: the piece to show (a link of the studio's digest of client decisions). */
  item?: number;
  /**
   * The open list's search, page and filters (issue 28: Projects, Orders, Inquiries, the outbox on
   * Setup, Activity), so Today and a shared address can open a filtered list. `status` and
   * `filter` are plain tokens here; each list keeps only the values it knows.
   */
  q?: string;
  page?: number;
  status?: string;
  filter?: string;
};

/**
 * The /admin route's validateSearch (TanStack Router's typed search). Written out rather than a
 * zod schema: a route's validateSearch ships with the app's entry, which every public page loads
 * within its 120 KB first-load budget, and zod is about 25 KB of it (see src/first-load/zod-config.ts).
 */
export function parseAdminSearch(search: Record<string, unknown>): AdminSearch {
  const out: AdminSearch = {};
  if (isAdminTab(search.tab)) out.tab = search.tab;
  for (const key of ["projectId", "document", "pin", "proposal", "item"] as const) {
    const value = linkId(search[key]);
    if (value !== undefined) out[key] = value;
  }
  // A number-like search ("1042") comes back from the router as a number: kept as its text.
  const q = typeof search.q === "number" ? String(search.q) : search.q;
  if (typeof q === "string" && q.trim() !== "") out.q = q.slice(0, 100);
  const page = linkId(search.page);
  if (page !== undefined && page > 1 && page <= 100_000) out.page = page;
  for (const key of ["status", "filter"] as const) {
    const value = search[key];
    if (typeof value === "string" && /^[a-z][a-z_-]{0,39}$/.test(value)) out[key] = value;
  }
  return out;
}

/** The fields of AdminSearch in the order links write them. */
const ADMIN_KEYS = [
  "tab",
  "projectId",
  "document",
  "pin",
  "proposal",
  "item",
  "status",
  "filter",
  "q",
  "page",
] as const;

/** An admin address (`/admin?tab=documents&projectId=3&document=9`) on `origin`. */
export function adminUrl(origin: string, search: AdminSearch): string {
  const url = new URL("/admin", origin);
  for (const key of ADMIN_KEYS) {
    const value = search[key];
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * The portal's deep-link fields: a project, a document's pins (on one of them), a proposal, a
 * selection piece's photo (`piece` and `photo`, with `pin`: the pins on that photo, on one of them).
 */
export type PortalLink = {
  project: number;
  document?: number;
  pin?: number;
  proposal?: number;
  piece?: number;
  photo?: string;
};

/**
 * The signed-in portal's address for a deep link (`/portal?project=…&document=…&pin=…`). It never
 * carries a private link's token: an e-mail that names a document or a pin goes to people with an
 * account, and signed out, the tab's remembered private link of that project is used instead
 * (src/routes/_site/portal.index.tsx).
 */
export function portalUrl(origin: string, link: PortalLink): string {
  const url = new URL("/portal", origin);
  for (const key of ["project", "document", "pin", "proposal", "piece", "photo"] as const) {
    const value = link[key];
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}
