/**
 * Deny by default, at run time: the access class of worker/http/route-policy.ts is enforced for
 * every /api route before its own code runs. A route that is registered but not classified
 * answers 404 (as if it did not exist); admin routes answer 401 signed out and 403 to a client;
 * client routes 401 signed out and 403 to an admin (unless `adminToo`); self routes 401 signed
 * out. Public, token, dev and webhook routes authorize themselves (or need nothing) and pass.
 *
 * The routes keep their own guards (requireAdmin, requireClient, the portal's access checks):
 * this is the second lock, so a route that forgets its guard is still closed. It runs after the
 * session middleware (it needs the user) and before any router.
 */
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "../types";
import { forbidden, notFound, unauthorized } from "./errors";
import { findRoutePolicy, type RoutePolicy } from "./route-policy";

/** Hono's method of `use` middleware (and of `all` routes, which this app does not register). */
const ANY_METHOD = "ALL";

/**
 * The route that will answer: the first matched handler after this middleware that belongs to a
 * method route (middleware registered with `use` matches every method and is skipped).
 */
function answeringRoute(
  routes: ReturnType<typeof matchedRoutes>,
  from: number,
): { method: string; path: string } | null {
  for (let i = from + 1; i < routes.length; i++) {
    const route = routes[i];
    if (route && route.method !== ANY_METHOD) return { method: route.method, path: route.path };
  }
  return null;
}

/** The refusal the policy's class requires for this user, or null when the route may run. */
export function accessRefusal(
  policy: RoutePolicy,
  user: { role: string } | null,
): ReturnType<typeof unauthorized> | null {
  switch (policy.access) {
    case "admin":
      if (!user) return unauthorized();
      return user.role === "admin" ? null : forbidden();
    case "client":
      if (!user) return unauthorized();
      if (user.role === "client") return null;
      return user.role === "admin" && policy.adminToo ? null : forbidden();
    case "self":
      // The auth call's own wording: SPEC section 7 reads a 401 "Unauthorized" as signed out.
      return user ? null : unauthorized("Unauthorized");
    case "public":
    case "token":
    case "dev":
    case "webhook":
      return null;
  }
}

export const routeAccess = createMiddleware<AppEnv>(async (c, next) => {
  const route = answeringRoute(matchedRoutes(c), c.req.routeIndex);
  // Nothing registered for this method and path: the app's JSON 404 answers it.
  if (!route) return next();
  const policy = findRoutePolicy(route.method, route.path);
  if (!policy) {
    console.error("Route without an access class (worker/http/route-policy.ts)", route.method, route.path);
    throw notFound();
  }
  const refusal = accessRefusal(policy, c.get("user"));
  if (refusal) throw refusal;
  return next();
});
