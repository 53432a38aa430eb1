/**
 * Signatures: one conditional batch per signature, so two at once or a void during one change
 * things at most once.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SignatureKind } from "../../src/shared/proposals";
import { auditWhereStatement } from "../audit/queries";
import { isUniqueViolation } from "../db/constraint-errors";
import { now, signatureRequests, signatureSigners, signatures } from "../db/schema";
import type { Db, SessionUser } from "../types";
import { type EventSource, eventIfChangedStatement } from "./queries";

export type NewSignature = {
  requestId: number;
  signerId: number;
  fullName: string;
  kind: SignatureKind;
  signatureData: string;
  documentSha256: string;
  identityMethod: "session" | "email_code";
  consentText: string;
  source: EventSource;
  /** For the audit log: who signed (the signed-in user, if any) and what. */
  audit?: { actor: SessionUser | null; signerEmail: string; title: string; documentId: number | null };
  /** The signing instant (defaults to now): the caller's queued notices are conditional on it. */
  at?: string;
};

export type SignOutcome = "signed" | "completed" | "already_signed" | "not_open";

/**
 * One signature, in one batch: inserted only while the request is open and for the hash it was
 * sent with; the signer marked signed; the request completed when no signer is left. A second
 * signature by the same signer fails on the unique signer id.
 */
export async function insertSignature(
  db: Db,
  input: NewSignature,
  extra: BatchItem<"sqlite">[] = [],
): Promise<SignOutcome> {
  const at = input.at ?? now();
  try {
    const results = await db.batch([
      db
        .insert(signatures)
        .select(
          sql`SELECT NULL, ${input.requestId}, ${input.signerId}, ${input.fullName}, ${input.kind}, ${input.signatureData}, ${input.documentSha256}, ${input.identityMethod}, ${input.consentText}, ${input.source.ip}, ${input.source.userAgent}, ${at} FROM signature_requests WHERE id = ${input.requestId} AND status = 'open' AND document_sha256 = ${input.documentSha256}`,
        ),
      db
        .update(signatureSigners)
        .set({ signedAt: at })
        .where(
          and(
            eq(signatureSigners.id, input.signerId),
            isNull(signatureSigners.signedAt),
            sql`EXISTS (SELECT 1 FROM signatures WHERE signer_id = ${input.signerId} AND signed_at = ${at})`,
          ),
        )
        .returning({ id: signatureSigners.id }),
      eventIfChangedStatement(
        db,
        input.requestId,
        "signed",
        {
          fullName: input.fullName,
          kind: input.kind,
          identityMethod: input.identityMethod,
          documentSha256: input.documentSha256,
        },
        input.source,
        input.signerId,
      ),
      db
        .update(signatureRequests)
        .set({ status: "completed", completedAt: at, updatedAt: at })
        .where(
          and(
            eq(signatureRequests.id, input.requestId),
            eq(signatureRequests.status, "open"),
            sql`NOT EXISTS (SELECT 1 FROM signature_signers WHERE request_id = ${input.requestId} AND signed_at IS NULL)`,
          ),
        )
        .returning({ id: signatureRequests.id }),
      eventIfChangedStatement(db, input.requestId, "completed", null, { ip: null, userAgent: null }),
      // The signature in the audit log, only if it was recorded (wherever it stands in the batch).
      ...(input.audit
        ? [
            auditWhereStatement(
              db,
              input.audit.actor,
              {
                action: "proposal.signed",
                entityType: "proposal",
                entityId: input.requestId,
                detail: {
                  requestId: input.requestId,
                  documentId: input.audit.documentId,
                  title: input.audit.title,
                  signer: input.audit.signerEmail,
                  identityMethod: input.identityMethod,
                },
              },
              sql`EXISTS (SELECT 1 FROM signatures WHERE signer_id = ${input.signerId} AND signed_at = ${at})`,
            ),
          ]
        : []),
      // The studio's notices (worker/notify/outbox.ts), written only if this signature happened.
      ...extra,
    ]);
    if ((results[1] as { id: number }[]).length === 0) return "not_open";
    return (results[3] as { id: number }[]).length > 0 ? "completed" : "signed";
  } catch (error) {
    if (isUniqueViolation(error, "signatures.signer_id")) return "already_signed";
    throw error;
  }
}

export async function signaturesOf(db: Db, requestId: number) {
  return db
    .select()
    .from(signatures)
    .where(eq(signatures.requestId, requestId))
    .orderBy(asc(signatures.signedAt))
    .all();
}
