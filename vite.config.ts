import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import { tsrSplit } from "@tanstack/router-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { inlineScript } from "./scripts/inline-script-plugin";
import { PAGES } from "./src/shared/pages";

/**
 * Writes `route-chunks.json` next to the SPA: for each public page's route file (the one list of
 * pages, src/shared/pages.ts), the JavaScript its
 * split component needs beyond the entry (which index.html already preloads). The Worker adds
 * these as `<link rel="modulepreload">` to the route's HTML (worker/pages/router.ts), so the route's
 * code downloads with the entry instead of after it has run.
 *
 * Under `#private` (not a route name, so the Worker never reads it) it also lists every chunk that
 * only the private pages' route files can load (admin, upload, the portal, dashboard): everything their split
 * chunks reach, statically or by `import()`, that neither the entry nor any other route reaches.
 * The browser tests (tests/e2e/seo.spec.ts) fail if a public page requests one of them.
 *
 * It reads the router plugin's split chunks by their module ids (`<route file>.tsx?tsr-split=component`,
 * the plugin's own naming, its exported `tsrSplit`): the build fails, naming the plugin, if a page's
 * route file has no split chunk under that naming, or if the mutation modules kept out of the
 * framework chunk (below) are no longer found by their file names (src/first-load/README.md).
 */
/**
 * What only forms and the dashboards use (mutations), kept out of the framework chunk by file name
 * (@tanstack/query-core's and @tanstack/react-query's own files): `routeChunksManifest` fails the
 * build if no module matches any more.
 */
const MUTATION_MODULES = /[\\/](mutationObserver|useMutation)\.js$/;

/** The SPA's start (src/main.tsx loads it with `import()` once ReactDOM has been evaluated). */
const START_MODULE = fileURLToPath(new URL("./src/first-load/start.tsx", import.meta.url));

/**
 * Whether a module of ours is part of the app's start: src/first-load/start.tsx and what it imports
 * statically (the app, the public layout, the providers), which was the entry's own chunk before
 * the entry loaded it with `import()`. All of it in the `framework` chunk: otherwise each module it
 * shares with a route's chunk becomes a small chunk of its own (about 15 of them, 2.7 KB gzip more
 * on every page's first load; budget: 120 KB). Computed once per build, on the first call.
 */
/** What the chunk namer uses of the bundler's context (rolldown's ChunkingContext; not a dependency of ours). */
type ChunkingContext = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

