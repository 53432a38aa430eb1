/**
 * The audit trail: who changed what, when. Every admin change writes its entry in the same D1
 * batch as the change itself, so there is never a change without its entry nor an entry for a
 * change that did not happen (tests/worker/audit.test.ts checks each kind of change).
 */
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import {
  type AuditEntityType,
  type AuditEntryView,
  type AuditPage,
  auditActionsMatching,
} from "../../src/shared/audit";
import { newestPage } from "../db/rows";
import { auditLog, now } from "../db/schema";
import { searchAny } from "../http/list-query";
import type { Db, SessionUser } from "../types";

export type AuditInput = {
  action: string;
  entityType: string;
  entityId?: string | number | null;
  detail?: Record<string, unknown>;
};

/** The insert statement for an audit entry, so it can join the batch of the change it records. */
export function auditStatement(db: Db, actor: SessionUser | null, input: AuditInput) {
  return db.insert(auditLog).values({
    actorUserId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    action: input.action,
    entityType: input.entityType,
    entityId: input.entityId === undefined || input.entityId === null ? null : String(input.entityId),
    detail: input.detail ?? null,
  });
}

/**
 * An audit entry that is written only if the statement right before it in the batch changed a
 * row (SQLite's changes()), for conditional changes such as "mark fulfilled if still paid" or
 * "delete unless an order refers to it": the change and its entry commit together or not at all,
 * and a change that matched nothing leaves no entry. With `entityFromLastInsert`, the entry names
 * the row that statement inserted (last_insert_rowid()).
 */
export function auditIfChangedStatement(
  db: Db,
  actor: SessionUser | null,
  input: AuditInput,
  options: { entityFromLastInsert?: boolean } = {},
) {
  const entityId: SQL = options.entityFromLastInsert
    ? sql`CAST(last_insert_rowid() AS TEXT)`
    : sql`${input.entityId === undefined || input.entityId === null ? null : String(input.entityId)}`;
  const detail = input.detail === undefined ? null : JSON.stringify(input.detail);
  // INSERT … SELECT with every column in table order (id NULL: autoincrement).
  return db
    .insert(auditLog)
    .select(
      sql`SELECT NULL, ${actor?.id ?? null}, ${actor?.email ?? null}, ${input.action}, ${input.entityType}, ${entityId}, ${detail}, ${now()} WHERE changes() > 0`,
    );
}

export async function recordAudit(db: Db, actor: SessionUser | null, input: AuditInput): Promise<void> {
  await auditStatement(db, actor, input);
}

/**
 * The Activity tab's search (issue 28): who (the actor's address), what (the action's label as the
 * tab shows it, or its key), which (the entity's id) and the details (a title, a name, an e-mail).
 */
function auditSearch(q: string) {
  const actions = auditActionsMatching(q);
  return or(
    searchAny(q, [auditLog.actorEmail, auditLog.action, auditLog.entityId, auditLog.detail]),
    actions.length > 0 ? inArray(auditLog.action, actions) : undefined,
  );
}

/** A page of the trail, newest first, optionally of one kind of entity. */
export async function listAudit(
  db: Db,
  options: { page: number; pageSize: number; entityType?: AuditEntityType; q?: string },
): Promise<AuditPage> {
  const where = and(
    options.entityType ? eq(auditLog.entityType, options.entityType) : undefined,
    options.q ? auditSearch(options.q) : undefined,
  );
  const { rows, total } = await newestPage(db, auditLog, where, {
    limit: options.pageSize,
    offset: (options.page - 1) * options.pageSize,
  });
  const entries: AuditEntryView[] = rows.map((r) => ({
    id: r.id,
    action: r.action,
    entityType: r.entityType,
    entityId: r.entityId,
    actorEmail: r.actorEmail,
    detail: r.detail ?? null,
    createdAt: r.createdAt,
  }));
  return { entries, page: options.page, pageSize: options.pageSize, total };
}

/**
 * An audit entry written only where `condition` holds when the batch reaches it (e.g. "this
 * signature row exists"), wherever it stands in the batch: for changes made by statements whose
 * position may move, or by people without an account (a signer on a private link).
 */
export function auditWhereStatement(db: Db, actor: SessionUser | null, input: AuditInput, condition: SQL) {
  const entityId = input.entityId === undefined || input.entityId === null ? null : String(input.entityId);
  const detail = input.detail === undefined ? null : JSON.stringify(input.detail);
  return db
    .insert(auditLog)
    .select(
      sql`SELECT NULL, ${actor?.id ?? null}, ${actor?.email ?? null}, ${input.action}, ${input.entityType}, ${entityId}, ${detail}, ${now()} WHERE ${condition}`,
    );
}
