/**
 * The shop in the browser (issue 8): the admin adds a piece, shoppers buy it through the local
 * Stripe stand-in that the e2e server (scripts/start.mjs) runs, until it is sold out. Shoppers pay
 * on its payment page; it sends the signed webhook to the app, exactly as Stripe would.
 */

import { slugify } from "../../src/shared/product";
import {
  fillNewProduct,
  freshPage,
  makePng,
  newProductDialog,
  signInAs,
  withoutPaintedPage,
} from "./fixtures";
import { expect, type Page, test } from "./test";

/** Checkout from the cart drawer; resolves once the browser is on the payment page. */
async function checkoutFromCart(page: Page): Promise<{ sessionId: string }> {
  await page.getByTestId("button-cart").click();
  const drawer = page.getByTestId("cart-drawer");
  await drawer.getByRole("button", { name: "Checkout" }).click();
  await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_[a-f0-9]+$/);
  await expect(page.getByRole("heading", { name: /^Pay / })).toBeVisible();
  return { sessionId: new URL(page.url()).pathname.split("/").pop() ?? "" };
}

/**
 * Pays on the payment page: the stand-in marks the session paid, the app gets the signed
 * checkout.session.completed, and the browser comes back to the success page. Returns the order's
 * reference from that address.
 */
async function payOnPaymentPage(page: Page, email: string): Promise<string> {
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await page.waitForURL(/\/shop\/success\?order=/);
  const ref = new URL(page.url()).searchParams.get("order") ?? "";
  expect(ref).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  return ref;
}

