/**
 * Design fee proposals out for signature (issue 18): requests, signers, codes, signatures, deposit
 * payments and the proposal's own event trail. Every state change is one D1 batch whose statements
 * are conditional on the state they expect, so a race (two signatures at once, a void during a
 * signature, two webhook deliveries) changes things at most once.
 */
import { and, asc, eq, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SignedCopyMode } from "../../src/shared/proposals";
import { auditIfChangedStatement } from "../audit/queries";
import { runBatch } from "../db/batch";
import { isUniqueViolation } from "../db/constraint-errors";
import { sortedRows } from "../db/rows";
import {
  auditLog,
  now,
  proposalEvents,
  type SignatureRequest,
  type SignatureSigner,
  signatureRequests,
  signatureSigners,
} from "../db/schema";
import type { Db, SessionUser } from "../types";

export type EventSource = { ip: string | null; userAgent: string | null };

export function eventStatement(
  db: Db,
  requestId: number,
  type: string,
  detail: Record<string, unknown> | null = null,
  source: EventSource = { ip: null, userAgent: null },
  signerId: number | null = null,
) {
  return db.insert(proposalEvents).values({
    requestId,
    signerId,
    type,
    detail,
    ip: source.ip,
    userAgent: source.userAgent,
  });
}

/** The same event, written only if the statement right before it in the batch changed a row. */
export function eventIfChangedStatement(
  db: Db,
  requestId: number,
  type: string,
  detail: Record<string, unknown> | null,
  source: EventSource,
  signerId: number | null = null,
) {
  return db
    .insert(proposalEvents)
    .select(
      sql`SELECT NULL, ${requestId}, ${signerId}, ${type}, ${detail === null ? null : JSON.stringify(detail)}, ${source.ip}, ${source.userAgent}, ${now()} WHERE changes() > 0`,
    );
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export async function getRequest(db: Db, id: number): Promise<SignatureRequest | undefined> {
  return db.select().from(signatureRequests).where(eq(signatureRequests.id, id)).get();
}

export async function getSigners(db: Db, requestId: number): Promise<SignatureSigner[]> {
  return sortedRows(db, signatureSigners, eq(signatureSigners.requestId, requestId));
}

export async function findOpenRequestForDocument(db: Db, documentId: number) {
  return findRequestForDocument(db, documentId, "open");
}

export async function findRequestForDocument(db: Db, documentId: number, status: SignatureRequest["status"]) {
  return db
    .select()
    .from(signatureRequests)
    .where(and(eq(signatureRequests.documentId, documentId), eq(signatureRequests.status, status)))
    .get();
}

export type NewSignatureRequest = {
  projectId: number;
  document: { id: number; title: string; fileName: string; objectPath: string };
  documentSha256: string;
  signers: { name: string; email: string }[];
  depositCents: number | null;
  message: string | null;
  createdByUserId: number;
};

/**
 * The request, its signers and its first event in one batch. A second open request for the same
 * document fails on the partial unique index: "already_open".
 */
export async function createSignatureRequest(
  db: Db,
  input: NewSignatureRequest,
  extra: BatchItem<"sqlite">[],
): Promise<{ ok: true; request: SignatureRequest } | { ok: false; reason: "already_open" }> {
  const at = now();
  const statements: BatchItem<"sqlite">[] = [
    db.insert(signatureRequests).values({
      projectId: input.projectId,
      documentId: input.document.id,
      documentTitle: input.document.title,
      documentFileName: input.document.fileName,
      documentObjectPath: input.document.objectPath,
      documentSha256: input.documentSha256,
      depositCents: input.depositCents,
      message: input.message,
      createdByUserId: input.createdByUserId,
      createdAt: at,
      updatedAt: at,
    }),
    // The request's id is last_insert_rowid() until the next insert: signers and the first event
    // refer to it through a sub-select on the open request of this document.
    ...input.signers.map((s, i) =>
      db
        .insert(signatureSigners)
        .select(
          sql`SELECT NULL, id, ${s.name}, ${s.email}, ${i}, NULL, NULL, NULL, ${at} FROM signature_requests WHERE document_id = ${input.document.id} AND status = 'open'`,
        ),
    ),
    db.insert(proposalEvents).select(
      sql`SELECT NULL, id, NULL, 'requested', ${JSON.stringify({
        signers: input.signers.map((s) => s.email),
        depositCents: input.depositCents,
        documentSha256: input.documentSha256,
      })}, NULL, NULL, ${at} FROM signature_requests WHERE document_id = ${input.document.id} AND status = 'open'`,
    ),
    ...extra,
  ];
  try {
    await runBatch(db, statements);
  } catch (error) {
    if (isUniqueViolation(error, "signature_requests.document_id"))
      return { ok: false, reason: "already_open" };
    throw error;
  }
  const request = await findOpenRequestForDocument(db, input.document.id);
  if (!request) throw new Error("Signature request missing after insert");
  return { ok: true, request };
}

/**
 * Voids the open request (admin), with its event and the caller's statements (audit entry written
 * only if the void happened); false when it was no longer open. `before` runs first in the same
 * batch (the signers' queued e-mails, written only while the request is still open).
 */
export async function voidRequest(
  db: Db,
  requestId: number,
  reason: string,
  source: EventSource,
  extra: BatchItem<"sqlite">[],
  before: BatchItem<"sqlite">[] = [],
): Promise<boolean> {
  const at = now();
  const results = await db.batch([
    ...before,
    db
      .update(signatureRequests)
      .set({ status: "voided", voidedAt: at, voidReason: reason, updatedAt: at })
      .where(and(eq(signatureRequests.id, requestId), eq(signatureRequests.status, "open")))
      .returning({ id: signatureRequests.id }),
    eventIfChangedStatement(db, requestId, "voided", { reason }, source),
    ...extra,
  ] as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return (results[before.length] as unknown[]).length > 0;
}

/**
 * Voids the open requests `which` picks (a condition on signature_requests): each one's 'voided'
 * event first, written only while the request is still open, then the void itself.
 */
export function voidOpenRequestsStatements(db: Db, which: SQL, reason: string, at: string) {
  return [
    db
      .insert(proposalEvents)
      .select(
        sql`SELECT NULL, id, NULL, 'voided', ${JSON.stringify({ reason })}, NULL, NULL, ${at} FROM signature_requests WHERE ${which} AND status = 'open'`,
      ),
    db
      .update(signatureRequests)
      .set({ status: "voided", voidedAt: at, voidReason: reason, updatedAt: at })
      .where(and(which, eq(signatureRequests.status, "open"))),
  ] as const;
}

/** A new version of the document voids its open request (in the new version's batch). */
export function voidForNewVersionStatements(db: Db, documentId: number) {
  const reason = "A new version of the proposal was uploaded.";
  return voidOpenRequestsStatements(db, eq(signatureRequests.documentId, documentId), reason, now());
}

/** The reminder in the request's own trail, with `extra` (the audit entry) in the same batch. */
export async function markReminded(
  db: Db,
  requestId: number,
  signerIds: number[],
  extra: BatchItem<"sqlite">[] = [],
): Promise<void> {
  const at = now();
  await runBatch(db, [
    db
      .update(signatureRequests)
      .set({ remindedAt: at, updatedAt: at })
      .where(eq(signatureRequests.id, requestId)),
    eventStatement(db, requestId, "reminded", { signerIds }),
    ...extra,
  ]);
}

/** Marks signers e-mailed, in the batch that queues their e-mails (worker/notify/outbox.ts). */
export function markEmailedStatement(db: Db, signerIds: number[]) {
  return db.update(signatureSigners).set({ emailedAt: now() }).where(inArray(signatureSigners.id, signerIds));
}

/**
 * Open requests with a signer who was never e-mailed (the process died between the request's
 * batch and the e-mails' batch), created before `before`: the cron e-mails them.
 */
export async function requestsWithUnemailedSigners(db: Db, before: string): Promise<SignatureRequest[]> {
  return db
    .select()
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.status, "open"),
        lt(signatureRequests.createdAt, before),
        sql`EXISTS (SELECT 1 FROM signature_signers WHERE request_id = ${signatureRequests.id} AND emailed_at IS NULL AND signed_at IS NULL)`,
      ),
    )
    .orderBy(asc(signatureRequests.id))
    .limit(10)
    .all();
}

