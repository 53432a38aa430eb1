import type { Context } from "hono";
import type { Deps } from "../deps";
import type { AppEnv } from "../types";

/** A request's Deps (worker/deps.ts): what routers hand to the services they call. */
export function depsOf(c: Context<AppEnv>): Deps {
  return {
    db: c.get("db"),
    env: c.env,
    config: c.get("config"),
    origin: new URL(c.req.url).origin,
    now: () => new Date(),
    waitUntil: (promise) => {
      try {
        c.executionCtx.waitUntil(promise);
      } catch {
        // No execution context (called outside a request): the promise still runs on its own.
      }
    },
  };
}
