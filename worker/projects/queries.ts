/**
 * Projects as the admin sees and changes them. The token hash and ciphertext never leave this
 * file: admin responses only say whether a link exists, when it expires and when it was last used.
 * Every change writes its audit entry in the same batch (or right after a single insert).
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, max, sql } from "drizzle-orm";
import { comparePortfolio } from "../../src/shared/portfolio";
import {
  type AdminImage,
  type AdminProject,
  type AdminProjectDetail,
  type ProjectInput,
  type ProjectUpdate,
  portfolioDisplayTitle,
} from "../../src/shared/project";
import { auditIfChangedStatement, auditStatement } from "../audit/queries";
import { runBatch } from "../db/batch";
import { isSignedRecordsKept } from "../db/constraint-errors";
import { sortedRows } from "../db/rows";
import {
  clientInvitations,
  documentFeedback,
  documents,
  meetings,
  now,
  type ProjectImage,
  projectClients,
  projectImages,
  projects,
  proposalEvents,
  proposalPayments,
  signatureRequests,
  signatureSigners,
  signerCodes,
  signerLinks,
  uploadReservations,
} from "../db/schema";
import type { Db, SessionUser } from "../types";

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
  archivedAt: projects.archivedAt,
  archivedPublished: projects.archivedPublished,
} as const;

type AdminRow = Omit<AdminProject, "hasClientLink" | "imageCount" | "heroImage" | "keptRecords"> & {
  hasClientLink: number;
};

type KeptRecords = AdminProject["keptRecords"];
const NO_KEPT_RECORDS: KeptRecords = { signedProposals: 0, paidDeposits: 0 };

/**
 * Per project, the records that outlive it (issue 25): proposals with any signature (or a signed
 * copy) and paid deposits. The same conditions as migration 0009's BEFORE DELETE triggers.
 */
// The subqueries name `signature_requests.id` in full: an interpolated column renders unqualified
// ("id") and would bind to the subquery's own table.
function keptRecordsQuery(db: Db, projectId?: number) {
  return db
    .select({
      projectId: signatureRequests.projectId,
      signedProposals: sql<number>`coalesce(sum(CASE WHEN ${signatureRequests.signedCopyKey} IS NOT NULL OR EXISTS (SELECT 1 FROM signatures s WHERE s.request_id = signature_requests.id) THEN 1 ELSE 0 END), 0)`,
      paidDeposits: sql<number>`coalesce(sum(CASE WHEN ${signatureRequests.depositPaidAt} IS NOT NULL OR EXISTS (SELECT 1 FROM proposal_payments p WHERE p.request_id = signature_requests.id AND (p.paid_at IS NOT NULL OR p.status = 'paid')) THEN 1 ELSE 0 END), 0)`,
    })
    .from(signatureRequests)
    .where(projectId === undefined ? undefined : eq(signatureRequests.projectId, projectId))
    .groupBy(signatureRequests.projectId);
}

function keptOf(row: { signedProposals: number; paidDeposits: number } | undefined): KeptRecords {
  return row
    ? { signedProposals: Number(row.signedProposals), paidDeposits: Number(row.paidDeposits) }
    : NO_KEPT_RECORDS;
}

/** What a project keeps if someone tries to delete it (zero counts: it can be deleted). */
export async function keptRecordsOf(db: Db, projectId: number): Promise<KeptRecords> {
  const [row] = await keptRecordsQuery(db, projectId).all();
  return keptOf(row);
}

export const hasKeptRecords = (k: KeptRecords) => k.signedProposals > 0 || k.paidDeposits > 0;

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

