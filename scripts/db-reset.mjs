// npm run db:reset: wipes local D1 and R2 state, re-applies migrations and reseeds the demo.
import { rmSync } from "node:fs";
import path from "node:path";
import { stateDir } from "./lib.mjs";
import { prepareLocal } from "./prepare-local.mjs";

for (const dir of ["d1", "r2"]) {
  rmSync(path.join(stateDir, "v3", dir), { recursive: true, force: true });
}
console.log("Local D1 and R2 state removed.");
await prepareLocal();
