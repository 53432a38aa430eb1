/**
 * Design fee proposals out for signature (issue 18): requests, signers, codes, signatures, deposit
 * payments and the proposal's own event trail. Every state change is one D1 batch whose statements
 * are conditional on the state they expect, so a race (two signatures at once, a void during a
 * signature, two webhook deliveries) changes things at most once.
 */
import { and, asc, desc, eq, gt, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type {
  AdminProposal,
  AdminProposalEvent,
  PortalProposal,
  ProposalSignerView,
  SignatureKind,
  SignedCopyMode,
} from "../../src/shared/proposals";
import { CODE_DAILY_SENDS, CODE_DAILY_WRONG, CODE_LOCKOUT_WRONG } from "../../src/shared/proposals";
import { auditIfChangedStatement, auditWhereStatement } from "../audit/queries";
import { runBatch } from "../db/batch";
import { isUniqueViolation } from "../db/constraint-errors";
import {
  auditLog,
  documents,
  now,
  type PaymentRefund,
  proposalEvents,
  proposalPayments,
  type SignatureRequest,
  type SignatureSigner,
  type SignerCodeGuard,
  signatureRequests,
  signatureSigners,
  signatures,
  signerCodeGuards,
  signerCodes,
  stripeEvents,
} from "../db/schema";
import { completeAttemptStatement } from "../shop/queries-checkout-attempts";
import { type PaidSession, refundIntentStatement, refundsByRequest } from "../shop/queries-refunds";
import type { Db, SessionUser } from "../types";
import { adminSignerLinks } from "./signer-links";

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
  return db
    .select()
    .from(signatureSigners)
    .where(eq(signatureSigners.requestId, requestId))
    .orderBy(asc(signatureSigners.sortOrder), asc(signatureSigners.id))
    .all();
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

/** A new version of the document voids its open request (in the new version's batch). */
export function voidForNewVersionStatements(db: Db, documentId: number) {
  const at = now();
  const reason = "A new version of the proposal was uploaded.";
  return [
    db
      .insert(proposalEvents)
      .select(
        sql`SELECT NULL, id, NULL, 'voided', ${JSON.stringify({ reason })}, NULL, NULL, ${at} FROM signature_requests WHERE document_id = ${documentId} AND status = 'open'`,
      ),
    db
      .update(signatureRequests)
      .set({ status: "voided", voidedAt: at, voidReason: reason, updatedAt: at })
      .where(and(eq(signatureRequests.documentId, documentId), eq(signatureRequests.status, "open"))),
  ] as const;
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

// ---------------------------------------------------------------------------------------------
// Views
// ---------------------------------------------------------------------------------------------

function signerView(s: SignatureSigner): ProposalSignerView {
  return { id: s.id, name: s.name, email: s.email, signedAt: s.signedAt, viewedAt: s.viewedAt };
}

async function signersByRequest(db: Db, requestIds: number[]) {
  const map = new Map<number, SignatureSigner[]>();
  if (requestIds.length === 0) return map;
  const rows = await db
    .select()
    .from(signatureSigners)
    .where(inArray(signatureSigners.requestId, requestIds))
    .orderBy(asc(signatureSigners.sortOrder), asc(signatureSigners.id))
    .all();
  for (const r of rows) map.set(r.requestId, [...(map.get(r.requestId) ?? []), r]);
  return map;
}

function portalShape(
  r: SignatureRequest,
  signers: SignatureSigner[],
  viewerEmail: string | null,
): PortalProposal {
  const mine = viewerEmail ? signers.find((s) => s.email === viewerEmail.toLowerCase()) : undefined;
  return {
    id: r.id,
    documentId: r.documentId,
    title: r.documentTitle,
    fileName: r.documentFileName,
    documentSha256: r.documentSha256,
    status: r.status,
    message: r.message,
    depositCents: r.depositCents,
    currency: r.currency,
    depositPaidAt: r.depositPaidAt,
    createdAt: r.createdAt,
    completedAt: r.completedAt,
    signers: signers.map(signerView),
    sessionSignerId: mine?.id ?? null,
    // Downloadable only once a copy exists (issue 25): a pending copy is "being prepared".
    signedCopyAvailable: r.status === "completed" && r.signedCopyKey !== null,
    ...(r.status === "completed" && r.signedCopyKey !== null && r.signedCopyMode
      ? { signedCopyMode: r.signedCopyMode }
      : {}),
  };
}

/**
 * The proposals a client sees: open and completed ones (a voided request disappears; the studio
 * sends the new version). Newest first.
 */
export async function listPortalProposals(
  db: Db,
  projectId: number,
  viewerEmail: string | null,
): Promise<PortalProposal[]> {
  const rows = await db
    .select()
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.projectId, projectId),
        inArray(signatureRequests.status, ["open", "completed"]),
      ),
    )
    .orderBy(desc(signatureRequests.createdAt), desc(signatureRequests.id))
    .all();
  const signers = await signersByRequest(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => portalShape(r, signers.get(r.id) ?? [], viewerEmail));
}

