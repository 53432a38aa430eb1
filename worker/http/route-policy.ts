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

export const ROUTE_POLICY: readonly RoutePolicy[] = [
  // --- Site, public content -------------------------------------------------------------------
  { method: "GET", path: "/api/health", access: "public" },
  { method: "GET", path: "/api/site", access: "public" },
  { method: "GET", path: "/api/projects", access: "public", note: "published projects, public fields" },
  { method: "GET", path: "/api/projects/:id", access: "public", note: "404 unless published" },
  { method: "POST", path: "/api/inquiries", access: "public" },
  { method: "GET", path: "/api/products", access: "public", note: "active products only" },
  { method: "GET", path: "/media/:key{.+}", access: "public", note: "images only; documents never" },
  { method: "GET", path: "/robots.txt", access: "public" },
  { method: "GET", path: "/sitemap.xml", access: "public" },
  // Per-route HTML of the public pages (worker/pages/router.ts, from the one list in src/shared/pages.ts).
  ...PUBLIC_PAGES.map((page) => ({
    method: "GET" as const,
    path: honoPath(page.path),
    access: "public" as const,
    note: page.key === "project" ? "404 page unless published" : "the page painted by the Worker",
  })),

  // --- Sign-in and the current user ----------------------------------------------------------------
  { method: "GET", path: "/api/login", access: "public", note: "navigation to the provider" },
  { method: "GET", path: "/api/auth/callback/:provider", access: "public", note: "state + PKCE checked" },
  { method: "GET", path: "/api/logout", access: "public", note: "signs out whoever calls it" },
  { method: "GET", path: "/api/auth/user", access: "self" },
  { method: "POST", path: "/api/dev/login", access: "dev" },
  { method: "POST", path: "/api/dev/clock", access: "dev" },

  // --- Admin: projects, images, client links (issue 5) ----------------------------------------------
  { method: "GET", path: "/api/admin/projects", access: "admin" },
  { method: "POST", path: "/api/projects", access: "admin" },
  { method: "PUT", path: "/api/projects/:id", access: "admin" },
  { method: "DELETE", path: "/api/projects/:id", access: "admin", note: "409 when it holds signed records" },
  // Archive instead of delete (issue 25): hidden from lists, portal and public site; restorable.
  { method: "POST", path: "/api/projects/:id/archive", access: "admin" },
  { method: "POST", path: "/api/projects/:id/restore", access: "admin" },
  { method: "POST", path: "/api/projects/:id/images", access: "admin" },
  { method: "GET", path: "/api/admin/projects/:id", access: "admin" },
  { method: "POST", path: "/api/admin/projects/reorder", access: "admin" },
  { method: "POST", path: "/api/admin/projects/:id/images/upload-url", access: "admin" },
  { method: "POST", path: "/api/admin/projects/:id/images/reorder", access: "admin" },
  { method: "PUT", path: "/api/admin/images/:id", access: "admin" },
  { method: "DELETE", path: "/api/admin/images/:id", access: "admin" },
  { method: "GET", path: "/api/admin/projects/:id/access-token", access: "admin" },
  { method: "POST", path: "/api/admin/projects/:id/access-token", access: "admin" },
  { method: "DELETE", path: "/api/admin/projects/:id/access-token", access: "admin" },
  { method: "GET", path: "/api/admin/brand-assets", access: "admin" },
  { method: "POST", path: "/api/admin/brand-assets/upload-url", access: "admin" },
  { method: "PUT", path: "/api/admin/brand-assets/:slot", access: "admin" },
  { method: "DELETE", path: "/api/admin/brand-assets/:slot", access: "admin" },
  { method: "PUT", path: "/api/admin/principals/:slot", access: "admin" },

  // --- Admin: documents, clients, meetings, inquiries (issue 6) -------------------------------------
  { method: "GET", path: "/api/projects/:id/documents", access: "admin" },
  { method: "DELETE", path: "/api/documents/:id", access: "admin" },
  { method: "PUT", path: "/api/documents/:id", access: "admin", note: "title and description only" },
  { method: "POST", path: "/api/admin/documents/upload-url", access: "admin" },
  { method: "POST", path: "/api/admin/documents/complete", access: "admin" },
  { method: "GET", path: "/api/admin/users", access: "admin" },
  { method: "GET", path: "/api/projects/:id/clients", access: "admin" },
  { method: "POST", path: "/api/projects/:id/clients", access: "admin" },
  { method: "DELETE", path: "/api/projects/:id/clients/:userId", access: "admin" },
  { method: "GET", path: "/api/projects/:id/invitations", access: "admin" },
  { method: "POST", path: "/api/projects/:id/invitations", access: "admin" },
  { method: "DELETE", path: "/api/projects/:id/invitations/:invitationId", access: "admin" },
  {
    method: "POST",
    path: "/api/projects/:id/invitations/:invitationId/resend",
    access: "admin",
    note: "e-mails the invitee again; 3 an hour per invitation",
  },
  { method: "GET", path: "/api/meetings/upcoming", access: "admin" },
  { method: "GET", path: "/api/projects/:id/meetings", access: "admin" },
  { method: "POST", path: "/api/projects/:id/meetings", access: "admin" },
  { method: "PUT", path: "/api/meetings/:id", access: "admin" },
  { method: "DELETE", path: "/api/meetings/:id", access: "admin" },
  { method: "GET", path: "/api/meetings/:id/ics", access: "admin" },
  { method: "GET", path: "/api/admin/inquiries", access: "admin" },
  { method: "PUT", path: "/api/admin/inquiries/:id", access: "admin" },
  { method: "DELETE", path: "/api/admin/inquiries/:id", access: "admin" },
  { method: "POST", path: "/api/admin/inquiries/:id/convert", access: "admin" },

  // --- Client portal (issue 7) ----------------------------------------------------------------------
  { method: "GET", path: "/api/client/projects", access: "client" },
  { method: "GET", path: "/api/client/projects/:id/documents", access: "client" },
  { method: "GET", path: "/api/portal/project", access: "client" },
  {
    method: "GET",
    path: "/api/documents/:id",
    access: "client",
    adminToo: true,
    note: "the admin's Documents tab views and downloads through it as well",
  },
  { method: "GET", path: "/api/documents/:id/link", access: "client", adminToo: true },
  {
    method: "GET",
    path: "/api/portal/project-by-token",
    access: "token",
    sampleQuery: "token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  },
  {
    method: "GET",
    path: "/api/portal/documents/:id",
    access: "token",
    sampleQuery: "token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&disposition=attachment",
  },
  // The portal's other calls take the link token, or else the signed-in client's assignment.
  {
    method: "POST",
    path: "/api/portal/documents/:id/feedback",
    access: "token",
    sampleQuery: "token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  },
  { method: "POST", path: "/api/portal/uploads/upload-url", access: "token" },
  { method: "POST", path: "/api/portal/uploads/complete", access: "token" },
  {
    method: "GET",
    path: "/api/portal/meetings/:id/ics",
    access: "token",
    sampleQuery: "token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  },
  // Pinned feedback (issue 19, worker/pins/router.ts): the portal's access rules.
  {
    method: "GET",
    path: "/api/portal/documents/:id/pins",
    access: "token",
    sampleQuery: "token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  },
  { method: "POST", path: "/api/portal/documents/:id/pins", access: "token" },
  { method: "POST", path: "/api/portal/pins/:id/replies", access: "token" },
  { method: "POST", path: "/api/portal/pins/:id/status", access: "token" },
  { method: "GET", path: "/api/admin/pins/awaiting", access: "admin", note: "the dashboard's count" },
  { method: "GET", path: "/api/admin/documents/:id/pins", access: "admin" },
  { method: "POST", path: "/api/admin/pins/:id/replies", access: "admin" },
  { method: "POST", path: "/api/admin/pins/:id/status", access: "admin" },
  { method: "PUT", path: "/files/upload/:signed", access: "token", note: "signed upload URL" },
  { method: "GET", path: "/files/download/:signed", access: "token", note: "signed download URL" },

  // --- Shop (issue 8) -------------------------------------------------------------------------------
  { method: "POST", path: "/api/checkout", access: "public", note: "prices from the database only" },
  { method: "GET", path: "/api/orders/:publicRef", access: "token", note: "the order's random reference" },
  { method: "POST", path: "/api/orders/:publicRef/cancel", access: "token", note: "order reference" },
  { method: "POST", path: "/api/stripe/webhook", access: "webhook" },
  { method: "GET", path: "/api/admin/products", access: "admin" },
  { method: "POST", path: "/api/admin/products", access: "admin" },
  { method: "GET", path: "/api/admin/products/:id", access: "admin" },
  { method: "PUT", path: "/api/admin/products/:id", access: "admin" },
  { method: "DELETE", path: "/api/admin/products/:id", access: "admin" },
  { method: "POST", path: "/api/admin/products/:id/images/upload-url", access: "admin" },
  { method: "POST", path: "/api/admin/products/:id/images", access: "admin" },
  { method: "DELETE", path: "/api/admin/product-images/:id", access: "admin" },
  { method: "GET", path: "/api/admin/orders", access: "admin" },
  { method: "PUT", path: "/api/admin/orders/:id", access: "admin" },

  // --- Design fee proposals: signatures and deposits (issue 18) -------------------------------------
  { method: "POST", path: "/api/admin/documents/:id/signature-requests", access: "admin" },
  { method: "GET", path: "/api/projects/:id/signature-requests", access: "admin" },
  { method: "POST", path: "/api/admin/signature-requests/:id/remind", access: "admin" },
  { method: "POST", path: "/api/admin/signature-requests/:id/void", access: "admin" },
  { method: "POST", path: "/api/admin/signature-requests/:id/unlock", access: "admin" },
  { method: "GET", path: "/api/admin/signature-requests/:id/signed-copy", access: "admin" },
  // Links stay revoked (issue 25): a signer's own link, and every live link of a project.
  { method: "DELETE", path: "/api/admin/signer-links/:id", access: "admin", note: "audited" },
  { method: "GET", path: "/api/projects/:id/links", access: "admin", note: "no tokens in the answer" },
  // Portal: the link token (query for GETs, body for POSTs), or the signed-in client's assignment;
  // signing also needs the signer's identity (same e-mail signed in, or an e-mailed code).
  {
    method: "GET",
    path: "/api/portal/proposals",
    access: "token",
    sampleQuery: "token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  },
  {
    method: "GET",
    path: "/api/portal/proposals/:id/pdf",
    access: "token",
    sampleQuery: "token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  },
  {
    method: "POST",
    path: "/api/portal/proposals/:id/code",
    access: "token",
    note: "e-mails a six-digit code to a signer",
  },
  {
    method: "POST",
    path: "/api/portal/proposals/:id/verify",
    access: "token",
    note: "code → signing ticket",
  },
  {
    method: "POST",
    path: "/api/portal/proposals/:id/sign",
    access: "token",
    note: "signer identity required too",
  },
  {
    method: "POST",
    path: "/api/portal/proposals/:id/checkout",
    access: "token",
    note: "amount from the database",
  },
  {
    method: "GET",
    path: "/api/portal/proposals/:id/signed-copy",
    access: "token",
    sampleQuery: "token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  },

  // --- Security and reliability (issue 10) -----------------------------------------------------------
  { method: "GET", path: "/api/admin/audit", access: "admin", note: "the audit trail, newest first" },
  { method: "GET", path: "/api/admin/privacy/export", access: "admin", note: "everything about one e-mail" },
  { method: "POST", path: "/api/admin/privacy/delete", access: "admin", note: "confirm repeats the e-mail" },

  // --- Ready for a real studio (issue 16): the Setup panel --------------------------------------------
  { method: "GET", path: "/api/admin/health", access: "admin", note: "configuration checks, no secrets" },
  { method: "GET", path: "/api/admin/outbox", access: "admin", note: "kept e-mails, newest first" },
  { method: "GET", path: "/api/admin/outbox/:id", access: "admin" },

  // --- The studio's day at a glance (issue 28): the dashboard's Today view (worker/today/) -----------
  { method: "GET", path: "/api/admin/today", access: "admin", note: "what waits, across every project" },

  // --- Selections (issue 29): the studio's schedule (worker/selections/router-admin.ts) -------------
  {
    method: "GET",
    path: "/api/projects/:id/selections",
    access: "admin",
    note: "includes the studio's cost",
  },
  { method: "PUT", path: "/api/projects/:id/selections/settings", access: "admin" },
  { method: "POST", path: "/api/projects/:id/selection-rooms", access: "admin" },
  { method: "POST", path: "/api/projects/:id/selection-rooms/reorder", access: "admin" },
  { method: "PUT", path: "/api/admin/selection-rooms/:id", access: "admin" },
  { method: "DELETE", path: "/api/admin/selection-rooms/:id", access: "admin" },
  { method: "POST", path: "/api/admin/selection-rooms/:id/propose", access: "admin" },
  { method: "POST", path: "/api/admin/selection-rooms/:id/reorder", access: "admin" },
  { method: "POST", path: "/api/admin/selection-rooms/:id/items", access: "admin" },
  { method: "POST", path: "/api/admin/selection-rooms/:id/items/from-product", access: "admin" },
  {
    method: "POST",
    path: "/api/admin/selection-rooms/:id/items/from-link",
    access: "admin",
    note: "fetches a public product page (http(s), no private hosts, size/time/redirect limits)",
  },
  { method: "PUT", path: "/api/admin/selection-items/:id", access: "admin" },
  { method: "DELETE", path: "/api/admin/selection-items/:id", access: "admin" },
  { method: "POST", path: "/api/admin/selection-items/:id/propose", access: "admin" },
  { method: "POST", path: "/api/admin/selection-items/:id/status", access: "admin" },
  { method: "POST", path: "/api/admin/selection-items/:id/move", access: "admin" },
  { method: "POST", path: "/api/admin/selection-items/:id/duplicate", access: "admin" },
  { method: "POST", path: "/api/admin/selection-items/:id/options", access: "admin" },
  { method: "PUT", path: "/api/admin/selection-options/:id", access: "admin" },
  { method: "DELETE", path: "/api/admin/selection-options/:id", access: "admin" },
  // Photos uploaded by the studio (worker/selections/router-photos.ts).
  { method: "POST", path: "/api/admin/selection-items/:id/photos/upload-url", access: "admin" },
  {
    method: "POST",
    path: "/api/admin/selection-items/:id/photos",
    access: "admin",
    note: "only an upload reserved for a photo of the piece's project",
  },
  // Issue 29 item 4 (worker/selections/router-exports.ts): exports, the decision board, print copies.
  {
    method: "GET",
    path: "/api/projects/:id/selections/export.csv",
    access: "admin",
    note: "the studio's cost; audited",
  },
  { method: "GET", path: "/api/projects/:id/selections/export.pdf", access: "admin", note: "audited" },
  { method: "GET", path: "/api/projects/:id/selections/print-copies", access: "admin" },
  { method: "PUT", path: "/api/admin/selection-print-copies", access: "admin" },
  { method: "GET", path: "/api/admin/selection-board", access: "admin", note: "across every project" },
  // The client's Selections tab (worker/selections/router-portal.ts): the link token, or the
  // signed-in client's assignment; never the studio's cost.
  {
    method: "GET",
    path: "/api/portal/selections",
    access: "token",
    sampleQuery: "token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  },
  { method: "POST", path: "/api/portal/selection-items/:id/decision", access: "token", note: "audited" },
  {
    method: "GET",
    path: "/api/portal/selections/export.pdf",
    access: "token",
    sampleQuery: "token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    note: "the client's PDF: no studio cost",
  },
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
