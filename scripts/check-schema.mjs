// worker/db/schema.ts and the migrations agree (issue 27: the project's own change steps must keep
// working): drizzle-kit, run on a copy of migrations/, finds nothing to generate. A schema change
// without its migration (or a migration written by hand without its snapshot) fails here with
// the SQL drizzle-kit would have written. Part of `npm run lint`.
import { execFileSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { bin, root } from "./lib.mjs";

// Inside the project (drizzle-kit reads --out as a relative path), in an ignored folder.
const relative = path.join(".wrangler", `schema-check-${process.pid}`);
const copy = path.join(root, relative);
try {
  cpSync(path.join(root, "migrations"), copy, { recursive: true });
  const before = new Set(readdirSync(copy));
  const output = execFileSync(
    bin("drizzle-kit"),
    [
      "generate",
      "--dialect",
      "sqlite",
      "--schema",
      "./worker/db/schema.ts",
      "--out",
      relative,
      "--name",
      "drift",
    ],
    { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
  );
  const added = readdirSync(copy).filter((name) => !before.has(name) && name.endsWith(".sql"));
  if (added.length > 0) {
    console.error("worker/db/schema.ts differs from the migrations; `npm run db:generate` would write:\n");
    for (const name of added) console.error(readFileSync(path.join(copy, name), "utf8"));
    process.exitCode = 1;
  } else if (!/No schema changes/.test(output)) {
    // drizzle-kit can fail and still exit 0: only its own words count as agreement.
    console.error(`drizzle-kit did not confirm the schema:\n${output}`);
    process.exitCode = 1;
  } else {
    console.log("worker/db/schema.ts and migrations/ agree (drizzle-kit finds nothing to generate).");
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
