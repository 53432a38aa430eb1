// npm test: every check: typecheck, lint, worker tests (workerd + local D1/R2), backup and
// restore, production build (+ wrangler deploy --dry-run), local state across restarts and
// db:reset, browser tests (Playwright + Chromium).
// Runs them all and exits non-zero if any failed, so one run shows every problem.
//
// Four lanes run side by side (issue 26: the browser tests used to wait for both other lanes,
// about 400 s, while a core was often idle): the worker tests, then the short fault-injection
// run once the build is done; typecheck, lint, the build, the browser tests' seeded state, then
// the scripted checks; and the browser tests as two Playwright runs (PUBLIC_SPECS below), which
// start as soon as the build and their state are ready. The worker tests and the scripted checks
// are mostly one process each, waiting on workerd and wrangler; the browser runs take what is
// left and have both cores to themselves once they end.
// Each step's output is printed whole when it ends, so lanes never interleave their lines; the
// browser tests' lines are passed through as they come, whole lines only.
// TEST_SERIAL=1 runs every step one after another with live output (to watch one step closely).
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { bin, quietEnv, root } from "./lib.mjs";

/**
 * `count` reads how many tests a test runner's output says passed and failed; a step without it
 * (typecheck, lint, the scripted checks) counts as one check.
 */
const step = (name, cmd, args, count, stepEnv = {}) => ({ name, cmd, args, count, env: stepEnv });

/**
 * The browser tests run as two Playwright runs side by side, each with its own server, port and
 * copy of the seeded state (so their data cannot collide): the public pages' specs, which only
 * read the demo studio (and set up their own data through the API where they need it), and every
 * other spec (the studio, the portal, the shop's payments). One Playwright run of one worker kept
 * about 1.4 of the two cores busy; two, on Chromium's headless shell, finish the same tests in
 * about 70 % of the time (issue 26). New spec files go to the second run unless listed here.
 */
const PUBLIC_SPECS = [
  "accessibility",
  "body-limit",
  "first-paint",
  "output-escaping",
  "public-content",
  "public-core",
  "public-pages",
  "security-headers",
  "seo",
  "shell",
  "shop-gallery",
].map((name) => `tests/e2e/${name}.spec.ts`);
const allSpecs = readdirSync(path.join(root, "tests/e2e"))
  .filter((name) => name.endsWith(".spec.ts"))
  .map((name) => `tests/e2e/${name}`);
for (const spec of PUBLIC_SPECS) {
  if (!allSpecs.includes(spec)) throw new Error(`test-all.mjs names a spec that does not exist: ${spec}`);
}
const STUDIO_SPECS = allSpecs.filter((spec) => !PUBLIC_SPECS.includes(spec));
/** Each run's own port range (playwright.config.ts finds the first free port from there) and output folder. */
const browserRun = (name, specs, firstPort, output) =>
  step(name, bin("playwright"), ["test", `--output=test-results/${output}`, ...specs], playwrightCounts, {
    E2E_PORT_FROM: String(firstPort),
  });

/** vitest's summary line: "Tests  2 failed | 468 passed (470)". */
function vitestCounts(text) {
  const line = text.match(/^\s*Tests\s+(.*\(\d+\))\s*$/m)?.[1];
  if (!line) return null;
  return { passed: number(line, "passed"), failed: number(line, "failed") };
}

/** Playwright's list reporter: "  327 passed (17.1m)", "  2 failed", "  1 flaky" on lines of their own. */
function playwrightCounts(text) {
  const found = (word) => Number(text.match(new RegExp(`^\\s+(\\d+) ${word}\\b`, "m"))?.[1] ?? 0);
  const passed = found("passed") + found("flaky");
  const failed = found("failed");
  return passed + failed > 0 ? { passed, failed } : null;
}

