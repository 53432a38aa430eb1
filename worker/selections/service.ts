/**
 * Selections' rules (issue 29): the studio's schedule (rooms, pieces, options), proposing to the
 * client, the client's decisions under the project's approval rule, locking once approved and
 * reopening on a change of price, quantity or options (with a record of what changed), and the
 * fulfilment dates. Every change is one D1 batch with its audit entry (entity "selection", the
 * project's id; the detail names the room or piece).
 *
 * Two answers are built here: the studio's (everything, the studio's cost included) and the
 * client's, built field by field so the studio's cost can never slip into it.
 */
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  type AdminSelectionItem,
  type AdminSelectionOption,
  type AdminSelectionsView,
  type ApprovalRule,
  type ClientSelectionItem,
  type ClientSelectionOption,
  type ClientSelectionsView,
  DECIDABLE_STATUSES,
  type DecisionInput,
  FULFILMENT_STATUSES,
  type FulfilmentStatus,
  formatCents,
  type ItemCreateInput,
  type ItemUpdateInput,
  isApprovedStatus,
  type OptionInput,
  optionLabel,
  type RoomInput,
  SELECTION_LIMITS,
  SELECTION_MESSAGES,
  type SelectionChange,
  type SelectionDecisionView,
  type SelectionStatus,
  selectionTotals,
  sumTotals,
} from "../../src/shared/selections";
import { auditIfChangedStatement, auditStatement } from "../audit/queries";
import { runBatch } from "../db/batch";
import {
  type SelectionDecision,
  type SelectionItem,
  type SelectionOption,
  type SelectionRoom,
  selectionDecisions,
  selectionItems,
  selectionOptions,
  selectionRooms,
} from "../db/schema";
import type { Deps } from "../deps";
import { ApiError, badRequest, conflict, notFound } from "../http/errors";
import type { Db, SessionUser } from "../types";
import {
  approvalRuleOf,
  decisionsOfRound,
  findItem,
  findOption,
  findRoom,
  itemsOfRoom,
  loadSchedule,
  nextItemSort,
  nextRoomSort,
  optionsOf,
  productWithImages,
  projectClientsOf,
  roomsOf,
  type Schedule,
  upsertRuleStatement,
} from "./queries";

type Actor = SessionUser | null;
type Statement = BatchItem<"sqlite">;

const ENTITY = "selection";

function audit(db: Db, actor: Actor, projectId: number, action: string, detail: Record<string, unknown>) {
  return auditStatement(db, actor, { action, entityType: ENTITY, entityId: projectId, detail });
}

// ---------------------------------------------------------------------------------------------
// The approval rule
// ---------------------------------------------------------------------------------------------

export type Outcome = {
  status: "approved" | "declined" | "changes_requested" | "proposed";
  optionId: number | null;
  /** Under "all": the names of the clients whose approval is still awaited. */
  awaiting: string[];
};

/**
 * What a round's decisions amount to. Each person's latest decision counts (a signed-in client by
 * their account, the private link as one person). The rule is met with one approval ("any", or
 * "all" on a project without assigned clients), or when every assigned client approved the same
 * option ("all"; a link's approval is recorded and shown but stands for no one in particular).
 * Otherwise a request for changes, then a decline, sends the piece back to the studio.
 */
