// npm test: every check: typecheck, lint, worker tests (workerd + local D1/R2), backup and
// restore, production build (+ wrangler deploy --dry-run), local state across restarts and
// db:reset, browser tests (Playwright + Chromium).
// Runs them all and exits non-zero if any failed, so one run shows every problem.
//
// Two lanes run side by side, then the browser tests alone: the worker tests keep one core busy
// for minutes, and the other lane's steps (mostly process start-up and waiting on wrangler) fit on
// the second; the browser tests need the build and get both cores (their server takes one).
// Each step's output is printed whole when it ends, so two lanes never interleave their lines.
// TEST_SERIAL=1 runs every step one after another with live output (to watch one step closely).
import { spawn } from "node:child_process";
import { bin, quietEnv, root } from "./lib.mjs";

const step = (name, cmd, args) => ({ name, cmd, args });
const lanes = [
  [step("worker tests", bin("vitest"), ["run"])],
  [
    step("typecheck", bin("tsc"), ["-b"]),
    step("lint", bin("biome"), ["check", "."]),
    // Drives wrangler d1 export/execute and the backup script, which workerd tests cannot.
    step("backup and restore", process.execPath, ["tests/backup/backup-restore.mjs"]),
    step("build", "npm", ["run", "build", "--silent"]),
    // The deploy guide's `npm run setup`, end to end with --dry-run (no Cloudflare account needed).
    step("deploy guide (dry run)", process.execPath, ["tests/setup/setup-dry-run.mjs"]),
    // Starts `npm start` (on the build above) three times around `npm run db:reset`.
    step("persist and reset", process.execPath, ["tests/local-state/persist-reset.mjs"]),
  ],
];
const last = [step("browser tests", bin("playwright"), ["test"])];

const serial = process.env.TEST_SERIAL === "1";
const only = process.env.TEST_ONLY?.split(",");
const wanted = (s) => !only || only.includes(s.name);
const env = { ...quietEnv, NO_COLOR: "1", FORCE_COLOR: "0" };
const failed = [];
const timings = [];

/** Runs one step; with `live`, its output goes straight through, else it is printed when done. */
function runStep({ name, cmd, args }, live) {
  const started = Date.now();
  const header = `\n── ${name} ──────────────────────────────────────────`;
  if (live) console.log(header);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: live ? "inherit" : ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("error", (err) => output.push(Buffer.from(`${err.message}\n`)));
    child.on("close", (code, signal) => {
      const exit = code ?? (signal ? 1 : 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!live) {
        console.log(header);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`── ${name}: ${exit === 0 ? "ok" : `FAILED (exit ${exit})`} in ${seconds} s`);
      timings.push(`${name} ${seconds} s`);
      if (exit !== 0) failed.push(name);
      resolve();
    });
  });
}

async function runLane(steps, live) {
  for (const s of steps) if (wanted(s)) await runStep(s, live);
}

const started = Date.now();
if (serial) {
  for (const lane of [...lanes, last]) await runLane(lane, true);
} else {
  const active = lanes.filter((lane) => lane.some(wanted));
  await Promise.all(active.map((lane) => runLane(lane, active.length === 1)));
  await runLane(last, true);
}
console.log(`\nSteps: ${timings.join(", ")}; ${((Date.now() - started) / 1000).toFixed(0)} s in all.`);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(", ")}`);
  process.exit(1);
}
console.log("\nAll checks passed.");
