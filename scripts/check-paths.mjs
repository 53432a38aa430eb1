// Every file path written in the code's comments and the docs names a file that exists (issue 27:
// comments named files that had gone). Scans src/, worker/, scripts/, tests/, docs/ and the
// top-level Markdown for paths under the project's folders with a file extension, and prints each
// one that is missing. Part of `npm run lint` and of npm test's lint step.
// A path may end in a glob-like `*` part or name a generated file: those are skipped.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { root } from "./lib.mjs";

const folders = ["src", "worker", "scripts", "tests", "docs", ".ci"];
const topLevel = readdirSync(root).filter((name) => name.endsWith(".md"));
/** Written by a tool, or while tests run: named in comments, absent from a clean clone. */
const generated = new Set(["src/routeTree.gen.ts", ".wrangler/deploy/config.json"]);

function sources() {
  const list = topLevel.map((name) => path.join(root, name));
  for (const folder of folders) {
    const dir = path.join(root, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir, { recursive: true })) {
      const file = path.join(dir, String(name));
      if (/\.(ts|tsx|mjs|js|md|sql|css|sh)$/.test(file) && statSync(file).isFile()) list.push(file);
    }
  }
  return list;
}

const pathPattern =
  /(?<![\w./-])((?:src|worker|scripts|tests|docs|migrations|public|\.ci)\/[\w./$@[\]-]*?\.(?:tsx?|mjs|js|json|sql|md|css|sh|toml))(?![\w/])/g;

const missing = [];
for (const file of sources()) {
  const text = readFileSync(file, "utf8");
  for (const match of text.matchAll(pathPattern)) {
    const named = match[1];
    if (named.includes("*") || generated.has(named)) continue;
    if (existsSync(path.join(root, named))) continue;
    const line = text.slice(0, match.index).split("\n").length;
    missing.push(`${path.relative(root, file)}:${line}: ${named}`);
  }
}
if (missing.length > 0) {
  console.error(`Paths named in comments or docs that do not exist (${missing.length}):`);
  for (const entry of missing) console.error(`  ${entry}`);
  process.exit(1);
}
console.log("Every file path named in comments and docs exists.");