export async function listAdminProposals(db: Db, projectId: number): Promise<AdminProposal[]> {
  const rows = await db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.projectId, projectId))
    .orderBy(desc(signatureRequests.createdAt), desc(signatureRequests.id))
    .all();
  const ids = rows.map((r) => r.id);
  const signers = await signersByRequest(db, ids);
  const links = await adminSignerLinks(db, rows);
  const signerIds = [...signers.values()].flat().map((s) => s.id);
  const locks =
    signerIds.length === 0
      ? []
      : await db
          .select({ signerId: signerCodeGuards.signerId, lockedAt: signerCodeGuards.lockedAt })
          .from(signerCodeGuards)
          .where(
            and(inArray(signerCodeGuards.signerId, signerIds), sql`${signerCodeGuards.lockedAt} IS NOT NULL`),
          )
          .all();
  const lockedAt = new Map(locks.map((l) => [l.signerId, l.lockedAt]));
  const events =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(proposalEvents)
          .where(inArray(proposalEvents.requestId, ids))
          .orderBy(asc(proposalEvents.createdAt), asc(proposalEvents.id))
          .all();
  const refunds = await refundsByRequest(db, ids);
  return rows.map((r) => {
    const list = signers.get(r.id) ?? [];
    const names = new Map(list.map((s) => [s.id, s.name]));
    const trail: AdminProposalEvent[] = events
      .filter((e) => e.requestId === r.id)
      .map((e) => ({
        type: e.type,
        createdAt: e.createdAt,
        signerName: e.signerId === null ? null : (names.get(e.signerId) ?? null),
        detail: e.detail ?? null,
      }));
    const shape = portalShape(r, list, null);
    return {
      ...shape,
      signers: shape.signers.map((s) => ({ ...s, codeLockedAt: lockedAt.get(s.id) ?? null })),
      projectId: r.projectId,
      viewedAt: r.viewedAt,
      remindedAt: r.remindedAt,
      voidedAt: r.voidedAt,
      voidReason: r.voidReason,
      depositPaymentRef: r.depositPaymentRef,
      depositRefunds: refunds.get(r.id) ?? [],
      signedCount: list.filter((s) => s.signedAt).length,
      signerCount: list.length,
      events: trail,
      signerLinks: links.get(r.id) ?? [],
      ...(r.status === "completed" && (r.signedCopyError !== null || r.signedCopyKey === null)
        ? {
            signedCopyPending: {
              reason: r.signedCopyError ?? "The signed copy has not been made yet.",
              attempts: r.signedCopyAttempts,
              lastAttemptAt: r.signedCopyFailedAt ?? r.completedAt ?? r.updatedAt,
            },
          }
        : {}),
    };
  });
}

/** The request of this project (portal access already decided for the project). */
export async function findProjectRequest(db: Db, projectId: number, requestId: number) {
  return db
    .select()
    .from(signatureRequests)
    .where(and(eq(signatureRequests.id, requestId), eq(signatureRequests.projectId, projectId)))
    .get();
}

export async function requestProjectId(db: Db, requestId: number): Promise<number | null> {
  const row = await db
    .select({ projectId: signatureRequests.projectId })
    .from(signatureRequests)
    .where(eq(signatureRequests.id, requestId))
    .get();
  return row?.projectId ?? null;
}

/** Whether the request's document is still the current version (null document: deleted). */
export async function isDocumentCurrent(db: Db, documentId: number | null): Promise<boolean> {
  if (documentId === null) return false;
  const doc = await db
    .select({ supersededAt: documents.supersededAt })
    .from(documents)
    .where(eq(documents.id, documentId))
    .get();
  return Boolean(doc && !doc.supersededAt);
}

// ---------------------------------------------------------------------------------------------
// Codes (private link) and signing tickets
// ---------------------------------------------------------------------------------------------

