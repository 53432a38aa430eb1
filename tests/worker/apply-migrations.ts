import { applyD1Migrations, reset } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Setup files run before each test file. The test files share one workerd per vitest worker
// (vitest.config.ts: isolate false), so each file starts from empty storage as it did with one
// workerd per file: reset() deletes what the previous file left in the bindings, whatever it
// missed is removed by hand, then the migrations make the schema and seed rows.
// workerd logs "Application called deleteAllDurableObjects()" for each reset: that is this call.
await reset();
try {
  await expectEmptyStorage();
} catch (error) {
  // Seen after the fuzz file (issue 25): reset() stopped part-way through D1's tables and the next
  // query failed ("no such table: main.documents"). A second reset() finishes the job.
  console.warn("Storage reset incomplete, resetting again:", error instanceof Error ? error.message : error);
  await reset();
  await expectEmptyStorage();
}
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
    await env.DB.batch([
      env.DB.prepare("PRAGMA defer_foreign_keys = on"),
      ...results.map((t) => env.DB.prepare(`DROP TABLE "${t.name}"`)),
    ]);
  }
  let listed = await env.MEDIA.list({ limit: 1000 });
  while (listed.objects.length > 0) {
    await env.MEDIA.delete(listed.objects.map((o) => o.key));
    listed = await env.MEDIA.list({ limit: 1000 });
  }
}
