/**
 * Admin projects in the browser (issue 5): create a project with contacts and three real image
 * files in the Project Manager, choose another hero, reorder, publish, then find it on /portfolio
 * and /projects/{id}; create, copy and revoke a client link, one with an expiry date and one that
 * runs out ('Link not valid.'); unpublish; each image shows its upload progress, and a refused
 * upload its reason and a Retry; the tab stays in the URL. The phone
 * test checks the dashboard fits a 390 px screen and saves screenshots to look at.
 */

import { newProject, signInAs } from "./fixtures";
import { expect, type Page, test } from "./test";

type PublicImage = {
  id: number;
  imagePath: string;
  altText: string | null;
  isHero: boolean;
  sortOrder: number;
};
type PublicProject = { id: number; portfolioTitle: string; images: PublicImage[] };

/** Real PNG files drawn in the page: distinct colours and shapes (landscape, portrait, square). */
async function makePngs(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
  const specs = [
    { name: "living-room.png", w: 1200, h: 800, color: "#b9a58c" },
    { name: "reading-nook.png", w: 800, h: 1200, color: "#6b6b47" },
    { name: "kitchen.png", w: 900, h: 900, color: "#a0522d" },
  ];
  const encoded = await page.evaluate(async (list) => {
    const out: string[] = [];
    for (const s of list) {
      const canvas = new OffscreenCanvas(s.w, s.h);
      const ctx = canvas.getContext("2d");
      if (!ctx) throw new Error("no 2d context");
      ctx.fillStyle = s.color;
      ctx.fillRect(0, 0, s.w, s.h);
      ctx.fillStyle = "#faf7f2";
      ctx.fillRect(s.w * 0.1, s.h * 0.6, s.w * 0.8, s.h * 0.05);
      const blob = await canvas.convertToBlob({ type: "image/png" });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = "";
      for (const b of bytes) binary += String.fromCharCode(b);
      out.push(btoa(binary));
    }
    return out;
  }, specs);
  return specs.map((s, i) => ({
    name: s.name,
    mimeType: "image/png",
    buffer: Buffer.from(encoded[i] ?? "", "base64"),
  }));
}

/** The toast region: the text once, not also its screen-reader announcement. */
// By class, not role: while a modal dialog is open the rest of the page is hidden from the
// accessibility tree, the toast viewport included.
const toast = (page: Page) => page.locator(".toast");

/**
 * Projects these tests create are deleted afterwards (the browser tests share one server with the
 * other specs, which expect the demo portfolio as seeded).
 */
const createdIds: number[] = [];

async function deleteCreated(page: Page, origin: string) {
  for (const id of createdIds.splice(0)) {
    await page.request.delete(`/api/projects/${id}`, { headers: { Origin: origin } });
  }
}

/** A private project with `count` real images, made through the API and the upload flow. */
async function projectWithImages(page: Page, origin: string, title: string, count: number): Promise<number> {
  const headers = { Origin: origin };
  const { id } = await newProject(page.request, title, {
    description: "A project made for the image editing test.",
  });
  createdIds.push(id);
  const files = await makePngs(page);
  for (let i = 0; i < count; i++) {
    const file = files[i % files.length];
    if (!file) throw new Error("no image");
    const reserve = await page.request.post(`/api/admin/projects/${id}/images/upload-url`, {
      headers,
      data: { fileName: file.name, fileType: file.mimeType, fileSize: file.buffer.length },
    });
    const { uploadUrl, objectPath } = (await reserve.json()) as { uploadUrl: string; objectPath: string };
    expect(
      (
        await page.request.put(uploadUrl, { data: file.buffer, headers: { "Content-Type": file.mimeType } })
      ).status(),
    ).toBe(200);
    const image = await page.request.post(`/api/projects/${id}/images`, {
      headers,
      data: { variants: [{ width: 800, objectPath }], width: 800, height: 800, altText: `Alt ${i + 1}` },
    });
    expect(image.status()).toBe(201);
  }
  return id;
}

