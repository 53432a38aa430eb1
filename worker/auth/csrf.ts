/**
 * Cross-site request forgery defence for the API: a state-changing request must come from the
 * app's own origin (Origin header, or Sec-Fetch-Site where Origin is absent) and, when it carries
 * a body, that body must be JSON. Requests with neither header come from non-browser clients,
 * which cannot ride on a visitor's cookies. Signed upload URLs live under /files and are exempt.
 */
import { createMiddleware } from "hono/factory";
import { forbidden } from "../http/errors";
import type { AppEnv } from "../types";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
/** Server-to-server endpoints that authenticate themselves (signature) instead. */
const EXEMPT = new Set(["/api/stripe/webhook"]);

export const csrfProtection = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE.has(c.req.method) || EXEMPT.has(c.req.path)) return next();
  const origin = c.req.header("Origin");
  const own = new Set([new URL(c.req.url).origin, c.get("config").appOrigin]);
  if (origin !== undefined) {
    if (!own.has(origin)) throw forbidden("Cross-site requests are not allowed.");
  } else {
    const site = c.req.header("Sec-Fetch-Site");
    if (site !== undefined && site !== "same-origin" && site !== "none") {
      throw forbidden("Cross-site requests are not allowed.");
    }
  }
  const length = c.req.header("Content-Length");
  const hasBody = (length !== undefined && length !== "0") || c.req.header("Transfer-Encoding") !== undefined;
  if (hasBody) {
    const type = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") {
      throw forbidden("Requests must send JSON (Content-Type: application/json).");
    }
  }
  await next();
});
