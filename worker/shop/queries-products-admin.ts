/**
 * Product management for the admin: every status, images, and the rules that need the database
 * to hold them (unique slugs, no deleting a product that has orders, no stock edit that would
 * undo a sale made while the form was open).
 */
import { and, asc, count, eq, inArray, notExists, sql } from "drizzle-orm";
import type { AdminProduct, AdminProductImage, ProductInput, ProductUpdate } from "../../src/shared/product";
import { auditIfChangedStatement } from "../audit/queries";
import { isUniqueViolation } from "../db/constraint-errors";
import { sortedRows } from "../db/rows";
import { type ImageVariant, orderItems, orders, productImages, products } from "../db/schema";
import type { Db, SessionUser } from "../types";

type ProductRow = typeof products.$inferSelect;
type ProductImageRow = typeof productImages.$inferSelect;

function toImageView(row: ProductImageRow): AdminProductImage {
  return {
    id: row.id,
    imageUrl: row.imageUrl,
    variants: row.variants,
    width: row.width,
    height: row.height,
    altText: row.altText,
    sortOrder: row.sortOrder,
  };
}

function toAdminProduct(
  row: ProductRow,
  images: ProductImageRow[],
  orderCount: number,
  reserved: number,
): AdminProduct {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    category: row.category,
    priceCents: row.priceCents,
    currency: row.currency,
    stock: row.stock,
    status: row.status,
    featured: row.featured,
    sortOrder: row.sortOrder,
    coverImageUrl: row.coverImageUrl,
    coverImageVariants: row.coverImageVariants,
    images: images.map(toImageView),
    orderCount,
    reserved,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function orderCounts(db: Db, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: orderItems.productId, n: count() })
    .from(orderItems)
    .where(inArray(orderItems.productId, productIds))
    .groupBy(orderItems.productId)
    .all();
  return new Map(rows.flatMap((r) => (r.productId === null ? [] : [[r.productId, r.n] as const])));
}

/**
 * Units held by open checkouts (orders still 'created'), per product: taken off `stock` when the
 * checkout began and given back if it ends unpaid (docs/decisions/0006-checkout-and-stock.md).
 */
async function reservedCounts(db: Db, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: orderItems.productId, n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.productId, productIds), eq(orders.status, "created")))
    .groupBy(orderItems.productId)
    .all();
  return new Map(rows.flatMap((r) => (r.productId === null ? [] : [[r.productId, Number(r.n)] as const])));
}

/** Every product (draft, active, archived) in the shop's order, with images and order counts. */
export async function listAdminProducts(db: Db): Promise<AdminProduct[]> {
  const [rows, images] = await Promise.all([
    db.select().from(products).orderBy(asc(products.sortOrder), asc(products.id)).all(),
    db.select().from(productImages).orderBy(asc(productImages.sortOrder), asc(productImages.id)).all(),
  ]);
  const ids = rows.map((r) => r.id);
  const [counts, reserved] = await Promise.all([orderCounts(db, ids), reservedCounts(db, ids)]);
  return rows.map((row) =>
    toAdminProduct(
      row,
      images.filter((i) => i.productId === row.id),
      counts.get(row.id) ?? 0,
      reserved.get(row.id) ?? 0,
    ),
  );
}

export async function getAdminProduct(db: Db, id: number): Promise<AdminProduct | null> {
  const row = await db.select().from(products).where(eq(products.id, id)).get();
  if (!row) return null;
  const images = await sortedRows(db, productImages, eq(productImages.productId, id));
  const [counts, reserved] = await Promise.all([orderCounts(db, [id]), reservedCounts(db, [id])]);
  return toAdminProduct(row, images, counts.get(id) ?? 0, reserved.get(id) ?? 0);
}

export type CreateResult = { ok: true; id: number } | { ok: false; reason: "slug_taken" };

export async function createProduct(db: Db, actor: SessionUser, input: ProductInput): Promise<CreateResult> {
  try {
    // The product and its audit entry in one batch (the entry names the inserted row).
    const [inserted] = await db.batch([
      db
        .insert(products)
        .values({
          title: input.title,
          slug: input.slug,
          description: input.description,
          category: input.category,
          priceCents: input.priceCents,
          currency: input.currency,
          stock: input.stock,
          status: input.status,
          featured: input.featured,
          sortOrder: input.sortOrder,
        })
        .returning({ id: products.id }),
      auditIfChangedStatement(
        db,
        actor,
        {
          action: "product.create",
          entityType: "product",
          detail: { title: input.title, status: input.status },
        },
        { entityFromLastInsert: true },
      ),
    ]);
    const row = inserted[0];
    if (!row) throw new Error("The product insert returned no row");
    return { ok: true, id: row.id };
  } catch (error) {
    if (isUniqueViolation(error, "products.slug")) return { ok: false, reason: "slug_taken" };
    throw error;
  }
}

