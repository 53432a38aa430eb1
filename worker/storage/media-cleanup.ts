/**
 * Deleting stored image files once nothing uses them any more. Keys written by the upload flow are
 * random and owned by exactly one row, but the demo seed stores content-addressed keys
 * (storage/media.ts putMedia), so one file can back a project image, a product and a brand slot at
 * once. A file is therefore deleted only when no remaining row mentions its public path.
 */
import { or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { brandAssets, productImages, products, projectImages, type ImageVariant } from "../db/schema";
import type { Db } from "../types";
import { MEDIA_PREFIX } from "./media";

/** D1 allows 100 bound parameters per statement: stay well below. */
const CHUNK = 40;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** `/media/x.webp` → `media/x.webp`; anything outside media/ is not a public image. */
export function mediaKeyOf(path: string): string | null {
  const key = path.startsWith("/") ? path.slice(1) : path;
  return key.startsWith(MEDIA_PREFIX) && !key.includes("..") ? key : null;
}

/** Every public path a set of variants (plus its main path) uses. */
export function imagePaths(
  imagePath: string | null | undefined,
  variants: ImageVariant[] | null | undefined,
) {
  const paths = new Set<string>();
  if (imagePath) paths.add(imagePath);
  for (const v of variants ?? []) paths.add(v.path);
  return [...paths];
}

function mentions(columns: SQLiteColumn[], paths: string[]): SQL {
  const conditions = columns.flatMap((col) => paths.map((p) => sql`instr(${col}, ${p}) > 0`));
  return or(...conditions) ?? sql`0`;
}

/** The subset of `paths` still mentioned by some image row, product or brand slot. */
export async function referencedPaths(db: Db, paths: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(paths, Math.floor(CHUNK / 2))) {
    const texts: string[] = [];
    const [a, b, c, d] = await db.batch([
      db
        .select({ x: projectImages.imagePath, y: sql<string>`${projectImages.variants}` })
        .from(projectImages)
        .where(mentions([projectImages.imagePath, projectImages.variants], part)),
      db
        .select({ x: productImages.imageUrl, y: sql<string>`${productImages.variants}` })
        .from(productImages)
        .where(mentions([productImages.imageUrl, productImages.variants], part)),
      db
        .select({ x: products.coverImageUrl, y: sql<string>`${products.coverImageVariants}` })
        .from(products)
        .where(mentions([products.coverImageUrl, products.coverImageVariants], part)),
      db
        .select({ x: brandAssets.imagePath, y: sql<string>`${brandAssets.variants}` })
        .from(brandAssets)
        .where(mentions([brandAssets.imagePath, brandAssets.variants], part)),
    ]);
    for (const row of [...a, ...b, ...c, ...d]) texts.push(`${row.x ?? ""} ${row.y ?? ""}`);
    for (const p of part) if (texts.some((t) => t.includes(p))) found.add(p);
  }
  return found;
}

/** Deletes the R2 objects behind public image paths that no row references any more. */
export async function deleteUnreferencedMedia(db: Db, bucket: R2Bucket, paths: string[]): Promise<number> {
  const unique = [...new Set(paths)].filter((p) => mediaKeyOf(p) !== null);
  if (unique.length === 0) return 0;
  const stillUsed = await referencedPaths(db, unique);
  const keys = unique
    .filter((p) => !stillUsed.has(p))
    .map(mediaKeyOf)
    .filter((k): k is string => k !== null);
  await deleteObjects(bucket, keys);
  return keys.length;
}

/** R2 deletes up to 1000 keys per call. */
export async function deleteObjects(bucket: R2Bucket, keys: string[]): Promise<void> {
  const unique = [...new Set(keys)];
  for (const part of chunks(unique, 1000)) {
    if (part.length > 0) await bucket.delete(part);
  }
}
