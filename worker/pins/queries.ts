/**
 * Pinned feedback (issue 19): pins placed on a point of a document version or, since issue 29
 * item 2, of a selection piece's photo (the pin's target, decision 0011), and their messages.
 * Access is decided by the routes (worker/pins/router.ts); these functions trust their caller.
 */

import { and, asc, desc, eq, isNotNull, isNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Pin, PinAuthorKind, PinMessage, PinStatus } from "../../src/shared/pins";
import { projectDisplayName } from "../../src/shared/project";
import { runBatch } from "../db/batch";
import { inIdList } from "../db/id-list";
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
  type SelectionItem,
  selectionItems,
  selectionPinDigests,
  users,
} from "../db/schema";
import { chainIdOf } from "../documents/queries";
import type { Db } from "../types";

export type PinAuthor = { kind: PinAuthorKind; name: string; userId: number | null };

/** What a pin is placed on: a document version, or one photo (its address) of a selection piece. */
export type PinTarget =
  | { kind: "document"; document: Document }
  | { kind: "photo"; item: SelectionItem; photo: string };

/**
 * The targets and digest groups are built here, not as literals in the files that write e-mails:
 * tests/worker/activity-labels.test.ts reads every `kind:` literal of those files as an e-mail kind.
 */
export const documentTarget = (document: Document): PinTarget => ({ kind: "document", document });
export const photoTarget = (item: SelectionItem, photo: string): PinTarget => ({
  kind: "photo",
  item,
  photo,
});

/** The pin's project, whatever its target. */
export function targetProjectId(target: PinTarget): number {
  return target.kind === "document" ? target.document.projectId : target.item.projectId;
}

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

/** The pins on one photo of a selection piece (every photo's when `photo` is not given). */
export async function listPhotoPins(db: Db, itemId: number, photo?: string): Promise<Pin[]> {
  const pins = await db
    .select()
    .from(documentPins)
    .where(
      and(
        eq(documentPins.selectionItemId, itemId),
        photo === undefined ? undefined : eq(documentPins.photo, photo),
      ),
    )
    .orderBy(desc(documentPins.updatedAt), desc(documentPins.id))
    .all();
  return withMessages(db, pins);
}

/**
 * Every pin on the photos of a project's pieces that the client sees (no drafts, and only photos
 * the piece still has), grouped per photo: the portal's Selections tab reads them in one answer
 * rather than one request per photo (a schedule of 300 pieces; the private link's lookups are
 * rate limited per minute).
 */
export async function clientPhotoPinLists(
  db: Db,
  projectId: number,
): Promise<{ itemId: number; photo: string; pageCount: 1; pins: Pin[] }[]> {
  const rows = await db
    .select({ pin: documentPins, photos: selectionItems.photos })
    .from(documentPins)
    .innerJoin(selectionItems, eq(selectionItems.id, documentPins.selectionItemId))
    .where(and(eq(selectionItems.projectId, projectId), ne(selectionItems.status, "draft")))
    .orderBy(desc(documentPins.updatedAt), desc(documentPins.id))
    .all();
  const pins = await withMessages(
    db,
    rows.filter((r) => r.pin.photo !== null && r.photos.includes(r.pin.photo)).map((r) => r.pin),
  );
  const byPhoto = new Map<string, { itemId: number; photo: string; pageCount: 1; pins: Pin[] }>();
  for (const pin of pins) {
    if (pin.selectionItemId === null || pin.photo === null) continue;
    const key = `${pin.selectionItemId} ${pin.photo}`;
    const entry = byPhoto.get(key) ?? {
      itemId: pin.selectionItemId,
      photo: pin.photo,
      pageCount: 1,
      pins: [],
    };
    entry.pins.push(pin);
    byPhoto.set(key, entry);
  }
  return [...byPhoto.values()];
}

