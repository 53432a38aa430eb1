// A short seeded fault-injection run (issue 25, "Faults lose nothing"), small enough for `npm test`:
// `npm run faults` (scripts/faults.mjs) with a fixed seed, 3 kills of the server's process group
// within three minutes of the first start, its first operations one of each kind (--cover), on
// its own port and state directory (so it can run beside `npm start`, the browser tests or a full
// `npm run faults`). Needs the production build
// (`npm run build`; built here when missing). Exits non-zero on any violated invariant, or when
// the run cannot finish.
//
//   node tests/faults/short-run.mjs          (FAULTS_PORT picks the port; a free one otherwise)
import { spawn } from "node:child_process";
import { quietEnv, root } from "../../scripts/lib.mjs";
import { freePort } from "../node-checks.mjs";

const port = process.env.FAULTS_PORT ?? String(await freePort());
const args = [
  "scripts/faults.mjs",
  "--seed",
  "short-run",
  "--kills",
  "3",
  "--max-seconds",
  "180",
  "--port",
  port,
  "--state",
  ".wrangler/faults-short-state",
  "--cover",
];
const child = spawn(process.execPath, args, { cwd: root, env: quietEnv, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => {
  console.log(`faults short run: ${code === 0 ? "passed" : `FAILED (exit ${code ?? signal})`}`);
  process.exit(code ?? 1);
});
