/**
 * The first load's reliance on other libraries' behaviour (src/first-load/README.md lists each, with
 * the check that guards it), and the pages' titles, each in its page's entry of the one list of
 * pages (src/shared/pages.ts).
 * The build guards the rest itself (vite.config.ts fails when the router plugin's split chunks or
 * query-core's mutation files are no longer found by their names).
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { renderFirstPaint } from "#first-paint";
import type { SiteInfo } from "../../src/shared/api-types";
import { pageTitle } from "../../src/shared/page-head";
import * as pages from "../../src/shared/pages";
import { PAGES, PUBLIC_PAGES, TITLE_PROJECT_NOT_FOUND } from "../../src/shared/pages";
import { BASE } from "./helpers";

const ORIGIN = "http://localhost";

/** The SPA's sources as text (the test reads how they name titles). */
const sources = import.meta.glob(["../../src/**/*.ts", "../../src/**/*.tsx", "!../../src/routeTree.gen.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

function render(path: string) {
  return renderFirstPaint({
    url: `${BASE}${path}`,
    anonymous: true,
    origin: ORIGIN,
    fetchApi: (url, init) => SELF.fetch(`${BASE}${url}`, { method: init.method }),
  });
}

describe("library behaviour the first load relies on", () => {
  it("zod reads its settings from the global src/first-load/zod-config.ts writes (zod's own __zod_globalConfig)", async () => {
    await import("../../src/first-load/zod-config");
    const { z } = await import("zod");
    // The very object zod keeps its settings in: should zod rename or stop sharing it, the SPA's
    // forms would probe for eval again under the CSP.
    expect(z.config()).toBe(globalThis.__zod_globalConfig);
    expect(z.config().jitless).toBe(true);
  });

  it("the router's render leaves its state in $_TSR, which src/first-load/start.tsx reads to know a page is painted", async () => {
    const page = await render("/about");
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/\$_TSR\b/);
  });
});

describe("page titles come from the one list of pages (src/shared/pages.ts)", () => {
  /** The named titles (TITLE_...), which the pages' code imports. */
  const constants = Object.entries(pages).filter(([name]) => name.startsWith("TITLE_")) as [
    string,
    string | null,
  ][];

  it("gives every page a title, one of the named constants", () => {
    expect(constants.length).toBeGreaterThan(10);
    const values = constants.map(([, value]) => value);
    for (const page of PAGES) {
      expect(page, page.path).toHaveProperty("title");
      expect(values, page.path).toContain(page.title);
    }
    // null (the studio's name and tagline) is the home page's title, and the default title
    // /dashboard leaves while it redirects; every other page names itself.
    expect(PAGES.filter((p) => p.title === null).map((p) => p.path)).toEqual(["/", "/dashboard"]);
  });

  it("the painted pages' head titles are the list's", async () => {
    const site = (await (await SELF.fetch(`${BASE}/api/site`)).json()) as SiteInfo;
    for (const page of PUBLIC_PAGES) {
      if (page.key === "project") continue;
      const rendered = await render(page.path);
      expect(rendered.head?.meta, page.path).toContainEqual({
        title: pageTitle(site.studio.name, page.title),
      });
    }
    const missing = await render("/projects/987654321");
    expect(missing.head?.meta).toContainEqual({
      title: pageTitle(site.studio.name, TITLE_PROJECT_NOT_FOUND),
    });
  });

  it("no page of the SPA writes a title of its own, and every named title is used", () => {
    const literal = [
      /usePageTitle\(\s*["'`]/,
      /usePageTitle\([^)]*(\?\?|\?|:)\s*["'`]/,
      /<AdminShell\s+title="/,
    ];
    /** A legal document's title (its page's title and heading). */
    const documentTitle = /^\s*title:\s*["'`]/m;
    const offenders: string[] = [];
    const used = new Set<string>();
    for (const [file, text] of Object.entries(sources)) {
      if (file.endsWith("/shared/pages.ts")) continue;
      for (const pattern of literal) if (pattern.test(text)) offenders.push(`${file}: ${pattern}`);
      if (file.endsWith("/content/legal.ts") && documentTitle.test(text))
        offenders.push(`${file}: ${documentTitle}`);
      for (const [name] of constants) if (new RegExp(`\\b${name}\\b`).test(text)) used.add(name);
    }
    expect(offenders).toEqual([]);
    expect(constants.map(([name]) => name).filter((name) => !used.has(name))).toEqual([]);
  });
});
