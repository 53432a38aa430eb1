/**
 * Pinned feedback (issue 19), in the browser on a desktop and a 390 px phone: a client places a
 * pin on a point of a rendering (an image) and on page 2 of a selection sheet (a PDF); the pin
 * stays on its spot after zooming and resizing; the studio replies in the same viewer and
 * resolves; the client sees the reply; a new version carries the open pin over; a private-link
 * visitor writes under their name. On the phone the viewer fills the screen with its controls
 * along the bottom edge and speaks of tapping (issue 28); on the desktop it keeps its keyboard help. On the phone the zoom is also a two-finger pinch (touch events through
 * the DevTools protocol). Setup goes through the API (the upload UI has its own tests).
 */

import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import type { PinList } from "../../src/shared/pins";
import { axeViolations } from "./axe";
import { makePng, signInAs, tapAt, uniqueEmail } from "./fixtures";
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  request,
  type TestInfo,
  test,
} from "./test";

async function ok<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>, what: string): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

async function selectionSheet(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const [i, name] of ["Fabrics", "Lighting", "Rugs"].entries()) {
    const page = pdf.addPage([842, 595]);
    page.drawText(`Selections, page ${i + 1}: ${name}`, { x: 48, y: 540, size: 22, font });
    for (let k = 0; k < 3; k++) {
      page.drawRectangle({
        x: 48 + k * 260,
        y: 200,
        width: 220,
        height: 260,
        color: rgb(0.85 - k * 0.1, 0.8, 0.72),
      });
    }
  }
  return Buffer.from(await pdf.save());
}

type Doc = { id: number; title: string };

async function upload(
  admin: APIRequestContext,
  projectId: number,
  file: {
    category: string;
    title: string;
    fileName: string;
    bytes: Buffer;
    mimeType: string;
    replaces?: number;
  },
): Promise<Doc> {
  const target = await ok<{ uploadUrl: string; objectPath: string }>(
    await admin.post("/api/admin/documents/upload-url", {
      data: {
        projectId,
        category: file.category,
        fileName: file.fileName,
        fileType: file.mimeType,
        fileSize: file.bytes.length,
      },
    }),
    "upload-url",
  );
  expect(
    (
      await admin.put(target.uploadUrl, { data: file.bytes, headers: { "Content-Type": file.mimeType } })
    ).ok(),
  ).toBe(true);
  return ok<Doc>(
    await admin.post("/api/admin/documents/complete", {
      data: {
        projectId,
        category: file.category,
        title: file.title,
        description: null,
        objectPath: target.objectPath,
        fileName: file.fileName,
        fileSize: file.bytes.length,
        mimeType: file.mimeType,
        replacesDocumentId: file.replaces ?? null,
      },
    }),
    "complete",
  );
}

/** The pin's centre as a fraction of the page it sits on. */
async function pinSpot(page: Page, pin: Locator): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId("pin-page").boundingBox();
  const mark = await pin.boundingBox();
  if (!box || !mark) throw new Error("pin or page not laid out");
  return {
    x: (mark.x + mark.width / 2 - box.x) / box.width,
    y: (mark.y + mark.height / 2 - box.y) / box.height,
  };
}

async function expectSpot(page: Page, pin: Locator, x: number, y: number) {
  await expect
    .poll(async () => {
      const spot = await pinSpot(page, pin);
      return Math.max(Math.abs(spot.x - x), Math.abs(spot.y - y));
    })
    .toBeLessThan(0.01);
}

