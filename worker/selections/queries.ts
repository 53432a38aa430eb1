/**
 * Selections' reads and the statements its changes are made of (issue 29). Every read of a room,
 * piece or option names the project it was reached through, so an id of another project is simply
 * not found. Changes are statements returned to worker/selections/service.ts, which runs each
 * change with its audit entry as one D1 batch.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { ApprovalRule } from "../../src/shared/selections";
import { oldestRows, sortedRows } from "../db/rows";
import {
  productImages,
  products,
  projectClients,
  projects,
  type SelectionDecision,
  type SelectionItem,
  type SelectionOption,
  type SelectionRoom,
  selectionDecisions,
  selectionItems,
  selectionOptions,
  selectionRooms,
  selectionSettings,
  users,
} from "../db/schema";
import type { Db } from "../types";

export type Schedule = {
  rule: ApprovalRule;
  rooms: SelectionRoom[];
  items: SelectionItem[];
  options: SelectionOption[];
  decisions: SelectionDecision[];
  clients: { userId: number; name: string }[];
};

export async function approvalRuleOf(db: Db, projectId: number): Promise<ApprovalRule> {
  const row = await ruleStatement(db, projectId).get();
  return row?.rule ?? "any";
}

export function upsertRuleStatement(db: Db, projectId: number, rule: ApprovalRule) {
  return db
    .insert(selectionSettings)
    .values({ projectId, approvalRule: rule })
    .onConflictDoUpdate({
      target: selectionSettings.projectId,
      set: { approvalRule: rule, updatedAt: new Date().toISOString() },
    });
}

/** The project's rule as one statement (for a batch); no row means "any". */
function ruleStatement(db: Db, projectId: number) {
  return db
    .select({ rule: selectionSettings.approvalRule })
    .from(selectionSettings)
    .where(eq(selectionSettings.projectId, projectId));
}

/** The statements that find a project's clients (its assignments, its legacy single client). */
function clientStatements(db: Db, projectId: number) {
  return [
    db
      .select({ userId: projectClients.userId, name: projectClients.clientName, first: users.firstName })
      .from(projectClients)
      .innerJoin(users, eq(users.id, projectClients.userId))
      .where(eq(projectClients.projectId, projectId))
      .orderBy(asc(projectClients.id)),
    db
      .select({
        userId: users.id,
        first: users.firstName,
        last: users.lastName,
        fallback: projects.clientName,
      })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.clientUserId))
      .where(eq(projects.id, projectId)),
  ] as const;
}

type ClientRows = readonly [
  Awaited<ReturnType<typeof clientStatements>[0]>,
  Awaited<ReturnType<typeof clientStatements>[1]>,
];

function clientsFrom([assigned, legacy]: ClientRows): { userId: number; name: string }[] {
  const out = new Map<number, string>();
  for (const a of assigned) out.set(a.userId, a.first?.trim() || a.name);
  for (const l of legacy) {
    if (!out.has(l.userId)) out.set(l.userId, l.first?.trim() || l.fallback?.trim() || "Client");
  }
  return [...out.entries()].map(([userId, name]) => ({ userId, name }));
}

/**
 * The clients whose approval counts under the "all" rule: the project's assignments and its
 * legacy single client (projects.clientUserId), each once.
 */
export async function projectClientsOf(
  db: Db,
  projectId: number,
): Promise<{ userId: number; name: string }[]> {
  return clientsFrom(await db.batch(clientStatements(db, projectId)));
}

/**
 * Everything of a project's selections, in display order, in one D1 batch (one round trip, however
 * many pieces: issue 29 asks that the view answer in one query). Options and decisions are reached
 * through a subquery on the project, never through a list of the pieces' ids: D1 binds at most 100
 * parameters per statement, and a schedule of 300 pieces would exceed it.
 */
