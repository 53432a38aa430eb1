import type { Context } from "hono";

/**
 * Marks a response as public: the same for everyone, so the edge cache (http/edge-cache.ts) may
 * keep it under the current content version. Browsers always revalidate it (by ETag), so an admin
 * never sees their own change late; the edge answers those revalidations cheaply.
 */
export function publicCache(c: Context): void {
  c.header("Cache-Control", "public, max-age=0, must-revalidate");
}

export const IMMUTABLE = "public, max-age=31536000, immutable";
