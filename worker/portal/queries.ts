/**
 * What a client may see of a project, and the few things a client may change (feedback, uploads,
 * view/download times). Every function takes the project the caller was already allowed into;
 * documents are always looked up *within* that project, so an id from another project is simply
 * not found.
 */
import { and, desc, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  CLIENT_UPLOAD_CATEGORY,
  type ClientProjectSummary,
  type FeedbackStatus,
  isPortalCategory,
  PORTAL_CATEGORIES,
  type PortalCategory,
  type PortalCoverImage,
  type PortalDocument,
  type PortalFeedback,
  type PortalListedDocument,
  type PortalMeeting,
  type PortalProjectView,
  type PortalUpload,
} from "../../src/shared/portal";
import { projectDisplayName } from "../../src/shared/project";
import { newestRows } from "../db/rows";
import {
  type Document,
  documentFeedback,
  documents,
  meetings,
  type Project,
  projectClients,
  projects,
} from "../db/schema";
import { latestFeedbackRows } from "../documents/queries";
import { listImages } from "../projects/queries";
import { projectIdOf } from "../projects/queries-lookup";
import type { Db } from "../types";

/**
 * Who is looking: the holder of a project's private link, or a signed-in client assigned to it.
 * Client uploads are shown per viewer: a signed-in client sees the files they sent, the link sees
 * the files sent through links (never another signed-in person's).
 */
export type PortalViewer = { kind: "token" } | { kind: "client"; userId: number; firstName: string | null };

/** The client's own assignment row of each project (a left join: there may be none). */
const assignmentOf = (userId: number) =>
  and(eq(projectClients.projectId, projects.id), eq(projectClients.userId, userId));

/** A project the client may open: not archived (issue 25), and theirs by assignment or by name. */
const openToClient = (userId: number) =>
  and(isNull(projects.archivedAt), or(eq(projectClients.userId, userId), eq(projects.clientUserId, userId)));

/** The projects a signed-in client is assigned to, most recent first. */
export async function listClientProjects(db: Db, userId: number): Promise<ClientProjectSummary[]> {
  const rows = await db
    .select({
      id: projects.id,
      clientProjectName: projects.clientProjectName,
      title: projects.title,
      status: projects.status,
      category: projects.category,
      year: projects.year,
      createdAt: projects.createdAt,
      projectAddress: projects.projectAddress,
      clientUserId: projects.clientUserId,
      ownName: projects.clientName,
      ownEmail: projects.clientEmail,
      ownPhone: projects.clientPhone,
      assignmentName: projectClients.clientName,
      assignmentEmail: projectClients.clientEmail,
      assignmentPhone: projectClients.clientPhone,
    })
    .from(projects)
    .leftJoin(projectClients, assignmentOf(userId))
    // Archived projects are out of the portal (issue 25).
    .where(openToClient(userId))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .all();
  return rows.map((r) => {
    // Only the caller's own contact details: the assignment row is theirs; the project's
    // clientName/Email/Phone are theirs only when the project names them as its client user.
    const viaAssignment = r.assignmentEmail !== null;
    return {
      id: r.id,
      clientProjectName: projectDisplayName(r),
      status: r.status,
      category: r.category,
      year: r.year,
      createdAt: r.createdAt,
      projectAddress: r.projectAddress,
      clientName: viaAssignment ? r.assignmentName : r.ownName,
      clientEmail: viaAssignment ? r.assignmentEmail : r.ownEmail,
      clientPhone: viaAssignment ? r.assignmentPhone : r.ownPhone,
    };
  });
}

/** The project, if this client is assigned to it. */
export async function findClientProject(db: Db, userId: number, projectId: number): Promise<Project | null> {
  const row = await db
    .select({ project: projects })
    .from(projects)
    .leftJoin(projectClients, assignmentOf(userId))
    .where(and(eq(projects.id, projectId), openToClient(userId)))
    .get();
  return row?.project ?? null;
}

/** The most recent project of this client (the default of GET /api/portal/project). */
export async function findLatestClientProject(db: Db, userId: number): Promise<Project | null> {
  const [first] = await listClientProjects(db, userId);
  return first ? findClientProject(db, userId, first.id) : null;
}

