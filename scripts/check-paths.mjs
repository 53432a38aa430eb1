// What the comments and the docs name exists (issue 27: comments named files that had gone, a
// decision record named a symbol that had gone, the README's layout missed half the Worker's
// folders). Part of `npm run lint` and of npm test's lint step; prints each finding and fails.
//
// 1. Every file path under the project's folders (`worker/pages/router.ts`) written in a comment
//    or a doc names a file that exists. A path may end in a glob-like `*` part or name a generated
//    file: those are skipped.
// 2. Every relative path (`./email.ts`) in a code comment names a file beside the commenting file.
// 3. Every code symbol written in backticks in the docs (README, SECURITY, docs/) or in a code
//    comment (`publicPagePolicy`, `EDGE_VERSION_MEMO_MS`, `serverSsr`) occurs in the code itself,
//    comments left out. Only names shaped like code count (camelCase, PascalCase with two humps,
//    snake_case or UPPER_CASE); the few that belong to libraries or the SPEC are listed below.
// 4. The README's "Layout" lists every top-level folder and every folder of worker/, and each
//    name it lists exists.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { root } from "./lib.mjs";

const folders = ["src", "worker", "scripts", "tests", "docs", ".ci"];
const topLevel = readdirSync(root).filter((name) => name.endsWith(".md"));
/** Written by a tool, or while tests run: named in comments, absent from a clean clone. */
const generated = new Set(["src/routeTree.gen.ts", ".wrangler/deploy/config.json"]);
/** Names from libraries and the SPEC that the docs and comments mention (check 3). */
const outsideSymbols = new Set([
  "dangerouslySetInnerHTML", // React: SECURITY.md says it is never used
  "renderRouterToStream", // TanStack Router's server renderer, compared with src/first-load/render.tsx
  "customLogger", // Vite's option, in vitest.config.ts
  "clientAccessToken", // the SPEC's column, which decision 0003 says is not stored in clear
  // Lighthouse's task groups, which docs/perf.md explains the bench's longest task by.
  "scriptEvaluation",
  "scriptParseCompile",
  "styleLayout",
  "parseHTML",
  "paintCompositeRender",
  "garbageCollection",
  // The browser's own, measured in docs/perf.md: an Intl call and V8's compile-hint comment.
  "supportedLocalesOf",
  "allFunctionsCalledOnLoad",
]);

function sources() {
  const list = topLevel.map((name) => path.join(root, name));
  for (const folder of folders) {
    const dir = path.join(root, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir, { recursive: true })) {
      const file = path.join(dir, String(name));
      if (/\.(ts|tsx|mjs|cjs|js|md|sql|css|sh)$/.test(file) && statSync(file).isFile()) list.push(file);
    }
  }
  return list;
}

const findings = { paths: [], relative: [], symbols: [], layout: [] };
const lineOf = (text, index) => text.slice(0, index).split("\n").length;
const where = (file, text, index) => `${path.relative(root, file)}:${lineOf(text, index)}`;
const isCode = (file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file);

/** The comments of a code file, each with its offset: block comments that open a line, and `//` after a space. */
function comments(text) {
  return [...text.matchAll(/(?:^|\n)[ \t]*\/\*[\s\S]*?\*\/|(?:^|[ \t])\/\/[^\n]*/g)].map((m) => ({
    text: m[0],
    index: m.index,
  }));
}
const withoutComments = (text) => {
  let out = text;
  for (const c of comments(text).reverse())
    out = `${out.slice(0, c.index)} ${out.slice(c.index + c.text.length)}`;
  return out;
};

// 1. Paths under the project's folders.
const pathPattern =
  /(?<![\w./-])((?:src|worker|scripts|tests|docs|migrations|public|\.ci)\/[\w./$@[\]-]*?\.(?:tsx?|mjs|js|json|sql|md|css|sh|toml))(?![\w/])/g;
const files = sources();
const texts = new Map(files.map((file) => [file, readFileSync(file, "utf8")]));
for (const [file, text] of texts) {
  for (const match of text.matchAll(pathPattern)) {
    const named = match[1];
    if (named.includes("*") || generated.has(named)) continue;
    if (existsSync(path.join(root, named))) continue;
    findings.paths.push(`${where(file, text, match.index)}: ${named}`);
  }
}

