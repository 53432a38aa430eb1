/**
 * The public pages paint from their HTML (issue 9): the Worker renders the SPA's own React tree
 * (src/first-load/render.tsx), so a visitor sees the page before any JavaScript has run, and the SPA
 * then hydrates that markup in place (src/main.tsx). These tests check both halves: without
 * JavaScript each public page is there (navigation, heading, its main image); with JavaScript the
 * page works (links, the cart, the forms). That the takeover is silent (no hydration mismatch,
 * nothing shifts, the LCP image is not fetched again) is checked in the one visit per page of
 * tests/e2e/public-pages.spec.ts.
 */

import { AVERY_NGUYEN, fillInquiry, holdRequests, waitForApp } from "./fixtures";
import { expect, type Page, test } from "./test";

/** The inquiry form's code: the "forms" chunk (vite.config.ts). */
const FORMS_CHUNK = /\/assets\/forms-[^/]+\.js$/;

type Route = { path: string; heading: RegExp; image?: boolean };

const ROUTES: Route[] = [
  { path: "/", heading: /Layered for Living/, image: true },
  { path: "/portfolio", heading: /Homes, Layered Over Time/, image: true },
  { path: "/projects/{id}", heading: /^Project /, image: true },
  { path: "/about", heading: /layered for living/, image: true },
  { path: "/services", heading: /Design services/ },
  { path: "/shop", heading: /Shop the Collection/, image: true },
  { path: "/contact", heading: /talk about your home/ },
];

async function firstProjectId(page: Page): Promise<number> {
  const res = await page.request.get("/api/projects");
  const projects = (await res.json()) as { id: number }[];
  const first = projects[0];
  if (!first) throw new Error("the demo seed has no published project");
  return first.id;
}