/**
 * The first time a client opened the proposal (and, when known, which signer), each in the audit
 * log once: the first open of the request by someone not yet known (a private link before the
 * code), and each signer's first open. `actor` is the signed-in viewer, if any.
 */
export async function recordViewed(
  db: Db,
  request: SignatureRequest,
  signerId: number | null,
  source: EventSource,
  actor: SessionUser | null = null,
) {
  const at = now();
  const statements: BatchItem<"sqlite">[] = [];
  const audit = (signer: string | null) =>
    auditIfChangedStatement(db, actor, {
      action: "proposal.viewed",
      entityType: "proposal",
      entityId: request.id,
      detail: { requestId: request.id, documentId: request.documentId, title: request.documentTitle, signer },
    });
  if (!request.viewedAt) {
    statements.push(
      db
        .update(signatureRequests)
        .set({ viewedAt: at })
        .where(and(eq(signatureRequests.id, request.id), isNull(signatureRequests.viewedAt))),
      eventIfChangedStatement(db, request.id, "viewed", null, source),
      ...(signerId === null ? [audit(null)] : []),
    );
  }
  if (signerId !== null) {
    const signer = await db
      .select({ email: signatureSigners.email })
      .from(signatureSigners)
      .where(eq(signatureSigners.id, signerId))
      .get();
    statements.push(
      db
        .update(signatureSigners)
        .set({ viewedAt: at })
        .where(and(eq(signatureSigners.id, signerId), isNull(signatureSigners.viewedAt))),
      eventIfChangedStatement(db, request.id, "signer.viewed", null, source, signerId),
      audit(signer?.email ?? null),
    );
  }
  await runBatch(db, statements);
}

