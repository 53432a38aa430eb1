/**
 * Product photos in the shop (issue 16): the extra images the admin uploads to a product are what
 * a shopper can step through from its card, in the photo viewer (keyboard, buttons, alt texts),
 * served in the browser-made web sizes like every other photo (decision 0005).
 */

import { slugify } from "../../src/shared/product";
import { fillNewProduct, makePng, newProductDialog, signInAs, signOut } from "./fixtures";
import { expect, test } from "./test";

test("a shopper steps through every photo of a piece from its card", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const title = `Woven Seagrass Basket ${testInfo.project.name} ${Date.now().toString(36)}`;
  const slug = slugify(title);

  // The admin adds a piece with a cover and two more photos (small ones: encoding is slow on a
  // busy machine; 600 px wide still gives a 480 px web size and the original width).
  const [cover, handles, weave] = [
    await makePng(page, { width: 600 }),
    await makePng(page, { colors: ["#c9b79a", "#4f3f30"], width: 600 }),
    await makePng(page, { colors: ["#e8dcc6", "#9a8062"], width: 600 }),
  ];
  await signInAs(page, "admin");
  const dialog = await newProductDialog(page);
  const piece = { title, price: "125", stock: "4", description: "Hand-woven seagrass with leather handles." };
  await fillNewProduct(dialog, piece, { name: "basket.png", mimeType: "image/png", buffer: cover });
  await dialog.getByLabel("Add images").setInputFiles([
    { name: "handles.png", mimeType: "image/png", buffer: handles },
    { name: "weave.png", mimeType: "image/png", buffer: weave },
  ]);
  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });

  // A shopper (no session) sees the card say how many photos there are.
  await signOut(page);
  const shop = page;
  await shop.goto("/shop");
  const card = shop.getByTestId(`product-${slug}`);
  await expect(card.getByRole("img", { name: title })).toBeVisible();
  const photos = card.getByRole("button", { name: `3 photos of ${title}` });
  await expect(photos).toBeVisible();

  // The viewer opens at the cover; arrows (keyboard, or the buttons) step through, and wrap.
  await photos.click();
  const viewer = shop.getByTestId("lightbox");
  await expect(viewer).toBeVisible();
  await expect(shop.getByRole("dialog", { name: `${title}: photographs` })).toBeVisible();
  const counter = viewer.getByTestId("lightbox-counter");
  const image = viewer.getByTestId("lightbox-image");
  await expect(counter).toHaveText("1 / 3");
  await expect(image).toHaveAttribute("alt", title);

  await shop.keyboard.press("ArrowRight");
  await expect(counter).toHaveText("2 / 3");
  await expect(image).toHaveAttribute("alt", `${title}, view 2`);
  // Web sizes made at upload, never the original: a srcset over the stored widths.
  await expect(image).toHaveAttribute("src", /^\/media\/.+\.webp$/);
  await expect(image).toHaveAttribute("srcset", /480w/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await viewer.getByRole("button", { name: "Next photo" }).filter({ visible: true }).click();
  await expect(counter).toHaveText("3 / 3");
  await expect(image).toHaveAttribute("alt", `${title}, view 3`);
  await shop.keyboard.press("ArrowRight");
  await expect(counter).toHaveText("1 / 3");
  await shop.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText("3 / 3");

  // Escape closes it and puts focus back where the shopper was.
  await shop.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(photos).toBeFocused();

  // Keyboard only: the photos button opens the viewer with Enter.
  await shop.keyboard.press("Enter");
  await expect(counter).toHaveText("1 / 3");
  await shop.keyboard.press("Escape");
  await expect(viewer).toBeHidden();

  // A piece with its cover only has nothing more to open.
  const single = shop.getByTestId("product-linen-throw-pillow");
  await expect(single.getByRole("img", { name: "Linen Throw Pillow" })).toBeVisible();
  await expect(single.getByTestId("product-photos")).toHaveCount(0);
});
