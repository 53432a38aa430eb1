/**
 * Every public page, on the desktop and on a 390 px phone: its main content arrives, nothing sticks
 * out sideways, and a full-page screenshot is kept (test-results/, one per page and project) for a
 * person to look at. The 404 page keeps the site's navigation and footer, so a visitor who lands on
 * a dead link can go on from there.
 */
import { expect, type Page, test } from "@playwright/test";
import type { PublicProject } from "../../src/shared/api-types";
import { expectNoHorizontalOverflow, waitForApp } from "./fixtures";

type PublicPage = {
  name: string;
  path: (page: Page) => Promise<string>;
  /** The page's own content is on screen. */
  ready: (page: Page) => Promise<void>;
};

async function firstPublishedProject(page: Page): Promise<PublicProject> {
  const res = await page.request.get("/api/projects");
  expect(res.status()).toBe(200);
  const [first] = (await res.json()) as PublicProject[];
  if (!first) throw new Error("the demo data has no published project");
  return first;
}

const h1 = (page: Page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible();
const fixed = (path: string) => async () => path;

const PAGES: PublicPage[] = [
  {
    name: "home",
    path: fixed("/"),
    ready: async (page) => {
      await expect(page.getByTestId("hero-slideshow")).toBeVisible();
      await expect(page.getByTestId("project-card").first()).toBeVisible();
    },
  },
  {
    name: "portfolio",
    path: fixed("/portfolio"),
    ready: async (page) => {
      await h1(page);
      await expect(page.getByTestId("project-card").first()).toBeVisible();
      await expect(page.getByTestId("bath-details")).toBeVisible();
    },
  },
  {
    name: "project",
    path: async (page) => `/projects/${(await firstPublishedProject(page)).id}`,
    ready: async (page) => {
      await expect(page.getByTestId("project-detail")).toBeVisible();
      await expect(page.getByTestId("project-gallery")).toBeVisible();
    },
  },
  { name: "about", path: fixed("/about"), ready: h1 },
  {
    name: "services",
    path: fixed("/services"),
    ready: async (page) => {
      await expect(page.getByRole("article", { name: "Full-Service Design" })).toBeVisible();
      await page.locator("#inquiry").scrollIntoViewIfNeeded();
      await expect(page.getByRole("form", { name: "Project inquiry" })).toBeVisible();
    },
  },
  {
    name: "shop",
    path: fixed("/shop"),
    ready: async (page) => {
      await h1(page);
      await expect(page.getByTestId("product-linen-throw-pillow")).toBeVisible();
    },
  },
  {
    name: "contact",
    path: fixed("/contact"),
    ready: async (page) => {
      await h1(page);
      await expect(page.getByRole("form", { name: "Project inquiry" })).toBeVisible();
    },
  },
  {
    name: "client-portal",
    path: fixed("/client-portal"),
    ready: async (page) => {
      await h1(page);
      await expect(page.locator("main").getByText("Design Fee Proposals")).toBeVisible();
    },
  },
  { name: "privacy", path: fixed("/privacy"), ready: h1 },
  { name: "terms", path: fixed("/terms"), ready: h1 },
  { name: "login", path: fixed("/login"), ready: h1 },
  {
    name: "not-found",
    path: fixed("/no-such-page"),
    ready: (page) =>
      expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible(),
  },
];

/**
 * Scrolls through the page so lazy images start, waits until every image has arrived (or failed)
 * and the web fonts are in, then goes back to the top: the screenshot shows the page as read.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].filter((img) => !img.complete).length), {
      timeout: 20_000,
    })
    .toBe(0);
  // Chromium leaves an asynchronously decoded image blank in a full-page capture until a later
  // frame: decode each now and draw it synchronously, so the picture shows what a reader sees.
  await page.evaluate(async () => {
    for (const img of document.images) img.decoding = "sync";
    // Only the loaded ones: decode() on a lazy image nobody scrolls to would wait for ever.
    const loaded = [...document.images].filter((img) => img.complete);
    await Promise.all(loaded.map((img) => img.decode().catch(() => undefined)));
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

test.describe("Public pages at this width", () => {
  test.beforeEach(async ({ page }) => {
    // A still page for the picture: the hero does not change slide under the camera.
    await page.emulateMedia({ reducedMotion: "reduce", colorScheme: "light" });
  });

  for (const entry of PAGES) {
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
