import { createDb } from "./db/client";
import { deleteExpiredSessions } from "./auth/session";
import type { Bindings } from "./env";

/** The scheduled clean-up: expired sessions now; upload reservations and orphans later. */
export async function runScheduled(env: Bindings, scheduledTime: number): Promise<void> {
  const db = createDb(env.DB);
  await deleteExpiredSessions(db, scheduledTime);
}
