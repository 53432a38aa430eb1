import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
const dir = process.argv[2] ?? "dist/client";
const html = readFileSync(`${dir}/index.html`, "utf8");
const entry = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const routes = JSON.parse(readFileSync(`${dir}/route-chunks.json`, "utf8"));
const gz = (f) => gzipSync(readFileSync(`${dir}${f}`), { level: 9 }).length;
const pages = { home: ["_site", "_site/index"], portfolio: ["_site", "_site/portfolio"], project: ["_site", "_site/projects.$id"], about: ["_site", "_site/about"], services: ["_site", "_site/services"], shop: ["_site", "_site/shop"], contact: ["_site", "_site/contact"] };
const e = entry.reduce((a, f) => a + gz(f), 0);
console.log("entry", (e / 1024).toFixed(1), entry.length, "files");
for (const [p, rs] of Object.entries(pages)) {
  const files = new Set(entry);
  for (const r of rs) for (const f of routes[r] ?? []) files.add(f);
  const sum = [...files].reduce((a, f) => a + gz(f), 0);
  console.log(p.padEnd(10), (sum / 1024).toFixed(1), files.size);
}
