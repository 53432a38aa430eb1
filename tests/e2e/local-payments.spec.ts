/**
 * Payments out of the box (issue 16): `npm start` with no Stripe keys runs a local stand-in for
 * Stripe Checkout beside the app (scripts/start.mjs, scripts/stripe-stand-in.ts), and the e2e
 * server is exactly that. A newcomer buys a demo piece on the local payment page and the studio
 * sees the paid order, through the same checkout, webhook and order code as production.
 */

import { STRIPE_STAND_IN_URL } from "../../playwright.config";
import { paidOrderRow, uniqueEmail } from "./fixtures";
import { expectCompletedOnce } from "./payments";
import { expect, test } from "./test";

const PIECE = "Linen Throw Pillow";

test("a fresh start takes a payment on the local payment page and the order shows as paid", async ({
  page,
}) => {
  // Shop, cart, payment page, success page and the admin: several full page loads, slow on a busy machine.
  test.setTimeout(150_000);
  const email = uniqueEmail("newcomer");

  await page.goto("/shop");
  const card = page.getByTestId("product-linen-throw-pillow");
  await card.getByRole("button", { name: /Add to Cart/ }).click();
  await page.getByTestId("button-cart").click();
  const drawer = page.getByTestId("cart-drawer");
  await expect(drawer.getByTestId("cart-total")).toHaveText("$88");
  await drawer.getByRole("button", { name: "Checkout" }).click();

  // The local payment page: labelled as such, with the piece, its price and the total.
  await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_[a-f0-9]+$/);
  const sessionId = new URL(page.url()).pathname.split("/").pop() ?? "";
  await expect(page.getByRole("note")).toContainText("Local test payment");
  await expect(page.getByRole("note")).toContainText("No money moves.");
  await expect(page.getByRole("heading", { name: "Pay Layered Interiors" })).toBeVisible();
  const summary = page.getByRole("list", { name: "Order summary" });
  await expect(summary).toContainText(PIECE);
  await expect(summary).toContainText("$88.00");
  await expect(page.getByTestId("pay-total")).toHaveText("$88.00");

  // Paying without an e-mail is refused on the page; nothing is paid.
  const pay = page.getByRole("button", { name: "Pay $88.00" });
  await pay.click();
  await expect(page).toHaveURL(new RegExp(`/pay/${sessionId}$`));
  expect(await page.getByLabel("Email").evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(
    false,
  );

  await page.getByLabel("Email").fill(email);
  await pay.click();

  // Back in the shop: the signed webhook reached the app before the shopper did.
  await page.waitForURL(/\/shop\/success\?order=[A-Za-z0-9_-]{16,}&session_id=cs_test_/);
  const order = page.getByTestId("order-summary");
  // A full page load of the SPA after the redirect: allow it time on a busy machine.
  await expect(order.getByRole("heading", { name: "Thank you" })).toBeVisible({ timeout: 30_000 });
  await expect(order.getByTestId("order-status")).toHaveText("Payment received");
  await expect(order).toContainText(PIECE);
  await expect(order.getByTestId("order-total")).toHaveText("$88.00");
  await expect(page.getByTestId("cart-count")).toHaveCount(0);

  // Delivered once, signed as Stripe signs, and accepted by /api/stripe/webhook.
  await expectCompletedOnce(page.request, sessionId);

  // Going back to the payment page cannot pay twice.
  await page.goto(`${STRIPE_STAND_IN_URL}/pay/${sessionId}`);
  await expect(page.getByRole("heading", { name: "This payment is complete" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay/ })).toHaveCount(0);

  // The studio sees the paid order, with the shopper's e-mail, in Admin › Orders.
  const row = await paidOrderRow(page, email);
  await expect(row).toContainText("Paid");
  await expect(row).toContainText(PIECE);
  await expect(row).toContainText("$88.00");
});

test("an unknown payment link says so instead of taking a payment", async ({ page }) => {
  const res = await page.goto(`${STRIPE_STAND_IN_URL}/pay/cs_test_000000000000000000000000`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Checkout not found" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
});
