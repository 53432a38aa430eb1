/**
 * Pins on a selection piece's photo (issue 29 item 2), in the browser on a 390 px phone and a
 * desktop: a client on the private link opens a proposed piece's photo in the pin viewer, places a
 * pin with a comment under their name; the studio sees it on Today, opens it from there in the
 * Selections tab and replies; the client sees the reply. Setup goes through the API.
 */
import type { PhotoPinList } from "../../src/shared/pins";
import { expectNoHorizontalOverflow, okJson as ok, signInAs, tapAt } from "./fixtures";
import { addPiecePhoto } from "./piece-photo";
import { addPiece, addRoom, projectWithLink, type SelectionsView } from "./selections";
import { expect, test } from "./test";

test.describe("pins on a piece's photo", () => {
  test.describe.configure({ timeout: 120_000 });
  test("a client on the private link pins a comment on a photo; the studio replies; the client reads it", async ({
    page,
    browser,
    baseURL,
    admin,
  }, testInfo) => {
    const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const pieceName = `Linen sofa ${stamp}`;
    const { projectId, linkUrl } = await projectWithLink(admin, `Pin Cottage ${stamp}`, {
      clientContact1Email: `pat-pins-${stamp}@example.com`,
    });
    try {
      const roomId = await addRoom(admin, projectId, "Living room");
      let view = await addPiece(admin, roomId, {
        name: pieceName,
        vendor: "Atelier Nord",
        quantity: 1,
        unitPriceCents: 480_000,
      });
      const itemId = view.rooms[0]?.items[0]?.id ?? 0;
      // The studio's photo of the piece, through the upload flow.
      view = await addPiecePhoto<SelectionsView>(admin, page, itemId);
      const photo = view.rooms[0]?.items[0]?.photos[0] ?? "";
      expect(photo).toMatch(/^\/media\//);
      await ok(await admin.post(`/api/admin/selection-items/${itemId}/propose`), "propose");

      // The client, on the private link: the photo's Pins button opens the viewer on it.
      await page.goto(linkUrl);
      await page.getByRole("tab", { name: "Selections" }).click();
      const card = page.locator(`[data-piece="${pieceName}"]`);
      await expect(card.locator("[data-piece-main-photo]")).toHaveAttribute("src", photo);
      await expectNoHorizontalOverflow(page);
      await card.getByRole("button", { name: `Pins: ${pieceName}` }).click();
      const dialog = page.getByRole("dialog", { name: pieceName });
      await expect(dialog).toBeVisible();
      await expect(page.getByTestId("pin-page")).toBeVisible({ timeout: 30_000 });
      await expect(dialog.getByText("No pins yet.")).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath("photo-viewer-empty.png") });

      await tapAt(page, 0.35, 0.55);
      const form = dialog.getByRole("form", { name: "New pin 1" });
      await form.getByLabel("Your message").fill("Could the arm be a little lower?");
      await form.getByLabel("Your name").fill("Daniel");
      await form.getByRole("button", { name: "Place pin" }).click();
      await expect(dialog.getByRole("button", { name: /^Pin 1: Could the arm/ })).toBeVisible();
      await expect(dialog.getByRole("article", { name: "Pin 1" })).toContainText("Daniel");
      await page.screenshot({ path: testInfo.outputPath("photo-viewer-client.png") });
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(card.getByRole("button", { name: `Pins 1 (1 open): ${pieceName}` })).toBeVisible();
      await card.screenshot({ path: testInfo.outputPath("photo-card.png") });

      // Opened again, the tab reads every photo's pins in one request (a schedule of 300 pieces
      // once sent one per photo, past the link's lookups a minute): the count is on the card.
      const pinReads: string[] = [];
      page.on("request", (r) => {
        if (/\/api\/portal\/(selection-items\/\d+\/pins|projects\/\d+\/selection-pins)/.test(r.url()))
          pinReads.push(new URL(r.url()).pathname);
      });
      await page.reload();
      await page.getByRole("tab", { name: "Selections" }).click();
      await expect(card.getByRole("button", { name: `Pins 1 (1 open): ${pieceName}` })).toBeVisible();
      expect(pinReads).toEqual([`/api/portal/projects/${projectId}/selection-pins`]);

      const stored = await ok<PhotoPinList>(
        await admin.get(`/api/admin/selection-items/${itemId}/pins?photo=${encodeURIComponent(photo)}`),
        "pins",
      );
      expect(stored.pins).toEqual([expect.objectContaining({ number: 1, photo, awaitingStudio: true })]);
      expect(stored.pins[0]?.x).toBeCloseTo(0.35, 2);
      expect(stored.pins[0]?.y).toBeCloseTo(0.55, 2);

      // The studio: Today lists the pin; it opens the Selections tab with the viewer on the pin.
      const studio = await browser.newContext({
        baseURL,
        viewport: page.viewportSize() ?? { width: 390, height: 844 },
      });
      try {
        const studioPage = await studio.newPage();
        await signInAs(studioPage, "admin", "studio@example.com", "Ana");
        await studioPage.goto("/admin?tab=today");
        const row = studioPage.getByRole("link", { name: new RegExp(pieceName) });
        await expect(row).toContainText("Could the arm be a little lower?");
        await row.click();
        await expect(studioPage).toHaveURL(/tab=selections/);
        const studioDialog = studioPage.getByRole("dialog", { name: pieceName });
        await expect(studioDialog).toBeVisible();
        await expect(studioPage.getByTestId("pin-page")).toBeVisible({ timeout: 30_000 });
        const pinCard = studioDialog.getByRole("article", { name: "Pin 1" });
        await expect(pinCard).toContainText("Could the arm be a little lower?");
        await pinCard.getByLabel("Reply").fill("Yes: 5 cm lower, same depth. We will send a drawing.");
        await pinCard.getByRole("button", { name: "Send reply" }).click();
        await expect(pinCard).toContainText("Yes: 5 cm lower, same depth.");
        await studioPage.screenshot({ path: testInfo.outputPath("photo-viewer-studio.png") });
        await studioDialog.getByRole("button", { name: "Close" }).click();
        await expect(studioPage).not.toHaveURL(/pin=/);
        // The schedule keeps the photo's Pins button.
        const pieceRow = studioPage.locator(`[data-admin-piece="${pieceName}"]`);
        await expect(
          pieceRow.getByRole("button", { name: new RegExp(`^Pins 1.*: ${pieceName}$`) }),
        ).toBeVisible();
        await pieceRow.screenshot({ path: testInfo.outputPath("admin-piece-pins.png") });
      } finally {
        await studio.close();
      }

      // The client sees the reply, marked new.
      await page.reload();
      await page.getByRole("tab", { name: "Selections" }).click();
      await card.getByRole("button", { name: `Pins 1 New (1 open, 1 new): ${pieceName}` }).click();
      const again = page.getByRole("dialog", { name: pieceName });
      const answered = again.getByRole("article", { name: "Pin 1" });
      await expect(answered).toContainText("1 reply");
      // The pin's card opens on its conversation.
      await answered.getByRole("button").first().click();
      await expect(answered).toContainText("Yes: 5 cm lower, same depth.");
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: testInfo.outputPath("photo-viewer-reply.png") });
    } finally {
      await admin.delete(`/api/projects/${projectId}`);
    }
  });
});