// 2. Relative paths in code comments (an import written as an example, `?suffix` and all, is skipped).
for (const [file, text] of texts) {
  if (!isCode(file)) continue;
  for (const comment of comments(text)) {
    for (const m of comment.text.matchAll(
      /(?<![\w/.-])(\.\.?\/[\w./$-]*?\.(?:tsx?|mjs|cjs|js|json|css))(?![\w/?])/g,
    )) {
      if (existsSync(path.join(path.dirname(file), m[1]))) continue;
      findings.relative.push(`${where(file, text, comment.index + m.index)}: ${m[1]}`);
    }
  }
}

// 3. Symbols in backticks.
const codeFiles = [
  ...files.filter((file) => !file.endsWith(".md")),
  ...["package.json", "wrangler.toml", "index.html", ".dev.vars.example", "public/theme-init.js"]
    .concat(readdirSync(root).filter((name) => /\.(ts|cjs)$/.test(name)))
    .map((name) => path.join(root, name))
    .filter((file) => existsSync(file)),
];
const known = new Set();
for (const file of codeFiles) {
  const text = texts.get(file) ?? readFileSync(file, "utf8");
  for (const id of (isCode(file) ? withoutComments(text) : text).match(/[A-Za-z_$][\w$]*/g) ?? [])
    known.add(id);
}
const codeLike = (id) => /[a-z][A-Z]|[A-Za-z]_[A-Za-z]|^[A-Z][a-z]+[A-Z]/.test(id);
function checkSpans(file, text, offset, span) {
  for (const m of span.matchAll(/`([^`\n]+)`/g)) {
    for (const id of m[1].match(/[A-Za-z_$][\w$]*/g) ?? []) {
      if (!codeLike(id) || known.has(id) || outsideSymbols.has(id)) continue;
      findings.symbols.push(`${where(file, text, offset + m.index)}: ${id}`);
    }
  }
}
for (const [file, text] of texts) {
  if (file.endsWith(".md")) checkSpans(file, text, 0, text);
  else if (isCode(file))
    for (const comment of comments(text)) checkSpans(file, text, comment.index, comment.text);
}

// 4. The README's layout.
const readme = readFileSync(path.join(root, "README.md"), "utf8");
const layout = /\n## Layout\n[\s\S]*?```\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
const listed = (indent) =>
  new Set(
    [...layout.matchAll(new RegExp(`^${indent}(\\.?[\\w.-]+)(?:/[\\w.-]*)?(?= |$)`, "gm"))].map((m) => m[1]),
  );
const listedTop = listed("");
const listedWorker = listed("  ");
const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n");
const topFolders = new Set(tracked.filter((f) => f.includes("/")).map((f) => f.split("/")[0]));
const workerFolders = new Set(tracked.filter((f) => /^worker\/[^/]+\//.test(f)).map((f) => f.split("/")[1]));
for (const folder of topFolders)
  if (!listedTop.has(folder)) findings.layout.push(`top-level folder ${folder}/ is not listed`);
for (const folder of workerFolders)
  if (!listedWorker.has(folder)) findings.layout.push(`worker/${folder}/ is not listed`);
for (const name of listedTop)
  if (!existsSync(path.join(root, name))) findings.layout.push(`${name} is listed but does not exist`);
for (const name of listedWorker) {
  if (!existsSync(path.join(root, "worker", name)))
    findings.layout.push(`worker/${name} is listed but does not exist`);
}

const titles = {
  paths: "Paths named in comments or docs that do not exist",
  relative: "Relative paths named in code comments that do not exist",
  symbols: "Code symbols named in docs or comments that the code does not have",
  layout: "The README's Layout section and the folders disagree",
};
let failed = false;
for (const [kind, list] of Object.entries(findings)) {
  if (list.length === 0) continue;
  failed = true;
  console.error(`${titles[kind]} (${list.length}):`);
  for (const entry of list) console.error(`  ${entry}`);
}
if (failed) process.exit(1);
console.log(
  "Every file path, relative path and code symbol named in comments and docs exists; the README's layout lists every folder.",
);
