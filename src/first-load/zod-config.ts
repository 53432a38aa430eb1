/**
 * zod compiles object parsers with `new Function` when it may; the site's CSP forbids eval, so
 * zod's probe for it would be reported as a CSP violation on every page that validates a form.
 * jitless skips the probe (zod's documented setting for strict CSPs). Imported first by main.tsx.
 *
 * Set through the global object zod keeps its settings in (`globalThis.__zod_globalConfig`, see
 * zod/v4/core/core.js; `z.config()` writes the same object) instead of importing zod here: zod is
 * about 25 KB of gzip JavaScript that the public pages' first load (budget: 120 KB) does not need.
 * The object is shared, not replaced, so this works whether zod has loaded already or not;
 * tests/worker/seo.test.ts checks that `z.config()` sees it.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
