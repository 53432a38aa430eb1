import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../types";

/**
 * Baseline security headers on every Worker response. The security issue tightens these
 * (CSP, HSTS) and extends them to static assets via public/_headers.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const h = c.res.headers;
  if (!h.has("X-Content-Type-Options")) h.set("X-Content-Type-Options", "nosniff");
  if (!h.has("Referrer-Policy")) h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  if (!h.has("X-Frame-Options")) h.set("X-Frame-Options", "DENY");
});

/** API responses are private unless a route says otherwise (public reads opt in to caching). */
export const noStoreByDefault = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) {
    c.res.headers.set("Cache-Control", "private, no-store");
  }
});
