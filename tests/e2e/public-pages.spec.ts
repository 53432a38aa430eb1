/**
 * Every public page, on the desktop and on a 390 px phone, in ONE visit per page (issue 26: a
 * test's fixed cost, a new context and the page's first load, is paid once, not three times).
 * The visit is observed from the start of its load and checks, in this order:
 *
 * 1. the take-over, for the pages the Worker paints from their HTML (`takeOver` in
 *    tests/e2e/public-pages.ts; issue 9): the SPA hydrates the painted page without a mismatch or
 *    an error, nothing shifts, no image is fetched twice (was first-paint.spec.ts, "with JavaScript");
 * 0. the address answers 200 (the 404 page 404);
 * 2. the page's own content arrives (was in both of the next two);
 * 3. axe with every rule, experimental ones included, finds nothing (was accessibility.spec.ts,
 *    "axe, every rule"): soft, named per page;
 * 4. once every image has arrived, nothing sticks out sideways, no image is broken, and a
 *    full-page screenshot is kept (test-results/, one per page and project) for a person to look
 *    at (was screenshots.spec.ts, "Public pages at this width");
 * 5. the take-over left working handlers: the cart opens its drawer (last, so the drawer is in
 *    neither the axe run nor the picture).
 *
 * The page's CSP stays on (no `bypassCSP`), so the take-over is checked as a visitor gets it;
 * axe is evaluated into the page (tests/e2e/axe.ts), which the CSP does not govern, and only after
 * the take-over checks. Reduced motion and the light scheme are emulated from the first frame, as
 * the screenshot and axe tests always did: the hero does not change slide under the camera.
 * axe runs on the page as it first comes to rest (before it is scrolled through), as it always did;
 * the scroll-through that loads every lazy image then ends back at the top for the picture.
 */

import { axeViolations } from "./axe";
import { expectNoHorizontalOverflow, waitForApp } from "./fixtures";
import { PUBLIC_PAGES, settle } from "./public-pages";
import { expect, type Page, test } from "./test";

/** What the visit saw from the start of its load: errors, hydration messages and image requests. */
function watchLoad(page: Page) {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || /hydrat/i.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  const imageRequests = new Map<string, number>();
  page.on("request", (r) => {
    if (r.resourceType() === "image") imageRequests.set(r.url(), (imageRequests.get(r.url()) ?? 0) + 1);
  });
  return { problems, imageRequests };
}

/**
 * Nothing on the page is still loading: the load event, no spinner text, fonts in. Not
 * "networkidle": on the pages the browser renders itself, Chromium keeps the signed-out
 * GET /api/auth/user (401, body never read by the app) open as in flight, so the network never
 * counts as idle although the page is complete.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const entry of PUBLIC_PAGES) {
  const title = entry.takeOver
    ? `${entry.name}: the SPA takes over the painted page without a mismatch, a shift or a second download; content, axe with every rule, no sideways overflow, full-page screenshot`
    : `${entry.name}: content, axe with every rule, no sideways overflow, full-page screenshot`;
  test(title, async ({ page }, info) => {
    // The take-over is watched as most visitors get it, with motion; then the page is made still
    // for axe and the picture (the hero does not change slide under the camera).
    await page.emulateMedia({
      reducedMotion: entry.takeOver ? "no-preference" : "reduce",
      colorScheme: "light",
    });
    const path = await entry.path(page);
    const { problems, imageRequests } = watchLoad(page);
    const res = await page.goto(path);
    // Once the SPA runs too, the address answers as it does without it (was first-paint.spec.ts's
    // "the SPA's own pages answer 200 ...", for /login, /privacy, /terms and /client-portal).
    expect(res?.status(), path).toBe(entry.status ?? 200);

    // 1. The take-over: the heading painted from the HTML is the one the SPA keeps.
    if (entry.takeOver) {
      const painted = (await page.getByRole("heading", { level: 1 }).textContent())?.trim();
      // Hydrated: React has attached its handlers (the cart opens its drawer at the end).
      await waitForApp(page);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(painted ?? "");

      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolvePromise) => {
            let sum = 0;
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[]) {
                if (!e.hadRecentInput) sum += e.value;
              }
              resolvePromise(sum);
            }).observe({ type: "layout-shift", buffered: true });
            // No shift at all: the observer has nothing to report.
            requestAnimationFrame(() => requestAnimationFrame(() => resolvePromise(sum)));
          }),
      );
      expect(shift, "cumulative layout shift while taking over").toBeLessThan(0.01);
      expect(problems, "no hydration mismatch or error").toEqual([]);
      for (const [url, count] of imageRequests) expect(count, `${url} requested once`).toBe(1);
      await page.emulateMedia({ reducedMotion: "reduce" });
    } else {
      await waitForApp(page);
    }

    // 2. The page's own content is on screen.
    await entry.ready(page);

    // 3. axe, every rule, on the page at rest. Soft: the picture is still taken when it fails.
    await settled(page);
    const violations = await axeViolations(page);
    expect.soft(violations, `axe on ${entry.name}`).toEqual([]);

    // 4. The page as read once the SPA has taken it over (it may add the hero's next slide): every
    // lazy image in, back at the top.
    await settle(page);
    await expectNoHorizontalOverflow(page);
    // Every image that loaded is drawn at its own proportions or deliberately covered: none is
    // broken (a failed image reports a natural width of 0). One with no source yet is not asked
    // for (Home's later slides, until the show needs them).
    const broken = await page.evaluate(() =>
      [...document.images]
        .filter((img) => img.naturalWidth === 0 && img.hasAttribute("src"))
        .map((img) => img.currentSrc || img.src),
    );
    // A transfer the browser gave up on also leaves an image broken (clean-clone run 29, desktop:
    // one of the project page's photos, once, on a loaded machine, with its file served). What the
    // page must never have is a missing or unreadable file: each such image's file is fetched and
    // must be a non-empty image.
    for (const url of broken) {
      const res = await page.request.get(url);
      expect(res.status(), `${url}: the broken image's file`).toBe(200);
      expect(res.headers()["content-type"] ?? "", url).toMatch(/^image\//);
      expect((await res.body()).length, url).toBeGreaterThan(0);
    }
    await page.screenshot({
      path: info.outputPath(`${entry.name}-${info.project.name}.png`),
      fullPage: true,
    });

    // 5. The handlers the take-over attached work.
    if (entry.takeOver) {
      await page.getByTestId("button-cart").click();
      await expect(page.getByRole("dialog")).toBeVisible();
    }
  });
}
