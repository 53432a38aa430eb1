/**
 * GET /api/admin/audit?page=&entityType=: the audit trail for the admin's Activity tab, newest
 * first, AUDIT_PAGE_SIZE entries a page. Admin only; entries are written by each admin change in
 * the same batch (worker/audit/queries.ts).
 */
import { Hono } from "hono";
import { AUDIT_PAGE_SIZE, auditQuerySchema } from "../../src/shared/audit";
import { requireAdmin } from "../auth/guards";
import { validate } from "../http/validate";
import type { AppEnv } from "../types";
import { listAudit } from "./queries";

export const adminAuditRouter = new Hono<AppEnv>();

adminAuditRouter.get("/admin/audit", requireAdmin, validate("query", auditQuerySchema), async (c) => {
  const { page = 1, entityType } = c.req.valid("query");
  return c.json(await listAudit(c.get("db"), { page, pageSize: AUDIT_PAGE_SIZE, entityType }));
});