/**
 * A new code for the signer, unless the signer is locked out or has had CODE_DAILY_SENDS codes
 * since `since` (24 hours ago, or the studio's unlock if later): one conditional insert, so
 * parallel requests cannot exceed the cap. Returns the code's id, or null when refused. The
 * trail's "code.sent" is written once the e-mail went out (markCodeSent).
 */
export async function createCode(
  db: Db,
  args: { signerId: number; codeHash: string; expiresAt: string; since: string },
): Promise<number | null> {
  const row = await db
    .insert(signerCodes)
    .select(
      sql`SELECT NULL, ${args.signerId}, ${args.codeHash}, ${args.expiresAt}, 0, NULL, NULL, NULL, ${now()}
        WHERE (SELECT count(*) FROM signer_codes WHERE signer_id = ${args.signerId} AND created_at > ${args.since}) < ${CODE_DAILY_SENDS}
        AND NOT EXISTS (SELECT 1 FROM signer_code_guards WHERE signer_id = ${args.signerId} AND (locked_at IS NOT NULL OR wrong_total >= ${CODE_LOCKOUT_WRONG}))`,
    )
    .returning({ id: signerCodes.id })
    .get();
  return row?.id ?? null;
}

/** The code went out: its event in the trail, with the caller's audit entry. */
export async function markCodeSent(
  db: Db,
  args: { requestId: number; signerId: number },
  source: EventSource,
  extra: BatchItem<"sqlite">[] = [],
): Promise<void> {
  await runBatch(db, [
    eventStatement(db, args.requestId, "code.sent", null, source, args.signerId),
    ...extra,
  ]);
}

/** The code could not be e-mailed: it is removed (nobody can read it), and the trail says so. */
export async function dropUnsentCode(
  db: Db,
  args: { requestId: number; signerId: number; codeId: number },
  source: EventSource,
): Promise<void> {
  await runBatch(db, [
    db.delete(signerCodes).where(eq(signerCodes.id, args.codeId)),
    eventStatement(
      db,
      args.requestId,
      "code.not_sent",
      { reason: "email_unavailable" },
      source,
      args.signerId,
    ),
  ]);
}

/** Codes made for the signer since `since` (ISO instant). */
export async function codesSentSince(db: Db, signerId: number, since: string): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(signerCodes)
    .where(and(eq(signerCodes.signerId, signerId), gt(signerCodes.createdAt, since)))
    .get();
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Guessing limits (issue 25): a daily cap on wrong codes and a lockout after CODE_LOCKOUT_WRONG
// wrong codes in all, lifted only by the studio.
// ---------------------------------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60 * 1000;

export async function getGuard(db: Db, signerId: number): Promise<SignerCodeGuard | undefined> {
  return db.select().from(signerCodeGuards).where(eq(signerCodeGuards.signerId, signerId)).get();
}

/**
 * What the guard allows now: "locked" (until the studio unlocks), "daily" (CODE_DAILY_WRONG wrong
 * codes in the current 24-hour window, with the seconds until it ends) or "open".
 */
export function guardState(
  guard: SignerCodeGuard | undefined,
  at = Date.now(),
): { state: "open" } | { state: "locked" } | { state: "daily"; retryAfterSeconds: number } {
  if (!guard) return { state: "open" };
  if (guard.lockedAt || guard.wrongTotal >= CODE_LOCKOUT_WRONG) return { state: "locked" };
  const started = guard.dayStartedAt ? Date.parse(guard.dayStartedAt) : Number.NaN;
  if (started > at - DAY_MS && guard.dayWrong >= CODE_DAILY_WRONG) {
    return { state: "daily", retryAfterSeconds: Math.max(1, Math.ceil((started + DAY_MS - at) / 1000)) };
  }
  return { state: "open" };
}

/** Where the daily send cap starts counting: 24 hours ago, or the studio's unlock if later. */
export function sendWindowStart(guard: SignerCodeGuard | undefined, at = Date.now()): string {
  const dayAgo = new Date(at - DAY_MS).toISOString();
  return guard?.unlockedAt && guard.unlockedAt > dayAgo ? guard.unlockedAt : dayAgo;
}

/**
 * Counts one guess against the signer before it is compared, atomically: refused (null) when the
 * signer is locked out or has reached today's wrong codes, so parallel guesses cannot exceed
 * either limit. A right guess is given back (refundGuessStatement, in verifyCode's batch).
 */
