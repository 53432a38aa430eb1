import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../types";

/**
 * Security headers on every Worker response (static assets get the same set from
 * public/_headers). The CSP allows no inline or third-party script; styles allow 'unsafe-inline'
 * because Radix's scroll lock injects a <style> element (script, not style, is what the
 * Observatory and ASVS care about). Images may also come from blob: (upload previews) and data:.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self' https://*.r2.cloudflarestorage.com",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const BASE_SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // Responses from the assets binding or R2 may be immutable; copy into a mutable one if needed.
  let res = c.res;
  try {
    res.headers.set("X-Content-Type-Options", "nosniff");
  } catch {
    res = new Response(res.body, res);
    c.res = res;
  }
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
    // Routes may set a stricter value (e.g. Referrer-Policy: no-referrer on the portal).
    if (!c.res.headers.has(name) || name === "Strict-Transport-Security") c.res.headers.set(name, value);
  }
  if (c.req.path.startsWith("/portal/") || c.req.path === "/portal") {
    c.res.headers.set("Referrer-Policy", "no-referrer");
  }
});

/** API responses are private unless a route says otherwise (public reads opt in to caching). */
export const noStoreByDefault = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) {
    c.res.headers.set("Cache-Control", "private, no-store");
  }
});
