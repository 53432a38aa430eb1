/**
 * Sessions, logout, cross-site request forgery and the local sign-in switch.
 * Sessions are rows keyed by the SHA-256 of the cookie's random token (worker/auth/session.ts).
 */
import {
  createExecutionContext,
  createScheduledController,
  SELF,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, SESSION_IDLE_MS } from "../../worker/auth/session";
import { sessions } from "../../worker/db/schema";
import worker, { app } from "../../worker/index";
import { sha256Hex } from "../../worker/lib/crypto";
import { findCookie, isCleared } from "./cookies";
import { api, BASE, db, type Session, signIn, uniqueEmail } from "./helpers";

const tokenOf = (s: Session) => s.cookie.slice(s.cookie.indexOf("=") + 1);

async function whoAmI(cookie: string): Promise<Response> {
  return SELF.fetch(`${BASE}/api/auth/user`, { headers: { Cookie: cookie } });
}

async function rowFor(s: Session) {
  return db()
    .select()
    .from(sessions)
    .where(eq(sessions.sid, await sha256Hex(tokenOf(s))))
    .get();
}

describe("the session cookie", () => {
  it("is __Host- prefixed, Secure, HttpOnly, Path=/, SameSite=Lax, with a 256-bit random token", async () => {
    const res = await api("/api/dev/login", { json: { email: uniqueEmail("cookie"), role: "client" } });
    expect(res.status).toBe(200);
    const cookie = findCookie(res, SESSION_COOKIE);
    expect(cookie?.name.startsWith("__Host-")).toBe(true);
    expect(cookie?.attributes).toMatchObject({ path: "/", secure: "", httponly: "", samesite: "Lax" });
    expect(cookie?.attributes.domain).toBeUndefined();
    // 32 random bytes, base64url: at least 128 bits as required (256 here).
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("GET /api/auth/user: 401 signed out, else exactly the user's public fields", async () => {
    const anonymous = await SELF.fetch(`${BASE}/api/auth/user`);
    expect(anonymous.status).toBe(401);
    const s = await signIn("admin", uniqueEmail("me"), "Ada");
    const res = await whoAmI(s.cookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      "email",
      "firstName",
      "id",
      "lastName",
      "profileImageUrl",
      "role",
    ]);
    expect(body).toMatchObject({ id: s.userId, email: s.email, firstName: "Ada", role: "admin" });
  });

  it("is stored only as a hash: the token appears nowhere in the sessions table", async () => {
    const s = await signIn("client");
    const token = tokenOf(s);
    const rows = await env.DB.prepare("SELECT * FROM sessions").all();
    expect(JSON.stringify(rows.results)).not.toContain(token);
    expect(await rowFor(s)).toBeDefined();
  });

  it("a random or tampered token signs no one in", async () => {
    const s = await signIn("client");
    const token = tokenOf(s);
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect((await whoAmI(`${SESSION_COOKIE}=${flipped}`)).status).toBe(401);
    expect((await whoAmI(`${SESSION_COOKIE}=short`)).status).toBe(401);
    // The hash itself (what a database leak would reveal) is not a valid cookie either.
    expect((await whoAmI(`${SESSION_COOKIE}=${await sha256Hex(token)}`)).status).toBe(401);
  });
});

describe("rotation and expiry", () => {
  it("starts a new session at every sign-in; the previous cookie then gets 401", async () => {
    const email = uniqueEmail("rotate");
    const first = await signIn("client", email);
    const res = await api("/api/dev/login", {
      json: { email, role: "client" },
      headers: { Cookie: first.cookie },
    });
    const second = findCookie(res, SESSION_COOKIE);
    expect(second?.value).toBeTruthy();
    expect(second?.value).not.toBe(tokenOf(first));
    expect((await whoAmI(first.cookie)).status).toBe(401);
    expect(await rowFor(first)).toBeUndefined();
    expect((await whoAmI(`${SESSION_COOKIE}=${second?.value}`)).status).toBe(200);
  });

  it("sets idle (14 days) and absolute (60 days) expiry at sign-in", async () => {
    const before = Date.now();
    const row = await rowFor(await signIn("client"));
    const idle = Date.parse(row?.expire ?? "") - before;
    const absolute = Date.parse(row?.absoluteExpire ?? "") - before;
    expect(Math.abs(idle - SESSION_IDLE_MS)).toBeLessThan(60_000);
    expect(Math.abs(absolute - SESSION_ABSOLUTE_MS)).toBeLessThan(60_000);
  });

  // The column is the timeout's own (a whitelist of two names, never input).
  it.each([
    { timeout: "the idle timeout (and the row is removed)", column: "expire" },
    { timeout: "the absolute timeout even while in use", column: "absolute_expire" },
  ])("ends after $timeout", async ({ column }) => {
    const s = await signIn("client");
    const sid = await sha256Hex(tokenOf(s));
    await env.DB.prepare(`UPDATE sessions SET ${column} = ? WHERE sid = ?`)
      .bind(new Date(Date.now() - 1000).toISOString(), sid)
      .run();
    expect((await whoAmI(s.cookie)).status).toBe(401);
    expect(await rowFor(s)).toBeUndefined();
  });

  it("activity extends the idle expiry, but never past the absolute one", async () => {
    const s = await signIn("client");
    const sid = await sha256Hex(tokenOf(s));
    const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const absolute = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
    await env.DB.prepare(
      "UPDATE sessions SET expire = ?, absolute_expire = ?, last_seen_at = ? WHERE sid = ?",
    )
      .bind(soon, absolute, longAgo, sid)
      .run();
    expect((await whoAmI(s.cookie)).status).toBe(200);
    const row = await rowFor(s);
    expect(row?.expire).toBe(absolute);
    expect(Date.parse(row?.lastSeenAt ?? "")).toBeGreaterThan(Date.parse(longAgo));
  });
});

describe("GET /api/logout", () => {
  it("deletes the session row, clears the cookie and returns to /?signedOut=1; the old cookie gets 401", async () => {
    const s = await signIn("client");
    const res = await SELF.fetch(`${BASE}/api/logout`, { headers: { Cookie: s.cookie }, redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/?signedOut=1");
    const cleared = findCookie(res, SESSION_COOKIE);
    expect(isCleared(cleared)).toBe(true);
    expect(cleared?.attributes).toMatchObject({ path: "/", secure: "" });
    expect(await rowFor(s)).toBeUndefined();
    expect((await whoAmI(s.cookie)).status).toBe(401);
  });

  it("is harmless when signed out", async () => {
    const res = await SELF.fetch(`${BASE}/api/logout`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/?signedOut=1");
  });
});

describe("the scheduled clean-up", () => {
  it("deletes expired sessions (idle or absolute) and keeps live ones", async () => {
    const live = await signIn("client");
    const idle = await signIn("client");
    const absolute = await signIn("client");
    const past = new Date(Date.now() - 1000).toISOString();
    await env.DB.prepare("UPDATE sessions SET expire = ? WHERE sid = ?")
      .bind(past, await sha256Hex(tokenOf(idle)))
      .run();
    await env.DB.prepare("UPDATE sessions SET absolute_expire = ? WHERE sid = ?")
      .bind(past, await sha256Hex(tokenOf(absolute)))
      .run();

    const controller = createScheduledController({ scheduledTime: Date.now(), cron: "17 * * * *" });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);

    expect(await rowFor(live)).toBeDefined();
    expect(await rowFor(idle)).toBeUndefined();
    expect(await rowFor(absolute)).toBeUndefined();
  });
});

describe("cross-site request forgery", () => {
  const body = () => JSON.stringify({ email: uniqueEmail("csrf"), role: "client" });

  it("refuses a foreign Origin with 403", async () => {
    for (const origin of ["https://evil.example", "null", "http://localhost.evil.example"]) {
      const res = await SELF.fetch(`${BASE}/api/dev/login`, {
        method: "POST",
        headers: { Origin: origin, "Content-Type": "application/json" },
        body: body(),
      });
      expect(res.status).toBe(403);
      expect(findCookie(res, SESSION_COOKIE)).toBeUndefined();
    }
  });

  it("refuses text/plain and form-encoded bodies with 403, even from the same origin", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const res = await SELF.fetch(`${BASE}/api/dev/login`, {
        method: "POST",
        headers: { Origin: BASE, "Content-Type": type },
        body: body(),
      });
      expect(res.status).toBe(403);
    }
  });

  it("refuses Sec-Fetch-Site cross-site or same-site when Origin is absent", async () => {
    for (const site of ["cross-site", "same-site"]) {
      const res = await SELF.fetch(`${BASE}/api/dev/login`, {
        method: "POST",
        headers: { "Sec-Fetch-Site": site, "Content-Type": "application/json" },
        body: body(),
      });
      expect(res.status).toBe(403);
    }
  });

  it("lets same-origin JSON through", async () => {
    const res = await SELF.fetch(`${BASE}/api/dev/login`, {
      method: "POST",
      headers: { Origin: BASE, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" },
      body: body(),
    });
    expect(res.status).toBe(200);
  });

  it("applies to every state-changing method, signed in or not", async () => {
    const admin = await signIn("admin");
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const res = await SELF.fetch(`${BASE}/api/projects/1`, {
        method,
        headers: { Origin: "https://evil.example", Cookie: admin.cookie, "Content-Type": "application/json" },
        body: "{}",
      });
      expect(res.status).toBe(403);
    }
  });
});

describe("local sign-in (POST /api/dev/login)", () => {
  async function devLoginWith(overrides: Partial<Cloudflare.Env>, url = `${BASE}/api/dev/login`) {
    const ctx = createExecutionContext();
    const request = new Request(url, {
      method: "POST",
      headers: { Origin: new URL(url).origin, "Content-Type": "application/json" },
      body: JSON.stringify({ email: uniqueEmail("dev"), role: "admin" }),
    });
    // A copy of the bindings: the Worker validates configuration per bindings object.
    const res = await app.fetch(request, { ...env, ...overrides }, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  }

  it("signs in exactly as a real sign-in would, with the requested role", async () => {
    const email = uniqueEmail("dev-admin");
    const res = await api("/api/dev/login", { json: { email, firstName: "Dev", role: "admin" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      user: { email, role: "admin", firstName: "Dev" },
      redirectTo: "/admin",
    });
  });

  it('answers 404 when DEV_LOGIN is not "true"', async () => {
    for (const value of [undefined, "", "false", "1", "TRUE"]) {
      const res = await devLoginWith({ DEV_LOGIN: value });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Not found." });
      expect(findCookie(res, SESSION_COOKIE)).toBeUndefined();
    }
  });

  it("answers 404 for a request to a non-localhost host", async () => {
    const res = await SELF.fetch("https://studio.example/api/dev/login", {
      method: "POST",
      headers: { Origin: "https://studio.example", "Content-Type": "application/json" },
      body: JSON.stringify({ email: uniqueEmail("remote"), role: "admin" }),
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found." });
  });

  it("answers 404 when the site's APP_URL is not localhost, even with DEV_LOGIN=true", async () => {
    const res = await devLoginWith({ APP_URL: "https://studio.example" });
    expect(res.status).toBe(404);
  });

  it("is offered by /api/site exactly when the route would accept it", async () => {
    async function siteFeatures(overrides: Partial<Cloudflare.Env>) {
      const ctx = createExecutionContext();
      // Each configuration is its own deploy, so the edge cache keeps their answers apart.
      const bindings = {
        ...env,
        CF_VERSION_METADATA: { id: `devlogin-${crypto.randomUUID()}`, tag: "", timestamp: "" },
        ...overrides,
      };
      const res = await app.fetch(new Request(`${BASE}/api/site`), bindings, ctx);
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(200);
      return ((await res.json()) as { features: { devLogin: boolean } }).features;
    }
    expect((await siteFeatures({})).devLogin).toBe(true);
    expect((await devLoginWith({})).status).toBe(200);
    for (const overrides of [{ APP_URL: "https://studio.example" }, { DEV_LOGIN: "false" }]) {
      expect((await siteFeatures(overrides)).devLogin, JSON.stringify(overrides)).toBe(false);
      expect((await devLoginWith(overrides)).status, JSON.stringify(overrides)).toBe(404);
    }
  });

  it("is never switched on in wrangler.toml (only .dev.vars.example sets DEV_LOGIN)", async () => {
    const toml = (await import("../../wrangler.toml?raw")).default as string;
    const lines = toml.split("\n").map((l) => l.replace(/#.*$/, "").trim());
    const vars = lines.slice(lines.indexOf("[vars]") + 1);
    const end = vars.findIndex((l) => l.startsWith("["));
    const varsBlock = end === -1 ? vars : vars.slice(0, end);
    expect(lines).toContain("[vars]");
    expect(varsBlock.some((l) => l.startsWith("STUDIO_NAME"))).toBe(true);
    // Not in [vars], nor in any [env.*] section's vars.
    expect(lines.filter((l) => l.includes("DEV_LOGIN"))).toEqual([]);
    const example = (await import("../../.dev.vars.example?raw")).default as string;
    expect(example).toMatch(/^DEV_LOGIN=true$/m);
  });

  it("validates its input with readable messages", async () => {
    const res = await api("/api/dev/login", { json: { email: "not-an-email", role: "owner" } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors?: Record<string, string> };
    expect(body.errors?.email).toBe("Please enter a valid email address");
    expect(body.errors?.role).toBeTruthy();
  });
});