export async function claimGuess(
  db: Db,
  signerId: number,
  at = Date.now(),
): Promise<{ wrongTotal: number; dayWrong: number } | null> {
  const nowIso = new Date(at).toISOString();
  const dayAgo = new Date(at - DAY_MS).toISOString();
  const fresh = sql`(${signerCodeGuards.dayStartedAt} IS NULL OR ${signerCodeGuards.dayStartedAt} <= ${dayAgo})`;
  const row = await db
    .insert(signerCodeGuards)
    .values({ signerId, wrongTotal: 1, dayStartedAt: nowIso, dayWrong: 1 })
    .onConflictDoUpdate({
      target: signerCodeGuards.signerId,
      set: {
        wrongTotal: sql`${signerCodeGuards.wrongTotal} + 1`,
        dayWrong: sql`CASE WHEN ${fresh} THEN 1 ELSE ${signerCodeGuards.dayWrong} + 1 END`,
        dayStartedAt: sql`CASE WHEN ${fresh} THEN ${nowIso} ELSE ${signerCodeGuards.dayStartedAt} END`,
      },
      setWhere: sql`${signerCodeGuards.lockedAt} IS NULL AND ${signerCodeGuards.wrongTotal} < ${CODE_LOCKOUT_WRONG} AND (${fresh} OR ${signerCodeGuards.dayWrong} < ${CODE_DAILY_WRONG})`,
    })
    .returning({ wrongTotal: signerCodeGuards.wrongTotal, dayWrong: signerCodeGuards.dayWrong })
    .get();
  return row ?? null;
}

/** Gives a claimed guess back: it was right, or it was never compared. */
export function refundGuessStatement(db: Db, signerId: number) {
  return db
    .update(signerCodeGuards)
    .set({
      wrongTotal: sql`max(0, ${signerCodeGuards.wrongTotal} - 1)`,
      dayWrong: sql`max(0, ${signerCodeGuards.dayWrong} - 1)`,
    })
    .where(eq(signerCodeGuards.signerId, signerId));
}

/** Gives the code's attempt back when the guess was never compared (the signer's claim refused). */
export async function giveBackAttempt(db: Db, codeId: number): Promise<void> {
  await db
    .update(signerCodes)
    .set({ attempts: sql`max(0, ${signerCodes.attempts} - 1)` })
    .where(eq(signerCodes.id, codeId));
}

/**
 * Whether the lock of lockSigner would apply now: the signer is not locked and has
 * CODE_LOCKOUT_WRONG wrong codes. A statement placed before the lock in its batch and written only
 * `when` this holds is written exactly by the batch that locks (the studio's notice, queued).
 */
export function lockWouldApply(signerId: number): SQL {
  return sql`EXISTS (SELECT 1 FROM signer_code_guards WHERE signer_id = ${signerId} AND locked_at IS NULL AND wrong_total >= ${CODE_LOCKOUT_WRONG})`;
}

/**
 * Locks the signer out once CODE_LOCKOUT_WRONG wrong codes are counted: the lock, its event and
 * the caller's entries (`extra`, written only if the lock happened: auditIfChangedStatement) in
 * one batch; `before` runs first (conditional on lockWouldApply). True only for the call that
 * locked (so the studio is told once).
 */
