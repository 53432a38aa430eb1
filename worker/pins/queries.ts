/**
 * Pinned feedback (issue 19): threads pinned to a point of a document version, and their messages.
 * Access is decided by the routes (worker/pins/router.ts); these functions trust their caller.
 */

import { and, asc, desc, eq, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { PinThread, ThreadAuthorKind, ThreadMessage, ThreadStatus } from "../../src/shared/pins";
import { projectDisplayName } from "../../src/shared/project";
import { runBatch } from "../db/batch";
import {
  type Document,
  type DocumentThread,
  documents,
  documentThreadMessages,
  documentThreads,
  now,
  pinDigests,
  projectClients,
  projects,
  users,
} from "../db/schema";
import { chainIdOf } from "../documents/queries";
import type { Db } from "../types";

export type ThreadAuthor = { kind: ThreadAuthorKind; name: string; userId: number | null };

function toMessage(row: typeof documentThreadMessages.$inferSelect): ThreadMessage {
  return {
    id: row.id,
    authorKind: row.authorKind,
    authorName: row.authorName,
    text: row.text,
    createdAt: row.createdAt,
  };
}

/** The threads of one document version (with their messages), newest activity first. */
export async function listThreads(db: Db, documentId: number): Promise<PinThread[]> {
  const threads = await db
    .select()
    .from(documentThreads)
    .where(eq(documentThreads.documentId, documentId))
    .orderBy(desc(documentThreads.updatedAt), desc(documentThreads.id))
    .all();
  return withMessages(db, threads);
}

async function withMessages(db: Db, threads: DocumentThread[]): Promise<PinThread[]> {
  if (threads.length === 0) return [];
  const messages = await db
    .select()
    .from(documentThreadMessages)
    .where(
      inArray(
        documentThreadMessages.threadId,
        threads.map((t) => t.id),
      ),
    )
    .orderBy(asc(documentThreadMessages.id))
    .all();
  return threads.map((thread) => {
    const own = messages.filter((m) => m.threadId === thread.id).map(toMessage);
    const last = own.at(-1);
    return {
      id: thread.id,
      number: thread.number,
      documentId: thread.documentId,
      page: thread.page,
      x: thread.x,
      y: thread.y,
      status: thread.status,
      fromPreviousVersion: thread.originDocumentId !== thread.documentId,
      createdAt: thread.createdAt,
      updatedAt: thread.updatedAt,
      resolvedAt: thread.resolvedAt,
      awaitingStudio: thread.status === "open" && last !== undefined && last.authorKind !== "studio",
      messages: own,
    };
  });
}

export async function getThread(db: Db, threadId: number): Promise<PinThread | null> {
  const row = await db.select().from(documentThreads).where(eq(documentThreads.id, threadId)).get();
  if (!row) return null;
  const [thread] = await withMessages(db, [row]);
  return thread ?? null;
}

/** A thread and the document version it is on (to check the caller may see that document). */
export async function findThreadDocument(
  db: Db,
  threadId: number,
): Promise<{ thread: DocumentThread; document: Document } | null> {
  const row = await db
    .select({ thread: documentThreads, document: documents })
    .from(documentThreads)
    .innerJoin(documents, eq(documents.id, documentThreads.documentId))
    .where(eq(documentThreads.id, threadId))
    .get();
  return row ?? null;
}

/**
 * Places a pin with its first message. The number is the next one on the document's chain (all
 * its versions), taken inside the insert itself, so two pins placed at once never share one.
 */
export async function createThread(
  db: Db,
  input: { document: Document; page: number; x: number; y: number; text: string; author: ThreadAuthor },
  extra: BatchItem<"sqlite">[],
): Promise<PinThread> {
  const chainId = chainIdOf(input.document);
  const at = now();
  const [inserted] = await db.batch([
    db
      .insert(documentThreads)
      .values({
        documentId: input.document.id,
        originDocumentId: input.document.id,
        chainId,
        number: sql`(SELECT COALESCE(MAX(${documentThreads.number}), 0) + 1 FROM ${documentThreads} WHERE ${documentThreads.chainId} = ${chainId})`,
        page: input.page,
        x: input.x,
        y: input.y,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: documentThreads.id }),
    db.insert(documentThreadMessages).values({
      threadId: sql`last_insert_rowid()`,
      authorKind: input.author.kind,
      authorName: input.author.name,
      authorUserId: input.author.userId,
      text: input.text,
      createdAt: at,
    }),
    ...extra,
  ] as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const id = (inserted as { id: number }[])[0]?.id;
  const thread = id === undefined ? null : await getThread(db, id);
  if (!thread) throw new Error("Thread missing after insert");
  return thread;
}

/** A reply; the thread's activity time moves with it (what "new since your last visit" reads). */
export async function addReply(
  db: Db,
  threadId: number,
  input: { text: string; author: ThreadAuthor },
  extra: BatchItem<"sqlite">[],
): Promise<ThreadMessage> {
  const at = now();
  const [inserted] = await db.batch([
    db
      .insert(documentThreadMessages)
      .values({
        threadId,
        authorKind: input.author.kind,
        authorName: input.author.name,
        authorUserId: input.author.userId,
        text: input.text,
        createdAt: at,
      })
      .returning(),
    // A client's reply waits for the studio's next e-mail about the document, as a new pin does.
    db
      .update(documentThreads)
      .set(input.author.kind === "studio" ? { updatedAt: at } : { updatedAt: at, studioNotifiedAt: null })
      .where(eq(documentThreads.id, threadId)),
    ...extra,
  ] as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const row = (inserted as (typeof documentThreadMessages.$inferSelect)[])[0];
  if (!row) throw new Error("Message missing after insert");
  return toMessage(row);
}

export async function setThreadStatus(
  db: Db,
  threadId: number,
  status: ThreadStatus,
  extra: BatchItem<"sqlite">[],
): Promise<void> {
  const at = now();
  await runBatch(db, [
    db
      .update(documentThreads)
      .set({ status, resolvedAt: status === "resolved" ? at : null, updatedAt: at })
      .where(eq(documentThreads.id, threadId)),
    ...extra,
  ]);
}

/** Open threads whose newest message is the client's, per document: the studio's to answer. */
export async function awaitingThreads(db: Db) {
  const lastAuthor = sql<string>`(SELECT ${documentThreadMessages.authorKind} FROM ${documentThreadMessages} WHERE ${documentThreadMessages.threadId} = ${documentThreads.id} ORDER BY ${documentThreadMessages.id} DESC LIMIT 1)`;
  const rows = await db
    .select({
      documentId: documents.id,
      projectId: documents.projectId,
      title: documents.title,
      projectTitle: projects.title,
      clientProjectName: projects.clientProjectName,
      awaiting: sql<number>`COUNT(*)`,
    })
    .from(documentThreads)
    .innerJoin(documents, eq(documents.id, documentThreads.documentId))
    .innerJoin(projects, eq(projects.id, documents.projectId))
    .where(and(eq(documentThreads.status, "open"), ne(lastAuthor, "studio")))
    .groupBy(documents.id)
    .orderBy(desc(sql`MAX(${documentThreads.updatedAt})`))
    .all();
  return rows.map(({ projectTitle, clientProjectName, ...row }) => ({
    ...row,
    projectName: projectDisplayName({ title: projectTitle, clientProjectName }),
  }));
}

/** E-mail addresses of the clients who wrote in a thread while signed in. */
export async function threadClientEmails(db: Db, threadId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(documentThreadMessages)
    .innerJoin(users, eq(users.id, documentThreadMessages.authorUserId))
    .where(
      and(eq(documentThreadMessages.threadId, threadId), eq(documentThreadMessages.authorKind, "client")),
    )
    .all();
  return rows.map((r) => r.email);
}

/** The project's assigned clients' addresses (a private-link visitor left none of their own). */
export async function projectClientEmails(db: Db, projectId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(users)
    .leftJoin(projectClients, eq(projectClients.userId, users.id))
    .leftJoin(projects, eq(projects.clientUserId, users.id))
    .where(
      and(eq(users.role, "client"), or(eq(projectClients.projectId, projectId), eq(projects.id, projectId))),
    )
    .all();
  return rows.map((r) => r.email);
}

// ---------------------------------------------------------------------------------------------
// The studio's e-mail about new pins: at most one per document per PIN_DIGEST_INTERVAL_MS
// ---------------------------------------------------------------------------------------------

export const PIN_DIGEST_INTERVAL_MS = 10 * 60 * 1000;

/** Document chains with pins the studio has not been told about and whose interval has passed. */
export async function dueDigestChains(db: Db, at: Date): Promise<number[]> {
  const cutoff = new Date(at.getTime() - PIN_DIGEST_INTERVAL_MS).toISOString();
  const rows = await db
    .selectDistinct({ chainId: documentThreads.chainId })
    .from(documentThreads)
    .leftJoin(pinDigests, eq(pinDigests.chainId, documentThreads.chainId))
    .where(
      and(
        isNull(documentThreads.studioNotifiedAt),
        or(isNull(pinDigests.lastSentAt), lte(pinDigests.lastSentAt, cutoff)),
      ),
    )
    .all();
  return rows.map((r) => r.chainId);
}

export type DigestPin = {
  threadId: number;
  number: number;
  page: number;
  documentId: number;
  title: string;
  projectId: number;
  projectName: string;
  authorName: string;
  text: string;
};

/**
 * A chain's pins the studio has not been told about, with the newest client message of each
 * (the pin's own comment, or the reply that brought it back): what the next digest lists.
 */
export async function unnotifiedPins(db: Db, chainId: number): Promise<DigestPin[]> {
  const rows = await db
    .select({
      threadId: documentThreads.id,
      number: documentThreads.number,
      page: documentThreads.page,
      documentId: documents.id,
      title: documents.title,
      projectId: projects.id,
      projectTitle: projects.title,
      clientProjectName: projects.clientProjectName,
      authorName: documentThreadMessages.authorName,
      text: documentThreadMessages.text,
    })
    .from(documentThreads)
    .innerJoin(documents, eq(documents.id, documentThreads.documentId))
    .innerJoin(projects, eq(projects.id, documents.projectId))
    .innerJoin(
      documentThreadMessages,
      eq(
        documentThreadMessages.id,
        sql`(SELECT MAX(m.id) FROM ${documentThreadMessages} m WHERE m.thread_id = ${documentThreads.id} AND m.author_kind != 'studio')`,
      ),
    )
    .where(and(eq(documentThreads.chainId, chainId), isNull(documentThreads.studioNotifiedAt)))
    .orderBy(asc(documentThreads.number))
    .all();
  return rows.map(({ projectTitle, clientProjectName, ...row }) => ({
    ...row,
    projectName: projectDisplayName({ title: projectTitle, clientProjectName }),
  }));
}

/**
 * The claim of a digest, for ONE batch with its queued e-mail (issue 25: a crash can neither lose
 * the digest nor send it twice). In order:
 * 1. `claim`: the chain's last e-mail time moves to `at`, only while the interval has passed;
 * 2. the caller's e-mail, written only `when` this batch made the claim: the chain's time is `at`
 *    and none of the listed pins has been told about meanwhile (a request with the same `at` that
 *    committed first);
 * 3. `stamp(ref)`: the listed pins marked told, only if that e-mail (its outbox ref) was written.
 * A pin placed after the caller read the list is not in it and waits for the next digest.
 */
export function digestClaimStatements(db: Db, chainId: number, at: Date, threadIds: number[]) {
  const stamp = at.toISOString();
  const cutoff = new Date(at.getTime() - PIN_DIGEST_INTERVAL_MS).toISOString();
  const listed = sql`(SELECT value FROM json_each(${JSON.stringify(threadIds)}))`;
  return {
    claim: db
      .insert(pinDigests)
      .values({ chainId, lastSentAt: stamp })
      .onConflictDoUpdate({
        target: pinDigests.chainId,
        set: { lastSentAt: stamp },
        setWhere: lte(pinDigests.lastSentAt, cutoff),
      }),
    when: sql`EXISTS (SELECT 1 FROM pin_digests WHERE chain_id = ${chainId} AND last_sent_at = ${stamp}) AND NOT EXISTS (SELECT 1 FROM document_threads WHERE id IN ${listed} AND studio_notified_at IS NOT NULL)`,
    stamp: (ref: string) =>
      db
        .update(documentThreads)
        .set({ studioNotifiedAt: stamp })
        .where(
          and(
            sql`${documentThreads.id} IN ${listed}`,
            isNull(documentThreads.studioNotifiedAt),
            sql`EXISTS (SELECT 1 FROM email_outbox WHERE ref = ${ref})`,
          ),
        )
        .returning({ threadId: documentThreads.id }),
  };
}
