/**
 * The browser tests' `test`: Playwright's, where every test is a visitor of its own. The app's rate
 * limits count per address (worker/http/rate-limit.ts: on a localhost app, X-Forwarded-For first,
 * which is how the load test simulates many visitors too). All tests come from 127.0.0.1, so
 * without this they shared every window: the pins' 40 writes in 10 minutes, the signing codes' 20
 * sends in 15 minutes, the links' 60 lookups a minute. A faster suite packed more tests into one
 * window and refused the later ones ("Link not valid." for a fresh link). With an address per test
 * each test's limits are its own, as each visitor's are; a test about a limit still sees it, within
 * the test. Every context a test opens (its `page`, `request`, and `browser.newContext()`) sends
 * the same address. Specs import `test` and `expect` from here.
 */
import { createHash } from "node:crypto";
import { type APIRequestContext, test as base, expect, type TestInfo } from "@playwright/test";

export * from "@playwright/test";

/** A stable private address for one run of one test (10.x.y.z). */
export function visitorAddress(info: Pick<TestInfo, "testId" | "retry" | "repeatEachIndex">): string {
  const [a = 0, b = 0, c = 0] = createHash("sha256")
    .update(`${info.testId}:${info.retry}:${info.repeatEachIndex}`)
    .digest();
  return `10.${a}.${b}.${c}`;
}

/** What a test (and a `beforeAll`) can ask for besides Playwright's own. */
type StudioFixtures = {
  /**
   * The studio's API: a request context signed in as the admin (studio@example.com) through the
   * local sign-in, for setting up what a test is not about. One per worker, shared by its tests
   * (as fixtures.ts's studioApi, without each describe signing in and disposing of its own).
   */
  admin: APIRequestContext;
};

export const test = base.extend<object, StudioFixtures>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": visitorAddress(testInfo) });
  },
  admin: [
    async ({ playwright }, use, workerInfo) => {
      const admin = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const res = await admin.post("/api/dev/login", {
        data: { email: "studio@example.com", role: "admin", firstName: "Studio" },
      });
      expect(res.ok(), `admin sign-in: ${res.status()} ${await res.text()}`).toBe(true);
      await use(admin);
      await admin.dispose();
    },
    { scope: "worker" },
  ],
});
