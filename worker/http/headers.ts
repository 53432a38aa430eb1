import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../types";

/**
 * Security headers on every Worker response (static assets get the same set from
 * public/_headers; tests/worker/security-headers.test.ts and tests/e2e/security-headers.spec.ts
 * check both, and SECURITY.md explains how they score A+ on the Mozilla HTTP Observatory).
 *
 * The HTML policy allows no inline or third-party script. Styles allow 'unsafe-inline' because
 * Radix's scroll lock injects a <style> element (script, not style, is what the Observatory and
 * ASVS care about). Images may also come from blob: (upload previews) and data:. connect-src names
 * the R2 S3 endpoint because presigned uploads PUT straight to it; Stripe Checkout is a full-page
 * redirect, which CSP does not govern, so no Stripe origin is needed.
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

/**
 * Responses that are not HTML (JSON, images, calendar files) never need to load anything: should
 * one ever be rendered as a document, it can run and fetch nothing.
 */
export const NON_HTML_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Two years, the HSTS preload list's recommendation (at least one year is required). */
export const HSTS = "max-age=63072000; includeSubDomains";

export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()";

export const BASE_SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "Strict-Transport-Security": HSTS,
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * Paths whose URLs or answers are private to one client: the portal pages (their URL carries the
 * link token), the portal and client APIs, and signed file URLs. Whatever answers them (a route,
 * an error, the body-size limit, a 404), the response is neither cached nor referred onwards.
 */
export function isPrivatePath(path: string): boolean {
  return (
    path === "/portal" ||
    path.startsWith("/portal/") ||
    path === "/api/portal" ||
    path.startsWith("/api/portal/") ||
    path === "/api/client" ||
    path.startsWith("/api/client/") ||
    path.startsWith("/files/")
  );
}

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // Responses from the assets binding or R2 may be immutable; copy into a mutable one if needed.
  try {
    c.res.headers.set("X-Content-Type-Options", "nosniff");
  } catch {
    c.res = new Response(c.res.body, c.res);
  }
  const headers = c.res.headers;
  const isHtml = (headers.get("Content-Type") ?? "").toLowerCase().startsWith("text/html");
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
    // Routes may set a stricter value (e.g. the sandboxing CSP of signed file downloads).
    if (headers.has(name) && name !== "Strict-Transport-Security") continue;
    headers.set(
      name,
      name === "Content-Security-Policy" && !isHtml ? NON_HTML_CONTENT_SECURITY_POLICY : value,
    );
  }
  if (isPrivatePath(c.req.path)) {
    headers.set("Referrer-Policy", "no-referrer");
    headers.set("Cache-Control", "private, no-store");
  }
});

/** API responses are private unless a route says otherwise (public reads opt in to caching). */
export const noStoreByDefault = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) {
    c.res.headers.set("Cache-Control", "private, no-store");
  }
});
