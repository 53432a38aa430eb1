/**
 * The shop's rows as the tests need them: an active piece (its fields over a valid one's) and a
 * piece's stock as the database holds it.
 */
import { eq } from "drizzle-orm";
import { products } from "../../worker/db/schema";
import { db } from "./helpers";
import { unique } from "./security-fixtures";

/** An active piece in stock ($145.00, 3 in stock unless `values` say otherwise). */
export async function makeProduct(values: Partial<typeof products.$inferInsert> = {}) {
  return db()
    .insert(products)
    .values({
      title: `Piece ${unique("p")}`,
      slug: unique("piece"),
      description: "A test piece.",
      category: "Decor",
      priceCents: 14500,
      stock: 3,
      status: "active",
      ...values,
    })
    .returning()
    .get();
}

/** The piece's stock now (the test fails when the piece is gone). */
export async function stockOf(id: number): Promise<number> {
  const row = await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)).get();
  if (!row) throw new Error(`product ${id} is gone`);
  return row.stock;
}
