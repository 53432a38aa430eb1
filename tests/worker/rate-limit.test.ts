/**
 * Rate-limit windows (worker/http/rate-limit.ts) start at a key's first hit, not at a clock
 * boundary: the limit holds for a burst whatever the moment, and a window ends windowSeconds after
 * it began. Link-token lookups allow 60 per address per minute.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api } from "./helpers";

const lookup = (ip: string) =>
  api("/api/portal/project-by-token?token=x", { headers: { "CF-Connecting-IP": ip } });

async function setCount(ip: string, windowStart: number, count: number) {
  await env.DB.prepare(
    "INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET window_start = excluded.window_start, count = excluded.count",
  )
    .bind(`portal-token:${ip}`, windowStart, count)
    .run();
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe("rate-limit windows", () => {
  it("refuses the hit after the limit while the window runs, with Retry-After to its end", async () => {
    // The window began 50 s ago, not 59: with a second's margin the test failed whenever a
    // second boundary fell between setCount and the request (CI run 31), as the window had ended.
    const windowStart = nowSeconds() - 50;
    await setCount("198.18.7.1", windowStart, 60);
    const before = nowSeconds();
    const res = await lookup("198.18.7.1");
    const after = nowSeconds();
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(windowStart + 60 - after);
    expect(retryAfter).toBeLessThanOrEqual(windowStart + 60 - before);
  });

  it("starts a new window at the first hit after one ended, counting from one", async () => {
    await setCount("198.18.7.2", nowSeconds() - 61, 60);
    expect((await lookup("198.18.7.2")).status).toBe(404);
    const row = await env.DB.prepare("SELECT window_start, count FROM rate_limits WHERE key = ?")
      .bind("portal-token:198.18.7.2")
      .first<{ window_start: number; count: number }>();
    expect(row?.count).toBe(1);
    expect(Math.abs((row?.window_start ?? 0) - nowSeconds())).toBeLessThanOrEqual(1);
  });

  it("lets exactly the limit through in a burst, then refuses", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await lookup("198.18.7.3")).status);
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
