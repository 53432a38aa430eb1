/**
 * Project documents: the admin's list (every version, client uploads, latest feedback), creation
 * from a verified upload (optionally as a new version of a current document), opening and
 * deletion. Multi-row changes are one batch.
 */
import { and, asc, desc, eq, inArray, isNull, ne, notExists, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { AdminDocument, DocumentCategory, DocumentFeedbackSummary } from "../../src/shared/documents";
import { runBatch } from "../db/batch";
import { newestRows } from "../db/rows";
import {
  type Document,
  documentFeedback,
  documentPins,
  documents,
  now,
  signatureRequests,
} from "../db/schema";
import type { Db } from "../types";

export function documentPath(id: number): string {
  return `/api/documents/${id}`;
}

export function chainIdOf(doc: Pick<Document, "id" | "replacesDocumentId">): number {
  return doc.replacesDocumentId ?? doc.id;
}

function toAdminDocument(doc: Document, feedback: DocumentFeedbackSummary | null): AdminDocument {
  return {
    id: doc.id,
    projectId: doc.projectId,
    title: doc.title,
    description: doc.description,
    category: doc.category,
    fileName: doc.fileName,
    fileSize: doc.fileSize,
    mimeType: doc.mimeType,
    source: doc.source,
    chainId: chainIdOf(doc),
    replacesDocumentId: doc.replacesDocumentId,
    supersededAt: doc.supersededAt,
    lastViewedAt: doc.lastViewedAt,
    lastDownloadedAt: doc.lastDownloadedAt,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    url: documentPath(doc.id),
    feedback,
  };
}

/** Every document of a project for the admin: current and superseded, studio and client. */
type FeedbackRow = typeof documentFeedback.$inferSelect;

function feedbackSummary(f: FeedbackRow): DocumentFeedbackSummary {
  return { status: f.status, comment: f.comment, authorName: f.authorName, createdAt: f.createdAt };
}

/** Each document's newest feedback (approval or change request), for the admin and the portal. */
export async function latestFeedbackRows(db: Db, documentIds: number[]): Promise<Map<number, FeedbackRow>> {
  const latest = new Map<number, FeedbackRow>();
  if (documentIds.length === 0) return latest;
  const rows = await newestRows(db, documentFeedback, inArray(documentFeedback.documentId, documentIds));
  for (const f of rows) if (!latest.has(f.documentId)) latest.set(f.documentId, f);
  return latest;
}

export async function listProjectDocumentsForAdmin(db: Db, projectId: number): Promise<AdminDocument[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(eq(documents.projectId, projectId))
    .orderBy(asc(documents.category), asc(documents.sortOrder), desc(documents.createdAt), desc(documents.id))
    .all();
  if (rows.length === 0) return [];
  const latest = await latestFeedbackRows(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const f = latest.get(r.id);
    return toAdminDocument(r, f ? feedbackSummary(f) : null);
  });
}

export async function getDocument(db: Db, id: number): Promise<Document | undefined> {
  return db.select().from(documents).where(eq(documents.id, id)).get();
}

export async function getAdminDocument(db: Db, id: number): Promise<AdminDocument | undefined> {
  const doc = await getDocument(db, id);
  if (!doc) return undefined;
  const feedback = (await latestFeedbackRows(db, [id])).get(id);
  return toAdminDocument(doc, feedback ? feedbackSummary(feedback) : null);
}

/** A current (not superseded) studio document of this project and category, to be replaced. */
export async function findReplaceableDocument(
  db: Db,
  args: { id: number; projectId: number; category: DocumentCategory },
): Promise<Document | undefined> {
  return db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.id, args.id),
        eq(documents.projectId, args.projectId),
        eq(documents.category, args.category),
        eq(documents.source, "studio"),
        isNull(documents.supersededAt),
      ),
    )
    .get();
}

export type NewStudioDocument = {
  projectId: number;
  category: DocumentCategory;
  title: string;
  description: string | null;
  fileName: string;
  fileSize: number;
  mimeType: string;
  objectPath: string;
  uploadedByUserId: number;
  replaces: Document | null;
  /** A PDF's page count, read from byte ranges at registration (issue 25); else null. */
  pageCount?: number | null;
};

/**
 * Inserts the document, points its fileUrl at the API route, supersedes the replaced version, and
 * runs the caller's extra statements (reservation completion, audit) in the same batch.
 */
