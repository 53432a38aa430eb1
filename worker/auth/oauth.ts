/**
 * Sign-in through OAuth 2.0 / OpenID Connect (authorization-code flow with PKCE S256 and state),
 * built on arctic. Two kinds of provider, each enabled by its configuration (see providers.ts):
 * Google, and any standard OpenID Connect issuer whose endpoints come from its discovery document.
 *
 * The flow keeps its secrets (state, code verifier, return address) in short-lived HttpOnly cookies
 * scoped to the provider's callback path and cleared after use, so a callback can be completed only
 * once, by the browser that started it. See docs/decisions/0004-sessions-and-sign-in.md.
 */
import {
  CodeChallengeMethod,
  decodeIdToken,
  Google,
  generateCodeVerifier,
  generateState,
  OAuth2Client,
  type OAuth2Tokens,
} from "arctic";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { homeForRole, SIGN_IN_ERRORS, type SignInErrorKey, safeReturnTo } from "../../src/shared/auth";
import type { Config } from "../env";
import { ApiError } from "../http/errors";
import { enforceRateLimit } from "../http/rate-limit";
import type { AppEnv } from "../types";
import { enabledProviders } from "./providers";
import { signInWithOAuthIdentity } from "./queries-users";
import { createSession } from "./session";

export const PROVIDER_IDS = ["google", "oidc"] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

export const SIGN_IN_SCOPES = ["openid", "email", "profile"];
/** Lifetime of the state / verifier / returnTo cookies: long enough to sign in, short enough to expire. */
export const FLOW_COOKIE_MAX_AGE = 10 * 60;
/** `__Secure-` forces the Secure attribute; `__Host-` is impossible because the path is narrowed. */
export const STATE_COOKIE = "__Secure-layered_oauth_state";
export const VERIFIER_COOKIE = "__Secure-layered_oauth_verifier";
export const RETURN_COOKIE = "__Secure-layered_oauth_return";

/** Per IP, for the start and for the callback separately. */
export const SIGN_IN_START_LIMIT = { name: "sign-in-start", limit: 30, windowSeconds: 600 };
export const SIGN_IN_CALLBACK_LIMIT = { name: "sign-in-callback", limit: 30, windowSeconds: 600 };

/** The `iss` values Google documents for its ID tokens. */
export const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];
/** Clock skew tolerated when checking an ID token's expiry. */
const CLOCK_SKEW_SECONDS = 120;
/** Discovery documents change rarely; re-read them now and then so configuration changes apply. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

export function isProviderId(value: string | undefined): value is ProviderId {
  return (PROVIDER_IDS as readonly string[]).includes(value ?? "");
}

export function callbackPath(provider: ProviderId): string {
  return `/api/auth/callback/${provider}`;
}

/** The exact redirect URI registered at the provider: `${APP_URL}/api/auth/callback/<provider>`. */
export function redirectUri(config: Config, provider: ProviderId): string {
  return `${config.appOrigin}${callbackPath(provider)}`;
}

/** A failure the visitor should read on /login; the key selects one of SIGN_IN_ERRORS. */
export class SignInError extends Error {
  constructor(
    readonly key: SignInErrorKey,
    readonly detail?: string,
  ) {
    super(SIGN_IN_ERRORS[key]);
  }
}

// ---------------------------------------------------------------------------------------------
// Providers
// ---------------------------------------------------------------------------------------------

type OidcDiscovery = { issuer: string; authorization_endpoint: string; token_endpoint: string };

const discoveryCache = new Map<string, { at: number; doc: Promise<OidcDiscovery> }>();

