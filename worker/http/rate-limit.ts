/**
 * Fixed-window per-key rate limits kept in D1 (rate_limits table): one atomic upsert per hit, so
 * concurrent requests count correctly. Used for inquiries, token lookups and sign-in.
 */
import type { Context } from "hono";
import { sql } from "drizzle-orm";
import { rateLimits } from "../db/schema";
import type { AppEnv } from "../types";
import { tooManyRequests } from "./errors";

export type Limit = { name: string; limit: number; windowSeconds: number };

export function clientIp(c: Context<AppEnv>): string {
  return (
    c.req.header("CF-Connecting-IP") ?? c.req.header("X-Forwarded-For")?.split(",")[0]?.trim() ?? "local"
  );
}

/** Counts one hit for `key` and throws 429 (with Retry-After) when over the limit. */
export async function enforceRateLimit(
  c: Context<AppEnv>,
  { name, limit, windowSeconds }: Limit,
  key = clientIp(c),
  message?: string,
): Promise<void> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  const id = `${name}:${key}`;
  const row = await c
    .get("db")
    .insert(rateLimits)
    .values({ key: id, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = ${windowStart} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart: sql`${windowStart}`,
      },
    })
    .returning({ count: rateLimits.count })
    .get();
  if (row && row.count > limit) {
    throw tooManyRequests(windowStart + windowSeconds - nowSeconds, message);
  }
}
