/**
 * The one list of pages (src/shared/pages.ts) against everything that must agree with it, and what
 * it means for the addresses the Worker answers: every page of the SPA is 200, every other path is
 * HTTP 404 with the 404 page (no soft 404), files and the API answer as before.
 */
import { describe, expect, it } from "vitest";
import routeTreeSource from "../../src/routeTree.gen.ts?raw";
import type { SiteInfo } from "../../src/shared/api-types";
import { pageTitle } from "../../src/shared/page-head";
import { findPage, PAGES, PUBLIC_PAGES } from "../../src/shared/pages";
import { ROUTE_POLICY } from "../../worker/http/route-policy";
import { RUN_WORKER_FIRST } from "../../worker/pages/router";
import wranglerToml from "../../wrangler.toml?raw";
import { api, BASE } from "./helpers";

/**
 * The files Workers Static Assets holds, by address: public/ as it is, and what the build adds
 * beside it (the SPA's index.html, vite.config.ts's route-chunks.json; its own files all go under
 * /assets/, where no page may be).
 */
const STATIC_FILES = [
  ...Object.keys(import.meta.glob("../../public/**/*")).map((f) => f.replace(/^\.\.\/\.\.\/public/, "")),
  "/index.html",
  "/route-chunks.json",
];

/**
 * The pages a static file would answer before the Worker sees the request, unless they are in
 * RUN_WORKER_FIRST. With html_handling "auto-trailing-slash" (wrangler's default) a file answers
 * its own address, `/x.html` also `/x`, and `/x/index.html` also `/x` (redirected to `/x/`).
 */
function shadowedPages(files: readonly string[]): string[] {
  const addresses = files.flatMap((file) => [
    file,
    file.replace(/\.html$/, ""),
    file.replace(/\/index\.html$/, "") || "/",
  ]);
  const pages = new Set(
    addresses.map((address) => findPage(address)?.path).filter((p): p is string => p !== undefined),
  );
  return [...pages].filter((path) => !RUN_WORKER_FIRST.includes(path));
}