async function withMessages(db: Db, pins: DocumentPin[]): Promise<Pin[]> {
  if (pins.length === 0) return [];
  // The ids as one parameter: a project's photos may carry more than D1's 100 bound parameters.
  const messages = await db
    .select()
    .from(documentPinMessages)
    .where(
      inIdList(
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
      selectionItemId: pin.selectionItemId,
      photo: pin.photo,
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

/** A pin and its target (to check the caller may see that document or that piece). */
export async function findPinTarget(
  db: Db,
  pinId: number,
): Promise<{ pin: DocumentPin; target: PinTarget } | null> {
  const row = await db
    .select({ pin: documentPins, document: documents, item: selectionItems })
    .from(documentPins)
    .leftJoin(documents, eq(documents.id, documentPins.documentId))
    .leftJoin(selectionItems, eq(selectionItems.id, documentPins.selectionItemId))
    .where(eq(documentPins.id, pinId))
    .get();
  if (!row) return null;
  if (row.document) return { pin: row.pin, target: { kind: "document", document: row.document } };
  if (row.item && row.pin.photo !== null)
    return { pin: row.pin, target: { kind: "photo", item: row.item, photo: row.pin.photo } };
  return null;
}

/**
 * Places a pin with its first message. The number is the next one on the document's chain (all
 * its versions), or on the selection piece (all its photos), taken inside the insert itself, so
 * two pins placed at once never share one.
 */
export async function createPin(
  db: Db,
  input: { target: PinTarget; page: number; x: number; y: number; text: string; author: PinAuthor },
  extra: BatchItem<"sqlite">[],
): Promise<Pin> {
  const target = input.target;
  const at = now();
  const place =
    target.kind === "document"
      ? {
          documentId: target.document.id,
          originDocumentId: target.document.id,
          chainId: chainIdOf(target.document),
        }
      : { selectionItemId: target.item.id, photo: target.photo };
  const sameTarget =
    target.kind === "document"
      ? eq(documentPins.chainId, chainIdOf(target.document))
      : eq(documentPins.selectionItemId, target.item.id);
  const [inserted] = await db.batch([
    db
      .insert(documentPins)
      .values({
        ...place,
        number: sql`(SELECT COALESCE(MAX(${documentPins.number}), 0) + 1 FROM ${documentPins} WHERE ${sameTarget})`,
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

/** Who wrote a pin's newest message (a pin is the studio's to answer while it is not the studio). */
const lastAuthor = sql<string>`(SELECT ${documentPinMessages.authorKind} FROM ${documentPinMessages} WHERE ${documentPinMessages.pinId} = ${documentPins.id} ORDER BY ${documentPinMessages.id} DESC LIMIT 1)`;

/** A row's project named as the studio's lists name it. */
export function withProjectName<T extends { projectTitle: string; clientProjectName: string }>({
  projectTitle,
  clientProjectName,
  ...row
}: T): Omit<T, "projectTitle" | "clientProjectName"> & { projectName: string } {
  return { ...row, projectName: projectDisplayName({ title: projectTitle, clientProjectName }) };
}

/**
 * What a pin's target joins in the studio's lists: the document (its title) or the selection piece
 * (its name), and through it the project.
 */
const TARGETS = {
  document: {
    table: documents,
    id: documents.id,
    on: eq(documents.id, documentPins.documentId),
    projectId: documents.projectId,
  },
  photo: {
    table: selectionItems,
    id: selectionItems.id,
    on: eq(selectionItems.id, documentPins.selectionItemId),
    projectId: selectionItems.projectId,
  },
} as const;
type TargetKind = keyof typeof TARGETS;

/**
 * The fields under their own names in the answer: Today reads these lists in one D1 batch, whose
 * rows come back by column name, so two columns of one name (documents.id and projects.id,
 * documents.title and projects.title) would collapse into one.
 */
function named<T extends Record<string, SQLiteColumn | SQL>>(fields: T) {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, sql`${field}`.as(key)])) as {
    [K in keyof T]: SQL.Aliased<
      T[K] extends SQLiteColumn ? T[K]["_"]["data"] : T[K] extends SQL<infer U> ? U : never
    >;
  };
}

/** A pin awaiting the studio: open, and its newest message is not the studio's. */
const awaitingStudio = and(eq(documentPins.status, "open"), ne(lastAuthor, "studio"));

/**
 * The count of pins awaiting the studio per target (`columns` name the target's id and title),
 * the target with the newest activity first. A statement, for a D1 batch (Today) or on its own.
 */
function awaitingPerTargetQuery<T extends Record<string, SQLiteColumn>>(
  db: Db,
  kind: TargetKind,
  columns: T,
) {
  const target = TARGETS[kind];
  return db
    .select(
      named({
        ...columns,
        projectId: target.projectId,
        projectTitle: projects.title,
        clientProjectName: projects.clientProjectName,
        awaiting: sql<number>`COUNT(*)`,
      }),
    )
    .from(documentPins)
    .innerJoin(target.table, target.on)
    .innerJoin(projects, eq(projects.id, target.projectId))
    .where(awaitingStudio)
    .groupBy(target.id)
    .orderBy(desc(sql`MAX(${documentPins.updatedAt})`));
}

/** Open pins whose newest message is the client's, per document: the studio's to answer. */
export const awaitingPinsQuery = (db: Db) =>
  awaitingPerTargetQuery(db, "document", { documentId: documents.id, title: documents.title });

/** Open photo pins whose newest message is the client's, per selection piece (issue 29 item 2). */
export const awaitingPhotoPinsQuery = (db: Db) =>
  awaitingPerTargetQuery(db, "photo", { itemId: selectionItems.id, name: selectionItems.name });

export async function awaitingPins(db: Db) {
  return (await awaitingPinsQuery(db).all()).map(withProjectName);
}

export async function awaitingPhotoPins(db: Db) {
  return (await awaitingPhotoPinsQuery(db).all()).map(withProjectName);
}

/** The newest message of a pin, by id. */
const lastMessageId = sql<number>`(SELECT MAX(${documentPinMessages.id}) FROM ${documentPinMessages} WHERE ${documentPinMessages.pinId} = ${documentPins.id})`;

/**
 * The newest pins awaiting the studio on one kind of target, one row per pin, with the client's
 * newest message, newest first, at most `limit` (Today's pins section: documents' and photos'
 * side by side). `columns` name the target's id and title. A statement, for a D1 batch.
 */
function latestAwaitingQuery<T extends Record<string, SQLiteColumn>>(
  db: Db,
  kind: TargetKind,
  columns: T,
  limit: number,
) {
  const target = TARGETS[kind];
  return (
    db
      .select(
        named({
          pinId: documentPins.id,
          number: documentPins.number,
          ...columns,
          projectId: projects.id,
          projectTitle: projects.title,
          clientProjectName: projects.clientProjectName,
          authorName: documentPinMessages.authorName,
          text: documentPinMessages.text,
          at: documentPinMessages.createdAt,
        }),
      )
      .from(documentPins)
      .innerJoin(documentPinMessages, eq(documentPinMessages.id, lastMessageId))
      .innerJoin(target.table, target.on)
      .innerJoin(projects, eq(projects.id, target.projectId))
      // The rule of awaitingStudio, read on the newest message already joined.
      .where(and(eq(documentPins.status, "open"), ne(documentPinMessages.authorKind, "studio")))
      .orderBy(desc(documentPinMessages.createdAt), desc(documentPins.id))
      .limit(limit)
  );
}

export const latestAwaitingPinsQuery = (db: Db, limit: number) =>
  latestAwaitingQuery(db, "document", { documentId: documents.id, documentTitle: documents.title }, limit);

export const latestAwaitingPhotoPinsQuery = (db: Db, limit: number) =>
  latestAwaitingQuery(db, "photo", { itemId: selectionItems.id, documentTitle: selectionItems.name }, limit);

/**
 * The photos of a project's pieces that carry pins (the admin's Selections tab shows a Pins
 * button on each): the pins' numbers, how many are open and how many await the studio.
 */
export async function projectPhotoPins(db: Db, projectId: number) {
  const rows = await db
    .select({
      itemId: documentPins.selectionItemId,
      photo: documentPins.photo,
      number: documentPins.number,
      status: documentPins.status,
      lastAuthor,
    })
    .from(documentPins)
    .innerJoin(selectionItems, eq(selectionItems.id, documentPins.selectionItemId))
    .where(eq(selectionItems.projectId, projectId))
    .orderBy(asc(documentPins.selectionItemId), asc(documentPins.number))
    .all();
  const byPhoto = new Map<
    string,
    { itemId: number; photo: string; numbers: number[]; open: number; awaiting: number }
  >();
  for (const r of rows) {
    if (r.itemId === null || r.photo === null) continue;
    const key = `${r.itemId} ${r.photo}`;
    const entry = byPhoto.get(key) ?? { itemId: r.itemId, photo: r.photo, numbers: [], open: 0, awaiting: 0 };
    entry.numbers.push(r.number);
    if (r.status === "open") entry.open += 1;
    if (r.status === "open" && r.lastAuthor !== "studio") entry.awaiting += 1;
    byPhoto.set(key, entry);
  }
  return [...byPhoto.values()];
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
// The studio's e-mail about new pins: at most one per document chain (or selection piece) per
// PIN_DIGEST_INTERVAL_MS
// ---------------------------------------------------------------------------------------------

export const PIN_DIGEST_INTERVAL_MS = 10 * 60 * 1000;

/**
 * What one digest e-mail covers: a document chain's pins (claimed in `pin_digests`), or a
 * selection piece's photo pins (claimed in `selection_pin_digests`, issue 29 item 2).
 */
export type DigestGroup = { kind: "chain"; id: number } | { kind: "item"; id: number };

/** The digest group of a document chain, or of a selection piece. */
export const chainGroup = (id: number): DigestGroup => ({ kind: "chain", id });
export const itemGroup = (id: number): DigestGroup => ({ kind: "item", id });

/** Chains and pieces with pins the studio has not been told about and whose interval has passed. */
export async function dueDigestGroups(db: Db, at: Date): Promise<DigestGroup[]> {
  const cutoff = new Date(at.getTime() - PIN_DIGEST_INTERVAL_MS).toISOString();
  const [chains, items] = await db.batch([
    db
      .selectDistinct({ id: documentPins.chainId })
      .from(documentPins)
      .leftJoin(pinDigests, eq(pinDigests.chainId, documentPins.chainId))
      .where(
        and(
          isNotNull(documentPins.chainId),
          isNull(documentPins.studioNotifiedAt),
          or(isNull(pinDigests.lastSentAt), lte(pinDigests.lastSentAt, cutoff)),
        ),
      ),
    db
      .selectDistinct({ id: documentPins.selectionItemId })
      .from(documentPins)
      .leftJoin(selectionPinDigests, eq(selectionPinDigests.itemId, documentPins.selectionItemId))
      .where(
        and(
          isNotNull(documentPins.selectionItemId),
          isNull(documentPins.studioNotifiedAt),
          or(isNull(selectionPinDigests.lastSentAt), lte(selectionPinDigests.lastSentAt, cutoff)),
        ),
      ),
  ]);
  const ids = (rows: { id: number | null }[]) => rows.flatMap((r) => (r.id === null ? [] : [r.id]));
  return [
    ...ids(chains).map((id) => ({ kind: "chain" as const, id })),
    ...ids(items).map((id) => ({ kind: "item" as const, id })),
  ];
}

export type DigestPin = {
  pinId: number;
  number: number;
  page: number;
  /** The document the pin is on; null for a selection piece's photo pin. */
  documentId: number | null;
  /** The document's title, or the selection piece's name. */
  title: string;
  projectId: number;
  projectName: string;
  authorName: string;
  text: string;
};

/** Joins a pin's newest message that is not the studio's. */
const newestClientMessage = eq(
  documentPinMessages.id,
  sql`(SELECT MAX(m.id) FROM ${documentPinMessages} m WHERE m.thread_id = ${documentPins.id} AND m.author_kind != 'studio')`,
);

/**
 * A group's pins the studio has not been told about, with the newest client message of each
 * (the pin's first message, or the reply that brought it back): what the next digest lists.
 */
export async function unnotifiedPins(db: Db, group: DigestGroup): Promise<DigestPin[]> {
  const base = {
    pinId: documentPins.id,
    number: documentPins.number,
    page: documentPins.page,
    projectId: projects.id,
    projectTitle: projects.title,
    clientProjectName: projects.clientProjectName,
    authorName: documentPinMessages.authorName,
    text: documentPinMessages.text,
  };
  const rows =
    group.kind === "chain"
      ? await db
          .select({ ...base, documentId: documents.id, title: documents.title })
          .from(documentPins)
          .innerJoin(documents, eq(documents.id, documentPins.documentId))
          .innerJoin(projects, eq(projects.id, documents.projectId))
          .innerJoin(documentPinMessages, newestClientMessage)
          .where(and(eq(documentPins.chainId, group.id), isNull(documentPins.studioNotifiedAt)))
          .orderBy(asc(documentPins.number))
          .all()
      : await db
          .select({ ...base, documentId: sql<number | null>`NULL`, title: selectionItems.name })
          .from(documentPins)
          .innerJoin(selectionItems, eq(selectionItems.id, documentPins.selectionItemId))
          .innerJoin(projects, eq(projects.id, selectionItems.projectId))
          .innerJoin(documentPinMessages, newestClientMessage)
          .where(and(eq(documentPins.selectionItemId, group.id), isNull(documentPins.studioNotifiedAt)))
          .orderBy(asc(documentPins.number))
          .all();
  return rows.map(withProjectName);
}

/**
 * The claim of a digest, for ONE batch with its queued e-mail (issue 25: a crash can neither lose
 * the digest nor send it twice). In order:
 * 1. `claim`: the group's last e-mail time moves to `at`, only while the interval has passed;
 * 2. the caller's e-mail, written only `when` this batch made the claim: the group's time is `at`
 *    and none of the listed pins has been told about meanwhile (a request with the same `at` that
 *    committed first);
 * 3. `stamp(ref)`: the listed pins marked told, only if that e-mail (its outbox ref) was written.
 * A pin placed after the caller read the list is not in it and waits for the next digest.
 */
export function digestClaimStatements(db: Db, group: DigestGroup, at: Date, pinIds: number[]) {
  const stamp = at.toISOString();
  const cutoff = new Date(at.getTime() - PIN_DIGEST_INTERVAL_MS).toISOString();
  const listed = sql`(SELECT value FROM json_each(${JSON.stringify(pinIds)}))`;
  const told = sql`NOT EXISTS (SELECT 1 FROM document_threads WHERE id IN ${listed} AND studio_notified_at IS NOT NULL)`;
  const claimed =
    group.kind === "chain"
      ? {
          claim: db
            .insert(pinDigests)
            .values({ chainId: group.id, lastSentAt: stamp })
            .onConflictDoUpdate({
              target: pinDigests.chainId,
              set: { lastSentAt: stamp },
              setWhere: lte(pinDigests.lastSentAt, cutoff),
            }),
          when: sql`EXISTS (SELECT 1 FROM pin_digests WHERE chain_id = ${group.id} AND last_sent_at = ${stamp}) AND ${told}`,
        }
      : {
          claim: db
            .insert(selectionPinDigests)
            .values({ itemId: group.id, lastSentAt: stamp })
            .onConflictDoUpdate({
              target: selectionPinDigests.itemId,
              set: { lastSentAt: stamp },
              setWhere: lte(selectionPinDigests.lastSentAt, cutoff),
            }),
          when: sql`EXISTS (SELECT 1 FROM selection_pin_digests WHERE item_id = ${group.id} AND last_sent_at = ${stamp}) AND ${told}`,
        };
  return {
    ...claimed,
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
