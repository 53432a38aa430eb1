/**
 * Selections as the studio and the clients see them (issue 29): the studio's schedule with its
 * costs, and the clients' view without them (the studio's own cost never leaves the admin).
 */
import {
  type AdminSelectionItem,
  type AdminSelectionOption,
  type AdminSelectionsView,
  type ClientSelectionItem,
  type ClientSelectionOption,
  type ClientSelectionsView,
  DECIDABLE_STATUSES,
  linkMayApprove,
  optionLabel,
  type SelectionDecisionView,
  selectionTotals,
  sumTotals,
} from "../../src/shared/selections";
import type { SelectionDecision, SelectionItem, SelectionOption } from "../db/schema";
import type { Db } from "../types";
import { loadSchedule, type Schedule } from "./queries";
import { outcomeOf } from "./service";

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

/**
 * What describes a piece, field by field (never a spread of the row: no studio cost): the client's
 * view shows it, a duplicate copies it.
 */
export function describedFields(item: SelectionItem) {
  return {
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
  };
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
    ...describedFields(item),
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
    linkApproves: linkMayApprove(schedule.rule, schedule.clients.length),
    rooms,
    totals: sumTotals(rooms.map((r) => r.totals)),
  };
}
