/**
 * Selections (issue 29): pieces: create by hand or from a shop product, edit (a change after the
 * client has seen a piece asks again and records what changed), delete, propose (a piece or a
 * room), status through delivery, move and duplicate.
 */
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import {
  DECIDABLE_STATUSES,
  FULFILMENT_STATUSES,
  type FulfilmentStatus,
  formatCents,
  isApprovedStatus,
  SELECTION_LIMITS,
  SELECTION_MESSAGES,
  type SelectionChange,
  type SelectionStatus,
} from "../../src/shared/selections";
import type { ItemCreateInput, ItemUpdateInput } from "../../src/shared/selections-schemas";
import { runBatch } from "../db/batch";
import { type SelectionItem, type SelectionRoom, selectionItems, selectionOptions } from "../db/schema";
import type { Deps } from "../deps";
import { badRequest, conflict, notFound } from "../http/errors";
import type { Db } from "../types";
import { findRoom, itemsOfRoom, nextItemSort, optionsOf, productWithImages } from "./queries";
import { type Actor, audit, type Statement } from "./service";
import { describedFields } from "./views";

export type NewPiece = ItemCreateInput & {
  source?: "manual" | "product" | "link";
  productId?: number | null;
  currency?: string;
};

export async function createItem(
  deps: Deps,
  actor: Actor,
  room: SelectionRoom,
  input: NewPiece,
  action = "selection.item.create",
) {
  const { db } = deps;
  const sortOrder = await nextItemSort(db, room.id);
  await runBatch(db, [
    db.insert(selectionItems).values({
      projectId: room.projectId,
      roomId: room.id,
      sortOrder,
      name: input.name,
      vendor: input.vendor,
      url: input.url,
      sku: input.sku,
      dimensions: input.dimensions,
      finish: input.finish,
      quantity: input.quantity,
      unitPriceCents: input.unitPriceCents,
      costCents: input.costCents ?? null,
      currency: input.currency ?? "usd",
      leadTime: input.leadTime,
      notes: input.notes,
      photos: input.photos,
      source: input.source ?? "manual",
      productId: input.productId ?? null,
    }),
    audit(db, actor, room.projectId, action, {
      roomId: room.id,
      room: room.name,
      name: input.name,
      ...(input.productId ? { productId: input.productId } : {}),
      ...(input.source === "link" && input.url ? { url: input.url } : {}),
    }),
  ]);
}

/** "Add from the shop": the product's name, price and photos, as a draft piece. */
export async function createItemFromProduct(
  deps: Deps,
  actor: Actor,
  room: SelectionRoom,
  productId: number,
) {
  const found = await productWithImages(deps.db, productId);
  if (!found) throw notFound(SELECTION_MESSAGES.productNotFound);
  const { product, images } = found;
  const photos = [...new Set([product.coverImageUrl, ...images].filter((u): u is string => Boolean(u)))]
    .filter((u) => /^(https?:\/\/|\/media\/)/.test(u))
    .slice(0, SELECTION_LIMITS.photos);
  await createItem(
    deps,
    actor,
    room,
    {
      name: product.title.slice(0, SELECTION_LIMITS.name),
      vendor: deps.config.STUDIO_NAME,
      url: null,
      sku: product.slug,
      dimensions: null,
      finish: null,
      quantity: 1,
      unitPriceCents: product.priceCents,
      costCents: null,
      leadTime: null,
      notes: null,
      photos,
      source: "product",
      productId: product.id,
      currency: product.currency,
    },
    "selection.item.from_product",
  );
}

export const money = (cents: number) => formatCents(cents);

/** Folds a new change into the record the client has not answered yet (first "from", last "to"). */
function mergeChanges(previous: SelectionChange[] | null, next: SelectionChange[]): SelectionChange[] {
  const out = new Map((previous ?? []).map((c) => [c.field, { ...c }]));
  for (const c of next) {
    const before = out.get(c.field);
    out.set(c.field, before ? { ...before, to: c.to } : c);
  }
  return [...out.values()].filter((c) => c.from !== c.to);
}

/**
 * The statement that puts a changed piece before the client again: a new round (earlier decisions
 * become history), awaiting approval, with what changed.
 */
export function reopenStatement(
  db: Db,
  item: SelectionItem,
  changes: SelectionChange[],
  now: string,
  extra: Partial<typeof selectionItems.$inferInsert> = {},
) {
  const carried = item.status === "proposed" ? item.lastChange : null;
  return db
    .update(selectionItems)
    .set({ ...extra, ...proposeSet(now), lastChange: mergeChanges(carried ?? null, changes) })
    .where(eq(selectionItems.id, item.id));
}