async function resolve(page: Page, path: string): Promise<string> {
  return path.includes("{id}") ? path.replace("{id}", String(await firstProjectId(page))) : path;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const route of ROUTES) {
    test(`${route.path} is painted from its HTML`, async ({ page }) => {
      const path = await resolve(page, route.path);
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(
        page.getByRole("navigation", { name: "Main" }).or(page.getByTestId("button-mobile-menu")).first(),
      ).toBeVisible();
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toBeVisible();
      await expect(heading).toHaveText(route.heading);
      if (route.image) {
        // The page's main photograph is an <img> in the HTML, loaded at high priority.
        const lcp = page.locator('main img[fetchpriority="high"]').first();
        await expect(lcp).toBeVisible();
        await expect
          .poll(() => lcp.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }
      await expect(page.locator("footer").last()).toBeAttached();
    });
  }

  test("the parts a page brings to life later are painted too: forms, How We Begin, the FAQ, the examples", async ({
    page,
  }) => {
    await page.goto("/contact");
    const contactForm = page.getByRole("form", { name: "Project inquiry" });
    await expect(contactForm.getByLabel("First name")).toBeVisible();
    await expect(contactForm.getByRole("button", { name: "Send Message" })).toBeVisible();

    await page.goto("/services");
    await expect(page.getByRole("heading", { name: "How We Begin" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Start Your Design Journey" })).toBeVisible();
    await expect(
      page.getByRole("form", { name: "Project inquiry" }).getByLabel("Project type"),
    ).toBeVisible();
    await expect(page.getByText("How long does a typical project take?")).toBeVisible();

    await page.goto("/shop");
    await expect(page.getByRole("heading", { name: "Examples from Past Projects" })).toBeVisible();
    await expect(page.getByTestId("example-example-1")).toBeVisible();
    // No placeholder anywhere: each part is there whole.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test("an unknown project is a 404 page with the navigation, from its HTML", async ({ page }) => {
    const res = await page.goto("/projects/987654321");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Project Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Portfolio" })).toBeVisible();
  });

  test("an unknown address is HTTP 404 with the 404 page in the site's frame, from its HTML", async ({
    page,
  }) => {
    for (const path of ["/no/such/room", "/portfolio/2024", "/shop/chairs", "/About"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(
        page.getByRole("heading", { level: 1, name: "This page could not be found" }),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Return Home" })).toBeVisible();
      await expect(page.locator("footer").last()).toBeAttached();
      await expect(page).toHaveTitle(/^Page Not Found \|/);
    }
  });
});

// That the SPA's own pages (/login, /privacy, /terms, /client-portal) answer 200 once the SPA runs
// too, with their heading, is checked in their one visit in tests/e2e/public-pages.spec.ts.
test("an unknown address answers 404 once the SPA runs too, and the 404 page's link leads on", async ({
  page,
}) => {
  const res = await page.goto("/no/such/room");
  expect(res?.status()).toBe(404);
  // The painted 404 page is taken over by the SPA, and its link leads on.
  await waitForApp(page);
  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Layered for Living/);
});

test.describe("with JavaScript", () => {
  // Each route's take-over (no mismatch, no shift, no second download, then the cart opens):
  // tests/e2e/public-pages.spec.ts, in the one visit per page that also checks its content, axe,
  // its width and its screenshot (the pages with `takeOver` in tests/e2e/public-pages.ts).

  test("a stored cart shows its count once the page has been taken over, and the parts still to come stay painted", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        "layered-cart",
        JSON.stringify([{ product: { id: 1, title: "Test piece", priceCents: 12000 }, quantity: 2 }]),
      );
    });
    const problems: string[] = [];
    page.on("console", (m) => {
      if (/hydrat/i.test(m.text())) problems.push(m.text());
    });
    await page.goto("/about");
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    // The cart read after hydration must not reach the parts not yet hydrated (src/first-load/deferred.tsx):
    // React would throw their markup away and show placeholders.
    for (const path of ["/contact", "/shop"]) {
      await page.goto(path);
      await waitForApp(page);
      await expect(page.getByTestId("cart-count")).toHaveText("2");
      await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
    }
    await expect(page.getByTestId("example-example-1")).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("the contact form comes to life at the first focus in it; an early Enter is answered by the form", async ({
    page,
  }) => {
    // The form's code (the "forms" chunk, vite.config.ts) is held once asked for.
    const asked: string[] = [];
    const release = await holdRequests(page, FORMS_CHUNK, { asked });
    await page.goto("/contact");
    await waitForApp(page);
    await page.waitForLoadState("networkidle");
    expect(asked, "not part of the page's first load").toEqual([]);
    const form = page.getByRole("form", { name: "Project inquiry" });
    await form.getByLabel("First name").fill("Early");
    await expect.poll(() => asked.length, "asked for at the first focus").toBe(1);
    // Enter before the form's handler exists: held, not submitted natively (a GET of the fields).
    await form.getByLabel("First name").press("Enter");
    release();
    // Submitted through the form once it is live: its own checks answer, the name typed stays.
    await expect(form.getByText("Last name is required")).toBeVisible();
    await expect(form.getByLabel("Last name")).toBeFocused();
    await expect(form.getByLabel("First name")).toHaveValue("Early");
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("a whole message typed and sent while the form's code is still on its way is sent as typed", async ({
    page,
  }) => {
    // A slow phone: every field filled and Send pressed before the form is live. The press is held
    // and replayed once it is; the form must send what the fields hold, not blame them as empty.
    const release = await holdRequests(page, FORMS_CHUNK);
    await page.goto("/contact");
    await waitForApp(page);
    const form = page.getByRole("form", { name: "Project inquiry" });
    const message = "A calmer primary bedroom and a reading corner.";
    await fillInquiry(form, AVERY_NGUYEN, ["small-scope", "25k-50k", "3-6months"], message, "fill");
    const posted = page.waitForRequest((r) => r.url().endsWith("/api/inquiries") && r.method() === "POST");
    await form.getByRole("button", { name: "Send Message" }).click();
    release();
    expect((await posted).postDataJSON()).toMatchObject({
      firstName: "Avery",
      lastName: "Nguyen",
      email: "avery.nguyen@example.com",
      projectType: "small-scope",
      budget: "25k-50k",
      timeline: "3-6months",
      message: "A calmer primary bedroom and a reading corner.",
    });
    await expect(page.getByTestId("inquiry-thanks")).toBeVisible();
    await expect(page.getByText("First name is required")).toHaveCount(0);
  });

  test("/services: the inquiry section comes to life as it nears the viewport", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (r) => {
      if (FORMS_CHUNK.test(r.url())) asked.push(r.url());
    });
    await page.goto("/services");
    await waitForApp(page);
    await page.waitForLoadState("networkidle");
    expect(asked, "not part of the page's first load").toEqual([]);
    const form = page.getByRole("form", { name: "Project inquiry" });
    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => asked.length, "asked for as it came near").toBeGreaterThan(0);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("First name is required")).toBeVisible();
    await expect(form.getByLabel("First name")).toBeFocused();
    await expect(page).toHaveURL(/\/services$/);
  });
});

