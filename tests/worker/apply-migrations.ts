import { applyD1Migrations, reset } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Setup files run before each test file. The test files share one workerd per vitest worker
// (vitest.config.ts: isolate false), so each file starts from empty storage as it did with one
// workerd per file: reset() deletes what the previous file left in every binding (D1, R2 and the
// Cache API are Durable Objects in Miniflare), then the migrations make the schema and seed rows.
// workerd logs "Application called deleteAllDurableObjects()" for each reset: that is this call.
await reset();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
