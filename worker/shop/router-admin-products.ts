/**
 * Product management (admin only): list every product, create, edit, archive, delete (only when
 * no order refers to it), and images uploaded to R2 in browser-made WebP sizes:
 *   1. POST /admin/products/:id/images/upload-url for each size → signed PUT URL
 *   2. PUT the bytes there
 *   3. POST /admin/products/:id/images with the uploaded sizes → cover or extra image
 */
import type { Context } from "hono";
import {
  type ProductImageCreate,
  productImageCreateSchema,
  productImageUploadSchema,
  productInputSchema,
  productUpdateSchema,
} from "../../src/shared/product";
import { auditStatement } from "../audit/queries";
import { currentUser, requireAdmin } from "../auth/guards";
import type { ImageVariant } from "../db/schema";
import { depsOf } from "../http/deps";
import { conflict, IMAGE_NOT_FOUND, notFound } from "../http/errors";
import { guardedRouter } from "../http/guarded-router";
import { parseId } from "../http/params";
import { validate } from "../http/validate";
import { WEB_IMAGE_MAX_BYTES, WEB_IMAGE_TYPES } from "../storage/file-types";
import { defaultVariant, mediaPath } from "../storage/media";
import { deleteUnreferencedMedia } from "../storage/media-cleanup";
import {
  completeReservationStatement,
  createUploadReservation,
  verifyUploadedObject,
} from "../storage/uploads";
import type { AppEnv } from "../types";
import {
  addImageStatement,
  createProduct,
  deleteProduct,
  deleteProductImage,
  getAdminProduct,
  listAdminProducts,
  productExists,
  setCoverStatement,
  updateProduct,
} from "./queries-products-admin";

export const adminProductsRouter = guardedRouter(requireAdmin, [
  "/products",
  "/products/*",
  "/product-images/*",
]);

const PRODUCT_NOT_FOUND = "Product not found.";

function slugTaken(slug: string | undefined) {
  const message = slug
    ? `Another product already uses the address "${slug}". Please choose a different slug.`
    : "Another product already uses this slug. Please choose a different one.";
  return conflict(message, { slug: "This slug is already in use" });
}

adminProductsRouter.get("/products", async (c) => {
  return c.json(await listAdminProducts(c.get("db")));
});

adminProductsRouter.post("/products", validate("json", productInputSchema), async (c) => {
  const input = c.req.valid("json");
  const db = c.get("db");
  const result = await createProduct(db, currentUser(c), input);
  if (!result.ok) throw slugTaken(input.slug);
  return c.json(await getAdminProduct(db, result.id), 201);
});

adminProductsRouter.get("/products/:id", async (c) => {
  const id = parseId(c.req.param("id"), PRODUCT_NOT_FOUND);
  const product = await getAdminProduct(c.get("db"), id);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return c.json(product);
});

adminProductsRouter.put("/products/:id", validate("json", productUpdateSchema), async (c) => {
  const id = parseId(c.req.param("id"), PRODUCT_NOT_FOUND);
  const patch = c.req.valid("json");
  const db = c.get("db");
  const result = await updateProduct(db, currentUser(c), id, patch);
  if (!result.ok) {
    if (result.reason === "not_found") throw notFound(PRODUCT_NOT_FOUND);
    if (result.reason === "slug_taken") throw slugTaken(patch.slug);
    throw conflict(
      "The stock changed while you were editing (a piece may have just sold). Reload the product and try again.",
      { stock: "The stock changed while you were editing" },
    );
  }
  return c.json(await getAdminProduct(db, id));
});

adminProductsRouter.delete("/products/:id", async (c) => {
  const id = parseId(c.req.param("id"), PRODUCT_NOT_FOUND);
  const db = c.get("db");
  const result = await deleteProduct(db, currentUser(c), id);
  if (!result.ok) {
    if (result.reason === "not_found") throw notFound(PRODUCT_NOT_FOUND);
    throw conflict(
      "This product has orders, so it cannot be deleted. Archive it instead to hide it from the shop.",
    );
  }
  c.executionCtx.waitUntil(removeUnusedMedia(c, result.images.flat()));
  return c.body(null, 204);
});

