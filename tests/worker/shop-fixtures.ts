/**
 * The shop's rows as the tests need them: an active piece (its fields over a valid one's), a
 * piece's stock and an order as the database holds them, and a checkout the shop accepted.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { orders, products } from "../../worker/db/schema";
import { api, db, json } from "./helpers";
import { unique } from "./security-fixtures";
import { orderSessionEvent } from "./stripe-events";

/** An active piece in stock ($145.00, 3 in stock unless `values` say otherwise). */
export async function makeProduct(values: Partial<typeof products.$inferInsert> = {}) {
  return db()
    .insert(products)
    .values({
      title: `Piece ${unique("p")}`,
      slug: unique("piece"),
      description: "A test piece.",
      category: "Decor",
      priceCents: 14500,
      stock: 3,
      status: "active",
      ...values,
    })
    .returning()
    .get();
}

/** The piece's stock now (the test fails when the piece is gone). */
export async function stockOf(id: number): Promise<number> {
  const row = await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)).get();
  if (!row) throw new Error(`product ${id} is gone`);
  return row.stock;
}

/** The order's row now (the test fails when it is gone). */
export async function orderRow(id: number) {
  const row = await db().select().from(orders).where(eq(orders.id, id)).get();
  if (!row) throw new Error(`order ${id} is gone`);
  return row;
}

/** The order is `status` and the piece has `stock` in stock. */
export async function expectOrder(orderId: number, status: string, pieceId: number, stock: number) {
  expect((await orderRow(orderId)).status).toBe(status);
  expect(await stockOf(pieceId)).toBe(stock);
}

/**
 * A real checkout from the address given, which must succeed: the order is 'created', its stock
 * reserved, its session open at the Stripe stand-in. The order, the session's id and URL, and
 * `event`: Stripe's event of a type for the session (the customer's e-mail and a payment status
 * when given).
 */
export async function acceptedCheckout(items: { productId: number; quantity: number }[], ip: string) {
  const res = await api("/api/checkout", { json: { items }, ip });
  expect(res.status, await res.clone().text()).toBe(200);
  const { url } = await json<{ url: string }>(res);
  const sessionId = url.split("/pay/")[1] ?? "";
  const order = await db().select().from(orders).where(eq(orders.stripeSessionId, sessionId)).get();
  if (!order) throw new Error("no order for the session");
  const event = (type: string, extra: { paymentStatus?: string; email?: string } = {}, eventId?: string) =>
    orderSessionEvent(type, { id: sessionId, orderId: order.id, ...extra }, eventId);
  return { url, sessionId, order, event };
}
