/**
 * The real sign-in flow end to end against a local OpenID Connect provider (oauth2-mock-server,
 * started by tests/global-setup/oidc-server.ts and configured as OIDC_ISSUER in vitest.config.ts):
 * GET /api/login → the provider's /authorize → GET /api/auth/callback/oidc → code exchange with
 * PKCE at the provider's token endpoint → user, session, redirect by role.
 */
import { createExecutionContext, SELF, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SIGN_IN_ERRORS } from "../../src/shared/auth";
import {
  GOOGLE_ISSUERS,
  RETURN_COOKIE,
  readIdentity,
  SignInError,
  STATE_COOKIE,
  VERIFIER_COOKIE,
} from "../../worker/auth/oauth";
import { SESSION_COOKIE } from "../../worker/auth/session";
import { oauthAccounts, users } from "../../worker/db/schema";
import { app } from "../../worker/index";
import { cookieHeader, findCookie, isCleared, type ParsedCookie, setCookies } from "./cookies";
import { BASE, db, signIn, uniqueEmail } from "./helpers";

const CALLBACK = `${BASE}/api/auth/callback/oidc`;
let ipCounter = 0;
/** Each test signs in from its own address, so the per-IP sign-in limit never interferes. */
const nextIp = () => `203.0.113.${++ipCounter}`;

async function sessionCount(): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM sessions").first<{ n: number }>();
  return row?.n ?? 0;
}

type Started = { authorizeUrl: URL; cookies: ParsedCookie[]; ip: string; response: Response };

async function startLogin(query = "provider=oidc", ip = nextIp()): Promise<Started> {
  const response = await SELF.fetch(`${BASE}/api/login?${query}`, {
    redirect: "manual",
    headers: { "CF-Connecting-IP": ip },
  });
  expect(response.status).toBe(302);
  const location = response.headers.get("Location") ?? "";
  return { authorizeUrl: new URL(location, BASE), cookies: setCookies(response), ip, response };
}

/** The visitor at the provider: signs in (with these ID token claims) or fails with an error. */
async function authorize(
  started: Started,
  outcome: { claims: Record<string, unknown> } | { error: string },
): Promise<string> {
  const url = new URL(started.authorizeUrl);
  if ("claims" in outcome) {
    const json = JSON.stringify(outcome.claims);
    url.searchParams.set(
      "test_claims",
      btoa(json).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""),
    );
  } else {
    url.searchParams.set("test_error", outcome.error);
  }
  const res = await fetch(url, { redirect: "manual" });
  expect(res.status).toBe(302);
  const callback = res.headers.get("Location") ?? "";
  expect(callback.startsWith(CALLBACK)).toBe(true);
  return callback;
}

async function callback(url: string, cookie: string, ip: string): Promise<Response> {
  return SELF.fetch(url, {
    redirect: "manual",
    headers: cookie ? { Cookie: cookie, "CF-Connecting-IP": ip } : { "CF-Connecting-IP": ip },
  });
}

function claimsFor(email: string, extra: Record<string, unknown> = {}) {
  return {
    sub: `subject-${email}`,
    email,
    email_verified: true,
    given_name: "Nora",
    family_name: "Lindqvist",
    picture: "https://images.example/nora.jpg",
    ...extra,
  };
}

/** The whole flow; returns the callback response. */
async function signInThroughProvider(
  claims: Record<string, unknown>,
  query = "provider=oidc",
): Promise<Response> {
  const started = await startLogin(query);
  const url = await authorize(started, { claims });
  return callback(url, cookieHeader(started.cookies), started.ip);
}

/**
 * The provider's authorize URL asks for a code with PKCE (S256), a state, the sign-in scopes, and
 * names the client and the exact callback of `provider`; its query.
 */