async function openPins(page: Page, title: string) {
  await page.getByRole("button", { name: new RegExp(`^Pins.*: ${title}$`) }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  // The file is fetched and, for a PDF, parsed by pdf.js (its lazy chunk loads first).
  await expect(page.getByTestId("pin-page")).toBeVisible({ timeout: 30_000 });
  return dialog;
}

test.describe("pinned feedback", () => {
  // Each test walks a whole conversation (two viewers, pdf.js); a ceiling, not a wait.
  test.describe.configure({ timeout: 120_000 });
  let admin: APIRequestContext;
  let projectId: number;
  let linkUrl: string;
  let rendering: Doc;
  let sheet: Doc;
  let png: Buffer;
  const clientEmail = uniqueEmail("pin-client");
  const stamp = Date.now().toString(36);

  test.beforeAll(async ({ baseURL, browser }) => {
    test.setTimeout(120_000);
    admin = await request.newContext({ baseURL });
    await ok(
      await admin.post("/api/dev/login", {
        data: { email: "studio@example.com", role: "admin", firstName: "Ana" },
      }),
      "admin sign-in",
    );
    const project = await ok<{ id: number }>(
      await admin.post("/api/projects", {
        data: {
          clientProjectName: `Juniper Residence ${stamp}`,
          portfolioTitle: "Juniper Residence",
          description: "A family home by the water.",
          category: "Living Room",
          year: 2026,
          location: "Laguna Beach",
          clientContact1Name: "Maya Client",
          clientContact1Email: clientEmail,
          clientContact1Phone: "(949) 555-0142",
          status: "draft",
        },
      }),
      "project",
    );
    projectId = project.id;
    const page = await browser.newPage();
    png = await makePng(page, { colors: ["#e7dccb", "#8a7360"], width: 1200 });
    await page.close();
    rendering = await upload(admin, projectId, {
      category: "visual_documents",
      title: `Living room rendering ${stamp}`,
      fileName: "living-room.png",
      bytes: png,
      mimeType: "image/png",
    });
    sheet = await upload(admin, projectId, {
      category: "product_selections",
      title: `Selections sheet ${stamp}`,
      fileName: "selections.pdf",
      bytes: await selectionSheet(),
      mimeType: "application/pdf",
    });
    linkUrl = (
      await ok<{ url: string }>(await admin.post(`/api/admin/projects/${projectId}/access-token`), "link")
    ).url;
  });

  test.afterAll(async () => {
    await admin.delete(`/api/projects/${projectId}`);
    await admin.dispose();
  });

  test("a client pins on an image and on page 2 of a PDF; pins stay on their spot when zoomed and resized", async ({
    page,
  }, testInfo) => {
    const me = await signInAs(page, "client", clientEmail, "Maya");
    await ok(await admin.post(`/api/projects/${projectId}/clients`, { data: { userId: me.id } }), "assign");
    await page.goto(`/portal?project=${projectId}`);
    await page.getByRole("tab", { name: "Documents" }).click();

    const dialog = await openPins(page, rendering.title);
    await tapAt(page, 0.3, 0.4);
    const form = dialog.getByRole("form", { name: "New pin 1" });
    await form.getByLabel("Your message").fill("This sconce: could it be brass?");
    await form.getByRole("button", { name: "Place pin" }).click();
    const pin = dialog.getByRole("button", { name: /^Pin 1: This sconce/ });
    await expect(pin).toBeVisible();
    await expectSpot(page, pin, 0.3, 0.4);
    await page.screenshot({ path: testInfo.outputPath("viewer-image.png") });

    await dialog.getByRole("button", { name: "Zoom in" }).click();
    await expect(dialog.getByText("150%")).toBeVisible();
    await expectSpot(page, pin, 0.3, 0.4);
    if (testInfo.project.name === "phone") {
      // Two fingers spread apart on the drawing (real touch events through the DevTools protocol).
      // The drawing in full view first: placing the pin scrolled the viewer down to its form, and
      // fingers on the header would zoom the page itself.
      await page.getByTestId("pin-stage").evaluate((el) => el.scrollIntoView({ block: "nearest" }));
      const stage = await page.getByTestId("pin-stage").boundingBox();
      if (!stage) throw new Error("stage not laid out");
      const cx = stage.x + stage.width / 2;
      const cy = stage.y + Math.min(stage.height, 200) / 2;
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: "touchStart" | "touchMove" | "touchEnd", spread: number) =>
        cdp.send("Input.dispatchTouchEvent", {
          type,
          touchPoints:
            type === "touchEnd"
              ? []
              : [
                  { x: cx - spread, y: cy, id: 1 },
                  { x: cx + spread, y: cy, id: 2 },
                ],
        });
      await touch("touchStart", 30);
      for (const spread of [45, 60, 75, 90]) await touch("touchMove", spread);
      await touch("touchEnd", 0);
      await expect(dialog.getByText(/^(2\d\d|3\d\d|400)%$/)).toBeVisible();
      await expectSpot(page, pin, 0.3, 0.4);
      await expect(pin).toBeEnabled();
    }
    const size = page.viewportSize();
    if (!size) throw new Error("no viewport");
    await page.setViewportSize({ width: Math.round(size.width * 0.8), height: size.height });
    await expectSpot(page, pin, 0.3, 0.4);
    await page.setViewportSize(size);
    await dialog.getByRole("button", { name: "Close" }).click();

    const sheetDialog = await openPins(page, sheet.title);
    await expect(sheetDialog.getByText("Page 1 of 3")).toBeVisible();
    await sheetDialog.getByRole("button", { name: "Next page" }).click();
    await expect(sheetDialog.getByText("Page 2 of 3")).toBeVisible();
    await tapAt(page, 0.6, 0.5);
    const sheetForm = sheetDialog.getByRole("form", { name: "New pin 1" });
    await sheetForm.getByLabel("Your message").fill("Page 2, the second fabric please");
    await sheetForm.getByRole("button", { name: "Place pin" }).click();
    const sheetPin = sheetDialog.getByRole("button", { name: /^Pin 1: Page 2, the second fabric/ });
    await expectSpot(page, sheetPin, 0.6, 0.5);
    await expect(sheetDialog.getByRole("article", { name: "Pin 1" })).toContainText("Page 2");
    await page.screenshot({ path: testInfo.outputPath("viewer-pdf.png") });
    // Page 1 has no pin of its own.
    await sheetDialog.getByRole("button", { name: "Previous page" }).click();
    await expect(sheetDialog.getByRole("button", { name: /^Pin 1:/ })).toHaveCount(0);

    const stored = await ok<PinList>(await admin.get(`/api/admin/documents/${sheet.id}/pins`), "pins");
    expect(stored.pins).toEqual([expect.objectContaining({ page: 2, number: 1 })]);
    expect(stored.pins[0]?.x).toBeCloseTo(0.6, 2);
  });

  test("the studio answers and resolves; the client sees the reply; a new version carries the open pin over", async ({
    page,
    browser,
  }, testInfo) => {
    // The client's open question, placed through the API (its placing is the test above).
    const client = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const clientPage = await client.newPage();
    const me = await signInAs(clientPage, "client", uniqueEmail("pin-reader"), "Leo");
    await ok(await admin.post(`/api/projects/${projectId}/clients`, { data: { userId: me.id } }), "assign");
    const origin = new URL(testInfo.project.use.baseURL ?? "").origin;
    const placed = await ok<{ number: number }>(
      await clientPage.request.post(`/api/portal/documents/${rendering.id}/pins`, {
        headers: { Origin: origin },
        data: { projectId, page: 1, x: 0.7, y: 0.25, text: "Is the rug wool or jute?" },
      }),
      "pin",
    );
    const stillOpen = await ok<{ number: number }>(
      await clientPage.request.post(`/api/portal/documents/${rendering.id}/pins`, {
        headers: { Origin: origin },
        data: { projectId, page: 1, x: 0.15, y: 0.8, text: "Can the side table be darker?" },
      }),
      "second pin",
    );

    await signInAs(page, "admin", "studio@example.com", "Ana");
    await page.addInitScript((id) => sessionStorage.setItem("layered.admin.project", String(id)), projectId);
    await page.goto("/admin?tab=documents");
    await expect(page.getByRole("tab", { name: /Documents/ })).toContainText(/\d/);
    const dialog = await openPins(page, rendering.title);
    const card = dialog.getByRole("article", { name: `Pin ${placed.number}` });
    await card.getByRole("button").first().click();
    await expect(
      dialog.getByRole("button", { name: new RegExp(`^Pin ${placed.number}: Is the rug`) }),
    ).toHaveAttribute("aria-pressed", "true");
    await card.getByLabel("Reply").fill("Wool, hand-knotted. Samples on Thursday.");
    await card.getByRole("button", { name: "Send reply" }).click();
    await expect(card).toContainText("Wool, hand-knotted. Samples on Thursday.");
    await page.screenshot({ path: testInfo.outputPath("viewer-admin.png") });
    await card.getByRole("button", { name: "Mark resolved" }).click();
    await expect(card).toHaveCount(0);
    await dialog.getByRole("button", { name: "Show resolved" }).click();
    await expect(dialog.getByRole("article", { name: `Pin ${placed.number}` })).toContainText("Resolved");
    await dialog.getByRole("button", { name: "Close" }).click();

    // The client sees the answer (and that it is new to them).
    await clientPage.goto(`/portal?project=${projectId}`);
    await clientPage.getByRole("tab", { name: "Documents" }).click();
    const openNow = (
      await ok<PinList>(await admin.get(`/api/admin/documents/${rendering.id}/pins`), "pins")
    ).pins.filter((t) => t.status === "open").length;
    await expect(
      clientPage.getByRole("button", {
        name: new RegExp(`^Pins ${openNow} New \\(${openNow} open, 1 new\\): ${rendering.title}$`),
      }),
    ).toBeVisible();
    const seen = await openPins(clientPage, rendering.title);
    await seen.getByRole("button", { name: "Show resolved" }).click();
    const answered = seen.getByRole("article", { name: `Pin ${placed.number}` });
    await expect(answered).toContainText("New");
    await answered.getByRole("button").first().click();
    await expect(answered).toContainText("Wool, hand-knotted. Samples on Thursday.");
    await seen.getByRole("button", { name: "Close" }).click();

    // A new version: the open pin comes along, marked; the resolved one stays behind.
    const v2 = await upload(admin, projectId, {
      category: "visual_documents",
      title: rendering.title,
      fileName: "living-room-v2.png",
      bytes: png,
      mimeType: "image/png",
      replaces: rendering.id,
    });
    await clientPage.reload();
    await clientPage.getByRole("tab", { name: "Documents" }).click();
    const carried = await openPins(clientPage, rendering.title);
    const carriedCard = carried.getByRole("article", { name: `Pin ${stillOpen.number}` });
    await expect(carriedCard).toContainText("From the previous version");
    await expect(carried.getByRole("article", { name: `Pin ${placed.number}` })).toHaveCount(0);
    const list = await ok<PinList>(await admin.get(`/api/admin/documents/${v2.id}/pins`), "v2 pins");
    const numbers = list.pins.map((t) => t.number);
    expect(numbers).toContain(stillOpen.number);
    expect(numbers).not.toContain(placed.number);
    expect(list.pins.every((t) => t.status === "open" && t.fromPreviousVersion)).toBe(true);
    rendering = v2;
    await client.close();
  });

  test("a private-link visitor writes under their name, remembered on the device", async ({ page }) => {
    await page.goto(linkUrl);
    await page.getByRole("tab", { name: "Documents" }).click();
    const dialog = await openPins(page, sheet.title);
    await tapAt(page, 0.2, 0.3);
    const form = dialog.getByRole("form", { name: /^New pin \d+$/ });
    await form.getByLabel("Your message").fill("Love this page");
    await form.getByRole("button", { name: "Place pin" }).click();
    await expect(form.getByText("Please tell the studio your name.")).toBeVisible();
    await form.getByLabel("Your name").fill("Daniel");
    await form.getByRole("button", { name: "Place pin" }).click();
    await expect(dialog.getByRole("article").filter({ hasText: "Love this page" })).toContainText("Daniel");
    await dialog.getByRole("button", { name: "Close" }).click();
    await openPins(page, sheet.title);
    await tapAt(page, 0.8, 0.3);
    await expect(page.getByRole("form", { name: /^New pin \d+$/ }).getByLabel("Your name")).toHaveValue(
      "Daniel",
    );
  });

  /** A fresh rendering with two open pins from a private-link visitor, for the resolve tests. */
  async function renderingWithPins(baseURL: string | undefined, title: string) {
    const doc = await upload(admin, projectId, {
      category: "visual_documents",
      title,
      fileName: "kitchen.png",
      bytes: png,
      mimeType: "image/png",
    });
    const link = new URL(linkUrl, baseURL);
    const token = link.searchParams.get("token");
    const visitor = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: link.origin } });
    const pins: { id: number; number: number }[] = [];
    for (const [x, y, text] of [
      [0.35, 0.45, "Could the island be walnut?"],
      [0.75, 0.3, "Love the pendant lights."],
    ] as const) {
      pins.push(
        await ok<{ id: number; number: number }>(
          await visitor.post(`/api/portal/documents/${doc.id}/pins`, {
            data: { token, projectId, page: 1, x, y, text, authorName: "Maya" },
          }),
          "pin",
        ),
      );
    }
    await visitor.dispose();
    const [first, second] = pins;
    if (!first || !second) throw new Error("pins not placed");
    return { doc, first, second };
  }

  async function statusOf(documentId: number, pinId: number) {
    const list = await ok<PinList>(await admin.get(`/api/admin/documents/${documentId}/pins`), "pins");
    return list.pins.find((t) => t.id === pinId)?.status;
  }

  test("the studio resolves a pin: it leaves the drawing at once, and Undo reopens it", async ({
    page,
    baseURL,
  }, testInfo) => {
    const { doc, first, second } = await renderingWithPins(baseURL, `Kitchen rendering ${stamp} studio`);
    await signInAs(page, "admin", "studio@example.com", "Ana");
    await page.addInitScript((id) => sessionStorage.setItem("layered.admin.project", String(id)), projectId);
    await page.goto("/admin?tab=documents");
    const dialog = await openPins(page, doc.title);
    const pin = dialog.getByRole("button", { name: /^Pin 1: Could the island be walnut/ });
    await expect(pin).toBeVisible();
    await dialog.getByRole("article", { name: "Pin 1" }).getByRole("button").first().click();

    // The server is held: what follows happens before it answers.
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route(`**/api/admin/pins/${first.id}/status`, async (route) => {
      await held;
      await route.continue();
    });
    const resolvedCall = page.waitForResponse(
      (r) => r.url().endsWith(`/api/admin/pins/${first.id}/status`) && r.ok(),
    );
    await dialog.getByRole("button", { name: "Mark resolved" }).click();
    await expect(pin).toHaveCount(0);
    await expect(dialog.getByRole("article", { name: "Pin 1" })).toHaveCount(0);
    const notice = dialog.getByRole("status").filter({ hasText: "Pin 1 resolved." });
    await expect(notice).toBeVisible();
    // Focus moves on to the next pin in the list, not to the page.
    await expect(
      dialog.getByRole("article", { name: "Pin 2" }).getByRole("button", { name: /^Pin 2\./ }),
    ).toBeFocused();
    await expect(dialog.getByText("1 open · 1 resolved")).toBeVisible();
    release();
    await resolvedCall;
    expect(await statusOf(doc.id, first.id)).toBe("resolved");
    await page.unroute(`**/api/admin/pins/${first.id}/status`);
    await page.screenshot({ path: testInfo.outputPath("viewer-resolved-studio.png") });

    // Undo, from the keyboard: it sits just before the list.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    const undo = notice.getByRole("button", { name: /^Undo/ });
    await expect(undo).toBeFocused();
    const reopenedCall = page.waitForResponse(
      (r) => r.url().endsWith(`/api/admin/pins/${first.id}/status`) && r.ok(),
    );
    await page.keyboard.press("Enter");
    await expect(pin).toBeVisible();
    await expect(pin).toHaveAttribute("aria-pressed", "true");
    await expect(dialog.getByRole("status").filter({ hasText: "Pin 1 reopened." })).toBeVisible();
    await expect(
      dialog.getByRole("article", { name: "Pin 1" }).getByRole("button", { name: /^Pin 1\./ }),
    ).toBeFocused();
    await reopenedCall;
    expect(await statusOf(doc.id, first.id)).toBe("open");
    expect(await statusOf(doc.id, second.id)).toBe("open");
  });

  test("a client resolves a pin; a failed request puts the pin back, and Undo's reopening lasts", async ({
    page,
    baseURL,
  }, testInfo) => {
    const { doc, first } = await renderingWithPins(baseURL, `Kitchen rendering ${stamp} client`);
    await page.goto(linkUrl);
    await page.getByRole("tab", { name: "Documents" }).click();
    const dialog = await openPins(page, doc.title);
    const pin = dialog.getByRole("button", { name: /^Pin 1: Could the island be walnut/ });
    const card = dialog.getByRole("article", { name: "Pin 1" });
    await card.getByRole("button").first().click();

    // The request fails: the pin comes back on the drawing and in the list, and the visitor is told.
    await page.route(`**/api/portal/pins/${first.id}/status`, (route) =>
      route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" }),
    );
    await card.getByRole("button", { name: "Mark resolved" }).click();
    await expect(
      dialog.getByRole("alert").filter({ hasText: "Pin 1 could not be marked resolved. Please try again." }),
    ).toBeVisible();
    await expect(pin).toBeVisible();
    await expect(card).toBeVisible();
    expect(await statusOf(doc.id, first.id)).toBe("open");
    await page.unroute(`**/api/portal/pins/${first.id}/status`);

    // Now it goes through: off the drawing at once, with Undo.
    const resolvedCall = page.waitForResponse(
      (r) => r.url().endsWith(`/api/portal/pins/${first.id}/status`) && r.ok(),
    );
    await card.getByRole("button", { name: "Mark resolved" }).click();
    await expect(pin).toHaveCount(0);
    await expect(card).toHaveCount(0);
    const undo = dialog.getByRole("button", { name: /^Undo/ });
    await expect(undo).toBeVisible();
    await expect(dialog.getByRole("alert").filter({ hasText: "could not" })).toHaveCount(0);
    await resolvedCall;
    expect(await statusOf(doc.id, first.id)).toBe("resolved");
    await page.screenshot({ path: testInfo.outputPath("viewer-resolved-client.png") });

    const reopenedCall = page.waitForResponse(
      (r) => r.url().endsWith(`/api/portal/pins/${first.id}/status`) && r.ok(),
    );
    await undo.click();
    await expect(pin).toBeVisible();
    await reopenedCall;
    // A fresh visit on the link: the pin is open on the server too.
    await page.goto(linkUrl);
    await page.getByRole("tab", { name: "Documents" }).click();
    const again = await openPins(page, doc.title);
    await expect(again.getByRole("button", { name: /^Pin 1: Could the island be walnut/ })).toBeVisible();
    await expect(again.getByRole("article", { name: "Pin 1" })).not.toContainText("Resolved");
  });

  /** Light, then dark (the theme's class, as the app's toggle sets it), saved for a look. */
  async function shotsInBothThemes(page: Page, name: string, testInfo: TestInfo) {
    await page.screenshot({ path: testInfo.outputPath(`${name}-light.png`) });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    // The colours' transitions run to their end first.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
    await page.screenshot({ path: testInfo.outputPath(`${name}-dark.png`) });
    await page.evaluate(() => document.documentElement.classList.remove("dark"));
    await page.emulateMedia({ colorScheme: "light" });
  }

  test.describe("on a phone and on a desktop (issue 28)", () => {
    test("on a phone the viewer fills the screen, its controls sit along the bottom edge, and it speaks of tapping", async ({
      page,
      baseURL,
    }, testInfo) => {
      test.skip(testInfo.project.name !== "phone", "the phone's layout");
      const { doc } = await renderingWithPins(baseURL, `Bedroom rendering ${stamp} phone`);
      await page.goto(linkUrl);
      await page.getByRole("tab", { name: "Documents" }).click();
      const dialog = await openPins(page, doc.title);
      const viewport = page.viewportSize();
      if (!viewport) throw new Error("no viewport");

      // The whole screen: no margins around the dialog, the drawing from edge to edge.
      await expect
        .poll(async () => {
          const box = await dialog.boundingBox();
          return box && [box.x, box.y, box.width, box.height].map(Math.round);
        })
        .toEqual([0, 0, viewport.width, viewport.height]);
      const stage = await page.getByTestId("pin-stage").boundingBox();
      expect(stage?.x).toBe(0);
      expect(stage?.width).toBe(viewport.width);
      // The zoom within the thumb's reach: a bar on the bottom edge, with 44 px targets.
      const toolbar = page.getByTestId("pin-toolbar");
      const bar = await toolbar.boundingBox();
      expect(Math.round((bar?.y ?? 0) + (bar?.height ?? 0))).toBe(viewport.height);
      // The drawing takes the screen's width (less the scroller's gutter), and the first screen
      // shows it whole, above the bar.
      const drawing = await page.getByTestId("pin-page").boundingBox();
      expect(drawing?.width).toBeGreaterThan(viewport.width - 20);
      expect((drawing?.y ?? 0) + (drawing?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
      for (const name of ["Zoom in", "Zoom out"]) {
        const button = await toolbar.getByRole("button", { name }).boundingBox();
        expect(button?.height).toBeGreaterThanOrEqual(44);
        expect(button?.width).toBeGreaterThanOrEqual(44);
      }
      // The last pin in the list, reached from the keyboard, is not hidden under the bar.
      const lastCard = dialog.getByRole("article").last();
      await lastCard.getByRole("button").first().focus();
      await expect
        .poll(
          async () =>
            ((await lastCard.boundingBox())?.y ?? 0) + ((await lastCard.boundingBox())?.height ?? 0),
        )
        .toBeLessThanOrEqual(bar?.y ?? 0);
      await shotsInBothThemes(page, "viewer-phone", testInfo);

      // Touch wording, no keyboard help.
      await expect(page.getByTestId("pin-hint")).toHaveText(
        "Tap the drawing to place a pin. Pinch or use + and − to zoom.",
      );
      await expect(dialog.getByText(/arrow keys/)).toHaveCount(0);
      await tapAt(page, 0.5, 0.6);
      await expect(dialog.getByRole("form", { name: "New pin 3" })).toBeVisible();
      await dialog.getByRole("button", { name: "Cancel" }).click();

      // Still usable from a keyboard (a phone with one attached): the drawing takes focus, the arrows
      // move the marker, Enter places the pin.
      const drawingArea = page.getByTestId("pin-page");
      await drawingArea.focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Enter");
      await expect(dialog.getByRole("form", { name: "New pin 3" })).toBeVisible();
      await expect(dialog.getByRole("form", { name: "New pin 3" }).getByLabel("Your message")).toBeFocused();
    });

    test("on a desktop the viewer is a dialog with its controls above the drawing and keyboard help", async ({
      page,
      baseURL,
    }, testInfo) => {
      test.skip(testInfo.project.name !== "desktop", "the desktop's layout");
      const { doc } = await renderingWithPins(baseURL, `Bedroom rendering ${stamp} desktop`);
      await page.goto(linkUrl);
      await page.getByRole("tab", { name: "Documents" }).click();
      const dialog = await openPins(page, doc.title);
      const box = await dialog.boundingBox();
      expect(box?.x).toBeGreaterThan(0);
      const bar = await page.getByTestId("pin-toolbar").boundingBox();
      const stage = await page.getByTestId("pin-stage").boundingBox();
      expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeLessThanOrEqual(stage?.y ?? 0);
      await expect(page.getByTestId("pin-hint")).toHaveText(
        "Click a spot to place a pin there. With the keyboard: focus the drawing, move the marker with the arrow keys and press Enter. Use + and − to zoom.",
      );
      await shotsInBothThemes(page, "viewer-desktop", testInfo);
      // The keyboard help is true: the drawing takes focus, the arrows move the marker, Enter places.
      await page.getByTestId("pin-page").focus();
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("Enter");
      await expect(dialog.getByRole("form", { name: "New pin 3" })).toBeVisible();
    });
  });

  test.describe("accessibility", () => {
    // axe is injected as a script, which the pages' CSP (rightly) refuses.
    test.use({ bypassCSP: true });
    test("the viewer with pins and an open pin has no axe violations", async ({ page, baseURL }) => {
      // A sheet of its own with a pin on page 2 (placed through the API), whatever ran before.
      const own = await upload(admin, projectId, {
        category: "product_selections",
        title: `Selections sheet ${stamp} axe`,
        fileName: "selections-axe.pdf",
        bytes: await selectionSheet(),
        mimeType: "application/pdf",
      });
      const link = new URL(linkUrl, baseURL);
      const visitor = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: link.origin } });
      await ok(
        await visitor.post(`/api/portal/documents/${own.id}/pins`, {
          data: {
            token: link.searchParams.get("token"),
            projectId,
            page: 2,
            x: 0.4,
            y: 0.5,
            text: "The middle swatch, please",
            authorName: "Maya",
          },
        }),
        "pin",
      );
      await visitor.dispose();
      await page.goto(linkUrl);
      await page.getByRole("tab", { name: "Documents" }).click();
      const dialog = await openPins(page, own.title);
      await dialog.getByRole("button", { name: "Next page" }).click();
      await dialog.getByRole("article").first().getByRole("button").first().click();
      await expect(dialog.getByRole("button", { name: "Send reply" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("the viewer right after resolving, with its Undo notice, has no axe violations", async ({
      page,
      baseURL,
    }) => {
      const { doc } = await renderingWithPins(baseURL, `Kitchen rendering ${stamp} axe`);
      await page.goto(linkUrl);
      await page.getByRole("tab", { name: "Documents" }).click();
      const dialog = await openPins(page, doc.title);
      const card = dialog.getByRole("article", { name: "Pin 1" });
      await card.getByRole("button").first().click();
      await card.getByRole("button", { name: "Mark resolved" }).click();
      await expect(dialog.getByRole("button", { name: /^Undo/ })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
