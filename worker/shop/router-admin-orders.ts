/**
 * Shop orders for the admin: newest first, filterable by status, and the one hand-made change
 * (a paid order becomes fulfilled). Payment states follow Stripe's events, never a click.
 */
import { z } from "zod";
import {
  ADMIN_ORDER_TRANSITIONS,
  type AdminOrder,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
} from "../../src/shared/order";
import { orderStatusUpdateSchema } from "../../src/shared/order-schemas";
import { currentUser, requireAdmin } from "../auth/guards";
import { conflict, notFound } from "../http/errors";
import { guardedRouter } from "../http/guarded-router";
import { listQuerySchema, type StatusLists, statusListAnswer } from "../http/list-query";
import { parseId } from "../http/params";
import { validate } from "../http/validate";
import {
  type AdminOrderFilter,
  getOrderStatus,
  listAdminOrders,
  pageAdminOrders,
  transitionOrder,
} from "./queries-orders";

export const adminOrdersRouter = guardedRouter(requireAdmin, ["/", "/*"]);

// `ended` (cancelled or expired) and the paging fields are issue 28's additions; without page,
// pageSize or q the answer is the old one: every order (up to 500) newest first.
const listQuery = listQuerySchema({
  status: z.enum([...ORDER_STATUSES, "ended"], { message: "Unknown order status" }).optional(),
});

const ORDER_LISTS: StatusLists<AdminOrderFilter, AdminOrder> = {
  all: listAdminOrders,
  page: pageAdminOrders,
};

adminOrdersRouter.get("/", validate("query", listQuery), async (c) => {
  return c.json(await statusListAnswer(c.get("db"), c.req.query(), c.req.valid("query"), ORDER_LISTS));
});

adminOrdersRouter.put("/:id", validate("json", orderStatusUpdateSchema), async (c) => {
  const id = parseId(c.req.param("id"), "Order not found.");
  const { status: to } = c.req.valid("json");
  const db = c.get("db");
  const from = await getOrderStatus(db, id);
  if (!from) throw notFound("Order not found.");
  if (from === to) return c.json({ id, status: to });
  const allowed = ADMIN_ORDER_TRANSITIONS[from] ?? [];
  if (!allowed.includes(to)) {
    throw conflict(
      `A ${ORDER_STATUS_LABELS[from].toLowerCase()} order cannot be marked ${ORDER_STATUS_LABELS[to].toLowerCase()}. Only paid orders can be marked fulfilled.`,
    );
  }
  // Conditional on the status just read, so two clicks (or a webhook meanwhile) cannot race.
  if (!(await transitionOrder(db, currentUser(c), id, from, to))) {
    throw conflict("This order changed meanwhile. Reload the list and try again.");
  }
  return c.json({ id, status: to });
});
