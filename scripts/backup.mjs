// npm run backup: a dated copy of the database and the list of stored files.
//
//   npm run backup                         local state (.wrangler/state, or LAYERED_STATE)
//   npm run backup -- --with-objects       ... and the bytes of every R2 object
//   npm run backup -- --remote             the deployed D1 database and R2 bucket (Cloudflare)
//   npm run backup -- --out <dir>          somewhere other than backups/
//
// Writes backups/<UTC date-time>/:
//   d1.sql            `wrangler d1 export DB`, reordered so that it restores into an empty database
//                     (see restorableOrder; restore with `wrangler d1 execute --file`)
//   r2-objects.json   every object's key, size, etag, upload time and content type
//   r2/<key>          the objects themselves (--with-objects)
//   manifest.json     what was exported, with counts and a SHA-256 of d1.sql
// Restore: README.md, "Backups and restore".
//
// Remote mode needs `wrangler login` (or CLOUDFLARE_API_TOKEN) for D1, and R2 S3 API credentials
// in the environment for the object list: R2_ACCOUNT_ID, R2_ACCESS_KEY_ID, R2_SECRET_ACCESS_KEY
// (and R2_BUCKET_NAME, default layered-media) — the same ones .dev.vars.example documents.
import { createHash } from "node:crypto";
import { copyFile, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import { bin, quietEnv, root, run, stateDir } from "./lib.mjs";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const withObjects = args.includes("--with-objects");
const outIndex = args.indexOf("--out");
const outRoot = path.resolve(root, outIndex === -1 ? "backups" : (args[outIndex + 1] ?? "backups"));
const stamp = new Date()
  .toISOString()
  .replace(/:/g, "-")
  .replace(/\.\d+Z$/, "Z");
const dir = path.join(outRoot, stamp);

function sha256(bytes) {
  return createHash("sha256").update(bytes).digest("hex");
}

/** Keys become file paths under r2/: never outside it. */
function objectFile(key) {
  const safe = key
    .split("/")
    .filter((part) => part !== "" && part !== "." && part !== "..")
    .join(path.sep);
  return path.join(dir, "r2", safe);
}

async function wrangler(argv) {
  const code = await run(bin("wrangler"), argv, { env: quietEnv, stdio: ["ignore", "ignore", "inherit"] });
  if (code !== 0) throw new Error(`wrangler ${argv.slice(0, 3).join(" ")} failed (exit ${code})`);
}

/**
 * `wrangler d1 export --local` reads <config dir>/.wrangler/state and has no --persist-to. For
 * another state directory (LAYERED_STATE), run it against a copy of the configuration in a
 * temporary directory whose .wrangler/state points at that state.
 */
async function exportLocalD1(output) {
  const defaultState = path.join(root, ".wrangler", "state");
  if (path.resolve(stateDir) === path.resolve(defaultState)) {
    await wrangler(["d1", "export", "DB", "--local", "--config", "wrangler.toml", "--output", output]);
    return;
  }
  const tmp = await mkdtemp(path.join(os.tmpdir(), "layered-export-"));
  try {
    await mkdir(path.join(tmp, ".wrangler"), { recursive: true });
    await symlink(path.resolve(stateDir), path.join(tmp, ".wrangler", "state"), "dir");
    await copyFile(path.join(root, "wrangler.toml"), path.join(tmp, "wrangler.toml"));
    await wrangler([
      "d1",
      "export",
      "DB",
      "--local",
      "--config",
      path.join(tmp, "wrangler.toml"),
      "--output",
      output,
    ]);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

async function localObjects() {
  const { getPlatformProxy } = await import("wrangler");
  const proxy = await getPlatformProxy({
    configPath: path.join(root, "wrangler.toml"),
    persist: { path: path.join(stateDir, "v3") },
  });
  try {
    const list = [];
    let cursor;
    do {
      const page = await proxy.env.MEDIA.list({ cursor, limit: 1000, include: ["httpMetadata"] });
      for (const o of page.objects) {
        list.push({
          key: o.key,
          size: o.size,
          etag: o.etag,
          uploaded: o.uploaded.toISOString(),
          contentType: o.httpMetadata?.contentType ?? null,
        });
      }
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    if (withObjects) {
      for (const o of list) {
        const object = await proxy.env.MEDIA.get(o.key);
        if (!object) continue;
        const file = objectFile(o.key);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, new Uint8Array(await object.arrayBuffer()));
      }
    }
    return list;
  } finally {
    await proxy.dispose();
  }
}

function r2Client() {
  const account = process.env.R2_ACCOUNT_ID;
  const accessKeyId = process.env.R2_ACCESS_KEY_ID;
  const secretAccessKey = process.env.R2_SECRET_ACCESS_KEY;
  if (!account || !accessKeyId || !secretAccessKey) {
    throw new Error(
      "--remote needs R2_ACCOUNT_ID, R2_ACCESS_KEY_ID and R2_SECRET_ACCESS_KEY in the environment",
    );
  }
  const bucket = process.env.R2_BUCKET_NAME || "layered-media";
  const endpoint = process.env.R2_ENDPOINT || `https://${account}.r2.cloudflarestorage.com`;
  return {
    aws: new AwsClient({ accessKeyId, secretAccessKey, service: "s3", region: "auto" }),
    base: `${endpoint}/${bucket}`,
  };
}

const xmlValue = (xml, tag) => xml.match(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`))?.[1] ?? null;
const unescapeXml = (s) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** ListObjectsV2 over the R2 S3 API, page by page. */
async function remoteObjects() {
  const { aws, base } = r2Client();
  const list = [];
  let token = null;
  do {
    const params = new URLSearchParams({ "list-type": "2", "max-keys": "1000" });
    if (token) params.set("continuation-token", token);
    const res = await aws.fetch(`${base}?${params}`);
    if (!res.ok) throw new Error(`R2 list failed: ${res.status} ${await res.text()}`);
    const xml = await res.text();
    for (const [, entry] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
      list.push({
        key: unescapeXml(xmlValue(entry, "Key") ?? ""),
        size: Number(xmlValue(entry, "Size") ?? 0),
        etag: (xmlValue(entry, "ETag") ?? "").replace(/&quot;|"/g, ""),
        uploaded: xmlValue(entry, "LastModified"),
        contentType: null,
      });
    }
    token = xmlValue(xml, "IsTruncated") === "true" ? xmlValue(xml, "NextContinuationToken") : null;
  } while (token);
  if (withObjects) {
    for (const o of list) {
      const res = await aws.fetch(`${base}/${o.key.split("/").map(encodeURIComponent).join("/")}`);
      if (!res.ok) throw new Error(`R2 get ${o.key} failed: ${res.status}`);
      o.contentType = res.headers.get("Content-Type");
      const file = objectFile(o.key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, new Uint8Array(await res.arrayBuffer()));
    }
  }
  return list;
}

const name = (s) => s.replace(/^[`"[]|[`"\]]$/g, "");

/**
 * Rewrites an export so that `wrangler d1 execute --file` can replay it into an empty database.
 * wrangler writes each table's CREATE and its rows in alphabetical order, so rows of a child table
 * (oauth_accounts, project_clients, ...) come before its parent (users, projects) exists, and the
 * import stops at "no such table: main.users". Here: every CREATE TABLE first, parents before
 * children; then the rows in the same order; then the autoincrement counters; then indexes and
 * triggers (after the rows, so no trigger fires while restoring). A NUL character inside a text
 * value is written as char(0), which SQL can parse, instead of a raw byte, which it cannot.
 */
function restorableOrder(text) {
  const statements = [];
  let current = [];
  for (const line of text.split("\n")) {
    if (current.length === 0 && line.trim() === "") continue;
    current.push(line);
    const trigger = /^CREATE\s+TRIGGER/i.test(current[0] ?? "");
    if (trigger ? /^END;\s*$/.test(line) : line.trimEnd().endsWith(";")) {
      statements.push(current.join("\n"));
      current = [];
    }
  }
  if (current.length > 0) statements.push(current.join("\n"));

  const pragmas = [];
  const creates = new Map();
  const rows = new Map();
  const counters = [];
  const indexes = [];
  const triggers = [];
  const other = [];
  for (const statement of statements) {
    const create = /^CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?([`"[]?[^`"\]\s(]+[`"\]]?)/i.exec(statement);
    const insert = /^INSERT\s+INTO\s+([`"[]?[^`"\]\s(]+[`"\]]?)/i.exec(statement);
    if (/^PRAGMA/i.test(statement)) pragmas.push(statement);
    else if (create?.[1]) creates.set(name(create[1]), statement);
    else if (insert?.[1] && name(insert[1]) === "sqlite_sequence") counters.push(statement);
    else if (insert?.[1]) {
      const table = name(insert[1]);
      const list = rows.get(table) ?? [];
      list.push(statement.replaceAll(String.fromCharCode(0), "'||char(0)||'"));
      rows.set(table, list);
    } else if (/^DELETE\s+FROM\s+sqlite_sequence/i.test(statement)) counters.unshift(statement);
    else if (/^CREATE\s+(UNIQUE\s+)?INDEX/i.test(statement)) indexes.push(statement);
    else if (/^CREATE\s+TRIGGER/i.test(statement)) triggers.push(statement);
    else other.push(statement);
  }
  const order = [];
  const done = new Set();
  const visit = (table, path = []) => {
    if (done.has(table)) return;
    if (path.includes(table)) throw new Error(`Foreign keys form a cycle: ${[...path, table].join(" → ")}`);
    const sql = creates.get(table) ?? "";
    for (const [, ref] of sql.matchAll(/REFERENCES\s+([`"[]?[^`"\]\s(]+[`"\]]?)/gi)) {
      const parent = name(ref);
      if (parent !== table && creates.has(parent)) visit(parent, [...path, table]);
    }
    done.add(table);
    order.push(table);
  };
  for (const table of creates.keys()) visit(table);
  const orphanRows = [...rows.keys()].filter((t) => !creates.has(t));
  return `${[
    ...pragmas,
    ...order.map((t) => creates.get(t)),
    ...[...order, ...orphanRows].flatMap((t) => rows.get(t) ?? []),
    ...counters,
    ...indexes,
    ...triggers,
    ...other,
  ].join("\n")}\n`;
}