export function outcomeOf(
  rule: ApprovalRule,
  clients: readonly { userId: number; name: string }[],
  decisions: readonly Pick<SelectionDecision, "decision" | "optionId" | "userId">[],
): Outcome {
  const latest = new Map<string, Pick<SelectionDecision, "decision" | "optionId" | "userId">>();
  for (const d of decisions) {
    const key = d.userId === null ? "link" : `u${d.userId}`;
    latest.delete(key);
    latest.set(key, d);
  }
  const votes = [...latest.values()];
  const everyone = rule === "all" && clients.length > 0;
  if (everyone) {
    const approvals = clients
      .map((c) => latest.get(`u${c.userId}`))
      .filter((d) => d?.decision === "approved");
    const options = new Set(approvals.map((d) => d?.optionId ?? null));
    const awaiting = clients
      .filter((c) => latest.get(`u${c.userId}`)?.decision !== "approved")
      .map((c) => c.name);
    if (approvals.length === clients.length && options.size === 1) {
      return { status: "approved", optionId: approvals[0]?.optionId ?? null, awaiting: [] };
    }
    if (votes.some((v) => v.decision === "changes_requested"))
      return { status: "changes_requested", optionId: null, awaiting };
    if (votes.some((v) => v.decision === "declined")) return { status: "declined", optionId: null, awaiting };
    return { status: "proposed", optionId: null, awaiting };
  }
  const approvals = votes.filter((v) => v.decision === "approved");
  const last = approvals.at(-1);
  if (last) return { status: "approved", optionId: last.optionId ?? null, awaiting: [] };
  if (votes.some((v) => v.decision === "changes_requested"))
    return { status: "changes_requested", optionId: null, awaiting: [] };
  if (votes.some((v) => v.decision === "declined"))
    return { status: "declined", optionId: null, awaiting: [] };
  return { status: "proposed", optionId: null, awaiting: [] };
}

// ---------------------------------------------------------------------------------------------
// Views
// ---------------------------------------------------------------------------------------------

function clientOptions(item: SelectionItem, options: readonly SelectionOption[]): ClientSelectionOption[] {
  return options.map((o, i) => ({
    id: o.id,
    label: optionLabel(i),
    name: o.name,
    unitPriceCents: o.unitPriceCents ?? item.unitPriceCents,
    finish: o.finish,
    photoUrl: o.photoUrl,
  }));
}

function decisionViews(
  item: SelectionItem,
  options: readonly ClientSelectionOption[],
  decisions: readonly SelectionDecision[],
): SelectionDecisionView[] {
  return decisions.map((d) => ({
    id: d.id,
    round: d.round,
    decision: d.decision,
    optionId: d.optionId,
    optionLabel: options.find((o) => o.id === d.optionId)?.label ?? null,
    comment: d.comment,
    authorName: d.authorName,
    createdAt: d.createdAt,
    current: d.round === item.round,
  }));
}

/** The client's piece: listed field by field (never a spread of the row: no studio cost). */
function clientItem(
  item: SelectionItem,
  options: readonly SelectionOption[],
  decisions: readonly SelectionDecision[],
  schedule: Pick<Schedule, "rule" | "clients">,
): ClientSelectionItem {
  const opts = clientOptions(item, options);
  const current = decisions.filter((d) => d.round === item.round);
  const awaiting = DECIDABLE_STATUSES.includes(item.status)
    ? outcomeOf(schedule.rule, schedule.clients, current).awaiting
    : [];
  return {
    id: item.id,
    roomId: item.roomId,
    name: item.name,
    vendor: item.vendor,
    url: item.url,
    sku: item.sku,
    dimensions: item.dimensions,
    finish: item.finish,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
    currency: item.currency,
    leadTime: item.leadTime,
    notes: item.notes,
    photos: [...item.photos],
    status: item.status,
    chosenOptionId: item.chosenOptionId,
    round: item.round,
    proposedAt: item.proposedAt,
    approvedAt: item.approvedAt,
    declinedAt: item.declinedAt,
    changesRequestedAt: item.changesRequestedAt,
    orderedAt: item.orderedAt,
    shippedAt: item.shippedAt,
    deliveredAt: item.deliveredAt,
    installedAt: item.installedAt,
    lastChange: item.lastChange ?? null,
    decisions: decisionViews(item, opts, decisions),
    awaiting,
    options: opts,
  };
}

function adminItem(
  item: SelectionItem,
  options: readonly SelectionOption[],
  decisions: readonly SelectionDecision[],
  schedule: Pick<Schedule, "rule" | "clients">,
): AdminSelectionItem {
  const base = clientItem(item, options, decisions, schedule);
  const adminOptions: AdminSelectionOption[] = base.options.map((o, i) => ({
    ...o,
    ownPriceCents: options[i]?.unitPriceCents ?? null,
    costCents: options[i]?.costCents ?? null,
  }));
  return {
    ...base,
    options: adminOptions,
    costCents: item.costCents,
    source: item.source,
    productId: item.productId,
    sortOrder: item.sortOrder,
  };
}

