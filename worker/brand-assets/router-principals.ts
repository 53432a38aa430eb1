/**
 * PUT /api/admin/principals/{slot} (issue 28): the studio edits a founding principal's name, role
 * and line on Brand Assets, beside the portrait slot of the same name. The public About page reads
 * them from GET /api/site `principals` (inlined into its HTML too); the table's triggers bump the
 * site's cache version, so the edge-cached About page and /api/site change at once.
 */
import { Hono } from "hono";
import { PRINCIPAL_SLOTS, principalTextSchema } from "../../src/shared/brand-assets";
import { currentUser, requireAdmin } from "../auth/guards";
import { notFound } from "../http/errors";
import { validate } from "../http/validate";
import type { AppEnv } from "../types";
import { savePrincipal } from "./queries";

export const principalsRouter = new Hono<AppEnv>();

const SLOTS = new Set<string>(PRINCIPAL_SLOTS);

principalsRouter.put("/:slot", requireAdmin, validate("json", principalTextSchema), async (c) => {
  const slot = c.req.param("slot");
  if (!SLOTS.has(slot)) throw notFound("Unknown principal.");
  return c.json(await savePrincipal(c.get("db"), slot, c.req.valid("json"), currentUser(c)));
});
