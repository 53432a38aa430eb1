/** GET /api/admin/users: users for the admin's pickers (SPEC section 7); ?role=client filters. */
import { Hono } from "hono";
import { z } from "zod";
import { ROLES } from "../../src/shared/auth";
import { requireAdmin } from "../auth/guards";
import { validate } from "../http/validate";
import type { AppEnv } from "../types";
import { listUsers } from "./queries-users";

export const adminUsersRouter = new Hono<AppEnv>();

const querySchema = z.object({
  role: z.enum(ROLES, { error: "Role must be admin or client." }).optional(),
});

adminUsersRouter.get("/", requireAdmin, validate("query", querySchema), async (c) => {
  const { role } = c.req.valid("query");
  return c.json(await listUsers(c.get("db"), role));
});
