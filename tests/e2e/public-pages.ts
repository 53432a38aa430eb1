/**
 * Every public page, with the condition that says its own content is on screen, shared by the
 * screenshot and accessibility specs so that a new page is checked by both.
 */
import { expect, type Page } from "@playwright/test";
import type { PublicProject } from "../../src/shared/api-types";

export type PublicPage = {
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

export const PUBLIC_PAGES: PublicPage[] = [
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
export async function settle(page: Page): Promise<void> {
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
