/**
 * Selections (issue 29): who approves, and the rooms: create, edit, delete, reorder (rooms and the
 * pieces within a room).
 */
import { and, eq, inArray } from "drizzle-orm";
import { type ApprovalRule, DECIDABLE_STATUSES, SELECTION_MESSAGES } from "../../src/shared/selections";
import type { RoomInput } from "../../src/shared/selections-schemas";
import { runBatch } from "../db/batch";
import { type SelectionRoom, selectionItems, selectionRooms } from "../db/schema";
import type { Deps } from "../deps";
import { badRequest } from "../http/errors";
import { approvalRuleOf, itemsOfRoom, nextRoomSort, roomsOf, upsertRuleStatement } from "./queries";
import { type Actor, audit } from "./service";
import { settle } from "./service-decisions";

export async function setApprovalRule(deps: Deps, actor: Actor, projectId: number, rule: ApprovalRule) {
  const { db } = deps;
  const before = await approvalRuleOf(db, projectId);
  await runBatch(db, [
    upsertRuleStatement(db, projectId, rule),
    audit(db, actor, projectId, "selection.rule", { from: before, to: rule }),
  ]);
  // Waiting pieces are judged again under the new rule (e.g. "all" → "any" approves a piece one
  // client already approved).
  const items = await deps.db
    .select({ id: selectionItems.id })
    .from(selectionItems)
    .where(
      and(eq(selectionItems.projectId, projectId), inArray(selectionItems.status, [...DECIDABLE_STATUSES])),
    )
    .all();
  for (const item of items) await settle(deps, item.id);
}

export async function createRoom(deps: Deps, actor: Actor, projectId: number, input: RoomInput) {
  const { db } = deps;
  const sortOrder = await nextRoomSort(db, projectId);
  await runBatch(db, [
    db.insert(selectionRooms).values({
      projectId,
      name: input.name,
      budgetCents: input.budgetCents ?? null,
      sortOrder,
    }),
    audit(db, actor, projectId, "selection.room.create", {
      room: input.name,
      budgetCents: input.budgetCents ?? null,
    }),
  ]);
}

export async function updateRoom(deps: Deps, actor: Actor, room: SelectionRoom, input: Partial<RoomInput>) {
  const { db } = deps;
  const set: Partial<typeof selectionRooms.$inferInsert> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.budgetCents !== undefined) set.budgetCents = input.budgetCents;
  if (Object.keys(set).length === 0) return;
  await runBatch(db, [
    db.update(selectionRooms).set(set).where(eq(selectionRooms.id, room.id)),
    audit(db, actor, room.projectId, "selection.room.update", { roomId: room.id, room: room.name, ...set }),
  ]);
}

export async function deleteRoom(deps: Deps, actor: Actor, room: SelectionRoom) {
  const { db } = deps;
  const items = await itemsOfRoom(db, room.id);
  await runBatch(db, [
    db.delete(selectionRooms).where(eq(selectionRooms.id, room.id)),
    audit(db, actor, room.projectId, "selection.room.delete", {
      roomId: room.id,
      room: room.name,
      pieces: items.map((i) => ({ id: i.id, name: i.name, status: i.status })),
    }),
  ]);
}

export async function reorderRooms(deps: Deps, actor: Actor, projectId: number, ids: number[]) {
  const { db } = deps;
  const rooms = await roomsOf(db, projectId);
  if (
    !sameSet(
      rooms.map((r) => r.id),
      ids,
    )
  ) {
    throw badRequest(SELECTION_MESSAGES.reorderRoomsMismatch, {
      ids: SELECTION_MESSAGES.reorderRoomsMismatch,
    });
  }
  await runBatch(db, [
    ...ids.map((id, i) => db.update(selectionRooms).set({ sortOrder: i }).where(eq(selectionRooms.id, id))),
    audit(db, actor, projectId, "selection.room.reorder", { order: ids }),
  ]);
}

export async function reorderItems(deps: Deps, actor: Actor, room: SelectionRoom, ids: number[]) {
  const { db } = deps;
  const items = await itemsOfRoom(db, room.id);
  if (
    !sameSet(
      items.map((i) => i.id),
      ids,
    )
  ) {
    throw badRequest(SELECTION_MESSAGES.reorderMismatch, { ids: SELECTION_MESSAGES.reorderMismatch });
  }
  await runBatch(db, [
    ...ids.map((id, i) => db.update(selectionItems).set({ sortOrder: i }).where(eq(selectionItems.id, id))),
    audit(db, actor, room.projectId, "selection.item.reorder", { roomId: room.id, order: ids }),
  ]);
}

function sameSet(have: number[], given: number[]): boolean {
  if (have.length !== given.length || new Set(given).size !== given.length) return false;
  const set = new Set(have);
  return given.every((id) => set.has(id));
}
