/**
 * The admin's Setup panel (admin only):
 *   GET /api/admin/health       each piece of configuration: ok / missing / local / error, and what to do
 *   GET /api/admin/outbox       the newest e-mails kept in the outbox (not sent, or refused)
 *   GET /api/admin/outbox/:id   one kept message with its text
 */
import { Hono } from "hono";
import { z } from "zod";
import type { PagedList } from "../../src/shared/list";
import { OUTBOX_PAGE_SIZE, OUTBOX_STATUSES, type OutboxMessageSummary } from "../../src/shared/setup";
import { requireAdmin } from "../auth/guards";
import { depsOf } from "../http/deps";
import { notFound } from "../http/errors";
import { isPaged, listQuerySchema, pagingOf } from "../http/list-query";
import { parseId } from "../http/params";
import { validate } from "../http/validate";
import { getOutboxMessage, listOutbox, pageOutbox } from "../notify/queries-outbox";
import type { AppEnv } from "../types";
import { adminHealth } from "./health";

export const adminSetupRouter = new Hono<AppEnv>();

const MESSAGE_NOT_FOUND = "Message not found.";

adminSetupRouter.get("/health", requireAdmin, async (c) => {
  // Checked live (the bucket's CORS rule is read from R2 on each call): never cached.
  c.header("Cache-Control", "no-store");
  return c.json(await adminHealth(depsOf(c)));
});

// The paging fields and filters (issue 28) are optional: without page, pageSize or q the answer
// is the old one, the newest OUTBOX_PAGE_SIZE and the total.
const outboxQuery = listQuerySchema({
  status: z.enum(OUTBOX_STATUSES, { error: "Unknown e-mail status." }).optional(),
  kind: z
    .string()
    .trim()
    .regex(/^[a-z][a-z-]{0,39}$/, "Unknown kind of e-mail.")
    .optional(),
});

adminSetupRouter.get("/outbox", requireAdmin, validate("query", outboxQuery), async (c) => {
  const query = c.req.valid("query");
  const db = c.get("db");
  if (!isPaged(c.req.query())) return c.json(await listOutbox(db, OUTBOX_PAGE_SIZE));
  const { page, pageSize, offset, q } = pagingOf(query);
  const { items, total } = await pageOutbox(db, {
    limit: pageSize,
    offset,
    ...(query.status ? { status: query.status } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
    ...(q ? { q } : {}),
  });
  return c.json({ items, total, page, pageSize } satisfies PagedList<OutboxMessageSummary>);
});

adminSetupRouter.get("/outbox/:id", requireAdmin, async (c) => {
  const id = parseId(c.req.param("id"), MESSAGE_NOT_FOUND);
  const message = await getOutboxMessage(c.get("db"), id);
  if (!message) throw notFound(MESSAGE_NOT_FOUND);
  return c.json(message);
});