/**
 * The signed copy is built: stored on the request, any pending failure and its attempts cleared,
 * and a `signed_copy.created` event. A copy made without the merged original (issue 25: `mode`
 * and why) says so in the event, on the request (the admin's Documents tab) and in the audit log.
 */
export async function setSignedCopy(
  db: Db,
  requestId: number,
  key: string,
  fallback: { mode: SignedCopyMode; reason: string } | null = null,
): Promise<void> {
  const at = now();
  await runBatch(db, [
    db
      .update(signatureRequests)
      .set({
        signedCopyKey: key,
        signedCopyAt: at,
        signedCopyError: null,
        signedCopyAttempts: 0,
        signedCopyFailedAt: null,
        signedCopyMode: fallback?.mode ?? null,
      })
      .where(eq(signatureRequests.id, requestId)),
    eventStatement(
      db,
      requestId,
      "signed_copy.created",
      fallback ? { key, mode: fallback.mode, reason: fallback.reason } : { key },
    ),
    ...(fallback
      ? [
          db
            .insert(auditLog)
            .select(
              sql`SELECT NULL, NULL, NULL, 'proposal.signed_copy_fallback', 'proposal', CAST(id AS TEXT), json_object('requestId', id, 'documentId', document_id, 'title', document_title, 'mode', ${fallback.mode}, 'reason', ${fallback.reason}), ${at} FROM signature_requests WHERE id = ${requestId}`,
            ),
        ]
      : []),
  ]);
}

/**
 * A failed build of the signed copy (issue 25): the reason and one more attempt on the request,
 * and a `signed_copy.failed` event in its trail the first time only (the hourly retries of the
 * same failure do not flood the trail).
 */
export async function recordSignedCopyFailure(db: Db, requestId: number, reason: string): Promise<void> {
  const at = now();
  await runBatch(db, [
    db
      .update(signatureRequests)
      .set({ signedCopyError: reason })
      .where(and(eq(signatureRequests.id, requestId), isNull(signatureRequests.signedCopyError))),
    eventIfChangedStatement(db, requestId, "signed_copy.failed", { reason }, { ip: null, userAgent: null }),
    db
      .update(signatureRequests)
      .set({
        signedCopyError: reason,
        signedCopyAttempts: sql`${signatureRequests.signedCopyAttempts} + 1`,
        signedCopyFailedAt: at,
      })
      .where(eq(signatureRequests.id, requestId)),
  ]);
}

/**
 * Completed requests whose signed copy failed to build, or was never built (the Worker stopped
 * between the last signature and the build: completed before `completedBefore` and still without
 * a copy), the longest-waiting first: the cron's retries (worker/cron.ts retrySignedCopies). A
 * voided request is never rebuilt.
 */
export async function pendingSignedCopies(
  db: Db,
  limit: number,
  completedBefore: string,
): Promise<SignatureRequest[]> {
  return db
    .select()
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.status, "completed"),
        sql`(${signatureRequests.signedCopyError} IS NOT NULL OR (${signatureRequests.signedCopyKey} IS NULL AND ${signatureRequests.completedAt} < ${completedBefore}))`,
      ),
    )
    .orderBy(
      asc(sql`coalesce(${signatureRequests.signedCopyFailedAt}, ${signatureRequests.completedAt})`),
      asc(signatureRequests.id),
    )
    .limit(limit)
    .all();
}
