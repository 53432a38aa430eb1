/**
 * POST /api/checkout: the cart becomes an order with its stock reserved, then a Stripe Checkout
 * Session. GET /api/orders/:publicRef: the success page's view of one order.
 * POST /api/orders/:publicRef/cancel: back from Stripe with "cancel", the held pieces return.
 * The order reference is random (128 bits) and only ever in the shopper's own URLs.
 *
 * Prices come from the database only; whatever else the request carries is ignored.
 */
import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { CHECKOUT_NOT_CONFIGURED, type CheckoutResponse } from "../../src/shared/order";
import { type CheckoutRequest, checkoutRequestSchema } from "../../src/shared/order-schemas";
import type { CheckoutAttempt } from "../db/schema";
import { isLocalOrigin } from "../env";
import { ApiError, conflict, notFound } from "../http/errors";
import { clientIp, enforceRateLimit } from "../http/rate-limit";
import { validate } from "../http/validate";
import { randomToken, sha256Hex } from "../lib/crypto";
import type { AppEnv } from "../types";
import { attemptIdempotencyKey, startCheckoutOnce } from "./checkout-once";
import { completeAttemptStatement, linkAttempt, openAttempt } from "./queries-checkout-attempts";
import {
  type CheckoutProduct,
  cancelReservedOrder,
  findOrderByRef,
  getOrderStatus,
  getPublicOrder,
  productsForCheckout,
  type ReservedLine,
  reserveOrder,
  setOrderSessionStatement,
} from "./queries-orders";
import { checkoutConfigured, type Stripe, stripeClient } from "./stripe-client";
import { CHECKOUT_SESSION_SECONDS } from "./stripe-session";

export const checkoutRouter = new Hono<AppEnv>();

/** Attempts per IP: each one holds stock for up to half an hour, so a loop must not hoard it. */
export const CHECKOUT_RATE_LIMIT = { name: "checkout", limit: 20, windowSeconds: 10 * 60 };

/** The first line that cannot be sold as asked, as a message naming the piece, else null. */
export function unavailableLine(
  items: CheckoutRequest["items"],
  found: Map<number, CheckoutProduct>,
): { index: number; message: string } | null {
  for (const [index, item] of items.entries()) {
    const product = found.get(item.productId);
    if (product?.status !== "active" || product.stock <= 0) {
      const name = product?.title ?? "One of these pieces";
      return { index, message: `${name} is no longer available.` };
    }
    if (product.stock < item.quantity) {
      return { index, message: `Only ${product.stock} of ${product.title} left.` };
    }
  }
  return null;
}

function refuse(line: { index: number; message: string }): ApiError {
  // The index lets the cart point at the line (and offer to remove it).
  return conflict(line.message, { [`items.${line.index}`]: line.message });
}

/** Checkout needs both Stripe secrets; otherwise the SPA offers an inquiry instead. */
const requireCheckout = createMiddleware<AppEnv>(async (c, next) => {
  if (!checkoutConfigured(c.get("config"))) {
    return c.json({ message: CHECKOUT_NOT_CONFIGURED }, 503);
  }
  await next();
});

const checkoutRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  await enforceRateLimit(
    c,
    CHECKOUT_RATE_LIMIT,
    undefined,
    "Too many checkout attempts. Please wait a few minutes and try again.",
  );
  await next();
});

/** Stripe only shows product images it can fetch: public https URLs, never localhost. */
function publicImageUrl(appOrigin: string, path: string | null): string[] {
  if (!path || isLocalOrigin(appOrigin) || !appOrigin.startsWith("https://")) return [];
  return [new URL(path, appOrigin).toString()];
}

checkoutRouter.post(
  "/checkout",
  requireCheckout,
  checkoutRateLimit,
  validate("json", checkoutRequestSchema),
  async (c) => {
    const config = c.get("config");
    const db = c.get("db");
    const stripe = stripeClient(config);
    if (!stripe) return c.json({ message: CHECKOUT_NOT_CONFIGURED }, 503);
    const { items, checkoutKey } = c.req.valid("json");

    // One checkout per cart, however many starts arrive together (issue 25): the same cart (same
    // checkout key and lines; without a key, the same address and lines) shares one claimed
    // attempt, so its stock is reserved once and one Checkout Session is opened.
    const expiresAt = Math.floor(Date.now() / 1000) + CHECKOUT_SESSION_SECONDS;
    const lineKey = [...items]
      .sort((a, b) => a.productId - b.productId)
      .map((i) => `${i.productId}x${i.quantity}`)
      .join(",");
    const scope = checkoutKey
      ? `cart:${await sha256Hex(`${checkoutKey}|${lineKey}`)}`
      : `cart-ip:${await sha256Hex(`${clientIp(c)}|${lineKey}`)}`;
    // With a key, the cart's session is reused for its whole life; without one, only for a short
    // while (a double submit), as two people behind one address may well buy the same piece.
    const reuseUntil = new Date(
      checkoutKey ? expiresAt * 1000 : Date.now() + KEYLESS_REUSE_SECONDS * 1000,
    ).toISOString();

    // Most refusals are answered before anything is written. A cart whose own checkout (started
    // a moment ago, by a start arriving together with this one) holds the pieces is not refused:
    // its attempt was claimed before it reserved, so it is found here and shared below.
    const refused = unavailableLine(
      items,
      await productsForCheckout(
        db,
        items.map((i) => i.productId),
      ),
    );
    if (refused && !(await openAttempt(db, scope))) throw refuse(refused);

    const url = await startCheckoutOnce(db, scope, reuseUntil, {
      stillPayable: async (attempt) =>
        attempt.orderId !== null && (await getOrderStatus(db, attempt.orderId)) === "created",
      open: (attempt) => openCartCheckout(c, stripe, items, attempt, expiresAt),
    });
    return c.json({ url } satisfies CheckoutResponse);
  },
);

