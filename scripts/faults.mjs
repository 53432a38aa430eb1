// npm run faults: fault injection on the local production build (issue 25, "Faults lose nothing").
//
// Starts `npm start`'s own script (scripts/start.mjs --no-build --local-payments, with its Stripe
// stand-in) on a throwaway state directory, signs in through the local sign-in as an admin and
// four clients, then runs a seeded mix of operations through the real HTTP API: inquiries, studio
// uploads and client uploads (upload URL, PUT, complete), shop checkouts paid on the stand-in's
// payment page (webhook) or behind the webhook's back, cancelled or abandoned, design fee
// proposals (request, a signed-in signer and a link signer who proves the address with the code
// from the local outbox, the deposit paid, sometimes by two payers at once) and pins.
// Meanwhile it kills the server's whole process group with SIGKILL at seeded moments, restarts it
// on the same state and repeats whatever got no answer, as a real client would. At the end it runs
// the hourly clean-up (as if a day had passed) and checks, from D1, R2 and the stand-in's own
// record: no row points at a missing object; no object is left unreferenced; stock plus sold
// equals the start; each order and deposit charged at most once and every payment recorded; every
// signature request consistent with its signatures; nothing acknowledged lost; no e-mail lost or
// sent twice. Prints a table and exits non-zero on any violation.
//
//   npm run faults [-- --seed <s>] [--kills <n>] [--max-seconds <n>] [--port <n>] [--keep-state] [--cover]
//
// The same seed gives the same operations and the same kill moments (delays after each restart).
// Defaults: --seed 1, --kills 50, --max-seconds 3600, --port 8799 (its stand-in on port+3321),
// state in .wrangler/faults-state (removed afterwards unless --keep-state). FAULTS_SEED,
// FAULTS_KILLS, FAULTS_MAX_SECONDS and FAULTS_PORT set the same from the environment.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { runFaults } from "./faults/run.mjs";
import { root, runOrExit } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: process.env.FAULTS_SEED ?? "1" },
    kills: { type: "string", default: process.env.FAULTS_KILLS ?? "50" },
    "max-seconds": { type: "string", default: process.env.FAULTS_MAX_SECONDS ?? "3600" },
    port: { type: "string", default: process.env.FAULTS_PORT ?? "8799" },
    state: { type: "string", default: ".wrangler/faults-state" },
    "keep-state": { type: "boolean", default: false },
    // The first operations one of each kind (the short run: few kills, every path touched).
    cover: { type: "boolean", default: false },
  },
  allowPositionals: false,
});
const kills = Number(values.kills);
const maxSeconds = Number(values["max-seconds"]);
const port = Number(values.port);
if (!Number.isInteger(kills) || kills < 0 || !(maxSeconds > 0) || !Number.isInteger(port)) {
  console.error("Usage: npm run faults -- [--seed <s>] [--kills <n>] [--max-seconds <n>] [--port <n>]");
  process.exit(2);
}

if (!existsSync(path.join(root, ".wrangler", "deploy", "config.json"))) {
  console.log("No production build yet: npm run build");
  await runOrExit("npm", ["run", "build", "--silent"]);
}

console.log(
  `Fault injection: seed ${values.seed}, ${kills} kills at most, ${maxSeconds} s at most, http://127.0.0.1:${port}`,
);
let result;
try {
  result = await runFaults({
    seed: values.seed,
    kills,
    maxSeconds,
    port,
    state: values.state,
    keepState: values["keep-state"],
    cover: values.cover,
  });
} catch (error) {
  console.error(`\nThe fault run could not finish: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const { stats, checks, facts, seconds, cleanups } = result;
const violations = checks.reduce((n, c) => n + c.violations.length, 0);
const rows = [
  ["seed", values.seed],
  ["kills", stats.kills],
  ["operations attempted", stats.attempted],
  ["completed", stats.completed],
  ["retried (after a kill)", stats.retried],
  ["failed", stats.failed.length],
  ["violations", violations],
  ["time", `${seconds.toFixed(0)} s`],
];
const width = Math.max(...rows.map(([k]) => k.length));
console.log(`\n${"─".repeat(width + 14)}`);
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${String(v).padStart(10)}`);
console.log("─".repeat(width + 14));
console.log(
  `by operation: ${Object.entries(stats.byKind)
    .map(([k, v]) => `${k} ${v.completed}/${v.attempted}`)
    .join(", ")}`,
);
console.log(
  `state after ${cleanups} clean-up run(s): ${facts.documents} documents, ${facts.objects} objects, ` +
    `${facts.requests} signature requests (${facts.completedRequests} complete, ${facts.paidDeposits} deposits paid), ` +
    `${facts.orders} orders (${facts.paidOrders} paid, ${facts.unitsSold} units sold), ${facts.charges} charges, ${facts.emails} e-mails`,
);
console.log("\ninvariants:");
for (const c of checks) {
  console.log(
    `  ${c.violations.length === 0 ? "ok  " : "FAIL"} ${c.name}${c.violations.length ? ` (${c.violations.length})` : ""}`,
  );
  for (const v of c.violations.slice(0, 10)) console.log(`         ${v}`);
  if (c.violations.length > 10) console.log(`         … and ${c.violations.length - 10} more`);
}
if (stats.failed.length > 0) {
  console.log("\noperations that could not complete:");
  for (const f of stats.failed.slice(0, 20)) console.log(`  ${f}`);
  if (stats.failed.length > 20) console.log(`  … and ${stats.failed.length - 20} more`);
}
if (violations > 0) {
  console.error(
    `\n${violations} violation(s) with seed ${values.seed}: replay with npm run faults -- --seed ${values.seed}${values.cover ? " --cover" : ""}`,
  );
  process.exit(1);
}
console.log(`\nNo violations: ${stats.kills} kills, ${stats.completed} operations completed.`);