export function lockedAfterOrder(item: SelectionItem) {
  if ((FULFILMENT_STATUSES as readonly string[]).includes(item.status)) {
    throw conflict(SELECTION_MESSAGES.lockedAfterOrder);
  }
}

/**
 * A change to a piece. Price and quantity are what the client agrees to: once the client has
 * seen the piece (anything but a draft), changing them puts it before the client again and
 * records what changed; once ordered they no longer change (409). Other fields change quietly.
 */
export async function updateItem(deps: Deps, actor: Actor, item: SelectionItem, input: ItemUpdateInput) {
  const { db } = deps;
  const changes: SelectionChange[] = [];
  if (input.unitPriceCents !== undefined && input.unitPriceCents !== item.unitPriceCents) {
    changes.push({
      field: "unitPriceCents",
      label: "Price",
      from: money(item.unitPriceCents),
      to: money(input.unitPriceCents),
    });
  }
  if (input.quantity !== undefined && input.quantity !== item.quantity) {
    changes.push({
      field: "quantity",
      label: "Quantity",
      from: String(item.quantity),
      to: String(input.quantity),
    });
  }
  if (changes.length > 0) lockedAfterOrder(item);
  const set: Partial<typeof selectionItems.$inferInsert> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) (set as Record<string, unknown>)[key] = value;
  }
  if (Object.keys(set).length === 0) return;
  const reopen = changes.length > 0 && item.status !== "draft";
  const now = deps.now().toISOString();
  await runBatch(db, [
    reopen
      ? reopenStatement(db, item, changes, now, set)
      : db.update(selectionItems).set(set).where(eq(selectionItems.id, item.id)),
    audit(db, actor, item.projectId, reopen ? "selection.item.reopen" : "selection.item.update", {
      itemId: item.id,
      name: item.name,
      fields: Object.keys(set),
      ...(changes.length > 0 ? { changes } : {}),
    }),
  ]);
}

export async function deleteItem(deps: Deps, actor: Actor, item: SelectionItem) {
  const { db } = deps;
  await runBatch(db, [
    db.delete(selectionItems).where(eq(selectionItems.id, item.id)),
    audit(db, actor, item.projectId, "selection.item.delete", {
      itemId: item.id,
      name: item.name,
      status: item.status,
    }),
  ]);
}

const PROPOSABLE: readonly SelectionStatus[] = ["draft", "declined", "changes_requested"];

function proposeSet(now: string) {
  return {
    status: "proposed" as const,
    round: sql`${selectionItems.round} + 1`,
    proposedAt: now,
    approvedAt: null,
    declinedAt: null,
    changesRequestedAt: null,
    chosenOptionId: null,
    lastChange: null,
  };
}

/** Puts a piece before the client (again): a new round. Already waiting: nothing to do. */
export async function proposeItem(deps: Deps, actor: Actor, item: SelectionItem) {
  if (item.status === "proposed") return;
  if (!PROPOSABLE.includes(item.status)) throw conflict(SELECTION_MESSAGES.alreadyApproved);
  const { db } = deps;
  await runBatch(db, [
    db
      .update(selectionItems)
      .set(proposeSet(deps.now().toISOString()))
      .where(and(eq(selectionItems.id, item.id), inArray(selectionItems.status, [...PROPOSABLE]))),
    audit(db, actor, item.projectId, "selection.item.propose", { itemId: item.id, name: item.name }),
  ]);
}

/** Proposes a room as a whole: every draft, declined or sent-back piece in it. */
export async function proposeRoom(deps: Deps, actor: Actor, room: SelectionRoom) {
  const { db } = deps;
  const items = await itemsOfRoom(db, room.id);
  const eligible = items.filter((i) => PROPOSABLE.includes(i.status));
  if (eligible.length === 0) {
    if (items.some((i) => i.status === "proposed")) return;
    throw conflict(SELECTION_MESSAGES.nothingToPropose);
  }
  await runBatch(db, [
    db
      .update(selectionItems)
      .set(proposeSet(deps.now().toISOString()))
      .where(and(eq(selectionItems.roomId, room.id), inArray(selectionItems.status, [...PROPOSABLE]))),
    audit(db, actor, room.projectId, "selection.room.propose", {
      roomId: room.id,
      room: room.name,
      pieces: eligible.map((i) => ({ id: i.id, name: i.name })),
    }),
  ]);
}