/** Seconds a checkout started without a key is reused for the same address and lines. */
export const KEYLESS_REUSE_SECONDS = 120;

/** The claim's winner: reserve the stock, open the session, store it. Returns its URL. */
async function openCartCheckout(
  c: Context<AppEnv>,
  stripe: Stripe,
  items: CheckoutRequest["items"],
  attempt: CheckoutAttempt,
  expiresAt: number,
): Promise<string> {
  const config = c.get("config");
  const db = c.get("db");
  const found = await productsForCheckout(
    db,
    items.map((i) => i.productId),
  );
  const refused = unavailableLine(items, found);
  if (refused) throw refuse(refused);

  // Every line was found above; prices, titles and currency come from those rows only.
  const lines: (ReservedLine & { currency: string; coverImageUrl: string | null })[] = items.flatMap(
    (item) => {
      const product = found.get(item.productId);
      return product
        ? [
            {
              productId: product.id,
              title: product.title,
              unitPriceCents: product.priceCents,
              quantity: item.quantity,
              currency: product.currency,
              coverImageUrl: product.coverImageUrl,
            },
          ]
        : [];
    },
  );
  const currency = lines[0]?.currency ?? "usd";
  const totalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const publicRef = randomToken(16);

  const reserved = await reserveOrder(db, { publicRef, totalCents, currency, lines });
  if (!reserved.ok) {
    // Someone else got there first: say which piece, from what the database holds now.
    const now = await productsForCheckout(
      db,
      items.map((i) => i.productId),
    );
    throw refuse(
      unavailableLine(items, now) ?? {
        index: 0,
        message: "Some pieces in your cart are no longer available. Please review your cart.",
      },
    );
  }
  await linkAttempt(db, attempt.id, { orderId: reserved.orderId });

  const origin = config.appOrigin;
  let session: { id: string; url: string | null };
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: lines.map((l) => ({
          quantity: l.quantity,
          price_data: {
            currency: l.currency,
            unit_amount: l.unitPriceCents,
            product_data: { name: l.title, images: publicImageUrl(origin, l.coverImageUrl) },
          },
        })),
        success_url: `${origin}/shop/success?order=${publicRef}&session_id={CHECKOUT_SESSION_ID}`,
        // The cart reopens with its lines and gives the held pieces back (POST …/cancel below).
        cancel_url: `${origin}/shop?checkout=cancelled&order=${publicRef}`,
        expires_at: expiresAt,
        client_reference_id: String(reserved.orderId),
        metadata: { orderId: String(reserved.orderId), orderRef: publicRef },
      },
      // Derived from the claimed attempt: a retried call (network hiccup) gets the same session.
      { idempotencyKey: await attemptIdempotencyKey(attempt) },
    );
    if (!session.url) throw new Error("Stripe returned a session without a URL");
  } catch (error) {
    console.error("Stripe Checkout Session failed", error instanceof Error ? error.message : error);
    await cancelReservedOrder(db, reserved.orderId);
    throw new ApiError(
      502,
      "We could not reach our payment provider, so nothing was charged. Please try again in a moment.",
    );
  }
  const url = session.url;
  await db.batch([
    setOrderSessionStatement(db, reserved.orderId, session.id),
    completeAttemptStatement(db, attempt.id, { id: session.id, url }),
  ]);
  return url;
}

const PUBLIC_REF = /^[A-Za-z0-9_-]{16,64}$/;

/** Public, but only for whoever holds the random reference; no e-mail or ids leave. */
checkoutRouter.get("/orders/:publicRef", async (c) => {
  const ref = c.req.param("publicRef");
  if (!PUBLIC_REF.test(ref)) throw notFound("We could not find this order.");
  const order = await getPublicOrder(c.get("db"), ref);
  if (!order) throw notFound("We could not find this order.");
  return c.json(order);
});

/**
 * The shopper came back from Stripe with "cancel": end the session at Stripe, then give the held
 * pieces back at once instead of after the 30 minutes, so trying again (or someone else) can buy
 * them. Stripe refuses to expire a session that is already paid, and then nothing is released.
 */
checkoutRouter.post("/orders/:publicRef/cancel", async (c) => {
  const ref = c.req.param("publicRef");
  if (!PUBLIC_REF.test(ref)) throw notFound("We could not find this order.");
  const db = c.get("db");
  const order = await findOrderByRef(db, ref);
  if (!order) throw notFound("We could not find this order.");
  if (order.status !== "created") return c.json({ status: order.status });
  const stripe = stripeClient(c.get("config"));
  if (!stripe || !order.stripeSessionId) return c.json({ status: order.status });
  try {
    await stripe.checkout.sessions.expire(order.stripeSessionId);
  } catch (error) {
    // Already complete (paid) or already expired: Stripe's events decide what happens next.
    console.error("Expiring a Checkout Session failed", error instanceof Error ? error.message : error);
    throw conflict("This checkout can no longer be cancelled.");
  }
  await cancelReservedOrder(db, order.id);
  return c.json({ status: "cancelled" });
});
