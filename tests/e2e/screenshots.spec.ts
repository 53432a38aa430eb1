/**
 * Every public page, on the desktop and on a 390 px phone: its main content arrives, nothing sticks
 * out sideways, and a full-page screenshot is kept (test-results/, one per page and project) for a
 * person to look at. The 404 page keeps the site's navigation and footer, so a visitor who lands on
 * a dead link can go on from there.
 */
import { expect, test } from "@playwright/test";
import { expectNoHorizontalOverflow, waitForApp } from "./fixtures";
import { PUBLIC_PAGES, settle } from "./public-pages";

test.describe("Public pages at this width", () => {
  test.beforeEach(async ({ page }) => {
    // A still page for the picture: the hero does not change slide under the camera.
    await page.emulateMedia({ reducedMotion: "reduce", colorScheme: "light" });
  });

  for (const entry of PUBLIC_PAGES) {
    test(`${entry.name}: content, no sideways overflow, full-page screenshot`, async ({ page }, info) => {
      await page.goto(await entry.path(page));
      // The page as read once the SPA has taken it over (it may add the hero's next slide).
      await waitForApp(page);
      await entry.ready(page);
      await settle(page);
      await expectNoHorizontalOverflow(page);
      // Every image that loaded is drawn at its own proportions or deliberately covered: none is
      // broken (a failed image reports a natural width of 0).
      const broken = await page.evaluate(() =>
        [...document.images].filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src),
      );
      expect(broken).toEqual([]);
      await page.screenshot({
        path: info.outputPath(`${entry.name}-${info.project.name}.png`),
        fullPage: true,
      });
    });
  }

  test("the 404 page keeps the navigation and footer, so a visitor can go on", async ({ page }, info) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
    await expect(page).toHaveTitle(/^Page Not Found \|/);
    const banner = page.getByRole("banner");
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("link", { name: "Layered Interiors" })).toHaveAttribute("href", "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("thoughtful design, layered for living")).toBeVisible();
    await expect(page.getByRole("main")).toContainText("This page could not be found");

    // On from the dead link: through the bar (the phone's menu) to the portfolio.
    if (info.project.name === "phone") {
      await page.getByTestId("button-mobile-menu").click();
      await page.getByTestId("mobile-menu").getByRole("link", { name: "Portfolio" }).click();
    } else {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Portfolio" }).click();
    }
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByTestId("project-card").first()).toBeVisible();

    // And through the footer, from another unknown address.
    await page.goto("/rooms/that/do/not/exist");
    await page.getByRole("contentinfo").getByRole("link", { name: "Shop", exact: true }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });
});
