/**
 * Who may call each route: deny by default. Every route registered on the Worker's Hono app must
 * appear here, or tests/worker/access-control.test.ts fails and names it; the same test then calls
 * every route as anonymous, client A, client B and admin and checks the answers against its class.
 * At run time worker/http/route-access.ts enforces the class of every /api route before the
 * route's own guard runs, and answers 404 for an /api route that is not listed here.
 *
 * Classes
 * - public  : anyone; never 401/403 (the portfolio, inquiries, the shop, sign-in navigations).
 * - self    : any signed-in user, about themselves (401 when signed out).
 * - client  : a signed-in client, and only for projects assigned to them (project_clients or
 *             projects.clientUserId): 401 signed out, 404 for a project that is not theirs.
 *             Client-only unless `adminToo` (then an admin may use it too; otherwise 403).
 * - admin   : role admin: 401 signed out, 403 for a client.
 * - token   : authorized by a capability in the URL (client-link token, signed URL), not by the
 *             session; anything wrong is a 404 that reveals nothing.
 * - dev     : local sign-in, 404 unless DEV_LOGIN=true on localhost.
 * - webhook : server-to-server, authenticated by a signature (Stripe).
 *
 * Paths are written as registered in Hono (`/api/projects/:id`); parameter names do not matter
 * when the test matches table and app. Entries for routes that are not implemented yet are fine.
 */
import { honoPath, PUBLIC_PAGES } from "../../src/shared/pages";

export const ACCESS_CLASSES = ["public", "self", "client", "admin", "token", "dev", "webhook"] as const;
export type AccessClass = (typeof ACCESS_CLASSES)[number];

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS" | "ALL";

export type RoutePolicy = {
  method: HttpMethod;
  path: string;
  access: AccessClass;
  /** Client routes an admin may use too (e.g. downloading a document from the admin dashboard). */
  adminToo?: boolean;
  /** Query string the access test appends to its sample request (e.g. a token parameter). */
  sampleQuery?: string;
  note?: string;
};

/** What a row may add to its method, path and class. */
type RowExtras = Pick<RoutePolicy, "adminToo" | "sampleQuery" | "note">;

/**
 * The table's rows, one builder per class: `admin("GET", "/api/admin/audit", "a note")`; a string
 * after the path is the row's note, an object its other fields.
 */
function rowsOf(access: AccessClass) {
  return (method: HttpMethod, path: string, more: string | RowExtras = {}): RoutePolicy => ({
    method,
    path,
    access,
    ...(typeof more === "string" ? { note: more } : more),
  });
}
const anyone = rowsOf("public");
const signedIn = rowsOf("self");
const client = rowsOf("client");
const admin = rowsOf("admin");
const token = rowsOf("token");
const dev = rowsOf("dev");
const webhook = rowsOf("webhook");

/** A link token of the right form that opens nothing: the access test's sample for token routes. */
const SAMPLE_TOKEN = `token=${"A".repeat(43)}`;
/** A token route whose GET takes the link token in its query: the access test sends a sample one. */
const tokenInQuery = (method: HttpMethod, path: string, note?: string) =>
  token(method, path, { sampleQuery: SAMPLE_TOKEN, ...(note === undefined ? {} : { note }) });

