/**
 * Fixed-window per-key rate limits kept in D1 (rate_limits table): one atomic upsert per hit, so
 * concurrent requests count correctly. Used for inquiries, token lookups and sign-in.
 */

import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { deleteBefore } from "../db/rows";
import { rateLimits } from "../db/schema";
import { isLocalOrigin } from "../env";
import type { AppEnv, Db } from "../types";
import { tooManyRequests } from "./errors";

export type Limit = { name: string; limit: number; windowSeconds: number };

/**
 * The address a limit counts against. In production only CF-Connecting-IP can be trusted: the
 * Cloudflare edge sets it (replacing anything the client sent), whereas X-Forwarded-For is
 * whatever the client wrote, so honouring it there would let anyone dodge every limit by making
 * up a new address per request. Only when the app itself runs on localhost (wrangler dev, the
 * tests, `npm run loadtest`), where no edge sits in front and wrangler fills CF-Connecting-IP with
 * the loopback address, does X-Forwarded-For come first, so that a load test can simulate many
 * visitors. See SECURITY.md, "Rate limits".
 */
export function clientIp(c: Context<AppEnv>): string {
  // An address is at most 45 characters (IPv6); a longer value is cut rather than stored whole.
  if (isLocalOrigin(c.get("config").appOrigin)) {
    const forwarded = c.req.header("X-Forwarded-For")?.split(",")[0]?.trim().slice(0, 64);
    if (forwarded) return forwarded;
  }
  const edge = c.req.header("CF-Connecting-IP")?.trim().slice(0, 64);
  return edge || "unknown";
}

/**
 * Counts one hit for `key` and throws 429 (with Retry-After) when over the limit.
 *
 * A window starts at the key's first hit and lasts `windowSeconds`; the first hit after it starts
 * the next one. So at most `limit` hits pass in any window that begins with a hit, and unlike
 * windows aligned to the clock, a burst that crosses a minute boundary is not counted in two halves
 * (which let twice the limit through and made the tests' "N + 1th request is refused" depend on the
 * moment they ran).
 */
export async function enforceRateLimit(
  c: Context<AppEnv>,
  { name, limit, windowSeconds }: Limit,
  key = clientIp(c),
  message?: string,
): Promise<void> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const running = sql`${rateLimits.windowStart} > ${nowSeconds - windowSeconds}`;
  const id = `${name}:${key}`;
  const row = await c
    .get("db")
    .insert(rateLimits)
    .values({ key: id, windowStart: nowSeconds, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${running} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart: sql`CASE WHEN ${running} THEN ${rateLimits.windowStart} ELSE ${nowSeconds} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .get();
  if (row && row.count > limit) {
    throw tooManyRequests(Math.max(1, row.windowStart + windowSeconds - nowSeconds), message);
  }
}

/**
 * How long a count (and so the address in its key) is kept: longer than every window (the longest
 * is 10 minutes; tests/worker/cleanup.test.ts checks each limit), so removing older rows never
 * resets a window still running. The hourly clean-up removes them, so an address stays in D1 for
 * at most about two hours (SECURITY.md, "Rate limits").
 */
export const RATE_LIMIT_RETENTION_SECONDS = 60 * 60;

/** Removes the counts whose window began more than RATE_LIMIT_RETENTION_SECONDS before `at`. */
export async function deleteExpiredRateLimits(db: Db, at: number): Promise<number> {
  const cutoff = Math.floor(at / 1000) - RATE_LIMIT_RETENTION_SECONDS;
  return deleteBefore(db, rateLimits, rateLimits.windowStart, cutoff);
}
