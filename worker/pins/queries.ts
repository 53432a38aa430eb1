/**
 * Pinned feedback (issue 19): pins placed on a point of a document version, and their messages.
 * Access is decided by the routes (worker/pins/router.ts); these functions trust their caller.
 */

import { and, asc, desc, eq, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Pin, PinAuthorKind, PinMessage, PinStatus } from "../../src/shared/pins";
import { projectDisplayName } from "../../src/shared/project";
import { runBatch } from "../db/batch";
import {
  type Document,
  type DocumentPin,
  documentPinMessages,
  documentPins,
  documents,
  now,
  pinDigests,
  projectClients,
  projects,
  users,
} from "../db/schema";
import { chainIdOf } from "../documents/queries";
import type { Db } from "../types";

export type PinAuthor = { kind: PinAuthorKind; name: string; userId: number | null };

function toMessage(row: typeof documentPinMessages.$inferSelect): PinMessage {
  return {
    id: row.id,
    authorKind: row.authorKind,
    authorName: row.authorName,
    text: row.text,
    createdAt: row.createdAt,
  };
}

/** The pins of one document version (with their messages), newest activity first. */
export async function listPins(db: Db, documentId: number): Promise<Pin[]> {
  const pins = await db
    .select()
    .from(documentPins)
    .where(eq(documentPins.documentId, documentId))
    .orderBy(desc(documentPins.updatedAt), desc(documentPins.id))
    .all();
  return withMessages(db, pins);
}

async function withMessages(db: Db, pins: DocumentPin[]): Promise<Pin[]> {
  if (pins.length === 0) return [];
  const messages = await db
    .select()
    .from(documentPinMessages)
    .where(
      inArray(
        documentPinMessages.pinId,
        pins.map((p) => p.id),
      ),
    )
    .orderBy(asc(documentPinMessages.id))
    .all();
  return pins.map((pin) => {
    const own = messages.filter((m) => m.pinId === pin.id).map(toMessage);
    const last = own.at(-1);
    return {
      id: pin.id,
      number: pin.number,
      documentId: pin.documentId,
      page: pin.page,
      x: pin.x,
      y: pin.y,
      status: pin.status,
      fromPreviousVersion: pin.originDocumentId !== pin.documentId,
      createdAt: pin.createdAt,
      updatedAt: pin.updatedAt,
      resolvedAt: pin.resolvedAt,
      awaitingStudio: pin.status === "open" && last !== undefined && last.authorKind !== "studio",
      messages: own,
    };
  });
}

export async function getPin(db: Db, pinId: number): Promise<Pin | null> {
  const row = await db.select().from(documentPins).where(eq(documentPins.id, pinId)).get();
  if (!row) return null;
  const [pin] = await withMessages(db, [row]);
  return pin ?? null;
}

/** A pin and the document version it is on (to check the caller may see that document). */
export async function findPinDocument(
  db: Db,
  pinId: number,
): Promise<{ pin: DocumentPin; document: Document } | null> {
  const row = await db
    .select({ pin: documentPins, document: documents })
    .from(documentPins)
    .innerJoin(documents, eq(documents.id, documentPins.documentId))
    .where(eq(documentPins.id, pinId))
    .get();
  return row ?? null;
}

/**
 * Places a pin with its first message. The number is the next one on the document's chain (all
 * its versions), taken inside the insert itself, so two pins placed at once never share one.
 */
