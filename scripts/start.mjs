// npm start: production build served locally with local D1 and R2 at http://localhost:8787.
// Builds, prepares local state (.dev.vars, migrations, demo seed when empty), then runs the
// built bundle in workerd via `wrangler dev` (which reads .wrangler/deploy/config.json).
//
// Payments out of the box: without a STRIPE_SECRET_KEY in .dev.vars, a local stand-in for Stripe
// Checkout (scripts/stripe-stand-in.ts) runs beside the app, and the Worker gets
// STRIPE_API_BASE=http://127.0.0.1:<PORT+3321>, a local secret key and a webhook secret made for
// this run: checkout, the payment page, the signed webhook and the paid order all work, through
// the same code that talks to Stripe in production. With a key in .dev.vars, Stripe it is.
// `--local-payments` uses the stand-in whatever .dev.vars says (the browser tests do, so a
// developer's own test keys never reach Stripe from a test run).

import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { freePortSync } from "./free-port.ts";
import { bin, quietEnv, readDevVars, root, runOrExit, stateDir, wranglerVar } from "./lib.mjs";
import { prepareLocal } from "./prepare-local.mjs";
import { standInPort, startStripeStandIn } from "./stripe-stand-in.ts";

const port = process.env.PORT ?? "8787";
const skipBuild = process.argv.includes("--no-build");
// Anything after `--` goes to `wrangler dev` (e.g. `-- --var STUDIO_NAME:Test`).
const sep = process.argv.indexOf("--");
const extra = sep === -1 ? [] : process.argv.slice(sep + 1);
const ownArgs = sep === -1 ? process.argv : process.argv.slice(0, sep);

if (!skipBuild) await runOrExit(bin("vite"), ["build", "--logLevel", "warn"]);
await prepareLocal();

const devVars = readDevVars();
/** `--var NAME:value` for wrangler dev: these win over .dev.vars. */
const vars = [];

// The app's public origin follows PORT: links, sign-in redirects and Stripe's return addresses
// must lead back to this server, not to the default port's.
const appUrl = devVars.APP_URL ?? wranglerVar("APP_URL") ?? "http://localhost:8787";
const configured = new URL(appUrl);
if (["localhost", "127.0.0.1"].includes(configured.hostname) && configured.port !== port) {
  vars.push(`APP_URL:http://localhost:${port}`);
}

let payments = "Stripe (STRIPE_SECRET_KEY in .dev.vars)";
let standIn = null;
if (ownArgs.includes("--local-payments") || !devVars.STRIPE_SECRET_KEY) {
  const webhookSecret = `whsec_local_${randomBytes(24).toString("hex")}`;
  const wanted = standInPort(Number(port));
  const standInOptions = {
    webhook: { url: `http://127.0.0.1:${port}/api/stripe/webhook`, secret: webhookSecret },
    businessName: devVars.STUDIO_NAME ?? wranglerVar("STUDIO_NAME") ?? "Layered Interiors",
    log: (message) => console.error(message),
    // With the local D1 state, so that `npm run db:reset` (and each browser-test run) starts afresh.
    persistTo: path.join(stateDir, "stripe-stand-in.json"),
  };
  standIn = await startStripeStandIn({ ...standInOptions, port: wanted }).catch((error) => {
    if (error?.code !== "EADDRINUSE") throw error;
    // Taken (another app on this machine): any free port does, the Worker is told which.
    return startStripeStandIn(standInOptions);
  });
  vars.push(
    `STRIPE_API_BASE:${standIn.url}`,
    "STRIPE_SECRET_KEY:sk_test_local_standin",
    `STRIPE_WEBHOOK_SECRET:${webhookSecret}`,
  );
  payments = `local payment stand-in at ${standIn.url} (no money moves; add Stripe keys to .dev.vars for real payments)`;
} else if (!devVars.STRIPE_WEBHOOK_SECRET) {
  payments = "off: STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not (see .dev.vars.example)";
}

// The devtools inspector's port, derived from the app's. Left to wrangler, every server probes
// 9229 upwards and takes the first that looks free: several servers starting in the same second
// (npm test starts four: two browser-test servers, the fault run, persist-and-reset) can all see
// 9229 free, and the one that loses the bind never answers. Each server's own range cannot collide.
const inspector = extra.includes("--inspector-port")
  ? []
  : ["--inspector-port", String(freePortSync(Number(port) + (Number(port) < 40000 ? 20000 : -20000), 0))];

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
    ...inspector,
    ...vars.flatMap((v) => ["--var", v]),
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
      console.log(`\nLayered is running at ${url}  (Ctrl+C to stop)\nPayments: ${payments}\n`);
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
child.on("exit", async (code) => {
  await standIn?.close();
  process.exit(code ?? 0);
});
