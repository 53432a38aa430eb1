/**
 * The studio's e-mail of client decisions on selections (issue 29, item 4), batched like the pins'
 * digest (worker/pins/digest.ts) and sent by the same 10-minute cron (worker/cron.ts): one e-mail
 * per project listing the decisions made since the last one, each with a link that opens the
 * admin's Selections tab on that project at the piece.
 *
 * Batching: a client usually goes through a room at once, so a project's decisions wait until the
 * client has paused (the newest is SELECTION_DIGEST_QUIET_MS old) or the oldest has waited
 * SELECTION_DIGEST_MAX_WAIT_MS, and a project gets at most one e-mail per
 * SELECTION_DIGEST_INTERVAL_MS. Decisions older than SELECTION_DIGEST_WINDOW_MS are not news (and a
 * first run on a database with history, or the demo's seeded decisions, e-mails nothing).
 *
 * The ledger is the audit trail (no new table): each digest writes a `selection.digest` entry
 * (entity selection, the project's id) whose detail names the last decision it covered (`upTo`) and
 * its own `ref`. Through the durable outbox (issue 25) like the pins' digest: the claim (that
 * entry, written only if no digest of this project covers these decisions or went out within the
 * interval) and the queued e-mail (written only if the claim is there) are ONE D1 batch; two runs
 * never both write an e-mail for the same decisions, and a crash leaves either both or neither.
 */
import { and, asc, eq, gt, gte, type SQL, sql } from "drizzle-orm";
import { adminUrl } from "../../src/shared/app-links";
import { DECISION_LABELS } from "../../src/shared/selections";
import { auditLog, selectionDecisions, selectionItems, selectionOptions, selectionRooms } from "../db/schema";
import type { Deps } from "../deps";
import { deliverQueued, queueStudioNotice } from "../notify/outbox";
import { getProjectName } from "../projects/queries-lookup";
import type { Db } from "../types";
import { ENTITY } from "./service";

export const SELECTION_DIGEST_ACTION = "selection.digest";
export const SELECTION_DIGEST_QUIET_MS = 5 * 60 * 1000;
export const SELECTION_DIGEST_MAX_WAIT_MS = 30 * 60 * 1000;
export const SELECTION_DIGEST_INTERVAL_MS = 10 * 60 * 1000;
export const SELECTION_DIGEST_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
/** Decisions listed in one e-mail at most; the rest are counted ("and 12 more"). */
export const SELECTION_DIGEST_LINES = 40;

/** The last decision id each project's digests covered, and when the last one went. */
const ledger = sql`(SELECT entity_id AS project, max(CAST(json_extract(detail, '$.upTo') AS INTEGER)) AS up_to, max(created_at) AS last_at FROM audit_log WHERE action = ${SELECTION_DIGEST_ACTION} AND entity_type = ${ENTITY} GROUP BY entity_id)`;

/** The projects whose decisions are due for a digest at `at`. */
export async function dueSelectionDigests(db: Db, at: Date): Promise<number[]> {
  const since = new Date(at.getTime() - SELECTION_DIGEST_WINDOW_MS).toISOString();
  const rows = await db.all<{
    project_id: number;
    oldest: string;
    newest: string;
    last_at: string | null;
  }>(sql`
    SELECT i.project_id, min(d.created_at) AS oldest, max(d.created_at) AS newest, g.last_at
    FROM selection_decisions d
    JOIN selection_items i ON i.id = d.item_id
    LEFT JOIN ${ledger} g ON g.project = CAST(i.project_id AS TEXT)
    WHERE d.id > coalesce(g.up_to, 0) AND d.created_at >= ${since}
    GROUP BY i.project_id, g.last_at`);
  const quiet = at.getTime() - SELECTION_DIGEST_QUIET_MS;
  const waited = at.getTime() - SELECTION_DIGEST_MAX_WAIT_MS;
  const interval = at.getTime() - SELECTION_DIGEST_INTERVAL_MS;
  return rows
    .filter(
      (r) =>
        (Date.parse(r.newest) <= quiet || Date.parse(r.oldest) <= waited) &&
        (r.last_at === null || Date.parse(r.last_at) <= interval),
    )
    .map((r) => r.project_id)
    .sort((a, b) => a - b);
}

