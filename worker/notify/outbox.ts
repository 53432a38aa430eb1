/**
 * The durable outbox (issue 25, item 9: no e-mail lost or sent twice). An e-mail that announces a
 * D1 change is written into `email_outbox` as 'pending' in the SAME batch as that change
 * (queueEmail returns the insert statement for the caller's batch), so a crash after the commit
 * cannot lose it and a change that did not commit sends nothing. After the response (waitUntil)
 * deliverQueued claims the row and delivers it: through the NOTIFY_EMAIL binding when e-mail is
 * configured (then 'sent'), or as the local outbox copy ('local', as before) when it is not.
 * Whatever is left pending (the process died between commit and delivery) is delivered by the
 * cron (deliverPendingEmails); a message the binding refused is marked 'failed' at once (the
 * admin sees it, the Setup panel counts it) and tried again by the cron, OUTBOX_MAX_ATTEMPTS
 * deliveries in all.
 *
 * Exactly once: a row is claimed by one conditional UPDATE (status 'pending' -> 'sending' or
 * 'local', RETURNING) before anything is sent, so two deliverers (the request's waitUntil and the
 * cron) never both send it. The one window left is a crash after the binding accepted a message
 * and before it is marked 'sent': that row stays 'sending' and is sent again by the cron after
 * OUTBOX_STALE_CLAIM_MS (at least once beats lost; the binding gives no idempotency key).
 *
 * What goes through here (each queued in the batch of its change, conditional where that batch may
 * not make the change): signature request and reminder e-mails, the "signed" / "fully signed" and
 * "deposit paid" notices, the voided-proposal e-mail to each signer (before the void in its batch,
 * written only while the request is still open there), the studio's lockout notice (before the
 * lock, written only if that batch locks: once per lockout), the deposit amount-mismatch notice
 * (once per Checkout Session), the refund notices (worker/shop/refunds.ts: in the batch that
 * records Stripe's answer on the refund row, written only if it changes the row), paid shop
 * orders, client uploads, inquiries, the studio's pin replies to clients and the pin digest
 * (worker/pins/digest.ts: the claim and the e-mail are one batch).
 *
 * What stays direct (./email.ts), and why: the six-digit signing code (kind 'proposal-code'), which
 * must never be stored readable (queueEmail refuses it), and whose caller must know at once
 * whether it went; the invitation and "project added" e-mails (worker/clients/router.ts), sent
 * before the response because the admin's answer says whether they went out (the admin resends
 * one that did not).
 */