function row(page: Page, title: string) {
  return page
    .getByTestId("admin-project-row")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

test.describe("admin projects", () => {
  // The full flows run once, at desktop size; the phone project checks the layout below.
  test.skip(({ isMobile }) => isMobile, "desktop flows");
  test.afterEach(async ({ page, baseURL }) => {
    await deleteCreated(page, new URL(baseURL ?? "http://localhost").origin);
  });

  test("create with contacts and images, choose the hero, reorder, publish, share and revoke a link", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await signInAs(page, "admin");
    const suffix = Date.now().toString(36);
    const title = `Project Canyon Light ${suffix}`;

    await page.goto("/admin/projects");
    await expect(page.getByRole("heading", { name: "New Project" })).toBeVisible();
    await expect(page).toHaveTitle(/^Project Manager \|/);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);

    // Missing fields: the SPEC's toast and inline messages, nothing created.
    await page.getByRole("button", { name: "Create Project" }).click();
    await expect(toast(page).getByText("Missing required fields")).toBeVisible();
    await expect(page.getByText("Client project name is required")).toBeVisible();

    // The portfolio title follows the client project name until it is edited.
    await page.getByLabel("Client project name").fill(`Canyon House ${suffix}`);
    await expect(page.getByLabel("Portfolio title")).toHaveValue(`Canyon House ${suffix}`);
    await page.getByLabel("Portfolio title").fill(title);
    await page
      .getByLabel("Description")
      .fill("A hillside house opened to the light.\n\nLinen, oak and plaster.");
    // SPEC section 3: a new project starts on Living Room, with no empty choice left to pick.
    await expect(page.getByLabel("Category")).toHaveValue("Living Room");
    await expect(page.getByLabel("Category").locator("option", { hasText: "Select a category" })).toHaveCount(
      0,
    );
    await expect(page.getByLabel("Year")).toHaveValue(String(new Date().getFullYear()));
    await expect(page.getByLabel("Location")).toHaveValue("Southern California");
    await page.getByLabel(/^Contact name/).fill("Jordan Avery");
    await page.getByLabel(/^Contact email/).fill("jordan@example.com");
    await page.getByLabel(/^Contact phone/).fill("3105550199");
    await expect(page.getByLabel(/^Contact phone/)).toHaveValue("(310) 555-0199");
    // A second contact can be added and removed (its fields are cleared), then added for real.
    await page.getByRole("button", { name: "Add second contact" }).click();
    await page.getByLabel("Second contact name").fill("Temporary");
    await page.getByRole("button", { name: "Remove second contact" }).click();
    await page.getByRole("button", { name: "Add second contact" }).click();
    await expect(page.getByLabel("Second contact name")).toHaveValue("");
    await page.getByLabel("Second contact name").fill("Riley Avery");
    await page.getByLabel("Second contact email").fill("riley@example.com");

    // No images yet.
    await page.getByRole("button", { name: "Create Project" }).click();
    await expect(toast(page).getByText("Images required")).toBeVisible();

    // Only images are accepted.
    const input = page.getByTestId("pm-file-input");
    await input.setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not an image"),
    });
    await expect(toast(page).getByText("Only images can be added")).toBeVisible();
    await expect(page.getByTestId("pm-image")).toHaveCount(0);

    await input.setInputFiles(await makePngs(page));
    const images = page.getByTestId("pm-image");
    await expect(images).toHaveCount(3);
    // The first image added to the empty list is the hero.
    await expect(images.nth(0)).toHaveAttribute("data-hero", "true");
    await page.getByLabel("Alt text for image 1").fill("Alt living room");
    await page.getByLabel("Alt text for image 2").fill("Alt reading nook");
    await page.getByLabel("Alt text for image 3").fill("Alt kitchen");
    await page.getByLabel("Caption for image 2").fill("A corner for slow mornings");
    // Another hero: exactly one.
    await page.getByLabel("Hero image: image 2").check();
    await expect(page.locator('[data-testid="pm-image"][data-hero="true"]')).toHaveCount(1);
    await expect(images.nth(1)).toHaveAttribute("data-hero", "true");
    // Reorder: the kitchen moves up, above the reading nook (the hero moves with its photo).
    await page.getByRole("button", { name: "Move image 3 up" }).click();
    await expect(page.getByLabel("Alt text for image 2")).toHaveValue("Alt kitchen");
    await expect(images.nth(2)).toHaveAttribute("data-hero", "true");

    // Preview shows the card and the page before anything is published.
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("dialog", { name: "Preview" });
    await expect(preview.getByTestId("preview-card").getByRole("heading", { name: title })).toBeVisible();
    await expect(preview.getByTestId("preview-card").locator("img")).toHaveAttribute(
      "alt",
      "Alt reading nook",
    );
    await expect(preview.locator("[data-gallery-image] img")).toHaveCount(3);
    // The public page's own body, from the unsaved draft: it opens on the chosen hero photograph.
    const previewPage = preview.getByTestId("preview-page");
    await expect(previewPage.getByTestId("project-hero").locator("img")).toHaveAttribute(
      "alt",
      "Alt reading nook",
    );
    await expect(previewPage.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(previewPage.getByTestId("project-facts")).toContainText("3 photos");
    await preview.getByRole("button", { name: "Close" }).first().click();

    await page.getByRole("button", { name: "Create Project" }).click();
    await expect(page).toHaveURL(/\/admin\?tab=projects$/, { timeout: 60_000 });
    await expect(toast(page).getByText("Project created successfully")).toBeVisible();
    await expect(toast(page).getByText(`Project "${title}" has been created.`)).toBeVisible();

    const projectRow = row(page, title);
    await expect(projectRow).toBeVisible();
    await expect(projectRow.getByText("Unpublished")).toBeVisible();
    await expect(projectRow.getByText("3 images")).toBeVisible();
    const id = Number(await projectRow.getAttribute("data-project-id"));
    expect(id).toBeGreaterThan(0);
    createdIds.push(id);

    // Private until published.
    expect((await page.request.get(`/api/projects/${id}`)).status()).toBe(404);
    await projectRow.getByRole("switch", { name: "Publish to Portfolio" }).click();
    await expect(toast(page).getByText("Project published")).toBeVisible();
    await expect(row(page, title).getByText("Published", { exact: true })).toBeVisible();

    // The public API has the images in the chosen order and the chosen hero.
    const res = await page.request.get(`/api/projects/${id}`);
    expect(res.status()).toBe(200);
    const project = (await res.json()) as PublicProject;
    expect(project.images.map((i) => i.altText)).toEqual([
      "Alt living room",
      "Alt kitchen",
      "Alt reading nook",
    ]);
    const hero = project.images.find((i) => i.isHero);
    expect(hero?.altText).toBe("Alt reading nook");
    // Web-sized variants were stored, not only the original.
    expect(hero?.imagePath).toMatch(/^\/media\/.+\.(webp|jpg)$/);

    // /portfolio: the card shows the hero image.
    await page.goto("/portfolio");
    const card = page.getByTestId("project-card").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card).toBeVisible();
    const cardImage = card.locator("img");
    await expect(cardImage).toHaveAttribute("alt", "Alt reading nook");
    await expect(cardImage).toHaveAttribute("src", hero?.imagePath ?? "");
    await expect
      .poll(() => cardImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // /projects/{id}: the chosen hero opens the page (issue 28), the others follow in the chosen order.
    await card.getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/projects/${id}$`));
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.locator("[data-gallery-image] img")).toHaveCount(3);
    const alts = await page
      .locator("[data-gallery-image] img")
      .evaluateAll((els) => els.map((e) => e.getAttribute("alt")));
    expect(alts).toEqual(["Alt reading nook", "Alt living room", "Alt kitchen"]);
    await expect(page.getByTestId("project-hero").locator("img")).toHaveAttribute("alt", "Alt reading nook");
    await expect(page.getByText("A corner for slow mornings")).toBeVisible();

    // Client link: create (copied), open it, copy again (same link), revoke (the link stops working).
    await page.goto("/admin?tab=projects");
    await row(page, title).getByRole("button", { name: "Create Client Link" }).click();
    await page
      .getByRole("dialog", { name: "Create Client Link" })
      .getByRole("button", { name: "Create and copy link" })
      .click();
    await expect(toast(page).getByText("Client link created")).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseURL}/portal/${id}\\?token=[A-Za-z0-9_-]{43}$`));
    await expect(row(page, title).getByTestId("client-link-status")).toContainText("Not opened yet");

    await page.evaluate(() => navigator.clipboard.writeText(""));
    await row(page, title).getByRole("button", { name: "Copy Client Link" }).click();
    await expect(toast(page).getByText("Link copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const portal = await context.newPage();
    await portal.goto(link);
    await expect(portal.getByText(`Canyon House ${suffix}`).first()).toBeVisible();
    await portal.close();
    await page.reload();
    await expect(row(page, title).getByTestId("client-link-status")).toContainText("Link opened");

    await row(page, title).getByRole("button", { name: "Revoke" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke link" }).click();
    await expect(toast(page).getByText("Link revoked")).toBeVisible();
    await expect(row(page, title).getByRole("button", { name: "Create Client Link" })).toBeVisible();
    const revoked = await context.newPage();
    await revoked.goto(link);
    await expect(revoked.getByRole("heading", { name: "Link not valid." })).toBeVisible();
    await revoked.close();

    // A link with an expiry date (the date picker, a month ahead): the card says when it expires.
    const expiry = await page.evaluate(() => {
      const d = new Date(Date.now() + 30 * 24 * 3600_000);
      const pad = (n: number) => String(n).padStart(2, "0");
      return {
        day: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
        label: d.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" }),
      };
    });
    await row(page, title).getByRole("button", { name: "Create Client Link" }).click();
    const linkDialog = page.getByRole("dialog", { name: "Create Client Link" });
    await linkDialog.getByLabel("Link expires on").fill(expiry.day);
    await linkDialog.getByRole("button", { name: "Create and copy link" }).click();
    await expect(toast(page).getByText("Client link created")).toBeVisible();
    const expiring = await page.evaluate(() => navigator.clipboard.readText());
    expect(expiring).not.toBe(link);
    await expect(row(page, title).getByTestId("client-link-status")).toContainText(
      `Not opened yet · Expires ${expiry.label}`,
    );

    // A link whose time runs out: made through the API to expire in an hour (the date picker offers
    // whole days only). Instead of waiting, both clocks move two hours on: the Worker's (the local
    // test clock, POST /api/dev/clock, worker/lib/clock.ts) and the browser's (page.clock). The
    // portal then says 'Link not valid.' and the admin's card 'Expired'.
    const origin = { Origin: new URL(baseURL ?? "").origin };
    const short = await page.request.post(`/api/admin/projects/${id}/access-token`, {
      headers: origin,
      data: { expiresAt: new Date(Date.now() + 60 * 60_000).toISOString() },
    });
    expect(short.status()).toBe(201);
    const shortLink = (await short.json()) as { url: string; expiresAt: string };
    const expiring2 = await context.newPage();
    await expiring2.goto(shortLink.url);
    await expect(expiring2.getByText(`Canyon House ${suffix}`).first()).toBeVisible();
    const moved = await page.request.post("/api/dev/clock", {
      headers: origin,
      data: { advanceSeconds: 2 * 3600 },
    });
    expect(moved.status()).toBe(200);
    try {
      expect(Date.parse(((await moved.json()) as { now: string }).now)).toBeGreaterThan(
        Date.parse(shortLink.expiresAt),
      );
      await expiring2.goto(shortLink.url);
      await expect(expiring2.getByRole("heading", { name: "Link not valid." })).toBeVisible();
      await expect(expiring2.getByText(`Canyon House ${suffix}`)).toHaveCount(0);
      await expiring2.close();
      const expiredLabel = await page.evaluate(
        (iso) =>
          new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" }),
        shortLink.expiresAt,
      );
      await page.clock.setFixedTime(Date.parse(shortLink.expiresAt) + 60 * 60_000);
      await page.reload();
      await expect(row(page, title).getByTestId("client-link-status")).toContainText(
        ` · Expired ${expiredLabel}`,
      );
    } finally {
      // The Worker's clock is the server's, shared by every later test: always put back.
      await page.request.post("/api/dev/clock", { headers: origin, data: { reset: true } });
    }

    // Unpublishing with the switch: the toast, the badge, and the project leaves the public API.
    await row(page, title).getByRole("switch", { name: "Publish to Portfolio" }).click();
    await expect(toast(page).getByText("Project unpublished")).toBeVisible();
    await expect(row(page, title).getByText("Unpublished", { exact: true })).toBeVisible();
    await expect(row(page, title).getByRole("switch", { name: "Publish to Portfolio" })).not.toBeChecked();
    const publicList = (await (await page.request.get("/api/projects")).json()) as PublicProject[];
    expect(publicList.map((p) => p.id)).not.toContain(id);
    expect((await page.request.get(`/api/projects/${id}`)).status()).toBe(404);
  });

  test("edit images of an existing project: caption, hero and order are saved", async ({ page, baseURL }) => {
    await signInAs(page, "admin");
    const title = `Project Edit Images ${Date.now().toString(36)}`;
    const id = await projectWithImages(page, new URL(baseURL ?? "").origin, title, 3);
    await page.goto("/admin?tab=projects");
    await row(page, title)
      .getByRole("link", { name: /Edit images/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/projects\\?id=${id}$`));
    const images = page.getByTestId("pm-image");
    await expect(images).toHaveCount(3);
    await expect(images.nth(0)).toHaveAttribute("data-hero", "true");
    await page.getByLabel("Caption for image 1").fill("Edited in the Project Manager");
    await page.getByLabel("Layout for image 2").selectOption("pair");
    await page.getByLabel("Hero image: image 3").check();
    await page.getByRole("button", { name: "Move image 3 up" }).click();
    await page.getByRole("button", { name: "Remove image 1" }).click();
    await expect(images).toHaveCount(2);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(/\/admin\?tab=projects$/);
    await expect(toast(page).getByText("Project updated successfully")).toBeVisible();
    // Removed: Alt 1. Order: Alt 3 (hero), Alt 2 (pair).
    const detail = (await (await page.request.get(`/api/admin/projects/${id}`)).json()) as {
      images: (PublicImage & { caption: string | null; layout: string })[];
      coverImageUrl: string | null;
    };
    expect(detail.images.map((i) => [i.altText, i.isHero, i.layout])).toEqual([
      ["Alt 3", true, "auto"],
      ["Alt 2", false, "pair"],
    ]);
    expect(detail.images.map((i) => i.sortOrder)).toEqual([0, 1]);
    expect(detail.coverImageUrl).toBe(detail.images[0]?.imagePath);
    await expect(row(page, title).getByText("2 images")).toBeVisible();
  });

  test("a failed image upload is shown with a Retry that finishes the project", async ({ page }) => {
    await signInAs(page, "admin");
    await page.goto("/admin/projects");
    const title = `Project Retry ${Date.now().toString(36)}`;
    await page.getByLabel("Client project name").fill(title);
    await page.getByLabel("Description").fill("A small powder room.");
    await page.getByLabel("Category").selectOption("Bathroom");
    await page.getByLabel(/^Contact name/).fill("Alex Kim");
    await page.getByLabel(/^Contact email/).fill("alex@example.com");
    await page.getByLabel(/^Contact phone/).fill("7145550111");
    const [png] = await makePngs(page);
    if (!png) throw new Error("no image");
    await page.getByTestId("pm-file-input").setInputFiles(png);
    // Storage holds the first upload (until the progress has been seen), then refuses it.
    let releaseFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let refused = false;
    await page.route("**/files/upload/**", async (route) => {
      if (!refused) {
        refused = true;
        await firstHeld;
        await route.fulfill({ status: 500, body: "storage unavailable" });
      } else {
        await route.continue();
      }
    });
    await page.getByRole("button", { name: "Create Project" }).click();
    const item = page.getByTestId("pm-image");
    // While its bytes are on the way the image shows its own progress bar and percentage.
    const progress = item.getByRole("progressbar", { name: "Upload of image 1" });
    await expect(progress).toBeVisible();
    await expect(item.getByText(/^Uploading… \d{1,3}%$/)).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", /^\d{1,3}$/);
    // The bar can show before the request has reached the route: wait for it to be held.
    await expect.poll(() => refused).toBe(true);
    releaseFirst();
    await expect(progress).toHaveCount(0);
    // SPEC section 8: the status code follows the words, no colon (as for documents).
    await expect(item.getByRole("alert")).toContainText("Upload to storage failed 500");
    await expect(toast(page).getByText("Project created, some images were not saved")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/projects$/);
    // The project exists (without the image); Retry uploads the image and finishes.
    await item.getByRole("button", { name: "Retry" }).click();
    await expect(page).toHaveURL(/\/admin\?tab=projects$/);
    await expect(toast(page).getByText("Project created successfully")).toBeVisible();
    await expect(row(page, title).getByText("1 image", { exact: false })).toBeVisible();
    await expect(row(page, title).getByTestId("admin-project-hero")).toBeVisible();
    createdIds.push(Number(await row(page, title).getAttribute("data-project-id")));
  });

  test("Brand Assets: replacing a gallery photo stores it and the site info serves it", async ({ page }) => {
    await signInAs(page, "admin");
    // A shop example, keeping its alt text: other tests expect the seeded logo-less navigation.
    const before = (await (await page.request.get("/api/admin/brand-assets")).json()) as {
      slot: string;
      imagePath: string;
      altText: string | null;
    }[];
    const old = before.find((a) => a.slot === "example-12");
    await page.goto("/upload");
    await expect(page.getByRole("heading", { name: "Brand Assets", level: 1 })).toBeVisible();
    const [png] = await makePngs(page);
    if (!png) throw new Error("no image");
    await page.getByTestId("brand-input-example-12").setInputFiles({ ...png, name: "bowls.png" });
    await expect(toast(page).getByText("Image replaced")).toBeVisible();
    const image = page.locator('[data-slot="example-12"] img');
    await expect(image).toHaveAttribute("src", /^\/media\/.+-bowls-\d+\.(webp|jpg)$/);
    const src = await image.getAttribute("src");
    expect(src).not.toBe(old?.imagePath);
    const site = (await (await page.request.get("/api/site")).json()) as {
      assets: Record<string, { imagePath: string; altText: string | null }>;
    };
    expect(site.assets["example-12"]?.imagePath).toBe(src);
    expect(site.assets["example-12"]?.altText).toBe(old?.altText ?? null);
    expect((await page.request.get(src ?? "")).status()).toBe(200);
  });

  test("Brand Assets: an uploaded logo replaces the studio name in the navigation until it is removed", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, "admin");
    const site = (await (await page.request.get("/api/site")).json()) as { studio: { name: string } };
    const studio = site.studio.name;
    const banner = page.getByRole("banner");
    const slot = page.locator('[data-slot="logo"]');
    // A wide logo drawn in the page: 640 × 160, a transparent background and a dark word mark.
    const encoded = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(640, 160);
      const ctx = canvas.getContext("2d");
      if (!ctx) throw new Error("no 2d context");
      ctx.fillStyle = "#2b2724";
      ctx.font = "bold 96px serif";
      ctx.textBaseline = "middle";
      ctx.fillText("LAYERED", 16, 84);
      ctx.fillStyle = "#a0522d";
      ctx.fillRect(560, 40, 64, 80);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer());
      let binary = "";
      for (const b of bytes) binary += String.fromCharCode(b);
      return btoa(binary);
    });
    try {
      await page.goto("/upload");
      await expect(slot.getByText("No logo: the studio name is shown")).toBeVisible();
      await expect(slot.getByRole("button", { name: "Remove Logo" })).toHaveCount(0);
      await page.getByTestId("brand-input-logo").setInputFiles({
        name: "logo.png",
        mimeType: "image/png",
        buffer: Buffer.from(encoded, "base64"),
      });
      await expect(toast(page).getByText("Image replaced")).toBeVisible();

      // The public navigation (a fresh load: the page's inlined site info) shows the logo.
      await page.goto("/");
      const logo = banner.getByRole("img", { name: studio, exact: true });
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute("src", /^\/media\/.+-logo-\d+\.(webp|jpg)$/);
      await expect(logo).toHaveAttribute("width", "640");
      await expect(logo).toHaveAttribute("height", "160");
      await expect(banner.getByRole("link", { name: studio, exact: true })).toHaveAttribute("href", "/");
      await expect(banner.getByText(studio, { exact: true })).toHaveCount(0);
      const box = await logo.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(30);
      expect(box?.height).toBeLessThanOrEqual(36);
      expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 4)).toBeLessThan(0.1);

      // The phone menu sheet carries it too, named by the studio.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId("button-mobile-menu").click();
      const sheet = page.getByRole("dialog", { name: studio, exact: true });
      await expect(sheet.getByRole("img", { name: studio, exact: true })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(sheet).toBeHidden();
      await page.setViewportSize({ width: 1280, height: 720 });

      // Removing it (confirmed) brings the name back.
      await page.goto("/upload");
      await slot.getByRole("button", { name: "Remove Logo" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Remove the logo?" });
      await expect(confirm.getByText("The navigation bar shows the studio name again.")).toBeVisible();
      await confirm.getByRole("button", { name: "Remove" }).click();
      await expect(toast(page).getByText("Image removed")).toBeVisible();
      await expect(slot.getByText("No logo: the studio name is shown")).toBeVisible();
      await expect(slot.getByRole("button", { name: "Remove Logo" })).toHaveCount(0);
      await page.goto("/");
      await expect(banner.getByRole("link", { name: studio, exact: true })).toHaveText(studio);
      await expect(banner.getByRole("img", { name: studio, exact: true })).toHaveCount(0);
    } finally {
      // Other specs expect the seeded, logo-less navigation (a 404 here: already removed).
      await page.request.delete("/api/admin/brand-assets/logo", {
        headers: { Origin: new URL(baseURL ?? "http://localhost").origin },
      });
    }
  });

  test("moving a published project down changes the public portfolio order", async ({ page }) => {
    await signInAs(page, "admin");
    const publicIds = async () =>
      ((await (await page.request.get("/api/projects")).json()) as PublicProject[]).map((p) => p.id);
    const before = await publicIds();
    await page.goto("/admin?tab=projects");
    const first = page.getByTestId("admin-project-row").first();
    const title = (await first.getByTestId("admin-project-title").textContent()) ?? "";
    expect(Number(await first.getAttribute("data-project-id"))).toBe(before[0]);
    await first.getByRole("button", { name: `Move ${title} down` }).click();
    await expect(page.getByTestId("admin-project-title").nth(1)).toHaveText(title);
    await expect.poll(publicIds).toEqual([before[1], before[0], ...before.slice(2)]);
    await page.reload();
    await expect(page.getByTestId("admin-project-title").nth(1)).toHaveText(title);
    // And back, leaving the demo portfolio as it was.
    await page.getByRole("button", { name: `Move ${title} up` }).click();
    await expect(page.getByTestId("admin-project-title").first()).toHaveText(title);
    await expect.poll(publicIds).toEqual(before);
  });

  test("the dashboard keeps its tab in the URL", async ({ page }) => {
    await signInAs(page, "admin");
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Designer Admin Dashboard" })).toBeVisible();
    // The dashboard opens on Today (issue 28); Projects is one click away.
    await expect(page.getByRole("tab", { name: "Today" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Projects" }).click();
    await expect(page).toHaveURL(/\/admin\?tab=projects$/);
    await expect(page.getByRole("tab", { name: "Projects" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Meetings" }).click();
    await expect(page).toHaveURL(/\/admin\?tab=meetings$/);
    await page.reload();
    await expect(page.getByRole("tab", { name: "Meetings" })).toHaveAttribute("aria-selected", "true");
    await page.goto("/admin?tab=inquiries");
    await expect(page.getByRole("tab", { name: "Inquiries" })).toHaveAttribute("aria-selected", "true");
    // Today (issue 28, the home), every tab of the SPEC, then the extra ones (Inquiries may carry
    // its count of new ones).
    const tabs = page.getByRole("tab");
    const expected = [
      /^Today$/,
      /^Projects$/,
      /^Documents$/,
      /^Client Assignment$/,
      /^Meetings$/,
      /^Inquiries( \(\d+ new\))?$/,
      /^Upload Document$/,
    ];
    for (const [i, name] of expected.entries()) await expect(tabs.nth(i)).toHaveAccessibleName(name);
  });

  test("Create New Project dialog: required fields, then a private draft", async ({ page }) => {
    await signInAs(page, "admin");
    await page.goto("/admin?tab=projects");
    await page.getByRole("button", { name: "Create Project" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Project" });
    await dialog.getByRole("button", { name: "Create Project" }).click();
    await expect(toast(page).getByText("Please fill in all required fields marked with *")).toBeVisible();
    await expect(dialog.getByText("Portfolio title is required")).toBeVisible();
    // Focus goes to the first field in error.
    await expect(dialog.getByLabel("Client project name")).toBeFocused();
    const name = `Dialog Residence ${Date.now().toString(36)}`;
    await dialog.getByLabel("Client project name").fill(name);
    await dialog.getByLabel("Description").fill("A quiet renovation.");
    await expect(dialog.getByLabel("Category")).toHaveValue("Living Room");
    await dialog.getByLabel("Category").selectOption("Bedroom");
    await dialog.getByLabel(/^Contact name/).fill("Sam Rivera");
    await dialog.getByLabel(/^Contact email/).fill("sam@example");
    await dialog.getByLabel(/^Contact phone/).fill("9495550100");
    await dialog.getByRole("button", { name: "Create Project" }).click();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await dialog.getByLabel(/^Contact email/).fill("sam@example.com");
    await dialog.getByRole("button", { name: "Create Project" }).click();
    await expect(toast(page).getByText("Project created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    const created = row(page, name);
    await expect(created.getByText("Unpublished")).toBeVisible();
    createdIds.push(Number(await created.getAttribute("data-project-id")));
    await expect(created.getByText("Draft")).toBeVisible();

    // Edit: status archived shows as such.
    await created.getByRole("button", { name: "Edit", exact: true }).click();
    const edit = page.getByRole("dialog", { name: "Edit Project" });
    await expect(edit.getByLabel("Client project name")).toHaveValue(name);
    await edit.getByLabel("Status").selectOption("archived");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page).getByText("Project updated successfully")).toBeVisible();
    await expect(row(page, name).getByText("Archived")).toBeVisible();

    // Delete, confirmed.
    await row(page, name).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete project" }).click();
    await expect(toast(page).getByText("Project deleted")).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
  });
});

test.describe("admin on a phone", () => {
  test("the dashboard and the Project Manager fit a 390 px screen", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "phone layout");
    await signInAs(page, "admin");
    await page.goto("/admin?tab=projects");
    await expect(page.getByTestId("admin-project-row").first()).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath("admin-dashboard-phone.png"), fullPage: false });
    // The tabs scroll sideways instead of wrapping or widening the page.
    await page.getByRole("tab", { name: "Activity" }).click();
    await expect(page).toHaveURL(/tab=activity/);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto("/admin/projects");
    await expect(page.getByRole("heading", { name: "New Project" })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath("project-manager-phone.png"), fullPage: true });
    await page.goto("/upload");
    await expect(page.getByRole("heading", { name: "Brand Assets" })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

test.describe("publishing without a photograph (issue 28)", () => {
  test.afterEach(async ({ page, baseURL }) => {
    await deleteCreated(page, new URL(baseURL ?? "http://localhost").origin);
  });

  test("Publish asks first for a project without photos (Cancel keeps it private, Publish anyway publishes), never for one with photos; the public card is a title tile", async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL ?? "http://localhost").origin;
    await signInAs(page, "admin");
    const suffix = Date.now().toString(36);
    const bare = `Project Quiet Type ${suffix}`;
    const pictured = `Project Pictured ${suffix}`;
    const bareId = await projectWithImages(page, origin, bare, 0);
    await projectWithImages(page, origin, pictured, 1);
    const isPublic = async (title: string) =>
      ((await (await page.request.get("/api/projects")).json()) as PublicProject[]).some(
        (p) => p.portfolioTitle === title,
      );

    await page.goto("/admin?tab=projects");
    // With a photograph: published at once, no question.
    await row(page, pictured).getByRole("switch", { name: "Publish to Portfolio" }).click();
    await expect(toast(page).filter({ hasText: "Project published" })).toBeVisible();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect.poll(() => isPublic(pictured)).toBe(true);

    // Without: asked first; Cancel (Escape or the button) leaves it private, focus back on the switch.
    const toggle = row(page, bare).getByRole("switch", { name: "Publish to Portfolio" });
    await toggle.focus();
    await page.keyboard.press("Space");
    const ask = page.getByRole("alertdialog", { name: "Publish without a photograph?" });
    await expect(ask).toBeVisible();
    await expect(ask).toContainText(`${bare} has no photographs yet`);
    await expect(ask.getByRole("button", { name: "Cancel" })).toBeFocused();
    // Screenshots to look at, once the dialog's opening animation is over.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    await page.screenshot({ path: `/tmp/finish-${testInfo.project.name}-publish-warning.png` });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    await page.screenshot({ path: `/tmp/finish-${testInfo.project.name}-publish-warning-dark.png` });
    await page.evaluate(() => document.documentElement.classList.remove("dark"));
    await page.keyboard.press("Tab");
    await expect(ask.getByRole("button", { name: "Publish anyway" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(ask.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(ask).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(await isPublic(bare)).toBe(false);

    await toggle.click();
    await ask.getByRole("button", { name: "Publish anyway" }).click();
    await expect(toast(page).filter({ hasText: "Project published" })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await expect(row(page, bare).getByTestId("publish-no-photo-note")).toBeVisible();
    await expect.poll(() => isPublic(bare)).toBe(true);

    // The public card: the title set large on a tile, no 'No image', one link named by the title.
    await page.goto("/portfolio");
    const card = page.getByTestId("project-card").filter({ has: page.getByRole("heading", { name: bare }) });
    await expect(card.getByTestId("title-tile")).toBeVisible();
    await expect(card.getByTestId("title-tile")).toContainText(bare);
    await expect(card.getByText("No image")).toHaveCount(0);
    await expect(card.locator("img, svg")).toHaveCount(0);
    await expect(card.getByRole("link")).toHaveCount(1);
    await expect(card.getByRole("link")).toHaveAccessibleName(bare);
    const frame = await card.getByTestId("title-tile").boundingBox();
    expect(frame && Math.abs(frame.height / frame.width - 5 / 4)).toBeLessThan(0.02);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `/tmp/finish-${testInfo.project.name}-title-card.png` });
    await card.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/projects/${bareId}$`));

    // Unpublishing never asks.
    await page.goto("/admin?tab=projects");
    await toggle.click();
    await expect(toast(page).filter({ hasText: "Project unpublished" })).toBeVisible();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(row(page, bare).getByTestId("publish-no-photo-note")).toHaveCount(0);
  });
});
