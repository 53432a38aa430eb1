/**
 * Payments in the browser tests, on the local Stripe stand-in that the e2e server runs beside the
 * app (scripts/stripe-stand-in.ts): a shop piece of the test's own, a checkout for it, paying a
 * session on the stand-in's payment page, and the webhooks the stand-in delivered.
 *
 *   const product = await ownPiece(admin, `Vase ${suffix}`, { description, priceCents: 6400, stock: 2 });
 *   await payOnStandIn(shopper, await checkoutOne(shopper, product.id, `cart-${suffix}`), email);
 */
import { STRIPE_STAND_IN_URL } from "../../playwright.config";
import { okJson } from "./fixtures";
import { type APIRequestContext, expect } from "./test";

/** The stand-in session a checkout URL (`…/pay/<session id>`) opens. */
export function sessionIdOf(checkoutUrl: string): string {
  return checkoutUrl.split("/pay/")[1] ?? "";
}

/** Pays a stand-in session on its page (its signed webhook reaches the app): a 303 back to the app. */
export async function payOnStandIn(api: APIRequestContext, sessionId: string, email: string): Promise<void> {
  const res = await api.post(`${STRIPE_STAND_IN_URL}/pay/${sessionId}`, { form: { email }, maxRedirects: 0 });
  expect(res.status(), await res.text()).toBe(303);
}

/** A second payable session for what `sessionId` pays (the stand-in's clone), paid too: its id. */
export async function payAgain(api: APIRequestContext, sessionId: string, email: string): Promise<string> {
  const second = await okJson<{ id: string }>(
    await api.post(`${STRIPE_STAND_IN_URL}/__clone/${sessionId}`),
    "second session",
  );
  await payOnStandIn(api, second.id, email);
  return second.id;
}

/** The session was paid once: one checkout.session.completed, signed as Stripe signs, accepted (200). */
export async function expectCompletedOnce(api: APIRequestContext, sessionId: string): Promise<void> {
  const events = (await (await api.get(`${STRIPE_STAND_IN_URL}/__events`)).json()) as {
    type: string;
    sessionId: string;
    status: number | null;
  }[];
  expect(events.filter((e) => e.sessionId === sessionId)).toEqual([
    expect.objectContaining({ type: "checkout.session.completed", status: 200 }),
  ]);
}

/**
 * A shop piece of the test's own (no other test's purchases touch its stock), active, in Decor; its
 * slug is its title in lower case with dashes.
 */
export async function ownPiece(
  admin: APIRequestContext,
  title: string,
  piece: { description: string; priceCents: number; stock: number },
): Promise<{ id: number }> {
  const data = {
    ...piece,
    title,
    slug: title.toLowerCase().replaceAll(" ", "-"),
    category: "Decor",
    currency: "usd",
    status: "active",
    featured: false,
    sortOrder: 99,
  };
  return okJson(await admin.post("/api/admin/products", { data }), "product");
}

/** Checkout for one of the piece (`checkoutKey` is the cart's): the stand-in session it opens. */
export async function checkoutOne(
  api: APIRequestContext,
  productId: number,
  checkoutKey: string,
): Promise<string> {
  const { url } = await okJson<{ url: string }>(
    await api.post("/api/checkout", { data: { items: [{ productId, quantity: 1 }], checkoutKey } }),
    "checkout",
  );
  return sessionIdOf(url);
}