/** Client uploads this viewer may see: their own (signed in) or those sent through a link. */
function uploadsOf(viewer: PortalViewer): SQL {
  return viewer.kind === "client"
    ? eq(documents.uploadedByUserId, viewer.userId)
    : isNull(documents.uploadedByUserId);
}

/** Documents of the project this viewer may open: current studio documents and their own uploads. */
function visibleTo(projectId: number, viewer: PortalViewer): SQL {
  return and(
    eq(documents.projectId, projectId),
    isNull(documents.supersededAt),
    or(
      and(eq(documents.source, "studio"), inArray(documents.category, [...PORTAL_CATEGORIES])),
      and(eq(documents.source, "client"), eq(documents.category, CLIENT_UPLOAD_CATEGORY), uploadsOf(viewer)),
    ),
  ) as SQL;
}

/** The project a document belongs to (to check a signed-in client's assignment first). */
export async function documentProjectId(db: Db, documentId: number): Promise<number | null> {
  return projectIdOf(db, documents, documentId);
}

export async function findVisibleDocument(
  db: Db,
  projectId: number,
  viewer: PortalViewer,
  documentId: number,
): Promise<Document | null> {
  const row = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), visibleTo(projectId, viewer)))
    .get();
  return row ?? null;
}

function toFeedback(row: typeof documentFeedback.$inferSelect): PortalFeedback {
  return {
    status: row.status,
    comment: row.comment,
    authorName: row.authorName,
    createdAt: row.createdAt,
  };
}

/** What the portal shows of any document it lists, whatever its section. */
function documentFields(row: Document, feedback: PortalFeedback | null): Omit<PortalDocument, "category"> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    fileName: row.fileName,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    isUpdated: row.replacesDocumentId !== null,
    feedback,
    openedAt: openedAt(row),
  };
}

/** The later of the client's last view and last download (ISO strings compare in time order). */
function openedAt(row: Pick<Document, "lastViewedAt" | "lastDownloadedAt">): string | null {
  const { lastViewedAt: viewed, lastDownloadedAt: downloaded } = row;
  if (viewed && downloaded) return viewed > downloaded ? viewed : downloaded;
  return viewed ?? downloaded;
}

/** Current studio documents of the three sections, each with its latest feedback. */
export async function listPortalDocuments(db: Db, projectId: number): Promise<PortalDocument[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.projectId, projectId),
        isNull(documents.supersededAt),
        eq(documents.source, "studio"),
        inArray(documents.category, [...PORTAL_CATEGORIES]),
      ),
    )
    .orderBy(documents.sortOrder, desc(documents.createdAt), desc(documents.id))
    .all();
  const latestRows = await latestFeedbackRows(
    db,
    rows.map((r) => r.id),
  );
  const latest = new Map<number, PortalFeedback>();
  for (const [id, f] of latestRows) latest.set(id, toFeedback(f));
  const out: PortalDocument[] = [];
  for (const row of rows) {
    if (isPortalCategory(row.category))
      out.push({ ...documentFields(row, latest.get(row.id) ?? null), category: row.category });
  }
  return out;
}

/** The files this viewer sent to the studio, newest first. */
async function listViewerUploads(db: Db, projectId: number, viewer: PortalViewer): Promise<Document[]> {
  return newestRows(
    db,
    documents,
    and(
      eq(documents.projectId, projectId),
      eq(documents.source, "client"),
      eq(documents.category, CLIENT_UPLOAD_CATEGORY),
      uploadsOf(viewer),
    ),
  );
}

function toPortalUpload(row: Document): PortalUpload {
  return {
    id: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    createdAt: row.createdAt,
  };
}

/** A file the viewer sent, as an entry of the view's `documents` list. */
function uploadAsListed(row: Document): PortalListedDocument {
  return {
    ...documentFields(row, null),
    category: CLIENT_UPLOAD_CATEGORY,
    source: "client",
  };
}

/** The hero image of the project (else its first): the portal opens on it. */
async function findCoverImage(db: Db, projectId: number): Promise<PortalCoverImage | null> {
  const images = await listImages(db, projectId);
  const hero = images.find((i) => i.isHero) ?? images[0];
  if (!hero) return null;
  return {
    imagePath: hero.imagePath,
    altText: hero.altText,
    width: hero.width,
    height: hero.height,
    variants: hero.variants,
  };
}