function trimSlash(value: string): string {
  return value.replace(/\/+$/, "");
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

async function fetchDiscovery(issuer: string): Promise<OidcDiscovery> {
  const res = await fetch(`${trimSlash(issuer)}/.well-known/openid-configuration`, {
    headers: { Accept: "application/json" },
  });
  if (!res.ok) throw new SignInError("unavailable", `discovery answered ${res.status}`);
  const doc = (await res.json()) as Record<string, unknown>;
  // OIDC Discovery 4.3: the document's issuer must be the one we asked for.
  if (typeof doc.issuer !== "string" || trimSlash(doc.issuer) !== trimSlash(issuer)) {
    throw new SignInError("unavailable", "discovery issuer mismatch");
  }
  if (!isHttpUrl(doc.authorization_endpoint) || !isHttpUrl(doc.token_endpoint)) {
    throw new SignInError("unavailable", "discovery endpoints missing");
  }
  return {
    issuer: doc.issuer,
    authorization_endpoint: doc.authorization_endpoint,
    token_endpoint: doc.token_endpoint,
  };
}

/** The issuer's discovery document, cached per isolate (a failed read is not cached). */
export function discover(issuer: string, at = Date.now()): Promise<OidcDiscovery> {
  const cached = discoveryCache.get(issuer);
  if (cached && at - cached.at < DISCOVERY_TTL_MS) return cached.doc;
  const doc = fetchDiscovery(issuer);
  discoveryCache.set(issuer, { at, doc });
  doc.catch(() => {
    if (discoveryCache.get(issuer)?.doc === doc) discoveryCache.delete(issuer);
  });
  return doc;
}

type ProviderFlow = {
  id: ProviderId;
  clientId: string;
  createAuthorizationURL(state: string, codeVerifier: string): Promise<URL>;
  validateAuthorizationCode(code: string, codeVerifier: string): Promise<OAuth2Tokens>;
  /** Accepted values of the ID token's `iss`. */
  issuers(): Promise<string[]>;
};

function providerFlow(config: Config, id: ProviderId): ProviderFlow | null {
  if (!enabledProviders(config).some((p) => p.id === id)) return null;
  if (id === "google" && config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    const google = new Google(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET, redirectUri(config, id));
    return {
      id,
      clientId: config.GOOGLE_CLIENT_ID,
      createAuthorizationURL: async (state, verifier) =>
        google.createAuthorizationURL(state, verifier, SIGN_IN_SCOPES),
      validateAuthorizationCode: (code, verifier) => google.validateAuthorizationCode(code, verifier),
      issuers: async () => GOOGLE_ISSUERS,
    };
  }
  const issuer = config.OIDC_ISSUER;
  if (id === "oidc" && issuer && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET) {
    const client = new OAuth2Client(
      config.OIDC_CLIENT_ID,
      config.OIDC_CLIENT_SECRET,
      redirectUri(config, id),
    );
    return {
      id,
      clientId: config.OIDC_CLIENT_ID,
      createAuthorizationURL: async (state, verifier) => {
        const doc = await discover(issuer);
        return client.createAuthorizationURLWithPKCE(
          doc.authorization_endpoint,
          state,
          CodeChallengeMethod.S256,
          verifier,
          SIGN_IN_SCOPES,
        );
      },
      validateAuthorizationCode: async (code, verifier) => {
        const doc = await discover(issuer);
        return client.validateAuthorizationCode(doc.token_endpoint, code, verifier);
      },
      issuers: async () => [(await discover(issuer)).issuer],
    };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// ID token claims
// ---------------------------------------------------------------------------------------------

export type Identity = {
  subject: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

function claimString(claims: Record<string, unknown>, key: string, max = 200): string | null {
  const value = claims[key];
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed.slice(0, max);
}

/**
 * Reads and checks the ID token's claims. The token came straight from the token endpoint over
 * TLS in exchange for our code and verifier, so (OIDC Core 3.1.3.7) its signature need not be
 * verified; issuer, audience and expiry still are.
 */
export function readIdentity(
  idToken: string,
  expected: { issuers: string[]; clientId: string },
  nowSeconds = Math.floor(Date.now() / 1000),
): Identity {
  let claims: Record<string, unknown>;
  try {
    claims = decodeIdToken(idToken) as Record<string, unknown>;
  } catch {
    throw new SignInError("invalidIdentity", "undecodable ID token");
  }
  const iss = claims.iss;
  if (typeof iss !== "string" || !expected.issuers.map(trimSlash).includes(trimSlash(iss))) {
    throw new SignInError("invalidIdentity", "issuer mismatch");
  }
  const aud = claims.aud;
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (!audiences.includes(expected.clientId)) throw new SignInError("invalidIdentity", "audience mismatch");
  if (audiences.length > 1 && claims.azp !== expected.clientId) {
    throw new SignInError("invalidIdentity", "authorized party mismatch");
  }
  if (typeof claims.exp !== "number" || claims.exp + CLOCK_SKEW_SECONDS < nowSeconds) {
    throw new SignInError("invalidIdentity", "expired ID token");
  }
  const subject = claimString(claims, "sub", 255);
  if (!subject) throw new SignInError("invalidIdentity", "no subject");

  const email = claimString(claims, "email", 254);
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) throw new SignInError("noEmail");
  // The address decides who someone is here (an invitation, a proposal to sign, the admin role,
  // the account a new identity links to), so the provider must say it verified it: true (or the
  // string "true", as some providers send it). Missing or anything else is refused. Google's ID
  // tokens always carry the claim; an OIDC provider that omits it cannot be used to sign in.
  if (
    !("email_verified" in claims) ||
    claims.email_verified === undefined ||
    claims.email_verified === null
  ) {
    throw new SignInError("unconfirmedEmail");
  }
  if (claims.email_verified !== true && claims.email_verified !== "true") {
    throw new SignInError("unverifiedEmail");
  }

  let firstName = claimString(claims, "given_name", 100);
  let lastName = claimString(claims, "family_name", 100);
  const fullName = claimString(claims, "name", 200);
  if (!firstName && fullName) {
    const [first, ...rest] = fullName.split(/\s+/);
    firstName = first ?? null;
    lastName = lastName ?? (rest.length > 0 ? rest.join(" ") : null);
  }
  const picture = claimString(claims, "picture", 1000);
  return {
    subject,
    email,
    firstName,
    lastName,
    profileImageUrl: picture && isHttpUrl(picture) ? picture : null,
  };
}

// ---------------------------------------------------------------------------------------------
// The flow
// ---------------------------------------------------------------------------------------------

function flowCookieOptions(provider: ProviderId) {
  return {
    path: callbackPath(provider),
    secure: true,
    httpOnly: true,
    sameSite: "Lax" as const,
    maxAge: FLOW_COOKIE_MAX_AGE,
  };
}

/** /login with a readable message (and the return address, so that trying again keeps it). */
export function loginErrorUrl(key: SignInErrorKey, returnTo?: string | null): string {
  const params = new URLSearchParams({ error: SIGN_IN_ERRORS[key] });
  if (returnTo) params.set("returnTo", returnTo);
  return `/login?${params.toString()}`;
}

async function rateLimited(c: Context<AppEnv>, limit: typeof SIGN_IN_START_LIMIT): Promise<boolean> {
  try {
    await enforceRateLimit(c, limit);
    return false;
  } catch (err) {
    if (err instanceof ApiError && err.status === 429) return true;
    throw err;
  }
}

/** Constant-time comparison of two strings (the state from the URL and the one in the cookie). */
export function constantTimeEqual(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  // The length of a state is not secret (it is always 43 characters); its content is.
  if (x.length !== y.length) return false;
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

/** GET /api/login?provider=&returnTo=: sends the browser to the provider. */
export async function startSignIn(c: Context<AppEnv>): Promise<Response> {
  const returnTo = safeReturnTo(c.req.query("returnTo"));
  if (await rateLimited(c, SIGN_IN_START_LIMIT))
    return c.redirect(loginErrorUrl("rateLimited", returnTo), 302);

  const config = c.get("config");
  const enabled = enabledProviders(config);
  if (enabled.length === 0) return c.redirect(loginErrorUrl("notConfigured", returnTo), 302);

  const requested = c.req.query("provider");
  let id: string | undefined = requested;
  if (!requested) {
    const only = enabled.length === 1 ? enabled[0] : undefined;
    if (!only) {
      // Several providers: let the visitor choose on /login.
      return c.redirect(returnTo ? `/login?${new URLSearchParams({ returnTo })}` : "/login", 302);
    }
    id = only.id;
  }
  const flow = isProviderId(id) ? providerFlow(config, id) : null;
  if (!flow) return c.redirect(loginErrorUrl("unknownProvider", returnTo), 302);

  const state = generateState();
  const verifier = generateCodeVerifier();
  let url: URL;
  try {
    url = await flow.createAuthorizationURL(state, verifier);
  } catch (err) {
    console.error("Sign-in could not start", flow.id, err instanceof Error ? err.message : "unknown error");
    return c.redirect(loginErrorUrl("unavailable", returnTo), 302);
  }
  const options = flowCookieOptions(flow.id);
  setCookie(c, STATE_COOKIE, state, options);
  setCookie(c, VERIFIER_COOKIE, verifier, options);
  if (returnTo) setCookie(c, RETURN_COOKIE, returnTo, options);
  else deleteCookie(c, RETURN_COOKIE, { path: options.path, secure: true });
  return c.redirect(url.toString(), 302);
}

function providerErrorKey(error: string): SignInErrorKey {
  return error === "access_denied" || error === "consent_required" || error === "login_required"
    ? "cancelled"
    : "providerError";
}

/**
 * GET /api/auth/callback/:provider: checks state and verifier, exchanges the code, reads the
 * identity, signs the user in and sends them home (or back where they came from). Every failure
 * lands on /login with a readable message and creates no session.
 */
export async function finishSignIn(c: Context<AppEnv>): Promise<Response> {
  const providerParam = c.req.param("provider");
  const id = isProviderId(providerParam) ? providerParam : null;
  // Read the flow cookies once and clear them whatever happens: a callback is single-use.
  const storedState = id ? getCookie(c, STATE_COOKIE) : undefined;
  const verifier = id ? getCookie(c, VERIFIER_COOKIE) : undefined;
  const returnTo = id ? safeReturnTo(getCookie(c, RETURN_COOKIE)) : null;
  if (id) {
    for (const name of [STATE_COOKIE, VERIFIER_COOKIE, RETURN_COOKIE]) {
      if (getCookie(c, name) !== undefined) deleteCookie(c, name, { path: callbackPath(id), secure: true });
    }
  }
  const fail = (key: SignInErrorKey) => c.redirect(loginErrorUrl(key, returnTo), 302);

  if (await rateLimited(c, SIGN_IN_CALLBACK_LIMIT)) return fail("rateLimited");
  const flow = id ? providerFlow(c.get("config"), id) : null;
  if (!flow) return fail("unknownProvider");

  const providerError = c.req.query("error");
  if (providerError) return fail(providerErrorKey(providerError));
  const code = c.req.query("code");
  const state = c.req.query("state");
  if (!code || !state) return fail("incomplete");
  if (!storedState || !verifier) return fail("expired");
  if (!constantTimeEqual(state, storedState)) return fail("stateMismatch");

  try {
    let tokens: OAuth2Tokens;
    try {
      tokens = await flow.validateAuthorizationCode(code, verifier);
    } catch (err) {
      if (err instanceof SignInError) throw err;
      throw new SignInError("exchangeFailed", err instanceof Error ? err.name : "unknown");
    }
    let idToken: string;
    try {
      idToken = tokens.idToken();
    } catch {
      throw new SignInError("invalidIdentity", "no ID token");
    }
    const identity = readIdentity(idToken, { issuers: await flow.issuers(), clientId: flow.clientId });
    const config = c.get("config");
    const user = await signInWithOAuthIdentity(
      c.get("db"),
      { provider: flow.id, ...identity },
      config.adminEmails,
    );
    await createSession(c, user.id, { provider: flow.id });
    return c.redirect(returnTo ?? homeForRole(user.role), 302);
  } catch (err) {
    if (err instanceof SignInError) {
      // Logged without tokens, codes or e-mail addresses.
      console.warn("Sign-in failed", flow.id, err.key, err.detail ?? "");
      return fail(err.key);
    }
    console.error("Sign-in failed unexpectedly", flow.id, err instanceof Error ? err.name : "unknown");
    return fail("generic");
  }
}