export async function loadSchedule(db: Db, projectId: number): Promise<Schedule> {
  const itemsOfProject = db
    .select({ id: selectionItems.id })
    .from(selectionItems)
    .where(eq(selectionItems.projectId, projectId));
  const [assigned, legacy] = clientStatements(db, projectId);
  const [rooms, items, options, decisions, settings, ...clients] = await db.batch([
    db
      .select()
      .from(selectionRooms)
      .where(eq(selectionRooms.projectId, projectId))
      .orderBy(asc(selectionRooms.sortOrder), asc(selectionRooms.id)),
    db
      .select()
      .from(selectionItems)
      .where(eq(selectionItems.projectId, projectId))
      .orderBy(asc(selectionItems.sortOrder), asc(selectionItems.id)),
    db
      .select()
      .from(selectionOptions)
      .where(inArray(selectionOptions.itemId, itemsOfProject))
      .orderBy(asc(selectionOptions.sortOrder), asc(selectionOptions.id)),
    db
      .select()
      .from(selectionDecisions)
      .where(inArray(selectionDecisions.itemId, itemsOfProject))
      .orderBy(asc(selectionDecisions.createdAt), asc(selectionDecisions.id)),
    ruleStatement(db, projectId),
    assigned,
    legacy,
  ]);
  return {
    rule: settings[0]?.rule ?? "any",
    rooms,
    items,
    options,
    decisions,
    clients: clientsFrom(clients),
  };
}

export async function findRoom(db: Db, id: number): Promise<SelectionRoom | undefined> {
  return db.select().from(selectionRooms).where(eq(selectionRooms.id, id)).get();
}

export async function findItem(db: Db, id: number): Promise<SelectionItem | undefined> {
  return db.select().from(selectionItems).where(eq(selectionItems.id, id)).get();
}

export async function findOption(db: Db, id: number): Promise<SelectionOption | undefined> {
  return db.select().from(selectionOptions).where(eq(selectionOptions.id, id)).get();
}

export async function optionsOf(db: Db, itemId: number): Promise<SelectionOption[]> {
  return sortedRows(db, selectionOptions, eq(selectionOptions.itemId, itemId));
}

export async function decisionsOfRound(db: Db, itemId: number, round: number): Promise<SelectionDecision[]> {
  return oldestRows(
    db,
    selectionDecisions,
    and(eq(selectionDecisions.itemId, itemId), eq(selectionDecisions.round, round)),
  );
}

export async function roomsOf(db: Db, projectId: number): Promise<SelectionRoom[]> {
  return sortedRows(db, selectionRooms, eq(selectionRooms.projectId, projectId));
}

export async function itemsOfRoom(db: Db, roomId: number): Promise<SelectionItem[]> {
  return sortedRows(db, selectionItems, eq(selectionItems.roomId, roomId));
}

/** The next sort position at the end of a room (or of the project's rooms). */
export async function nextItemSort(db: Db, roomId: number): Promise<number> {
  const row = await db
    .select({ max: sql<number | null>`max(${selectionItems.sortOrder})` })
    .from(selectionItems)
    .where(eq(selectionItems.roomId, roomId))
    .get();
  return (row?.max ?? -1) + 1;
}

export async function nextRoomSort(db: Db, projectId: number): Promise<number> {
  const row = await db
    .select({ max: sql<number | null>`max(${selectionRooms.sortOrder})` })
    .from(selectionRooms)
    .where(eq(selectionRooms.projectId, projectId))
    .get();
  return (row?.max ?? -1) + 1;
}

/** A shop product with its gallery, for "add from the shop". */
export async function productWithImages(db: Db, productId: number) {
  const product = await db.select().from(products).where(eq(products.id, productId)).get();
  if (!product) return undefined;
  const images = await db
    .select({ url: productImages.imageUrl })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sortOrder), asc(productImages.id))
    .all();
  return { product, images: images.map((i) => i.url) };
}

// ---------------------------------------------------------------------------------------------
// Privacy (worker/privacy/queries.ts): a person's decisions
// ---------------------------------------------------------------------------------------------

/** The decisions a signed-in client made, for their privacy export. */
export async function selectionDecisionsOf(db: Db, userId: number) {
  return db
    .select({
      id: selectionDecisions.id,
      projectId: selectionItems.projectId,
      piece: selectionItems.name,
      round: selectionDecisions.round,
      decision: selectionDecisions.decision,
      comment: selectionDecisions.comment,
      authorName: selectionDecisions.authorName,
      createdAt: selectionDecisions.createdAt,
    })
    .from(selectionDecisions)
    .innerJoin(selectionItems, eq(selectionItems.id, selectionDecisions.itemId))
    .where(eq(selectionDecisions.userId, userId))
    .all();
}

/**
 * A privacy delete keeps that a piece was approved or declined (the studio bought on it) but not
 * who it was: the name, the comment and the account go.
 */
export const FORMER_CLIENT_NAME = "Former client";
export function anonymiseDecisionsStatement(db: Db, userId: number) {
  return db
    .update(selectionDecisions)
    .set({ userId: null, authorName: FORMER_CLIENT_NAME, comment: null })
    .where(eq(selectionDecisions.userId, userId));
}
