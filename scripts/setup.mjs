// npm run setup: from a new Cloudflare account to a live site, in one scripted sequence of wrangler
// commands (README, "Deploying to Cloudflare"). Idempotent: every step checks what is already there.
//
//   npm run setup -- --app-url https://www.your-studio.com --admin-emails you@your-studio.com \
//                    [--notify-from website@your-studio.com] [--dry-run]
//
// Steps: 1 signed in to Cloudflare; 2 D1 database (its id written into wrangler.toml); 3 R2 bucket;
// 4 the bucket's CORS rule, generated from APP_URL (the browser PUTs uploads straight to R2 with
// presigned URLs when R2 API credentials are set, which needs it); 5 APP_URL and NOTIFY_FROM in
// wrangler.toml [vars]; 6 secrets (APP_SECRET generated once; ADMIN_EMAILS; sign-in, R2 and
// Stripe values taken from this shell's environment when set), uploaded with the deploy;
// 7 remote migrations, build, deploy (the send_email binding and the hourly cron come from
// wrangler.toml). It ends with what is left to do by hand (e-mail domain, custom domain, Stripe
// webhook, OAuth redirect URI) and points at the admin's Setup panel, which checks each piece.
//
// --dry-run changes nothing and needs no account: it prints every command with what it would write,
// and runs the real `wrangler deploy --dry-run` with the secrets file, so the config is validated.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { bin, quietEnv, root } from "./lib.mjs";

const { values: args } = parseArgs({
  options: {
    "app-url": { type: "string" },
    "admin-emails": { type: "string" },
    "notify-from": { type: "string" },
    "dry-run": { type: "boolean", default: false },
    "rotate-app-secret": { type: "boolean", default: false },
  },
});
const dryRun = args["dry-run"];
const wranglerToml = path.join(root, "wrangler.toml");
const PLACEHOLDER_DB_ID = "00000000-0000-0000-0000-000000000000";
/** Secrets this script passes on from the shell's environment when they are set there. */
const SECRET_NAMES_FROM_ENV = [
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
  "OIDC_ISSUER",
  "OIDC_CLIENT_ID",
  "OIDC_CLIENT_SECRET",
  "OIDC_NAME",
  "R2_ACCOUNT_ID",
  "R2_ACCESS_KEY_ID",
  "R2_SECRET_ACCESS_KEY",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
];

function fail(message) {
  console.error(`\nsetup: ${message}`);
  process.exit(1);
}

function step(n, title) {
  console.log(`\n${n}. ${title}`);
}

/** Runs wrangler (or prints it in a dry run); returns { status, stdout }. */
function wrangler(argv, { input, quiet = false, alwaysRun = false } = {}) {
  console.log(`   $ wrangler ${argv.join(" ")}`);
  if (dryRun && !alwaysRun) return { status: 0, stdout: "" };
  // Through this Node (24, from the project's devDependency when run by npm), whatever `node` is first
  // on the PATH: wrangler refuses Node 20.
  const result = spawnSync(process.execPath, [bin("wrangler"), ...argv], {
    cwd: root,
    env: quietEnv,
    input,
    encoding: "utf8",
    stdio: [input === undefined ? "inherit" : "pipe", "pipe", "pipe"],
  });
  if (!quiet) process.stdout.write(result.stdout ?? "");
  if (result.status !== 0) process.stderr.write(result.stderr ?? "");
  return { status: result.status ?? 1, stdout: `${result.stdout ?? ""}${result.stderr ?? ""}` };
}

function tomlString(toml, key) {
  return toml.match(new RegExp(`^${key}\\s*=\\s*"([^"]*)"`, "m"))?.[1];
}

function setTomlString(toml, key, value) {
  const line = new RegExp(`^(${key}\\s*=\\s*)"[^"]*"`, "m");
  if (!line.test(toml)) fail(`wrangler.toml has no ${key} line to set`);
  return toml.replace(line, `$1${JSON.stringify(value)}`);
}

/** The R2 CORS rule the presigned uploads and downloads need: the site's origin, GET/PUT/HEAD. */
export function corsRules(appUrl) {
  return {
    rules: [
      {
        allowed: {
          origins: [new URL(appUrl).origin],
          methods: ["GET", "PUT", "HEAD"],
          headers: ["content-type"],
        },
        exposeHeaders: ["ETag"],
        maxAgeSeconds: 3600,
      },
    ],
  };
}

let toml = readFileSync(wranglerToml, "utf8");
const appUrl = args["app-url"] ?? tomlString(toml, "APP_URL");
if (!appUrl || !/^https:\/\//.test(appUrl)) {
  fail("give the site's public origin: --app-url https://www.your-studio.com (https, as visitors type it)");
}
const appOrigin = new URL(appUrl).origin;
const dbName = tomlString(toml, "database_name") ?? "layered";
const bucket = tomlString(toml, "bucket_name") ?? "layered-media";
const workerName = tomlString(toml, "name") ?? "layered";
console.log(`Setting up ${workerName} for ${appOrigin}${dryRun ? " (dry run: nothing is changed)" : ""}`);

step(1, "Signed in to Cloudflare");
if (!dryRun && wrangler(["whoami"], { quiet: true }).status !== 0) {
  fail("not signed in: run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN) and try again");
}