test.describe("shop checkout", () => {
  test("the admin adds a piece with an image; shoppers buy it through Stripe until it is sold out", async ({
    page,
    browser,
  }, testInfo) => {
    // Three shoppers, each through the payment page and back: several page loads per sale.
    test.setTimeout(300_000);
    const title = `Hand-Built Vessel ${testInfo.project.name} ${Date.now().toString(36)}`;
    const slug = slugify(title);

    // The admin creates the product, with a cover image, straight to Active.
    await signInAs(page, "admin");
    const dialog = await newProductDialog(page);
    const description = "A tall stoneware vessel with a soft, chalky glaze.";
    const image = { name: "vessel.png", mimeType: "image/png", buffer: await makePng(page) };
    await fillNewProduct(dialog, { title, price: "210", stock: "2", description }, image);
    // The slug follows the title as it is typed.
    await expect(dialog.getByLabel("Slug")).toHaveValue(slug);
    await expect(dialog.getByRole("img", { name: "Cover image" })).toBeVisible();
    await dialog.getByRole("button", { name: "Create Product" }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    const row = page.getByTestId(`admin-product-${slug}`);
    await expect(row).toContainText("Active");
    await expect(row).toContainText("$210.00");
    await expect(row).toContainText("2 in stock");
    await row.scrollIntoViewIfNeeded(); // its thumbnail is lazy, like the shop's photos
    await expect(row.locator("img")).toHaveJSProperty("complete", true);
    // The thumbnail names its web sizes (srcset, src/shared/image-srcset.ts): the browser loads a
    // small one for a small thumbnail, never more than the largest made at upload (480 here).
    const width = await row.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(width).toBeGreaterThan(0);
    expect(width).toBeLessThanOrEqual(480);

    // A shopper sees it in the shop: image, price, low stock.
    const first = await freshPage(browser, testInfo);
    const shop = first.page;
    await shop.goto("/shop");
    const card = shop.getByTestId(`product-${slug}`);
    await expect(card).toContainText("Only 2 left");
    await expect(card).toContainText("$210");
    const cover = card.getByRole("img", { name: title });
    await expect(cover).toBeVisible();
    // Lazy below the fold (other tests' pieces may come first): it loads once near the viewport.
    await cover.scrollIntoViewIfNeeded();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Add to cart, checkout: the browser lands on the payment page and pays.
    await card.getByRole("button", { name: /Add to Cart/ }).click();
    await checkoutFromCart(shop);
    await expect(shop.getByRole("list", { name: "Order summary" })).toContainText(title);
    await payOnPaymentPage(shop, "first.buyer@example.com");

    // The webhook was applied before the shopper returned: the success page shows the paid
    // order, and the cart is empty.
    const summary = shop.getByTestId("order-summary");
    await expect(summary.getByRole("heading", { name: "Thank you" })).toBeVisible();
    await expect(summary.getByTestId("order-status")).toHaveText("Payment received");
    await expect(summary).toContainText(title);
    await expect(summary.getByTestId("order-total")).toHaveText("$210.00");
    await expect(shop.getByTestId("cart-count")).toHaveCount(0);
    await shop.getByTestId("button-cart").click();
    await expect(shop.getByTestId("cart-drawer")).toContainText("Your cart is empty");
    await first.context.close();

    // A second shopper takes the last one, changes their mind at Stripe, comes back, and buys it.
    const second = await freshPage(browser, testInfo);
    const buyer = second.page;
    await buyer.goto("/shop");
    const lastCard = buyer.getByTestId(`product-${slug}`);
    await expect(lastCard).toContainText("Only 1 left");
    await lastCard.getByRole("button", { name: /Add to Cart/ }).click();
    const cancelled = await checkoutFromCart(buyer);
    await buyer.getByRole("button", { name: "Cancel" }).click();
    await buyer.waitForURL(/\/shop\?checkout=cancelled&order=/);
    const drawer = buyer.getByTestId("cart-drawer");
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId("checkout-cancelled-note")).toContainText("Checkout was cancelled");
    await expect(drawer).toContainText(title);
    await buyer.keyboard.press("Escape");
    const secondSale = await checkoutFromCart(buyer);
    expect(secondSale.sessionId).not.toBe(cancelled.sessionId);
    await payOnPaymentPage(buyer, "second.buyer@example.com");
    await expect(buyer.getByTestId("order-status")).toHaveText("Payment received");
    await second.context.close();

    // Gone: the card shows Sold Out and cannot be added.
    const third = await freshPage(browser, testInfo);
    await third.page.goto("/shop");
    const soldOut = third.page.getByTestId(`product-${slug}`);
    await expect(soldOut.getByTestId("sold-out-overlay")).toBeVisible();
    await expect(soldOut.getByRole("button", { name: /Sold Out/ })).toBeDisabled();
    await third.context.close();

    // The studio sees both paid orders, with the buyer's e-mail.
    await page.goto("/admin?tab=orders");
    await page.getByLabel("Status").selectOption("paid");
    const orders = page.locator('[data-testid^="admin-order-"]').filter({ hasText: title });
    await expect(orders).toHaveCount(2);
    await expect(orders.filter({ hasText: "second.buyer@example.com" })).toContainText("Paid");
    await orders
      .filter({ hasText: "first.buyer@example.com" })
      .getByRole("button", { name: "Mark fulfilled" })
      .click();
    await expect(orders.filter({ hasText: "first.buyer@example.com" })).toHaveCount(0);
  });

  test("the Added to cart toast never covers the cart button or the cart's Checkout", async ({ page }) => {
    await page.goto("/shop");
    await page
      .getByTestId("product-linen-throw-pillow")
      .getByRole("button", { name: /Add to Cart/ })
      .click();
    const toast = page.getByRole("region", { name: /notification/i }).getByRole("listitem");
    await expect(toast).toBeVisible();
    const cartButton = page.getByTestId("button-cart");
    const [t, c] = [await toast.boundingBox(), await cartButton.boundingBox()];
    if (!t || !c) throw new Error("toast or cart button not laid out");
    const overlaps =
      t.x < c.x + c.width && c.x < t.x + t.width && t.y < c.y + c.height && c.y < t.y + t.height;
    expect(overlaps, "the toast sits over the cart button").toBe(false);

    // Opening the cart answers the toast: it goes, and Checkout is what a tap there reaches.
    await cartButton.click();
    await expect(toast).toHaveCount(0);
    const checkout = page.getByTestId("cart-drawer").getByRole("button", { name: "Checkout" });
    await expect(checkout).toBeVisible();
    // A trial click fails when anything else would receive the tap at the button's centre.
    await checkout.click({ trial: true, timeout: 5000 });
  });

  test("a piece that sold meanwhile is named in the cart, which offers to remove it", async ({
    page,
    browser,
  }, testInfo) => {
    const title = `Rattan Tray ${testInfo.project.name} ${Date.now().toString(36)}`;
    await signInAs(page, "admin");
    const origin = new URL(testInfo.project.use.baseURL ?? "").origin;
    const created = await page.request.post("/api/admin/products", {
      headers: { Origin: origin },
      data: {
        title,
        slug: slugify(title),
        priceCents: 9500,
        stock: 1,
        status: "active",
        category: "Decor",
        description: "Woven rattan.",
      },
    });
    expect(created.status()).toBe(201);
    const product = (await created.json()) as { id: number };

    const shopper = await freshPage(browser, testInfo);
    await shopper.page.goto("/shop");
    await shopper.page
      .getByTestId(`product-${slugify(title)}`)
      .getByRole("button", { name: /Add to Cart/ })
      .click();

    // Meanwhile the piece sells elsewhere (the studio sets its stock to 0).
    const sold = await page.request.put(`/api/admin/products/${product.id}`, {
      headers: { Origin: origin },
      data: { stock: 0 },
    });
    expect(sold.status()).toBe(200);

    await shopper.page.getByTestId("button-cart").click();
    const drawer = shopper.page.getByTestId("cart-drawer");
    await drawer.getByRole("button", { name: "Checkout" }).click();
    const problem = drawer.getByTestId("checkout-problem");
    await expect(problem).toContainText(`${title} is no longer available.`);
    await problem.getByRole("button", { name: `Remove ${title}` }).click();
    await expect(drawer).toContainText("Your cart is empty");
    await shopper.context.close();
  });

  test("without checkout configured, the cart says so and asks about the pieces instead", async ({
    page,
  }) => {
    await page.route("**/api/site", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { features: { checkout: boolean } };
      body.features.checkout = false;
      await route.fulfill({ response, json: body });
    });
    // The painted page carries the site info in the router's state (allowed by its hash, so it
    // cannot be edited): the SPA renders the page itself instead, with the answer above.
    await withoutPaintedPage(page, "/shop");
    await page.goto("/shop");
    await page
      .getByTestId("product-linen-throw-pillow")
      .getByRole("button", { name: /Add to Cart/ })
      .click();
    await page.getByTestId("button-cart").click();
    const drawer = page.getByTestId("cart-drawer");
    await expect(drawer.getByTestId("checkout-unavailable")).toContainText(
      "Online checkout is not set up yet.",
    );
    await expect(drawer.getByRole("button", { name: "Checkout" })).toHaveCount(0);
    await drawer.getByRole("button", { name: "Ask about this piece" }).click();
    await expect(page).toHaveURL(/\/contact\?pieces=Linen(\+|%20)Throw(\+|%20)Pillow/);
    await expect(page.locator("textarea")).toHaveValue(/Linen Throw Pillow/);
  });
});
