/**
 * The code's dependency rules (issue 27), checked by `npm run lint` (scripts/check-deps.mjs runs
 * dependency-cruiser over worker/ and src/; tests are not cruised, so they are exempt).
 * docs/decisions/0012-services-and-dependency-rules.md explains them.
 */

/**
 * Routers: in a feature's own folder (issue 27, e.g. worker/today/), its router.ts, or its
 * router-<part>.ts when the feature has several (worker/shop/router-checkout.ts).
 */
const ROUTERS = "^worker/[^/]+/router\\.ts$|^worker/[^/]+/router-[^/]+\\.ts$";
/** The HTTP layer: the only Worker code that may know Hono's request context. */
const HTTP_LAYER = `^worker/(http|auth)/|^worker/index\\.ts$|${ROUTERS}`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "Modules in worker/ and src/ never import each other in a circle: move what both need into a third module.",
      from: { path: "^(worker|src)/" },
      to: { circular: true },
    },
    {
      name: "routes-only-from-index",
      severity: "error",
      comment:
        "A router (a feature's router.ts or router-<part>.ts) is mounted by worker/index.ts and imported by nothing else: put what routers share in a service, query or worker/http/ module.",
      from: { path: "^(worker|src)/", pathNot: "^worker/index\\.ts$" },
      to: { path: ROUTERS },
    },
    {
      name: "hono-only-in-http-layer",
      severity: "error",
      comment:
        "Only routers (a feature's router.ts or router-<part>.ts), worker/http/, worker/auth/ and worker/index.ts import hono (type-only imports too): services take a Deps object (worker/deps.ts) or the pieces they need.",
      from: { path: "^(worker|src)/", pathNot: HTTP_LAYER },
      to: { path: "^node_modules/hono/" },
    },
    {
      name: "src-not-worker",
      severity: "error",
      comment: "The SPA (src/) never imports the Worker (worker/): what both need lives in src/shared/.",
      from: { path: "^src/" },
      to: { path: "^worker/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Type-only imports count: `import type { Context } from "hono"` breaks the hono rule too.
    tsPreCompilationDeps: true,
    // TypeScript 7 has no compiler API dependency-cruiser can use yet: Babel reads the sources.
    babelConfig: { fileName: "scripts/depcruise-babel.cjs" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".json"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
  },
};
