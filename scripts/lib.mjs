// Shared helpers for the project's node scripts (start, seed, reset, tests, bench).
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");

/** Quiet, offline-friendly wrangler/miniflare (no metrics, no Request.cf fetch). */
export const quietEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};
Object.assign(process.env, { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" });

/**
 * Where local D1/R2 state lives. LAYERED_STATE lets the browser tests use their own throwaway
 * state so that `npm test` never touches the data of the developer's `npm start`.
 */
export const stateDir = process.env.LAYERED_STATE
  ? path.resolve(root, process.env.LAYERED_STATE)
  : path.join(root, ".wrangler", "state");

export function bin(name) {
  return path.join(root, "node_modules", ".bin", name);
}

/** Runs a command, inheriting stdio; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit", env: quietEnv, ...options });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(cmd, args, options) {
  const code = await run(cmd, args, options);
  if (code !== 0) process.exit(code);
}

/** .dev.vars from .dev.vars.example when missing (never overwrites the developer's own). */
export function ensureDevVars() {
  const target = path.join(root, ".dev.vars");
  if (!existsSync(target)) {
    copyFileSync(path.join(root, ".dev.vars.example"), target);
    console.log("Created .dev.vars from .dev.vars.example");
  }
}

export async function applyLocalMigrations() {
  await runOrExit(
    bin("wrangler"),
    ["d1", "migrations", "apply", "DB", "--local", "--config", "wrangler.toml", "--persist-to", stateDir],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
}

/**
 * The variables of .dev.vars (dotenv syntax: NAME=value, # comments, optional quotes), or {} when
 * it is missing. Empty values are left out: an empty STRIPE_SECRET_KEY= means "not configured".
 */
export function readDevVars() {
  const file = path.join(root, ".dev.vars");
  if (!existsSync(file)) return {};
  const vars = {};
  for (const line of readFileSync(file, "utf8").split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    const value = (match[2] ?? "").replace(/^(["'])(.*)\1$/, "$2");
    if (value !== "") vars[match[1]] = value;
  }
  return vars;
}

/** A plain string value of wrangler.toml's [vars] (the defaults .dev.vars overrides). */
export function wranglerVar(name) {
  const toml = readFileSync(path.join(root, "wrangler.toml"), "utf8");
  return new RegExp(`^${name}\\s*=\\s*"([^"]*)"`, "m").exec(toml)?.[1];
}
