// The deploy guide's script (`npm run setup`, README "Deploying to Cloudflare") tried end to end
// with --dry-run, which needs no Cloudflare account: every step prints its wrangler command, the
// R2 CORS rule is generated from APP_URL, nothing in wrangler.toml changes, the secrets file never
// outlives the run, and the real `wrangler deploy --dry-run --secrets-file` validates the bundle,
// the bindings (send_email included) and the secrets file. Bad input is refused before any step.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { root } from "../../scripts/lib.mjs";

const checks = [];
function check(name, fn) {
  try {
    fn();
    checks.push([name, true]);
    console.log(`  ok   ${name}`);
  } catch (error) {
    checks.push([name, false]);
    console.log(`  FAIL ${name}\n       ${error.message.split("\n").join("\n       ")}`);
  }
}

function setup(...argv) {
  const result = spawnSync(process.execPath, ["scripts/setup.mjs", ...argv], { cwd: root, encoding: "utf8" });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

const tomlBefore = readFileSync(path.join(root, "wrangler.toml"), "utf8");
const run = setup(
  "--dry-run",
  "--app-url",
  "https://www.studio.example/",
  "--admin-emails",
  "owner@studio.example",
);

check("the dry run succeeds, deploy dry run included", () => assert.equal(run.status, 0, run.out));
check("every account step is printed as its wrangler command", () => {
  for (const command of [
    "wrangler d1 create layered",
    "wrangler r2 bucket create layered-media",
    "wrangler r2 bucket cors set layered-media --file",
    "wrangler d1 migrations apply DB --remote",
    "wrangler deploy --secrets-file",
  ]) {
    assert.ok(run.out.includes(command), `missing: ${command}`);
  }
});
check("the CORS rule allows the site's origin to GET and PUT", () => {
  const cors = JSON.parse(readFileSync(path.join(root, ".wrangler", "r2-cors.json"), "utf8"));
  assert.deepEqual(cors.rules[0].allowed, {
    origins: ["https://www.studio.example"],
    methods: ["GET", "PUT", "HEAD"],
    headers: ["content-type"],
  });
});
check("wrangler.toml is unchanged by a dry run", () =>
  assert.equal(readFileSync(path.join(root, "wrangler.toml"), "utf8"), tomlBefore),
);
check("the secrets file is removed after the run", () =>
  assert.equal(existsSync(path.join(root, ".wrangler", "setup-secrets.json")), false),
);
check("secrets are named, never printed", () => {
  assert.ok(run.out.includes("uploading: APP_SECRET, ADMIN_EMAILS"));
  assert.ok(!/APP_SECRET"?\s*[:=]\s*"?[A-Za-z0-9+/]{40,}/.test(run.out));
});
check("the hand-done steps name the exact URLs to register", () => {
  assert.ok(run.out.includes("https://www.studio.example/api/auth/callback/google"));
  assert.ok(run.out.includes("https://www.studio.example/api/stripe/webhook"));
});
check("an http:// or missing APP_URL is refused before any step", () => {
  const bad = setup("--dry-run", "--app-url", "http://studio.example", "--admin-emails", "a@studio.example");
  assert.equal(bad.status, 1);
  assert.match(bad.out, /--app-url https:/);
  assert.ok(!bad.out.includes("wrangler d1 create"));
});

const failed = checks.filter(([, ok]) => !ok).length;
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
