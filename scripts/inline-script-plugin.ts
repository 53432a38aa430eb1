import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { minify, type Plugin, transformWithOxc } from "vite";

/** Import suffix: `import boot from "../../src/first-load/app-boot.ts?inline-script"`. */
const SUFFIX = "?inline-script";

/**
 * Turns a script file (TypeScript or JavaScript, no imports) into the text of an inline
 * `<script>` and its CSP hash, at build time: `{ source, hash }` with `hash` as
 * `'sha256-...'`. The Worker puts `source` into its pages and `hash` into their policy, so the
 * script is written, type-checked and linted as a module while the page carries it inline, and
 * nothing is hashed per request. Used by vite.config.ts and vitest.config.ts alike.
 */
export function inlineScript(): Plugin {
  return {
    name: "layered:inline-script",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      const code = await readFile(file, "utf8");
      const lang = file.endsWith(".ts") ? "ts" : "js";
      const plain = await transformWithOxc(code, file, { lang, sourcemap: false });
      const minified = await minify(file.replace(/\.ts$/, ".js"), plain.code, { sourcemap: false });
      if (minified.errors.length > 0)
        throw new Error(`${file}: ${minified.errors.map((e) => e.message).join("; ")}`);
      const source = minified.code.trim();
      const hash = `'sha256-${createHash("sha256").update(source).digest("base64")}'`;
      return `export default ${JSON.stringify({ source, hash })};`;
    },
  };
}

/** The shape of an `?inline-script` import (declared for the Worker in worker/inline-script.d.ts). */
export type InlineScript = { source: string; hash: string };
