/**
 * The shop end to end inside workerd (issue 8): checkout with stock reservation against the real
 * `stripe` client talking to the local stand-in (tests/global-setup/stripe-stand-in.ts), webhooks
 * signed for real, exactly-once processing, and product/order management for the admin.
 */
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, count, eq, min } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PublicProduct, SiteInfo } from "../../src/shared/api-types";
import type { AdminOrder, PublicOrder } from "../../src/shared/order";
import { type AdminProduct, dollarsToCents, slugify } from "../../src/shared/product";
import { orderItems, orders, products, stripeEvents } from "../../worker/db/schema";
import { CHECKOUT_RATE_LIMIT } from "../../worker/shop/router-checkout";
import { api, apiWith, db, json, signInBeforeAll } from "./helpers";
import { notifyingWorker } from "./notify-capture";
import { validProduct } from "./security-fixtures";
import { acceptedCheckout, expectOrder, makeProduct, orderRow, stockOf } from "./shop-fixtures";
import { orderSessionEvent, postStripeWebhook, stripeSignature } from "./stripe-events";

type ErrorBody = { message: string; errors?: Record<string, string> };
type Line = { productId: number; quantity: number } & Record<string, unknown>;
type FormValue = string | FormValue[] | { [key: string]: FormValue };
type Recorded = {
  method: string;
  path: string;
  authorization: string | null;
  idempotencyKey: string | null;
  body: Record<string, FormValue>;
};

const STAND_IN = env.STRIPE_API_BASE ?? "";

let ipCounter = 0;
/** Each checkout comes from its own address unless a test is about the per-IP limit. */
function freshIp(): string {
  ipCounter++;
  return `198.51.100.${ipCounter % 250}`;
}

async function orderCount(): Promise<number> {
  return (await db().select({ n: count() }).from(orders).get())?.n ?? 0;
}

async function linesFor(productId: number): Promise<number> {
  return (
    (await db().select({ n: count() }).from(orderItems).where(eq(orderItems.productId, productId)).get())
      ?.n ?? 0
  );
}

function checkout(items: Line[] | unknown, ip = freshIp()) {
  return api("/api/checkout", { json: { items }, headers: { "CF-Connecting-IP": ip } });
}

const checkoutOk = (items: Line[]) => acceptedCheckout(items, freshIp());

/** A checkout of `quantity` of a new piece with `stock` in stock. */
async function pieceInCheckout(stock: number, quantity: number) {
  const piece = await makeProduct({ stock });
  return { piece, ...(await checkoutOk([{ productId: piece.id, quantity }])) };
}

async function standInRequests(): Promise<Recorded[]> {
  const res = await fetch(`${STAND_IN}/__requests`);
  return (await res.json()) as Recorded[];
}

async function sessionRequestFor(publicRef: string): Promise<Recorded> {
  const all = await standInRequests();
  const found = all.find(
    (r) =>
      r.path === "/v1/checkout/sessions" &&
      (r.body.metadata as Record<string, string> | undefined)?.orderRef === publicRef,
  );
  if (!found) throw new Error(`the stand-in saw no session for order ${publicRef}`);
  return found;
}

const postWebhook = postStripeWebhook;

async function eventRows(id: string): Promise<number> {
  return (await db().select({ n: count() }).from(stripeEvents).where(eq(stripeEvents.id, id)).get())?.n ?? 0;
}

describe("configuration", () => {
  it("reports checkout as available when both Stripe secrets are set", async () => {
    const site = await json<SiteInfo>(await api("/api/site"));
    expect(site.features.checkout).toBe(true);
  });

  it("answers 503 with a readable message and reserves nothing without STRIPE_SECRET_KEY", async () => {
    const product = await makeProduct({ stock: 1 });
    const before = await orderCount();
    const res = await apiWith({ STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" }, "/api/checkout", {
      json: { items: [{ productId: product.id, quantity: 1 }] },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: "Online checkout is not set up yet." });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(product.id)).toBe(1);
  });
});

