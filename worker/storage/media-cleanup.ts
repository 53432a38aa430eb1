/**
 * Deleting stored image files once nothing uses them any more. Keys written by the upload flow are
 * random and owned by exactly one row, but the demo seed stores content-addressed keys
 * (storage/media.ts putMedia), so one file can back a project image, a product and a brand slot at
 * once. A file is therefore deleted only when no remaining row mentions its public path.
 * referencedKeys gives the scheduled clean-up (worker/cron.ts) every key a row owns.
 */
import { inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  brandAssets,
  documents,
  type ImageVariant,
  productImages,
  products,
  projectImages,
  selectionItems,
  selectionOptions,
  signatureRequests,
  uploadReservations,
} from "../db/schema";
import { signedCopyKeys } from "../proposals/queries-payments";
import { printKeyOf } from "../selections/print-copies";
import type { Db } from "../types";
import { MEDIA_PREFIX } from "./media";

/**
 * Every place a row keeps a stored image: its main public path and the JSON list of its variants.
 * A table that stores images belongs here, so that neither the delete-when-unused check below nor
 * the scheduled orphan sweep (referencedKeys) can delete a file it uses.
 */
const IMAGE_COLUMNS: { table: SQLiteTable; path: SQLiteColumn; variants: SQLiteColumn }[] = [
  { table: projectImages, path: projectImages.imagePath, variants: projectImages.variants },
  { table: productImages, path: productImages.imageUrl, variants: productImages.variants },
  { table: products, path: products.coverImageUrl, variants: products.coverImageVariants },
  { table: brandAssets, path: brandAssets.imagePath, variants: brandAssets.variants },
];

/**
 * Selections (issue 29) name images too: a piece's photos (a JSON list of paths: shop product
 * images it was added from, photos copied by the link import under media/selections/) and an
 * option's photo. Checked by both the delete-when-unused check and the orphan sweep.
 */
const PHOTO_COLUMNS: { table: SQLiteTable; column: SQLiteColumn; list: boolean }[] = [
  { table: selectionItems, column: selectionItems.photos, list: true },
  { table: selectionOptions, column: selectionOptions.photoUrl, list: false },
];

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
    const [first, ...rest] = [
      ...IMAGE_COLUMNS.map((c) =>
        db
          .select({ x: sql<string | null>`${c.path}`, y: sql<string | null>`${c.variants}` })
          .from(c.table)
          .where(mentions([c.path, c.variants], part)),
      ),
      ...PHOTO_COLUMNS.map((c) =>
        db
          .select({ x: sql<string | null>`${c.column}`, y: sql<string | null>`NULL` })
          .from(c.table)
          .where(mentions([c.column], part)),
      ),
    ];
    if (!first) break; // never: the list is not empty (a D1 batch needs a first statement)
    const texts = (await db.batch([first, ...rest])).flat().map((row) => `${row.x ?? ""} ${row.y ?? ""}`);
    for (const p of part) if (texts.some((t) => t.includes(p))) found.add(p);
  }
  return found;
}

/**
 * Every R2 key some row owns: documents and client files, each image with its variants, and the
 * keys of uploads still in flight (their reservation owns them until it expires). The scheduled
 * clean-up deletes whatever else is stored under the app's prefixes.
 */
export async function referencedKeys(db: Db): Promise<Set<string>> {
  const keys = new Set<string>();
  const keyOf = (path: string) => path.replace(/^\//, "");
  for (const d of await db.select({ k: documents.objectPath }).from(documents).all()) keys.add(d.k);
  for (const c of IMAGE_COLUMNS) {
    const rows = await db
      .select({
        path: sql<string | null>`${c.path}`,
        variants: sql`${c.variants}`.mapWith((json: string): ImageVariant[] => JSON.parse(json)),
      })
      .from(c.table)
      .all();
    for (const row of rows) {
      if (row.path) keys.add(keyOf(row.path));
      for (const v of row.variants ?? []) keys.add(keyOf(v.path));
    }
  }
  for (const c of PHOTO_COLUMNS) {
    const rows = await db
      .select({ value: sql<string | null>`${c.column}` })
      .from(c.table)
      .all();
    for (const row of rows) {
      if (!row.value) continue;
      const paths: unknown = c.list ? JSON.parse(row.value) : [row.value];
      if (!Array.isArray(paths)) continue;
      for (const p of paths) if (typeof p === "string" && p.startsWith("/media/")) keys.add(keyOf(p));
    }
  }
  // Signed copies of proposals (issue 18), stored next to their originals, and the exact bytes
  // each request was sent for signature: kept whatever happened to the document row or the
  // project (issue 25; deposit payments belong to a request, so its objects are kept with it).
  for (const k of await signedCopyKeys(db)) keys.add(k);
  for (const k of await proposalObjectKeys(db)) keys.add(k);
  for (const r of await db
    .select({ k: uploadReservations.objectKey })
    .from(uploadReservations)
    .where(isNull(uploadReservations.completedAt))
    .all()) {
    keys.add(r.k);
  }
  // A photo's print copy for the selections' PDF (worker/selections/print-copies.ts) is kept while
  // the photo itself is.
  for (const k of [...keys]) {
    const print = printKeyOf(k);
    if (print) keys.add(print);
  }
  return keys;
}

/** The keys every signature request keeps: the version sent for signature and its signed copy. */
async function proposalObjectKeys(db: Db, among?: string[]): Promise<string[]> {
  const out: string[] = [];
  const parts = among ? chunks(among, Math.floor(CHUNK / 2)) : [undefined];
  for (const part of parts) {
    if (part && part.length === 0) continue;
    const rows = await db
      .select({ doc: signatureRequests.documentObjectPath, signed: signatureRequests.signedCopyKey })
      .from(signatureRequests)
      .where(
        part
          ? or(
              inArray(signatureRequests.documentObjectPath, part),
              inArray(signatureRequests.signedCopyKey, part),
            )
          : undefined,
      )
      .all();
    for (const r of rows) {
      out.push(r.doc);
      if (r.signed) out.push(r.signed);
    }
  }
  return out;
}

/**
 * Deletes private objects (documents, uploads) except those a signature request keeps (issue 25):
 * deleting a document or a project never takes the bytes a proposal was signed on, or its
 * signed copy, with it. Every route that deletes private objects goes through here.
 */
export async function deleteObjectsUnlessKept(db: Db, bucket: R2Bucket, keys: string[]): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const kept = new Set(await proposalObjectKeys(db, unique));
  const doomed = unique.filter((k) => !kept.has(k));
  await deleteObjects(bucket, doomed);
  return doomed;
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

/**
 * deleteUnreferencedMedia once the rows are changed: a failure leaves only unreachable objects
 * (the scheduled clean-up removes them), so it is logged (`what` and `ref` name the files), never
 * thrown, and the change still succeeds.
 */
export async function deleteUnreferencedMediaOrLog(
  db: Db,
  bucket: R2Bucket,
  paths: string[],
  what: string,
  ref: string | number,
): Promise<void> {
  try {
    await deleteUnreferencedMedia(db, bucket, paths);
  } catch (err) {
    console.error(what, ref, err instanceof Error ? err.message : err);
  }
}

/** R2 deletes up to 1000 keys per call. */
export async function deleteObjects(bucket: R2Bucket, keys: string[]): Promise<void> {
  const unique = [...new Set(keys)];
  for (const part of chunks(unique, 1000)) {
    if (part.length > 0) await bucket.delete(part);
  }
}
