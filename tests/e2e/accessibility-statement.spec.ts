/**
 * The accessibility statement (/accessibility, issue 27), on the desktop and on a 390 px phone:
 * painted by the Worker (without JavaScript it is there, heading, help links and all), its ways to
 * get help are the studio's configured e-mail and phone (GET /api/site, the footer's source), and
 * axe with every rule finds nothing in the light or the dark theme. That the footer's link opens
 * it is in public-core.spec.ts ("Footer and theme"); its take-over, axe in the light theme and its
 * screenshot in the one visit per public page of public-pages.spec.ts.
 */
import type { SiteInfo } from "../../src/shared/api-types";
import { telHref } from "../../src/shared/phone";
import { axeViolations, settled } from "./axe";
import { expectContactLinks, waitForApp } from "./fixtures";
import { expect, type Page, test } from "./test";

async function studio(page: Page): Promise<SiteInfo["studio"]> {
  const res = await page.request.get("/api/site");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as SiteInfo).studio;
}

async function expectHelp(page: Page, configured: SiteInfo["studio"]): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: "Accessibility Statement" })).toBeVisible();
  const help = page.getByRole("region", { name: "Getting Help" });
  await expectContactLinks(help, configured.email, configured.phone, telHref(configured.phone).slice(4));
  await expect(help).toContainText("we will answer within two business days");
  await expect(page.getByText(/^Last reviewed/)).toHaveText(/^Last reviewed [A-Z][a-z]+ \d{1,2}, \d{4}$/);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the statement is painted from its HTML, with the studio's e-mail and phone", async ({ page }) => {
    const configured = await studio(page);
    const res = await page.goto("/accessibility");
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(`Accessibility Statement | ${configured.name}`);
    await expectHelp(page, configured);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /WCAG 2\.2/);
    // In the site's frame: the navigation and the footer, with the link back to this page.
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Accessibility", exact: true }),
    ).toHaveAttribute("href", "/accessibility");
  });
});

test("the statement's help links are the configured ones, and axe finds nothing, light or dark", async ({
  page,
}) => {
  const configured = await studio(page);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    await page.goto("/accessibility");
    await waitForApp(page);
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${scheme}\\b`));
    await expectHelp(page, configured);
    await settled(page);
    expect.soft(await axeViolations(page), `axe, ${scheme}`).toEqual([]);
  }
});