function expectAuthorizeQuery(url: URL, clientId: string | undefined, provider: string): URLSearchParams {
  const q = url.searchParams;
  expect(q.get("response_type")).toBe("code");
  expect(q.get("client_id")).toBe(clientId);
  expect(q.get("redirect_uri")).toBe(`http://localhost/api/auth/callback/${provider}`);
  expect(q.get("scope")).toBe("openid email profile");
  expect(q.get("code_challenge_method")).toBe("S256");
  expect(q.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(q.get("state")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  return q;
}

function expectLoginError(res: Response, message: string) {
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get("Location") ?? "", BASE);
  expect(location.pathname).toBe("/login");
  expect(location.searchParams.get("error")).toBe(message);
  // No session cookie is ever set by a failed callback.
  expect(findCookie(res, SESSION_COOKIE)).toBeUndefined();
}

describe("GET /api/login", () => {
  it("redirects to the provider with PKCE (S256), state, scopes and the exact redirect URI", async () => {
    const { authorizeUrl, cookies } = await startLogin("provider=oidc&returnTo=/portal");
    expect(authorizeUrl.origin).toBe(env.OIDC_ISSUER);
    expect(authorizeUrl.pathname).toBe("/authorize");
    const q = expectAuthorizeQuery(authorizeUrl, env.OIDC_CLIENT_ID, "oidc");

    const state = cookies.find((c) => c.name === STATE_COOKIE);
    const verifier = cookies.find((c) => c.name === VERIFIER_COOKIE);
    const returnTo = cookies.find((c) => c.name === RETURN_COOKIE);
    expect(state?.value).toBe(q.get("state"));
    expect(verifier?.value).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(decodeURIComponent(returnTo?.value ?? "")).toBe("/portal");
    for (const c of [state, verifier, returnTo]) {
      expect(c?.attributes).toMatchObject({
        path: "/api/auth/callback/oidc",
        "max-age": "600",
        httponly: "",
        secure: "",
        samesite: "Lax",
      });
    }
  });

  it("uses the only enabled provider when none is named", async () => {
    const { authorizeUrl } = await startLogin("");
    expect(authorizeUrl.origin).toBe(env.OIDC_ISSUER);
  });

  it("refuses an unknown provider with a readable message", async () => {
    const res = await SELF.fetch(`${BASE}/api/login?provider=github`, { redirect: "manual" });
    expectLoginError(res, SIGN_IN_ERRORS.unknownProvider);
  });

  it("says sign-in is not configured when no provider is", async () => {
    const ctx = createExecutionContext();
    const bare = { ...env, OIDC_ISSUER: undefined, GOOGLE_CLIENT_ID: undefined };
    const res = await app.fetch(new Request(`${BASE}/api/login?returnTo=/admin`), bare, ctx);
    await waitOnExecutionContext(ctx);
    expectLoginError(res, SIGN_IN_ERRORS.notConfigured);
    expect(new URL(res.headers.get("Location") ?? "", BASE).searchParams.get("returnTo")).toBe("/admin");
  });

  it("ignores a return address that would leave the site", async () => {
    // "/\t/evil.example" would become "//evil.example" once a browser drops the tab.
    for (const bad of [
      "//evil.example/x",
      "https://evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/api/logout",
    ]) {
      const { cookies } = await startLogin(`provider=oidc&returnTo=${encodeURIComponent(bad)}`);
      const kept = cookies.find((c) => c.name === RETURN_COOKIE);
      expect(kept === undefined || isCleared(kept)).toBe(true);
    }
  });
});

describe("GET /api/auth/callback/oidc: success", () => {
  it("creates the user and a session, sets a safe cookie and sends a client to /portal", async () => {
    const email = uniqueEmail("oidc-client");
    const before = await sessionCount();
    const started = await startLogin();
    const url = await authorize(started, { claims: claimsFor(email) });
    const res = await callback(url, cookieHeader(started.cookies), started.ip);

    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/portal");
    const session = findCookie(res, SESSION_COOKIE);
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session?.attributes).toMatchObject({ path: "/", httponly: "", secure: "", samesite: "Lax" });
    // The flow cookies are single-use: cleared on the callback path.
    for (const name of [STATE_COOKIE, VERIFIER_COOKIE]) {
      const cleared = findCookie(res, name);
      expect(isCleared(cleared)).toBe(true);
      expect(cleared?.attributes.path).toBe("/api/auth/callback/oidc");
    }
    expect(await sessionCount()).toBe(before + 1);

    const user = await db().select().from(users).where(eq(users.email, email)).get();
    expect(user).toMatchObject({
      role: "client",
      firstName: "Nora",
      lastName: "Lindqvist",
      profileImageUrl: "https://images.example/nora.jpg",
    });
    const account = await db()
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, user?.id ?? 0))
      .get();
    expect(account).toMatchObject({ provider: "oidc", subject: `subject-${email}` });

    const me = await SELF.fetch(`${BASE}/api/auth/user`, {
      headers: { Cookie: `${SESSION_COOKIE}=${session?.value}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email, role: "client", firstName: "Nora" });
  });

  it('accepts email_verified true (and the string "true" some providers send)', async () => {
    for (const verified of [true, "true"]) {
      const email = uniqueEmail("verified");
      const before = await sessionCount();
      const res = await signInThroughProvider(claimsFor(email, { email_verified: verified }));
      expect(res.headers.get("Location")).toBe("/portal");
      expect(findCookie(res, SESSION_COOKIE)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await sessionCount()).toBe(before + 1);
      expect(await db().select().from(users).where(eq(users.email, email)).get()).toMatchObject({
        role: "client",
      });
    }
  });

  it("makes ADMIN_EMAILS addresses admin and sends them to /admin", async () => {
    const res = await signInThroughProvider(claimsFor("Owner@Studio.test", { sub: "owner-subject" }));
    expect(res.headers.get("Location")).toBe("/admin");
    const user = await db().select().from(users).where(eq(users.email, "owner@studio.test")).get();
    expect(user?.role).toBe("admin");
  });

  it("takes the admin role away at the next sign-in once the address leaves ADMIN_EMAILS", async () => {
    const email = uniqueEmail("former-admin");
    const claims = claimsFor(email, { sub: `subject-${email}` });
    // First sign-in while the address is listed (the same Worker, configured with it).
    const listed = { ...env, ADMIN_EMAILS: `owner@studio.test, ${email.toUpperCase()}` };
    const started = await startLogin();
    const url = await authorize(started, { claims });
    const ctx = createExecutionContext();
    const first = await app.fetch(
      new Request(url, {
        headers: { Cookie: cookieHeader(started.cookies), "CF-Connecting-IP": started.ip },
      }),
      listed,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(first.headers.get("Location")).toBe("/admin");
    const adminCookie = `${SESSION_COOKIE}=${findCookie(first, SESSION_COOKIE)?.value}`;
    expect((await db().select().from(users).where(eq(users.email, email)).get())?.role).toBe("admin");
    const asAdmin = await SELF.fetch(`${BASE}/api/admin/projects`, { headers: { Cookie: adminCookie } });
    expect(asAdmin.status).toBe(200);
    await asAdmin.body?.cancel();

    // The address is removed from ADMIN_EMAILS (the test Worker lists only owner@studio.test).
    const res = await signInThroughProvider(claims);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/portal");
    const user = await db().select().from(users).where(eq(users.email, email)).get();
    expect(user?.role).toBe("client");
    const cookie = `${SESSION_COOKIE}=${findCookie(res, SESSION_COOKIE)?.value}`;
    const me = await SELF.fetch(`${BASE}/api/auth/user`, { headers: { Cookie: cookie } });
    expect(await me.json()).toMatchObject({ email, role: "client" });
    // No admin API answers them any more, through the new session or the old one.
    for (const c of [cookie, adminCookie]) {
      const refused = await SELF.fetch(`${BASE}/api/admin/projects`, { headers: { Cookie: c } });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: "You do not have access to this." });
    }
  });

  it("returns to a same-site returnTo after signing in", async () => {
    const res = await signInThroughProvider(
      claimsFor(uniqueEmail("ret")),
      "provider=oidc&returnTo=%2Fportal%3Ftab%3Ddocuments",
    );
    expect(res.headers.get("Location")).toBe("/portal?tab=documents");
  });

  it("identifies a returning person by provider and subject, and updates their profile", async () => {
    const email = uniqueEmail("returning");
    await signInThroughProvider(claimsFor(email, { sub: "stable-subject-1" }));
    const newEmail = uniqueEmail("renamed");
    const res = await signInThroughProvider(
      claimsFor(newEmail, {
        sub: "stable-subject-1",
        given_name: "Nora-Marie",
        picture: "https://images.example/2.jpg",
      }),
    );
    expect(res.status).toBe(302);
    const rows = await db().select().from(users).where(eq(users.firstName, "Nora-Marie")).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: newEmail, profileImageUrl: "https://images.example/2.jpg" });
    expect(await db().select().from(users).where(eq(users.email, email)).get()).toBeUndefined();
  });

  it("links a first sign-in to the existing account with the same e-mail", async () => {
    const existing = await signIn("client", uniqueEmail("prereg"));
    const res = await signInThroughProvider(
      claimsFor(existing.email.toUpperCase(), { sub: "fresh-subject" }),
    );
    expect(res.headers.get("Location")).toBe("/portal");
    const accounts = await db()
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.subject, "fresh-subject"))
      .all();
    expect(accounts.map((a) => a.userId)).toEqual([existing.userId]);
  });

  it("keeps e-mail unique when a provider reports an address another account owns", async () => {
    const other = await signIn("client", uniqueEmail("owner-of-address"));
    await signInThroughProvider(claimsFor(uniqueEmail("original"), { sub: "subject-moving" }));
    const res = await signInThroughProvider(
      claimsFor(other.email, { sub: "subject-moving", given_name: "Moved" }),
    );
    expect(res.status).toBe(302);
    const moved = await db().select().from(users).where(eq(users.firstName, "Moved")).get();
    expect(moved?.email).not.toBe(other.email);
    expect(moved?.id).not.toBe(other.userId);
  });
});

describe("GET /api/auth/callback/oidc: every failure lands on /login and creates no session", () => {
  // Each case: what comes back to the callback instead of the provider's URL and the sign-in's cookies.
  it.each([
    {
      failure: "wrong state",
      back: (url: string) => {
        const wrong = new URL(url);
        wrong.searchParams.set("state", "A".repeat(43));
        return wrong.toString();
      },
      cookies: (all: ParsedCookie[]) => cookieHeader(all),
      message: SIGN_IN_ERRORS.stateMismatch,
    },
    {
      failure: "missing verifier cookie",
      back: (url: string) => url,
      cookies: (all: ParsedCookie[]) => cookieHeader(all.filter((c) => c.name !== VERIFIER_COOKIE)),
      message: SIGN_IN_ERRORS.expired,
    },
    {
      failure: "missing state cookie (expired or another browser)",
      back: (url: string) => url,
      cookies: () => "",
      message: SIGN_IN_ERRORS.expired,
    },
  ])("$failure", async ({ back, cookies, message }) => {
    const before = await sessionCount();
    const started = await startLogin();
    const url = await authorize(started, { claims: claimsFor(uniqueEmail("x")) });
    const res = await callback(back(url), cookies(started.cookies), started.ip);
    expectLoginError(res, message);
    expect(await sessionCount()).toBe(before);
  });

  it("replayed callback: the cookies are gone, and the provider refuses a used code anyway", async () => {
    const started = await startLogin();
    const url = await authorize(started, { claims: claimsFor(uniqueEmail("replay")) });
    const cookies = cookieHeader(started.cookies);
    const first = await callback(url, cookies, started.ip);
    expect(first.headers.get("Location")).toBe("/portal");
    const before = await sessionCount();

    // As a browser would replay it: the first callback cleared the flow cookies.
    const replay = await callback(url, "", started.ip);
    expectLoginError(replay, SIGN_IN_ERRORS.expired);
    // Replayed with the original cookies (captured): the provider rejects the used code.
    const captured = await callback(url, cookies, started.ip);
    expectLoginError(captured, SIGN_IN_ERRORS.exchangeFailed);
    expect(await sessionCount()).toBe(before);
  });

  it("provider error: the visitor cancelled (access_denied)", async () => {
    const before = await sessionCount();
    const started = await startLogin("provider=oidc&returnTo=/portal");
    const url = await authorize(started, { error: "access_denied" });
    const res = await callback(url, cookieHeader(started.cookies), started.ip);
    expectLoginError(res, SIGN_IN_ERRORS.cancelled);
    // Trying again from /login keeps the return address.
    expect(new URL(res.headers.get("Location") ?? "", BASE).searchParams.get("returnTo")).toBe("/portal");
    expect(isCleared(findCookie(res, STATE_COOKIE))).toBe(true);
    expect(await sessionCount()).toBe(before);
  });

  it("provider error: anything else", async () => {
    const started = await startLogin();
    const url = await authorize(started, { error: "server_error" });
    const res = await callback(url, cookieHeader(started.cookies), started.ip);
    expectLoginError(res, SIGN_IN_ERRORS.providerError);
  });

  it("a callback without code or state", async () => {
    const res = await callback(CALLBACK, "", nextIp());
    expectLoginError(res, SIGN_IN_ERRORS.incomplete);
  });

  it("a callback for an unknown provider", async () => {
    const res = await callback(`${BASE}/api/auth/callback/github?code=x&state=y`, "", nextIp());
    expectLoginError(res, SIGN_IN_ERRORS.unknownProvider);
  });

  const identityCases: [string, Record<string, unknown>, string][] = [
    ["an ID token for another client (aud)", { aud: "someone-else" }, SIGN_IN_ERRORS.invalidIdentity],
    [
      "an ID token from another issuer (iss)",
      { iss: "https://issuer.evil.example" },
      SIGN_IN_ERRORS.invalidIdentity,
    ],
    ["an expired ID token", { exp: Math.floor(Date.now() / 1000) - 3600 }, SIGN_IN_ERRORS.invalidIdentity],
    ["no e-mail claim", { email: undefined }, SIGN_IN_ERRORS.noEmail],
    ["an unverified e-mail", { email_verified: false }, SIGN_IN_ERRORS.unverifiedEmail],
    ["an unverified e-mail (the string false)", { email_verified: "false" }, SIGN_IN_ERRORS.unverifiedEmail],
    ["no email_verified claim", { email_verified: undefined }, SIGN_IN_ERRORS.unconfirmedEmail],
    ["a null email_verified claim", { email_verified: null }, SIGN_IN_ERRORS.unconfirmedEmail],
  ];
  for (const [name, override, message] of identityCases) {
    it(name, async () => {
      const before = await sessionCount();
      const email = uniqueEmail("claims");
      const res = await signInThroughProvider({ ...claimsFor(email), ...override });
      expectLoginError(res, message);
      expect(await sessionCount()).toBe(before);
      expect(await db().select().from(users).where(eq(users.email, email)).get()).toBeUndefined();
    });
  }

  it("a returning person whose provider stops confirming the address: refused, their account unchanged", async () => {
    const email = uniqueEmail("was-verified");
    const subject = `subject-unconfirmed-${email}`;
    expect((await signInThroughProvider(claimsFor(email, { sub: subject }))).status).toBe(302);
    const before = await sessionCount();
    const account = await db().select().from(users).where(eq(users.email, email)).get();
    // Same identity, now claiming another address without saying it is verified.
    const moved = uniqueEmail("unconfirmed-move");
    for (const override of [{ email_verified: undefined }, { email_verified: false }]) {
      const res = await signInThroughProvider(
        claimsFor(moved, { sub: subject, given_name: "Changed", ...override }),
      );
      expectLoginError(
        res,
        override.email_verified === false ? SIGN_IN_ERRORS.unverifiedEmail : SIGN_IN_ERRORS.unconfirmedEmail,
      );
    }
    expect(await sessionCount()).toBe(before);
    expect(
      await db()
        .select()
        .from(users)
        .where(eq(users.id, account?.id ?? 0))
        .get(),
    ).toEqual(account);
    expect(await db().select().from(users).where(eq(users.email, moved)).get()).toBeUndefined();
  });

  it("too many sign-in attempts from one address", async () => {
    const ip = nextIp();
    let last: Response | undefined;
    for (let i = 0; i < 31; i++) {
      last = await SELF.fetch(`${BASE}/api/login?provider=oidc`, {
        redirect: "manual",
        headers: { "CF-Connecting-IP": ip },
      });
    }
    expect(last).toBeDefined();
    if (last) expectLoginError(last, SIGN_IN_ERRORS.rateLimited);
  });
});

describe("Google", () => {
  const google = {
    ...env,
    GOOGLE_CLIENT_ID: "studio-client.apps.googleusercontent.com",
    GOOGLE_CLIENT_SECRET: "google-test-secret",
    // Another configuration is another deploy: its own edge-cache keys for /api/site.
    CF_VERSION_METADATA: { id: "google-config-test", tag: "", timestamp: "" },
  };

  async function fetchWith(bindings: typeof env, url: string, headers: Record<string, string> = {}) {
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(url, { headers: { "CF-Connecting-IP": nextIp(), ...headers } }),
      bindings,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return res;
  }

  it("GET /api/login?provider=google goes to Google with PKCE (S256), state and the exact redirect URI", async () => {
    const res = await fetchWith(google, `${BASE}/api/login?provider=google&returnTo=/portal`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("Location") ?? "");
    expect(location.origin).toBe("https://accounts.google.com");
    expect(location.pathname).toBe("/o/oauth2/v2/auth");
    const q = expectAuthorizeQuery(location, google.GOOGLE_CLIENT_ID, "google");
    // The secret never travels in the browser's URL.
    expect(location.toString()).not.toContain(google.GOOGLE_CLIENT_SECRET);
    const cookies = setCookies(res);
    expect(cookies.find((c) => c.name === STATE_COOKIE)?.value).toBe(q.get("state"));
    for (const name of [STATE_COOKIE, VERIFIER_COOKIE, RETURN_COOKIE]) {
      expect(cookies.find((c) => c.name === name)?.attributes).toMatchObject({
        path: "/api/auth/callback/google",
        httponly: "",
        secure: "",
      });
    }
  });

  it("is offered only when configured: without its keys provider=google is refused", async () => {
    const site = await fetchWith(google, `${BASE}/api/site`);
    const { features } = (await site.json()) as { features: { signInProviders: { id: string }[] } };
    expect(features.signInProviders.map((p) => p.id)).toContain("google");
    expectLoginError(
      await SELF.fetch(`${BASE}/api/login?provider=google`, { redirect: "manual" }),
      SIGN_IN_ERRORS.unknownProvider,
    );
    // With it configured, a callback without the flow cookies is "expired", not "unknown provider".
    const callbackRes = await fetchWith(google, `${BASE}/api/auth/callback/google?code=x&state=y`);
    expectLoginError(callbackRes, SIGN_IN_ERRORS.expired);
  });

  describe("ID token checks (readIdentity) with Google's issuers", () => {
    const clientId = "studio-client.apps.googleusercontent.com";
    const nowSeconds = 1_900_000_000;
    const b64 = (value: unknown) =>
      btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    const token = (claims: Record<string, unknown>) =>
      `${b64({ alg: "RS256", typ: "JWT" })}.${b64({
        iss: "https://accounts.google.com",
        aud: clientId,
        sub: "10769150350006150715113082367",
        email: "jane@gmail.com",
        email_verified: true,
        name: "Jane Q Doe",
        picture: "https://lh3.googleusercontent.com/a/photo",
        exp: nowSeconds + 3600,
        ...claims,
      })}.c2lnbmF0dXJl`;
    const read = (claims: Record<string, unknown>) =>
      readIdentity(token(claims), { issuers: GOOGLE_ISSUERS, clientId }, nowSeconds);
    const refusal = (claims: Record<string, unknown>) => {
      try {
        read(claims);
      } catch (err) {
        return err instanceof SignInError ? `${err.key}: ${err.detail ?? ""}` : String(err);
      }
      return "accepted";
    };

    it("accepts https://accounts.google.com and accounts.google.com, reading the profile", () => {
      expect(read({})).toEqual({
        subject: "10769150350006150715113082367",
        email: "jane@gmail.com",
        firstName: "Jane",
        lastName: "Q Doe",
        profileImageUrl: "https://lh3.googleusercontent.com/a/photo",
      });
      expect(read({ iss: "accounts.google.com" }).subject).toBe("10769150350006150715113082367");
    });

    it("refuses another issuer, audience or authorized party, an expired token and no subject", () => {
      expect(refusal({ iss: "https://accounts.google.com.evil.example" })).toBe(
        "invalidIdentity: issuer mismatch",
      );
      expect(refusal({ iss: "https://login.example" })).toBe("invalidIdentity: issuer mismatch");
      expect(refusal({ aud: "another-app.apps.googleusercontent.com" })).toBe(
        "invalidIdentity: audience mismatch",
      );
      expect(refusal({ aud: [clientId, "other"], azp: "other" })).toBe(
        "invalidIdentity: authorized party mismatch",
      );
      expect(refusal({ aud: [clientId, "other"], azp: clientId })).toBe("accepted");
      expect(refusal({ exp: nowSeconds - 3600 })).toBe("invalidIdentity: expired ID token");
      expect(refusal({ sub: "" })).toBe("invalidIdentity: no subject");
      expect(refusal({ email_verified: false })).toBe("unverifiedEmail: ");
      // Google's tokens carry email_verified; one without it is refused, like any provider's.
      expect(refusal({ email_verified: undefined })).toBe("unconfirmedEmail: ");
      expect(refusal({ email_verified: "true" })).toBe("accepted");
      expect(refusal({ email_verified: true })).toBe("accepted");
    });
  });
});