function startModules(): (id: string, ctx: ChunkingContext) => boolean {
  let found: Set<string> | null = null;
  return (id, ctx) => {
    if (!found) {
      const seen = new Set<string>();
      const stack = [START_MODULE];
      while (stack.length > 0) {
        const next = stack.pop();
        if (!next || seen.has(next)) continue;
        seen.add(next);
        stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
      found = seen;
    }
    // Not a library's, nor the bundler's own (Vite's preload helper goes with React).
    return found.has(id) && !id.includes("node_modules") && !id.startsWith("\0");
  };
}

/**
 * React's CommonJS modules as classic "possibly invoked" function expressions (issue 30).
 *
 * The bundler wraps each CommonJS module in `__commonJSMin(((exports, module) => { ... }))` and
 * calls the wrapper when the module is first required: ReactDOM's client, 200 KB, is one such
 * function. V8 compiles a module's code on a background thread while it downloads, except the
 * bodies of functions it expects to run later, which it compiles on the main thread at their
 * first call; it expects a function wrapped in parentheses to run at once only when it is written
 * `(function () {})`. As an arrow, ReactDOM's wrapper was compiled in the task that evaluates it:
 * that task took 126-247 ms at 4x on `/contact`, and 56-83 ms (or under 50) with the wrapper written
 * as a function, in one sitting (docs/perf.md, "2026-12-04, night"). A wrapper's body never uses
 * `this` or `arguments` (the arrow could not have given them either), so the two forms behave the
 * same. Only the `react` chunk; the build fails if it has no such wrapper any more (the bundler's
 * output changed: see src/first-load/README.md).
 */
function eagerReactWrappers(): Plugin {
  const wrapper = /__commonJSMin\(\(\(((?:\w+)(?:, ?\w+)*)?\) ?=> ?\{/g;
  return {
    name: "layered:eager-react-wrappers",
    applyToEnvironment: (environment) => environment.name === "client",
    renderChunk(code, chunk) {
      if (chunk.name !== "react") return null;
      let count = 0;
      const out = code.replace(wrapper, (_all, params: string | undefined) => {
        count++;
        return `__commonJSMin((function(${params ?? ""}) {`;
      });
      if (count === 0)
        this.error(
          "No CommonJS wrapper (__commonJSMin(((exports, module) => {) in the react chunk: has the bundler changed how it wraps CommonJS modules? See eagerReactWrappers in vite.config.ts.",
        );
      return { code: out, map: null };
    },
  };
}

function routeChunksManifest(): Plugin {
  return {
    name: "layered:route-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const chunks = new Map<
        string,
        { imports: string[]; dynamicImports: string[]; isEntry: boolean; facade: string | null }
      >();
      let mutationsOutsideFramework = false;
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks.set(output.fileName, {
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          isEntry: output.isEntry,
          facade: output.facadeModuleId,
        });
        if (output.name !== "framework" && output.moduleIds.some((id) => MUTATION_MODULES.test(id))) {
          mutationsOutsideFramework = true;
        }
      }
      if (!mutationsOutsideFramework) {
        this.error(
          `No module matched ${MUTATION_MODULES} outside the framework chunk: has @tanstack/query-core or @tanstack/react-query renamed its mutation files? Update MUTATION_MODULES in vite.config.ts.`,
        );
      }
      const closure = (start: string[]): Set<string> => {
        const seen = new Set<string>();
        const stack = [...start];
        while (stack.length > 0) {
          const file = stack.pop();
          if (!file || seen.has(file)) continue;
          seen.add(file);
          stack.push(...(chunks.get(file)?.imports ?? []));
        }
        return seen;
      };
      // The entry evaluates the SPA in pieces, each loaded with `import()` (src/main.tsx): those
      // chunks (and theirs) are preloaded with every public page as the entry's own imports are.
      const entries = [...chunks].filter(([, c]) => c.isEntry).map(([file]) => file);
      const entryFiles = closure(entries);
      const bootChunks = [
        ...closure(entries.flatMap((file) => chunks.get(file)?.dynamicImports ?? [])),
      ].filter((f) => !entryFiles.has(f));
      // The route file a split chunk belongs to (`_site/projects.$id`), and its kind of split.
      const splitId = new RegExp(`/src/routes/([^?]+)\\.tsx\\?${tsrSplit}=(\\w+)`);
      const routeFile = (facade: string | null) => splitId.exec(facade ?? "");
      const publicFiles = new Set(PAGES.filter((p) => p.kind === "public").flatMap((p) => p.files));
      const privateFiles = new Set(
        PAGES.filter((p) => p.kind === "private").flatMap((p) => p.files.filter((f) => !publicFiles.has(f))),
      );
      const routes: Record<string, string[]> = {};
      for (const [file, chunk] of chunks) {
        const match = routeFile(chunk.facade);
        if (!match?.[1] || match[2] !== "component" || !publicFiles.has(match[1])) continue;
        const own = [...closure([file])].filter((f) => !entryFiles.has(f) && !bootChunks.includes(f));
        routes[match[1]] = [...bootChunks, ...own].map((f) => `/${f}`);
      }
      // Every public page's own route file (its last; the layout ships with the entry) has a split
      // component chunk: otherwise the router plugin names its chunks another way.
      const unsplit = PAGES.filter((p) => p.kind === "public")
        .map((p) => p.files.at(-1) ?? "")
        .filter((file) => !routes[file]);
      if (unsplit.length > 0) {
        this.error(
          `No split component chunk (${splitId}) for ${unsplit.join(", ")}: has @tanstack/router-plugin changed how it names its split chunks?`,
        );
      }

      // Private-only chunks: reachable (imports and import()) from a private route's split chunks,
      // and not from the entry or any other route without passing through a private route.
      const isPrivateRoute = (facade: string | null) => privateFiles.has(routeFile(facade)?.[1] ?? "");
      const privateRoots = [...chunks].filter(([, c]) => isPrivateRoute(c.facade)).map(([file]) => file);
      const reachable = (start: string[], stopAt: ReadonlySet<string>): Set<string> => {
        const seen = new Set<string>();
        const stack = [...start];
        while (stack.length > 0) {
          const file = stack.pop();
          if (!file || seen.has(file) || stopAt.has(file)) continue;
          seen.add(file);
          const chunk = chunks.get(file);
          stack.push(...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? []));
        }
        return seen;
      };
      const publicReach = reachable(
        [...chunks].filter(([, c]) => c.isEntry).map(([file]) => file),
        new Set(privateRoots),
      );
      routes["#private"] = [...reachable(privateRoots, new Set())]
        .filter((f) => !publicReach.has(f))
        .sort()
        .map((f) => `/${f}`);
      this.emitFile({ type: "asset", fileName: "route-chunks.json", source: `${JSON.stringify(routes)}\n` });
    },
  };
}

const isStartModule = startModules();

export default defineConfig({
  plugins: [
    // Must come before react(): generates src/routeTree.gen.ts and splits each route's component
    // into its own chunk, so public pages never download admin or portal code.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // The public layout (navigation, footer) is on every public page: it ships with the entry
        // instead of as a chunk fetched after it.
        splitBehavior: ({ routeId }) => (routeId === "/_site" ? [] : undefined),
      },
    }),
    react(),
    eagerReactWrappers(),
    tailwindcss(),
    routeChunksManifest(),
    // The public pages' inline scripts, built into strings with their CSP hashes (worker/pages/inline-scripts.ts).
    inlineScript(),
    cloudflare(),
  ],
  resolve: {
    alias: [
      // @tanstack/react-store asks for the shim of useSyncExternalStore written for React 16 and 17;
      // React 19 has its own, so the same package's non-shim entry does exactly what the shim would
      // do here (the shim only forwards to React's), without the shim's code on every page's first
      // load (about 0.3 KB gzip; budget: 120 KB).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: "use-sync-external-store/with-selector.js",
      },
    ],
  },
  environments: {
    // The Worker's environment (named after wrangler.toml's `name`): minify its bundle.
    layered: { build: { minify: true } },
    client: {
      build: {
        // Every browser the site supports has <link rel="modulepreload">. Lazy chunks' own imports
        // are not listed in the entry (about 1 KB on every page): the Worker preloads the public
        // routes' chunks with their HTML, and the router preloads a route on hover.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []),
        },
        rolldownOptions: {
          // Constants imported from another module are written in where they are used (Rolldown's
          // default inlines them in conditions only): a page's title (src/shared/pages.ts)
          // travels with the page's code, not as a list in every page's first load.
          optimization: { inlineConst: { mode: "all", pass: 1 } },
          output: {
            // React in one chunk, and the router, the query client and the app's start in another,
            // instead of several shared fragments: few requests and gzip streams, about 2 KB less
            // on every page's first load (budget: 120 KB). Two, not one: src/main.tsx evaluates
            // them in separate tasks (issue 30).
            codeSplitting: {
              groups: [
                // React and ReactDOM apart from the router and the app: src/main.tsx evaluates each
                // in a task of its own (issue 30: no single evaluation of the whole SPA, well over
                // 50 ms on a slow phone).
                {
                  name: "react",
                  // With Vite's preload helper, which the entry imports: in the `framework` chunk
                  // (its other importer) the entry would import, and so evaluate, all of it at once.
                  test: (id: string) =>
                    id === "\0vite/preload-helper.js" ||
                    /node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id),
                },
                {
                  // The router, the query client and the app (src/first-load/start.tsx and what it
                  // imports): one chunk, evaluated in a task after React's. Except what only forms
                  // and the dashboards use (mutations): they load with them, and every page's first
                  // load is about 0.4 KB gzip lighter (budget: 120 KB).
                  name: (id: string, ctx: ChunkingContext) =>
                    (/node_modules[\\/](@tanstack|use-sync-external-store)[\\/]/.test(id) &&
                      !MUTATION_MODULES.test(id)) ||
                    isStartModule(id, ctx)
                      ? "framework"
                      : null,
                },
                // The inquiry form and the pieces only it uses on the public pages, as one chunk.
                {
                  name: "forms",
                  // Only these modules: not the shared helpers they import (api, toasts).
                  includeDependenciesRecursively: false,
                  test: /src[\\/](features[\\/]inquiry[\\/]inquiry-form|components[\\/]ui[\\/](field|spinner)|shared[\\/]inquiry-options)\./,
                },
              ],
            },
          },
        },
      },
    },
  },
  build: {
    sourcemap: false,
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
});
