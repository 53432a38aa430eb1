import { signInAs, waitForApp } from "./fixtures";
import { expect, type Page, test } from "./test";

const PUBLIC_ROUTES: [string, RegExp][] = [
  ["/", /Layered Interiors/],
  ["/portfolio", /Portfolio/],
  ["/about", /About/],
  ["/services", /Services/],
  ["/shop", /Shop/],
  ["/contact", /Contact/],
  ["/client-portal", /Client Portal/],
  ["/login", /Sign In/],
  ["/privacy", /Privacy Policy/],
  ["/terms", /Terms of Service/],
];

/** Titles, redirects and API answers do not depend on the viewport: checked in the desktop project. */
const ONCE = "the same at every width: checked in the desktop project";

test.describe("SPA shell", () => {
  for (const [path, title] of PUBLIC_ROUTES) {
    test(`renders ${path} with its own title`, async ({ page, isMobile }) => {
      test.skip(isMobile, ONCE);
      await page.goto(path);
      await expect(page.locator("main")).toBeVisible();
      await expect(page).toHaveTitle(title);
    });
  }

  test("restores the brand title when leaving a page", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle(/^About \|/);
    await page.getByRole("link", { name: "Home" }).first().click();
    await expect(page).toHaveTitle(/^Layered Interiors \| /);
  });

  test("shows the 404 page for an unknown path", async ({ page }) => {
    await page.goto("/this/does/not/exist");
    await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return Home" })).toBeVisible();
  });

  test("sends signed-out visitors of guarded routes to /login", async ({ page, isMobile }) => {
    test.skip(isMobile, ONCE);
    for (const path of ["/admin", "/admin/projects", "/portal", "/upload", "/dashboard"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login\?returnTo=/);
    }
  });

  test("answers unknown API paths with JSON, not the SPA", async ({ request, isMobile }) => {
    test.skip(isMobile, ONCE);
    const res = await request.get("/api/definitely-not-here");
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found." });
  });

  test("serves the nine demo projects from /api/projects", async ({ request, isMobile }) => {
    test.skip(isMobile, ONCE);
    const res = await request.get("/api/projects");
    expect(res.status()).toBe(200);
    const list = (await res.json()) as unknown[];
    expect(list).toHaveLength(9);
  });
});

/** The paths of the stylesheets the page uses, in the order they apply. */
const stylesheets = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])),
  );

test.describe("stylesheets", () => {
  test("a public page loads the site's stylesheet alone; a private page adds its own after it", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, ONCE);
    await page.goto("/shop");
    await waitForApp(page);
    const site = await stylesheets(page);
    // Only the site's: the admin's and the portal's utilities stay out of every public page.
    expect(site).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/)]);

    await signInAs(page, "admin");
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Designer Admin Dashboard" })).toBeVisible();
    // After the site's, so that its utilities order as one sheet would (src/private.css).
    expect(await stylesheets(page)).toEqual([
      site[0],
      expect.stringMatching(/^\/assets\/private-[\w-]+\.css$/),
    ]);
    const rules = await page.evaluate(() => document.styleSheets[1]?.cssRules.length ?? 0);
    expect(rules, "the private stylesheet has loaded").toBeGreaterThan(0);
  });
});
