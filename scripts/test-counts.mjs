// How much the test suites check (issue 26: "report the number of tests and of assertions before
// and after"): the browser tests Playwright lists per project, and the assertions written in each
// suite's files (each `expect(...)`, `expect.soft(...)`, `expect.poll(...)` and node `assert`
// call counted once where it is written; one in a loop over seven routes counts once).
// Usage: node scripts/test-counts.mjs   (prints one JSON object)
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { bin, root } from "./lib.mjs";

function files(dir, pattern) {
  return readdirSync(path.join(root, dir), { recursive: true })
    .map((name) => path.join(root, dir, String(name)))
    .filter((file) => statSync(file).isFile() && pattern.test(file));
}

function assertions(list) {
  let count = 0;
  for (const file of list) {
    const text = readFileSync(file, "utf8");
    count += (text.match(/\bexpect(\.soft|\.poll)?\s*\(/g) ?? []).length;
    count += (text.match(/\bassert(\.\w+)?\s*\(/g) ?? []).length;
  }
  return count;
}

function declaredTests(list) {
  let count = 0;
  for (const file of list)
    count += (readFileSync(file, "utf8").match(/^\s*(test|it)(\.only)?\(/gm) ?? []).length;
  return count;
}

const e2eFiles = files("tests/e2e", /\.(spec\.)?ts$/);
const workerFiles = files("tests/worker", /\.ts$/);
const listed = execFileSync(bin("playwright"), ["test", "--list"], {
  cwd: root,
  encoding: "utf8",
  env: { ...process.env, E2E_PORT: process.env.E2E_PORT ?? "8799" },
});
const total = Number(listed.match(/Total: (\d+) tests? in (\d+) files?/)?.[1] ?? Number.NaN);
console.log(
  JSON.stringify(
    {
      browser: {
        files: e2eFiles.filter((f) => f.endsWith(".spec.ts")).length,
        testsListed: total,
        testsWritten: declaredTests(e2eFiles),
        assertionsWritten: assertions(e2eFiles),
      },
      worker: {
        files: workerFiles.filter((f) => f.endsWith(".test.ts")).length,
        testsWritten: declaredTests(workerFiles),
        assertionsWritten: assertions(workerFiles),
      },
    },
    null,
    2,
  ),
);