export const ROUTE_POLICY: readonly RoutePolicy[] = [
  // --- Site, public content -------------------------------------------------------------------
  anyone("GET", "/api/health"),
  anyone("GET", "/api/site"),
  anyone("GET", "/api/projects", "published projects, public fields"),
  anyone("GET", "/api/projects/:id", "404 unless published"),
  anyone("POST", "/api/inquiries"),
  anyone("GET", "/api/products", "active products only"),
  anyone("GET", "/media/:key{.+}", "images only; documents never"),
  anyone("GET", "/robots.txt"),
  anyone("GET", "/sitemap.xml"),
  // Per-route HTML of the public pages (worker/pages/router.ts, from the one list in src/shared/pages.ts).
  ...PUBLIC_PAGES.map((page) => ({
    method: "GET" as const,
    path: honoPath(page.path),
    access: "public" as const,
    note: page.key === "project" ? "404 page unless published" : "the page painted by the Worker",
  })),

  // --- Sign-in and the current user ----------------------------------------------------------------
  anyone("GET", "/api/login", "navigation to the provider"),
  anyone("GET", "/api/auth/callback/:provider", "state + PKCE checked"),
  anyone("GET", "/api/logout", "signs out whoever calls it"),
  signedIn("GET", "/api/auth/user"),
  dev("POST", "/api/dev/login"),
  dev("POST", "/api/dev/clock"),

  // --- Admin: projects, images, client links (issue 5) ----------------------------------------------
  admin("GET", "/api/admin/projects"),
  admin("POST", "/api/projects"),
  admin("PUT", "/api/projects/:id"),
  admin("DELETE", "/api/projects/:id", "409 when it holds signed records"),
  // Archive instead of delete (issue 25): hidden from lists, portal and public site; restorable.
  admin("POST", "/api/projects/:id/archive"),
  admin("POST", "/api/projects/:id/restore"),
  admin("POST", "/api/projects/:id/images"),
  admin("GET", "/api/admin/projects/:id"),
  admin("POST", "/api/admin/projects/reorder"),
  admin("POST", "/api/admin/projects/:id/images/upload-url"),
  admin("POST", "/api/admin/projects/:id/images/reorder"),
  admin("PUT", "/api/admin/images/:id"),
  admin("DELETE", "/api/admin/images/:id"),
  admin("GET", "/api/admin/projects/:id/access-token"),
  admin("POST", "/api/admin/projects/:id/access-token"),
  admin("DELETE", "/api/admin/projects/:id/access-token"),
  admin("GET", "/api/admin/brand-assets"),
  admin("POST", "/api/admin/brand-assets/upload-url"),
  admin("PUT", "/api/admin/brand-assets/:slot"),
  admin("DELETE", "/api/admin/brand-assets/:slot"),
  admin("PUT", "/api/admin/principals/:slot"),

  // --- Admin: documents, clients, meetings, inquiries (issue 6) -------------------------------------
  admin("GET", "/api/projects/:id/documents"),
  admin("DELETE", "/api/documents/:id"),
  admin("PUT", "/api/documents/:id", "title and description only"),
  admin("POST", "/api/admin/documents/upload-url"),
  admin("POST", "/api/admin/documents/complete"),
  admin("GET", "/api/admin/users"),
  admin("GET", "/api/projects/:id/clients"),
  admin("POST", "/api/projects/:id/clients"),
  admin("DELETE", "/api/projects/:id/clients/:userId"),
  admin("GET", "/api/projects/:id/invitations"),
  admin("POST", "/api/projects/:id/invitations"),
  admin("DELETE", "/api/projects/:id/invitations/:invitationId"),
  admin(
    "POST",
    "/api/projects/:id/invitations/:invitationId/resend",
    "e-mails the invitee again; 3 an hour per invitation",
  ),
  admin("GET", "/api/meetings/upcoming"),
  admin("GET", "/api/projects/:id/meetings"),
  admin("POST", "/api/projects/:id/meetings"),
  admin("PUT", "/api/meetings/:id"),
  admin("DELETE", "/api/meetings/:id"),
  admin("GET", "/api/meetings/:id/ics"),
  admin("GET", "/api/admin/inquiries"),
  admin("PUT", "/api/admin/inquiries/:id"),
  admin("DELETE", "/api/admin/inquiries/:id"),
  admin("POST", "/api/admin/inquiries/:id/convert"),

  // --- Client portal (issue 7) ----------------------------------------------------------------------
  client("GET", "/api/client/projects"),
  client("GET", "/api/client/projects/:id/documents"),
  client("GET", "/api/portal/project"),
  client("GET", "/api/documents/:id", {
    adminToo: true,
    note: "the admin's Documents tab views and downloads through it as well",
  }),
  client("GET", "/api/documents/:id/link", { adminToo: true }),
  tokenInQuery("GET", "/api/portal/project-by-token"),
  token("GET", "/api/portal/documents/:id", { sampleQuery: `${SAMPLE_TOKEN}&disposition=attachment` }),
  // The portal's other calls take the link token, or else the signed-in client's assignment.
  tokenInQuery("POST", "/api/portal/documents/:id/feedback"),
  token("POST", "/api/portal/uploads/upload-url"),
  token("POST", "/api/portal/uploads/complete"),
  tokenInQuery("GET", "/api/portal/meetings/:id/ics"),
  // Pinned feedback (issue 19, worker/pins/router.ts): the portal's access rules.
  tokenInQuery("GET", "/api/portal/documents/:id/pins"),
  token("POST", "/api/portal/documents/:id/pins"),
  token("POST", "/api/portal/pins/:id/replies"),
  token("POST", "/api/portal/pins/:id/status"),
  admin("GET", "/api/admin/pins/awaiting", "the dashboard's count"),
  admin("GET", "/api/admin/documents/:id/pins"),
  admin("POST", "/api/admin/pins/:id/replies"),
  admin("POST", "/api/admin/pins/:id/status"),
  // Pins on a selection piece's photo (issue 29 item 2), the same router and rules.
  tokenInQuery("GET", "/api/portal/selection-items/:id/pins"),
  tokenInQuery("GET", "/api/portal/projects/:id/selection-pins"),
  token("POST", "/api/portal/selection-items/:id/pins"),
  admin("GET", "/api/admin/selection-items/:id/pins"),
  admin("GET", "/api/admin/projects/:id/selection-pins"),
  token("PUT", "/files/upload/:signed", "signed upload URL"),
  token("GET", "/files/download/:signed", "signed download URL"),

  // --- Shop (issue 8) -------------------------------------------------------------------------------
  anyone("POST", "/api/checkout", "prices from the database only"),
  token("GET", "/api/orders/:publicRef", "the order's random reference"),
  token("POST", "/api/orders/:publicRef/cancel", "order reference"),
  webhook("POST", "/api/stripe/webhook"),
  admin("GET", "/api/admin/products"),
  admin("POST", "/api/admin/products"),
  admin("GET", "/api/admin/products/:id"),
  admin("PUT", "/api/admin/products/:id"),
  admin("DELETE", "/api/admin/products/:id"),
  admin("POST", "/api/admin/products/:id/images/upload-url"),
  admin("POST", "/api/admin/products/:id/images"),
  admin("DELETE", "/api/admin/product-images/:id"),
  admin("GET", "/api/admin/orders"),
  admin("PUT", "/api/admin/orders/:id"),

  // --- Design fee proposals: signatures and deposits (issue 18) -------------------------------------
  admin("POST", "/api/admin/documents/:id/signature-requests"),
  admin("GET", "/api/projects/:id/signature-requests"),
  admin("POST", "/api/admin/signature-requests/:id/remind"),
  admin("POST", "/api/admin/signature-requests/:id/void"),
  admin("POST", "/api/admin/signature-requests/:id/unlock"),
  admin("GET", "/api/admin/signature-requests/:id/signed-copy"),
  // Links stay revoked (issue 25): a signer's own link, and every live link of a project.
  admin("DELETE", "/api/admin/signer-links/:id", "audited"),
  admin("GET", "/api/projects/:id/links", "no tokens in the answer"),
  // Portal: the link token (query for GETs, body for POSTs), or the signed-in client's assignment;
  // signing also needs the signer's identity (same e-mail signed in, or an e-mailed code).
  tokenInQuery("GET", "/api/portal/proposals"),
  tokenInQuery("GET", "/api/portal/proposals/:id/pdf"),
  token("POST", "/api/portal/proposals/:id/code", "e-mails a six-digit code to a signer"),
  token("POST", "/api/portal/proposals/:id/verify", "code → signing ticket"),
  token("POST", "/api/portal/proposals/:id/sign", "signer identity required too"),
  token("POST", "/api/portal/proposals/:id/checkout", "amount from the database"),
  tokenInQuery("GET", "/api/portal/proposals/:id/signed-copy"),

  // --- Security and reliability (issue 10) -----------------------------------------------------------
  admin("GET", "/api/admin/audit", "the audit trail, newest first"),
  admin("GET", "/api/admin/privacy/export", "everything about one e-mail"),
  admin("POST", "/api/admin/privacy/delete", "confirm repeats the e-mail"),

  // --- Ready for a real studio (issue 16): the Setup panel --------------------------------------------
  admin("GET", "/api/admin/health", "configuration checks, no secrets"),
  admin("GET", "/api/admin/outbox", "kept e-mails, newest first"),
  admin("GET", "/api/admin/outbox/:id"),

  // --- The studio's day at a glance (issue 28): the dashboard's Today view (worker/today/) -----------
  admin("GET", "/api/admin/today", "what waits, across every project"),

  // --- Selections (issue 29): the studio's schedule (worker/selections/router-admin.ts) -------------
  admin("GET", "/api/projects/:id/selections", "includes the studio's cost"),
  admin("PUT", "/api/projects/:id/selections/settings"),
  admin("POST", "/api/projects/:id/selection-rooms"),
  admin("POST", "/api/projects/:id/selection-rooms/reorder"),
  admin("PUT", "/api/admin/selection-rooms/:id"),
  admin("DELETE", "/api/admin/selection-rooms/:id"),
  admin("POST", "/api/admin/selection-rooms/:id/propose"),
  admin("POST", "/api/admin/selection-rooms/:id/reorder"),
  admin("POST", "/api/admin/selection-rooms/:id/items"),
  admin("POST", "/api/admin/selection-rooms/:id/items/from-product"),
  admin(
    "POST",
    "/api/admin/selection-rooms/:id/items/from-link",
    "fetches a public product page (http(s), no private hosts, size/time/redirect limits)",
  ),
  admin("PUT", "/api/admin/selection-items/:id"),
  admin("DELETE", "/api/admin/selection-items/:id"),
  admin("POST", "/api/admin/selection-items/:id/propose"),
  admin("POST", "/api/admin/selection-items/:id/status"),
  admin("POST", "/api/admin/selection-items/:id/move"),
  admin("POST", "/api/admin/selection-items/:id/duplicate"),
  admin("POST", "/api/admin/selection-items/:id/options"),
  admin("PUT", "/api/admin/selection-options/:id"),
  admin("DELETE", "/api/admin/selection-options/:id"),
  // Photos uploaded by the studio (worker/selections/router-photos.ts).
  admin("POST", "/api/admin/selection-items/:id/photos/upload-url"),
  admin(
    "POST",
    "/api/admin/selection-items/:id/photos",
    "only an upload reserved for a photo of the piece's project",
  ),
  // The client's Selections tab (worker/selections/router-portal.ts): the link token, or the
  // signed-in client's assignment; never the studio's cost.
  tokenInQuery("GET", "/api/portal/selections"),
  token("POST", "/api/portal/selection-items/:id/decision", "audited"),
  tokenInQuery("GET", "/api/portal/selections/export.pdf", "the client's PDF: no studio cost"),
  // Issue 29 item 4 (worker/selections/router-exports.ts): exports, the decision board, print copies.
  admin("GET", "/api/projects/:id/selections/export.csv", "the studio's cost; audited"),
  admin("GET", "/api/projects/:id/selections/export.pdf", "audited"),
  admin("GET", "/api/projects/:id/selections/print-copies"),
  admin("PUT", "/api/admin/selection-print-copies"),
  admin("GET", "/api/admin/selection-board", "across every project"),
  // Selections invoices (issue 29 item 3): the studio's (worker/selections/invoices.ts) and the
  // client's payment (worker/selections/invoice-payments.ts, Stripe Checkout).
  admin("GET", "/api/projects/:id/selection-invoices"),
  admin("POST", "/api/projects/:id/selection-invoices", "audited"),
  admin("POST", "/api/admin/selection-invoices/:id/void", "audited"),
  admin("GET", "/api/admin/selection-invoices"),
  tokenInQuery("GET", "/api/portal/selection-invoices"),
  token("POST", "/api/portal/selection-invoices/:id/checkout", "Stripe"),
];

/** Parameter names and patterns do not matter for matching (`/a/:id` equals `/a/:projectId`). */
export function normalizeRoutePath(path: string): string {
  return path.replace(/:[A-Za-z0-9_]+(\{[^}]*\})?/g, ":");
}

export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${normalizeRoutePath(path)}`;
}

/** Built once: the run-time check (worker/http/route-access.ts) looks a route up per request. */
const POLICY_BY_KEY = new Map(ROUTE_POLICY.map((p) => [routeKey(p.method, p.path), p] as const));

export function findRoutePolicy(method: string, path: string): RoutePolicy | undefined {
  return POLICY_BY_KEY.get(routeKey(method, path));
}
