/**
 * The Worker: one Hono app for /api/*, /media/*, the public pages and every path that is no
 * static asset (wrangler.toml); the static assets (the SPA's scripts, styles, fonts) are served
 * without it.
 *
 * Middleware order: unread bodies discarded (after the response) → security headers → context
 * (config, db) → body limit → CSRF → session → route access (the class from
 * http/route-policy.ts) → routers.
 * Each router owns one resource and declares its full paths under /api; routers live in their
 * feature's folder (router.ts or router-<part>.ts, docs/decisions/0013-worker-by-feature.md) and are
 * all mounted at "/", as features share path roots (/projects/:id/*, /portal/*, /admin/*).
 */
import { Hono } from "hono";
import { adminAuditRouter } from "./audit/router";
import { csrfProtection } from "./auth/csrf";
import { authRouter } from "./auth/router";
import { sessionMiddleware } from "./auth/session";
import { brandAssetsRouter } from "./brand-assets/router";
import { principalsRouter } from "./brand-assets/router-principals";
import { clientsRouter } from "./clients/router";
import { adminUsersRouter } from "./clients/router-users";
import {
  deliverQueuedEmails,
  PIN_DIGEST_CRON,
  runScheduled,
  sendDuePinDigests,
  sendDueSelectionDigests,
} from "./cron";
import { documentsRouter } from "./documents/router";
import { filesRouter } from "./files/router";
import { discardUnreadBody, limitBody } from "./http/body-limit";
import { withContext } from "./http/context";
import { edgeCache, forgetVersionAfterChanges, immutableEdgeCache } from "./http/edge-cache";
import { onError } from "./http/errors";
import { noStoreByDefault, securityHeaders } from "./http/headers";
import { routeAccess } from "./http/route-access";
import { inquiriesRouter } from "./inquiries/router";
import { adminInquiriesRouter } from "./inquiries/router-admin";
import { mediaRouter } from "./media/router";
import { meetingsRouter } from "./meetings/router";
import { answerPageQueriesWith, pageFallback, seoRouter } from "./pages/router";
import { pinsRouter } from "./pins/router";
import { portalRouter } from "./portal/router";
import { clientRouter } from "./portal/router-client";
import { adminPrivacyRouter } from "./privacy/router";
import { projectsRouter } from "./projects/router";
import { adminRouter } from "./projects/router-admin";
import { proposalsAdminRouter } from "./proposals/router-admin";
import { proposalsPortalRouter } from "./proposals/router-portal";
import { selectionsAdminRouter } from "./selections/router-admin";
import { selectionsExportsRouter } from "./selections/router-exports";
import { selectionPhotosRouter } from "./selections/router-photos";
import { selectionsPortalRouter } from "./selections/router-portal";
import { adminSetupRouter } from "./setup/router";
import { siteRouter } from "./setup/router-site";
import { adminOrdersRouter } from "./shop/router-admin-orders";
import { adminProductsRouter } from "./shop/router-admin-products";
import { checkoutRouter } from "./shop/router-checkout";
import { productsRouter } from "./shop/router-products";
import { stripeRouter } from "./shop/router-stripe";
import { todayRouter } from "./today/router";
import type { AppEnv } from "./types";

/** JSON bodies of the API are small; file bytes go through signed upload URLs instead. */
const JSON_BODY_LIMIT = 256 * 1024;

/** Public GETs whose answer depends only on the public data (their routes mark them public). */
const PUBLIC_CACHED_API_PATHS = ["/site", "/projects", "/projects/:id", "/products"];

const api = new Hono<AppEnv>();
api.use("*", limitBody(JSON_BODY_LIMIT));
api.use("*", noStoreByDefault);
api.use("*", forgetVersionAfterChanges);
// Public reads from the versioned edge cache, before the session lookup (a hit needs none).
for (const path of PUBLIC_CACHED_API_PATHS) api.use(path, edgeCache);
api.use("*", csrfProtection);
api.use("*", sessionMiddleware);
// Deny by default: each route's class from worker/http/route-policy.ts, before its own guard.
api.use("*", routeAccess);
// Each feature's router under its own prefix (issue 27): its routes are written relative to it, so
// a router reads as the part of /api it serves. Routers whose routes span two prefixes (a project's
// documents, meetings, pins, signature requests and selections under /projects/:id and /admin) stay
// at /api, with their full paths.
api.route("/", siteRouter);
api.route("/", authRouter);
api.route("/projects", projectsRouter);
api.route("/inquiries", inquiriesRouter);
api.route("/products", productsRouter);
api.route("/admin", adminRouter);
api.route("/", documentsRouter);
api.route("/projects", clientsRouter);
api.route("/", meetingsRouter);
api.route("/portal", portalRouter);
api.route("/", pinsRouter);
api.route("/", checkoutRouter);
api.route("/admin/inquiries", adminInquiriesRouter);
api.route("/admin/users", adminUsersRouter);
api.route("/admin", adminProductsRouter);
api.route("/admin/orders", adminOrdersRouter);
api.route("/admin", adminSetupRouter);
api.route("/admin/audit", adminAuditRouter);
api.route("/admin/today", todayRouter);
api.route("/admin/privacy", adminPrivacyRouter);
api.route("/admin/brand-assets", brandAssetsRouter);
api.route("/admin/principals", principalsRouter);
api.route("/client", clientRouter);
api.route("/stripe/webhook", stripeRouter);
api.route("/", proposalsAdminRouter);
api.route("/portal/proposals", proposalsPortalRouter);
api.route("/", selectionsAdminRouter);
api.route("/", selectionsExportsRouter);
api.route("/", selectionPhotosRouter);
api.route("/portal", selectionsPortalRouter);
api.notFound((c) => c.json({ message: "Not found." }, 404));

export const app = new Hono<AppEnv>();
app.use("*", discardUnreadBody);
app.use("*", securityHeaders);
app.use("*", withContext);
app.route("/api", api);
app.use("/media/*", immutableEdgeCache);
app.route("/", mediaRouter);
app.route("/", filesRouter);
app.route("/", seoRouter);
app.notFound((c) => {
  if (c.req.path.startsWith("/api/") || c.req.path === "/api") {
    return c.json({ message: "Not found." }, 404);
  }
  // The SPA's other pages get its index.html; any other path is a 404 with the 404 page.
  return pageFallback(c);
});
app.onError(onError);
api.onError(onError);
// The public pages' render reads the API through the app itself (worker/pages/router.ts).
answerPageQueriesWith((request, env, ctx) => app.fetch(request, env, ctx));

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(
      controller.cron === PIN_DIGEST_CRON
        ? Promise.all([
            sendDuePinDigests(env, controller.scheduledTime),
            sendDueSelectionDigests(env, controller.scheduledTime),
            deliverQueuedEmails(env, controller.scheduledTime),
          ])
        : runScheduled(env, controller.scheduledTime),
    );
  },
} satisfies ExportedHandler<import("./env").Bindings>;
