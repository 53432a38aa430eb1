import { createMiddleware } from "hono/factory";
import { createDb } from "../db/client";
import { readConfig } from "../env";
import type { AppEnv } from "../types";

/** Puts the validated config and the Drizzle client on the context; the user starts as null. */
export const withContext = createMiddleware<AppEnv>(async (c, next) => {
  c.set("config", readConfig(c.env));
  c.set("db", createDb(c.env.DB));
  c.set("user", null);
  c.set("sessionId", null);
  await next();
});
