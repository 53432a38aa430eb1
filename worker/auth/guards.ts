/**
 * Guards that read like the rule. They run before validation, so a caller who may not use a
 * route learns nothing from its validation messages.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { forbidden, unauthorized } from "../http/errors";
import type { AppEnv, SessionUser } from "../types";

/** Role admin: 401 when signed out, 403 for anyone else. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get("user");
  if (!user) throw unauthorized();
  if (user.role !== "admin") throw forbidden();
  await next();
});

/** Role client (admins are sent to their own dashboard by the SPA; the API refuses them here). */
export const requireClient = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get("user");
  if (!user) throw unauthorized();
  if (user.role !== "client") throw forbidden();
  await next();
});

/** The signed-in user, for handlers behind a guard. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return user;
}
