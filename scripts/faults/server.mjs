// The local server under test: `npm start`'s own script (scripts/start.mjs) on the production
// build, with --local-payments (its Stripe stand-in runs inside the same process group) and
// wrangler dev's --test-scheduled (so the clean-up can be triggered over HTTP). It is spawned
// detached, so it leads its own process group: a kill takes start.mjs, wrangler, workerd and the
// stand-in down at once with SIGKILL (no clean shutdown, as a crash or a power cut would), and a
// restart runs on the same LAYERED_STATE directory.
import { spawn } from "node:child_process";
import { quietEnv, root } from "../lib.mjs";

const START_TIMEOUT_MS = 180_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function localServer({ port, state, log = () => {} }) {
  const base = `http://127.0.0.1:${port}`;
  let child = null;
  let exited = true;
  let output = "";
  let standInUrl = null;
  let starts = 0;
  /** Resolves when the server answers; replaced by a pending promise while it is down. */
  let markUp;
  let up = new Promise((resolve) => {
    markUp = resolve;
  });

  async function answers() {
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
      await res.body?.cancel();
      return res.ok;
    } catch {
      return false;
    }
  }

  async function start() {
    output = "";
    exited = false;
    starts++;
    const proc = spawn(
      process.execPath,
      ["scripts/start.mjs", "--no-build", "--local-payments", "--", "--test-scheduled"],
      {
        cwd: root,
        env: { ...quietEnv, PORT: String(port), LAYERED_STATE: state, NO_COLOR: "1", FORCE_COLOR: "0" },
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
      },
    );
    child = proc;
    const keep = (d) => {
      output = (output + d).slice(-40_000);
    };
    proc.stdout.on("data", keep);
    proc.stderr.on("data", keep);
    proc.on("exit", () => {
      if (child === proc) exited = true;
    });
    const started = Date.now();
    while (Date.now() - started < START_TIMEOUT_MS) {
      if (exited) throw new Error(`the server exited while starting:\n${output}`);
      // Up only once start.mjs has announced it (so the stand-in's address is known).
      const announced = /Layered is running at/.test(output);
      if (announced && (await answers())) {
        standInUrl = /local payment stand-in at (http:\/\/\S+)/.exec(output)?.[1] ?? null;
        if (!standInUrl) throw new Error(`no local payment stand-in in the server's output:\n${output}`);
        log(`server up (start ${starts}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        markUp();
        return;
      }
      await sleep(200);
    }
    throw new Error(`the server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
  }

  function signal(sig) {
    if (!child) return;
    try {
      process.kill(-child.pid, sig);
    } catch {
      // the group is gone already
    }
  }

  /** Marks the server down (requests wait for the next start), then kills the whole group. */
  async function kill(sig = "SIGKILL") {
    up = new Promise((resolve) => {
      markUp = resolve;
    });
    signal(sig);
    const started = Date.now();
    while (!exited || (await answers())) {
      if (Date.now() - started > 20_000) {
        signal("SIGKILL");
        if (Date.now() - started > 40_000) throw new Error("the server would not stop");
      }
      await sleep(100);
    }
    signal("SIGKILL"); // anything of the group still lingering
  }

  return {
    base,
    port,
    start,
    kill,
    /** A clean stop (SIGTERM, then SIGKILL if need be). */
    stop: () => kill("SIGTERM"),
    whenUp: () => up,
    standIn: () => standInUrl,
    output: () => output,
    running: () => !exited,
  };
}