adminProductsRouter.post(
  "/products/:id/images/upload-url",
  validate("json", productImageUploadSchema),
  async (c) => {
    const id = parseId(c.req.param("id"), PRODUCT_NOT_FOUND);
    if (!(await productExists(c.get("db"), id))) throw notFound(PRODUCT_NOT_FOUND);
    const body = c.req.valid("json");
    const reservation = await createUploadReservation(depsOf(c), {
      purpose: "product_image",
      projectId: null,
      fileName: body.fileName,
      mimeType: body.fileType,
      size: body.fileSize,
      allowedTypes: WEB_IMAGE_TYPES,
      maxSize: WEB_IMAGE_MAX_BYTES,
      maxSizeLabel: "20 MB",
      userId: c.get("user")?.id ?? null,
    });
    return c.json({
      uploadUrl: reservation.uploadUrl,
      objectPath: reservation.objectPath,
      expiresAt: reservation.expiresAt,
    });
  },
);

adminProductsRouter.post("/products/:id/images", validate("json", productImageCreateSchema), async (c) => {
  const id = parseId(c.req.param("id"), PRODUCT_NOT_FOUND);
  const db = c.get("db");
  if (!(await productExists(db, id))) throw notFound(PRODUCT_NOT_FOUND);
  const body: ProductImageCreate = c.req.valid("json");

  // Every size must be an upload reserved for a product image that really arrived.
  const verified = [];
  for (const v of body.variants) {
    const { reservation, size } = await verifyUploadedObject(depsOf(c), {
      objectPath: v.objectPath,
      purpose: "product_image",
      projectId: null,
    });
    verified.push({ width: v.width, path: mediaPath(reservation.objectKey), reservation, size });
  }
  const variants: ImageVariant[] = verified
    .map((v) => ({ width: v.width, path: v.path }))
    .sort((a, b) => a.width - b.width);
  const main = defaultVariant(variants);
  if (!main) throw notFound("No image was uploaded.");
  const completes = verified.map((v) => completeReservationStatement(depsOf(c), v.reservation.id, v.size));

  const previous = body.asCover ? await getAdminProduct(db, id) : null;
  const audit = auditStatement(db, currentUser(c), {
    action: body.asCover ? "product.cover" : "product_image.add",
    entityType: "product",
    entityId: id,
    detail: { imagePath: main.path },
  });
  if (body.asCover) {
    await db.batch([setCoverStatement(db, id, main.path, variants), ...completes, audit]);
    const old = previous?.coverImageVariants ?? [];
    if (old.length > 0) c.executionCtx.waitUntil(removeUnusedMedia(c, old));
  } else {
    const insert = addImageStatement(db, id, {
      imageUrl: main.path,
      variants,
      width: body.width,
      height: body.height,
      altText: body.altText,
    });
    await db.batch([insert, ...completes, audit]);
  }
  return c.json(await getAdminProduct(db, id), 201);
});

adminProductsRouter.delete("/product-images/:id", async (c) => {
  const id = parseId(c.req.param("id"), IMAGE_NOT_FOUND);
  const removed = await deleteProductImage(c.get("db"), currentUser(c), id);
  if (!removed) throw notFound(IMAGE_NOT_FOUND);
  c.executionCtx.waitUntil(removeUnusedMedia(c, removed.variants));
  return c.body(null, 204);
});

/** Deletes image files no row shows any more (after the response; failures are only logged). */
async function removeUnusedMedia(c: Context<AppEnv>, variants: ImageVariant[]): Promise<void> {
  try {
    await deleteUnreferencedMedia(
      c.get("db"),
      c.env.MEDIA,
      variants.map((v) => v.path),
    );
  } catch (error) {
    console.error("Removing unused product images failed", error instanceof Error ? error.message : error);
  }
}
