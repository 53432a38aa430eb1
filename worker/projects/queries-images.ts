/**
 * A project's images. Invariants kept here, in the same batch as each change:
 * - exactly one hero whenever the project has images (the first image becomes hero; choosing
 *   another clears the rest; deleting the hero promotes the first remaining image);
 * - projects.coverImageUrl is the hero's imagePath (null without images);
 * - reordering rewrites sortOrder as 0..n-1.
 */

import { and, asc, eq, ne } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { AdminImage, ImageLayout } from "../../src/shared/project";
import { auditStatement } from "../audit/queries";
import { runBatch } from "../db/batch";
import { type ImageVariant, type ProjectImage, projectImages, projects } from "../db/schema";
import type { Db, SessionUser } from "../types";
import { listImages, toImageView } from "./queries";

type Statement = BatchItem<"sqlite">;

export async function getImage(db: Db, id: number): Promise<ProjectImage | undefined> {
  return db.select().from(projectImages).where(eq(projectImages.id, id)).get();
}

/** Makes `imageId` the only hero of its project and the project's cover. */
function heroStatements(db: Db, projectId: number, imageId: number, imagePath: string): Statement[] {
  return [
    db
      .update(projectImages)
      .set({ isHero: false })
      .where(and(eq(projectImages.projectId, projectId), ne(projectImages.id, imageId))),
    db.update(projectImages).set({ isHero: true }).where(eq(projectImages.id, imageId)),
    db.update(projects).set({ coverImageUrl: imagePath }).where(eq(projects.id, projectId)),
  ];
}

export type NewImage = {
  projectId: number;
  imagePath: string;
  variants: ImageVariant[];
  width: number;
  height: number;
  altText: string | null;
  caption: string | null;
  isHero: boolean;
  sortOrder: number | undefined;
  layout: ImageLayout;
};

/**
 * Inserts an image together with `extra` statements (the upload reservations it completes), so
 * the row and "this upload is used" commit together.
 */
export async function createImage(
  db: Db,
  input: NewImage,
  extra: Statement[],
  actor: SessionUser,
): Promise<AdminImage> {
  const existing = await listImages(db, input.projectId);
  const hasHero = existing.some((i) => i.isHero);
  const makeHero = input.isHero || !hasHero;
  const last = existing.at(-1);
  const sortOrder = input.sortOrder ?? (last ? last.sortOrder + 1 : 0);
  const statements: Statement[] = [...extra];
  if (makeHero) {
    statements.push(
      db.update(projectImages).set({ isHero: false }).where(eq(projectImages.projectId, input.projectId)),
      db.update(projects).set({ coverImageUrl: input.imagePath }).where(eq(projects.id, input.projectId)),
    );
  }
  statements.push(
    db.insert(projectImages).values({
      projectId: input.projectId,
      imagePath: input.imagePath,
      variants: input.variants,
      width: input.width,
      height: input.height,
      altText: input.altText,
      caption: input.caption,
      isHero: makeHero,
      sortOrder,
      layout: input.layout,
    }),
    auditStatement(db, actor, {
      action: "image.add",
      entityType: "project",
      entityId: input.projectId,
      detail: { imagePath: input.imagePath, isHero: makeHero },
    }),
  );
  await runBatch(db, statements);
  // The path contains the upload's random key: it identifies the new row.
  const row = await db
    .select()
    .from(projectImages)
    .where(and(eq(projectImages.projectId, input.projectId), eq(projectImages.imagePath, input.imagePath)))
    .orderBy(asc(projectImages.id))
    .get();
  if (!row) throw new Error("Image row missing after insert");
  return toImageView(row);
}

export type ImagePatch = {
  altText?: string | null;
  caption?: string | null;
  layout?: ImageLayout;
  isHero?: boolean;
};

/** Updates text and layout; `isHero: true` makes this the hero (false is refused by the route). */
export async function updateImage(
  db: Db,
  image: ProjectImage,
  patch: ImagePatch,
  actor: SessionUser,
): Promise<AdminImage> {
  const { isHero, ...fields } = patch;
  const statements: Statement[] = [];
  if (Object.values(fields).some((v) => v !== undefined)) {
    statements.push(db.update(projectImages).set(fields).where(eq(projectImages.id, image.id)));
  }
  if (isHero === true && !image.isHero) {
    statements.push(...heroStatements(db, image.projectId, image.id, image.imagePath));
  }
  statements.push(
    auditStatement(db, actor, {
      action: "image.update",
      entityType: "project",
      entityId: image.projectId,
      detail: { imageId: image.id, fields: Object.keys(patch) },
    }),
  );
  await runBatch(db, statements);
  const row = await getImage(db, image.id);
  if (!row) throw new Error("Image row missing after update");
  return toImageView(row);
}

/** Deletes the row (promoting a new hero when needed) and returns the paths it used. */
export async function deleteImage(db: Db, image: ProjectImage, actor: SessionUser): Promise<string[]> {
  const remaining = (await listImages(db, image.projectId)).filter((i) => i.id !== image.id);
  const statements: Statement[] = [db.delete(projectImages).where(eq(projectImages.id, image.id))];
  const next = remaining[0];
  if (image.isHero || !remaining.some((i) => i.isHero)) {
    if (next) statements.push(...heroStatements(db, image.projectId, next.id, next.imagePath));
    else
      statements.push(
        db.update(projects).set({ coverImageUrl: null }).where(eq(projects.id, image.projectId)),
      );
  }
  statements.push(
    auditStatement(db, actor, {
      action: "image.delete",
      entityType: "project",
      entityId: image.projectId,
      detail: { imageId: image.id, imagePath: image.imagePath },
    }),
  );
  await runBatch(db, statements);
  return [image.imagePath, ...image.variants.map((v) => v.path)];
}

/**
 * New order of a project's images: `ids` must be exactly its images; sortOrder becomes 0..n-1.
 * Returns null when the list does not match.
 */
export async function reorderImages(
  db: Db,
  projectId: number,
  ids: number[],
  actor: SessionUser,
): Promise<AdminImage[] | null> {
  const current = await listImages(db, projectId);
  const known = new Set(current.map((i) => i.id));
  if (ids.length !== known.size || !ids.every((id) => known.has(id))) return null;
  await runBatch(db, [
    ...ids.map((id, index) =>
      db
        .update(projectImages)
        .set({ sortOrder: index })
        .where(and(eq(projectImages.id, id), eq(projectImages.projectId, projectId))),
    ),
    auditStatement(db, actor, {
      action: "image.reorder",
      entityType: "project",
      entityId: projectId,
      detail: { ids },
    }),
  ]);
  return (await listImages(db, projectId)).map(toImageView);
}
