/**
 * Responsive from the first tap (issue 30): on a phone, the menu, the cart and a project's photo
 * answer a tap that comes before the SPA has taken over, from the page itself (the Worker's early
 * dialogs opened by the inline boot script: src/first-load/early-answers.tsx, app-boot.ts), and the
 * SPA's own sheet, drawer or viewer takes over from them once it is in. How fast is the bench's
 * business (`node scripts/bench.mjs --only-taps`, docs/perf.md); these tests check that the answer
 * comes and behaves, before and after the takeover.
 */

import type { Locator, Page } from "@playwright/test";
import { holdRequests, waitForApp } from "./fixtures";
import { expect, test } from "./test";

/** The SPA's entry script: held, the page stays as the Worker sent it. */
const ENTRY = /\/assets\/index-[^/]+\.js$/;

type Tap = {
  name: string;
  path: string;
  control: (page: Page) => Locator;
  /** The page's early answer, and the SPA's own (data-testid). */
  early: string;
  spa: string;
  /** The control says whether its dialog is open (the photo's button does not). */
  expands: boolean;
};

const TAPS: Tap[] = [
  {
    name: "the phone menu",
    path: "/",
    control: (page) => page.getByTestId("button-mobile-menu"),
    early: "early-menu",
    spa: "mobile-menu",
    expands: true,
  },
  {
    name: "the cart",
    path: "/shop",
    control: (page) => page.getByTestId("button-cart"),
    early: "early-cart",
    spa: "cart-drawer",
    expands: true,
  },
  {
    name: "a project's photo",
    path: "/projects/{id}",
    control: (page) => page.locator('[data-gallery-image="0"] > button'),
    early: "early-lightbox",
    spa: "lightbox",
    expands: false,
  },
];

async function open(page: Page, tap: Tap): Promise<void> {
  let path = tap.path;
  if (path.includes("{id}")) {
    const projects = (await (await page.request.get("/api/projects")).json()) as { id: number }[];
    path = path.replace("{id}", String(projects[0]?.id));
  }
  await page.goto(path, { waitUntil: "commit" });
}

/** The page with the SPA's entry held, and the tap answered by the page's own dialog. */
async function tapBeforeTheSpa(page: Page, tap: Tap) {
  const release = await holdRequests(page, ENTRY);
  await open(page, tap);
  const control = tap.control(page);
  await control.tap();
  const early = page.getByTestId(tap.early);
  await expect(early).toBeVisible();
  return { release, control, early };
}

/** Focus is inside the element with this test id. */
async function expectFocusIn(page: Page, testId: string): Promise<void> {
  await expect(page.getByTestId(testId).locator(":focus")).toHaveCount(1);
}

test.describe("the first tap on a phone (issue 30)", () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(!isMobile, "a phone's first tap: the menu's toggle is only a phone's");
  });

  for (const tap of TAPS) {
    test(`${tap.name}, tapped right after the first paint at 4x CPU, answers, and the SPA takes over`, async ({
      page,
    }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await open(page, tap);
      const control = tap.control(page);
      await control.tap();
      // Whichever answers first (the page's own, or the SPA's had it already taken over).
      await expect(page.getByTestId(tap.early).or(page.getByTestId(tap.spa)).first()).toBeVisible();
      await waitForApp(page);
      await expect(page.getByTestId(tap.spa)).toBeVisible();
      await expect(page.getByTestId(tap.early)).toHaveCount(0);
      await expectFocusIn(page, tap.spa);
      if (tap.expands) await expect(control).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(page.getByTestId(tap.spa)).toHaveCount(0);
      await expect(control).toBeFocused();
      if (tap.expands) await expect(control).toHaveAttribute("aria-expanded", "false");
    });

    test(`${tap.name}: the page's own answer before the SPA is in, handed over to the SPA's`, async ({
      page,
    }) => {
      const { release, control, early } = await tapBeforeTheSpa(page, tap);
      await expect(page.locator("html")).not.toHaveAttribute("data-app", "ready");
      await expectFocusIn(page, tap.early);
      if (tap.expands) await expect(control).toHaveAttribute("aria-expanded", "true");
      if (tap.early === "early-lightbox") {
        // The tapped photo, larger, with its place in the gallery.
        await expect(early.getByRole("img")).toHaveJSProperty("complete", true);
        expect(
          await early.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth),
        ).toBeGreaterThan(0);
        await expect(early.getByText(/^1 \/ \d+$/)).toBeVisible();
      }
      release();
      await waitForApp(page);
      // The SPA's own, opened by the replayed tap, once; the early one gone after it showed.
      await expect(page.getByTestId(tap.spa)).toBeVisible();
      await expect(early).toHaveCount(0);
      await expect(page.getByRole("dialog")).toHaveCount(1);
      await expectFocusIn(page, tap.spa);
      if (tap.expands) await expect(control).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(page.getByTestId(tap.spa)).toHaveCount(0);
      await expect(control).toBeFocused();
    });

    test(`${tap.name}: closed before the SPA is in, focus goes back and nothing opens later`, async ({
      page,
    }) => {
      const { release, control, early } = await tapBeforeTheSpa(page, tap);
      await page.keyboard.press("Escape");
      await expect(early).toBeHidden();
      await expect(control).toBeFocused();
      if (tap.expands) await expect(control).toHaveAttribute("aria-expanded", "false");
      // Again, closed with its own button this time (no script needed for that).
      await control.tap();
      await expect(early).toBeVisible();
      await early.getByRole("button", { name: /^Close/ }).tap();
      await expect(early).toBeHidden();
      await expect(control).toBeFocused();
      release();
      await waitForApp(page);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(early).toHaveCount(0);
      // The SPA answers the next tap itself.
      await control.tap();
      await expect(page.getByTestId(tap.spa)).toBeVisible();
    });
  }

  test("the early menu's links are links: one navigates before the SPA is in", async ({ page }) => {
    await holdRequests(page, ENTRY);
    await page.goto("/");
    await page.getByTestId("button-mobile-menu").tap();
    const menu = page.getByTestId("early-menu");
    await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await menu.getByRole("link", { name: "Portfolio" }).tap();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Homes, Layered Over Time/);
  });
});
