import { and, asc, eq, isNull, ne, or } from "drizzle-orm";
import type { PublicProduct, PublicProductImage } from "../../src/shared/api-types";
import { productImages, products } from "../db/schema";
import type { Db } from "../types";

/** Exactly the public fields of a product: no status, timestamps or anything added later. */
const publicProductColumns = {
  id: products.id,
  title: products.title,
  slug: products.slug,
  category: products.category,
  description: products.description,
  coverImageUrl: products.coverImageUrl,
  coverImageVariants: products.coverImageVariants,
  featured: products.featured,
  stock: products.stock,
  priceCents: products.priceCents,
  currency: products.currency,
} as const;

/**
 * The shop: active products only (drafts and archived ones never leave), in the studio's order,
 * each with its other photos. Both reads go in one batch, so they see the same moment.
 */
export async function listActiveProducts(db: Db): Promise<PublicProduct[]> {
  const [rows, images] = await db.batch([
    db
      .select(publicProductColumns)
      .from(products)
      .where(eq(products.status, "active"))
      .orderBy(asc(products.sortOrder), asc(products.id)),
    db
      .select({
        productId: productImages.productId,
        id: productImages.id,
        imageUrl: productImages.imageUrl,
        variants: productImages.variants,
        width: productImages.width,
        height: productImages.height,
        altText: productImages.altText,
      })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      // The demo seed also lists each cover among the images: a gallery shows it once.
      .where(
        and(
          eq(products.status, "active"),
          or(isNull(products.coverImageUrl), ne(productImages.imageUrl, products.coverImageUrl)),
        ),
      )
      .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
  ]);
  const byProduct = new Map<number, PublicProductImage[]>();
  for (const { productId, ...image } of images) {
    const list = byProduct.get(productId) ?? [];
    list.push(image);
    byProduct.set(productId, list);
  }
  return rows.map((row) => ({ ...row, images: byProduct.get(row.id) ?? [] }));
}