function grouped(schedule: Schedule) {
  const optionsByItem = new Map<number, SelectionOption[]>();
  for (const o of schedule.options) optionsByItem.set(o.itemId, [...(optionsByItem.get(o.itemId) ?? []), o]);
  const decisionsByItem = new Map<number, SelectionDecision[]>();
  for (const d of schedule.decisions)
    decisionsByItem.set(d.itemId, [...(decisionsByItem.get(d.itemId) ?? []), d]);
  return {
    options: (id: number) => optionsByItem.get(id) ?? [],
    decisions: (id: number) => decisionsByItem.get(id) ?? [],
  };
}

export async function adminView(db: Db, projectId: number): Promise<AdminSelectionsView> {
  const schedule = await loadSchedule(db, projectId);
  const g = grouped(schedule);
  let costCents = 0;
  const rooms = schedule.rooms.map((room) => {
    const items = schedule.items
      .filter((i) => i.roomId === room.id)
      .map((i) => adminItem(i, g.options(i.id), g.decisions(i.id), schedule));
    for (const i of items) {
      if (i.status === "draft" || i.status === "declined") continue;
      const chosen = i.options.find((o) => o.id === i.chosenOptionId);
      const unitCost = chosen ? (chosen.costCents ?? i.costCents) : i.costCents;
      costCents += (unitCost ?? 0) * i.quantity;
    }
    return {
      id: room.id,
      name: room.name,
      budgetCents: room.budgetCents,
      sortOrder: room.sortOrder,
      items,
      totals: selectionTotals(items, room.budgetCents),
    };
  });
  return {
    projectId,
    approvalRule: schedule.rule,
    clients: schedule.clients,
    rooms,
    totals: { ...sumTotals(rooms.map((r) => r.totals)), costCents },
  };
}

/** The client's Selections tab: pieces the studio has put before them (no drafts), room by room. */
export async function clientView(db: Db, projectId: number): Promise<ClientSelectionsView> {
  const schedule = await loadSchedule(db, projectId);
  const g = grouped(schedule);
  const rooms = schedule.rooms
    .map((room) => {
      const items = schedule.items
        .filter((i) => i.roomId === room.id && i.status !== "draft")
        .map((i) => clientItem(i, g.options(i.id), g.decisions(i.id), schedule));
      return {
        id: room.id,
        name: room.name,
        budgetCents: room.budgetCents,
        items,
        totals: selectionTotals(items, room.budgetCents),
      };
    })
    .filter((room) => room.items.length > 0);
  return {
    projectId,
    approvalRule: schedule.rule,
    rooms,
    totals: sumTotals(rooms.map((r) => r.totals)),
  };
}

// ---------------------------------------------------------------------------------------------
// Lookups within a project
// ---------------------------------------------------------------------------------------------

export async function roomOrThrow(db: Db, id: number): Promise<SelectionRoom> {
  const room = await findRoom(db, id);
  if (!room) throw notFound(SELECTION_MESSAGES.roomNotFound);
  return room;
}

export async function itemOrThrow(db: Db, id: number): Promise<SelectionItem> {
  const item = await findItem(db, id);
  if (!item) throw notFound(SELECTION_MESSAGES.itemNotFound);
  return item;
}

export async function optionOrThrow(
  db: Db,
  id: number,
): Promise<{ option: SelectionOption; item: SelectionItem }> {
  const option = await findOption(db, id);
  if (!option) throw notFound(SELECTION_MESSAGES.optionNotFound);
  return { option, item: await itemOrThrow(db, option.itemId) };
}

// ---------------------------------------------------------------------------------------------
// Settings and rooms
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Pieces
// ---------------------------------------------------------------------------------------------

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

const money = (cents: number) => formatCents(cents);

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
function reopenStatement(
  db: Db,
  item: SelectionItem,
  changes: SelectionChange[],
  now: string,
  extra: Partial<typeof selectionItems.$inferInsert> = {},
) {
  const carried = item.status === "proposed" ? item.lastChange : null;
  return db
    .update(selectionItems)
    .set({
      ...extra,
      status: "proposed",
      round: sql`${selectionItems.round} + 1`,
      proposedAt: now,
      approvedAt: null,
      declinedAt: null,
      changesRequestedAt: null,
      chosenOptionId: null,
      lastChange: mergeChanges(carried ?? null, changes),
    })
    .where(eq(selectionItems.id, item.id));
}

