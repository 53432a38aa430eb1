import { asc, eq } from "drizzle-orm";
import type { PublicProduct } from "../../../src/shared/api-types";
import { products } from "../schema";
import type { Db } from "../../types";

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

/** The shop: active products only (drafts and archived ones never leave), in the studio's order. */
export async function listActiveProducts(db: Db): Promise<PublicProduct[]> {
  return db
    .select(publicProductColumns)
    .from(products)
    .where(eq(products.status, "active"))
    .orderBy(asc(products.sortOrder), asc(products.id))
    .all();
}