export type UpdateResult = { ok: true } | { ok: false; reason: "not_found" | "slug_taken" | "stock_changed" };

/**
 * Applies the given fields. When stock is among them and `expectedStock` is given, the update
 * only happens if the stock is still what the admin saw (a sale meanwhile makes it 409).
 */
export async function updateProduct(
  db: Db,
  actor: SessionUser,
  id: number,
  patch: ProductUpdate,
): Promise<UpdateResult> {
  const { expectedStock, ...fields } = patch;
  const guard =
    fields.stock !== undefined && expectedStock !== undefined
      ? and(eq(products.id, id), eq(products.stock, expectedStock))
      : eq(products.id, id);
  try {
    // The entry is written only if the guarded update matched (same batch, see audit.ts).
    const [updated] = await db.batch([
      db.update(products).set(fields).where(guard).returning({ id: products.id }),
      auditIfChangedStatement(db, actor, {
        action:
          fields.status === "archived" && Object.keys(fields).length === 1
            ? "product.archive"
            : "product.update",
        entityType: "product",
        entityId: id,
        detail: { fields: Object.keys(fields) },
      }),
    ]);
    if (updated.length > 0) return { ok: true };
  } catch (error) {
    if (isUniqueViolation(error, "products.slug")) return { ok: false, reason: "slug_taken" };
    throw error;
  }
  // Nothing matched: tell a missing product from a stock that moved.
  return { ok: false, reason: (await productExists(db, id)) ? "stock_changed" : "not_found" };
}

export type DeleteResult =
  | { ok: true; images: ImageVariant[][] }
  | { ok: false; reason: "not_found" | "has_orders" };

/**
 * Deletes a product only while no order refers to it (checked in the same statement, so an order
 * placed at that instant cannot lose its product). Returns the image variants it owned.
 */
export async function deleteProduct(db: Db, actor: SessionUser, id: number): Promise<DeleteResult> {
  const product = await db.select().from(products).where(eq(products.id, id)).get();
  if (!product) return { ok: false, reason: "not_found" };
  const images = await db.select().from(productImages).where(eq(productImages.productId, id)).all();
  const [deleted] = await db.batch([
    db
      .delete(products)
      .where(
        and(
          eq(products.id, id),
          notExists(db.select({ one: sql`1` }).from(orderItems).where(eq(orderItems.productId, id))),
        ),
      )
      .returning({ id: products.id }),
    auditIfChangedStatement(db, actor, {
      action: "product.delete",
      entityType: "product",
      entityId: id,
      detail: { title: product.title },
    }),
  ]);
  if (deleted.length === 0) return { ok: false, reason: "has_orders" };
  return { ok: true, images: [product.coverImageVariants, ...images.map((i) => i.variants)] };
}

export async function productExists(db: Db, id: number): Promise<boolean> {
  return Boolean(await db.select({ id: products.id }).from(products).where(eq(products.id, id)).get());
}

/** The statement that makes an uploaded image the product's cover (joins the upload's batch). */
export function setCoverStatement(db: Db, productId: number, imageUrl: string, variants: ImageVariant[]) {
  return db
    .update(products)
    .set({ coverImageUrl: imageUrl, coverImageVariants: variants })
    .where(eq(products.id, productId));
}

/** The statement that adds an extra image after the existing ones (joins the upload's batch). */
export function addImageStatement(
  db: Db,
  productId: number,
  image: {
    imageUrl: string;
    variants: ImageVariant[];
    width: number | null;
    height: number | null;
    altText: string;
  },
) {
  return db.insert(productImages).values({
    productId,
    imageUrl: image.imageUrl,
    variants: image.variants,
    width: image.width,
    height: image.height,
    altText: image.altText || null,
    sortOrder: sql`(SELECT coalesce(max(${productImages.sortOrder}), -1) + 1 FROM ${productImages} WHERE ${productImages.productId} = ${productId})`,
  });
}

/** Removes one extra image; returns what it was so its files can be cleaned up. */
export async function deleteProductImage(
  db: Db,
  actor: SessionUser,
  imageId: number,
): Promise<ProductImageRow | null> {
  const image = await db
    .select({ productId: productImages.productId })
    .from(productImages)
    .where(eq(productImages.id, imageId))
    .get();
  if (!image) return null;
  const [deleted] = await db.batch([
    db.delete(productImages).where(eq(productImages.id, imageId)).returning(),
    auditIfChangedStatement(db, actor, {
      action: "product_image.delete",
      entityType: "product",
      entityId: image.productId,
      detail: { imageId },
    }),
  ]);
  return deleted[0] ?? null;
}
