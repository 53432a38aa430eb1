/**
 * The public pages' finish (issue 28 item 5): a project page opens on its hero photograph, full
 * bleed; a project without photographs on its title tile; the shop's first piece is on a phone's
 * first screen; /about introduces the two principals, whose words the studio edits on Brand Assets;
 * no public page ever says 'No image'.
 * Runs at both widths (desktop and the 390 × 844 phone).
 */
import { principals } from "../../src/content/about";
import type { PublicProject, SiteInfo } from "../../src/shared/api-types";
import { expectNoHorizontalOverflow, signInAs, studioApi, withoutPaintedPage } from "./fixtures";
import { expect, type Page, test } from "./test";

async function publishedProjects(page: Page): Promise<PublicProject[]> {
  const res = await page.request.get("/api/projects");
  expect(res.status()).toBe(200);
  return (await res.json()) as PublicProject[];
}

test.describe("Project page", () => {
  test("opens on its hero photograph, full bleed and within the first screen, then the title and story", async ({
    page,
  }) => {
    const [project] = await publishedProjects(page);
    if (!project) throw new Error("the demo seed publishes projects");
    const hero = project.images.find((i) => i.isHero) ?? project.images[0];
    if (!hero) throw new Error("the first demo project has photographs");
    await page.goto(`/projects/${project.id}`);

    const frame = page.getByTestId("project-hero");
    const img = frame.locator("img");
    await expect(img).toBeVisible();
    // The studio's hero photograph, as the LCP image: eager, high priority, sized, full-width sizes.
    await expect(img).toHaveAttribute("src", hero.imagePath);
    await expect(img).toHaveAttribute("fetchpriority", "high");
    await expect(img).toHaveAttribute("sizes", "100vw");
    await expect(img).toHaveAttribute("width", String(hero.width));
    await expect(img).toHaveAttribute("height", String(hero.height));

    const viewport = page.viewportSize();
    if (!viewport) throw new Error("no viewport");
    const box = await frame.locator("button").boundingBox();
    if (!box) throw new Error("the hero is not laid out");
    // Right under the navigation bar, edge to edge, and never taller than the screen.
    expect(box.y).toBeLessThanOrEqual(80);
    expect(box.x).toBe(0);
    expect(Math.abs(box.width - viewport.width)).toBeLessThan(1);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    // The page's title and story come after it.
    const title = page.getByRole("heading", { level: 1, name: project.portfolioTitle });
    const titleBox = await title.boundingBox();
    expect(titleBox?.y ?? 0).toBeGreaterThan(box.y + box.height);
    await expect(page.getByText("No image", { exact: true })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
  });

  test("a project without photographs opens on its title tile, never a grey 'No image' box", async ({
    page,
  }) => {
    const [project] = await publishedProjects(page);
    if (!project) throw new Error("the demo seed publishes projects");
    await page.route(`**/api/projects/${project.id}`, (route) =>
      route.fulfill({ json: { ...project, images: [] } }),
    );
    await withoutPaintedPage(page, `/projects/${project.id}`);
    await page.goto(`/projects/${project.id}`);

    const frame = page.getByTestId("project-hero");
    const tile = frame.getByTestId("title-tile");
    await expect(tile).toBeVisible();
    await expect(tile).toContainText(project.portfolioTitle);
    await expect(frame.locator("img")).toHaveCount(0);
    const box = await frame.boundingBox();
    expect(box?.y ?? 999).toBeLessThanOrEqual(80);
    await expect(page.getByRole("heading", { level: 1, name: project.portfolioTitle })).toBeVisible();
    await expect(page.getByTestId("project-facts")).toContainText("0 photos");
    await expect(page.getByText("No image", { exact: true })).toHaveCount(0);
  });
});

test("the shop's first piece starts on a phone's first screen, under the page's own headings", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/shop");
  await expect(page.getByRole("heading", { level: 1, name: "Shop the Collection" })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "Available Now - More Curated Pieces Coming Soon" }),
  ).toBeVisible();
  const first = page.locator('main li > article[data-testid^="product-"] img').first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  if (!box) throw new Error("the first piece is not laid out");
  expect(box.y, "the first piece's photo starts within 844 px").toBeLessThan(844);
  await expectNoHorizontalOverflow(page);
});

