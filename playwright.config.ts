import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { freePortSync } from "./scripts/free-port";
import { standInPort } from "./scripts/stripe-stand-in";

/**
 * The app's port: E2E_PORT when given, else the first free one from E2E_PORT_FROM (8790) on (with its stand-in's
 * port + 3321 free too), so the suite runs beside other local servers. Playwright evaluates this
 * file in its main process and again in each worker, which inherit the main process's environment:
 * the port found first is written to E2E_PORT so that every process agrees on it.
 */
process.env.E2E_PORT ??= String(freePortSync(Number(process.env.E2E_PORT_FROM ?? 8790)));
const PORT = Number(process.env.E2E_PORT);
export const BASE_URL = `http://localhost:${PORT}`;
/**
 * Payments: the e2e server is `npm start` as a newcomer runs it, so checkout goes to the local
 * Stripe stand-in that scripts/start.mjs runs beside the app (scripts/stripe-stand-in.ts; its
 * webhooks are signed with a secret made for the run). Its test hooks are at this address.
 */
export const STRIPE_STAND_IN_URL = `http://127.0.0.1:${standInPort(PORT)}`;

/**
 * Which Chromium runs the tests: CHROMIUM_PATH when given, else Debian's `chromium-headless-shell`
 * where it is installed (.ci/run installs it), else `/usr/bin/chromium`. The headless shell is the
 * build Playwright itself uses for headless runs: it draws pages without the full browser's window
 * and UI layers, and on two cores it costs about half the CPU per test of `chromium --headless`
 * (public-core.spec.ts on desktop, idle machine: Chromium 68 CPU-s and 67 s of wall time with the
 * full browser, 33 CPU-s and 47 s with the shell; issue 26). A headed or debug run needs the full
 * browser. Written to the environment so that the workers, and the Lighthouse test that launches
 * its own browser, agree with the main process.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const headed =
  ["--headed", "--debug", "--ui"].some((flag) => process.argv.includes(flag)) || !!process.env.PWDEBUG;
process.env.E2E_CHROMIUM ??=
  process.env.CHROMIUM_PATH ?? (!headed && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/**
 * Browser tests on Debian's Chromium (npx playwright install cannot work offline here), against
 * the production build served by `wrangler dev` with fresh local D1/R2 state. One worker: these
 * machines have two cores and the server needs one.
 */
export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs every test its screencast and snapshots (about 6 % of the suite's
    // time on two cores) and only a failure's is kept: PW_TRACE=1 records them (to debug a failure).
    trace: process.env.PW_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    {
      name: "phone",
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        channel: undefined,
      },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${BASE_URL}/api/health`,
    // State per port, so that several test runs on one machine never share (or delete) state.
    env: { PORT: String(PORT), LAYERED_STATE: `.wrangler/e2e-state-${PORT}` },
    reuseExistingServer: false,
    // The state is a copy of the seeded template (scripts/e2e-state.mjs, prepared by an earlier step
    // of npm test): about 8 s on an idle machine. Without a template it is seeded first (20-90 s).
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
