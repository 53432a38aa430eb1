// The server the browser tests run against: the production build (already built by `npm test`)
// with its own fresh local state, so tests never touch the developer's data.
import { rmSync } from "node:fs";
import path from "node:path";
import { root } from "./lib.mjs";

process.env.LAYERED_STATE ??= ".wrangler/e2e-state";
rmSync(path.resolve(root, process.env.LAYERED_STATE), { recursive: true, force: true });
process.argv.push("--no-build");
await import("./start.mjs");
