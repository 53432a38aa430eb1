import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig, type Plugin } from "vitest/config";

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

export default defineConfig(async () => ({
  plugins: [
    quietMissingSourcemaps(),
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(migrationsDir),
          DEV_LOGIN: "true",
          ADMIN_EMAILS: "owner@studio.test",
          APP_URL: "http://localhost",
          APP_SECRET: "test-secret-0123456789abcdefghijklmnopqrstuvwxyz",
        },
      },
    }),
  ],
  test: {
    include: ["tests/worker/**/*.test.ts"],
    setupFiles: ["./tests/worker/apply-migrations.ts"],
  },
}));
