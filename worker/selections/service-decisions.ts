/**
 * Selections (issue 29): the client's decision on a piece, and settling the piece by the project's
 * approval rule.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  DECIDABLE_STATUSES,
  isApprovedStatus,
  linkMayApprove,
  SELECTION_MESSAGES,
} from "../../src/shared/selections";
import type { DecisionInput } from "../../src/shared/selections-schemas";
import { auditIfChangedStatement } from "../audit/queries";
import { selectionDecisions, selectionItems } from "../db/schema";
import type { Deps } from "../deps";
import { ApiError, badRequest, conflict, forbidden, notFound } from "../http/errors";
import { approvalRuleOf, decisionsOfRound, findItem, optionsOf, projectClientsOf } from "./queries";
import { type Actor, ENTITY, outcomeOf } from "./service";

export type Decider = { projectId: number; userId: number | null; authorName: string; actor: Actor };

/**
 * A client approves, declines or asks for changes (with a comment), picking an option where the
 * piece has options. The decision is recorded only if the piece is still in the round the client
 * saw and still waiting (one statement checks both); then the round's decisions are judged under
 * the project's rule. A draft or another project's piece is "not found". An approval on the private
 * link is refused, recording nothing, where it would count for no one ("all" with assigned clients:
 * linkMayApprove, src/shared/selections.ts).
 */
export async function decide(deps: Deps, who: Decider, itemId: number, input: DecisionInput) {
  const { db } = deps;
  const item = await findItem(db, itemId);
  if (!item || item.projectId !== who.projectId || item.status === "draft") throw notFound();
  if (isApprovedStatus(item.status)) throw conflict(SELECTION_MESSAGES.alreadyApproved);
  if (!DECIDABLE_STATUSES.includes(item.status)) throw conflict(SELECTION_MESSAGES.notDecidable);
  if (who.userId === null && input.decision === "approved") {
    const [rule, clients] = await Promise.all([
      approvalRuleOf(db, item.projectId),
      projectClientsOf(db, item.projectId),
    ]);
    if (!linkMayApprove(rule, clients.length)) throw forbidden(SELECTION_MESSAGES.linkCannotApprove);
  }
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
