/**
 * The public site's frame and its picture pages: navigation (desktop bar and phone menu), the
 * account states, footer, theme, the hero slideshow, the portfolio and a project page with its
 * gallery, lightbox and share button, and the cart drawer. Runs on desktop and on a 390 px phone.
 */

import type { PublicProject } from "../../src/shared/api-types";
import { layoutGallery, orientationFromSize } from "../../src/shared/gallery-layout";
import { PORTFOLIO_TITLE_ORDER } from "../../src/shared/portfolio";
import {
  expectContactLinks,
  expectNoHorizontalOverflow,
  holdRequests,
  signInAs,
  waitForApp,
  withoutPaintedPage,
} from "./fixtures";
import { expect, type Locator, type Page, type TestInfo, test } from "./test";

const isPhone = (info: TestInfo) => info.project.name === "phone";

const toasts = (page: Page) => page.getByRole("region", { name: /notifications/i });

/** Where the account buttons are: the bar on desktop, the opened menu sheet on a phone. */
async function accountArea(page: Page, info: TestInfo): Promise<Locator> {
  if (!isPhone(info)) return page.getByRole("banner");
  await page.getByTestId("button-mobile-menu").click();
  const sheet = page.getByTestId("mobile-menu");
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Ready for a macrotask queued before now (React's scheduler posts its work that way). */
async function flushTasks(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

async function projectByTitle(page: Page, title: string): Promise<PublicProject> {
  const res = await page.request.get("/api/projects");
  expect(res.status()).toBe(200);
  const list = (await res.json()) as PublicProject[];
  const project = list.find((p) => p.portfolioTitle === title);
  if (!project) throw new Error(`demo project ${title} is missing`);
  return project;
}

/** The demo project whose gallery has portraits and landscapes, and each image's real shape. */
async function galleryProject(page: Page) {
  const project = await projectByTitle(page, "Project Color Me Happy");
  const real = project.images.map((image) => orientationFromSize(image.width ?? 0, image.height ?? 0));
  return { project, real };
}

test.describe("Navigation", () => {
  test("highlights the current page, including Portfolio on a project page", async ({ page }, info) => {
    test.skip(isPhone(info), "the bar's links are in the phone menu (tested below)");
    await page.goto("/portfolio");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Portfolio" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Portfolio" })).not.toHaveAttribute("aria-current", "page");

    await page.goto("/");
    await page.getByTestId("project-card").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/projects\/\d+$/);
    await expect(nav.getByRole("link", { name: "Portfolio" })).toHaveAttribute("aria-current", "page");
  });

  test("shows a hairline under the sticky bar once the page scrolls", async ({ page }) => {
    await page.goto("/portfolio");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toBeInViewport();
  });

  test("the phone menu opens as a sheet, traps focus, closes on Escape and when a link is chosen", async ({
    page,
  }, info) => {
    test.skip(!isPhone(info), "the menu toggle is shown below 1024 px only");
    await page.goto("/portfolio");
    const toggle = page.getByTestId("button-mobile-menu");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    const sheet = page.getByTestId("mobile-menu");
    await expect(sheet).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(sheet.getByRole("link", { name: "Portfolio" })).toHaveAttribute("aria-current", "page");
    // Focus stays inside the sheet however far one tabs.
    for (let i = 0; i < 14; i++) await page.keyboard.press("Tab");
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await sheet.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(sheet).toBeHidden();
    await expectNoHorizontalOverflow(page);
  });
});

