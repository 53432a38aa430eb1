/**
 * Checkout and orders' request schemas: the checkout (worker/shop/router-checkout.ts) and the
 * admin's order status change (worker/shop/router-admin-orders.ts), with order.ts's limits and
 * statuses. Apart from order.ts so that the pages that only format money or show a status (the
 * shop, the portal) do not load zod (issue 29).
 */
import { z } from "zod";
import { CHECKOUT_KEY_PATTERN, CHECKOUT_LIMITS, ORDER_STATUSES } from "./order";

/** Each line names a product once; duplicates are refused rather than guessed at. */
export const checkoutRequestSchema = z.object({
  checkoutKey: z
    .string({ message: "Invalid checkout key." })
    .regex(CHECKOUT_KEY_PATTERN, "Invalid checkout key.")
    .optional(),
  items: z
    .array(
      z.object({
        productId: z.number({ message: "Unknown piece" }).int().positive("Unknown piece"),
        quantity: z
          .number({ message: "Quantity must be a whole number" })
          .int("Quantity must be a whole number")
          .min(1, "Quantity must be at least 1")
          .max(CHECKOUT_LIMITS.quantity, `At most ${CHECKOUT_LIMITS.quantity} of one piece per order`),
      }),
      { message: "Your cart is empty." },
    )
    .min(1, "Your cart is empty.")
    .max(CHECKOUT_LIMITS.lines, `At most ${CHECKOUT_LIMITS.lines} different pieces per order.`)
    .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, {
      message: "Each piece may appear only once in the cart.",
    }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const orderStatusUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES, { message: "Unknown order status" }),
});