const DATE_COLUMN: Record<FulfilmentStatus, "orderedAt" | "shippedAt" | "deliveredAt" | "installedAt"> = {
  ordered: "orderedAt",
  shipped: "shippedAt",
  delivered: "deliveredAt",
  installed: "installedAt",
};

/**
 * The studio records what happened after approval (ordered, shipped, delivered, installed, each
 * with its day; corrections backwards are allowed), or takes a piece that is not approved back to
 * draft (out of the client's view).
 */
export async function changeStatus(
  deps: Deps,
  actor: Actor,
  item: SelectionItem,
  input: { status: FulfilmentStatus | "draft"; date?: string | undefined },
) {
  const { db } = deps;
  let set: Partial<typeof selectionItems.$inferInsert>;
  if (input.status === "draft") {
    if (item.status === "draft") return;
    if (!DECIDABLE_STATUSES.includes(item.status)) throw conflict(SELECTION_MESSAGES.withdrawApproved);
    set = { status: "draft" };
  } else {
    if (!isApprovedStatus(item.status)) throw conflict(SELECTION_MESSAGES.statusOrder);
    const day = input.date ?? deps.now().toISOString().slice(0, 10);
    set = { status: input.status, [DATE_COLUMN[input.status]]: day };
  }
  await runBatch(db, [
    db.update(selectionItems).set(set).where(eq(selectionItems.id, item.id)),
    audit(db, actor, item.projectId, "selection.item.status", {
      itemId: item.id,
      name: item.name,
      from: item.status,
      to: input.status,
      ...(input.date ? { date: input.date } : {}),
    }),
  ]);
}

async function targetRoom(db: Db, item: SelectionItem, roomId: number): Promise<SelectionRoom> {
  const room = await findRoom(db, roomId);
  if (!room) throw notFound(SELECTION_MESSAGES.roomNotFound);
  if (room.projectId !== item.projectId) {
    throw badRequest(SELECTION_MESSAGES.roomOfOtherProject, {
      roomId: SELECTION_MESSAGES.roomOfOtherProject,
    });
  }
  return room;
}

/** Moves a piece to the end of another room of the same project; its status and decisions stay. */
export async function moveItem(deps: Deps, actor: Actor, item: SelectionItem, roomId: number) {
  const { db } = deps;
  if (roomId === item.roomId)
    throw badRequest(SELECTION_MESSAGES.sameRoom, { roomId: SELECTION_MESSAGES.sameRoom });
  const room = await targetRoom(db, item, roomId);
  const sortOrder = await nextItemSort(db, room.id);
  await runBatch(db, [
    db.update(selectionItems).set({ roomId: room.id, sortOrder }).where(eq(selectionItems.id, item.id)),
    audit(db, actor, item.projectId, "selection.item.move", {
      itemId: item.id,
      name: item.name,
      fromRoomId: item.roomId,
      toRoomId: room.id,
      room: room.name,
    }),
  ]);
}

/**
 * A copy of a piece (its options too) as a new draft at the end of a room of the same project:
 * the copy has its own life, with no decisions yet.
 */
export async function duplicateItem(deps: Deps, actor: Actor, item: SelectionItem, roomId: number) {
  const { db } = deps;
  const room = await targetRoom(db, item, roomId);
  const [sortOrder, options] = await Promise.all([nextItemSort(db, room.id), optionsOf(db, item.id)]);
  // Inside the batch (one transaction) the newest row of selection_items is the copy.
  const copyId: SQL = sql`(SELECT max(id) FROM selection_items)`;
  const statements: Statement[] = [
    db.insert(selectionItems).values({
      projectId: item.projectId,
      roomId: room.id,
      sortOrder,
      ...describedFields(item),
      costCents: item.costCents,
      photos: item.photos,
      source: item.source,
      productId: item.productId,
    }),
    ...options.map((o) =>
      db.insert(selectionOptions).values({
        itemId: copyId,
        name: o.name,
        unitPriceCents: o.unitPriceCents,
        costCents: o.costCents,
        finish: o.finish,
        photoUrl: o.photoUrl,
        sortOrder: o.sortOrder,
      }),
    ),
    audit(db, actor, item.projectId, "selection.item.duplicate", {
      itemId: item.id,
      name: item.name,
      toRoomId: room.id,
      room: room.name,
    }),
  ];
  await runBatch(db, statements);
}