export async function createPin(
  db: Db,
  input: { document: Document; page: number; x: number; y: number; text: string; author: PinAuthor },
  extra: BatchItem<"sqlite">[],
): Promise<Pin> {
  const chainId = chainIdOf(input.document);
  const at = now();
  const [inserted] = await db.batch([
    db
      .insert(documentPins)
      .values({
        documentId: input.document.id,
        originDocumentId: input.document.id,
        chainId,
        number: sql`(SELECT COALESCE(MAX(${documentPins.number}), 0) + 1 FROM ${documentPins} WHERE ${documentPins.chainId} = ${chainId})`,
        page: input.page,
        x: input.x,
        y: input.y,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: documentPins.id }),
    db.insert(documentPinMessages).values({
      pinId: sql`last_insert_rowid()`,
      authorKind: input.author.kind,
      authorName: input.author.name,
      authorUserId: input.author.userId,
      text: input.text,
      createdAt: at,
    }),
    ...extra,
  ] as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const id = (inserted as { id: number }[])[0]?.id;
  const pin = id === undefined ? null : await getPin(db, id);
  if (!pin) throw new Error("Pin missing after insert");
  return pin;
}

/** A reply; the pin's activity time moves with it (what "new since your last visit" reads). */
export async function addReply(
  db: Db,
  pinId: number,
  input: { text: string; author: PinAuthor },
  extra: BatchItem<"sqlite">[],
): Promise<PinMessage> {
  const at = now();
  const [inserted] = await db.batch([
    db
      .insert(documentPinMessages)
      .values({
        pinId,
        authorKind: input.author.kind,
        authorName: input.author.name,
        authorUserId: input.author.userId,
        text: input.text,
        createdAt: at,
      })
      .returning(),
    // A client's reply waits for the studio's next e-mail about the document, as a new pin does.
    db
      .update(documentPins)
      .set(input.author.kind === "studio" ? { updatedAt: at } : { updatedAt: at, studioNotifiedAt: null })
      .where(eq(documentPins.id, pinId)),
    ...extra,
  ] as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const row = (inserted as (typeof documentPinMessages.$inferSelect)[])[0];
  if (!row) throw new Error("Message missing after insert");
  return toMessage(row);
}

export async function setPinStatus(
  db: Db,
  pinId: number,
  status: PinStatus,
  extra: BatchItem<"sqlite">[],
): Promise<void> {
  const at = now();
  await runBatch(db, [
    db
      .update(documentPins)
      .set({ status, resolvedAt: status === "resolved" ? at : null, updatedAt: at })
      .where(eq(documentPins.id, pinId)),
    ...extra,
  ]);
}

/** Open pins whose newest message is the client's, per document: the studio's to answer. */
export async function awaitingPins(db: Db) {
  const lastAuthor = sql<string>`(SELECT ${documentPinMessages.authorKind} FROM ${documentPinMessages} WHERE ${documentPinMessages.pinId} = ${documentPins.id} ORDER BY ${documentPinMessages.id} DESC LIMIT 1)`;
  const rows = await db
    .select({
      documentId: documents.id,
      projectId: documents.projectId,
      title: documents.title,
      projectTitle: projects.title,
      clientProjectName: projects.clientProjectName,
      awaiting: sql<number>`COUNT(*)`,
    })
    .from(documentPins)
    .innerJoin(documents, eq(documents.id, documentPins.documentId))
    .innerJoin(projects, eq(projects.id, documents.projectId))
    .where(and(eq(documentPins.status, "open"), ne(lastAuthor, "studio")))
    .groupBy(documents.id)
    .orderBy(desc(sql`MAX(${documentPins.updatedAt})`))
    .all();
  return rows.map(({ projectTitle, clientProjectName, ...row }) => ({
    ...row,
    projectName: projectDisplayName({ title: projectTitle, clientProjectName }),
  }));
}

/** E-mail addresses of the clients who wrote in a pin while signed in. */
export async function pinClientEmails(db: Db, pinId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(documentPinMessages)
    .innerJoin(users, eq(users.id, documentPinMessages.authorUserId))
    .where(and(eq(documentPinMessages.pinId, pinId), eq(documentPinMessages.authorKind, "client")))
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
    .selectDistinct({ chainId: documentPins.chainId })
    .from(documentPins)
    .leftJoin(pinDigests, eq(pinDigests.chainId, documentPins.chainId))
    .where(
      and(
        isNull(documentPins.studioNotifiedAt),
        or(isNull(pinDigests.lastSentAt), lte(pinDigests.lastSentAt, cutoff)),
      ),
    )
    .all();
  return rows.map((r) => r.chainId);
}

export type DigestPin = {
  pinId: number;
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
 * (the pin's first message, or the reply that brought it back): what the next digest lists.
 */
export async function unnotifiedPins(db: Db, chainId: number): Promise<DigestPin[]> {
  const rows = await db
    .select({
      pinId: documentPins.id,
      number: documentPins.number,
      page: documentPins.page,
      documentId: documents.id,
      title: documents.title,
      projectId: projects.id,
      projectTitle: projects.title,
      clientProjectName: projects.clientProjectName,
      authorName: documentPinMessages.authorName,
      text: documentPinMessages.text,
    })
    .from(documentPins)
    .innerJoin(documents, eq(documents.id, documentPins.documentId))
    .innerJoin(projects, eq(projects.id, documents.projectId))
    .innerJoin(
      documentPinMessages,
      eq(
        documentPinMessages.id,
        sql`(SELECT MAX(m.id) FROM ${documentPinMessages} m WHERE m.thread_id = ${documentPins.id} AND m.author_kind != 'studio')`,
      ),
    )
    .where(and(eq(documentPins.chainId, chainId), isNull(documentPins.studioNotifiedAt)))
    .orderBy(asc(documentPins.number))
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
export function digestClaimStatements(db: Db, chainId: number, at: Date, pinIds: number[]) {
  const stamp = at.toISOString();
  const cutoff = new Date(at.getTime() - PIN_DIGEST_INTERVAL_MS).toISOString();
  const listed = sql`(SELECT value FROM json_each(${JSON.stringify(pinIds)}))`;
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
        .update(documentPins)
        .set({ studioNotifiedAt: stamp })
        .where(
          and(
            sql`${documentPins.id} IN ${listed}`,
            isNull(documentPins.studioNotifiedAt),
            sql`EXISTS (SELECT 1 FROM email_outbox WHERE ref = ${ref})`,
          ),
        )
        .returning({ pinId: documentPins.id }),
  };
}
