// npm start: production build served locally with local D1 and R2 at http://localhost:8787.
// Builds, prepares local state (.dev.vars, migrations, demo seed when empty), then runs the
// built bundle in workerd via `wrangler dev` (which reads .wrangler/deploy/config.json).
import { bin, quietEnv, root, runOrExit, stateDir } from "./lib.mjs";
import { spawn } from "node:child_process";
import { prepareLocal } from "./prepare-local.mjs";

const port = process.env.PORT ?? "8787";
const skipBuild = process.argv.includes("--no-build");
// Anything after `--` goes to `wrangler dev` (e.g. `-- --var STRIPE_API_BASE:http://127.0.0.1:12111`).
const sep = process.argv.indexOf("--");
const extra = sep === -1 ? [] : process.argv.slice(sep + 1);

if (!skipBuild) await runOrExit(bin("vite"), ["build", "--logLevel", "warn"]);
await prepareLocal();

const child = spawn(
  bin("wrangler"),
  [
    "dev",
    "--port",
    port,
    "--ip",
    "127.0.0.1",
    "--persist-to",
    stateDir,
    "--log-level",
    "warn",
    "--show-interactive-dev-session=false",
    ...extra,
  ],
  { cwd: root, env: quietEnv, stdio: ["ignore", "pipe", "inherit"] },
);
let announced = false;
child.stdout.on("data", (chunk) => {
  const text = chunk.toString();
  process.stdout.write(text);
});
const url = `http://localhost:${port}`;
// Announce once the server answers.
const started = Date.now();
while (!announced && Date.now() - started < 60_000) {
  try {
    const res = await fetch(`${url}/api/health`);
    if (res.ok) {
      announced = true;
      console.log(`\nLayered is running at ${url}  (Ctrl+C to stop)\n`);
    }
  } catch {
    await new Promise((r) => setTimeout(r, 250));
  }
}
if (!announced) console.error(`The server did not answer at ${url} within 60 s.`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    child.kill(signal);
  });
}
child.on("exit", (code) => process.exit(code ?? 0));