test.describe("Account buttons by state", () => {
  test("signed out: Client Portal and Work With Us", async ({ page }, info) => {
    await page.goto("/about");
    const area = await accountArea(page, info);
    await expect(area.getByRole("link", { name: "Client Portal" })).toHaveAttribute("href", "/client-portal");
    await expect(area.getByRole("link", { name: "Work With Us" })).toHaveAttribute("href", "/services");
    await expect(area.getByRole("button", { name: "Logout" })).toHaveCount(0);
  });

  test("while the user loads: a disabled Loading button", async ({ page }, info) => {
    // A visitor with a session cookie asks the server who they are (an anonymous page is told so).
    await signInAs(page, "client", undefined, "Robin");
    const release = await holdRequests(page, "**/api/auth/user");
    await page.goto("/about");
    const area = await accountArea(page, info);
    await expect(area.getByRole("button", { name: "Loading" })).toBeDisabled();
    release();
    await expect(area.getByText("Welcome, Robin")).toBeVisible();
  });

  test("a client sees the greeting, Client Portal to /portal and Logout, which signs out", async ({
    page,
  }, info) => {
    await signInAs(page, "client", undefined, "Casey");
    await page.goto("/about");
    const area = await accountArea(page, info);
    await expect(area.getByText("Welcome, Casey")).toBeVisible();
    await expect(area.getByRole("link", { name: "Client Portal" })).toHaveAttribute("href", "/portal");
    await expect(area.getByRole("link", { name: "Admin" })).toHaveCount(0);

    await area.getByRole("button", { name: "Logout" }).click();
    // The server's redirect carries ?signedOut=1, which the page tidies away.
    await expect(page).toHaveURL(/\/$/);
    const after = await accountArea(page, info);
    await expect(after.getByRole("link", { name: "Work With Us" })).toBeVisible();
    await expect(after.getByText(/Welcome,/)).toHaveCount(0);
  });

  test("an admin sees the Admin button to /admin", async ({ page }, info) => {
    await signInAs(page, "admin", undefined, "Avery");
    await page.goto("/about");
    const area = await accountArea(page, info);
    await expect(area.getByText("Welcome, Avery")).toBeVisible();
    await expect(area.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
    await expect(area.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("token-portal mode shows My Project; ?signedOut=1 ends it", async ({ page }, info) => {
    await page.goto("/about");
    await page.evaluate(() => {
      sessionStorage.setItem("layered-portal-mode", "true");
      sessionStorage.setItem("layered-portal-url", "/portal/3?token=abc");
    });
    await page.reload();
    let area = await accountArea(page, info);
    await expect(area.getByRole("link", { name: "My Project" })).toHaveAttribute(
      "href",
      "/portal/3?token=abc",
    );
    await expect(area.getByRole("link", { name: "Work With Us" })).toHaveCount(0);

    // A stored address that is not a same-site path is never followed.
    await page.evaluate(() => sessionStorage.setItem("layered-portal-url", "https://evil.example/"));
    await page.goto("/about");
    area = await accountArea(page, info);
    await expect(area.getByRole("link", { name: "My Project" })).toHaveAttribute("href", "/client-portal");

    await page.goto("/about?signedOut=1");
    await expect(page).toHaveURL(/\/about$/);
    area = await accountArea(page, info);
    await expect(area.getByRole("link", { name: "Work With Us" })).toBeVisible();
    await expect(area.getByRole("link", { name: "My Project" })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem("layered-portal-mode"))).toBeNull();
  });
});

test.describe("Footer and theme", () => {
  test("has the tagline, service, quick, contact and fine-print links, and its links scroll to the top", async ({
    page,
  }) => {
    await page.goto("/services");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("thoughtful design, layered for living")).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} Layered Interiors`)).toBeVisible();
    await expect(footer.getByText("Made with love in California")).toBeVisible();
    for (const name of ["Full-Service Design", "Small-Scope Design", "Design Consultation"]) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", "/services");
    }
    const quick: [string, string][] = [
      ["Home", "/"],
      ["Portfolio", "/portfolio"],
      ["About", "/about"],
      ["Services", "/services"],
      ["Shop", "/shop"],
      ["Contact", "/contact"],
    ];
    for (const [name, href] of quick) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expectContactLinks(footer, "hello@layered-interiors.com", "(949) 555-0142", "+19495550142");
    const social = footer.getByRole("link", { name: /@layered\.interiors/ });
    await expect(social).toHaveAttribute("href", "https://www.instagram.com/layered.interiors");
    await expect(social).toHaveAttribute("target", "_blank");

    // A footer link to the page already shown still takes the reader to the top.
    await footer.getByRole("link", { name: "Full-Service Design" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    // The accessibility statement, beside the legal pages: its heading, and the studio's configured
    // e-mail and phone as its ways to get help.
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility", exact: true }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole("heading", { level: 1, name: "Accessibility Statement" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectContactLinks(
      page.getByRole("region", { name: "Getting Help" }),
      "hello@layered-interiors.com",
      "(949) 555-0142",
      "+19495550142",
    );
  });

  test("the theme switch applies dark, survives a reload before any app code runs, and goes back", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).toHaveClass(/\blight\b/);
    const footer = page.getByRole("contentinfo");
    // The radio inputs are visually hidden inside their labels: choose by the visible label.
    await footer.getByText("Dark", { exact: true }).click();
    await expect(footer.getByRole("radio", { name: "Dark" })).toBeChecked();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("layered-theme"))).toBe("dark");

    // With the app's JavaScript blocked, only the tiny pre-paint script can set the class: so the
    // stored theme is on <html> before the first paint, with no flash of the light theme.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(html).not.toHaveClass(/\blight\b/);
    await page.unroute(/\/assets\/.+\.js$/);

    await page.reload();
    await expect(page.getByRole("contentinfo").getByRole("radio", { name: "Dark" })).toBeChecked();
    await page.getByRole("contentinfo").getByText("System", { exact: true }).click();
    await expect(html).toHaveClass(/\blight\b/);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html).toHaveClass(/\bdark\b/);
  });
});

/**
 * The worst WCAG contrast of an element's foreground colour (its text colour, or its border
 * colour) against what is drawn behind it. The element is photographed with its own text and
 * border made transparent (its background fill stays): where its lines of text are, or its whole
 * box for a border. Every pixel counts, and a translucent foreground is first blended over each
 * one, as the browser draws it. Returns the ratio and the background colour that gave it.
 */
async function worstContrast(
  page: Page,
  element: Locator,
  part: "text" | "border",
): Promise<{ ratio: number; against: number[] }> {
  const { boxes, colour } = await element.evaluate((el, which) => {
    const node = el as HTMLElement;
    const all = [node, ...node.querySelectorAll<HTMLElement>("*")];
    // No colour transitions while measuring: the colours read and drawn are the settled ones.
    for (const n of all) n.style.setProperty("transition", "none", "important");
    const colour = getComputedStyle(node)[which === "text" ? "color" : "borderTopColor"];
    for (const n of all) n.style.setProperty("color", "transparent", "important");
    node.style.setProperty("border-color", "transparent", "important");
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = which === "text" ? [...range.getClientRects()] : [node.getBoundingClientRect()];
    const boxes = rects
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => ({ x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height }));
    return { boxes, colour };
  }, part);
  expect(boxes.length).toBeGreaterThan(0);
  const pictures: string[] = [];
  for (const clip of boxes) pictures.push((await page.screenshot({ clip, scale: "css" })).toString("base64"));
  return element.evaluate(
    async (el, { pictures, colour }) => {
      const node = el as HTMLElement;
      const all = [node, ...node.querySelectorAll<HTMLElement>("*")];
      for (const n of all) for (const property of ["color", "border-color"]) n.style.removeProperty(property);
      // Settle the restored colours before transitions return, so none animates back in.
      for (const n of all) getComputedStyle(n).color;
      for (const n of all) n.style.removeProperty("transition");
      const canvas = document.createElement("canvas");
      const ctx = canvas.getContext("2d", { willReadFrequently: true });
      if (!ctx) throw new Error("no 2d canvas");
      // The browser resolves the colour (Tailwind writes oklab and color-mix) to sRGB and alpha.
      canvas.width = 1;
      canvas.height = 1;
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, 1, 1);
      const [fr = 0, fg = 0, fb = 0, fa = 255] = ctx.getImageData(0, 0, 1, 1).data;
      const alpha = fa / 255;
      const lin = (c: number) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      const lum = (r: number, g: number, b: number) => 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
      let ratio = Number.POSITIVE_INFINITY;
      let against = [0, 0, 0];
      for (const data of pictures) {
        const img = new Image();
        img.src = `data:image/png;base64,${data}`;
        await img.decode();
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        ctx.drawImage(img, 0, 0);
        const px = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        for (let i = 0; i < px.length; i += 4) {
          const [r = 0, g = 0, b = 0] = [px[i], px[i + 1], px[i + 2]];
          const lb = lum(r, g, b);
          const lt = lum(
            alpha * fr + (1 - alpha) * r,
            alpha * fg + (1 - alpha) * g,
            alpha * fb + (1 - alpha) * b,
          );
          const c = (Math.max(lb, lt) + 0.05) / (Math.min(lb, lt) + 0.05);
          if (c < ratio) {
            ratio = c;
            against = [r, g, b];
          }
        }
      }
      return { ratio, against };
    },
    { pictures, colour },
  );
}

test.describe("Home", () => {
  test("the hero's words and its outlined button stay readable (WCAG AA) over each photo", async ({
    page,
  }) => {
    // Still slides (the show does not advance by itself), so each photo can be measured in turn.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const hero = page.getByTestId("hero-slideshow");
    for (let index = 0; index < 3; index++) {
      await hero.getByRole("button", { name: new RegExp(`Show slide ${index + 1}`) }).click();
      await expect(hero).toHaveAttribute("data-active-slide", String(index));
      const photo = hero.locator(`[data-slide="${index}"] img`);
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      // The crossfade has finished: nothing is half-drawn.
      await expect
        .poll(() =>
          page.evaluate(() => document.getAnimations().filter((an) => an.playState === "running").length),
        )
        .toBe(0);

      const outlined = hero.getByRole("link", { name: "Work With Us" });
      const checks: [string, Locator, "text" | "border", number][] = [
        ["Work With Us text", outlined, "text", 4.5],
        ["Work With Us border", outlined, "border", 3],
        ["eyebrow", hero.locator("p").first(), "text", 4.5],
        ["title", hero.getByRole("heading", { level: 1 }), "text", 3],
        ["subtitle", hero.locator("h1 + p"), "text", 4.5],
      ];
      for (const [what, element, part, minimum] of checks) {
        const { ratio, against } = await worstContrast(page, element, part);
        test.info().annotations.push({
          type: "contrast",
          description: `slide ${index + 1} ${what}: ${ratio.toFixed(2)} against rgb(${against.join(",")})`,
        });
        expect.soft(ratio, `slide ${index + 1}: ${what} contrast`).toBeGreaterThanOrEqual(minimum);
      }
    }
  });

  test("the hero shows the first photo at once, then crossfades to the next every 5 s", async ({ page }) => {
    await page.goto("/");
    const hero = page.getByTestId("hero-slideshow");
    await expect(hero).toHaveAttribute("data-active-slide", "0");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thoughtful Design, Layered for Living");

    // The first photo is the LCP image: eager and high priority; the others wait for it.
    const first = hero.locator('[data-slide="0"] img');
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(hero.locator('[data-slide="0"]')).toHaveCSS("opacity", "1");
    await expect(hero.locator('[data-slide="1"] img')).not.toHaveAttribute("fetchpriority", "high");

    await expect(hero).toHaveAttribute("data-active-slide", "1", { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rooms That Tell Your Story");

    // The slide buttons jump; the pause button stops the show.
    await hero.getByRole("button", { name: /Show slide 3/ }).click();
    await expect(hero).toHaveAttribute("data-active-slide", "2");
    await hero.getByRole("button", { name: "Pause slideshow" }).click();
    await expect(hero).toHaveAttribute("data-playing", "false");
    await expect(hero.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  test("on the clock: a new slide at 5 s, another at 10 s, the first again at 15 s, each fading over 1 s", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    // Time stands still from before the first script runs; it moves only when the test says so.
    const start = new Date("2026-03-02T09:00:00Z");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto("/");
    const hero = page.getByTestId("hero-slideshow");
    const title = page.getByRole("heading", { level: 1 });

    // The fade: every slide crossfades its opacity over 1 s.
    for (const index of [0, 1, 2]) {
      const slide = hero.locator(`[data-slide="${index}"]`);
      await expect(slide).toHaveCSS("transition-property", "opacity");
      await expect(slide).toHaveCSS("transition-duration", "1s");
    }

    const steps: [from: number, to: number, heading: string][] = [
      [0, 1, "Rooms That Tell Your Story"],
      [1, 2, ""],
      [2, 0, "Thoughtful Design, Layered for Living"],
    ];
    for (const [from, to, heading] of steps) {
      await expect(hero).toHaveAttribute("data-active-slide", String(from));
      // The next photo has arrived (the show never fades into an empty frame): the 5 s start now.
      await expect(hero).toHaveAttribute("data-next-ready", "true");
      await flushTasks(page);
      await page.clock.runFor(4_999);
      await expect(hero).toHaveAttribute("data-active-slide", String(from));
      await page.clock.runFor(1);
      await expect(hero).toHaveAttribute("data-active-slide", String(to));
      await expect(hero.locator(`[data-slide="${to}"]`)).toHaveAttribute("data-active", "true");
      await expect(hero.locator(`[data-slide="${from}"]`)).toHaveAttribute("aria-hidden", "true");
      if (heading) await expect(title).toHaveText(heading);
    }
  });

  // One visit for two checks of the home page (issue 26): the portfolio section does not depend on
  // the visitor's motion preference.
  test("the hero does not advance by itself for visitors who prefer reduced motion; the portfolio section lists the featured projects in the studio's order", async ({
    page,
  }) => {
    // Home shows the featured projects, in the portfolio's order (issue 28).
    const featured = PORTFOLIO_TITLE_ORDER.filter((title) =>
      ["Crème", "Color Me", "Café", "California", "Spanish", "Serene"].some((word) => title.includes(word)),
    );
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const hero = page.getByTestId("hero-slideshow");
    await expect(hero).toHaveAttribute("data-playing", "false");
    await expect(hero).toHaveAttribute("data-active-slide", "0");

    await expect(page.getByRole("heading", { name: "Homes Designed for Living" })).toBeVisible();
    await expect(page.getByTestId("project-card-title")).toHaveText(featured);

    await hero.getByRole("button", { name: "Play slideshow" }).click();
    await expect(hero).toHaveAttribute("data-playing", "true");
  });

  test("says so when the portfolio cannot load", async ({ page }) => {
    await page.route("**/api/projects", (route) =>
      route.fulfill({ status: 500, json: { message: "Something went wrong." } }),
    );
    // Arrive from another page: a first visit to / gets the list inlined into its HTML.
    await page.goto("/about");
    // A link followed before the SPA is in is a full page load (painted by the Worker, with
    // its data inlined); this is about the SPA asking the API on its way.
    await waitForApp(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Home", exact: true }).click();
    await expect(page.getByText("No projects available at this time")).toBeVisible();
    await expect(page.getByTestId("project-card")).toHaveCount(0);
  });

  test("says 'Loading portfolio...' while the projects load, then shows them", async ({ page }) => {
    // Home shows the featured projects, in the portfolio's order (issue 28).
    const featured = ((await (await page.request.get("/api/projects")).json()) as PublicProject[])
      .filter((p) => p.featured)
      .map((p) => p.portfolioTitle);
    const release = await holdRequests(page, "**/api/projects");
    // Arrive from another page: a first visit to / gets the list inlined into its HTML.
    await page.goto("/about");
    // A link followed before the SPA is in is a full page load (painted by the Worker, with
    // its data inlined); this is about the SPA asking the API on its way.
    await waitForApp(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Home", exact: true }).click();
    await expect(page.getByTestId("hero-slideshow")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Loading portfolio..." })).toBeVisible();
    await expect(page.getByTestId("project-card")).toHaveCount(0);
    release();
    await expect(page.getByRole("heading", { name: "Homes Designed for Living" })).toBeVisible();
    await expect(page.getByTestId("project-card-title")).toHaveText(featured);
    await expect(page.getByText("Loading portfolio...")).toHaveCount(0);
  });

  test("says 'No projects available at this time' when nothing is published", async ({ page }) => {
    await page.route("**/api/projects", (route) => route.fulfill({ json: [] }));
    await page.goto("/about");
    // A link followed before the SPA is in is a full page load (painted by the Worker, with
    // its data inlined); this is about the SPA asking the API on its way.
    await waitForApp(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Home", exact: true }).click();
    await expect(page.getByText("No projects available at this time")).toBeVisible();
    await expect(page.getByTestId("project-card")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Homes Designed for Living" })).toHaveCount(0);
  });

  test("Home shows the featured projects in the portfolio's order, then 'See the whole portfolio'", async ({
    page,
  }, info) => {
    const all = (await (await page.request.get("/api/projects")).json()) as PublicProject[];
    const featured = all.filter((p) => p.featured).map((p) => p.portfolioTitle);
    // The demo features six of its nine (worker/seed/seed-data.ts): a full grid, not the whole list.
    expect(featured).toHaveLength(6);
    expect(featured).toEqual(PORTFOLIO_TITLE_ORDER.filter((t) => featured.includes(t)));
    await page.goto("/");
    const section = page.locator("#portfolio");
    await expect(section.getByTestId("project-card-title")).toHaveText(featured);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/finish-${info.project.name}-home-portfolio.png`, fullPage: true });
    await waitForApp(page);
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    await page.screenshot({
      path: `/tmp/finish-${info.project.name}-home-portfolio-dark.png`,
      fullPage: true,
    });
    await page.evaluate(() => document.documentElement.classList.remove("dark"));
    await section.getByRole("link", { name: "See the whole portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByTestId("project-card-title")).toHaveText(PORTFOLIO_TITLE_ORDER);
  });

  test("with none featured Home shows every project; one without photographs is a title tile, never 'No image'; one photograph has no 'N images' label", async ({
    page,
  }, info) => {
    const res = await page.request.get("/api/projects");
    const real = ((await res.json()) as PublicProject[]).map((p) => ({ ...p, featured: false }));
    const [first, second, ...rest] = real;
    if (!first || !second) throw new Error("the demo needs two published projects");
    const changed = [{ ...first, images: [] }, { ...second, images: second.images.slice(0, 1) }, ...rest];
    await page.route("**/api/projects", (route) => route.fulfill({ json: changed }));
    await page.goto("/about");
    // A link followed before the SPA is in is a full page load (painted by the Worker, with
    // its data inlined); this is about the SPA asking the API on its way.
    await waitForApp(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Home", exact: true }).click();

    const cards = page.getByTestId("project-card");
    await expect(cards).toHaveCount(real.length);
    await expect(page.getByTestId("project-card-title")).toHaveText(real.map((p) => p.portfolioTitle));
    const bare = cards.nth(0);
    await expect(bare.getByTestId("project-card-title")).toHaveText(first.portfolioTitle);
    const tile = bare.getByTestId("title-tile");
    await expect(tile).toBeVisible();
    await expect(tile).toContainText(first.portfolioTitle);
    await expect(tile).toContainText(first.category);
    await expect(tile.locator("p").last()).toHaveCSS("font-family", /Fraunces/);
    await expect(bare.getByText("No image")).toHaveCount(0);
    await expect(bare.locator("img, svg")).toHaveCount(0);
    await expect(bare.getByText(/\d+ images/)).toHaveCount(0);
    // One link, named by the title alone (the tile is not read a second time).
    await expect(bare.getByRole("link")).toHaveCount(1);
    await expect(bare.getByRole("link")).toHaveAccessibleName(first.portfolioTitle);
    await expect(bare.getByRole("heading")).toHaveCount(1);
    const box = await tile.boundingBox();
    expect(box && Math.abs(box.height / box.width - 5 / 4)).toBeLessThan(0.02);
    await bare.scrollIntoViewIfNeeded();
    await bare.screenshot({ path: `/tmp/finish-${info.project.name}-title-card-home.png` });
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    await bare.screenshot({ path: `/tmp/finish-${info.project.name}-title-card-home-dark.png` });
    await page.evaluate(() => document.documentElement.classList.remove("dark"));
    await bare.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/projects/${first.id}$`));

    await page.goBack();
    const single = cards.nth(1);
    await expect(single.locator("img")).toHaveCount(1);
    await expect(single.getByText(/^\d+ images?$/)).toHaveCount(0);
    await expect(single.getByTestId("title-tile")).toHaveCount(0);
    await expect(cards.nth(2).getByText(`${rest[0]?.images.length} images`)).toBeVisible();
  });
});

test.describe("Portfolio", () => {
  test("shows the nine demo projects in the studio's order, the bath details and Work With Us", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    await expect(page).toHaveTitle(/^Portfolio \|/);
    await expect(page.getByTestId("project-card-title")).toHaveText(PORTFOLIO_TITLE_ORDER);

    const first = page.getByTestId("project-card").first();
    await expect(first.getByText("Living Room", { exact: true })).toBeVisible();
    await expect(first.getByText("5 images")).toBeVisible();
    await expect(first.getByText("2024 · Corona del Mar")).toBeVisible();
    // Photos are never stretched: each card image covers its 4:5 frame.
    await expect(first.locator("img")).toHaveCSS("object-fit", "cover");

    const bath = page.getByTestId("bath-details");
    await expect(bath.getByRole("heading", { name: "Collected Bath Details" })).toBeVisible();
    await expect(bath.locator("figure")).toHaveCount(6);
    await expect(bath.locator("figcaption").first()).not.toBeEmpty();

    await page.getByRole("main").getByRole("link", { name: "Work With Us" }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test("shows a 6-card skeleton while loading and 'Unable to Load Portfolio' on failure", async ({
    page,
  }) => {
    const release = await holdRequests(page, "**/api/projects", {
      answer: (route) => route.fulfill({ status: 500, json: { message: "Something went wrong." } }),
    });
    await page.goto("/about");
    // A link followed before the SPA is in is a full page load (painted by the Worker, with
    // its data inlined); this is about the SPA asking the API on its way.
    await waitForApp(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Portfolio" }).click();
    await expect(page.getByTestId("skeleton-card")).toHaveCount(6);
    release();
    await expect(page.getByRole("heading", { name: "Unable to Load Portfolio" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Return Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("filters by category in the URL: painted filtered by the Worker, switched by its links, unknown categories ignored", async ({
    page,
    request,
  }) => {
    const all = (await (await request.get("/api/projects")).json()) as PublicProject[];
    const titlesIn = (category: string) =>
      all.filter((p) => p.category === category).map((p) => p.portfolioTitle);
    const cardCount = (html: string) => html.match(/data-testid="project-card"/g)?.length ?? 0;
    // The Worker's own page (no script run): filtered for a known category, whole for anything else.
    expect(cardCount(await (await request.get("/portfolio?category=kitchen&utm_source=x")).text())).toBe(
      titlesIn("Kitchen").length,
    );
    expect(cardCount(await (await request.get("/portfolio?category=no-such-room")).text())).toBe(all.length);

    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text());
    });
    await page.goto("/portfolio?category=kitchen");
    const filter = page.getByRole("navigation", { name: "Filter projects by category" });
    await expect(filter.getByRole("link", { name: "Kitchen" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("project-card-title")).toHaveText(titlesIn("Kitchen"));
    await waitForApp(page);

    await filter.getByRole("link", { name: "Bathroom" }).click();
    await expect(page).toHaveURL(/\/portfolio\?category=bathroom$/);
    await expect(page.getByTestId("project-card-title")).toHaveText(titlesIn("Bathroom"));
    await expect(filter.getByRole("link", { name: "Kitchen" })).not.toHaveAttribute("aria-current", "page");

    await filter.getByRole("link", { name: "All projects" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByTestId("project-card-title")).toHaveText(PORTFOLIO_TITLE_ORDER);
    await expect(filter.getByRole("link", { name: "All projects" })).toHaveAttribute("aria-current", "page");
    // Back goes to the filter before, as any link would.
    await page.goBack();
    await expect(page.getByTestId("project-card-title")).toHaveText(titlesIn("Bathroom"));
    // The painted page and the SPA's agree (no hydration mismatch reported).
    expect(problems).toEqual([]);
  });

  test("says 'No Projects Found' when nothing is published", async ({ page }) => {
    await page.route("**/api/projects", (route) => route.fulfill({ json: [] }));
    await page.goto("/about");
    // A link followed before the SPA is in is a full page load (painted by the Worker, with
    // its data inlined); this is about the SPA asking the API on its way.
    await waitForApp(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Portfolio" }).click();
    await expect(page.getByRole("heading", { name: "No Projects Found" })).toBeVisible();
    await expect(page.getByTestId("bath-details")).toHaveCount(0);
  });
});

test.describe("Project page", () => {
  test("ends with the next project in the portfolio's order, wrapping to the first; a first visit asks for the list only near the end", async ({
    page,
  }, info) => {
    const list = (await (await page.request.get("/api/projects")).json()) as PublicProject[];
    const [first, second] = list;
    const last = list.at(-1);
    if (!first || !second || !last) throw new Error("the demo needs published projects");

    // From the portfolio: the list is in memory, the next project is the second card.
    await page.goto("/portfolio");
    await waitForApp(page);
    await page.getByRole("link", { name: first.portfolioTitle, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${first.id}$`));
    await page.getByTestId("next-project-slot").scrollIntoViewIfNeeded();
    const next = page.getByRole("navigation", { name: "Next project" });
    await expect(next.getByRole("link")).toHaveCount(1);
    await expect(next.getByRole("link")).toHaveAccessibleName(second.portfolioTitle);
    await expect(next.locator("img")).toHaveCount(second.images.length > 0 ? 1 : 0);
    await next.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/projects/${second.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: second.portfolioTitle })).toBeVisible();

    // A first visit to the last project: no list asked for until the end of the page is near.
    const listCalls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/projects") listCalls.push(r.url());
    });
    await page.goto(`/projects/${last.id}`);
    await waitForApp(page);
    await expect(page.getByRole("heading", { level: 1, name: last.portfolioTitle })).toBeVisible();
    expect(listCalls).toEqual([]);
    await page.getByTestId("next-project-slot").scrollIntoViewIfNeeded();
    const wrap = page.getByRole("navigation", { name: "Next project" });
    await expect(wrap.getByRole("link")).toHaveAccessibleName(first.portfolioTitle);
    expect(listCalls).toHaveLength(1);
    await wrap.scrollIntoViewIfNeeded();
    await wrap.screenshot({ path: `/tmp/finish-${info.project.name}-next-project.png` });
  });

  test("tells the project's story with a gallery that pairs portraits side by side", async ({ page }) => {
    const project = await projectByTitle(page, "Project Color Me Happy");
    await page.goto("/portfolio");
    await page.getByRole("link", { name: "Project Color Me Happy" }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Project Color Me Happy" })).toBeVisible();
    await expect(page).toHaveTitle(/^Project Color Me Happy \| Layered Interiors$/);

    const detail = page.getByTestId("project-detail");
    const paragraphs = project.description.split(/\n\s*\n/).filter((p) => p.trim());
    for (const p of paragraphs) await expect(detail.getByText(p.trim(), { exact: true })).toBeVisible();
    const facts = page.getByTestId("project-facts");
    await expect(facts).toContainText("Kitchen");
    await expect(facts).toContainText(String(project.year));
    await expect(facts).toContainText(project.location ?? "");
    await expect(facts).toContainText(`${project.images.length} photos`);

    // The layout the page shows is the one the shared algorithm gives for the stored sizes.
    const expected = layoutGallery(
      project.images.map((image) => ({
        item: image.id,
        orientation: orientationFromSize(image.width ?? 0, image.height ?? 0),
        layout: image.layout,
      })),
    );
    expect(expected[0]?.kind).toBe("single");
    expect(expected.some((row) => row.kind === "pair")).toBe(true);
    const rows = page.locator("[data-gallery-row]");
    await expect(rows).toHaveCount(expected.length);
    expect(await rows.evaluateAll((els) => els.map((el) => el.getAttribute("data-gallery-row")))).toEqual(
      expected.map((row) => row.kind),
    );

    const pair = page.locator('[data-gallery-row="pair"]').first();
    await pair.scrollIntoViewIfNeeded();
    const figures = pair.locator("figure");
    await expect(figures).toHaveCount(2);
    await expect(figures.nth(0)).toHaveAttribute("data-orientation", "portrait");
    await expect(figures.nth(1)).toHaveAttribute("data-orientation", "portrait");
    const left = await figures.nth(0).locator("button").boundingBox();
    const right = await figures.nth(1).locator("button").boundingBox();
    if (!left || !right) throw new Error("the pair's photos are not laid out");
    expect(Math.abs(left.y - right.y)).toBeLessThan(2);
    expect(right.x).toBeGreaterThan(left.x + left.width - 1);
    expect(Math.abs(left.height - right.height)).toBeLessThan(2);
    await expectNoHorizontalOverflow(page);
  });

  test("images without stored sizes are measured in the browser and laid out by their real shape", async ({
    page,
  }) => {
    const { project, real } = await galleryProject(page);
    // The demo has both shapes, so a wrong guess would show.
    expect(real).toContain("portrait");
    expect(real).toContain("landscape");
    const expected = layoutGallery(
      project.images.map((image, i) => ({
        item: image.id,
        orientation: real[i] ?? "landscape",
        layout: image.layout,
      })),
    );
    expect(expected.some((row) => row.kind === "pair")).toBe(true);

    const unsized = { ...project, images: project.images.map((i) => ({ ...i, width: null, height: null })) };
    await page.route(`**/api/projects/${project.id}`, (route) => route.fulfill({ json: unsized }));
    await withoutPaintedPage(page, `/projects/${project.id}`);
    await page.goto(`/projects/${project.id}`);

    const figures = page.locator("[data-gallery-image]");
    await expect(figures).toHaveCount(project.images.length);
    for (const [i, orientation] of real.entries()) {
      await expect(page.locator(`[data-gallery-image="${i}"]`)).toHaveAttribute(
        "data-orientation",
        orientation,
      );
    }
    const rows = page.locator("[data-gallery-row]");
    await expect(rows).toHaveCount(expected.length);
    expect(await rows.evaluateAll((els) => els.map((el) => el.getAttribute("data-gallery-row")))).toEqual(
      expected.map((row) => row.kind),
    );
    await expectNoHorizontalOverflow(page);
  });

  test("an image that cannot load counts as landscape, and one that never answers holds nothing up", async ({
    page,
  }) => {
    const { project, real } = await galleryProject(page);
    // A portrait that would have been paired (not the first image, which always stands alone).
    const broken = real.findIndex((o, i) => i > 0 && o === "portrait");
    expect(broken).toBeGreaterThan(0);
    // Another image, whose measuring request is left hanging.
    const hanging = real.findIndex((_, i) => i > 0 && i !== broken && i !== broken + 1 && i !== broken - 1);
    expect(hanging).toBeGreaterThan(0);

    const missingPath = `/media/e2e-missing-${Date.now()}.jpg`;
    const slowPath = `/media/e2e-never-answers-${Date.now()}.jpg`;
    const images = project.images.map((image, i) => {
      const unsized = { ...image, width: null, height: null };
      if (i === broken) return { ...unsized, imagePath: missingPath, variants: [] };
      // The gallery still draws this one from its stored sizes; only the measuring request hangs.
      if (i === hanging) return { ...unsized, imagePath: slowPath };
      return unsized;
    });
    await page.route(`**${missingPath}`, (route) => route.fulfill({ status: 404, body: "" }));
    // Not answered until the test is over (a pending image also holds up the page's load event).
    const answerSlow = await holdRequests(page, `**${slowPath}`, { answer: (route) => route.abort() });
    await page.route(`**/api/projects/${project.id}`, (route) =>
      route.fulfill({ json: { ...project, images } }),
    );
    await withoutPaintedPage(page, `/projects/${project.id}`);
    await page.clock.install();
    await page.goto(`/projects/${project.id}`, { waitUntil: "domcontentloaded" });

    // The failed image falls back to landscape (standing alone); every other one that answered has
    // its real shape, the hanging one notwithstanding.
    const shapes = real.map((o, i) => (i === broken || i === hanging ? "landscape" : o));
    const figure = (i: number) => page.locator(`[data-gallery-image="${i}"]`);
    for (const [i, orientation] of shapes.entries()) {
      if (i === hanging) continue;
      await expect(figure(i)).toHaveAttribute("data-orientation", orientation);
    }
    // After the 15 s limit the hanging one is settled as landscape too.
    await page.clock.runFor(15_000);
    await expect(figure(hanging)).toHaveAttribute("data-orientation", "landscape");

    const expected = layoutGallery(
      project.images.map((image, i) => ({
        item: image.id,
        orientation: shapes[i] ?? "landscape",
        layout: image.layout,
      })),
    );
    const rows = page.locator("[data-gallery-row]");
    await expect(rows).toHaveCount(expected.length);
    expect(await rows.evaluateAll((els) => els.map((el) => el.getAttribute("data-gallery-row")))).toEqual(
      expected.map((row) => row.kind),
    );
    // The broken photo keeps its place and its button; the gallery around it is intact.
    await expect(page.locator("[data-gallery-image]")).toHaveCount(project.images.length);
    await expect(figure(broken).getByRole("button")).toBeVisible();
    await expect(figure(broken).locator("..")).toHaveAttribute("data-gallery-row", "single");
    await expect(figure(broken + 1).getByRole("button")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    answerSlow();
  });

  test("the lightbox moves with the arrow keys and buttons, shows 'n / N' and the caption", async ({
    page,
  }, info) => {
    const project = await projectByTitle(page, "Project Color Me Happy");
    const total = project.images.length;
    await page.goto(`/projects/${project.id}`);
    const opener = page.locator('[data-gallery-image="0"] button');
    await opener.click();
    const lightbox = page.getByTestId("lightbox");
    const counter = lightbox.getByTestId("lightbox-counter");
    await expect(counter).toHaveText(`1 / ${total}`);
    await expect(lightbox.getByTestId("lightbox-caption")).toHaveText(project.images[0]?.caption ?? "");

    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`2 / ${total}`);
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`3 / ${total}`);
    await expect(lightbox.getByTestId("lightbox-caption")).toHaveText(project.images[2]?.caption ?? "");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText(`${total} / ${total}`);

    await lightbox.getByRole("button", { name: "Next photo" }).click();
    await expect(counter).toHaveText(`1 / ${total}`);
    await lightbox.getByRole("button", { name: "Previous photo" }).click();
    await expect(counter).toHaveText(`${total} / ${total}`);
    // Photos are shown whole, never cropped.
    await expect(lightbox.getByTestId("lightbox-image")).toHaveCSS("object-fit", "contain");

    let last = total - 1;
    if (isPhone(info)) {
      // A swipe to the left shows the next photo.
      await lightbox.evaluate((el) => {
        const at = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 400 });
        el.dispatchEvent(
          new TouchEvent("touchstart", { bubbles: true, touches: [at(320)], changedTouches: [at(320)] }),
        );
        el.dispatchEvent(
          new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [at(120)] }),
        );
      });
      await expect(counter).toHaveText(`1 / ${total}`);
      last = 0;
    }

    // Escape closes, and focus lands on the photo last shown.
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    await expect(page.locator(`[data-gallery-image="${last}"] button`)).toBeFocused();
  });

  test("Share copies the link with a toast where there is no share sheet", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    const project = await projectByTitle(page, "Project Hang Time");
    await page.goto(`/projects/${project.id}`);
    await page.getByTestId("button-share").click();
    await expect(toasts(page).getByText("Link copied")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL(`/projects/${project.id}`, page.url()).toString());
  });

  test("Share uses the system share sheet where there is one", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    const project = await projectByTitle(page, "Project Hang Time");
    await page.goto(`/projects/${project.id}`);
    await page.getByTestId("button-share").click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
      .toEqual([
        { title: "Project Hang Time", url: new URL(`/projects/${project.id}`, page.url()).toString() },
      ]);
  });

  test("a missing or malformed project shows 'Project Not Found' with a way back", async ({ page }) => {
    for (const path of ["/projects/999999", "/projects/not-a-number"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Project Not Found" })).toBeVisible();
      await expect(
        page.getByText("The project you're looking for doesn't exist or may have been removed."),
      ).toBeVisible();
    }
    await page.getByRole("main").getByRole("link", { name: "Back to Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
  });
});

test.describe("Cart", () => {
  const cartCount = (page: Page) => page.getByTestId("cart-count");
  const stored = (page: Page) =>
    page.evaluate(() =>
      (
        JSON.parse(localStorage.getItem("layered-cart") ?? "[]") as {
          product: { slug?: string };
          quantity: number;
        }[]
      ).map((i) => [i.product.slug, i.quantity]),
    );

  test("add, update and remove survive a reload, and quantity never exceeds the stock", async ({ page }) => {
    await page.goto("/shop");
    await expect(cartCount(page)).toHaveCount(0);
    await page
      .getByTestId("product-brass-candle-holders")
      .getByRole("button", { name: /Add to Cart/ })
      .click();
    await page
      .getByTestId("product-travertine-tray")
      .getByRole("button", { name: /Add to Cart/ })
      .click();
    await expect(cartCount(page)).toHaveText("2");

    await page.getByTestId("button-cart").click();
    const drawer = page.getByTestId("cart-drawer");
    await expect(drawer.getByRole("heading", { name: "Your Cart" })).toBeVisible();
    await expect(drawer.getByText("Brass Candle Holders")).toBeVisible();
    await expect(drawer.getByText("$48 each")).toBeVisible();
    await expect(drawer.getByTestId("cart-total")).toHaveText("$173");

    // Two candle holders are in stock: the second is the last one that can be added.
    await drawer.getByRole("button", { name: "Increase quantity of Brass Candle Holders" }).click();
    await expect(drawer.getByRole("status", { name: "Quantity of Brass Candle Holders" })).toHaveText("2");
    await expect(
      drawer.getByRole("button", { name: "Increase quantity of Brass Candle Holders" }),
    ).toBeDisabled();
    await expect(drawer.getByText("Only 2 available")).toBeVisible();
    await expect(drawer.getByTestId("cart-total")).toHaveText("$221");
    await expect(cartCount(page)).toHaveText("3");

    await page.reload();
    await expect(cartCount(page)).toHaveText("3");
    expect(await stored(page)).toEqual([
      ["brass-candle-holders", 2],
      ["travertine-tray", 1],
    ]);

    await page.getByTestId("button-cart").click();
    // Down to zero removes the line.
    await drawer.getByRole("button", { name: "Decrease quantity of Travertine Tray" }).click();
    await expect(drawer.getByText("Travertine Tray")).toHaveCount(0);
    await expect(drawer.getByTestId("cart-total")).toHaveText("$96");
    await drawer.getByRole("button", { name: "Remove Brass Candle Holders" }).click();
    await expect(drawer.getByText("Your cart is empty")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(cartCount(page)).toHaveCount(0);

    await page.reload();
    await expect(cartCount(page)).toHaveCount(0);
    expect(await stored(page)).toEqual([]);
  });

  test("Add to Cart twice on the same piece makes one line of 2, in the drawer and in storage", async ({
    page,
  }) => {
    await page.goto("/shop");
    const pillow = page.getByTestId("product-linen-throw-pillow");
    await pillow.getByRole("button", { name: /Add to Cart/ }).click();
    await expect(cartCount(page)).toHaveText("1");
    await pillow.getByRole("button", { name: /Add to Cart/ }).click();
    await expect(cartCount(page)).toHaveText("2");
    await expect.poll(() => stored(page)).toEqual([["linen-throw-pillow", 2]]);

    await page.getByTestId("button-cart").click();
    const drawer = page.getByTestId("cart-drawer");
    await expect(drawer.getByText("Linen Throw Pillow")).toHaveCount(1);
    await expect(drawer.getByRole("status", { name: "Quantity of Linen Throw Pillow" })).toHaveText("2");
    await expect(drawer.getByTestId("cart-total")).toHaveText("$176");

    await page.reload();
    await expect(cartCount(page)).toHaveText("2");
    expect(await stored(page)).toEqual([["linen-throw-pillow", 2]]);
  });

  test("an unreadable stored cart is discarded and the reason logged", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    await page.goto("/shop");
    await waitForApp(page);
    for (const unreadable of [
      "{not json",
      // JSON, but not a cart: a line without a product id, and a negative quantity.
      JSON.stringify([{ product: { title: "Vase" }, quantity: 1 }]),
      JSON.stringify([{ product: { id: 1, priceCents: 100, title: "Vase" }, quantity: -2 }]),
    ]) {
      logged.length = 0;
      await page.evaluate((value) => localStorage.setItem("layered-cart", value), unreadable);
      await page.reload();
      await waitForApp(page);
      await expect(cartCount(page)).toHaveCount(0);
      await expect
        .poll(() => logged.some((text) => text.includes("Failed to load cart from storage")))
        .toBe(true);
      // The bad value is gone: what is stored now is the empty cart.
      expect(await page.evaluate(() => localStorage.getItem("layered-cart"))).toBe("[]");
    }

    // A readable cart is not reported.
    logged.length = 0;
    await page.reload();
    await expect(page.getByRole("heading", { name: "Shop the Collection", level: 1 })).toBeVisible();
    expect(logged.filter((text) => text.includes("cart"))).toEqual([]);
  });

  test("Clear empties the cart, and an unreadable stored cart is discarded", async ({ page }) => {
    await page.goto("/shop");
    await waitForApp(page);
    await page.evaluate(() => localStorage.setItem("layered-cart", "{not json"));
    await page.reload();
    await expect(cartCount(page)).toHaveCount(0);

    await page
      .getByTestId("product-linen-throw-pillow")
      .getByRole("button", { name: /Add to Cart/ })
      .click();
    await expect(cartCount(page)).toHaveText("1");
    await page.getByTestId("button-cart").click();
    const drawer = page.getByTestId("cart-drawer");
    await drawer.getByRole("button", { name: "Clear cart" }).click();
    await expect(drawer.getByText("Your cart is empty")).toBeVisible();
    await drawer.getByRole("link", { name: "Browse the Shop" }).click();
    await expect(drawer).toBeHidden();
    await expect(cartCount(page)).toHaveCount(0);
  });
});

test("an unknown address shows the 404 page", async ({ page }) => {
  await page.goto("/no/such/room");
  await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("hero-slideshow")).toBeVisible();
});
