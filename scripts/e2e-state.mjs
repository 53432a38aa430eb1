// The browser tests' starting state, prepared once and copied in (issue 26: the e2e server used
// to apply the migrations and seed the demo, about 250 media files, before every run: 20-90 s
// of a two-core machine, on the suite's critical path).
//
// `node scripts/e2e-state.mjs` (a step of `npm test`, run beside the worker tests) migrates and
// seeds a template state in .wrangler/e2e-template, stamped with a hash of everything that
// decides its content: the migrations, the seed's code and the demo images' manifest. The e2e
// server (scripts/e2e-server.mjs) copies the template into its own fresh state when the stamp
// matches, and prepares it first when it does not (a first run, or a changed seed), so a
// template can never be stale: it is either the current seed or rebuilt.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { quietEnv, root } from "./lib.mjs";

export const templateDir = path.join(root, ".wrangler", "e2e-template");
const stampFile = path.join(templateDir, "stamp");

/** Every file under `dir` (sorted, so the hash does not depend on the file system's order). */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((name) => path.join(dir, String(name)))
    .filter((file) => statSync(file).isFile())
    .sort();
}

/** The hash of what the seeded state is made from. */
export function templateStamp() {
  const hash = createHash("sha256");
  const inputs = [
    ...filesUnder(path.join(root, "migrations")).filter((file) => file.endsWith(".sql")),
    ...filesUnder(path.join(root, "worker", "seed")),
    ...filesUnder(path.join(root, "worker", "db")),
    path.join(root, "scripts", "seed.mjs"),
    path.join(root, "scripts", "prepare-local.mjs"),
    path.join(root, "scripts", "demo-images", "out", "manifest.json"),
    path.join(root, "wrangler.toml"),
    path.join(root, "package-lock.json"),
  ];
  for (const file of inputs) {
    hash.update(path.relative(root, file));
    hash.update(existsSync(file) ? readFileSync(file) : "missing");
  }
  return hash.digest("hex");
}

export function templateReady() {
  return existsSync(stampFile) && readFileSync(stampFile, "utf8") === templateStamp();
}

/** Migrates and seeds the template (in a child process: the state's folder is read at import). */
export async function prepareTemplate() {
  if (templateReady()) return false;
  rmSync(templateDir, { recursive: true, force: true });
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "scripts", "prepare-local.mjs")], {
      cwd: root,
      env: { ...quietEnv, LAYERED_STATE: path.relative(root, templateDir) },
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("exit", (exit, signal) => resolve(exit ?? (signal ? 1 : 0)));
  });
  if (code !== 0) throw new Error(`Preparing the browser tests' state failed (exit ${code})`);
  // Written last: a template whose seed was interrupted has no stamp and is made again.
  writeFileSync(stampFile, templateStamp());
  return true;
}

/** A fresh copy of the template at `stateDir` (whatever was there is removed first). */
export async function copyTemplateTo(stateDir) {
  await prepareTemplate();
  rmSync(stateDir, { recursive: true, force: true });
  cpSync(templateDir, stateDir, { recursive: true, filter: (source) => source !== stampFile });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const made = await prepareTemplate();
  console.log(
    made
      ? `Browser tests' state seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (${path.relative(root, templateDir)}).`
      : "Browser tests' state is up to date.",
  );
}
