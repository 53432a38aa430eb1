/**
 * The admin's Setup panel (admin only):
 *   GET /api/admin/health       each piece of configuration: ok / missing / local / error, and what to do
 *   GET /api/admin/outbox       the newest e-mails kept in the outbox (not sent, or refused)
 *   GET /api/admin/outbox/:id   one kept message with its text
 */
import { Hono } from "hono";
import { OUTBOX_PAGE_SIZE } from "../../src/shared/setup";
import { requireAdmin } from "../auth/guards";
import { depsOf } from "../http/deps";
import { notFound } from "../http/errors";
import { parseId } from "../http/params";
import { getOutboxMessage, listOutbox } from "../notify/queries-outbox";
import type { AppEnv } from "../types";
import { adminHealth } from "./health";

export const adminSetupRouter = new Hono<AppEnv>();

const MESSAGE_NOT_FOUND = "Message not found.";

adminSetupRouter.get("/admin/health", requireAdmin, async (c) => {
  // Checked live (the bucket's CORS rule is read from R2 on each call): never cached.
  c.header("Cache-Control", "no-store");
  return c.json(await adminHealth(depsOf(c)));
});

adminSetupRouter.get("/admin/outbox", requireAdmin, async (c) => {
  return c.json(await listOutbox(c.get("db"), OUTBOX_PAGE_SIZE));
});

adminSetupRouter.get("/admin/outbox/:id", requireAdmin, async (c) => {
  const id = parseId(c.req.param("id"), MESSAGE_NOT_FOUND);
  const message = await getOutboxMessage(c.get("db"), id);
  if (!message) throw notFound(MESSAGE_NOT_FOUND);
  return c.json(message);
});