async function watermark(db: Db, projectId: number): Promise<number> {
  const row = await db.get<{ up_to: number | null }>(
    sql`SELECT max(CAST(json_extract(detail, '$.upTo') AS INTEGER)) AS up_to FROM audit_log WHERE action = ${SELECTION_DIGEST_ACTION} AND entity_type = ${ENTITY} AND entity_id = ${String(projectId)}`,
  );
  return row?.up_to ?? 0;
}

/** Claims and e-mails one project's new decisions. True when this call wrote the digest. */
export async function sendSelectionDigest(deps: Deps, projectId: number, at: Date): Promise<boolean> {
  const db = deps.db;
  const since = new Date(at.getTime() - SELECTION_DIGEST_WINDOW_MS).toISOString();
  const after = await watermark(db, projectId);
  const decisions = await db
    .select({
      id: selectionDecisions.id,
      itemId: selectionItems.id,
      piece: selectionItems.name,
      room: selectionRooms.name,
      decision: selectionDecisions.decision,
      comment: selectionDecisions.comment,
      authorName: selectionDecisions.authorName,
      optionName: selectionOptions.name,
    })
    .from(selectionDecisions)
    .innerJoin(selectionItems, eq(selectionItems.id, selectionDecisions.itemId))
    .innerJoin(selectionRooms, eq(selectionRooms.id, selectionItems.roomId))
    .leftJoin(selectionOptions, eq(selectionOptions.id, selectionDecisions.optionId))
    .where(
      and(
        eq(selectionItems.projectId, projectId),
        gt(selectionDecisions.id, after),
        gte(selectionDecisions.createdAt, since),
      ),
    )
    .orderBy(asc(selectionDecisions.id))
    .all();
  const last = decisions.at(-1);
  if (!last) return false;
  const name = await getProjectName(db, projectId);
  if (name === null) return false;
  const origin = deps.config.appOrigin;
  const lines = decisions.slice(0, SELECTION_DIGEST_LINES).map((d) => {
    const what = `${DECISION_LABELS[d.decision]}${d.optionName ? ` (${d.optionName})` : ""}`;
    const link = adminUrl(origin, { tab: "selections", projectId, item: d.itemId });
    return `${d.room} · ${d.piece}: ${what} by ${d.authorName}${d.comment ? `\n“${d.comment}”` : ""}\n${link}`;
  });
  const more = decisions.length - lines.length;
  const stamp = at.toISOString();
  const cutoff = new Date(at.getTime() - SELECTION_DIGEST_INTERVAL_MS).toISOString();
  const ref = crypto.randomUUID();
  const detail = JSON.stringify({ upTo: last.id, decisions: decisions.length, ref });
  const pid = String(projectId);
  // The claim: written only if no digest of this project covers these decisions or went out
  // within the interval (columns in table order, as worker/audit/queries.ts writes them).
  const claim = db.insert(auditLog).select(
    sql`SELECT NULL, NULL, NULL, ${SELECTION_DIGEST_ACTION}, ${ENTITY}, ${pid}, ${detail}, ${stamp}
    WHERE NOT EXISTS (SELECT 1 FROM audit_log WHERE action = ${SELECTION_DIGEST_ACTION} AND entity_type = ${ENTITY} AND entity_id = ${pid}
      AND (CAST(json_extract(detail, '$.upTo') AS INTEGER) >= ${last.id} OR created_at > ${cutoff}))`,
  );
  const claimed: SQL = sql`EXISTS (SELECT 1 FROM audit_log WHERE action = ${SELECTION_DIGEST_ACTION} AND entity_type = ${ENTITY} AND entity_id = ${pid} AND json_extract(detail, '$.ref') = ${ref})`;
  const subject =
    decisions.length === 1
      ? `A client decision on “${name}”: ${last.piece}`
      : `${decisions.length} client decisions on “${name}”`;
  const mail = queueStudioNotice(
    deps,
    subject,
    `${lines.join("\n\n")}${more > 0 ? `\n\nAnd ${more} more.` : ""}\n\nThe project's selections: ${adminUrl(origin, { tab: "selections", projectId })}`,
    { kind: "selection-digest", when: claimed },
  );
  await db.batch([claim, mail.statement]);
  const written = await db.get<{ n: number }>(
    sql`SELECT count(*) AS n FROM email_outbox WHERE ref = ${mail.ref}`,
  );
  if (!written?.n) return false;
  deliverQueued(deps, mail);
  return true;
}
