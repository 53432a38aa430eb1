/**
 * On the desktop and on a 390 px phone (every public page's content, width and full-page screenshot
 * are in tests/e2e/public-pages.spec.ts): the 404 page keeps the site's navigation and footer, so a
 * visitor who lands on a dead link can go on from there. The admin dashboard's header fits a phone, every one of its
 * tabs is on screen (the row wraps rather than hiding tabs past a sideways scroll, issue 28), and a tab's focus ring
 * is the keyboard's only and is never cut.
 */

import { expectNoHorizontalOverflow, signInAs } from "./fixtures";
import { expect, type Locator, test } from "./test";

// Every public page's content, width and full-page screenshot: tests/e2e/public-pages.spec.ts, in
// the one visit that also checks its take-over and runs axe on it.
test.describe("Public pages at this width", () => {
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

/** The element is wholly on screen: no scrolling ancestor (or the viewport) cuts it sideways. */
async function expectNotCut(el: Locator): Promise<void> {
  const cut = await el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    for (let p = node.parentElement; p; p = p.parentElement) {
      if (getComputedStyle(p).overflowX === "visible") continue;
      const box = p.getBoundingClientRect();
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5) return true;
    }
    return r.left < 0 || r.right > window.innerWidth;
  });
  expect(cut, `${el} is cut off`).toBe(false);
}

test.describe("Admin dashboard at this width", () => {
  test("the header fits, every tab is on screen, and tab focus rings are whole and keyboard-only", async ({
    page,
  }, info) => {
    await page.emulateMedia({ reducedMotion: "reduce", colorScheme: "light" });
    await signInAs(page, "admin");
    await page.goto("/admin");
    const header = page.getByRole("banner");
    for (const name of [
      "Layered Interiors Admin",
      "Dashboard",
      "Project Manager",
      "Brand Assets",
      "View Site",
      "Log Out",
    ]) {
      await expectNotCut(header.getByRole("link", { name, exact: true }));
    }
    await expectNoHorizontalOverflow(page);

    // Every section at hand: the tab row wraps, so no tab hides past a sideways scroll.
    const tabs = page.getByRole("tablist", { name: "Dashboard sections" });
    expect(await tabs.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
    for (const tab of await tabs.getByRole("tab").all()) await expectNotCut(tab);
    // The title row and the tabs stay compact: the first section starts within the phone's first screen.
    const panel = page.getByRole("tabpanel");
    expect(await panel.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(
      info.project.name === "phone" ? 300 : 220,
    );

    // A click selects the tab without a ring; the keyboard's ring is drawn inside the tab it moves
    // to, and that tab is brought wholly into view.
    const inquiries = page.getByRole("tab", { name: /^Inquiries/ });
    await inquiries.click();
    await expect(inquiries).toHaveAttribute("aria-selected", "true");
    await expect(inquiries).toHaveCSS("outline-style", "none");
    await page.keyboard.press("ArrowRight");
    const upload = page.getByRole("tab", { name: "Upload Document" });
    await expect(upload).toBeFocused();
    await expect(upload).toHaveCSS("outline-style", "solid");
    expect(Number.parseFloat(await upload.evaluate((el) => getComputedStyle(el).outlineOffset))).toBeLessThan(
      0,
    );
    await expect
      .poll(() => upload.evaluate((el) => el.getBoundingClientRect().right))
      .toBeLessThanOrEqual(await tabs.evaluate((el) => el.getBoundingClientRect().right));
    await expectNotCut(upload);
    await page.screenshot({
      path: info.outputPath(`admin-dashboard-${info.project.name}.png`),
      fullPage: true,
    });
  });
});
