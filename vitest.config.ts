import { readFile } from "node:fs/promises";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig, type Plugin } from "vitest/config";
import { inlineScript } from "./scripts/inline-script-plugin";

/**
 * Stripe's ESM build ships sourcemaps pointing at sources it doesn't publish; on a cold run Vite
 * prints hundreds of "Sourcemap ... points to missing source" warnings. `customLogger` is replaced
 * by vitest, so wrap the logger's warnOnce instead.
 */
function quietMissingSourcemaps(): Plugin {
  return {
    name: "quiet-missing-sourcemaps",
    configResolved(config) {
      const warnOnce = config.logger.warnOnce.bind(config.logger);
      config.logger.warnOnce = (msg, options) => {
        if (msg.includes("points to missing source files")) return;
        warnOnce(msg, options);
      };
    },
  };
}

const migrationsDir = path.join(import.meta.dirname, "migrations");
/**
 * Stands in for Workers Static Assets (the tests run without a build): the SPA's index.html and
 * the build's list of route chunks (vite.config.ts routeChunksManifest).
 */
const assetFixtures: Record<string, { file: string; type: string }> = {
  "/": { file: "tests/worker/fixtures/index.html", type: "text/html; charset=utf-8" },
  "/route-chunks.json": { file: "tests/worker/fixtures/route-chunks.json", type: "application/json" },
};

export default defineConfig(async () => {
  const migrations = await readD1Migrations(migrationsDir);
  return {
    plugins: [
      quietMissingSourcemaps(),
      inlineScript(),
      // A function, so that values provided by globalSetup (the local OpenID Connect provider's URL)
      // can become bindings.
      cloudflareTest(({ inject }) => ({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          serviceBindings: {
            ASSETS: async (request: Request) => {
              const fixture = assetFixtures[new URL(request.url).pathname];
              if (!fixture) return new Response("Not found", { status: 404 });
              const body = await readFile(path.join(import.meta.dirname, fixture.file), "utf8");
              return new Response(body, { headers: { "Content-Type": fixture.type } });
            },
          },
          bindings: {
            TEST_MIGRATIONS: migrations,
            DEV_LOGIN: "true",
            ADMIN_EMAILS: "owner@studio.test",
            APP_URL: "http://localhost",
            APP_SECRET: "test-secret-0123456789abcdefghijklmnopqrstuvwxyz",
            // Factories write rows directly and read them back at once: no per-isolate version memo.
            EDGE_VERSION_MEMO_MS: "0",
            // Sign-in through the local OpenID Connect provider of tests/global-setup/oidc-server.ts.
            OIDC_ISSUER: inject("oidcIssuer"),
            OIDC_CLIENT_ID: "layered-test-client",
            OIDC_CLIENT_SECRET: "layered-test-client-secret",
            OIDC_NAME: "Studio Sign-In",
            // Whatever a developer's .dev.vars says, the tests see exactly one provider.
            GOOGLE_CLIENT_ID: "",
            GOOGLE_CLIENT_SECRET: "",
            // Checkout runs the real Stripe client against the local stand-in of
            // tests/global-setup/stripe-stand-in.ts; webhooks are signed with this test secret.
            STRIPE_API_BASE: inject("stripeApiBase"),
            STRIPE_SECRET_KEY: "sk_test_stand_in",
            STRIPE_WEBHOOK_SECRET: "whsec_test_stand_in",
            // Selections invoices may add this sales tax (tests/worker/selections-invoices.test.ts).
            SELECTIONS_TAX_RATE: "7.75",
            // The bucket-CORS part of R2's S3 API (tests/global-setup/s3-stand-in.ts). Not R2_ENDPOINT:
            // only the tests that want presigned mode pass it as R2_ENDPOINT with the stand-in's keys.
            S3_STAND_IN: inject("s3StandIn"),
            // Generated inputs per endpoint and role in tests/worker/fuzz.test.ts ("" = its
            // default); a deeper pass: FUZZ_RUNS=100 npx vitest run tests/worker/fuzz.test.ts
            FUZZ_RUNS: process.env.FUZZ_RUNS ?? "",
          },
        },
      })),
    ],
    test: {
      include: ["tests/worker/**/*.test.ts"],
      // Some files walk every route for every role; on a busy two-core machine that takes seconds.
      testTimeout: 30_000,
      hookTimeout: 30_000,
      // One workerd per vitest worker for every test file, not one per file: starting workerd and
      // importing the Worker's modules again for each file cost more than the tests themselves
      // (35 files: ~110 s of start-up and ~240 s of module transport on two cores). Storage is
      // still fresh per file (the setup file empties every binding first); module state is
      // shared, and the Worker keeps none that outlives a request or depends on the data (the
      // edge cache's in-memory tier is off with EDGE_VERSION_MEMO_MS=0 below).
      isolate: false,
      setupFiles: ["./tests/worker/apply-migrations.ts"],
      globalSetup: [
        "./tests/global-setup/oidc-server.ts",
        "./tests/global-setup/stripe-stand-in.ts",
        "./tests/global-setup/s3-stand-in.ts",
      ],
    },
  };
});
