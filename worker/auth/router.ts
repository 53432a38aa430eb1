/**
 * Sign-in, sign-out and the current user. The OAuth/OIDC flow (arctic, PKCE + state) lives in
 * worker/auth/oauth.ts; this router exposes it and the local sign-in used in development/tests.
 */
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { homeForRole } from "../../src/shared/auth";
import { devClockSchema, devLoginSchema } from "../../src/shared/dev-login";
import { notFound, unauthorized } from "../http/errors";
import { validate } from "../http/validate";
import { clockNow, moveLocalClock } from "../lib/clock";
import type { AppEnv } from "../types";
import { devLoginAllowed } from "./dev-login";
import { finishSignIn, startSignIn } from "./oauth";
import { upsertSignedInUser } from "./queries-users";
import { createSession, destroySession } from "./session";

export const authRouter = new Hono<AppEnv>();

/** The local routes' gate (see devLoginAllowed): elsewhere a plain 404, indistinguishable from no route. */
const devOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!devLoginAllowed(c.get("config"), c.req.url)) throw notFound();
  await next();
});

authRouter.get("/auth/user", (c) => {
  const user = c.get("user");
  if (!user) throw unauthorized("Unauthorized");
  return c.json(user);
});

/** Full-page navigation: starts the OAuth / OpenID Connect flow (worker/auth/oauth.ts). */
authRouter.get("/login", (c) => startSignIn(c));

/** The provider sends the browser back here; failures land on /login with a readable message. */
authRouter.get("/auth/callback/:provider", (c) => finishSignIn(c));

authRouter.get("/logout", async (c) => {
  await destroySession(c);
  // The token-portal flag lives in sessionStorage; the SPA clears it when it sees ?signedOut=1.
  return c.redirect("/?signedOut=1", 302);
});

/** Local sign-in (see devLoginAllowed; otherwise a plain 404, indistinguishable from no route). */
authRouter.post("/dev/login", devOnly, validate("json", devLoginSchema), async (c) => {
  const input = c.req.valid("json");
  const config = c.get("config");
  const user = await upsertSignedInUser(
    c.get("db"),
    {
      email: input.email,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      role: input.role,
    },
    config.adminEmails,
  );
  await createSession(c, user.id, { provider: "dev" });
  return c.json({
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      profileImageUrl: user.profileImageUrl,
    },
    redirectTo: homeForRole(user.role),
  });
});

/**
 * The local test clock (worker/lib/clock.ts): under the same rule as the local sign-in, and a
 * plain 404 anywhere else. Answers the offset and the time the Worker now checks expiries against.
 */
authRouter.post("/dev/clock", devOnly, validate("json", devClockSchema), (c) => {
  const input = c.req.valid("json");
  const offsetMs = moveLocalClock("reset" in input ? null : input.advanceSeconds * 1000);
  return c.json({ offsetSeconds: offsetMs / 1000, now: new Date(clockNow()).toISOString() });
});
