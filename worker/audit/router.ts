/**
 * GET /api/admin/audit?page=&entityType=&q=&pageSize=: the audit trail for the admin's Activity tab, newest
 * first, AUDIT_PAGE_SIZE entries a page. Admin only; entries are written by each admin change in
 * the same batch (worker/audit/queries.ts).
 */
import { Hono } from "hono";
import { AUDIT_PAGE_SIZE, auditQuerySchema } from "../../src/shared/audit";
import { requireAdmin } from "../auth/guards";
import { listQuerySchema, pagingOf } from "../http/list-query";
import { validate } from "../http/validate";
import type { AppEnv } from "../types";
import { listAudit } from "./queries";

export const adminAuditRouter = new Hono<AppEnv>();

// Already paged (its answer keeps its shape: entries, page, pageSize, total); issue 28 adds the
// shared parser's optional `q` (search) and `pageSize` (AUDIT_PAGE_SIZE when absent).
const listQuery = listQuerySchema(auditQuerySchema.shape);

adminAuditRouter.get("/", requireAdmin, validate("query", listQuery), async (c) => {
  const { entityType, ...paging } = c.req.valid("query");
  const { page, pageSize, q } = pagingOf({ ...paging, pageSize: paging.pageSize ?? AUDIT_PAGE_SIZE });
  return c.json(
    await listAudit(c.get("db"), {
      page,
      pageSize,
      ...(entityType ? { entityType } : {}),
      ...(q ? { q } : {}),
    }),
  );
});
