import { applyD1Migrations, reset } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { emptyStorage } from "./empty-storage";

// Setup files run before each test file. The test files share one workerd per vitest worker
// (vitest.config.ts: isolate false), so each file starts from empty storage as it did with one
// workerd per file: reset() deletes what the previous file left in the bindings, whatever it
// missed (it has been seen to leave D1's tables, rows included) is removed by emptyStorage (in an
// order that cannot fail on the rows left: see empty-storage.ts), then the migrations make the
// schema and seed rows.
// workerd logs "Application called deleteAllDurableObjects()" for each reset: that is this call.
await dropTriggers();
await reset();
await emptyStorage(env);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// The edge cache's keys carry the site's content version (worker/http/edge-cache.ts), which the
// seed starts at 1 in every file; an entry the Cache API kept from an earlier file must never
// match, so each file starts at its own version (tests only compare versions with each other).
await env.DB.prepare("UPDATE cache_versions SET version = ? WHERE scope = 'site'").bind(Date.now()).run();

/**
 * The previous file's triggers go first: migration 0009's BEFORE DELETE triggers refuse to
 * delete signed records, and workerd's storage reset (which empties tables row by row) then
 * leaves a half-dropped schema behind ("no such table" on the next query). The migrations
 * create every trigger again.
 */
async function dropTriggers(): Promise<void> {
  const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'").all<{
    name: string;
  }>();
  if (results.length > 0) {
    await env.DB.batch(results.map((t) => env.DB.prepare(`DROP TRIGGER IF EXISTS "${t.name}"`)));
  }
}