export async function lockSigner(
  db: Db,
  args: { requestId: number; signerId: number },
  source: EventSource,
  extra: BatchItem<"sqlite">[] = [],
  before: BatchItem<"sqlite">[] = [],
): Promise<boolean> {
  const results = await db.batch([
    ...before,
    db
      .update(signerCodeGuards)
      .set({ lockedAt: now() })
      .where(
        and(
          eq(signerCodeGuards.signerId, args.signerId),
          isNull(signerCodeGuards.lockedAt),
          sql`${signerCodeGuards.wrongTotal} >= ${CODE_LOCKOUT_WRONG}`,
        ),
      )
      .returning({ id: signerCodeGuards.signerId }),
    eventIfChangedStatement(db, args.requestId, "signer.locked", null, source, args.signerId),
    ...extra,
  ] as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return (results[before.length] as unknown[]).length > 0;
}

/**
 * The studio lifts a lockout: the counts start again from nothing (and the daily send cap from
 * now). The event and the caller's audit entry only if the signer was locked. False otherwise.
 */
export async function unlockSigner(
  db: Db,
  args: { requestId: number; signerId: number },
  extra: BatchItem<"sqlite">[] = [],
): Promise<boolean> {
  const results = await db.batch([
    db
      .update(signerCodeGuards)
      .set({ lockedAt: null, wrongTotal: 0, dayWrong: 0, dayStartedAt: null, unlockedAt: now() })
      .where(
        and(
          eq(signerCodeGuards.signerId, args.signerId),
          sql`(${signerCodeGuards.lockedAt} IS NOT NULL OR ${signerCodeGuards.wrongTotal} >= ${CODE_LOCKOUT_WRONG})`,
        ),
      )
      .returning({ id: signerCodeGuards.signerId }),
    eventIfChangedStatement(
      db,
      args.requestId,
      "signer.unlocked",
      null,
      { ip: null, userAgent: null },
      args.signerId,
    ),
    ...extra,
  ]);
  return (results[0] as unknown[]).length > 0;
}

export async function latestCode(db: Db, signerId: number) {
  return db
    .select()
    .from(signerCodes)
    .where(and(eq(signerCodes.signerId, signerId), isNull(signerCodes.verifiedAt)))
    .orderBy(desc(signerCodes.createdAt), desc(signerCodes.id))
    .get();
}

/**
 * Counts one attempt on the code, atomically: returns the attempts after this one, or null when
 * the code was already used up (so parallel guesses cannot exceed the limit).
 */
export async function countAttempt(db: Db, codeId: number, max: number): Promise<number | null> {
  const row = await db
    .update(signerCodes)
    .set({ attempts: sql`${signerCodes.attempts} + 1` })
    .where(
      and(eq(signerCodes.id, codeId), sql`${signerCodes.attempts} < ${max}`, isNull(signerCodes.verifiedAt)),
    )
    .returning({ attempts: signerCodes.attempts })
    .get();
  return row?.attempts ?? null;
}

export async function recordCodeFailure(
  db: Db,
  requestId: number,
  signerId: number,
  reason: string,
  source: EventSource,
) {
  await eventStatement(db, requestId, "code.failed", { reason }, source, signerId);
}

/** Marks the code used and stores the ticket's hash, once (a second verify of it fails). */
export async function verifyCode(
  db: Db,
  args: { requestId: number; signerId: number; codeId: number; ticketHash: string; ticketExpiresAt: string },
  source: EventSource,
  extra: BatchItem<"sqlite">[] = [],
): Promise<boolean> {
  const at = now();
  const results = await db.batch([
    db
      .update(signerCodes)
      .set({ verifiedAt: at, ticketHash: args.ticketHash, ticketExpiresAt: args.ticketExpiresAt })
      .where(and(eq(signerCodes.id, args.codeId), isNull(signerCodes.verifiedAt)))
      .returning({ id: signerCodes.id }),
    eventIfChangedStatement(db, args.requestId, "code.verified", null, source, args.signerId),
    ...extra,
  ]);
  return (results[0] as { id: number }[]).length > 0;
}

/** A ticket of this signer that has not expired. */
export async function findTicket(db: Db, signerId: number, ticketHash: string, at = now()) {
  return db
    .select({ id: signerCodes.id })
    .from(signerCodes)
    .where(
      and(
        eq(signerCodes.signerId, signerId),
        eq(signerCodes.ticketHash, ticketHash),
        gt(signerCodes.ticketExpiresAt, at),
      ),
    )
    .get();
}

// ---------------------------------------------------------------------------------------------
// Signing
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Deposit payments
// ---------------------------------------------------------------------------------------------

/** A checkout for this request that is still open (to send the payer back to it). */
export async function findOpenPayment(db: Db, requestId: number, at = now()) {
  return db
    .select()
    .from(proposalPayments)
    .where(
      and(
        eq(proposalPayments.requestId, requestId),
        eq(proposalPayments.status, "created"),
        gt(proposalPayments.expiresAt, at),
      ),
    )
    .orderBy(desc(proposalPayments.createdAt))
    .get();
}

export async function createPayment(
  db: Db,
  args: { requestId: number; amountCents: number; currency: string; expiresAt: string },
  source: EventSource,
): Promise<number> {
  const results = await db.batch([
    db
      .insert(proposalPayments)
      .values({
        requestId: args.requestId,
        amountCents: args.amountCents,
        currency: args.currency,
        expiresAt: args.expiresAt,
      })
      .returning({ id: proposalPayments.id }),
    eventStatement(db, args.requestId, "checkout.started", { amountCents: args.amountCents }, source),
  ]);
  const id = (results[0] as { id: number }[])[0]?.id;
  if (!id) throw new Error("Payment row missing after insert");
  return id;
}

export async function findPayment(db: Db, paymentId: number) {
  return db.select().from(proposalPayments).where(eq(proposalPayments.id, paymentId)).get();
}

/** Stores the session on the payment and, in the same batch, on the attempt that opened it. */
export async function setPaymentSession(
  db: Db,
  paymentId: number,
  sessionId: string,
  url: string,
  attemptId?: number,
) {
  const payment = db
    .update(proposalPayments)
    .set({ stripeSessionId: sessionId, checkoutUrl: url })
    .where(eq(proposalPayments.id, paymentId));
  if (attemptId === undefined) {
    await payment;
    return;
  }
  await db.batch([payment, completeAttemptStatement(db, attemptId, { id: sessionId, url })]);
}

export async function dropPayment(db: Db, paymentId: number) {
  await db.update(proposalPayments).set({ status: "expired" }).where(eq(proposalPayments.id, paymentId));
}

/**
 * The payment row a deposit session belongs to: by session id, else by the metadata's payment id
 * (a row with no session yet), else, when the metadata's proposal id matches too, a row that has
 * another session (a second session for one payment: its payment is a second one, refunded).
 */
export async function findPaymentForSession(
  db: Db,
  sessionId: string,
  paymentIdHint: number | null,
  requestIdHint: number | null = null,
) {
  const bySession = await db
    .select()
    .from(proposalPayments)
    .where(eq(proposalPayments.stripeSessionId, sessionId))
    .get();
  if (bySession) return bySession;
  if (paymentIdHint === null) return null;
  const found = await findPayment(db, paymentIdHint);
  if (!found) return null;
  if (found.stripeSessionId === null || found.requestId === requestIdHint) return found;
  return null;
}

/**
 * paid: the deposit is now paid (first time). duplicate: this event was applied before.
 * second_payment: this session was paid but the deposit already was (it is refunded: `refund`).
 * unchanged: the payment was not in the expected state (a replay of the payment of record).
 *
 * The last statement of the batch records a pending refund when, after the others, the deposit is
 * paid by another payment than this session's (issue 25): decided in the same transaction that
 * records the event, so no second payment is ever marked handled without its refund.
 */
export type DepositOutcome = "paid" | "duplicate" | "second_payment" | "unchanged";

export async function markDepositPaid(
  db: Db,
  event: { id: string; type: string },
  args: {
    paymentId: number;
    requestId: number;
    reference: string;
    email: string | null;
    /** For the refund's record: `the deposit for "<title>"`. */
    label: string;
    session: PaidSession;
    /** The paying instant (defaults to now): the caller's queued notice is conditional on it. */
    at?: string;
  },
  /** The studio's notice (worker/notify/outbox.ts), after every statement above. */
  extra: BatchItem<"sqlite">[] = [],
): Promise<{ outcome: DepositOutcome; refund: PaymentRefund | null }> {
  const at = args.at ?? now();
  try {
    const results = await db.batch([
      db.insert(stripeEvents).values({ id: event.id, type: event.type }),
      db
        .update(proposalPayments)
        // The session that paid becomes the row's (it already is, unless a second session for the
        // same row was paid first).
        .set({
          status: "paid",
          paidAt: at,
          paymentIntentId: args.reference,
          payerEmail: args.email,
          stripeSessionId: args.session.id,
        })
        .where(and(eq(proposalPayments.id, args.paymentId), sql`${proposalPayments.status} <> 'paid'`))
        .returning({ id: proposalPayments.id }),
      db
        .update(signatureRequests)
        .set({
          depositPaidAt: at,
          depositPaymentId: args.paymentId,
          depositPaymentRef: args.reference,
          updatedAt: at,
        })
        .where(
          and(
            eq(signatureRequests.id, args.requestId),
            isNull(signatureRequests.depositPaidAt),
            sql`EXISTS (SELECT 1 FROM proposal_payments WHERE id = ${args.paymentId} AND paid_at = ${at})`,
          ),
        )
        .returning({ id: signatureRequests.id }),
      eventIfChangedStatement(
        db,
        args.requestId,
        "deposit.paid",
        { reference: args.reference },
        { ip: null, userAgent: null },
      ),
      refundIntentStatement(
        db,
        {
          kind: "deposit",
          requestId: args.requestId,
          paymentId: args.paymentId,
          label: args.label,
          stripeSessionId: args.session.id,
          paymentIntentId: args.session.paymentIntentId,
          amountCents: args.session.amountCents,
          currency: args.session.currency,
          reason: "The deposit had already been paid.",
        },
        // The deposit is paid, and not by this session (its payment row, paid through it).
        sql`EXISTS (SELECT 1 FROM signature_requests WHERE id = ${args.requestId} AND deposit_paid_at IS NOT NULL) AND NOT EXISTS (SELECT 1 FROM signature_requests r JOIN proposal_payments p ON p.id = r.deposit_payment_id WHERE r.id = ${args.requestId} AND p.stripe_session_id = ${args.session.id})`,
      ),
      // The payment in the audit log (by Stripe: no actor), only if this event marked it paid.
      db
        .insert(auditLog)
        .select(
          sql`SELECT NULL, NULL, NULL, 'proposal.deposit_paid', 'proposal', CAST(id AS TEXT), json_object('requestId', id, 'documentId', document_id, 'title', document_title, 'amountCents', (SELECT amount_cents FROM proposal_payments WHERE id = ${args.paymentId}), 'reference', ${args.reference}), ${at} FROM signature_requests WHERE id = ${args.requestId} AND deposit_payment_id = ${args.paymentId} AND deposit_paid_at = ${at}`,
        ),
      ...extra,
    ]);
    const refund = (results[4] as PaymentRefund[])[0] ?? null;
    if ((results[2] as unknown[]).length > 0) return { outcome: "paid", refund };
    if (refund) return { outcome: "second_payment", refund };
    return { outcome: (results[1] as unknown[]).length === 0 ? "unchanged" : "second_payment", refund };
  } catch (error) {
    if (isUniqueViolation(error, "stripe_events.id")) return { outcome: "duplicate", refund: null };
    throw error;
  }
}

/** The checkout ended unpaid: the deposit stays payable. */
export async function expirePayment(
  db: Db,
  event: { id: string; type: string },
  paymentId: number,
  requestId: number,
) {
  try {
    await db.batch([
      db.insert(stripeEvents).values({ id: event.id, type: event.type }),
      db
        .update(proposalPayments)
        .set({ status: "expired" })
        .where(and(eq(proposalPayments.id, paymentId), eq(proposalPayments.status, "created"))),
      eventIfChangedStatement(db, requestId, "checkout.expired", null, { ip: null, userAgent: null }),
    ]);
    return "expired" as const;
  } catch (error) {
    if (isUniqueViolation(error, "stripe_events.id")) return "duplicate" as const;
    throw error;
  }
}

/** Whether a deposit session's amount mismatch is already in the request's trail. */
export function mismatchRecorded(requestId: number, sessionId: string): SQL {
  return sql`EXISTS (SELECT 1 FROM proposal_events WHERE request_id = ${requestId} AND type = 'deposit.amount_mismatch' AND json_extract(detail, '$.sessionId') = ${sessionId})`;
}

export async function signedCopyKeys(db: Db): Promise<string[]> {
  const rows = await db
    .select({ k: signatureRequests.signedCopyKey })
    .from(signatureRequests)
    .where(sql`${signatureRequests.signedCopyKey} IS NOT NULL`)
    .all();
  return rows.flatMap((r) => (r.k ? [r.k] : []));
}

// ---------------------------------------------------------------------------------------------
// Privacy requests (worker/privacy/queries.ts)
// ---------------------------------------------------------------------------------------------

/**
 * What proposals store about one address: each signer entry with its request, its signature
 * (with the evidence: IP address, user agent, how identity was proved) and its own events, and
 * the deposit payments paid with the address.
 */
export async function proposalPrivacyExport(db: Db, email: string) {
  const signerRows = await db
    .select({ signer: signatureSigners, request: signatureRequests, signature: signatures })
    .from(signatureSigners)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.requestId))
    .leftJoin(signatures, eq(signatures.signerId, signatureSigners.id))
    .where(sql`lower(${signatureSigners.email}) = ${email}`)
    .all();
  const signerIds = signerRows.map((r) => r.signer.id);
  const events =
    signerIds.length === 0
      ? []
      : await db.select().from(proposalEvents).where(inArray(proposalEvents.signerId, signerIds)).all();
  const payments = await db
    .select()
    .from(proposalPayments)
    .where(sql`lower(${proposalPayments.payerEmail}) = ${email}`)
    .all();
  return {
    proposals: signerRows.map(({ signer, request, signature }) => ({
      requestId: request.id,
      projectId: request.projectId,
      title: request.documentTitle,
      documentSha256: request.documentSha256,
      status: request.status,
      name: signer.name,
      email: signer.email,
      emailedAt: signer.emailedAt,
      viewedAt: signer.viewedAt,
      signedAt: signer.signedAt,
      signature: signature
        ? {
            fullName: signature.fullName,
            kind: signature.kind,
            signature: signature.signatureData,
            identityMethod: signature.identityMethod,
            ip: signature.ip,
            userAgent: signature.userAgent,
            signedAt: signature.signedAt,
          }
        : null,
      /** A signature is the record of an agreement: kept when the rest is deleted. */
      keptForLegalReasons: signature !== null,
      events: events
        .filter((e) => e.signerId === signer.id)
        .map((e) => ({ type: e.type, ip: e.ip, userAgent: e.userAgent, createdAt: e.createdAt })),
    })),
    depositPayments: payments.map((p) => ({
      requestId: p.requestId,
      amountCents: p.amountCents,
      currency: p.currency,
      status: p.status,
      reference: p.paymentIntentId,
      payerEmail: p.payerEmail,
      paidAt: p.paidAt,
    })),
  };
}

