/**
 * Every public page, with the condition that says its own content is on screen, visited once per
 * width by tests/e2e/public-pages.spec.ts (content, axe, overflow, screenshot; the take-over where
 * `takeOver`), so that a new page is checked by all of them. A public page of src/shared/pages.ts
 * not named here is visited too (below).
 */

import type { PublicProject } from "../../src/shared/api-types";
import { PUBLIC_PAGES as LISTED_PAGES } from "../../src/shared/pages";
import { expect, type Page } from "./test";

export type PublicPage = {
  name: string;
  path: (page: Page) => Promise<string>;
  /** The page's own content is on screen. */
  ready: (page: Page) => Promise<void>;
  /**
   * Painted from its HTML by the Worker (src/first-load/render.tsx) and taken over by the SPA: the visit
   * checks the take-over (no mismatch, no shift, no second download). The same pages as
   * tests/e2e/first-paint.spec.ts's ROUTES, which checks them without JavaScript.
   */
  takeOver?: boolean;
  /** The HTTP status the page answers with (200 unless given). */
  status?: number;
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

const NAMED: PublicPage[] = [
  {
    name: "home",
    takeOver: true,
    path: fixed("/"),
    ready: async (page) => {
      await expect(page.getByTestId("hero-slideshow")).toBeVisible();
      await expect(page.getByTestId("project-card").first()).toBeVisible();
    },
  },
  {
    name: "portfolio",
    takeOver: true,
    path: fixed("/portfolio"),
    ready: async (page) => {
      await h1(page);
      await expect(page.getByTestId("project-card").first()).toBeVisible();
      await expect(page.getByTestId("bath-details")).toBeVisible();
    },
  },
  {
    name: "project",
    takeOver: true,
    path: async (page) => `/projects/${(await firstPublishedProject(page)).id}`,
    ready: async (page) => {
      await expect(page.getByTestId("project-detail")).toBeVisible();
      await expect(page.getByTestId("project-hero")).toBeVisible();
    },
  },
  { name: "about", path: fixed("/about"), ready: h1, takeOver: true },
  {
    name: "services",
    takeOver: true,
    path: fixed("/services"),
    ready: async (page) => {
      await expect(page.getByRole("article", { name: "Full-Service Design" })).toBeVisible();
      await page.locator("#inquiry").scrollIntoViewIfNeeded();
      await expect(page.getByRole("form", { name: "Project inquiry" })).toBeVisible();
    },
  },
  {
    name: "shop",
    takeOver: true,
    path: fixed("/shop"),
    ready: async (page) => {
      await h1(page);
      await expect(page.getByTestId("product-linen-throw-pillow")).toBeVisible();
    },
  },
  {
    name: "contact",
    takeOver: true,
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
    status: 404,
    ready: (page) =>
      expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible(),
  },
];

/**
 * The pages above, then every other public page of the one list (src/shared/pages.ts), so that a
 * new page is visited without being named here: painted by the Worker and taken over, its heading
 * the sign that its content is there.
 */
export const PUBLIC_PAGES: PublicPage[] = [
  ...NAMED,
  ...LISTED_PAGES.filter(
    (listed) => !listed.path.includes("$") && !NAMED.some((named) => named.name === listed.key),
  ).map((listed) => ({ name: listed.key, takeOver: true, path: fixed(listed.path), ready: h1 })),
];

/**
 * Scrolls through the page so lazy images start, waits until every image has arrived (or failed)
 * and the web fonts are in, then goes back to the top: the screenshot shows the page as read.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A frame, or 100 ms when none comes: Chromium may hold back animation frames of a page it
    // does not draw (a clean-clone run under load hung here for the test's whole minute). What
    // the screenshot waits for is checked below (every image complete, fonts ready).
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
  });
  // A lazy image starts when the browser's intersection check sees it near the viewport. On a
  // loaded machine that check may not run while the loop above passes an image (clean-clone run
  // 27 on a phone: one image of the project page never started). A reader who scrolls to it
  // starts it; so does this poll, which brings the first image still waiting into view each time.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const waiting = [...document.images].filter((img) => !img.complete);
          waiting[0]?.scrollIntoView({ block: "center" });
          return waiting.length;
        }),
      { timeout: 20_000 },
    )
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
