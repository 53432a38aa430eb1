import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../types";

/**
 * A feature router whose routes under `paths` all pass `guard` first (requireAdmin,
 * privateResponses): the guard is declared once, where the router is made, so no route of those
 * paths can be added before it. Paths are relative to where worker/index.ts mounts the router.
 */
export function guardedRouter(guard: MiddlewareHandler<AppEnv>, paths: readonly string[]): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  for (const path of paths) router.use(path, guard);
  return router;
}
