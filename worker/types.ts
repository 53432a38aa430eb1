import type { DrizzleD1Database } from "drizzle-orm/d1";
import type * as schema from "./db/schema";
import type { Bindings, Config } from "./env";

export type Db = DrizzleD1Database<typeof schema>;

export type SessionUser = Pick<
  schema.User,
  "id" | "email" | "firstName" | "lastName" | "role" | "profileImageUrl"
>;

/** The one app type: bindings and the per-request variables every router can rely on. */
export type AppEnv = {
  Bindings: Bindings;
  Variables: {
    db: Db;
    config: Config;
    /** Set by the session middleware; null when signed out. */
    user: SessionUser | null;
    sessionId: string | null;
  };
};
