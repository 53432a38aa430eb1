/**
 * Projects as the admin sees and changes them. The token hash and ciphertext never leave this
 * file: admin responses only say whether a link exists, when it expires and when it was last used.
 * Every change writes its audit entry in the same batch (or right after a single insert).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, max, sql } from "drizzle-orm";
import { comparePortfolio } from "../../../src/shared/portfolio";
import {
  type AdminImage,
  type AdminProject,
  type AdminProjectDetail,
  type ProjectInput,
  type ProjectUpdate,
  portfolioDisplayTitle,
} from "../../../src/shared/project";
import { runBatch } from "../batch";
import {
  clientInvitations,
  documentFeedback,
  documents,
  meetings,
  projectClients,
  projectImages,
  projects,
  uploadReservations,
  type ProjectImage,
} from "../schema";
import type { Db, SessionUser } from "../../types";
import { auditIfChangedStatement, auditStatement } from "./audit";

const adminColumns = {
  id: projects.id,
  title: projects.title,
  clientProjectName: projects.clientProjectName,
  portfolioTitle: projects.portfolioTitle,
  description: projects.description,
  category: projects.category,
  year: projects.year,
  location: projects.location,
  projectAddress: projects.projectAddress,
  coverImageUrl: projects.coverImageUrl,
  published: projects.published,
  status: projects.status,
  featured: projects.featured,
  isPortfolioItem: projects.isPortfolioItem,
  sortOrder: projects.sortOrder,
  clientContact1Name: projects.clientContact1Name,
  clientContact1Email: projects.clientContact1Email,
  clientContact1Phone: projects.clientContact1Phone,
  clientContact2Name: projects.clientContact2Name,
  clientContact2Email: projects.clientContact2Email,
  clientContact2Phone: projects.clientContact2Phone,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  // Whether a link exists, never the link itself.
  hasClientLink: sql<number>`${projects.accessTokenHash} IS NOT NULL`,
  clientLinkCreatedAt: projects.accessTokenCreatedAt,
  clientLinkExpiresAt: projects.accessTokenExpiresAt,
  clientLinkLastUsedAt: projects.accessTokenLastUsedAt,
} as const;

type AdminRow = Omit<AdminProject, "hasClientLink" | "imageCount" | "heroImage"> & {
  hasClientLink: number;
};

/** An image row as both the admin and the public API show it (AdminImage is PublicImage). */
export function toImageView(i: ProjectImage): AdminImage {
  return {
    id: i.id,
    imagePath: i.imagePath,
    altText: i.altText,
    caption: i.caption,
    isHero: i.isHero,
    sortOrder: i.sortOrder,
    width: i.width,
    height: i.height,
    layout: i.layout,
    variants: i.variants,
  };
}

function toAdminProject(row: AdminRow, imageCount: number, heroImage: AdminImage | null): AdminProject {
  return { ...row, hasClientLink: Boolean(row.hasClientLink), imageCount, heroImage };
}