/** Text of the HTML (the head's title and attributes), entities read back. */
function htmlText(html: string): string {
  return html
    .replace(/&quot;/g, '"')
    .replace(/&#(?:39|x27);/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** `/admin/` (an index route) is the page `/admin`. */
function pagePath(fullPath: string): string {
  return fullPath.length > 1 ? fullPath.replace(/\/$/, "") : fullPath;
}

describe("the list of pages", () => {
  it("names every route of the router, and nothing else", () => {
    const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTreeSource)?.[1] ?? "";
    const routes = new Set([...block.matchAll(/'([^']+)':/g)].map((m) => pagePath(m[1] ?? "")));
    expect(routes.size, "routes read from src/routeTree.gen.ts").toBeGreaterThan(10);
    expect([...new Set(PAGES.map((p) => p.path))].sort()).toEqual([...routes].sort());
  });

  it("names every route file, and only files that exist", () => {
    const files = Object.keys(import.meta.glob("../../src/routes/**/*.tsx")).map((f) =>
      f.replace(/^\.\.\/\.\.\/src\/routes\//, "").replace(/\.tsx$/, ""),
    );
    const named = new Set(PAGES.flatMap((p) => p.files));
    expect(
      files.filter((f) => f !== "__root" && !named.has(f)),
      "route files of no page",
    ).toEqual([]);
    expect(
      [...named].filter((f) => !files.includes(f)),
      "files named by a page that do not exist",
    ).toEqual([]);
  });

  it("reaches the Worker: wrangler.toml run_worker_first is the fixed list, and no page's address is a static file's", () => {
    const list = /^run_worker_first = \[([^\]]*)\]/m.exec(wranglerToml)?.[1] ?? "";
    const actual = [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    const expected = `run_worker_first = [\n${RUN_WORKER_FIRST.map((p) => `  "${p}",`).join("\n")}\n]`;
    expect(actual, `wrangler.toml should say:\n${expected}\n`).toEqual(RUN_WORKER_FIRST);
    // Every path that is no static file reaches the Worker: not "single-page-application", which
    // would answer unknown paths with index.html and 200 without running it.
    expect(wranglerToml).toMatch(/^not_found_handling = "none"$/m);
    // index.html is a file: "/" reaches the Worker only because it is listed.
    expect(RUN_WORKER_FIRST).toContain("/");
    expect(shadowedPages(STATIC_FILES), "pages a static file would answer before the Worker").toEqual([]);
    expect(
      PAGES.filter((p) => p.path === "/assets" || p.path.startsWith("/assets/")).map((p) => p.path),
      "pages under /assets/ (the build's files; a missing one is a plain 404)",
    ).toEqual([]);
  });

  it("would catch a static file that answers a page's address", () => {
    expect(STATIC_FILES, "public/ read").toContain("/favicon.svg");
    expect(shadowedPages([...STATIC_FILES, "/about.html", "/contact/index.html", "/projects/7"])).toEqual([
      "/about",
      "/contact",
      "/projects/$id",
    ]);
  });

  it("gives each public page an access class", () => {
    for (const page of PUBLIC_PAGES) {
      const path = page.path.replace(/\$(\w+)/g, ":$1");
      expect(
        ROUTE_POLICY.some((r) => r.method === "GET" && r.path === path && r.access === "public"),
        path,
      ).toBe(true);
    }
  });
});

const UNKNOWN = [
  "/no/such/room",
  "/portfolio/2024",
  "/shop/chairs",
  "/wp-login.php",
  "/favicon.ico",
  "/About",
];

describe("addresses", () => {
  it("answers an unknown path with HTTP 404 and the 404 page in the site's frame", async () => {
    for (const path of UNKNOWN) {
      const res = await api(path, { headers: { Accept: "text/html" } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Content-Type"), path).toContain("text/html");
      expect(res.headers.get("Cache-Control"), path).toBe("no-cache");
      const html = await res.text();
      expect(html, path).toContain("This page could not be found");
      expect(html, path).toMatch(/<title>Page Not Found \| [^<]+<\/title>/);
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
      // The site's navigation and footer stay, so the visitor can go on.
      expect(html, path).toMatch(/<nav\b/);
      expect(html, path).toMatch(/<footer\b/);
    }
  });

  it("paints every public page with its title and description from the list, and lists it in the sitemap", async () => {
    const site = (await (await api("/api/site")).json()) as SiteInfo;
    const sitemap = await (await api("/sitemap.xml")).text();
    const pages = PUBLIC_PAGES.filter((p) => !p.path.includes("$"));
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) {
      const res = await api(page.path, { headers: { Accept: "text/html" } });
      expect(res.status, page.path).toBe(200);
      const html = await res.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(htmlText(title ?? ""), page.path).toBe(pageTitle(site.studio.name, page.title));
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
      expect(htmlText(description ?? ""), page.path).toBe(page.description?.(site.studio.serviceArea));
      // Painted: the page is in #root, not an empty shell.
      expect(html, page.path).toMatch(/<div id="root">[\s\S]*<h1\b/);
      expect(sitemap, page.path).toContain(`<loc>${BASE}${page.path}</loc>`);
    }
  });

  it("answers HEAD like GET, without a body", async () => {
    const res = await api("/no/such/room", { method: "HEAD" });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("");
  });

  it("serves the SPA's own pages, deep links included, with its index.html, their header and a skeleton", async () => {
    const site = ["/login", "/privacy", "/terms", "/client-portal", "/shop/success", "/dashboard"];
    const admin = ["/admin", "/admin/projects", "/upload"];
    for (const path of [...site, ...admin, "/portal", "/portal/12?token=x"]) {
      const res = await api(path, { headers: { Accept: "text/html" } });
      expect(res.status, path).toBe(200);
      const html = await res.text();
      // Issue 28: the page's frame and a skeleton paint before the app's JavaScript has arrived.
      const root =
        /<div id="root" data-shell="">([\s\S]*?)<script type="application\/json" id="shell-site">/.exec(html);
      expect(root?.[1], path).toContain('data-testid="page-skeleton"');
      expect(root?.[1], path).toContain("Loading...");
      if (admin.includes(path)) expect(root?.[1], path).toContain('aria-label="Admin"');
      else expect(root?.[1], path).toContain('aria-label="Main"');
      // Nothing of anyone's: the account area is loading, as the app's first render has it.
      expect(root?.[1], path).not.toContain("Welcome,");
      // The header's site info, as data (the CSP allows no inline script).
      const site = /<script type="application\/json" id="shell-site">([^<]*)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(site ?? "null"), path).toMatchObject({ studio: { name: expect.any(String) } });
      // No inline script at all in the page (the module script of the template stays as it is).
      expect(html.match(/<script(?![^>]*(?:src=|type="application\/json"))[^>]*>/g), path).toBeNull();
    }
  });

  it("sends a page's address with a trailing slash to the page", async () => {
    for (const [from, to] of [
      ["/about/", "/about"],
      ["/admin/", "/admin"],
      ["/portal/7/?token=abc", "/portal/7?token=abc"],
    ] as const) {
      const res = await api(from);
      expect(res.status, from).toBe(308);
      expect(res.headers.get("Location"), from).toBe(to);
    }
  });

  it("keeps files, other methods and the API out of the 404 page", async () => {
    const asset = await api("/assets/index-0ld.js");
    expect(asset.status).toBe(404);
    expect(asset.headers.get("Content-Type")).toContain("text/plain");
    const post = await api("/no/such/room", {
      method: "POST",
      body: "x",
      headers: { Origin: "http://localhost" },
    });
    expect(post.status).toBe(404);
    expect(await post.text()).toBe("Not found.");
    const apiMiss = await api("/api/no-such-route");
    expect(apiMiss.status).toBe(404);
    expect(await apiMiss.json()).toEqual({ message: "Not found." });
  });
});
