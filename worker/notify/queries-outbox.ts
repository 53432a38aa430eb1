/** The e-mail outbox (email_outbox; written by worker/notify/email.ts): the admin's view and upkeep. */
import { and, count, desc, eq, gte, isNotNull } from "drizzle-orm";
import type { OutboxList, OutboxMessage, OutboxMessageSummary, OutboxStatus } from "../../src/shared/setup";
import { deleteBefore } from "../db/rows";
import { emailOutbox } from "../db/schema";
import { searchAny } from "../http/list-query";
import type { Db } from "../types";

const summaryColumns = {
  id: emailOutbox.id,
  kind: emailOutbox.kind,
  to: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  createdAt: emailOutbox.createdAt,
};

/** The newest `limit` messages (newest first) and how many are kept in all. */
export async function listOutbox(db: Db, limit: number): Promise<OutboxList> {
  const [messages, total] = await db.batch([
    db
      .select(summaryColumns)
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(limit),
    db.select({ n: count() }).from(emailOutbox),
  ]);
  return { messages, total: total[0]?.n ?? 0 };
}

/**
 * One page of the outbox, newest first (issue 28): searched in the address, subject and kind, and
 * optionally of one status and one kind.
 */
export async function pageOutbox(
  db: Db,
  options: { status?: OutboxStatus; kind?: string; q?: string; limit: number; offset: number },
): Promise<{ items: OutboxMessageSummary[]; total: number }> {
  const where = and(
    options.status ? eq(emailOutbox.status, options.status) : undefined,
    options.kind ? eq(emailOutbox.kind, options.kind) : undefined,
    options.q
      ? searchAny(options.q, [emailOutbox.toAddress, emailOutbox.subject, emailOutbox.kind])
      : undefined,
  );
  const [items, total] = await db.batch([
    db
      .select(summaryColumns)
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(emailOutbox).where(where),
  ]);
  return { items, total: total[0]?.n ?? 0 };
}

export async function getOutboxMessage(db: Db, id: number): Promise<OutboxMessage | undefined> {
  return db
    .select({
      ...summaryColumns,
      from: emailOutbox.fromAddress,
      replyTo: emailOutbox.replyTo,
      text: emailOutbox.text,
      html: emailOutbox.html,
      error: emailOutbox.error,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id))
    .get();
}

/** Messages the sending binding refused since `since` (ISO instant), for the Setup panel. */
export async function countFailedSince(db: Db, since: string): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "failed"), gte(emailOutbox.createdAt, since)))
    .get();
  return row?.n ?? 0;
}

/**
 * Signing codes that could not go out since `since` because e-mail is not set up (kept masked,
 * with the reason; worker/notify/email.ts), for the Setup panel.
 */
export async function countUnsentCodesSince(db: Db, since: string): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, "proposal-code"),
        eq(emailOutbox.status, "local"),
        isNotNull(emailOutbox.error),
        gte(emailOutbox.createdAt, since),
      ),
    )
    .get();
  return row?.n ?? 0;
}

/** Removes messages kept since before `before` (ISO instant); returns how many. */
export async function deleteOutboxBefore(db: Db, before: string): Promise<number> {
  return deleteBefore(db, emailOutbox, emailOutbox.createdAt, before);
}
