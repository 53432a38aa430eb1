import type { KnipConfig } from "knip";

/**
 * Unused files, exports and dependencies (issue 27), checked by `npm run lint` (`knip`).
 * Entries beyond what knip's own plugins find (Vite's index.html, Vitest's and Playwright's test
 * files, wrangler.toml's `main`, package.json's scripts and `imports`): the TanStack Router file
 * routes, the node scripts that other scripts or `npm test` start (scripts/test-all.mjs runs the
 * tests/<step>/*.mjs files), and the demo-image generator run by hand.
 */
const config: KnipConfig = {
  entry: [
    "src/routes/**/*.tsx",
    "scripts/*.{mjs,cjs,ts}",
    "scripts/demo-images/generate.mjs",
    "tests/*/*.mjs",
    "tests/global-setup/*.ts",
  ],
  project: [
    "src/**/*.{ts,tsx,css}",
    "worker/**/*.ts",
    "scripts/**/*.{mjs,cjs,ts}",
    "tests/**/*.{ts,mjs}",
    "*.ts",
  ],
  // An export that its own file uses is not dead code; knip reports only exports nothing uses.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // scripts/demo-images/generate.mjs is run by hand from a folder that has sharp installed.
    "sharp",
    // Named only in a JSDoc type of scripts/depcruise-babel.cjs; installed with @babel/core.
    "@babel/types",
  ],
  compilers: {
    // The stylesheet's `@import "pkg"` and `url("../node_modules/pkg/...")` are its dependencies
    // (Tailwind, the self-hosted fonts).
    css: (text: string) =>
      [
        ...[...text.matchAll(/@import\s+["']([^"']+)["']/g)].map((m) => m[1]),
        ...[...text.matchAll(/url\(["']?\.\.\/node_modules\/([^"')]+)["']?\)/g)].map((m) => m[1]),
      ]
        .map((specifier) => `import "${specifier}";`)
        .join("\n"),
  },
};

export default config;
