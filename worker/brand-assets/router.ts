/**
 * Brand images (/upload page): list the slots' current images, reserve an upload for a slot,
 * replace a slot's image, and remove it (the public site then falls back to its default). The
 * public site reads them from GET /api/site `assets`. Old files of a replaced or removed slot are
 * deleted after the row no longer points to them (unless something else uses them).
 */
import { Hono } from "hono";
import { BRAND_ASSET_SLOTS, brandAssetSchema, brandAssetUploadSchema } from "../../src/shared/brand-assets";
import { currentUser, requireAdmin } from "../auth/guards";
import { depsOf } from "../http/deps";
import { notFound } from "../http/errors";
import { validate } from "../http/validate";
import { acceptImageVariants, reserveImageUpload } from "../storage/image-uploads";
import { deleteUnreferencedMediaOrLog, imagePaths } from "../storage/media-cleanup";
import type { AppEnv } from "../types";
import { getBrandAsset, listBrandAssets, removeBrandAsset, replaceBrandAsset } from "./queries";

export const brandAssetsRouter = new Hono<AppEnv>();

/**
 * The slots the public site renders: the logo plus the seed's hero, bath and example slots (the
 * worker tests check this list against worker/seed/seed.ts BRAND_SLOTS, which is not imported
 * here so the demo content stays out of the production bundle).
 */
const ALLOWED_SLOTS = new Set(BRAND_ASSET_SLOTS);

function slotOrThrow(slot: string | undefined): string {
  if (!slot || !ALLOWED_SLOTS.has(slot)) throw notFound("Unknown brand image slot.");
  return slot;
}

brandAssetsRouter.get("/", requireAdmin, async (c) => {
  return c.json(await listBrandAssets(c.get("db")));
});

brandAssetsRouter.post("/upload-url", requireAdmin, validate("json", brandAssetUploadSchema), async (c) => {
  const { slot, ...file } = c.req.valid("json");
  slotOrThrow(slot);
  return c.json(await reserveImageUpload(depsOf(c), "brand_asset", null, file, c.get("user")?.id ?? null));
});

brandAssetsRouter.put("/:slot", requireAdmin, validate("json", brandAssetSchema), async (c) => {
  const slot = slotOrThrow(c.req.param("slot"));
  const input = c.req.valid("json");
  const db = c.get("db");
  const previous = await getBrandAsset(db, slot);
  const { variants, imagePath, completions } = await acceptImageVariants(
    depsOf(c),
    "brand_asset",
    null,
    input.variants,
  );
  const asset = await replaceBrandAsset(
    db,
    { slot, imagePath, variants, width: input.width, height: input.height, altText: input.altText },
    completions,
    currentUser(c),
  );
  if (previous) {
    const paths = imagePaths(previous.imagePath, previous.variants);
    await deleteUnreferencedMediaOrLog(db, c.env.MEDIA, paths, "Old brand image not deleted", slot);
  }
  return c.json(asset);
});

brandAssetsRouter.delete("/:slot", requireAdmin, async (c) => {
  const slot = slotOrThrow(c.req.param("slot"));
  const db = c.get("db");
  const asset = await getBrandAsset(db, slot);
  if (!asset) throw notFound("This slot has no stored image.");
  const paths = await removeBrandAsset(db, asset, currentUser(c));
  await deleteUnreferencedMediaOrLog(db, c.env.MEDIA, paths, "Brand image files not deleted", slot);
  return c.json({ ok: true });
});