export async function createStudioDocument(
  db: Db,
  input: NewStudioDocument,
  extra: BatchItem<"sqlite">[],
): Promise<Document> {
  const at = now();
  const statements: BatchItem<"sqlite">[] = [
    db.insert(documents).values({
      projectId: input.projectId,
      title: input.title,
      description: input.description,
      category: input.category,
      fileName: input.fileName,
      fileSize: input.fileSize,
      mimeType: input.mimeType,
      objectPath: input.objectPath,
      pageCount: input.pageCount ?? null,
      source: "studio",
      uploadedByUserId: input.uploadedByUserId,
      replacesDocumentId: input.replaces ? chainIdOf(input.replaces) : null,
      createdAt: at,
      updatedAt: at,
    }),
    // The id is known only once inserted; the row serves its file through /api/documents/<id>.
    db
      .update(documents)
      .set({ fileUrl: sql`'/api/documents/' || ${documents.id}` })
      .where(eq(documents.objectPath, input.objectPath)),
  ];
  if (input.replaces) {
    statements.push(
      db
        .update(documents)
        .set({ supersededAt: at })
        .where(and(eq(documents.id, input.replaces.id), isNull(documents.supersededAt))),
      // Pinned feedback (issue 19): the open pins move to the new version (they keep their
      // number and show as from the previous version); resolved ones stay with theirs.
      db
        .update(documentPins)
        .set({
          documentId: sql`(SELECT ${documents.id} FROM ${documents} WHERE ${documents.objectPath} = ${input.objectPath})`,
        })
        .where(and(eq(documentPins.documentId, input.replaces.id), eq(documentPins.status, "open"))),
    );
  }
  await runBatch(db, [...statements, ...extra]);
  const created = await db.select().from(documents).where(eq(documents.objectPath, input.objectPath)).get();
  if (!created) throw new Error("Document row missing after insert");
  return created;
}

/** Records that a client opened (inline) or downloaded (attachment) a document. */
export async function markDocumentOpened(
  db: Db,
  id: number,
  disposition: "inline" | "attachment",
): Promise<void> {
  const at = now();
  await db
    .update(documents)
    .set(disposition === "inline" ? { lastViewedAt: at } : { lastDownloadedAt: at })
    .where(eq(documents.id, id));
}

/**
 * Deletes a document row (feedback cascades). When it was the current version of a chain, the
 * most recent earlier version becomes current again, so the client never loses the document.
 */
export async function deleteDocumentRow(db: Db, doc: Document, extra: BatchItem<"sqlite">[]): Promise<void> {
  const statements: BatchItem<"sqlite">[] = [db.delete(documents).where(eq(documents.id, doc.id))];
  if (!doc.supersededAt) {
    const chainId = chainIdOf(doc);
    const previous = await db
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.projectId, doc.projectId),
          ne(documents.id, doc.id),
          or(eq(documents.id, chainId), eq(documents.replacesDocumentId, chainId)),
        ),
      )
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .get();
    if (previous) {
      statements.push(db.update(documents).set({ supersededAt: null }).where(eq(documents.id, previous.id)));
      // Pins carried over onto the deleted version go back with the one restored, before the
      // delete cascades to them; pins placed on the deleted version itself go with it.
      statements.unshift(
        db
          .update(documentPins)
          .set({ documentId: previous.id })
          .where(and(eq(documentPins.documentId, doc.id), ne(documentPins.originDocumentId, doc.id))),
      );
    }
  }
  await runBatch(db, [...statements, ...extra]);
}

/**
 * A PDF's page count, counted once (issue 25): set only where none is stored yet, so two readers
 * counting at once write the same number once.
 */
export async function storePageCount(db: Db, documentId: number, pageCount: number): Promise<void> {
  await db
    .update(documents)
    .set({ pageCount })
    .where(and(eq(documents.id, documentId), isNull(documents.pageCount)));
}

/**
 * A document's new title and/or description (PUT /api/documents/:id), unless a signature request
 * is open on it (its version is locked while out for signature, decision 0010). The condition is
 * in the statement itself, so a request sent meanwhile wins; `audit` (an auditIfChangedStatement)
 * is written only if the row changed. Whether it changed.
 */
export async function updateDocumentDetails(
  db: Db,
  id: number,
  fields: { title?: string; description?: string | null },
  audit: BatchItem<"sqlite">,
): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .update(documents)
      .set(fields)
      .where(
        and(
          eq(documents.id, id),
          notExists(
            db
              .select({ id: signatureRequests.id })
              .from(signatureRequests)
              .where(and(eq(signatureRequests.documentId, id), eq(signatureRequests.status, "open"))),
          ),
        ),
      )
      .returning({ id: documents.id }),
    audit,
  ]);
  return updated.length > 0;
}