/** Meetings of the project: upcoming (soonest first), then past (most recent first). */
export async function listPortalMeetings(
  db: Db,
  projectId: number,
  at = Date.now(),
): Promise<PortalMeeting[]> {
  const rows = await db
    .select({
      id: meetings.id,
      title: meetings.title,
      scheduledFor: meetings.scheduledFor,
      durationMinutes: meetings.durationMinutes,
    })
    .from(meetings)
    .where(eq(meetings.projectId, projectId))
    .orderBy(meetings.scheduledFor, meetings.id)
    .all();
  const withFlag = rows.map((m) => ({ ...m, upcoming: Date.parse(m.scheduledFor) > at }));
  return [...withFlag.filter((m) => m.upcoming), ...withFlag.filter((m) => !m.upcoming).reverse()];
}

export async function meetingProjectId(db: Db, meetingId: number): Promise<number | null> {
  return projectIdOf(db, meetings, meetingId);
}

export async function findPortalMeeting(db: Db, projectId: number, meetingId: number) {
  const row = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.projectId, projectId)))
    .get();
  return row ?? null;
}

/** The whole portal view of one project; only fields meant for the client leave this function. */
export async function portalProjectView(
  db: Db,
  project: Project,
  viewer: PortalViewer,
): Promise<PortalProjectView> {
  const [docs, meetingList, uploads, coverImage] = await Promise.all([
    listPortalDocuments(db, project.id),
    listPortalMeetings(db, project.id),
    listViewerUploads(db, project.id, viewer),
    findCoverImage(db, project.id),
  ]);
  const sections: Record<PortalCategory, PortalDocument[]> = {
    design_fee_proposal: [],
    visual_documents: [],
    product_selections: [],
  };
  for (const d of docs) sections[d.category].push(d);
  // The same documents `visibleTo` lets this viewer open: sections in order, then their uploads.
  const listed: PortalListedDocument[] = [
    ...PORTAL_CATEGORIES.flatMap((c) => sections[c].map((d) => ({ ...d, source: "studio" as const }))),
    ...uploads.map(uploadAsListed),
  ];
  return {
    id: project.id,
    clientProjectName: projectDisplayName(project),
    description: project.description,
    projectAddress: project.projectAddress,
    category: project.category,
    year: project.year,
    status: project.status,
    createdAt: project.createdAt,
    documents: listed,
    sections,
    meetings: meetingList,
    uploads: uploads.map(toPortalUpload),
    coverImage,
  };
}

export async function addDocumentFeedback(
  db: Db,
  input: {
    documentId: number;
    status: FeedbackStatus;
    comment: string | null;
    authorName: string;
    authorUserId: number | null;
  },
): Promise<PortalFeedback> {
  const row = await db.insert(documentFeedback).values(input).returning().get();
  return toFeedback(row);
}

/**
 * Stores a file the client sent as a document (source client, category client_upload), in one
 * batch with `completeReservation` (the statement that marks its upload reservation used).
 */
export async function createClientUpload(
  db: Db,
  values: {
    projectId: number;
    fileName: string;
    fileSize: number;
    mimeType: string;
    objectPath: string;
    uploadedByUserId: number | null;
  },
  completeReservation: BatchItem<"sqlite">,
  /** More statements for the same batch (the studio's queued notice). */
  extra: BatchItem<"sqlite">[] = [],
): Promise<PortalUpload> {
  const insert = db
    .insert(documents)
    .values({
      projectId: values.projectId,
      title: values.fileName,
      description: null,
      category: CLIENT_UPLOAD_CATEGORY,
      fileName: values.fileName,
      fileSize: values.fileSize,
      mimeType: values.mimeType,
      objectPath: values.objectPath,
      source: "client",
      uploadedByUserId: values.uploadedByUserId,
    })
    .returning({
      id: documents.id,
      fileName: documents.fileName,
      fileSize: documents.fileSize,
      mimeType: documents.mimeType,
      createdAt: documents.createdAt,
    });
  const [inserted] = await db.batch([insert, completeReservation, ...extra]);
  const row = inserted[0];
  if (!row) throw new Error("The client upload was not stored");
  return row;
}
