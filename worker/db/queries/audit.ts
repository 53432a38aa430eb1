import { auditLog } from "../schema";
import type { Db, SessionUser } from "../../types";

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

export async function recordAudit(db: Db, actor: SessionUser | null, input: AuditInput): Promise<void> {
  await auditStatement(db, actor, input);
}
