/**
 * What a service needs from the world (issue 27): the database, the bindings, the validated
 * config, the time, and a way to let work finish after the response. Routers build one from their
 * request with depsOf (worker/http/deps.ts); the scheduled jobs (worker/cron.ts) build one from
 * their bindings with scheduledDeps. Services, queries and notify/storage helpers take a Deps (or
 * just the pieces they use, often only `db`) and never see Hono's request context: only the
 * features' routers (router.ts, router-*.ts), worker/http/, worker/auth/ and worker/index.ts
 * import hono (checked by `npm run lint`, .dependency-cruiser.cjs).
 */
import type { Bindings, Config } from "./env";
import type { Db } from "./types";

export type Deps = {
  db: Db;
  env: Bindings;
  config: Config;
  /**
   * The origin the work was asked from: the request's (links to this Worker's own file routes,
   * the local-only checks), or APP_URL's origin for scheduled work.
   */
  origin: string;
  /** The time services stamp rows and e-mails with (the real clock). */
  now: () => Date;
  /** Lets a promise (an e-mail's delivery) finish after the response or the scheduled run. */
  waitUntil: (promise: Promise<unknown>) => void;
};

/**
 * The Deps of scheduled work (no request): links and checks use APP_URL's origin, and every
 * promise handed to waitUntil is collected into `pending`, which the caller awaits before the run
 * ends.
 */
export function scheduledDeps(env: Bindings, config: Config, db: Db, pending: Promise<unknown>[]): Deps {
  return {
    db,
    env,
    config,
    origin: config.appOrigin,
    now: () => new Date(),
    waitUntil: (promise) => void pending.push(promise),
  };
}
