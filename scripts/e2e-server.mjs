// The server the browser tests run against: the production build (already built by `npm test`)
// with its own fresh local state, so tests never touch the developer's data, and payments through
// start.mjs's embedded Stripe stand-in whatever .dev.vars says (the out-of-the-box setup, and no
// test run ever reaches Stripe).
// The state starts as a copy of the prepared, seeded template (scripts/e2e-state.mjs), made first
// if it is missing or out of date; start.mjs then finds the migrations applied and the demo there.
import path from "node:path";
import { copyTemplateTo } from "./e2e-state.mjs";
import { root } from "./lib.mjs";

process.env.LAYERED_STATE ??= ".wrangler/e2e-state";
await copyTemplateTo(path.resolve(root, process.env.LAYERED_STATE));
// Before any `--`: start.mjs hands everything after it to `wrangler dev`.
const separator = process.argv.indexOf("--");
process.argv.splice(separator === -1 ? process.argv.length : separator, 0, "--no-build", "--local-payments");
await import("./start.mjs");