describe("POST /api/checkout", () => {
  it("creates the order with database prices, reserves the stock and opens a 30-minute session", async () => {
    const vase = await makeProduct({ title: "Stoneware Vase", priceCents: 14500, stock: 3 });
    const holders = await makeProduct({ title: "Brass Candle Holders", priceCents: 4800, stock: 2 });
    const startedAt = Math.floor(Date.now() / 1000);

    const { url, sessionId, order } = await checkoutOk([
      { productId: vase.id, quantity: 2 },
      { productId: holders.id, quantity: 1 },
    ]);

    expect(url).toBe(`${STAND_IN}/pay/${sessionId}`);
    expect(sessionId).toMatch(/^cs_test_/);
    expect(order.status).toBe("created");
    expect(order.totalCents).toBe(2 * 14500 + 4800);
    expect(order.currency).toBe("usd");
    expect(order.publicRef).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(order.email).toBeNull();
    expect(order.paidAt).toBeNull();

    const items = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(orderItems.id);
    expect(items.map((i) => [i.productId, i.titleSnapshot, i.unitPriceCents, i.quantity])).toEqual([
      [vase.id, "Stoneware Vase", 14500, 2],
      [holders.id, "Brass Candle Holders", 4800, 1],
    ]);
    expect(await stockOf(vase.id)).toBe(1);
    expect(await stockOf(holders.id)).toBe(1);

    const sent = await sessionRequestFor(order.publicRef ?? "");
    expect(sent.method).toBe("POST");
    expect(sent.authorization).toBe("Bearer sk_test_stand_in");
    // Derived from the claimed checkout attempt (issue 25): one key, hence one session, per cart.
    expect(sent.idempotencyKey).toMatch(/^checkout-attempt-\d+-[0-9a-f]{24}$/);
    expect(sent.body.mode).toBe("payment");
    expect(sent.body.line_items).toEqual([
      {
        quantity: "2",
        price_data: { currency: "usd", unit_amount: "14500", product_data: { name: "Stoneware Vase" } },
      },
      {
        quantity: "1",
        price_data: { currency: "usd", unit_amount: "4800", product_data: { name: "Brass Candle Holders" } },
      },
    ]);
    expect(sent.body.success_url).toBe(
      `http://localhost/shop/success?order=${order.publicRef}&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(sent.body.cancel_url).toBe(`http://localhost/shop?checkout=cancelled&order=${order.publicRef}`);
    expect(sent.body.client_reference_id).toBe(String(order.id));
    expect(sent.body.metadata).toEqual({ orderId: String(order.id), orderRef: order.publicRef });
    const expiresIn = Number(sent.body.expires_at) - startedAt;
    expect(expiresIn).toBeGreaterThanOrEqual(30 * 60);
    expect(expiresIn).toBeLessThanOrEqual(32 * 60);
  });

  it("ignores prices and anything else the cart sends: only the database decides", async () => {
    const piece = await makeProduct({ title: "Travertine Tray", priceCents: 12500, stock: 5 });
    const { order } = await checkoutOk([
      {
        productId: piece.id,
        quantity: 1,
        priceCents: 1,
        unitPriceCents: 1,
        unit_amount: 1,
        title: "Free tray",
      },
    ]);
    expect(order.totalCents).toBe(12500);
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item?.unitPriceCents).toBe(12500);
    expect(item?.titleSnapshot).toBe("Travertine Tray");
    const sent = await sessionRequestFor(order.publicRef ?? "");
    expect(sent.body.line_items).toEqual([
      {
        quantity: "1",
        price_data: { currency: "usd", unit_amount: "12500", product_data: { name: "Travertine Tray" } },
      },
    ]);
  });

  // The refused piece is the cart's second line, after one that could be sold.
  it.each([
    {
      refusal: "a sold-out piece with 409 naming it",
      other: { title: "Linen Pillow", stock: 4, quantity: 1 },
      refused: { title: "White Oak Stool", stock: 0, quantity: 1 },
      message: "White Oak Stool is no longer available.",
    },
    {
      refusal: "more than the stock with 'Only N of <Title> left.'",
      other: { stock: 5, quantity: 2 },
      refused: { title: "Rattan Side Chair", stock: 2, quantity: 3 },
      message: "Only 2 of Rattan Side Chair left.",
    },
  ])("refuses $refusal, and reserves nothing", async ({ other, refused, message }) => {
    const { quantity: otherQuantity, ...otherValues } = other;
    const { quantity: refusedQuantity, ...refusedValues } = refused;
    const available = await makeProduct(otherValues);
    const refusedPiece = await makeProduct(refusedValues);
    const before = await orderCount();
    const res = await checkout([
      { productId: available.id, quantity: otherQuantity },
      { productId: refusedPiece.id, quantity: refusedQuantity },
    ]);
    expect(res.status).toBe(409);
    const body = await json<ErrorBody>(res);
    expect(body.message).toBe(message);
    expect(body.errors).toEqual({ "items.1": message });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(available.id)).toBe(other.stock);
    expect(await stockOf(refusedPiece.id)).toBe(refused.stock);
  });

  it("refuses drafts, archived and unknown pieces as no longer available", async () => {
    const draft = await makeProduct({ title: "Alabaster Lamp", status: "draft", stock: 4 });
    const archived = await makeProduct({ title: "Wool Throw", status: "archived", stock: 4 });
    const before = await orderCount();
    for (const [productId, message] of [
      [draft.id, "Alabaster Lamp is no longer available."],
      [archived.id, "Wool Throw is no longer available."],
      [99_999_999, "One of these pieces is no longer available."],
    ] as const) {
      const res = await checkout([{ productId, quantity: 1 }]);
      expect(res.status).toBe(409);
      expect((await json<ErrorBody>(res)).message).toBe(message);
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(draft.id)).toBe(4);
    expect(await stockOf(archived.id)).toBe(4);
  });

  it("validates the cart: lines, quantities and duplicates", async () => {
    const piece = await makeProduct({ stock: 5 });
    const cases: [unknown, string][] = [
      [[], "Your cart is empty."],
      [undefined, "Your cart is empty."],
      [[{ productId: piece.id, quantity: 0 }], "Quantity must be at least 1"],
      [[{ productId: piece.id, quantity: 100 }], "At most 99 of one piece per order"],
      [[{ productId: piece.id, quantity: 1.5 }], "Quantity must be a whole number"],
      [[{ productId: piece.id, quantity: "2" }], "Quantity must be a whole number"],
      [
        [
          { productId: piece.id, quantity: 1 },
          { productId: piece.id, quantity: 2 },
        ],
        "Each piece may appear only once in the cart.",
      ],
      [
        Array.from({ length: 21 }, (_, i) => ({ productId: i + 1, quantity: 1 })),
        "At most 20 different pieces per order.",
      ],
    ];
    const before = await orderCount();
    for (const [items, message] of cases) {
      const res = await checkout(items);
      expect(res.status, JSON.stringify(items)).toBe(400);
      expect((await json<ErrorBody>(res)).message).toBe(message);
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(piece.id)).toBe(5);
  });

  it("gives the last piece to exactly one of two shoppers racing for it", async () => {
    const last = await makeProduct({ title: "One-of-a-kind Mirror", stock: 1 });
    const [a, b] = await Promise.all([
      checkout([{ productId: last.id, quantity: 1 }]),
      checkout([{ productId: last.id, quantity: 1 }]),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect((await json<ErrorBody>(loser)).message).toBe("One-of-a-kind Mirror is no longer available.");
    expect(await stockOf(last.id)).toBe(0);
    expect(await linesFor(last.id)).toBe(1);
  });

  it("never sells more than the stock when many shoppers race", async () => {
    const piece = await makeProduct({ title: "Ceramic Bowl", stock: 3 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => checkout([{ productId: piece.id, quantity: 1 }])),
    );
    const ok = results.filter((r) => r.status === 200).length;
    const refused = results.filter((r) => r.status === 409).length;
    expect([ok, refused]).toEqual([3, 3]);
    expect(await stockOf(piece.id)).toBe(0);
    expect(await linesFor(piece.id)).toBe(3);
  });

  it("releases the reservation and cancels the order when Stripe refuses the session", async () => {
    const piece = await makeProduct({ title: "Woven Basket", stock: 2 });
    await fetch(`${STAND_IN}/__fail-next`, { method: "POST" });
    const before = await orderCount();
    const res = await checkout([{ productId: piece.id, quantity: 2 }]);
    expect(res.status).toBe(502);
    expect((await json<ErrorBody>(res)).message).toMatch(/nothing was charged/);
    expect(await orderCount()).toBe(before + 1);
    const order = await db()
      .select({ status: orders.status, session: orders.stripeSessionId })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orderItems.productId, piece.id))
      .get();
    expect(order).toEqual({ status: "cancelled", session: null });
    expect(await stockOf(piece.id)).toBe(2);
  });

  it("limits checkout attempts per address", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < CHECKOUT_RATE_LIMIT.limit; i++) {
      expect((await checkout([], ip)).status).toBe(400);
    }
    const limited = await checkout([], ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await checkout([], freshIp())).status).toBe(400);
  });
});

