/**
 * The local sign-in form's schema (POST /api/dev/login). Kept apart from shared/auth.ts, which the
 * SPA's route guards import on every page: zod is 24 KB of gzip JavaScript the public pages' first
 * load does not need.
 */
import { z } from "zod";
import { ROLES } from "./auth";

export const devLoginSchema = z.object({
  email: z.email({ message: "Please enter a valid email address" }).max(254),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
});

/**
 * The local test clock (POST /api/dev/clock, worker/lib/clock.ts): moves the time the Worker checks
 * expiries against by `advanceSeconds` (up to a year either way), or back to the real time with
 * `reset: true`. Local only, like the sign-in above.
 */
export const devClockSchema = z.union([
  z.object({ advanceSeconds: z.number().int().min(-31_536_000).max(31_536_000) }).strict(),
  z.object({ reset: z.literal(true) }).strict(),
]);