/** Published projects first, in portfolio order; then the others, newest first. */
function compareAdmin(a: AdminProject, b: AdminProject): number {
  if (a.published !== b.published) return a.published ? -1 : 1;
  if (a.published) {
    return comparePortfolio(
      { sortOrder: a.sortOrder, portfolioTitle: portfolioDisplayTitle(a) },
      { sortOrder: b.sortOrder, portfolioTitle: portfolioDisplayTitle(b) },
    );
  }
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

export async function listAdminProjects(db: Db): Promise<AdminProject[]> {
  const [rows, counts, heroes] = await db.batch([
    db.select(adminColumns).from(projects),
    db
      .select({ projectId: projectImages.projectId, n: count() })
      .from(projectImages)
      .groupBy(projectImages.projectId),
    // The flagged hero, and each project's first image as a fallback for rows without one.
    db
      .select()
      .from(projectImages)
      .where(
        sql`${projectImages.isHero} = 1 OR ${projectImages.id} = (SELECT p2.id FROM project_images p2 WHERE p2.project_id = ${projectImages.projectId} ORDER BY p2.sort_order, p2.id LIMIT 1)`,
      ),
  ]);
  const countBy = new Map(counts.map((c) => [c.projectId, c.n]));
  const heroBy = new Map<number, ProjectImage>();
  for (const img of heroes) {
    const current = heroBy.get(img.projectId);
    if (!current || (img.isHero && !current.isHero)) heroBy.set(img.projectId, img);
  }
  return rows
    .map((r) => {
      const hero = heroBy.get(r.id);
      return toAdminProject(r, countBy.get(r.id) ?? 0, hero ? toImageView(hero) : null);
    })
    .sort(compareAdmin);
}

export async function listImages(db: Db, projectId: number): Promise<ProjectImage[]> {
  return db
    .select()
    .from(projectImages)
    .where(eq(projectImages.projectId, projectId))
    .orderBy(asc(projectImages.sortOrder), asc(projectImages.id))
    .all();
}

export async function getAdminProject(db: Db, id: number): Promise<AdminProjectDetail | null> {
  const row = await db.select(adminColumns).from(projects).where(eq(projects.id, id)).get();
  if (!row) return null;
  const images = (await listImages(db, id)).map(toImageView);
  const hero = images.find((i) => i.isHero) ?? images[0] ?? null;
  return { ...toAdminProject(row, images.length, hero), images };
}

/** The raw row (token columns included) for routes that need them; never sent as is. */
export async function getProjectRow(db: Db, id: number) {
  return db.select().from(projects).where(eq(projects.id, id)).get();
}

/** New projects are private: `published` is never taken from the input. */
export async function createProject(
  db: Db,
  input: ProjectInput,
  actor: SessionUser,
): Promise<{ id: number; title: string }> {
  // The project and its audit entry in one batch (the entry names the inserted row).
  const [inserted] = await db.batch([
    db
      .insert(projects)
      .values({
        ...input,
        title: input.portfolioTitle,
        status: input.status ?? "draft",
        featured: input.featured ?? false,
        isPortfolioItem: input.isPortfolioItem ?? false,
        projectAddress: input.projectAddress ?? null,
        clientContact2Name: input.clientContact2Name ?? null,
        clientContact2Email: input.clientContact2Email ?? null,
        clientContact2Phone: input.clientContact2Phone ?? null,
        published: false,
        sortOrder: null,
        createdByUserId: actor.id,
      })
      .returning({ id: projects.id, title: projects.title }),
    auditIfChangedStatement(
      db,
      actor,
      { action: "project.create", entityType: "project", detail: { title: input.portfolioTitle } },
      { entityFromLastInsert: true },
    ),
  ]);
  const created = inserted[0];
  if (!created) throw new Error("The project insert returned no row");
  return created;
}

/** The next portfolio position: after every published project. */
async function nextPortfolioPosition(db: Db): Promise<number> {
  const row = await db
    .select({ last: max(projects.sortOrder) })
    .from(projects)
    .where(and(eq(projects.published, true), isNotNull(projects.sortOrder)))
    .get();
  return (row?.last ?? 0) + 1;
}

/**
 * Applies a validated partial update. Publishing a project places it at the end of the portfolio
 * (the studio moves it from there); unpublishing keeps its old position for later.
 */
export async function updateProject(
  db: Db,
  id: number,
  patch: ProjectUpdate,
  actor: SessionUser,
): Promise<boolean> {
  const current = await db
    .select({ published: projects.published })
    .from(projects)
    .where(eq(projects.id, id))
    .get();
  if (!current) return false;
  const publishing = patch.published === true && !current.published;
  const unpublishing = patch.published === false && current.published;
  const set: Partial<typeof projects.$inferInsert> = { ...patch };
  if (publishing) set.sortOrder = await nextPortfolioPosition(db);
  const action = publishing ? "project.publish" : unpublishing ? "project.unpublish" : "project.update";
  await runBatch(db, [
    db.update(projects).set(set).where(eq(projects.id, id)),
    auditStatement(db, actor, {
      action,
      entityType: "project",
      entityId: id,
      detail: { fields: Object.keys(patch) },
    }),
  ]);
  return true;
}

/**
 * Deletes a project and every row that belongs to it in one batch, and returns what was stored
 * for it in R2 so the caller can remove the files afterwards: image paths (checked for other uses
 * before deletion) and private object keys (documents, client uploads, unfinished uploads).
 */
export async function deleteProject(
  db: Db,
  id: number,
  actor: SessionUser,
): Promise<{ imagePaths: string[]; privateKeys: string[] } | null> {
  const project = await db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(eq(projects.id, id))
    .get();
  if (!project) return null;
  const [images, docs, reservations] = await db.batch([
    db
      .select({ imagePath: projectImages.imagePath, variants: projectImages.variants })
      .from(projectImages)
      .where(eq(projectImages.projectId, id)),
    db
      .select({ id: documents.id, key: documents.objectPath })
      .from(documents)
      .where(eq(documents.projectId, id)),
    db
      .select({ key: uploadReservations.objectKey })
      .from(uploadReservations)
      .where(eq(uploadReservations.projectId, id)),
  ]);
  const imagePaths = images.flatMap((i) => [i.imagePath, ...i.variants.map((v) => v.path)]);
  const privateKeys = [...docs.map((d) => d.key), ...reservations.map((r) => r.key)];
  const docIds = docs.map((d) => d.id);
  // Children explicitly, not only through ON DELETE CASCADE: the result must not depend on the
  // connection's foreign_keys pragma.
  await runBatch(db, [
    ...(docIds.length > 0
      ? [db.delete(documentFeedback).where(inArray(documentFeedback.documentId, docIds))]
      : []),
    db.delete(documents).where(eq(documents.projectId, id)),
    db.delete(projectImages).where(eq(projectImages.projectId, id)),
    db.delete(projectClients).where(eq(projectClients.projectId, id)),
    db.delete(clientInvitations).where(eq(clientInvitations.projectId, id)),
    db.delete(meetings).where(eq(meetings.projectId, id)),
    db.delete(uploadReservations).where(eq(uploadReservations.projectId, id)),
    db.delete(projects).where(eq(projects.id, id)),
    auditStatement(db, actor, {
      action: "project.delete",
      entityType: "project",
      entityId: id,
      detail: { title: project.title, images: images.length, documents: docs.length },
    }),
  ]);
  return { imagePaths, privateKeys };
}

/**
 * Rewrites the portfolio order: `ids` must be exactly the published projects, and they get
 * sortOrder 1..n in one batch. Returns false when the list does not match.
 */
export async function reorderPortfolio(db: Db, ids: number[], actor: SessionUser): Promise<boolean> {
  const published = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.published, true))
    .orderBy(desc(projects.id))
    .all();
  const expected = new Set(published.map((p) => p.id));
  if (ids.length !== expected.size || !ids.every((id) => expected.has(id))) return false;
  await runBatch(db, [
    ...ids.map((id, index) =>
      db
        .update(projects)
        .set({ sortOrder: index + 1 })
        .where(eq(projects.id, id)),
    ),
    auditStatement(db, actor, {
      action: "project.reorder",
      entityType: "project",
      detail: { ids },
    }),
  ]);
  return true;
}
