/**
 * The local test clock (worker/lib/clock.ts, POST /api/dev/clock): a browser test moves the time
 * the Worker checks expiries against instead of waiting for a link to expire (issue 26). Local
 * only: under any deployed configuration the call is a plain 404 and moves nothing.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { app } from "../../worker/index";
import { api, BASE, createProject, json, signIn } from "./helpers";

type Clock = { offsetSeconds: number; now: string };

async function moveClock(body: unknown): Promise<Response> {
  return api("/api/dev/clock", { json: body });
}

async function clockWith(overrides: Partial<Cloudflare.Env>, url = `${BASE}/api/dev/clock`) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(url, {
      method: "POST",
      headers: { Origin: new URL(url).origin, "Content-Type": "application/json" },
      body: JSON.stringify({ advanceSeconds: 7200 }),
    }),
    { ...env, ...overrides },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

afterEach(async () => {
  expect((await moveClock({ reset: true })).status).toBe(200);
});

describe("the local test clock", () => {
  it("moves a private link past its expiry and back, without waiting", async () => {
    const admin = await signIn("admin");
    const { id } = await createProject();
    const expiresAt = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const link = await json<{ token: string }>(
      await api(`/api/admin/projects/${id}/access-token`, { json: { expiresAt }, session: admin }),
    );
    const open = () => api(`/api/portal/project-by-token?token=${link.token}&id=${id}`);
    expect((await open()).status).toBe(200);

    const moved = await moveClock({ advanceSeconds: 2 * 60 * 60 });
    expect(moved.status).toBe(200);
    const clock = await json<Clock>(moved);
    expect(clock.offsetSeconds).toBe(7200);
    expect(Date.parse(clock.now)).toBeGreaterThan(Date.parse(expiresAt));
    expect((await open()).status).toBe(404);

    expect(await json<Clock>(await moveClock({ reset: true }))).toMatchObject({ offsetSeconds: 0 });
    expect((await open()).status).toBe(200);
  });

  it("refuses a body it cannot use with 400 and leaves the clock where it was", async () => {
    for (const body of [
      {},
      { advanceSeconds: "7200" },
      { advanceSeconds: 1.5 },
      { advanceSeconds: 10 ** 9 },
      { reset: false },
    ]) {
      const res = await moveClock(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await json<Clock>(await moveClock({ advanceSeconds: 0 }))).toMatchObject({ offsetSeconds: 0 });
  });

  it("is a plain 404 under a deployed configuration, and moves nothing", async () => {
    for (const overrides of [
      { APP_URL: "https://studio.example" },
      { DEV_LOGIN: "false" },
      { DEV_LOGIN: undefined },
    ]) {
      const res = await clockWith(overrides);
      expect(res.status, JSON.stringify(overrides)).toBe(404);
      expect(await res.json()).toEqual({ message: "Not found." });
    }
    const remote = await SELF.fetch("https://studio.example/api/dev/clock", {
      method: "POST",
      headers: { Origin: "https://studio.example", "Content-Type": "application/json" },
      body: JSON.stringify({ advanceSeconds: 7200 }),
    });
    expect(remote.status).toBe(404);
    expect(await json<Clock>(await moveClock({ advanceSeconds: 0 }))).toMatchObject({ offsetSeconds: 0 });
  });
});
