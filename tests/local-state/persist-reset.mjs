// Local state persists and `npm run db:reset` restores the demo (issue 2's acceptance), run by
// `npm test` (scripts/test-all.mjs): a node script because it starts `npm start`'s own script three
// times and runs the reset script between, which the workerd tests cannot.
//
//   1. `node scripts/start.mjs --no-build` (the build exists) on its own port and throwaway state:
//      the demo is seeded; an inquiry is sent through the public API and a demo project is
//      unpublished through the admin API (local sign-in);
//   2. stopped and started again: the seed is skipped, the inquiry is still stored and the project
//      still unpublished;
//   3. stopped, `node scripts/db-reset.mjs` on the same state, started again: the inquiry is gone
//      and /api/projects has the nine demo projects again.
// The state directory and every process it started are removed even when a step fails.
// Prints "persist-reset: N passed, N failed" and exits non-zero on a failure.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { quietEnv, root } from "../../scripts/lib.mjs";
import { checks, freePort } from "../node-checks.mjs";

const STEP_TIMEOUT_MS = 120_000;
const FIRST_DEMO_PROJECT = "Project Crème De La Crème";
const LAST_DEMO_PROJECT = "Project Serene Retreat";

const { check, fail, finish } = checks("persist-reset");

const port = Number(process.env.PERSIST_RESET_PORT ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
const tmp = await mkdtemp(path.join(os.tmpdir(), "layered-persist-reset-"));
const state = path.join(tmp, "state");
const env = { ...quietEnv, PORT: String(port), LAYERED_STATE: state };

/** Processes started here (each the leader of its own group), so that a failure still stops them. */
const running = new Set();

async function untilTrue(what, probe, timeoutMs = STEP_TIMEOUT_MS) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await probe()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out after ${timeoutMs / 1000} s waiting until ${what}`);
}

const answers = async () => {
  try {
    return (await fetch(`${base}/api/health`)).ok;
  } catch {
    return false;
  }
};

/** `npm start` without the build: returns the server and what it printed so far. */
async function start() {
  const child = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const server = { child, output: "", exited: false };
  running.add(server);
  child.stdout.on("data", (d) => {
    server.output += d;
  });
  child.stderr.on("data", (d) => {
    server.output += d;
  });
  child.on("exit", () => {
    server.exited = true;
  });
  await untilTrue(`the server answers at ${base}`, async () => {
    if (server.exited) throw new Error(`npm start exited early:\n${server.output}`);
    return answers();
  });
  return server;
}

/** Stops a server's whole process group (start.mjs, wrangler, workerd) and waits for the port. */
async function stop(server) {
  const signal = (sig) => {
    try {
      process.kill(-server.child.pid, sig);
    } catch {
      // already gone
    }
  };
  signal("SIGTERM");
  try {
    await untilTrue("the server has stopped", async () => server.exited && !(await answers()), 15_000);
  } catch {
    signal("SIGKILL");
    await untilTrue("the server has been killed", async () => server.exited && !(await answers()), 15_000);
  }
  signal("SIGKILL"); // anything of the group still lingering
  running.delete(server);
}

function exec(script) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      out += d;
    });
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`${script} failed:\n${out}`))));
  });
}

async function getJson(url, init = {}) {
  const res = await fetch(`${base}${url}`, init);
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Signs in as an admin through the local sign-in (DEV_LOGIN, as .dev.vars.example sets it). */
async function adminCookie() {
  const res = await fetch(`${base}/api/dev/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email: `persist-${randomBytes(3).toString("hex")}@example.com`, role: "admin" }),
  });
  if (!res.ok) throw new Error(`local sign-in failed: ${res.status} ${await res.text()}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0];
}

async function storedInquiries() {
  const cookie = await adminCookie();
  return getJson("/api/admin/inquiries", { headers: { Cookie: cookie } });
}

const publicTitles = async () => (await getJson("/api/projects")).map((p) => p.portfolioTitle);

/** Stops every server started here and removes the state; also on Ctrl+C or a CI timeout. */
async function cleanUp() {
  for (const server of [...running]) {
    try {
      await stop(server);
    } catch (error) {
      fail(`could not stop a server: ${error instanceof Error ? error.message : error}`);
    }
  }
  await rm(tmp, { recursive: true, force: true });
  if (existsSync(tmp)) {
    fail(`could not remove ${tmp}`);
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    console.error(`persist-reset: ${signal}, stopping`);
    void cleanUp().then(() => process.exit(130));
  });
}

const started = Date.now();
const marker = `persist-${randomBytes(4).toString("hex")}`;
try {
  // 1. First start: an empty state gets the demo; a visitor's inquiry and an admin's change.
  let server = await start();
  check("the first start seeds the demo", /Seeded demo content/.test(server.output), server.output);
  const demo = await getJson("/api/projects");
  check(
    "the demo has nine published projects",
    demo.length === 9 &&
      demo[0]?.portfolioTitle === FIRST_DEMO_PROJECT &&
      demo[8]?.portfolioTitle === LAST_DEMO_PROJECT,
    demo.map((p) => p.portfolioTitle).join(", "),
  );
  const sent = await fetch(`${base}/api/inquiries`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({
      firstName: "Persist",
      lastName: "Check",
      email: `${marker}@example.com`,
      phone: "(949) 555-0101",
      projectType: "full-service",
      budget: "50k-100k",
      timeline: "3-6months",
      message: `Inquiry ${marker}: it must survive a restart and go with a reset.`,
    }),
  });
  check("the inquiry is accepted", sent.status === 201, `${sent.status} ${await sent.text()}`);
  const cookie = await adminCookie();
  const unpublished = demo[0];
  const put = await fetch(`${base}/api/projects/${unpublished?.id}`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Origin: base, Cookie: cookie },
    body: JSON.stringify({ published: false }),
  });
  check("the admin unpublishes a demo project", put.ok, `${put.status} ${await put.text()}`);
  await stop(server);

  // 2. Second start: the same state, nothing reseeded, nothing lost.
  server = await start();
  check(
    "the second start does not seed again",
    /demo seed skipped/.test(server.output) && !/Seeded demo content/.test(server.output),
    server.output,
  );
  const kept = (await storedInquiries()).filter((i) => i.email === `${marker}@example.com`);
  check("the inquiry is still stored after a restart", kept.length === 1, `${kept.length} found`);
  const afterRestart = await publicTitles();
  check(
    "the admin's change is kept",
    afterRestart.length === 8 && !afterRestart.includes(unpublished?.portfolioTitle),
    afterRestart.join(", "),
  );
  await stop(server);

  // 3. db:reset on that state, then a third start: the demo as new.
  const resetLog = await exec("scripts/db-reset.mjs");
  check("db:reset wipes and reseeds", /Seeded demo content/.test(resetLog), resetLog);
  server = await start();
  const gone = (await storedInquiries()).filter((i) => i.email === `${marker}@example.com`);
  check("the inquiry is gone after db:reset", gone.length === 0, `${gone.length} found`);
  const restored = await publicTitles();
  check(
    "/api/projects has the nine demo projects again",
    restored.length === 9 && restored[0] === FIRST_DEMO_PROJECT && restored[8] === LAST_DEMO_PROJECT,
    restored.join(", "),
  );
  await stop(server);
  console.log(
    `persist-reset: 3 starts, 1 reset on ${base} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : error);
} finally {
  await cleanUp();
}
finish();