step(2, `D1 database "${dbName}"`);
if (tomlString(toml, "database_id") === PLACEHOLDER_DB_ID) {
  const created = wrangler(["d1", "create", dbName], { quiet: true });
  const id = created.stdout.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)?.[0];
  if (dryRun) {
    console.log("   (would write the new database_id into wrangler.toml)");
  } else if (created.status !== 0 || !id) {
    fail(`could not create the database: ${created.stdout.trim()}`);
  } else {
    toml = setTomlString(toml, "database_id", id);
    console.log(`   database_id = "${id}" written into wrangler.toml`);
  }
} else {
  console.log(`   already set in wrangler.toml (${tomlString(toml, "database_id")})`);
}

step(3, `R2 bucket "${bucket}"`);
const bucketCreated = wrangler(["r2", "bucket", "create", bucket], { quiet: true });
if (bucketCreated.status !== 0 && !/already exists/i.test(bucketCreated.stdout)) {
  fail(`could not create the bucket: ${bucketCreated.stdout.trim()}`);
}

step(4, `CORS rule on "${bucket}" for ${appOrigin} (direct uploads and downloads)`);
mkdirSync(path.join(root, ".wrangler"), { recursive: true });
const corsFile = path.join(root, ".wrangler", "r2-cors.json");
writeFileSync(corsFile, `${JSON.stringify(corsRules(appOrigin), null, 2)}\n`);
console.log(`   ${path.relative(root, corsFile)}: ${JSON.stringify(corsRules(appOrigin).rules[0])}`);
if (wrangler(["r2", "bucket", "cors", "set", bucket, "--file", corsFile, "--force"]).status !== 0) {
  fail("could not set the bucket's CORS rule");
}

step(5, "Public configuration in wrangler.toml [vars]");
toml = setTomlString(toml, "APP_URL", appOrigin);
console.log(`   APP_URL = "${appOrigin}"`);
if (args["notify-from"]) {
  toml = setTomlString(toml, "NOTIFY_FROM", args["notify-from"]);
  console.log(`   NOTIFY_FROM = "${args["notify-from"]}"`);
} else if (!tomlString(toml, "NOTIFY_FROM")) {
  console.log("   NOTIFY_FROM is empty: e-mail stays in the outbox (admin > Setup) until you set it");
}
if (dryRun) console.log("   (dry run: wrangler.toml not written)");
else writeFileSync(wranglerToml, toml);

step(6, "Secrets (uploaded with the deploy, never written to wrangler.toml)");
const secrets = {};
const existing = dryRun ? "" : wrangler(["secret", "list", "--format", "json"], { quiet: true }).stdout;
if (args["rotate-app-secret"] || !existing.includes('"APP_SECRET"')) {
  secrets.APP_SECRET = randomBytes(48).toString("base64");
  console.log("   APP_SECRET: generated (64 random characters)");
} else {
  console.log(
    "   APP_SECRET: kept (rotating it invalidates every client link; --rotate-app-secret to do it)",
  );
}
if (args["admin-emails"]) secrets.ADMIN_EMAILS = args["admin-emails"];
else if (!existing.includes('"ADMIN_EMAILS"')) fail("give --admin-emails (who becomes admin at sign-in)");
for (const name of SECRET_NAMES_FROM_ENV) {
  if (process.env[name]) secrets[name] = process.env[name];
}
console.log(`   uploading: ${Object.keys(secrets).join(", ") || "(nothing new)"}`);
const secretsFile = path.join(root, ".wrangler", "setup-secrets.json");
// Removed however the run ends (fail() exits the process, which skips finally blocks).
process.on("exit", () => rmSync(secretsFile, { force: true }));
writeFileSync(secretsFile, JSON.stringify(secrets), { mode: 0o600 });

step(7, "Remote migrations, build and deploy");
if (wrangler(["d1", "migrations", "apply", "DB", "--remote"], { input: "y\n" }).status !== 0) {
  fail("the remote migrations failed");
}
console.log("   $ vite build");
const built = spawnSync(process.execPath, [bin("vite"), "build", "--logLevel", "warn"], {
  cwd: root,
  stdio: "inherit",
});
if (built.status !== 0) fail("the build failed");
const deployArgs = ["deploy", "--secrets-file", secretsFile, ...(dryRun ? ["--dry-run"] : [])];
if (wrangler(deployArgs, { quiet: true, alwaysRun: true }).status !== 0) fail("the deploy failed");

console.log(`
Done${dryRun ? " (dry run)" : ""}. Left to do by hand, once:
  - E-mail: Cloudflare dashboard > Compute > Email Service > Onboard domain (${new URL(appOrigin).hostname.replace(/^www\./, "")}),
    then npm run setup -- --notify-from website@${new URL(appOrigin).hostname.replace(/^www\./, "")}
  - Custom domain: Workers & Pages > ${workerName} > Settings > Domains & Routes > Add > Custom domain
  - Sign-in: redirect URI ${appOrigin}/api/auth/callback/google (or /oidc) at your provider
  - Stripe: webhook endpoint ${appOrigin}/api/stripe/webhook (events checkout.session.*)
Then sign in at ${appOrigin}/login with an ADMIN_EMAILS address: Admin > Setup lists what is still missing.`);