/**
 * The SPA's scripts are fetched and run at the visitor's first input (src/first-load/app-boot.ts,
 * decision 0015), after the page's load when its first screen needs them: a page someone only reads
 * downloads and runs none of them, and a visitor quicker than the network loses nothing.
 */
test.describe("the SPA loads after the page", () => {
  test("no script is requested until the first input, which starts the SPA", async ({ page }) => {
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((r) => new URL(r.name).pathname)
          .filter((name) => name.endsWith(".js")),
      );
    expect(await scripts(), "no script before the first input").toEqual([]);
    expect(await page.locator('script[type="module"]').count(), "no module script").toBe(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-app", /./);
    // A mouse moving over the page is a first input. In steps, as a hand moves it: the first event
    // of a new page's mouse has no movement (nothing before it to measure from), which is no input.
    await page.mouse.move(40, 300, { steps: 4 });
    await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
    expect((await scripts()).length, "the SPA's modules were fetched").toBeGreaterThan(1);
  });

  test("a page whose first screen needs the SPA starts it at its load: a stored cart, a query", async ({
    page,
  }) => {
    const cart = JSON.stringify([
      { product: { id: 1, title: "Test piece", priceCents: 12000 }, quantity: 2 },
    ]);
    for (const [path, setup] of [
      ["/about?utm_source=newsletter", async () => {}],
      ["/services", () => page.evaluate((value) => localStorage.setItem("layered-cart", value), cart)],
    ] as const) {
      await setup();
      await page.goto(path);
      await expect(page.locator("html"), path).toHaveAttribute("data-app", "ready");
    }
    await expect(page.getByTestId("cart-count")).toHaveText("2");
  });

  test("Home's hero moves without the SPA; a press on it is answered at once, and the SPA takes the show over where it is", async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
    });
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.clock.install();
    await page.goto("/");
    const hero = page.getByTestId("hero-slideshow");
    const title = page.getByRole("heading", { level: 1 });
    // The page drives its show (src/first-load/slideshow.ts, decision 0016): 5 s after the next
    // photo has arrived, the next slide, its words and its dot; no script of the SPA is fetched.
    await expect(hero).toHaveAttribute("data-next-ready", "true");
    await page.clock.runFor(5_000);
    await expect(hero).toHaveAttribute("data-active-slide", "1");
    await expect(title).toHaveText("Rooms That Tell Your Story");
    await expect(hero.getByRole("button", { name: /Show slide 2/ })).toHaveAttribute("aria-current", "true");
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType("resource").filter((r) => new URL(r.name).pathname.endsWith(".js")),
      ),
      "no script before the first input",
    ).toEqual([]);
    await expect(page.locator("html")).not.toHaveAttribute("data-app", /./);
    // The heading's node is marked, to find it again after the takeover.
    await title.evaluate((h1) => h1.setAttribute("data-test-mark", ""));
    await page.clock.resume();

    // A press on the show is the page's own (not held for the SPA): the slide changes at once.
    // The press is also the first input, which starts the SPA.
    await hero.getByRole("button", { name: /Show slide 3/ }).click();
    await expect(hero).toHaveAttribute("data-active-slide", "2");
    await expect(title).toHaveText("Shaped by California Light");
    await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
    // The SPA hydrated the show as it was: the same slide, words and heading node, no correction.
    await expect(hero).toHaveAttribute("data-active-slide", "2");
    await expect(hero.locator('[data-slide="2"]')).toHaveAttribute("data-active", "true");
    await expect(title).toHaveText("Shaped by California Light");
    await expect(title).toHaveAttribute("data-test-mark", "");
    expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);
    // And the show still answers: pause and play.
    await hero.getByRole("button", { name: "Pause slideshow" }).click();
    await expect(hero).toHaveAttribute("data-playing", "false");
    await hero.getByRole("button", { name: "Play slideshow" }).click();
    await expect(hero).toHaveAttribute("data-playing", "true");
  });

  test("a press on the show while React is taking the page over is answered, and kept by the takeover", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    // The route's code (the `_site` chunk: the site's frame and Home) is held, so React has begun
    // hydrating the page (the root is React's) but cannot finish: the router waits for that code.
    // Meanwhile React stops every click inside the root before it reaches the page's own
    // listeners (a click on markup it has not hydrated yet); the show's driver hears it first.
    const release = await holdRequests(page, /\/assets\/_site-[^/]+\.js$/);
    await page.goto("/");
    const hero = page.getByTestId("hero-slideshow");
    await page.mouse.move(40, 300, { steps: 4 });
    await page.waitForFunction(() =>
      Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")),
    );
    await hero.getByRole("button", { name: /Show slide 3/ }).click();
    await expect(hero).toHaveAttribute("data-active-slide", "2");
    await hero.getByRole("button", { name: "Pause slideshow" }).click();
    await expect(hero).toHaveAttribute("data-playing", "false");
    await expect(page.locator("html")).not.toHaveAttribute("data-app", /./);
    release();
    await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
    await expect(hero).toHaveAttribute("data-playing", "false");
    await expect(hero).toHaveAttribute("data-active-slide", "2");
    await expect(hero.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  });

  test("a show the SPA renders itself (Home reached from another page) is driven the same way", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.clock.install();
    // /about carries no show, so neither does its page the show's driver: the SPA loads it.
    await page.goto("/about");
    expect(await page.locator("script#slideshow").count()).toBe(0);
    await waitForApp(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Home", exact: true }).click();
    const hero = page.getByTestId("hero-slideshow");
    await expect(hero).toHaveAttribute("data-next-ready", "true");
    await page.clock.runFor(5_000);
    await expect(hero).toHaveAttribute("data-active-slide", "1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rooms That Tell Your Story");
    await hero.getByRole("button", { name: /Show slide 1/ }).click();
    await expect(hero).toHaveAttribute("data-active-slide", "0");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thoughtful Design, Layered for Living");
  });

  test("the SPA's code evaluates in pieces, all of it fetched with the entry (no round trip added)", async ({
    page,
  }) => {
    // src/main.tsx: React first, then the router and the app with `import()` in a later task
    // (src/first-load/next-task.ts). A static import of them by the entry would evaluate the whole
    // SPA as one long task again (issue 30).
    await page.goto(await resolve(page, "/projects/{id}"));
    await waitForApp(page);
    const scripts = await page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((r) => new URL(r.name).pathname.endsWith(".js"))
        .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd })),
    );
    // The fetches the SPA ran from (the last of each file: the first are the cache's, at load).
    const entry = scripts.findLast((s) => /\/assets\/index-[^/]+\.js$/.test(s.path));
    const framework = scripts.findLast((s) => /\/assets\/framework-[^/]+\.js$/.test(s.path));
    expect(entry, "the entry was loaded").toBeDefined();
    expect(framework, "the framework chunk was loaded").toBeDefined();
    if (!entry || !framework) return;
    const code = await (await page.request.get(entry.path)).text();
    const staticImports = [...code.matchAll(/import\s*(?:\{[^}]*\}\s*from\s*)?["'`]([^"'`]+)["'`]/g)].map(
      (m) => m[1],
    );
    expect(staticImports.length, "the entry's static imports were read").toBeGreaterThan(0);
    expect(
      staticImports.filter((i) => /framework-/.test(i ?? "")),
      "the entry imports the framework later",
    ).toEqual([]);
    expect(code, "the entry loads the framework chunk with import()").toMatch(
      /import\(\s*[`"']\.\/framework-/,
    );
    // Preloaded with the entry (the boot script's module preloads), not asked for once it has run.
    expect(framework.start, "the framework chunk is fetched with the entry").toBeLessThanOrEqual(entry.end);
  });

  /** Holds the SPA's entry script until `release` is called. */
  function holdTheApp(page: Page): Promise<() => void> {
    return holdRequests(page, /\/assets\/index-[^/]+\.js$/);
  }

  test("a button pressed before the SPA is in is answered once it is, exactly once", async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto("/shop");
    const product = page.getByTestId("product-linen-throw-pillow");
    await product.getByRole("button", { name: /Add to Cart/ }).click();
    // Painted but not yet running: nothing has happened yet, and nothing navigated.
    await expect(page.locator("html")).not.toHaveAttribute("data-app", "ready");
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    await expect(page).toHaveURL(/\/shop$/);
    release();
    await waitForApp(page);
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("layered-cart") ?? "[]").length)).toBe(
      1,
    );
  });

  test("when the SPA's entry cannot load, nothing is held: links navigate and presses take effect as HTML", async ({
    page,
  }) => {
    // Offline, or a tab left open across a deploy whose old entry is gone.
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    // The press starts the SPA, whose entry fails: the press is let through, the label checks its
    // radio natively, and later presses are not held.
    await footer.getByText("Dark", { exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("data-app", "static");
    await expect(footer.getByRole("radio", { name: "Dark" })).toBeChecked();
    await footer.getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Homes, Layered Over Time/);
  });

  test("a press held for an SPA that never comes is let through after a few seconds", async ({ page }) => {
    // The entry is asked for and never answered.
    await page.route(/\/assets\/index-[^/]+\.js$/, () => {});
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    const dark = footer.getByRole("radio", { name: "Dark" });
    await footer.getByText("Dark", { exact: true }).click();
    await expect(dark).not.toBeChecked();
    await expect(page.locator("html")).toHaveAttribute("data-app", "static", { timeout: 15_000 });
    // The press held so far gets its native effect, and the next ones are not held.
    await expect(dark).toBeChecked();
    await footer.getByText("Light", { exact: true }).click();
    await expect(footer.getByRole("radio", { name: "Light" })).toBeChecked();
  });

  test("a theme chosen before the SPA is in is applied once it is", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    const release = await holdTheApp(page);
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByText("Dark", { exact: true }).click();
    release();
    await waitForApp(page);
    await expect(footer.getByRole("radio", { name: "Dark" })).toBeChecked();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });

  test("what a visitor types into the contact form before the SPA is in is kept and sent", async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Project inquiry" });
    await form.getByLabel("First name").fill("Early");
    await form.getByLabel("Project type").selectOption("full-service");
    await expect(page.locator("html")).not.toHaveAttribute("data-app", "ready");
    release();
    await waitForApp(page);
    await expect(form.getByLabel("First name")).toHaveValue("Early");
    await expect(form.getByLabel("Project type")).toHaveValue("full-service");
    await form.getByLabel("Last name").fill("Visitor");
    await form.getByLabel(/^Email\b/).fill("early.visitor@example.com");
    await form.getByLabel(/^Phone\b/).pressSequentially("9495550123");
    await form.getByLabel("Budget range").selectOption("100k-150k");
    await form.getByLabel("Timeline").selectOption("3-6months");
    await form
      .getByLabel("Tell us about your project")
      .fill("A calm living room for a family of four, with room to read.");
    const posted = page.waitForRequest((r) => r.url().endsWith("/api/inquiries") && r.method() === "POST");
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await posted).postDataJSON()).toMatchObject({
      firstName: "Early",
      lastName: "Visitor",
      projectType: "full-service",
    });
  });
});
