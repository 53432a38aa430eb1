/**
 * Selections (issue 29, item 1) in the browser: the studio uploads three photos to a piece in the
 * admin's Selections tab (made into their web size in the browser, uploaded, their JPEG print
 * copies made for the PDF), makes the second the main photo, removes the third; the client, on the
 * private link, sees the main photo large and the other one on asking. Runs at 390 px and on the desktop.
 */
import { expectNoHorizontalOverflow, makePng, okJson as ok, signInAs } from "./fixtures";
import { addPiece, addRoom, projectWithLink, type SelectionsView } from "./selections";
import { expect, test } from "./test";

test.describe("selections photos", () => {
  test("the studio uploads photos of a piece and the client sees the main one", async ({
    page,
    browser,
    baseURL,
    admin,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { projectId, linkUrl } = await projectWithLink(admin, `Photo House ${Date.now().toString(36)}`, {
      category: "Bedroom",
      clientContact1Email: "pat-photos@example.com",
    });
    const roomId = await addRoom(admin, projectId, "Bedroom");
    const view = await addPiece(admin, roomId, { name: "Walnut bed", quantity: 1, unitPriceCents: 250_000 });
    const itemId = view.rooms[0]?.items[0]?.id ?? 0;

    await signInAs(page, "admin");
    await page.goto(`/admin?tab=selections&projectId=${projectId}`);
    const piece = page.locator('[data-admin-piece="Walnut bed"]');
    await piece.getByRole("button", { name: "Edit" }).click();
    const photos = piece.getByRole("region", { name: "Photos of Walnut bed" });
    await expect(photos).toContainText("No photos yet");
    await photos.getByLabel("Add photos of Walnut bed").setInputFiles([
      { name: "bed-front.png", mimeType: "image/png", buffer: await makePng(page, { width: 1800 }) },
      {
        name: "bed-side.png",
        mimeType: "image/png",
        buffer: await makePng(page, { colors: ["#5b6b5a", "#2f3a30"], width: 900 }),
      },
      {
        name: "bed-detail.png",
        mimeType: "image/png",
        buffer: await makePng(page, { colors: ["#8a5a44", "#3b2a22"], width: 600 }),
      },
    ]);
    const thumbs = photos.locator("[data-piece-photo]");
    await expect(thumbs).toHaveCount(3);
    // The web size, never the original: the largest size up to 1920 px (here the original's 1800), as WebP.
    await expect(thumbs.nth(0)).toHaveAttribute("data-piece-photo", /^\/media\/[\w-]+-bed-front-1800\.webp$/);
    await expect(thumbs.nth(1)).toHaveAttribute("data-piece-photo", /^\/media\/[\w-]+-bed-side-900\.webp$/);
    await expect(thumbs.nth(0)).toContainText("Main photo");
    const front = (await thumbs.nth(0).getAttribute("data-piece-photo")) ?? "";
    const side = (await thumbs.nth(1).getAttribute("data-piece-photo")) ?? "";
    // The list row shows the main photo.
    await expect(piece.locator("img").first()).toHaveAttribute("src", /bed-front-1800\.webp$/);
    await page.screenshot({ path: testInfo.outputPath("admin-piece-photos.png"), fullPage: true });

    // The side view becomes the main photo; the detail is removed.
    await photos.getByRole("button", { name: "Move photo 2 earlier" }).click();
    await expect(thumbs.nth(0)).toHaveAttribute("data-piece-photo", side);
    page.once("dialog", (d) => void d.accept());
    await photos.getByRole("button", { name: "Remove photo 3" }).click();
    await expect(thumbs).toHaveCount(2);
    await expect(thumbs.nth(0)).toContainText("Main photo");
    await expectNoHorizontalOverflow(page);
    // The piece's form follows the photos, and saving it keeps them as they are now.
    await expect(piece.getByLabel("Photo address")).toHaveValue(side);
    await piece.getByLabel("Lead time").fill("6 weeks");
    await piece.getByRole("button", { name: "Save piece" }).click();
    await expect(piece).toContainText("6 weeks");
    const saved = await ok<SelectionsView>(
      await admin.get(`/api/projects/${projectId}/selections`),
      "schedule",
    );
    expect(saved.rooms[0]?.items[0]?.photos).toEqual([side, front]);

    // Both uploads got their JPEG print copy for the PDF: none is missing for what is left.
    await expect
      .poll(
        async () =>
          (
            await ok<{ missing: string[] }>(
              await admin.get(`/api/projects/${projectId}/selections/print-copies`),
              "print copies",
            )
          ).missing,
      )
      .toEqual([]);

    await ok(await admin.post(`/api/admin/selection-items/${itemId}/propose`), "propose");

    // The client, through the private link, sees the main photo large, and the other on asking.
    const context = await browser.newContext({
      baseURL,
      viewport: page.viewportSize() ?? { width: 390, height: 844 },
    });
    try {
      const client = await context.newPage();
      await client.goto(linkUrl);
      await client.getByRole("tab", { name: "Selections" }).click();
      const card = client.locator('[data-piece="Walnut bed"]');
      const img = card.locator("[data-piece-main-photo]");
      await expect(img).toHaveAttribute("src", side);
      await expect
        .poll(() =>
          img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth),
        )
        .toBe(900);
      const strip = card.getByRole("list", { name: "Photos of Walnut bed" });
      await expect(strip.getByRole("button", { name: "Show photo 1 of 2" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await strip.getByRole("button", { name: "Show photo 2 of 2" }).click();
      await expect(img).toHaveAttribute("src", front);
      await expect(strip.getByRole("button", { name: "Show photo 2 of 2" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expectNoHorizontalOverflow(client);
      await client.screenshot({ path: testInfo.outputPath("client-piece-photo.png"), fullPage: true });
    } finally {
      await context.close();
    }
  });
});
