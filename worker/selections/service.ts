/**
 * Selections' rules (issue 29): the studio's schedule (rooms, pieces, options), proposing to the
 * client, the client's decisions under the project's approval rule, locking once approved and
 * reopening on a change of price, quantity or options (with a record of what changed), and the
 * fulfilment dates. Every change is one D1 batch with its audit entry (entity "selection", the
 * project's id; the detail names the room or piece).
 *
 * This file holds what the parts share (the approval rule's outcome, the audit entry, lookups);
 * the parts are service-rooms.ts, service-items.ts, service-options.ts and service-decisions.ts,
 * and views.ts builds the two answers: the studio's (everything, the studio's cost included) and
 * the client's, field by field so the studio's cost can never slip into it.
 */
import type { BatchItem } from "drizzle-orm/batch";
import { type ApprovalRule, SELECTION_MESSAGES } from "../../src/shared/selections";
import { auditStatement } from "../audit/queries";
import type { SelectionDecision, SelectionItem, SelectionOption, SelectionRoom } from "../db/schema";
import { notFound } from "../http/errors";
import type { Db, SessionUser } from "../types";
import { findItem, findOption, findRoom } from "./queries";

export type Actor = SessionUser | null;
export type Statement = BatchItem<"sqlite">;

export const ENTITY = "selection";

export function audit(
  db: Db,
  actor: Actor,
  projectId: number,
  action: string,
  detail: Record<string, unknown>,
) {
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
 * option ("all"). Under "all" with assigned clients the private link may not approve
 * (linkMayApprove: service-decisions.ts refuses it); a link approval recorded before that rule, or
 * before a client was assigned, is shown but stands for no one in particular.
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