function lockedAfterOrder(item: SelectionItem) {
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
      name: item.name,
      vendor: item.vendor,
      url: item.url,
      sku: item.sku,
      dimensions: item.dimensions,
      finish: item.finish,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      costCents: item.costCents,
      currency: item.currency,
      leadTime: item.leadTime,
      notes: item.notes,
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

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------

function describeOptions(
  item: SelectionItem,
  options: readonly Pick<SelectionOption, "name" | "unitPriceCents" | "finish">[],
): string {
  if (options.length === 0) return "No options";
  return options
    .map(
      (o, i) =>
        `${optionLabel(i)}: ${o.name}${o.finish ? ` (${o.finish})` : ""} ${money(o.unitPriceCents ?? item.unitPriceCents)}`,
    )
    .join(" · ");
}

/**
 * Any change to the options of a piece the client has seen puts it before the client again, with
 * the options before and after; none once ordered.
 */
async function changeOptions(
  deps: Deps,
  actor: Actor,
  item: SelectionItem,
  change: Statement,
  after: (options: SelectionOption[]) => Pick<SelectionOption, "name" | "unitPriceCents" | "finish">[],
  action: string,
  detail: Record<string, unknown>,
) {
  lockedAfterOrder(item);
  const { db } = deps;
  const before = await optionsOf(db, item.id);
  const from = describeOptions(item, before);
  const to = describeOptions(item, after(before));
  const reopen = item.status !== "draft" && from !== to;
  const statements: Statement[] = [change];
  if (reopen) {
    statements.push(
      reopenStatement(db, item, [{ field: "options", label: "Options", from, to }], deps.now().toISOString()),
    );
  }
  statements.push(
    audit(db, actor, item.projectId, action, {
      itemId: item.id,
      name: item.name,
      ...detail,
      ...(reopen ? { reopened: true } : {}),
    }),
  );
  await runBatch(db, statements);
}

export async function addOption(deps: Deps, actor: Actor, item: SelectionItem, input: OptionInput) {
  const { db } = deps;
  const existing = await optionsOf(db, item.id);
  if (existing.length >= SELECTION_LIMITS.options) throw badRequest(SELECTION_MESSAGES.tooManyOptions);
  const sortOrder = (existing.at(-1)?.sortOrder ?? -1) + 1;
  const values = {
    itemId: item.id,
    name: input.name,
    unitPriceCents: input.unitPriceCents ?? null,
    costCents: input.costCents ?? null,
    finish: input.finish,
    photoUrl: input.photoUrl,
    sortOrder,
  };
  await changeOptions(
    deps,
    actor,
    item,
    db.insert(selectionOptions).values(values),
    (before) => [...before, values],
    "selection.option.create",
    { option: input.name },
  );
}

export async function updateOption(
  deps: Deps,
  actor: Actor,
  item: SelectionItem,
  option: SelectionOption,
  input: Partial<OptionInput>,
) {
  const { db } = deps;
  const set: Partial<typeof selectionOptions.$inferInsert> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) (set as Record<string, unknown>)[key] = value;
  }
  if (Object.keys(set).length === 0) return;
  await changeOptions(
    deps,
    actor,
    item,
    db.update(selectionOptions).set(set).where(eq(selectionOptions.id, option.id)),
    (before) => before.map((o) => (o.id === option.id ? { ...o, ...set } : o)),
    "selection.option.update",
    { optionId: option.id, option: option.name, fields: Object.keys(set) },
  );
}

export async function deleteOption(deps: Deps, actor: Actor, item: SelectionItem, option: SelectionOption) {
  const { db } = deps;
  await changeOptions(
    deps,
    actor,
    item,
    db.delete(selectionOptions).where(eq(selectionOptions.id, option.id)),
    (before) => before.filter((o) => o.id !== option.id),
    "selection.option.delete",
    { optionId: option.id, option: option.name },
  );
}

