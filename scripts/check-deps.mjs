// The code's dependency rules (issue 27), in .dependency-cruiser.cjs: no import circles in worker/
// or src/; only worker/index.ts imports a router (a feature's router.ts or router-<part>.ts); only
// routers, worker/http/, worker/auth/ and worker/index.ts import hono; src/ never imports worker/.
// Tests are not cruised.
// Part of `npm run lint`: prints each violation with its rule's explanation and fails.
// docs/decisions/0012-services-and-dependency-rules.md explains the rules.
import { createRequire } from "node:module";
import { cruise } from "dependency-cruiser";
import extractBabelConfig from "dependency-cruiser/config-utl/extract-babel-config";
import { root } from "./lib.mjs";

process.chdir(root);
const config = createRequire(import.meta.url)("../.dependency-cruiser.cjs");
// Globs, not folders: dependency-cruiser scans a folder's .ts files only with a TypeScript it can
// use (up to 6), so the files are named and read through Babel (scripts/depcruise-babel.cjs).
const files = ["worker/**/*.ts", "src/**/*.{ts,tsx}"];
const options = { ...config.options, ruleSet: { forbidden: config.forbidden }, validate: true };
const babelConfig = await extractBabelConfig(config.options.babelConfig.fileName);
const { output } = await cruise(files, options, undefined, { babelConfig });

const comments = new Map(config.forbidden.map((rule) => [rule.name, rule.comment]));
if (output.summary.totalDependenciesCruised === 0) {
  console.error("The dependency check read no imports: is @babel/core installed?");
  process.exit(1);
}

/** A package's file as its name (node_modules/hono/dist/types/index.d.ts → hono). */
const named = (file) => file.replace(/^node_modules\/((?:@[^/]+\/)?[^/]+)\/.*$/, "$1");

// dependency-cruiser reports a circle once per module on it: each circle is listed once, from the
// module whose path sorts first.
const lines = new Set();
for (const v of output.summary.violations.filter((v) => v.rule.severity === "error")) {
  let where = `${v.from} → ${named(v.to)}`;
  if (v.cycle) {
    const ring = [v.from, ...v.cycle.map((step) => step.name ?? step)].slice(0, -1);
    const first = ring.indexOf([...ring].sort()[0]);
    const turned = [...ring.slice(first), ...ring.slice(0, first)];
    where = [...turned, turned[0]].join(" → ");
  }
  lines.add(`  ${v.rule.name}: ${where}\n    ${comments.get(v.rule.name)}`);
}
if (lines.size > 0) {
  console.error(`Dependency rules broken (${lines.size}), see .dependency-cruiser.cjs:`);
  for (const line of lines) console.error(line);
  process.exit(1);
}
console.log(
  `Dependency rules hold (${output.summary.totalCruised} modules, ${output.summary.totalDependenciesCruised} imports).`,
);
