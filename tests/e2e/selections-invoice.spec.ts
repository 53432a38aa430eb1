/**
 * Selections invoices (issue 29 item 3) in the browser, on the phone and the desktop: the studio
 * asks for a 50% deposit on two approved pieces in the admin's Selections tab; the client, through
 * the private link, opens the Selections tab, sees the invoice's lines and total, pays on the local
 * Stripe stand-in's payment page, comes back to the portal and sees the invoice paid and the pieces
 * "Ordered"; the studio's Orders tab lists the invoice as paid. The studio's cost is never shown to
 * the client. Screenshots of each step go to the test's output folder.
 */
import type { Page, TestInfo } from "@playwright/test";
import { STRIPE_STAND_IN_URL } from "../../playwright.config";
import { expectNoHorizontalOverflow, okJson as ok, signInAs } from "./fixtures";
import { addPiece, addRoom, projectWithLink, type SelectionsView } from "./selections";
import { type APIRequestContext, expect, test } from "./test";

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: testInfo.outputPath(`${testInfo.project.name}-${name}.png`),
    fullPage: false,
  });
}

test.describe("selections invoice", () => {
  /** A project with a link and two pieces (with the studio's cost) approved by the client. */
  async function approvedProject(admin: APIRequestContext, name: string) {
    const { projectId, linkUrl, token } = await projectWithLink(admin, name, {
      category: "Dining Room",
      clientContact1Email: "dana-invoice@example.com",
    });
    const roomId = await addRoom(admin, projectId, "Dining room");
    for (const [pieceName, price, quantity] of [
      ["Walnut table", 240_000, 1],
      ["Dining chair", 45_000, 4],
    ] as const) {
      await addPiece(admin, roomId, { name: pieceName, unitPriceCents: price, quantity, costCents: 123_456 });
    }
    const view = await ok<SelectionsView>(
      await admin.post(`/api/admin/selection-rooms/${roomId}/propose`, { data: {} }),
      "propose",
    );
    for (const item of view.rooms[0]?.items ?? []) {
      await ok(
        await admin.post(`/api/portal/selection-items/${item.id}/decision`, {
          data: { projectId, token, decision: "approved" },
        }),
        "approve",
      );
    }
    return { projectId, linkUrl };
  }

  test("the studio asks for a deposit, the client pays it and the pieces are ordered", async ({
    page,
    browser,
    baseURL,
    admin,
  }, testInfo) => {
    test.setTimeout(180_000);
    const name = `Invoice House ${testInfo.project.name} ${Date.now().toString(36)}`;
    const { projectId, linkUrl } = await approvedProject(admin, name);

    // 1. The studio: Request payment under the schedule, a 50% deposit.
    await signInAs(page, "admin");
    await page.goto(`/admin?tab=selections&projectId=${projectId}`);
    const form = page.getByRole("form", { name: "Request payment" });
    await expect(form.getByLabel(/Walnut table/)).toBeChecked();
    await expect(form.getByLabel(/Dining chair/)).toBeChecked();
    await form.getByLabel("Deposit (percent, optional)").fill("50");
    // (2,400 + 4 × 450) × 50% = 2,100.
    await expect(form.getByTestId("invoice-preview")).toContainText("to pay $2,100");
    await form.scrollIntoViewIfNeeded();
    await shot(page, testInfo, "1-request-payment");
    await form.getByRole("button", { name: "Request payment" }).click();
    const invoice = page.locator('[data-testid^="admin-invoice-"]');
    await expect(invoice).toHaveAttribute("data-status", "open");
    await expect(invoice).toContainText("$2,100");
    await expect(invoice).toContainText("50% deposit");
    await expect(page.getByText("No approved piece is waiting to be invoiced.")).toBeVisible();

    // 2. The client, on this project's width, through the private link.
    const context = await browser.newContext({
      baseURL,
      viewport: page.viewportSize() ?? { width: 1280, height: 800 },
      isMobile: testInfo.project.name === "phone",
      hasTouch: testInfo.project.name === "phone",
    });
    try {
      const client = await context.newPage();
      await client.goto(linkUrl);
      await client.getByRole("tab", { name: "Selections" }).click();
      const card = client.locator('[data-testid^="invoice-"][data-status]');
      await expect(card.getByRole("heading", { name: /^INV-\d+$/ })).toBeVisible();
      await expect(card).toContainText("Walnut table");
      await expect(card).toContainText("4 × $450");
      await expect(card).toContainText("Deposit (50%)");
      await expect(card.getByTestId("invoice-total")).toHaveText("$2,100");
      // The studio's cost is nowhere on the client's page.
      await expect(client.getByText("$1,234.56")).toHaveCount(0);
      await expectNoHorizontalOverflow(client);
      await card.scrollIntoViewIfNeeded();
      await shot(client, testInfo, "2-client-invoice");

      await card.getByRole("button", { name: "Pay $2,100" }).click();
      await client.waitForURL(/\/pay\/cs_test_[a-f0-9]+$/);
      expect(client.url().startsWith(STRIPE_STAND_IN_URL)).toBe(true);
      await expect(client.getByTestId("pay-total")).toHaveText("$2,100.00");
      await expect(client.getByText("1,234.56")).toHaveCount(0);
      await shot(client, testInfo, "3-stand-in-checkout");
      await client.getByLabel("Email").fill("dana-invoice@example.com");
      await client.getByRole("button", { name: "Pay $2,100.00" }).click();

      // 3. Back in the portal's Selections tab: paid, and the pieces ordered.
      await client.waitForURL(/\/portal\/\d+\?tab=selections&invoice=\d+&payment=paid$/, { timeout: 30_000 });
      const paid = client.locator('[data-testid^="invoice-"][data-status="paid"]');
      await expect(paid).toBeVisible({ timeout: 30_000 });
      await expect(paid).toContainText("Paid on");
      for (const piece of ["Walnut table", "Dining chair"]) {
        await expect(
          client.locator(`[data-piece="${piece}"]`).getByText("Ordered", { exact: true }),
        ).toBeVisible();
      }
      await expectNoHorizontalOverflow(client);
      await paid.scrollIntoViewIfNeeded();
      await shot(client, testInfo, "4-client-paid");
    } finally {
      await context.close();
    }

    // 4. The studio's Orders tab lists it beside the shop's orders.
    await page.goto("/admin?tab=orders");
    await page.getByLabel("Show invoices").selectOption("paid");
    const row = page.locator('[data-testid^="orders-invoice-"]').filter({ hasText: name });
    await expect(row).toHaveAttribute("data-status", "paid");
    await expect(row).toContainText("$2,100");
    await row.scrollIntoViewIfNeeded();
    await shot(page, testInfo, "5-orders-tab");
  });
});
