// Local state for dev and start: .dev.vars, migrated local D1, demo content when empty.
import { applyLocalMigrations, ensureDevVars } from "./lib.mjs";
import { seedLocal } from "./seed.mjs";

export async function prepareLocal() {
  ensureDevVars();
  await applyLocalMigrations();
  await seedLocal();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await prepareLocal();
}