import { and, asc, eq, isNotNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { EmailKind } from "../../src/shared/activity-labels";
import { emailOutbox } from "../db/schema";
import type { Deps } from "../deps";
import type { OutgoingEmail } from "./email";

/** A pending row younger than this is left to its own request's delivery (waitUntil). */
export const OUTBOX_DELIVER_AFTER_MS = 5 * 60 * 1000;
/** A 'sending' claim older than this belongs to a deliverer that died: sent again. */
export const OUTBOX_STALE_CLAIM_MS = 15 * 60 * 1000;
/** Deliveries tried per message before it is marked failed. */
export const OUTBOX_MAX_ATTEMPTS = 5;
/** Messages the cron delivers per run (each is one subrequest to the binding). */
export const OUTBOX_CRON_LIMIT = 25;

/** Kinds that must never be stored readable (worker/proposals: the signing code). */
const NEVER_QUEUED = new Set(["proposal-code"]);

export type QueuedEmail = { ref: string; statement: BatchItem<"sqlite"> };

/**
 * Stands for the id of a row the same batch inserts (an inquiry's number, a document in a link):
 * write it where the id goes (a number, so typed link builders take it), pass `id` to queueEmail.
 */
export const OUTBOX_ID_PLACEHOLDER = Number.MAX_SAFE_INTEGER;

/** Same rules as ./email.ts (kept separate so the two files merge independently). */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

function senderOf(deps: Deps): string {
  const config = deps.config;
  return config.NOTIFY_FROM ?? `no-reply@${new URL(config.appOrigin).hostname}`;
}

function sendingConfigured(deps: Deps): boolean {
  return Boolean(deps.env.NOTIFY_EMAIL && deps.config.NOTIFY_FROM);
}

/**
 * The insert of one pending message, for the caller's batch. `when` makes it conditional (written
 * only if the change really happened, e.g. a signature that was accepted); `id` replaces
 * OUTBOX_ID_PLACEHOLDER in the subject and text with an SQL value known only inside the batch (the
 * id of the row the batch inserts).
 */
export function queueEmail(
  deps: Deps,
  email: OutgoingEmail,
  options: { when?: SQL; id?: SQL } = {},
): QueuedEmail {
  if (NEVER_QUEUED.has(email.kind)) throw new Error(`E-mail kind ${email.kind} is never queued`);
  const db = deps.db;
  const ref = crypto.randomUUID();
  const id = options.id;
  const filled = (value: string): SQL =>
    id ? sql`replace(${value}, ${String(OUTBOX_ID_PLACEHOLDER)}, CAST(${id} AS TEXT))` : sql`${value}`;
  const replyTo = email.replyTo ? oneLine(email.replyTo) : null;
  // Columns in schema order: id, kind, to, from, reply_to, subject, text, html, status, error,
  // created_at, attempts, ref, claimed_at.
  const statement = db
    .insert(emailOutbox)
    .select(
      sql`SELECT NULL, ${email.kind}, ${oneLine(email.to)}, ${senderOf(deps)}, ${replyTo}, ${filled(oneLine(email.subject))}, ${filled(email.text)}, ${email.html ?? null}, 'pending', NULL, ${deps.now().toISOString()}, 0, ${ref}, NULL WHERE ${options.when ?? sql`1`}`,
    );
  return { ref, statement };
}

/** queueEmail to the studio (STUDIO_EMAIL): inquiries, orders, client uploads ... */
export function queueStudioNotice(
  deps: Deps,
  subject: string,
  text: string,
  options: { replyTo?: string; kind?: EmailKind; when?: SQL; id?: SQL } = {},
): QueuedEmail {
  return queueEmail(
    deps,
    {
      kind: options.kind ?? "studio",
      to: deps.config.STUDIO_EMAIL,
      subject,
      text,
      replyTo: options.replyTo,
    },
    { when: options.when, id: options.id },
  );
}

type Outcome = "sent" | "outbox" | "retry" | "failed" | "none";

/**
 * Claims the matching row (one at most) and delivers it. Never throws: a failure is logged and
 * kept on the row (pending for a retry, or failed once the attempts are spent).
 */
async function claimAndDeliver(deps: Deps, claimable: SQL): Promise<Outcome> {
  const db = deps.db;
  try {
    if (!sendingConfigured(deps)) {
      // The local outbox: the claim is the delivery.
      const kept = await db
        .update(emailOutbox)
        .set({ status: "local", attempts: sql`${emailOutbox.attempts} + 1` })
        .where(claimable)
        .returning({ id: emailOutbox.id })
        .all();
      return kept.length > 0 ? "outbox" : "none";
    }
    const claimedAt = deps.now().toISOString();
    const [row] = await db
      .update(emailOutbox)
      .set({ status: "sending", claimedAt, attempts: sql`${emailOutbox.attempts} + 1` })
      .where(claimable)
      .returning()
      .all();
    if (!row) return "none";
    const config = deps.config;
    const mine = and(eq(emailOutbox.id, row.id), eq(emailOutbox.claimedAt, claimedAt));
    try {
      await deps.env.NOTIFY_EMAIL?.send({
        from: { name: oneLine(config.STUDIO_NAME.replace(/["\\]/g, "")), email: row.fromAddress },
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      console.error("E-mail not sent", row.kind, detail);
      // Marked failed at once (the Setup panel counts it, the admin sees "Refused"), and tried
      // again by the cron until the attempts are spent.
      const spent = row.attempts >= OUTBOX_MAX_ATTEMPTS;
      await db
        .update(emailOutbox)
        .set({
          status: "failed",
          error: spent ? `${detail} (gave up after ${row.attempts} attempts)` : detail,
        })
        .where(mine);
      return spent ? "failed" : "retry";
    }
    await db.update(emailOutbox).set({ status: "sent", error: null }).where(mine);
    return "sent";
  } catch (error) {
    console.error("Queued e-mail not delivered", error instanceof Error ? error.message : error);
    return "failed";
  }
}

/** Delivers queued messages now, by ref (their batch has committed); resolves when done. */
export async function deliverNow(deps: Deps, refs: string[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const ref of refs) {
    outcomes.push(
      await claimAndDeliver(deps, and(eq(emailOutbox.ref, ref), eq(emailOutbox.status, "pending")) as SQL),
    );
  }
  return outcomes;
}

/** Delivers queued messages after the response (waitUntil), once their batch has committed. */
export function deliverQueued(deps: Deps, ...queued: (QueuedEmail | undefined)[]): Promise<unknown> {
  const refs = queued.filter((q): q is QueuedEmail => q !== undefined).map((q) => q.ref);
  const delivery = refs.length > 0 ? deliverNow(deps, refs) : Promise.resolve([]);
  deps.waitUntil(delivery);
  return delivery;
}

export type OutboxDeliveryReport = {
  checked: number;
  sent: number;
  kept: number;
  retry: number;
  failed: number;
};

/**
 * The cron's part: pending messages older than OUTBOX_DELIVER_AFTER_MS (their own delivery never
 * ran: a crash), refused ones whose attempts are not spent, and claims older than
 * OUTBOX_STALE_CLAIM_MS (a deliverer that died), oldest first, OUTBOX_CRON_LIMIT per run. A
 * message whose attempts are spent stays (or becomes) failed.
 */
export async function deliverPendingEmails(deps: Deps, scheduledTime: number): Promise<OutboxDeliveryReport> {
  const db = deps.db;
  const report: OutboxDeliveryReport = { checked: 0, sent: 0, kept: 0, retry: 0, failed: 0 };
  const dueBefore = new Date(scheduledTime - OUTBOX_DELIVER_AFTER_MS).toISOString();
  const staleBefore = new Date(scheduledTime - OUTBOX_STALE_CLAIM_MS).toISOString();
  const due = or(
    and(eq(emailOutbox.status, "pending"), lt(emailOutbox.createdAt, dueBefore)),
    // A queued message the binding refused, its last try at least as long ago.
    and(
      eq(emailOutbox.status, "failed"),
      isNotNull(emailOutbox.ref),
      lt(emailOutbox.attempts, OUTBOX_MAX_ATTEMPTS),
      lt(emailOutbox.claimedAt, dueBefore),
    ),
    and(eq(emailOutbox.status, "sending"), lt(emailOutbox.claimedAt, staleBefore)),
  ) as SQL;
  // A claim that died on its last attempt: nothing more is tried.
  const spent = await db
    .update(emailOutbox)
    .set({ status: "failed", error: sql`coalesce(${emailOutbox.error}, 'Delivery interrupted')` })
    .where(and(due, sql`${emailOutbox.attempts} >= ${OUTBOX_MAX_ATTEMPTS}`))
    .returning({ id: emailOutbox.id })
    .all();
  report.failed += spent.length;
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(due)
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id))
    .limit(OUTBOX_CRON_LIMIT)
    .all();
  for (const { id } of rows) {
    report.checked += 1;
    const outcome = await claimAndDeliver(deps, and(eq(emailOutbox.id, id), due) as SQL);
    if (outcome === "sent") report.sent += 1;
    else if (outcome === "outbox") report.kept += 1;
    else if (outcome === "retry") report.retry += 1;
    else if (outcome === "failed") report.failed += 1;
  }
  return report;
}