// ---------------------------------------------------------------------------------------------
// The client's decision
// ---------------------------------------------------------------------------------------------

export type Decider = { projectId: number; userId: number | null; authorName: string; actor: Actor };

/**
 * A client approves, declines or asks for changes (with a comment), picking an option where the
 * piece has options. The decision is recorded only if the piece is still in the round the client
 * saw and still waiting (one statement checks both); then the round's decisions are judged under
 * the project's rule. A draft or another project's piece is "not found".
 */
export async function decide(deps: Deps, who: Decider, itemId: number, input: DecisionInput) {
  const { db } = deps;
  const item = await findItem(db, itemId);
  if (!item || item.projectId !== who.projectId || item.status === "draft") throw notFound();
  if (isApprovedStatus(item.status)) throw conflict(SELECTION_MESSAGES.alreadyApproved);
  if (!DECIDABLE_STATUSES.includes(item.status)) throw conflict(SELECTION_MESSAGES.notDecidable);
  const options = await optionsOf(db, item.id);
  const optionId = input.optionId ?? null;
  if (optionId !== null && !options.some((o) => o.id === optionId)) {
    throw badRequest(SELECTION_MESSAGES.unknownOption, { optionId: SELECTION_MESSAGES.unknownOption });
  }
  if (input.decision === "approved" && options.length > 0 && optionId === null) {
    throw badRequest(SELECTION_MESSAGES.chooseOption, { optionId: SELECTION_MESSAGES.chooseOption });
  }
  const decidable = sql.join(
    DECIDABLE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const createdAt = deps.now().toISOString();
  const [inserted] = await db.batch([
    db
      .insert(selectionDecisions)
      .select(
        sql`SELECT NULL, ${item.id}, ${item.round}, ${input.decision}, ${optionId}, ${input.comment ?? null}, ${who.userId}, ${who.authorName}, ${createdAt}
            WHERE EXISTS (SELECT 1 FROM selection_items WHERE id = ${item.id} AND round = ${item.round} AND status IN (${decidable}))`,
      )
      .returning({ id: selectionDecisions.id }),
    auditIfChangedStatement(db, who.actor, {
      action: "selection.decision",
      entityType: ENTITY,
      entityId: who.projectId,
      detail: {
        itemId: item.id,
        name: item.name,
        decision: input.decision,
        ...(optionId !== null ? { optionId } : {}),
        ...(input.comment ? { comment: input.comment } : {}),
        by: who.authorName,
      },
    }),
  ]);
  if (inserted.length === 0) {
    throw new ApiError(409, "This piece changed while you were deciding. Please look at it again.");
  }
  await settle(deps, item.id);
}

/**
 * Judges a waiting piece's current round and writes the outcome. Run after each decision (and a
 * change of rule): two clients deciding at once each settle after their own decision is stored,
 * so the later settle sees both.
 */
export async function settle(deps: Deps, itemId: number) {
  const { db } = deps;
  const item = await findItem(db, itemId);
  if (!item || !DECIDABLE_STATUSES.includes(item.status)) return;
  const [rule, clients, decisions] = await Promise.all([
    approvalRuleOf(db, item.projectId),
    projectClientsOf(db, item.projectId),
    decisionsOfRound(db, item.id, item.round),
  ]);
  const outcome = outcomeOf(rule, clients, decisions);
  if (outcome.status === item.status && outcome.status !== "approved") return;
  const now = deps.now().toISOString();
  const set: Partial<typeof selectionItems.$inferInsert> = { status: outcome.status };
  if (outcome.status === "approved") {
    set.approvedAt = now;
    set.chosenOptionId = outcome.optionId;
  } else if (outcome.status === "declined") set.declinedAt = now;
  else if (outcome.status === "changes_requested") set.changesRequestedAt = now;
  await db
    .update(selectionItems)
    .set(set)
    .where(
      and(
        eq(selectionItems.id, item.id),
        eq(selectionItems.round, item.round),
        inArray(selectionItems.status, [...DECIDABLE_STATUSES]),
      ),
    );
}
