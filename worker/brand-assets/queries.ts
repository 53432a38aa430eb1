/** Replaceable brand images (logo, hero slides, static galleries), one row per slot. */

import { asc, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { BrandImage, PrincipalText } from "../../src/shared/api-types";
import { auditStatement } from "../audit/queries";
import { runBatch } from "../db/batch";
import { type BrandAsset, brandAssets, type ImageVariant, now, principals } from "../db/schema";
import type { Db, SessionUser } from "../types";

export function toBrandImage(r: BrandAsset): BrandImage {
  return {
    slot: r.slot,
    imagePath: r.imagePath,
    variants: r.variants,
    width: r.width,
    height: r.height,
    altText: r.altText,
  };
}

export async function listBrandAssets(db: Db): Promise<BrandImage[]> {
  const rows = await db.select().from(brandAssets).orderBy(asc(brandAssets.slot)).all();
  return rows.map(toBrandImage);
}

export async function getBrandAsset(db: Db, slot: string): Promise<BrandAsset | undefined> {
  return db.select().from(brandAssets).where(eq(brandAssets.slot, slot)).get();
}

/** The audit entry of a change to a brand slot (its image or its principal's words). */
function slotAudit(
  db: Db,
  actor: SessionUser,
  action: string,
  slot: string,
  detail: Record<string, unknown>,
) {
  return auditStatement(db, actor, { action, entityType: "brand_asset", entityId: slot, detail });
}

/** Writes the slot's new image (with the statements completing its uploads) in one batch. */
export async function replaceBrandAsset(
  db: Db,
  value: {
    slot: string;
    imagePath: string;
    variants: ImageVariant[];
    width: number;
    height: number;
    altText: string | null;
  },
  extra: BatchItem<"sqlite">[],
  actor: SessionUser,
): Promise<BrandImage> {
  const { slot, ...fields } = value;
  await runBatch(db, [
    ...extra,
    db
      .insert(brandAssets)
      .values(value)
      .onConflictDoUpdate({ target: brandAssets.slot, set: { ...fields, updatedAt: now() } }),
    slotAudit(db, actor, "brand_asset.replace", slot, { imagePath: value.imagePath }),
  ]);
  const row = await getBrandAsset(db, slot);
  if (!row) throw new Error("Brand asset missing after update");
  return toBrandImage(row);
}

/**
 * Removes the slot's image (the public site falls back to its default: the studio name for the
 * logo), with its audit entry in the same batch. Returns the public paths the row used, for the
 * caller to delete from R2 after the row (row before object).
 */
export async function removeBrandAsset(db: Db, asset: BrandAsset, actor: SessionUser): Promise<string[]> {
  await runBatch(db, [
    db.delete(brandAssets).where(eq(brandAssets.slot, asset.slot)),
    slotAudit(db, actor, "brand_asset.remove", asset.slot, { imagePath: asset.imagePath }),
  ]);
  return [asset.imagePath, ...asset.variants.map((v) => v.path)];
}

/** The principals' words the studio edited, by slot (a slot never edited is absent). */
export async function listPrincipals(db: Db): Promise<Record<string, PrincipalText>> {
  const rows = await db.select().from(principals).orderBy(asc(principals.slot)).all();
  return Object.fromEntries(rows.map((r) => [r.slot, { name: r.name, role: r.role, line: r.line }]));
}

/** Saves a principal's name, role and line, with its audit entry, in one batch. */
export async function savePrincipal(
  db: Db,
  slot: string,
  text: PrincipalText,
  actor: SessionUser,
): Promise<PrincipalText> {
  await runBatch(db, [
    db
      .insert(principals)
      .values({ slot, ...text })
      .onConflictDoUpdate({ target: principals.slot, set: { ...text, updatedAt: now() } }),
    slotAudit(db, actor, "brand_asset.principal", slot, { name: text.name }),
  ]);
  return text;
}