test.describe("About", () => {
  test("introduces the two principals with a name, role and line each, initials until a portrait is uploaded", async ({
    page,
  }) => {
    await page.goto("/about");
    const section = page.getByRole("region", { name: "The two of us, on every project" });
    const cards = section.getByTestId("principal");
    await expect(cards).toHaveCount(principals.length);
    for (const [i, principal] of principals.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3, name: principal.name })).toBeVisible();
      await expect(card).toContainText(principal.role);
      await expect(card).toContainText(principal.line);
      // The demo has no portraits: the initials stand in, never an empty box or 'No image'.
      await expect(card.getByTestId("principal-initials")).toBeVisible();
    }
    await expect(page.getByText("No image", { exact: true })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
  });

  test("an uploaded portrait is lazy, sized and described", async ({ page }) => {
    const site = (await (await page.request.get("/api/site")).json()) as SiteInfo;
    const photo = site.assets["hero-2"];
    if (!photo) throw new Error("the demo seed has brand images");
    const portrait = { ...photo, slot: "principal-1", altText: "Claire in the studio's sample library" };
    await page.route("**/api/site", (route) =>
      route.fulfill({ json: { ...site, assets: { ...site.assets, "principal-1": portrait } } }),
    );
    await withoutPaintedPage(page, "/about");
    await page.goto("/about");
    const card = page.getByTestId("principal").first();
    const img = card.getByRole("img", { name: "Claire in the studio's sample library" });
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("width", String(photo.width));
    await expect(img).toHaveAttribute("height", String(photo.height));
    await expect(img).toHaveAttribute("srcset", /\d+w/);
    await expect(img).toHaveAttribute("sizes", /px/);
    await img.scrollIntoViewIfNeeded();
    await expect(img).toBeVisible();
    await expect(card.getByTestId("principal-initials")).toHaveCount(0);
    // The other principal still shows initials.
    await expect(page.getByTestId("principal").nth(1).getByTestId("principal-initials")).toBeVisible();
  });
});

test("the studio edits a principal's name, role and line on Brand Assets, and the About page shows them", async ({
  page,
  baseURL,
}, testInfo) => {
  const [first] = principals;
  if (!first) throw new Error("about.ts names the principals");
  const name = `Imogen Vale ${testInfo.project.name}`;
  const line = "Draws every room by hand before a single piece is chosen.";
  try {
    await signInAs(page, "admin");
    await page.goto("/upload");
    const form = page.getByRole("form", { name: `About page words for ${first.name}` });
    await expect(form.getByLabel("Name")).toHaveValue(first.name);
    await expect(form.getByLabel("Role")).toHaveValue(first.role);
    await expect(form.getByLabel("A line about them")).toHaveValue(first.line);
    // An empty name is refused at the field, and the message goes as the name is typed.
    await form.getByLabel("Name").fill("");
    await form.getByRole("button", { name: "Save words" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please enter a name");
    await expect(form.getByLabel("Name")).toBeFocused();
    await form.getByLabel("Name").fill(name);
    await expect(form.getByRole("alert")).toHaveCount(0);
    await form.getByLabel("A line about them").fill(line);
    await form.getByRole("button", { name: "Save words" }).click();
    await expect(page.getByText("Principal saved").first()).toBeVisible();
    // The portrait slot is named by the new name too.
    await expect(page.getByRole("button", { name: `Replace ${name}` })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    // A visitor's About page, painted by the Worker (its cached copy moved on) and then the app's.
    const visitor = await page.context().browser()?.newContext({ baseURL });
    if (!visitor) throw new Error("no browser");
    const about = await visitor.newPage();
    await about.goto("/about");
    const card = about.getByTestId("principal").first();
    await expect(card.getByRole("heading", { level: 3, name })).toBeVisible();
    await expect(card).toContainText(first.role);
    await expect(card).toContainText(line);
    await expect(card.getByTestId("principal-initials")).toHaveText("IV");
    await visitor.close();
  } finally {
    // Back to about.ts's words, which the other About tests read.
    const admin = await studioApi(baseURL);
    const res = await admin.put(`/api/admin/principals/${first.portraitSlot}`, {
      data: { name: first.name, role: first.role, line: first.line },
    });
    expect(res.ok()).toBe(true);
    await admin.dispose();
  }
});

test("no public page says 'No image'", async ({ page }) => {
  const [project] = await publishedProjects(page);
  for (const path of [
    "/",
    "/portfolio",
    `/projects/${project?.id}`,
    "/about",
    "/services",
    "/shop",
    "/contact",
  ]) {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
    await expect(page.getByText("No image"), path).toHaveCount(0);
  }
});