await mkdir(dir, { recursive: true });
const sqlFile = path.join(dir, "d1.sql");
const started = Date.now();
if (remote) {
  await wrangler([
    "d1",
    "export",
    "DB",
    "--remote",
    "--config",
    "wrangler.toml",
    "--output",
    sqlFile,
    "--skip-confirmation",
  ]);
} else {
  await exportLocalD1(sqlFile);
}
await writeFile(sqlFile, restorableOrder(await readFile(sqlFile, "utf8")));
const objects = remote ? await remoteObjects() : await localObjects();
await writeFile(path.join(dir, "r2-objects.json"), `${JSON.stringify(objects, null, 2)}\n`);

const sql = await readFile(sqlFile);
const inserts = (sql.toString().match(/^INSERT INTO/gm) ?? []).length;
const manifest = {
  createdAt: new Date().toISOString(),
  source: remote ? "remote" : "local",
  state: remote ? null : path.relative(root, stateDir),
  d1: { file: "d1.sql", bytes: sql.length, sha256: sha256(sql), rows: inserts },
  r2: {
    file: "r2-objects.json",
    objects: objects.length,
    bytes: objects.reduce((n, o) => n + o.size, 0),
    copied: withObjects ? "r2/" : null,
  },
};
await writeFile(path.join(dir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `Backup written to ${path.relative(root, dir) || dir} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
    `d1.sql (${inserts} rows, ${(sql.length / 1024).toFixed(0)} KB), ` +
    `${objects.length} R2 objects listed (${(manifest.r2.bytes / 1024 / 1024).toFixed(1)} MB)` +
    (withObjects ? ", bytes copied to r2/" : ""),
);