function number(text, word) {
  return Number(text.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
}

/**
 * The slowest tests of a runner's output (docs/perf.md, "Test suite speed", watches them):
 * Playwright's list lines ("  ✓  12 [phone] › tests/e2e/shop.spec.ts:3:1 › title (4.2s)", "(1.3m)").
 */
const slowest = [];
function collectDurations(step, text) {
  for (const m of text.matchAll(
    /^\s+\S+\s+\d+\s+\[(\w+)\]\s+›\s+(\S+?):\d+:\d+\s+›\s+(.*?)\s+\(([\d.]+)(ms|s|m)\)\s*$/gm,
  )) {
    // Playwright writes "840ms", "4.2s", and "1.3m" past a minute.
    const seconds = Number(m[4]) * { ms: 0.001, s: 1, m: 60 }[m[5]];
    slowest.push({ seconds, name: `${step}: [${m[1]}] ${m[2].replace(/^tests\/e2e\//, "")} › ${m[3]}` });
  }
}
/**
 * The lines that say why a step failed, for the end of the run: a CI log is often read from its
 * tail, and a step that failed early (a server that never answered, a crash before any test) has
 * its output printed long before the end. Playwright's failure headings and error lines, vitest's
 * FAIL lines, anything saying Error or timed out, then the step's last lines; 40 at most.
 */
function failureExcerpt(text) {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  const telling = lines.filter((line) =>
    /(^\s+\d+\) \[)|\bError\b|\berror:|Timed out|timed out|\bFAIL\b|✘|✗|exited|EADDRINUSE/.test(line),
  );
  const picked = [...new Set([...telling.slice(0, 25), ...lines.slice(-15)])];
  return picked.slice(0, 40).map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line));
}

/** Steps that need other steps' results first (the build, the seeded state): they wait for them to end. */
const needs = {
  // dist/ is rewritten by the build and again by the deploy guide's dry run: whatever serves it
  // starts after both (a server on a dist/ being rewritten answers 404 for index.html).
  "faults (short run)": ["build", "deploy guide (dry run)"],
  "browser tests (public pages)": ["build", "deploy guide (dry run)", "browser-test state"],
  "browser tests (studio and portal)": ["build", "deploy guide (dry run)", "browser-test state"],
};
const ended = new Map();
const endedPromise = (name) => {
  if (!ended.has(name)) {
    let resolve;
    const promise = new Promise((r) => {
      resolve = r;
    });
    ended.set(name, { promise, resolve });
  }
  return ended.get(name);
};

const lanes = [
  [
    step("worker tests", bin("vitest"), ["run"], vitestCounts),
    // A seeded fault-injection run on the build (issue 25): 3 kills of the local server's process
    // group, then every invariant checked (SECURITY.md, "Fault injection"). `npm run faults` is
    // the long run. Waits for the other lane's build, then runs beside its last steps and the browser tests.
    step("faults (short run)", process.execPath, ["tests/faults/short-run.mjs"]),
  ],
  [
    step("typecheck", bin("tsc"), ["-b"]),
    // Biome, knip (nothing unused), what comments and docs name exists (scripts/check-paths.mjs), the
    // schema agrees with the migrations, and the dependency rules hold (scripts/check-deps.mjs).
    step("lint", "npm", ["run", "lint", "--silent"]),
    step("build", "npm", ["run", "build", "--silent"]),
    // The deploy guide's `npm run setup`, end to end with --dry-run (no Cloudflare account needed).
    // It builds again (into the same dist/), so it runs before anything serves the build.
    step("deploy guide (dry run)", process.execPath, ["tests/setup/setup-dry-run.mjs"]),
    // The browser tests' starting state, migrated and seeded once (scripts/e2e-state.mjs); their
    // server copies it in instead of seeding the demo's 250 media files itself.
    step("browser-test state", process.execPath, ["scripts/e2e-state.mjs"]),
    // Drives wrangler d1 export/execute and the backup script, which workerd tests cannot.
    step("backup and restore", process.execPath, ["tests/backup/backup-restore.mjs"]),
    // Starts `npm start` (on the build above) three times around `npm run db:reset`.
    step("persist and reset", process.execPath, ["tests/local-state/persist-reset.mjs"]),
  ],
  [browserRun("browser tests (studio and portal)", STUDIO_SPECS, 8790, "studio")],
  [browserRun("browser tests (public pages)", PUBLIC_SPECS, 8890, "public")],
];
/** The step whose output is passed through as it comes (the longest; its progress is worth seeing). */
const streamed = "browser tests (studio and portal)";

