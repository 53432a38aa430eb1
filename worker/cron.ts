/**
 * The scheduled clean-up (cron trigger in wrangler.toml). R2 and D1 share no transaction, so the
 * app writes an object before its row and deletes the row before its object; whatever is left
 * over (an upload never completed, a crash between the two steps) is removed here after a grace
 * period: expired sessions, stale upload reservations, and R2 objects no row refers to.
 */
import { and, isNull, lt } from "drizzle-orm";
import { deleteExpiredSessions } from "./auth/session";
import { createDb } from "./db/client";
import {
  brandAssets,
  documents,
  type ImageVariant,
  productImages,
  products,
  projectImages,
  uploadReservations,
} from "./db/schema";
import type { Bindings } from "./env";
import type { Db } from "./types";

/** Objects younger than this are never touched: an upload may be between its two steps. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
const MANAGED_PREFIXES = ["media/", "documents/", "client-uploads/"];

export type CleanupReport = { sessions: "done"; reservations: number; orphans: number };

function keysOfVariants(variants: ImageVariant[] | null | undefined, into: Set<string>) {
  for (const v of variants ?? []) into.add(v.path.replace(/^\//, ""));
}

export async function referencedKeys(db: Db): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const d of await db.select({ k: documents.objectPath }).from(documents).all()) keys.add(d.k);
  for (const i of await db
    .select({ p: projectImages.imagePath, v: projectImages.variants })
    .from(projectImages)
    .all()) {
    keys.add(i.p.replace(/^\//, ""));
    keysOfVariants(i.v, keys);
  }
  for (const p of await db
    .select({ p: products.coverImageUrl, v: products.coverImageVariants })
    .from(products)
    .all()) {
    if (p.p) keys.add(p.p.replace(/^\//, ""));
    keysOfVariants(p.v, keys);
  }
  for (const i of await db
    .select({ p: productImages.imageUrl, v: productImages.variants })
    .from(productImages)
    .all()) {
    keys.add(i.p.replace(/^\//, ""));
    keysOfVariants(i.v, keys);
  }
  for (const b of await db
    .select({ p: brandAssets.imagePath, v: brandAssets.variants })
    .from(brandAssets)
    .all()) {
    keys.add(b.p.replace(/^\//, ""));
    keysOfVariants(b.v, keys);
  }
  // Reservations still in flight own their keys until they expire.
  for (const r of await db
    .select({ k: uploadReservations.objectKey })
    .from(uploadReservations)
    .where(isNull(uploadReservations.completedAt))
    .all()) {
    keys.add(r.k);
  }
  return keys;
}

export async function runScheduled(env: Bindings, scheduledTime: number): Promise<CleanupReport> {
  const db = createDb(env.DB);
  await deleteExpiredSessions(db, scheduledTime);

  // Reservations past their expiry by the grace period: forget them (their objects become
  // orphans and go below, unless a row adopted them).
  const staleBefore = new Date(scheduledTime - ORPHAN_GRACE_MS).toISOString();
  const stale = await db
    .delete(uploadReservations)
    .where(and(lt(uploadReservations.expiresAt, staleBefore)))
    .returning({ id: uploadReservations.id })
    .all();

  const keep = await referencedKeys(db);
  let orphans = 0;
  for (const prefix of MANAGED_PREFIXES) {
    let cursor: string | undefined;
    do {
      const page = await env.MEDIA.list({ prefix, cursor, limit: 1000 });
      const doomed = page.objects
        .filter((o) => !keep.has(o.key) && scheduledTime - o.uploaded.getTime() > ORPHAN_GRACE_MS)
        .map((o) => o.key);
      if (doomed.length > 0) {
        await env.MEDIA.delete(doomed);
        orphans += doomed.length;
      }
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
  return { sessions: "done", reservations: stale.length, orphans };
}
