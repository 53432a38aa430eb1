/**
 * Signing codes e-mailed to signers on the private link, the signing tickets they buy, and the
 * guessing limits (issue 25): a daily cap on wrong codes and a lockout after CODE_LOCKOUT_WRONG
 * wrong codes in all, lifted only by the studio.
 */
import { and, desc, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { CODE_DAILY_SENDS, CODE_DAILY_WRONG, CODE_LOCKOUT_WRONG } from "../../src/shared/proposals";
import { runBatch } from "../db/batch";
import { now, type SignerCodeGuard, signerCodeGuards, signerCodes } from "../db/schema";
import type { Db } from "../types";
import { type EventSource, eventIfChangedStatement, eventStatement } from "./queries";

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
