import type { Context } from "hono";

/** Public, shared-cacheable JSON (short freshness; the edge-caching issue adds purging). */
export function publicCache(c: Context, maxAgeSeconds = 60): void {
  c.header("Cache-Control", `public, max-age=${maxAgeSeconds}, stale-while-revalidate=300`);
}

export const IMMUTABLE = "public, max-age=31536000, immutable";
