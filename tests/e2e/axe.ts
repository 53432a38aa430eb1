/**
 * axe-core in the page under test, with every rule it has switched on: the experimental ones and
 * the best-practice ones included (axe leaves experimental rules off unless asked), so nothing is
 * skipped by default. Violations are fixed in the app, never by switching a rule off here.
 *
 *   expect(await axeViolations(page)).toEqual([]);
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as Axe from "axe-core";
import { expect, type Page } from "./test";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** One violation, shaped so a failing assertion names the rule, the element and what to fix. */
export type AxeViolation = { rule: string; impact: string | null; help: string; nodes: string[] };

/**
 * Runs axe with every rule on the whole document and returns its violations (empty when clean).
 * axe's source is evaluated into the page through the browser's debugging protocol, which the page's
 * CSP does not govern (a <script> tag added to the page would be refused by it): a spec can keep the
 * CSP on, as tests/e2e/public-pages.spec.ts does to check the SPA's take-over as a visitor gets it.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof Axe }).axe;
    const rules = Object.fromEntries(axe.getRules().map((r) => [r.ruleId, { enabled: true }]));
    const results = await axe.run(document, { rules, resultTypes: ["violations"] });
    return results.violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`.slice(0, 400)),
    }));
  });
}

/**
 * Nothing on the page is still loading: the load event, no spinner text, fonts in. Not
 * "networkidle": on the pages the browser renders itself, Chromium keeps the signed-out
 * GET /api/auth/user (401, body never read by the app) open as in flight, so the network never
 * counts as idle although the page is complete.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Soft: a test goes on to its next page or tab, so one run reports every page that fails. */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  expect.soft(await axeViolations(page), `axe on ${where}`).toEqual([]);
}