function toAdminProject(
  row: AdminRow,
  imageCount: number,
  heroImage: AdminImage | null,
  keptRecords: KeptRecords,
): AdminProject {
  return { ...row, hasClientLink: Boolean(row.hasClientLink), imageCount, heroImage, keptRecords };
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

/**
 * The admin's project list: active projects by default, archived ones only when asked
 * (GET /api/admin/projects?archived=1), so that every picker built on the default list (documents,
 * meetings, clients) leaves archived projects out.
 */
export async function listAdminProjects(
  db: Db,
  options: { archived?: boolean } = {},
): Promise<AdminProject[]> {
  const [rows, counts, heroes, kept] = await db.batch([
    db
      .select(adminColumns)
      .from(projects)
      .where(options.archived ? isNotNull(projects.archivedAt) : isNull(projects.archivedAt)),
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
    keptRecordsQuery(db),
  ]);
  const keptBy = new Map(kept.map((k) => [k.projectId, keptOf(k)]));
  const countBy = new Map(counts.map((c) => [c.projectId, c.n]));
  const heroBy = new Map<number, ProjectImage>();
  for (const img of heroes) {
    const current = heroBy.get(img.projectId);
    if (!current || (img.isHero && !current.isHero)) heroBy.set(img.projectId, img);
  }
  return rows
    .map((r) => {
      const hero = heroBy.get(r.id);
      return toAdminProject(
        r,
        countBy.get(r.id) ?? 0,
        hero ? toImageView(hero) : null,
        keptBy.get(r.id) ?? NO_KEPT_RECORDS,
      );
    })
    .sort(compareAdmin);
}

export async function listImages(db: Db, projectId: number): Promise<ProjectImage[]> {
  return sortedRows(db, projectImages, eq(projectImages.projectId, projectId));
}

export async function getAdminProject(db: Db, id: number): Promise<AdminProjectDetail | null> {
  const row = await db.select(adminColumns).from(projects).where(eq(projects.id, id)).get();
  if (!row) return null;
  const images = (await listImages(db, id)).map(toImageView);
  const hero = images.find((i) => i.isHero) ?? images[0] ?? null;
  return { ...toAdminProject(row, images.length, hero, await keptRecordsOf(db, id)), images };
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
): Promise<boolean | "archived"> {
  const current = await getProjectRow(db, id);
  if (!current) return false;
  // An archived project stays off the public site until it is restored (a trigger enforces it too).
  if (current.archivedAt && patch.published === true) return "archived";
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
 *
 * A project holding a signed (or partly signed) proposal or a paid deposit is never deleted
 * (issue 25): `{ kept }` says what it holds, and nothing changes. The check here gives the clear
 * answer; migration 0009's BEFORE DELETE triggers (on the records, which a project delete
 * cascades to) are the lock for any code path, and their abort (a signature landing between the
 * check and the batch) is answered the same way.
 */
export async function deleteProject(
  db: Db,
  id: number,
  actor: SessionUser,
): Promise<{ imagePaths: string[]; privateKeys: string[] } | { kept: KeptRecords } | null> {
  const project = await getProjectRow(db, id);
  if (!project) return null;
  const kept = await keptRecordsOf(db, id);
  if (hasKeptRecords(kept)) return { kept };
  const [images, docs, reservations, requests] = await db.batch([
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
    db
      .select({ id: signatureRequests.id })
      .from(signatureRequests)
      .where(eq(signatureRequests.projectId, id)),
  ]);
  const imagePaths = images.flatMap((i) => [i.imagePath, ...i.variants.map((v) => v.path)]);
  const privateKeys = [...docs.map((d) => d.key), ...reservations.map((r) => r.key)];
  const docIds = docs.map((d) => d.id);
  const requestIds = requests.map((r) => r.id);
  const signerIds =
    requestIds.length > 0
      ? (
          await db
            .select({ id: signatureSigners.id })
            .from(signatureSigners)
            .where(inArray(signatureSigners.requestId, requestIds))
            .all()
        ).map((r) => r.id)
      : [];
  // Children explicitly, not only through ON DELETE CASCADE: the result must not depend on the
  // connection's foreign_keys pragma. Unsigned, unpaid proposals go with the project (the
  // triggers refuse the batch if one was signed or paid meanwhile).
  try {
    await runBatch(db, [
      ...(signerIds.length > 0
        ? [db.delete(signerCodes).where(inArray(signerCodes.signerId, signerIds))]
        : []),
      ...(requestIds.length > 0
        ? [
            db.delete(proposalEvents).where(inArray(proposalEvents.requestId, requestIds)),
            db.delete(proposalPayments).where(inArray(proposalPayments.requestId, requestIds)),
            db.delete(signatureSigners).where(inArray(signatureSigners.requestId, requestIds)),
            db.delete(signatureRequests).where(inArray(signatureRequests.id, requestIds)),
          ]
        : []),
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
  } catch (err) {
    if (isSignedRecordsKept(err)) return { kept: await keptRecordsOf(db, id) };
    throw err;
  }
  return { imagePaths, privateKeys };
}

/**
 * Archives a project (issue 25): off the public site (unpublished, remembering whether it was
 * published), out of the admin's default list and the portal, and its private link revoked (a
 * restored project never re-opens an old link: the admin issues a new one). One batch with its
 * audit entry. Returns false when there is no such project, "already" when it is archived.
 */
export async function archiveProject(db: Db, id: number, actor: SessionUser): Promise<boolean | "already"> {
  const project = await getProjectRow(db, id);
  if (!project) return false;
  if (project.archivedAt) return "already";
  const at = now();
  await runBatch(db, [
    db
      .update(projects)
      .set({
        archivedAt: at,
        archivedPublished: project.published,
        published: false,
        accessTokenHash: null,
        accessTokenCiphertext: null,
        accessTokenCreatedAt: null,
        accessTokenExpiresAt: null,
        accessTokenLastUsedAt: null,
        updatedAt: at,
      })
      .where(and(eq(projects.id, id), isNull(projects.archivedAt))),
    // Signers' own proposal links end with it too: restore brings no link back (decision 0010).
    db
      .update(signerLinks)
      .set({ revokedAt: at, revokedReason: "archived", revokedByUserId: actor.id })
      .where(and(eq(signerLinks.projectId, id), isNull(signerLinks.revokedAt))),
    auditStatement(db, actor, {
      action: "project.archive",
      entityType: "project",
      entityId: id,
      detail: {
        title: project.title,
        wasPublished: project.published,
        revokedClientLink: Boolean(project.accessTokenHash),
      },
    }),
  ]);
  return true;
}

/**
 * Restores an archived project: back in the admin's list and the portal, and back in the
 * portfolio (at its old position) when it was published before. The private link stays revoked.
 */
export async function restoreProject(db: Db, id: number, actor: SessionUser): Promise<boolean | "active"> {
  const project = await getProjectRow(db, id);
  if (!project) return false;
  if (!project.archivedAt) return "active";
  await runBatch(db, [
    db
      .update(projects)
      .set({
        archivedAt: null,
        published: project.archivedPublished,
        archivedPublished: false,
        // A restored project starts without a private link, whatever was written while archived.
        accessTokenHash: null,
        accessTokenCiphertext: null,
        accessTokenCreatedAt: null,
        accessTokenExpiresAt: null,
        accessTokenLastUsedAt: null,
        updatedAt: now(),
      })
      .where(and(eq(projects.id, id), isNotNull(projects.archivedAt))),
    auditStatement(db, actor, {
      action: "project.restore",
      entityType: "project",
      entityId: id,
      detail: { title: project.title, republished: project.archivedPublished },
    }),
  ]);
  return true;
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
