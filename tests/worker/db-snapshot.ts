/**
 * A fingerprint of everything stored: per D1 table its row count and a checksum of every row, and
 * the R2 object list (key, size, etag). Tests take one before and after a request that was
 * refused, or a batch that was broken, and require them to be equal.
 *
 * Excluded, because refusing a request legitimately writes them: rate-limit counters (counting
 * refused attempts is their job) and bookkeeping timestamps that reads refresh (a session's
 * lastSeenAt/expire, a link's or document's last-used time).
 */
import { env } from "cloudflare:workers";
import { sha256Hex } from "../../worker/lib/crypto";

/** Where startChangeLog's triggers write (a test-only table, never part of a fingerprint). */
const CHANGE_LOG_TABLE = "test_change_log";
export const SNAPSHOT_SKIPPED_TABLES = new Set(["rate_limits", "d1_migrations", CHANGE_LOG_TABLE]);
export const SNAPSHOT_SKIPPED_COLUMNS: Record<string, string[]> = {
  sessions: ["last_seen_at", "expire"],
  projects: ["access_token_last_used_at"],
  documents: ["last_viewed_at", "last_downloaded_at"],
};

export type Snapshot = {
  tables: Record<string, { rows: number; checksum: string }>;
  objects: { count: number; checksum: string };
};

let tableNames: string[] | null = null;

/** User tables of the database (read once per file: migrations do not change during a test). */
export async function userTables(): Promise<string[]> {
  if (tableNames) return tableNames;
  const res = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
  ).all<{ name: string }>();
  tableNames = res.results.map((r) => r.name).filter((t) => !SNAPSHOT_SKIPPED_TABLES.has(t));
  return tableNames;
}

export async function snapshotD1(): Promise<Snapshot["tables"]> {
  const tables = await userTables();
  const results = await env.DB.batch(
    tables.map((t) => env.DB.prepare(`SELECT * FROM "${t}" ORDER BY rowid`)),
  );
  const out: Snapshot["tables"] = {};
  for (const [i, table] of tables.entries()) {
    const skip = SNAPSHOT_SKIPPED_COLUMNS[table] ?? [];
    const rows = (results[i]?.results ?? []) as Record<string, unknown>[];
    const text = rows
      .map((row) => JSON.stringify(Object.entries(row).filter(([k]) => !skip.includes(k))))
      .join("\n");
    out[table] = { rows: rows.length, checksum: await sha256Hex(text) };
  }
  return out;
}

export async function snapshotR2(): Promise<Snapshot["objects"]> {
  const lines: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.MEDIA.list({ cursor, limit: 1000 });
    for (const o of page.objects) lines.push(`${o.key} ${o.size} ${o.etag}`);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return { count: lines.length, checksum: await sha256Hex(lines.join("\n")) };
}

export async function snapshot(): Promise<Snapshot> {
  const [tables, objects] = await Promise.all([snapshotD1(), snapshotR2()]);
  return { tables, objects };
}

/** Names of what differs between two snapshots (empty when equal). */
export function snapshotDiff(before: Snapshot, after: Snapshot): string[] {
  const out: string[] = [];
  for (const [table, a] of Object.entries(after.tables)) {
    const b = before.tables[table];
    if (!b || b.checksum !== a.checksum) out.push(`${table} (${b?.rows ?? 0} → ${a.rows} rows)`);
  }
  if (before.objects.checksum !== after.objects.checksum) {
    out.push(`R2 (${before.objects.count} → ${after.objects.count} objects)`);
  }
  return out;
}

export type ChangeLog = {
  /** Names of what changed since the last take (empty when nothing did), as snapshotDiff names them. */
  take(): Promise<string[]>;
};

/**
 * The same question as a snapshot before and after, for a caller that asks it after each of
 * thousands of requests (tests/worker/fuzz.test.ts): hashing every table per request grows with
 * the data and dominated that file's time. Triggers on every fingerprinted table note each insert,
 * delete and update of a compared column (the snapshot's exclusions apply), so a check reads a few
 * log rows. R2 is compared by listing, as in snapshot(). Stricter than two snapshots only in that a
 * row changed and changed back between two takes still counts as changed.
 */
export async function startChangeLog(): Promise<ChangeLog> {
  const tables = await userTables();
  const columns = await env.DB.batch<{ name: string }>(
    tables.map((t) => env.DB.prepare(`SELECT name FROM pragma_table_info('${t}')`)),
  );
  const log = (table: string) => `INSERT INTO "${CHANGE_LOG_TABLE}" (tbl) VALUES ('${table}');`;
  const statements = [`CREATE TABLE IF NOT EXISTS "${CHANGE_LOG_TABLE}" (tbl TEXT NOT NULL)`];
  for (const [i, table] of tables.entries()) {
    const skip = SNAPSHOT_SKIPPED_COLUMNS[table] ?? [];
    const compared = (columns[i]?.results ?? []).map((c) => c.name).filter((c) => !skip.includes(c));
    const changed = compared.map((c) => `OLD."${c}" IS NOT NEW."${c}"`).join(" OR ");
    statements.push(
      `CREATE TRIGGER IF NOT EXISTS "test_log_${table}_insert" AFTER INSERT ON "${table}" BEGIN ${log(table)} END`,
      `CREATE TRIGGER IF NOT EXISTS "test_log_${table}_delete" AFTER DELETE ON "${table}" BEGIN ${log(table)} END`,
      `CREATE TRIGGER IF NOT EXISTS "test_log_${table}_update" AFTER UPDATE ON "${table}" WHEN ${changed || "0"} BEGIN ${log(table)} END`,
    );
  }
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
  await env.DB.prepare(`DELETE FROM "${CHANGE_LOG_TABLE}"`).run();
  let objects = await snapshotR2();
  return {
    async take() {
      const [counted] = await env.DB.batch<{ tbl: string; n: number }>([
        env.DB.prepare(`SELECT tbl, count(*) AS n FROM "${CHANGE_LOG_TABLE}" GROUP BY tbl ORDER BY tbl`),
        env.DB.prepare(`DELETE FROM "${CHANGE_LOG_TABLE}"`),
      ]);
      const out = (counted?.results ?? []).map((r) => `${r.tbl} (${r.n} rows written)`);
      const now = await snapshotR2();
      if (now.checksum !== objects.checksum) out.push(`R2 (${objects.count} → ${now.count} objects)`);
      objects = now;
      return out;
    },
  };
}