const serial = process.env.TEST_SERIAL === "1";
const only = process.env.TEST_ONLY?.split(",");
const wanted = (s) => !only || only.includes(s.name);
const env = { ...quietEnv, NO_COLOR: "1", FORCE_COLOR: "0" };
const failed = [];
const timings = [];
const totals = { passed: 0, failed: 0 };

/** Runs one step; with `live`, its output goes straight through, else it is printed when done. */
function runStep({ name, cmd, args, count, env: stepEnv }, live) {
  const started = Date.now();
  const header = `\n── ${name} ──────────────────────────────────────────`;
  if (live) console.log(header);
  return new Promise((resolve) => {
    // Output is always read (for the counts); a live step's is also passed straight through.
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...env, ...stepEnv },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output = [];
    // Whole lines only, so that a block another lane prints never lands inside a line.
    const pending = { stdout: "", stderr: "" };
    const pass = (stream, chunk, end = false) => {
      if (!live) return;
      const text = pending[stream] + chunk.toString("utf8");
      const cut = end ? text.length : text.lastIndexOf("\n") + 1;
      pending[stream] = text.slice(cut);
      if (cut > 0) process[stream].write(text.slice(0, cut));
    };
    child.stdout.on("data", (chunk) => {
      output.push(chunk);
      pass("stdout", chunk);
    });
    child.stderr.on("data", (chunk) => {
      output.push(chunk);
      pass("stderr", chunk);
    });
    child.on("error", (err) => output.push(Buffer.from(`${err.message}\n`)));
    child.on("close", (code, signal) => {
      pass("stdout", "", true);
      pass("stderr", "", true);
      const exit = code ?? (signal ? 1 : 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!live) {
        console.log(header);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`── ${name}: ${exit === 0 ? "ok" : `FAILED (exit ${exit})`} in ${seconds} s`);
      timings.push(`${name} ${seconds} s`);
      const text = Buffer.concat(output).toString("utf8");
      if (exit !== 0) failed.push({ name, text });
      collectDurations(name, text);
      const counted = count?.(text);
      if (counted) {
        totals.passed += counted.passed;
        // A runner that exits non-zero with every test passed (a crash, a config error) is a failure.
        totals.failed += counted.failed > 0 || exit === 0 ? counted.failed : 1;
      } else if (exit === 0) totals.passed += 1;
      else totals.failed += 1;
      resolve();
    });
  });
}

async function runLane(steps, live) {
  for (const s of steps) {
    if (!wanted(s)) continue;
    if (!serial) {
      for (const before of needs[s.name] ?? []) {
        if (wanted({ name: before })) await endedPromise(before).promise;
      }
    }
    await runStep(s, live || s.name === streamed);
    endedPromise(s.name).resolve();
  }
}

const started = Date.now();
if (serial) {
  // One after another, each after the steps it needs: the build's lane, the worker tests' lane, the browser tests.
  const [workerLane, buildLane, ...browserLanes] = lanes;
  await runLane([...buildLane, ...workerLane, ...browserLanes.flat()], true);
} else {
  const active = lanes.filter((lane) => lane.some(wanted));
  await Promise.all(active.map((lane) => runLane(lane, active.length === 1)));
}
if (slowest.length > 0) {
  console.log("\nSlowest tests:");
  for (const t of slowest.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
    console.log(`  ${t.seconds.toFixed(1).padStart(6)} s  ${t.name}`);
  }
}
for (const { name, text } of failed) {
  console.log(`\nWhy "${name}" failed (its output's error lines and last lines; the whole output is above):`);
  for (const line of failureExcerpt(text)) console.log(`  | ${line}`);
}
console.log(`\nSteps: ${timings.join(", ")}; ${((Date.now() - started) / 1000).toFixed(0)} s in all.`);
console.log(failed.length > 0 ? `\nFailed: ${failed.map((f) => f.name).join(", ")}` : "\nAll checks passed.");
// The last line, alone: every test of every runner, and each other step as one check.
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = failed.length > 0 ? 1 : 0;
