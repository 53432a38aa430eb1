import { applyD1Migrations, reset } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Setup files run before each test file. The test files share one workerd per vitest worker
// (vitest.config.ts: isolate false), so each file starts from empty storage as it did with one
// workerd per file: reset() deletes what the previous file left in the bindings, whatever it
// missed is removed by hand, then the migrations make the schema and seed rows.
// workerd logs "Application called deleteAllDurableObjects()" for each reset: that is this call.
await reset();
await expectEmptyStorage();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// The edge cache's keys carry the site's content version (worker/http/edge-cache.ts), which the
// seed starts at 1 in every file; an entry the Cache API kept from an earlier file must never
// match, so each file starts at its own version (tests only compare versions with each other).
await env.DB.prepare("UPDATE cache_versions SET version = ? WHERE scope = 'site'").bind(Date.now()).run();

/**
 * Fresh storage is what every file relies on, so it is checked rather than assumed: reset() has
 * been seen to leave D1's tables in place (vitest-plugin 1.4.10). Whatever is left is removed by
 * hand (every table, every object).
 */
async function expectEmptyStorage(): Promise<void> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ).all<{ name: string }>();
  if (results.length > 0) {
    // Children before their parents, triggers first: with foreign keys on, dropping a table
    // deletes its rows, which needs every table its foreign keys name (and the cache triggers
    // name cache_versions), so dropping in sqlite_master's order failed with "no such table".
    const names = results.map((t) => t.name);
    const parents = new Map<string, Set<string>>();
    for (const name of names) {
      const fks = await env.DB.prepare(`PRAGMA foreign_key_list("${name}")`).all<{ table: string }>();
      parents.set(name, new Set(fks.results.map((fk) => fk.table).filter((t) => t !== name)));
    }
    const order: string[] = [];
    const remaining = new Set(names);
    while (remaining.size > 0) {
      const all = [...remaining];
      const leaf = all.find((t) => !all.some((other) => other !== t && parents.get(other)?.has(t))) ?? all[0];
      if (leaf === undefined) break;
      order.push(leaf);
      remaining.delete(leaf);
    }
    const triggers = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'").all<{
      name: string;
    }>();
    await env.DB.batch([
      env.DB.prepare("PRAGMA defer_foreign_keys = on"),
      ...triggers.results.map((t) => env.DB.prepare(`DROP TRIGGER "${t.name}"`)),
      ...order.map((name) => env.DB.prepare(`DROP TABLE "${name}"`)),
    ]);
  }
  let listed = await env.MEDIA.list({ limit: 1000 });
  while (listed.objects.length > 0) {
    await env.MEDIA.delete(listed.objects.map((o) => o.key));
    listed = await env.MEDIA.list({ limit: 1000 });
  }
}