describe("GET /api/orders/:publicRef", () => {
  it("shows the order's summary to whoever holds the reference, without the e-mail", async () => {
    const piece = await makeProduct({ title: "Brass Bowl", priceCents: 6400, stock: 2 });
    const { order, sessionId, event } = await checkoutOk([{ productId: piece.id, quantity: 2 }]);
    await postWebhook(event("checkout.session.completed", { email: "buyer@example.com" }));
    const res = await api(`/api/orders/${order.publicRef}`);
    expect(res.status).toBe(200);
    const body = await json<PublicOrder>(res);
    expect(body).toMatchObject({
      reference: order.publicRef,
      status: "paid",
      items: [{ title: "Brass Bowl", unitPriceCents: 6400, quantity: 2 }],
      totalCents: 12800,
      currency: "usd",
    });
    expect(JSON.stringify(body)).not.toContain("buyer@example.com");
    expect(JSON.stringify(body)).not.toContain(sessionId);
    expect(Object.keys(body).sort()).toEqual(
      ["createdAt", "currency", "items", "paidAt", "reference", "status", "totalCents"].sort(),
    );
  });

  it("answers 404 for unknown or malformed references", async () => {
    expect((await api("/api/orders/AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    expect((await api("/api/orders/1")).status).toBe(404);
    expect((await api("/api/orders/%27%20OR%201%3D1")).status).toBe(404);
  });
});

describe("POST /api/orders/:publicRef/cancel (back from Stripe with cancel)", () => {
  it("ends the session at Stripe and gives the held pieces back at once, once", async () => {
    const piece = await makeProduct({ title: "Last Vase", stock: 1 });
    const { order, sessionId, event } = await checkoutOk([{ productId: piece.id, quantity: 1 }]);
    expect(await stockOf(piece.id)).toBe(0);

    const res = await api(`/api/orders/${order.publicRef}/cancel`, { method: "POST" });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: "cancelled" });
    await expectOrder(order.id, "cancelled", piece.id, 1);
    const expired = (await standInRequests()).filter(
      (r) => r.method === "POST" && r.path === `/v1/checkout/sessions/${sessionId}/expire`,
    );
    expect(expired).toHaveLength(1);

    // Stripe then reports the session expired: nothing is released a second time.
    const webhook = await postWebhook(event("checkout.session.expired"));
    expect(webhook.status).toBe(200);
    expect(await stockOf(piece.id)).toBe(1);
    // Cancelling again changes nothing.
    expect(await json(await api(`/api/orders/${order.publicRef}/cancel`, { method: "POST" }))).toEqual({
      status: "cancelled",
    });
    expect(await stockOf(piece.id)).toBe(1);
    // And the piece can be bought again right away.
    await checkoutOk([{ productId: piece.id, quantity: 1 }]);
  });

  it("releases nothing for a paid order, or when Stripe will not end the session", async () => {
    const piece = await makeProduct({ stock: 2 });
    const paid = await checkoutOk([{ productId: piece.id, quantity: 1 }]);
    await postWebhook(paid.event("checkout.session.completed"));
    const res = await api(`/api/orders/${paid.order.publicRef}/cancel`, { method: "POST" });
    expect(await json(res)).toEqual({ status: "paid" });
    expect(await stockOf(piece.id)).toBe(1);

    const open = await checkoutOk([{ productId: piece.id, quantity: 1 }]);
    // The session ended at Stripe already (e.g. paid in another tab): Stripe refuses, we keep the hold.
    await fetch(`${STAND_IN}/v1/checkout/sessions/${open.sessionId}/expire`, {
      method: "POST",
      headers: { Authorization: "Bearer sk_test_stand_in" },
    });
    const refused = await api(`/api/orders/${open.order.publicRef}/cancel`, { method: "POST" });
    expect(refused.status).toBe(409);
    await expectOrder(open.order.id, "created", piece.id, 0);
  });

  it("answers 404 for unknown references", async () => {
    expect((await api("/api/orders/AAAAAAAAAAAAAAAAAAAAAA/cancel", { method: "POST" })).status).toBe(404);
    expect((await api("/api/orders/x/cancel", { method: "POST" })).status).toBe(404);
  });
});

describe("POST /api/stripe/webhook", () => {
  it("marks the order paid with the customer's e-mail when the session completes", async () => {
    const { piece, order, event } = await pieceInCheckout(2, 1);
    const payload = event("checkout.session.completed", { email: "shopper@example.com" }, "evt_paid_1");
    const res = await postWebhook(payload);
    expect(res.status).toBe(200);
    const paid = await orderRow(order.id);
    expect(paid.status).toBe("paid");
    expect(paid.email).toBe("shopper@example.com");
    expect(paid.paidAt).not.toBeNull();
    expect(await eventRows("evt_paid_1")).toBe(1);
    // Paid stock stays sold.
    expect(await stockOf(piece.id)).toBe(1);

    // Redelivery: 200, nothing changes.
    const again = await postWebhook(payload);
    expect(again.status).toBe(200);
    expect(await json(again)).toMatchObject({ duplicate: true });
    expect(await orderRow(order.id)).toEqual(paid);
    expect(await eventRows("evt_paid_1")).toBe(1);
  });

  it("applies an event delivered twice at the same time exactly once", async () => {
    const { order, event } = await pieceInCheckout(3, 2);
    const payload = event(
      "checkout.session.completed",
      { email: "twice@example.com" },
      "evt_paid_concurrent",
    );
    const [a, b] = await Promise.all([postWebhook(payload), postWebhook(payload)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const outcomes = [await json<{ outcome?: string }>(a), await json<{ outcome?: string }>(b)];
    expect(outcomes.filter((o) => o.outcome === "applied")).toHaveLength(1);
    expect((await orderRow(order.id)).status).toBe("paid");
    expect(await eventRows("evt_paid_concurrent")).toBe(1);
  });

  it("expires the order and gives its stock back, once, when the session expires", async () => {
    const { piece, order, event } = await pieceInCheckout(3, 2);
    expect(await stockOf(piece.id)).toBe(1);
    const payload = event("checkout.session.expired", {}, "evt_expired_1");
    const res = await postWebhook(payload);
    expect(res.status).toBe(200);
    await expectOrder(order.id, "expired", piece.id, 3);

    // Redelivered: still exactly one release.
    expect((await postWebhook(payload)).status).toBe(200);
    expect(await stockOf(piece.id)).toBe(3);
  });

  it("releases stock once when the same expiry arrives twice at once, or with a payment failure", async () => {
    const { piece, order, event } = await pieceInCheckout(4, 3);
    expect(await stockOf(piece.id)).toBe(1);
    const expired = event("checkout.session.expired", {}, "evt_exp_race");
    const failed = event(
      "checkout.session.async_payment_failed",
      { paymentStatus: "unpaid" },
      "evt_fail_race",
    );
    const results = await Promise.all([postWebhook(expired), postWebhook(expired), postWebhook(failed)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    await expectOrder(order.id, "expired", piece.id, 4);
    expect(await eventRows("evt_exp_race")).toBe(1);
  });

  it("does not expire a paid order, nor give its stock back", async () => {
    const { piece, order, event } = await pieceInCheckout(1, 1);
    await postWebhook(event("checkout.session.completed"));
    const res = await postWebhook(event("checkout.session.expired"));
    expect(res.status).toBe(200);
    await expectOrder(order.id, "paid", piece.id, 0);
  });

  it("waits for delayed payments: completed-but-unpaid changes nothing, async success pays", async () => {
    const { order, event } = await pieceInCheckout(2, 1);
    const pending = await postWebhook(event("checkout.session.completed", { paymentStatus: "unpaid" }));
    expect(pending.status).toBe(200);
    expect((await orderRow(order.id)).status).toBe("created");
    const succeeded = await postWebhook(
      event("checkout.session.async_payment_succeeded", { email: "later@example.com" }),
    );
    expect(succeeded.status).toBe(200);
    const paid = await orderRow(order.id);
    expect(paid.status).toBe("paid");
    expect(paid.email).toBe("later@example.com");
  });

  it("refuses a bad signature, a tampered body or a missing header with 400 and writes nothing", async () => {
    const { order, event } = await pieceInCheckout(2, 1);
    const payload = event("checkout.session.completed", {}, "evt_forged");

    const wrongSecret = await postWebhook(payload, { secret: "whsec_not_ours" });
    expect(wrongSecret.status).toBe(400);

    const header = await stripeSignature(payload);
    const tampered = await api("/api/stripe/webhook", {
      method: "POST",
      body: payload.replace('"paid"', '"paid" '),
      headers: { "Stripe-Signature": header, "Content-Type": "application/json" },
    });
    expect(tampered.status).toBe(400);

    const unsigned = await api("/api/stripe/webhook", {
      method: "POST",
      body: payload,
      headers: { "Content-Type": "application/json" },
    });
    expect(unsigned.status).toBe(400);

    expect(await eventRows("evt_forged")).toBe(0);
    expect((await orderRow(order.id)).status).toBe("created");
  });

  it("refuses a correctly signed but stale event (timestamp older than 5 minutes)", async () => {
    const { order, event } = await pieceInCheckout(2, 1);
    const payload = event("checkout.session.completed", {}, "evt_stale");
    const res = await postWebhook(payload, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    expect(res.status).toBe(400);
    expect(await eventRows("evt_stale")).toBe(0);
    expect((await orderRow(order.id)).status).toBe("created");
  });

  it("acknowledges event types it does not handle without writing anything", async () => {
    const before = (await db().select({ n: count() }).from(stripeEvents).get())?.n ?? 0;
    const payload = JSON.stringify({
      id: "evt_unknown_type",
      object: "event",
      type: "payment_intent.created",
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: "pi_123", object: "payment_intent" } },
    });
    const res = await postWebhook(payload);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ received: true, ignored: "payment_intent.created" });
    expect((await db().select({ n: count() }).from(stripeEvents).get())?.n ?? 0).toBe(before);
  });

  it("acknowledges a session that is not one of ours without writing anything", async () => {
    const res = await postWebhook(
      orderSessionEvent(
        "checkout.session.completed",
        { id: "cs_test_someone_else", orderId: 99_999_999 },
        "evt_foreign",
      ),
    );
    expect(res.status).toBe(200);
    expect(await eventRows("evt_foreign")).toBe(0);
  });
});

describe("studio notification", () => {
  it("e-mails the studio once per paid order when sending is configured", async () => {
    const piece = await makeProduct({ title: "Notified Bowl", priceCents: 5400, stock: 3 });
    const { event } = await checkoutOk([{ productId: piece.id, quantity: 2 }]);
    const { send, bindings } = notifyingWorker("shop@studio.test");
    const payload = event("checkout.session.completed", { email: "notify@example.com" }, "evt_notify");
    // Each delivery answers once its background work (the notice) is done.
    const deliver = () => postStripeWebhook(payload, { bindings });
    expect((await deliver()).status).toBe(200);
    expect((await deliver()).status).toBe(200);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe("shared helpers", () => {
  it("reads prices typed in dollars as whole cents", () => {
    expect(dollarsToCents("145")).toBe(14500);
    expect(dollarsToCents("145.5")).toBe(14550);
    expect(dollarsToCents(" $1,450.05 ")).toBe(145005);
    expect(dollarsToCents("0")).toBe(0);
    for (const bad of ["", "-5", "1.999", "abc", "1.2.3", "$"]) expect(dollarsToCents(bad), bad).toBeNull();
  });

  it("makes slugs from titles", () => {
    expect(slugify("Hand-Thrown Stoneware Vase")).toBe("hand-thrown-stoneware-vase");
    expect(slugify("  Crème & Café, No. 2  ")).toBe("creme-and-cafe-no-2");
    expect(slugify("!!!")).toBe("");
  });
});

describe("stock", () => {
  it("is never negative: the database itself refuses it", async () => {
    const lowest = await db()
      .select({ n: min(products.stock) })
      .from(products)
      .get();
    expect(lowest?.n ?? 0).toBeGreaterThanOrEqual(0);
    const piece = await makeProduct({ stock: 1 });
    await expect(
      env.DB.prepare("UPDATE products SET stock = stock - 2 WHERE id = ?").bind(piece.id).run(),
    ).rejects.toThrow(/CHECK constraint failed/);
    expect(await stockOf(piece.id)).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------------
// Admin: products and orders
// ---------------------------------------------------------------------------------------------------

const admin = signInBeforeAll("admin", "owner@studio.test");
const client = signInBeforeAll("client");

describe("admin products", () => {
  it("refuses anonymous (401) and clients (403) on every product route, before validating", async () => {
    const piece = await makeProduct();
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/admin/products"],
      ["POST", "/api/admin/products", {}],
      ["GET", `/api/admin/products/${piece.id}`],
      ["PUT", `/api/admin/products/${piece.id}`, { status: "archived" }],
      ["DELETE", `/api/admin/products/${piece.id}`],
      ["POST", `/api/admin/products/${piece.id}/images/upload-url`, {}],
      ["POST", `/api/admin/products/${piece.id}/images`, {}],
      ["DELETE", "/api/admin/product-images/1"],
      ["GET", "/api/admin/orders"],
      ["PUT", "/api/admin/orders/1", { status: "fulfilled" }],
    ];
    for (const [method, path, body] of routes) {
      const anonymous = await api(path, { method, json: body });
      expect(anonymous.status, `${method} ${path} anonymous`).toBe(401);
      const asClient = await api(path, { method, json: body, session: client });
      expect(asClient.status, `${method} ${path} client`).toBe(403);
    }
    expect((await db().select().from(products).where(eq(products.id, piece.id)).get())?.status).toBe(
      "active",
    );
  });

  it("creates, lists (every status), reads and updates a product", async () => {
    const input = validProduct();
    const created = await api("/api/admin/products", { json: input, session: admin });
    expect(created.status).toBe(201);
    const product = await json<AdminProduct>(created);
    expect(product).toMatchObject({ ...input, images: [], orderCount: 0, coverImageUrl: null });

    const list = await json<AdminProduct[]>(await api("/api/admin/products", { session: admin }));
    expect(list.find((p) => p.id === product.id)?.status).toBe("draft");
    // A draft never reaches the shop.
    const shop = await json<PublicProduct[]>(await api("/api/products"));
    expect(shop.some((p) => p.id === product.id)).toBe(false);

    const updated = await api(`/api/admin/products/${product.id}`, {
      method: "PUT",
      json: { status: "active", featured: true, priceCents: 15000, expectedStock: 4, stock: 5 },
      session: admin,
    });
    expect(updated.status).toBe(200);
    expect(await json<AdminProduct>(updated)).toMatchObject({
      status: "active",
      featured: true,
      priceCents: 15000,
      stock: 5,
    });
    const shopAfter = await json<PublicProduct[]>(await api("/api/products"));
    expect(shopAfter.find((p) => p.id === product.id)).toMatchObject({
      priceCents: 15000,
      stock: 5,
      featured: true,
    });

    // Archived: hidden from the shop again.
    await api(`/api/admin/products/${product.id}`, {
      method: "PUT",
      json: { status: "archived" },
      session: admin,
    });
    const shopArchived = await json<PublicProduct[]>(await api("/api/products"));
    expect(shopArchived.some((p) => p.id === product.id)).toBe(false);

    const read = await api(`/api/admin/products/${product.id}`, { session: admin });
    expect((await json<AdminProduct>(read)).status).toBe("archived");
    expect((await api("/api/admin/products/999999", { session: admin })).status).toBe(404);
    expect((await api("/api/admin/products/abc", { session: admin })).status).toBe(404);
  });

  it("keeps slugs unique with a readable 409", async () => {
    const first = await json<AdminProduct>(
      await api("/api/admin/products", { json: validProduct(), session: admin }),
    );
    const dup = await api("/api/admin/products", {
      json: validProduct({ slug: first.slug, title: "Another Vase" }),
      session: admin,
    });
    expect(dup.status).toBe(409);
    const body = await json<ErrorBody>(dup);
    expect(body.message).toBe(
      `Another product already uses the address "${first.slug}". Please choose a different slug.`,
    );
    expect(body.errors).toEqual({ slug: "This slug is already in use" });

    const other = await json<AdminProduct>(
      await api("/api/admin/products", { json: validProduct(), session: admin }),
    );
    const rename = await api(`/api/admin/products/${other.id}`, {
      method: "PUT",
      json: { slug: first.slug },
      session: admin,
    });
    expect(rename.status).toBe(409);
    expect(
      (await json<AdminProduct>(await api(`/api/admin/products/${other.id}`, { session: admin }))).slug,
    ).toBe(other.slug);
  });

  it("refuses negative or fractional prices and stock, bad slugs and unknown statuses, storing nothing", async () => {
    const before = (await db().select({ n: count() }).from(products).get())?.n ?? 0;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ priceCents: -100 }, "priceCents", "Price cannot be negative"],
      [{ priceCents: 10.5 }, "priceCents", "Enter a price in whole dollars, for example 145"],
      // Shown as whole dollars everywhere, so charged as whole dollars: $145.50 would show as $146.
      [
        { priceCents: 14550 },
        "priceCents",
        "Prices are shown in whole dollars: leave out the cents (for example 145)",
      ],
      [{ stock: -1 }, "stock", "Stock cannot be negative"],
      [{ stock: 1.5 }, "stock", "Stock must be a whole number"],
      [{ title: "  " }, "title", "Title is required"],
      [
        { slug: "Not A Slug!" },
        "slug",
        "Use lowercase letters, numbers and hyphens (for example linen-throw-pillow)",
      ],
      [{ status: "sold" }, "status", "Choose draft, active or archived"],
      [{ currency: "eur" }, "currency", "Only US dollars are supported"],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await api("/api/admin/products", { json: validProduct(overrides), session: admin });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect((await json<ErrorBody>(res)).errors?.[field]).toBe(message);
    }
    expect((await db().select({ n: count() }).from(products).get())?.n ?? 0).toBe(before);

    const piece = await makeProduct({ stock: 2, priceCents: 500 });
    const res = await api(`/api/admin/products/${piece.id}`, {
      method: "PUT",
      json: { stock: -3 },
      session: admin,
    });
    expect(res.status).toBe(400);
    expect(await stockOf(piece.id)).toBe(2);
  });

  it("refuses a stock edit made on a stale form (a sale happened meanwhile)", async () => {
    const piece = await makeProduct({ stock: 2 });
    await checkoutOk([{ productId: piece.id, quantity: 1 }]);
    const res = await api(`/api/admin/products/${piece.id}`, {
      method: "PUT",
      json: { stock: 2, expectedStock: 2 },
      session: admin,
    });
    expect(res.status).toBe(409);
    expect((await json<ErrorBody>(res)).message).toMatch(/stock changed while you were editing/);
    expect(await stockOf(piece.id)).toBe(1);
  });

  it("deletes a product without orders, and asks to archive one that has orders", async () => {
    const unused = await makeProduct();
    const del = await api(`/api/admin/products/${unused.id}`, { method: "DELETE", session: admin });
    expect(del.status).toBe(204);
    expect(await db().select().from(products).where(eq(products.id, unused.id)).get()).toBeUndefined();
    expect((await api(`/api/admin/products/${unused.id}`, { method: "DELETE", session: admin })).status).toBe(
      404,
    );

    const sold = await makeProduct({ stock: 2 });
    await checkoutOk([{ productId: sold.id, quantity: 1 }]);
    const refused = await api(`/api/admin/products/${sold.id}`, { method: "DELETE", session: admin });
    expect(refused.status).toBe(409);
    expect((await json<ErrorBody>(refused)).message).toBe(
      "This product has orders, so it cannot be deleted. Archive it instead to hide it from the shop.",
    );
    expect(await stockOf(sold.id)).toBe(1);
  });

  it("uploads cover and extra images through signed URLs, and removes them again", async () => {
    const product = await json<AdminProduct>(
      await api("/api/admin/products", { json: validProduct(), session: admin }),
    );
    // A minimal WebP: RIFF header + WEBP tag (the server checks the leading bytes).
    const webp = new Uint8Array([
      0x52, 0x49, 0x46, 0x46, 0x1a, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c, 0x0d,
      0x00, 0x00, 0x00, 0x2f, 0x00, 0x00, 0x00, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00,
    ]);
    async function upload(width: number) {
      const res = await api(`/api/admin/products/${product.id}/images/upload-url`, {
        json: { fileName: `vase-${width}.webp`, fileType: "image/webp", fileSize: webp.length },
        session: admin,
      });
      expect(res.status).toBe(200);
      const { uploadUrl, objectPath } = await json<{ uploadUrl: string; objectPath: string }>(res);
      expect(objectPath).toMatch(/^media\/[A-Za-z0-9_-]+-vase-\d+\.webp$/);
      const put = await SELF.fetch(uploadUrl, {
        method: "PUT",
        body: webp,
        headers: { "Content-Type": "image/webp" },
      });
      expect(put.status).toBe(200);
      return { width, objectPath };
    }

    const cover = await api(`/api/admin/products/${product.id}/images`, {
      json: {
        variants: [await upload(480), await upload(960)],
        width: 960,
        height: 640,
        altText: "Vase",
        asCover: true,
      },
      session: admin,
    });
    expect(cover.status).toBe(201);
    const withCover = await json<AdminProduct>(cover);
    expect(withCover.coverImageUrl).toMatch(/^\/media\/.+-vase-960\.webp$/);
    expect(withCover.coverImageVariants.map((v) => v.width)).toEqual([480, 960]);
    const coverImage = await api(withCover.coverImageUrl ?? "");
    expect(coverImage.status).toBe(200);

    const extra = await api(`/api/admin/products/${product.id}/images`, {
      json: { variants: [await upload(480)], width: 480, height: 320, altText: "Detail" },
      session: admin,
    });
    expect(extra.status).toBe(201);
    const withExtra = await json<AdminProduct>(extra);
    expect(withExtra.images).toHaveLength(1);
    expect(withExtra.images[0]).toMatchObject({ altText: "Detail", sortOrder: 0, width: 480 });

    // An object path that was never uploaded (or reused) is refused.
    const reuse = await api(`/api/admin/products/${product.id}/images`, {
      json: { variants: [{ width: 480, objectPath: withExtra.images[0]?.imageUrl.slice(1) }] },
      session: admin,
    });
    expect(reuse.status).toBe(400);

    const imageId = withExtra.images[0]?.id ?? 0;
    const imagePath = withExtra.images[0]?.imageUrl ?? "";
    const removed = await api(`/api/admin/product-images/${imageId}`, { method: "DELETE", session: admin });
    expect(removed.status).toBe(204);
    expect(
      (await json<AdminProduct>(await api(`/api/admin/products/${product.id}`, { session: admin }))).images,
    ).toEqual([]);
    await expect.poll(async () => env.MEDIA.head(imagePath.slice(1))).toBeNull();
    expect(
      (await api(`/api/admin/product-images/${imageId}`, { method: "DELETE", session: admin })).status,
    ).toBe(404);

    const badType = await api(`/api/admin/products/${product.id}/images/upload-url`, {
      json: { fileName: "x.html", fileType: "text/html", fileSize: 10 },
      session: admin,
    });
    expect(badType.status).toBe(400);
  });
});

describe("admin orders", () => {
  it("lists orders newest first with items, e-mail and session, filters by status, and fulfils paid ones only", async () => {
    const piece = await makeProduct({ title: "Linen Napkins", priceCents: 3600, stock: 10 });
    const first = await checkoutOk([{ productId: piece.id, quantity: 2 }]);
    const second = await checkoutOk([{ productId: piece.id, quantity: 1 }]);
    await postWebhook(first.event("checkout.session.completed", { email: "napkins@example.com" }));

    const all = await json<AdminOrder[]>(await api("/api/admin/orders", { session: admin }));
    const ids = all.map((o) => o.id);
    expect(ids.indexOf(second.order.id)).toBeLessThan(ids.indexOf(first.order.id));
    const paid = all.find((o) => o.id === first.order.id);
    expect(paid).toMatchObject({
      status: "paid",
      email: "napkins@example.com",
      totalCents: 7200,
      stripeSessionId: first.sessionId,
      items: [{ productId: piece.id, title: "Linen Napkins", unitPriceCents: 3600, quantity: 2 }],
    });
    expect(paid?.paidAt).not.toBeNull();

    const onlyPaid = await json<AdminOrder[]>(await api("/api/admin/orders?status=paid", { session: admin }));
    expect(onlyPaid.every((o) => o.status === "paid")).toBe(true);
    expect(onlyPaid.some((o) => o.id === first.order.id)).toBe(true);
    expect(onlyPaid.some((o) => o.id === second.order.id)).toBe(false);
    expect((await api("/api/admin/orders?status=lost", { session: admin })).status).toBe(400);

    const setStatus = (id: number, status: string) =>
      api(`/api/admin/orders/${id}`, { method: "PUT", json: { status }, session: admin });
    // Only a paid order can be fulfilled.
    expect((await setStatus(second.order.id, "fulfilled")).status).toBe(409);
    expect((await orderRow(second.order.id)).status).toBe("created");

    expect((await setStatus(first.order.id, "fulfilled")).status).toBe(200);
    expect((await orderRow(first.order.id)).status).toBe("fulfilled");

    // Never back to paid, never a status the shop does not have, never an unknown order.
    expect((await setStatus(first.order.id, "paid")).status).toBe(409);
    expect((await setStatus(first.order.id, "shipped")).status).toBe(400);
    expect((await setStatus(999_999, "fulfilled")).status).toBe(404);
    expect(
      await db()
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.id, first.order.id), eq(orders.status, "fulfilled")))
        .get(),
    ).toEqual({ n: 1 });
  });
});
