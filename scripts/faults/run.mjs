// One fault-injection run: setup, operations in flight while the server's process group is killed
// at seeded moments and restarted on the same state, then the clean-up and the invariants.
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { root } from "../lib.mjs";
import { attempt, httpClient } from "./client.mjs";
import { checkInvariants, unsettled } from "./invariants.mjs";
import { planOperation, runOperation, setUp } from "./operations.mjs";
import { rng } from "./rng.mjs";
import { localServer } from "./server.mjs";

/** The hourly clean-up's cron (wrangler.toml), not the ten-minute pin digest. */
const CLEANUP_CRON = "17 * * * *";
/** The clean-up is run as if a day and an hour had passed: past every grace period it has. */
const CLEANUP_AHEAD_MS = 25 * 60 * 60 * 1000;
/** Operations in flight at once. */
const CONCURRENCY = 3;
/** After the last kill (or the time limit), how long in-flight operations get to finish. */
const DRAIN_MS = 120_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function runFaults({
  seed,
  kills,
  maxSeconds,
  port,
  state,
  log = console.log,
  keepState = false,
  cover = false,
}) {
  const started = Date.now();
  const deadline = started + maxSeconds * 1000;
  const stateDir = path.resolve(root, state);
  if (!existsSync(path.join(root, ".wrangler", "deploy", "config.json"))) {
    throw new Error(
      "No production build: run `npm run build` first (npm run faults builds when dist is missing).",
    );
  }
  rmSync(stateDir, { recursive: true, force: true });
  const server = localServer({ port, state: stateDir, log: (m) => log(`  ${m}`) });
  const http = httpClient(server);
  const stats = { kills: 0, attempted: 0, completed: 0, retried: 0, failed: [], byKind: {} };
  const ledger = {
    inquiries: [],
    documents: [],
    clientFiles: [],
    pins: [],
    requests: [],
    signatures: [],
    paid: [],
    abandoned: [],
    soldOut: 0,
  };

  // The kill moments: a delay after each restart has answered, drawn before anything runs.
  const killRandom = rng(seed, "kills");
  const killDelays = Array.from({ length: kills }, () => killRandom.int(250, 3_500));
  const opRandom = rng(seed, "operations");

  try {
    await server.start();
    const fixtures = await setUp(http, rng(seed, "setup"), { stock: 1_000 });
    log(
      `  setup: ${fixtures.clients.length} clients, ${fixtures.products.length} products, projects ${fixtures.projects.join(", ")}`,
    );
    const ctx = { http, fixtures, ledger, server };

    let stopping = false;
    let planned = 0;
    const worker = async () => {
      while (!stopping) {
        const index = planned++;
        const plan = planOperation(opRandom, index, fixtures, { cover });
        const op = attempt(plan.kind);
        stats.attempted++;
        stats.byKind[plan.kind] ??= { attempted: 0, completed: 0 };
        stats.byKind[plan.kind].attempted++;
        try {
          await runOperation(ctx, op, plan);
          stats.completed++;
          stats.byKind[plan.kind].completed++;
        } catch (error) {
          stats.failed.push(
            `#${index} ${plan.kind} (${plan.tag}): ${error instanceof Error ? error.message : error}`,
          );
        }
        if (op.retries > 0) stats.retried++;
      }
    };
    const workers = Array.from({ length: CONCURRENCY }, worker);

    for (const delay of killDelays) {
      if (Date.now() + delay > deadline) break;
      await sleep(delay);
      await server.kill();
      stats.kills++;
      log(`  kill ${stats.kills}/${kills} after ${delay} ms`);
      await server.start();
    }
    stopping = true;
    const drained = await Promise.race([
      Promise.all(workers).then(() => true),
      sleep(DRAIN_MS).then(() => false),
    ]);
    if (!drained) stats.failed.push(`operations still running ${DRAIN_MS / 1000} s after the last kill`);

    // The clean-up, as the hourly cron would run it a day later, until every checkout is settled
    // (it reconciles a bounded number per run).
    const cleanupAt = Date.now() + CLEANUP_AHEAD_MS;
    let cleanups = 0;
    for (; cleanups < 10; cleanups++) {
      const res = await fetch(
        `${server.base}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(CLEANUP_CRON)}&time=${cleanupAt + cleanups * 1000}`,
      );
      await res.body?.cancel();
      if (!res.ok) throw new Error(`the scheduled clean-up answered ${res.status}`);
      // Webhooks the stand-in sends for sessions the clean-up expired: a moment to land.
      await sleep(1_500);
      if ((await unsettled(stateDir)) === 0) break;
    }
    await sleep(1_000);
    await server.stop();

    const { checks, facts } = await checkInvariants(stateDir, { ledger, products: fixtures.products });
    return { stats, checks, facts, ledger, cleanups: cleanups + 1, seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    if (server.running()) log(`\nLast server output:\n${server.output().slice(-4000)}`);
    throw error;
  } finally {
    if (server.running()) await server.stop().catch(() => undefined);
    if (!keepState) rmSync(stateDir, { recursive: true, force: true });
  }
}
