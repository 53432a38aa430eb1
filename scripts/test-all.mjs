// npm test: every check, in order: typecheck, lint, worker tests (workerd + local D1/R2), backup
// and restore, production build (+ wrangler deploy --dry-run), local state across restarts and
// db:reset, browser tests (Playwright + Chromium).
// Runs them all and exits non-zero if any failed, so one run shows every problem.
import { bin, run } from "./lib.mjs";

const steps = [
  ["typecheck", bin("tsc"), ["-b"]],
  ["lint", bin("biome"), ["check", "."]],
  ["worker tests", bin("vitest"), ["run"]],
  // Drives wrangler d1 export/execute and the backup script, which workerd tests cannot.
  ["backup and restore", process.execPath, ["tests/backup/backup-restore.mjs"]],
  ["build", "npm", ["run", "build", "--silent"]],
  // The deploy guide's `npm run setup`, end to end with --dry-run (no Cloudflare account needed).
  ["deploy guide (dry run)", process.execPath, ["tests/setup/setup-dry-run.mjs"]],
  // Starts `npm start` (on the build above) three times around `npm run db:reset`.
  ["persist and reset", process.execPath, ["tests/local-state/persist-reset.mjs"]],
  ["browser tests", bin("playwright"), ["test"]],
];

const only = process.env.TEST_ONLY?.split(",");
const failed = [];
for (const [name, cmd, args] of steps) {
  if (only && !only.includes(name)) continue;
  console.log(`\n── ${name} ──────────────────────────────────────────`);
  const started = Date.now();
  const code = await run(cmd, args, { env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" } });
  console.log(
    `── ${name}: ${code === 0 ? "ok" : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (code !== 0) failed.push(name);
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(", ")}`);
  process.exit(1);
}
console.log("\nAll checks passed.");
