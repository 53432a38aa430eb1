/**
 * GET /api/admin/today: the admin's Today view (issue 28), what waits for the studio across every
 * project (src/shared/today.ts). Admin only (route policy and requireAdmin); HTTP only, the
 * reading is in ./queries.ts. Mounted by worker/index.ts alone.
 */
import { Hono } from "hono";
import type { Today } from "../../src/shared/today";
import { requireAdmin } from "../auth/guards";
import { clockNow } from "../lib/clock";
import type { AppEnv } from "../types";
import { loadToday } from "./queries";

export const todayRouter = new Hono<AppEnv>();

todayRouter.get("/", requireAdmin, async (c) => {
  // The Worker's clock (the real one, moved only by the local test clock: worker/lib/clock.ts), so
  // browser tests see a request stall and a week's news leave without waiting days.
  return c.json((await loadToday(c.get("db"), clockNow())) satisfies Today);
});
