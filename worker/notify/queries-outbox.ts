/** The e-mail outbox (email_outbox; written by worker/notify/email.ts): the admin's view and upkeep. */
import { and, count, desc, eq, gte, isNotNull, lt } from "drizzle-orm";
import type { OutboxList, OutboxMessage } from "../../src/shared/setup";
import { emailOutbox } from "../db/schema";
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
  const removed = await db
    .delete(emailOutbox)
    .where(lt(emailOutbox.createdAt, before))
    .returning({ id: emailOutbox.id })
    .all();
  return removed.length;
}