/**
 * Deleting an address from proposals. A signer who signed stays, with the signature, its evidence
 * and the signed copy: that is the record of an agreement the studio may have to show (SECURITY.md,
 * "Privacy requests"). A signer who has not signed is removed with their codes and events; an
 * open request they were on is voided (it could never be completed as sent), and the address is
 * struck from the request's trail. Deposit payments keep the amount and reference for the
 * accounts, without the payer's e-mail (like shop orders).
 */
export async function proposalPrivacyDelete(db: Db, email: string) {
  const unsigned = await db
    .select({ id: signatureSigners.id, requestId: signatureSigners.requestId })
    .from(signatureSigners)
    .where(and(sql`lower(${signatureSigners.email}) = ${email}`, isNull(signatureSigners.signedAt)))
    .all();
  const kept = await db
    .select({ n: sql<number>`count(*)` })
    .from(signatureSigners)
    .where(
      and(sql`lower(${signatureSigners.email}) = ${email}`, sql`${signatureSigners.signedAt} IS NOT NULL`),
    )
    .get();
  const payments = await db
    .select({ n: sql<number>`count(*)` })
    .from(proposalPayments)
    .where(sql`lower(${proposalPayments.payerEmail}) = ${email}`)
    .get();
  const signerIds = unsigned.map((s) => s.id);
  const requestIds = [...new Set(unsigned.map((s) => s.requestId))];
  const at = now();
  const reason = "A signer's personal data was deleted at their request.";
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(proposalPayments)
      .set({ payerEmail: null })
      .where(sql`lower(${proposalPayments.payerEmail}) = ${email}`),
  ];
  if (signerIds.length > 0) {
    statements.push(
      // The void's event only where the request is still open (before the void itself).
      ...requestIds.map((id) =>
        db
          .insert(proposalEvents)
          .select(
            sql`SELECT NULL, id, NULL, 'voided', ${JSON.stringify({ reason })}, NULL, NULL, ${at} FROM signature_requests WHERE id = ${id} AND status = 'open'`,
          ),
      ),
      db
        .update(signatureRequests)
        .set({ status: "voided", voidedAt: at, voidReason: reason, updatedAt: at })
        .where(and(inArray(signatureRequests.id, requestIds), eq(signatureRequests.status, "open"))),
      db
        .update(proposalEvents)
        .set({ detail: sql`replace(${proposalEvents.detail}, ${email}, '[deleted]')` })
        .where(
          and(
            inArray(proposalEvents.requestId, requestIds),
            sql`instr(${proposalEvents.detail}, ${email}) > 0`,
          ),
        ),
      db.delete(proposalEvents).where(inArray(proposalEvents.signerId, signerIds)),
      db.delete(signerCodes).where(inArray(signerCodes.signerId, signerIds)),
      db.delete(signatureSigners).where(inArray(signatureSigners.id, signerIds)),
    );
  }
  return {
    statements,
    deletedSigners: signerIds.length,
    keptSignatures: kept?.n ?? 0,
    anonymisedPayments: payments?.n ?? 0,
  };
}

/** Deposit checkouts still 'created' since before `before` (their webhook may be lost), oldest first. */
export async function staleOpenPayments(db: Db, before: string, limit: number) {
  return db
    .select()
    .from(proposalPayments)
    .where(and(eq(proposalPayments.status, "created"), lt(proposalPayments.createdAt, before)))
    .orderBy(asc(proposalPayments.createdAt), asc(proposalPayments.id))
    .limit(limit)
    .all();
}
