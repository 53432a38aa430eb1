/**
 * Empties the D1 and R2 bindings the worker tests share (vitest.config.ts: one workerd for every
 * file, isolate false). Used by the setup file before each test file.
 *
 * Why tables are dropped in this order: `reset()` has been seen to leave D1's tables in place,
 * rows included (vitest-plugin 1.4.10). Dropping them in creation order then failed now and then
 * with "D1_ERROR: no such table: main.documents": SQLite drops a table by deleting its rows first,
 * and a row deleted by an ON DELETE CASCADE (for example a signature request when `projects` is
 * dropped) has its own foreign keys checked against their parent tables, one of which
 * (`documents`) was already gone. Which files failed depended on which rows the previous file left,
 * hence a different pair each run. Dropping the tables that nothing references first (children
 * before parents) never deletes a row whose parent table is missing, whatever rows are left.
 */

type Bindings = { DB: D1Database; MEDIA: R2Bucket };

/** The tables each table's foreign keys name, read from its CREATE TABLE statement. */
function parentsOf(sql: string): string[] {
  return [...sql.matchAll(/REFERENCES\s+[`"[]?([A-Za-z0-9_]+)/gi)].map((m) => m[1] as string);
}

/** Table names, children before parents (a table referenced by no remaining table goes first). */
export function dropOrder(tables: { name: string; sql: string }[]): string[] {
  const remaining = new Map(tables.map((t) => [t.name, parentsOf(t.sql).filter((p) => p !== t.name)]));
  const order: string[] = [];
  while (remaining.size > 0) {
    const referenced = new Set([...remaining.values()].flat());
    const leaves = [...remaining.keys()].filter((name) => !referenced.has(name));
    // A cycle of foreign keys (none in this schema): drop the rest as they come.
    const next = leaves.length > 0 ? leaves : [...remaining.keys()];
    for (const name of next) {
      order.push(name);
      remaining.delete(name);
    }
  }
  return order;
}

export async function userTables(db: D1Database): Promise<{ name: string; sql: string }[]> {
  const { results } = await db
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    )
    .all<{ name: string; sql: string }>();
  return results;
}

/** Drops every trigger, view and table (children first), then checks that none is left. */
export async function emptyDatabase(db: D1Database): Promise<void> {
  const { results: others } = await db
    .prepare(
      "SELECT type, name FROM sqlite_master WHERE type IN ('trigger', 'view') AND name NOT LIKE '_cf_%'",
    )
    .all<{ type: string; name: string }>();
  const tables = await userTables(db);
  if (others.length + tables.length === 0) return;
  await db.batch([
    db.prepare("PRAGMA defer_foreign_keys = on"),
    ...others.map((o) => db.prepare(`DROP ${o.type.toUpperCase()} "${o.name}"`)),
    ...dropOrder(tables).map((name) => db.prepare(`DROP TABLE "${name}"`)),
  ]);
  const left = await userTables(db);
  if (left.length > 0)
    throw new Error(`D1 still has tables after emptying: ${left.map((t) => t.name).join(", ")}`);
}

export async function emptyBucket(bucket: R2Bucket): Promise<void> {
  let listed = await bucket.list({ limit: 1000 });
  while (listed.objects.length > 0) {
    await bucket.delete(listed.objects.map((o) => o.key));
    listed = await bucket.list({ limit: 1000 });
  }
}

export async function emptyStorage(bindings: Bindings): Promise<void> {
  await emptyDatabase(bindings.DB);
  await emptyBucket(bindings.MEDIA);
}
