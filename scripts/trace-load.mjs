// Ad hoc (issue 30; docs/perf.md "what the app's first-load tasks are"): load a route unthrottled
// (or at a real CPU throttling rate) with a trace and a CPU profile, and list the top-level tasks
// of MIN ms or more: their task groups, heaviest trace events, and the functions sampled in them.
// Usage, after `npm run build`: node scripts/trace-load.mjs <route> [cpu rate] [min ms] [--nojs]
// Env: RUNS (default 2), TRACE_PORT (default 8899: one per helper on a shared machine), REUSE=1 (a
// server already on that port), TREE=<ms> (event tree of tasks
// that long), PROFILE=0 (no functions). The server (scripts/e2e-server.mjs, which starts wrangler)
// is spawned in a process group of its own and the whole group is killed on exit.
import { spawn } from "node:child_process";
import path from "node:path";
import { chromium } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.TRACE_PORT ?? 8899),
  BASE = `http://127.0.0.1:${PORT}`;
const route = process.argv[2] ?? "/shop";
const cpu = Number(process.argv[3] ?? 1);
const MIN = Number(process.argv[4] ?? 15);
const noJs = process.argv.includes("--nojs");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const child = process.env.REUSE
  ? null
  : spawn(process.execPath, [path.join(root, "scripts/e2e-server.mjs")], {
      cwd: root,
      env: { ...process.env, PORT: String(PORT), LAYERED_STATE: `.wrangler/trace-state-${PORT}` },
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    });
const stopServer = () => {
  try {
    if (child) process.kill(-child.pid, "SIGTERM");
  } catch {}
};
process.on("exit", stopServer);
process.on("SIGINT", () => process.exit(130));
for (let i = 0; i < 400; i++) {
  try {
    if ((await fetch(`${BASE}/api/health`)).ok) break;
  } catch {}
  await sleep(300);
}
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const { TraceProcessor } = await import("lighthouse/core/lib/tracehouse/trace-processor.js");
const { MainThreadTasks } = await import("lighthouse/core/lib/tracehouse/main-thread-tasks.js");
const { default: LongTasks } = await import("lighthouse/core/audits/long-tasks.js");
const cats = [
  "-*",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "toplevel",
  "blink.user_timing",
  "v8.execute",
  "disabled-by-default-lighthouse",
  "loading",
  "latencyInfo",
];
for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: !noJs,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (cpu > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  await cdp.send("Tracing.start", { categories: cats.join(","), transferMode: "ReturnAsStream" });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  await page.goto(`${BASE}${route}`, { waitUntil: "load" });
  await sleep(4000 * cpu);
  const { profile } = await cdp.send("Profiler.stop");
  const complete = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
  await cdp.send("Tracing.end");
  const { stream } = await complete;
  const chunks = [];
  for (;;) {
    const r = await cdp.send("IO.read", { handle: stream, size: 1 << 20 });
    chunks.push(r.base64Encoded ? Buffer.from(r.data, "base64").toString() : r.data);
    if (r.eof) break;
  }
  const parsed = JSON.parse(chunks.join(""));
  const trace = { traceEvents: Array.isArray(parsed) ? parsed : parsed.traceEvents };
  let processed;
  try {
    processed = TraceProcessor.processTrace(trace);
  } catch (error) {
    // Now and then (a loaded machine) the trace misses the navigation's start: skip that run.
    console.log(`--- ${route} run ${run + 1}: no usable trace (${error.message})`);
    await context.close();
    continue;
  }
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  // Profile samples on the trace clock (µs), shifted to ms from the time origin like the tasks.
  const origin = processed.timestamps.timeOrigin / 1000;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n.id);
  const samples = [];
  {
    let t = profile.startTime;
    for (const [i, d] of profile.timeDeltas.entries()) {
      t += d;
      samples.push([t / 1000 - origin, profile.samples[i]]);
    }
  }
  const interval = profile.timeDeltas.length
    ? (profile.endTime - profile.startTime) / 1000 / profile.timeDeltas.length
    : 0;
  const fname = (n) => {
    const cf = nodes.get(n).callFrame;
    return `${cf.functionName || "(anon)"}${cf.url ? ` ${cf.url.split("/").pop().slice(0, 24)}:${cf.lineNumber + 1}` : ""}`;
  };
  console.log(`--- ${route} run ${run + 1} cpu ${cpu}x ${noJs ? "noJS" : "app"}`);
  for (const task of tasks) {
    if (task.parent || task.duration < MIN) continue;
    const { timeByTaskGroup } = LongTasks.getTimingBreakdown(task);
    const events = new Map();
    const walk = (x) => {
      const k =
        x.event.name +
        (x.event.args?.data?.url ? ` ${x.event.args.data.url.split("/").pop().slice(0, 40)}` : "");
      events.set(k, (events.get(k) ?? 0) + x.selfTime);
      for (const c of x.children) walk(c);
    };
    walk(task);
    const top = (m, n) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .filter(([, v]) => v >= 1)
        .map(([k, v]) => `${k} ${Math.round(v)}`)
        .join(", ");
    const self = new Map(),
      incl = new Map();
    for (const [at, id] of samples) {
      if (at < task.startTime || at > task.endTime) continue;
      self.set(fname(id), (self.get(fname(id)) ?? 0) + interval);
      const seen = new Set();
      for (let n = id; n !== undefined; n = parents.get(n)) {
        const k = fname(n);
        if (seen.has(k)) continue;
        seen.add(k);
        incl.set(k, (incl.get(k) ?? 0) + interval);
      }
    }
    console.log(
      `${Math.round(task.startTime)} ms +${Math.round(task.duration)}: ${top(timeByTaskGroup, 4)} | ${top(events, 6)} | attr ${task.attributableURLs.map((u) => u.split("/").pop().slice(0, 30)).join(" ")}`,
    );
    if (process.env.TREE && task.duration >= Number(process.env.TREE)) {
      const show = (x, depth) => {
        if (x.duration < 2 || depth > 4) return;
        console.log(
          `      ${"  ".repeat(depth)}${x.event.name} ${x.event.args?.data?.url?.split("/").pop()?.slice(0, 30) ?? ""}${x.event.args?.data?.functionName ?? ""} @${Math.round(x.startTime)} ${Math.round(x.duration)} (self ${Math.round(x.selfTime)})`,
        );
        for (const c of x.children) show(c, depth + 1);
      };
      show(task, 0);
    }
    if (process.env.PROFILE !== "0")
      console.log(
        `    self: ${top(self, 8)}\n    incl: ${top(new Map([...incl].filter(([k]) => !/^\((root|program|anon)\)$/.test(k))), 12)}`,
      );
  }
  await context.close();
}
await browser.close();
stopServer();
