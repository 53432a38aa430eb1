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
export type DevLoginInput = z.infer<typeof devLoginSchema>;
