/**
 * What search engines and link previews see: /robots.txt, /sitemap.xml and the pages' HTML, from
 * the one list of pages (src/shared/pages.ts). For each public page (reaching the Worker as every
 * path that is no static file does, wrangler.toml) the Worker rewrites the SPA's
 * index.html with the page's head tags and the page rendered by the router's own SSR
 * (src/first-load/render.tsx: its markup and dehydrated state, query cache included), so the first paint
 * needs no API round trip; these answers go through the versioned edge cache. The SPA's other pages get index.html as it is, and any other
 * path the 404 page with HTTP 404 (`pageFallback`, the app's not-found handler).
 */
import { type Context, Hono } from "hono";
import { type PageApiFetch, renderFirstPaint, renderShell } from "#first-paint";
import {
  missingProjectHead,
  notFoundHead,
  type PageContext,
  type PageHead,
  projectPageHead,
  routeHead,
  staticPageHead,
} from "../../src/shared/page-head";
import {
  findPage,
  honoPath,
  type Page,
  PUBLIC_PAGES,
  type PublicPageKey,
  privatePrefixes,
} from "../../src/shared/pages";
import { pageSearch } from "../../src/shared/portfolio-filter";
import { parseProjectId } from "../../src/shared/project-id";
import { publicCache } from "../http/cache";
import { depsOf } from "../http/deps";
import { edgeCache, hasSessionCookie, htmlEdgeCache } from "../http/edge-cache";
import { CONTENT_SECURITY_POLICY } from "../http/headers";
import { getPublishedProject } from "../projects/queries-public";
import { loadSiteInfo } from "../setup/site-info";
import type { AppEnv } from "../types";
import { hasSlideshow, inlineScriptHashes, publicPagePolicy } from "./inline-scripts";
import { listSitemapProjects } from "./queries";
import { escapeMarkup, inlineJson, rewriteIndexHtml } from "./rewrite-html";

export const seoRouter = new Hono<AppEnv>();

/**
 * wrangler.toml `run_worker_first`, a fixed list: the Worker's own paths (API, media, signed files,
 * sitemap, robots), so that no static file can ever answer them, and `/`, the one page a static
 * file would answer (the SPA's index.html). No other page is listed: with `not_found_handling =
 * "none"` every path that is no static file reaches the Worker anyway, so a new page needs
 * nothing here. tests/worker/pages.test.ts compares this with wrangler.toml, and fails if a page's
 * address could be a static file's (public/, the build's index.html, /assets/).
 */
export const RUN_WORKER_FIRST = ["/api/*", "/media/*", "/files/*", "/sitemap.xml", "/robots.txt", "/"];

/** The private areas (src/shared/pages.ts) and the API: never crawled (their pages also say noindex). */
export const DISALLOWED_PREFIXES = [...privatePrefixes(), "/api"];

seoRouter.get("/robots.txt", (c) => {
  const origin = c.get("config").appOrigin;
  const lines = ["User-agent: *", "Allow: /", ...DISALLOWED_PREFIXES.map((p) => `Disallow: ${p}`)];
  c.header("Cache-Control", "public, max-age=3600");
  return c.text(`${lines.join("\n")}\n\nSitemap: ${origin}/sitemap.xml\n`);
});

function xmlEscape(value: string): string {
  return escapeMarkup(value, "&apos;");
}

seoRouter.get("/sitemap.xml", edgeCache, async (c) => {
  const origin = c.get("config").appOrigin;
  const projects = await listSitemapProjects(c.get("db"));
  const urls = [
    ...PUBLIC_PAGES.filter((p) => !p.path.includes("$")).map((p) => ({
      loc: `${origin}${p.path}`,
      lastmod: null,
    })),
    ...projects.map((p) => ({
      loc: `${origin}/projects/${p.id}`,
      // W3C datetime at whole seconds.
      lastmod: p.updatedAt.replace(/\.\d+Z$/, "Z"),
    })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (u) =>
        `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${xmlEscape(u.lastmod)}</lastmod>` : ""}</url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
  publicCache(c);
  c.header("Content-Type", "application/xml; charset=utf-8");
  return c.body(body);
});

async function pageContext(c: Context<AppEnv>): Promise<PageContext> {
  return { origin: c.get("config").appOrigin, site: await loadSiteInfo(depsOf(c)) };
}

/**
 * The SPA's index.html from Workers Static Assets, asked for as `/` (asking for `/index.html`
 * answers with a redirect to `/`). No headers of the visitor's request are passed on: a
 * conditional request would get a bodiless 304.
 */
async function indexTemplate(c: Context<AppEnv>): Promise<Response> {
  const res = await c.env.ASSETS.fetch(new Request(new URL("/", c.req.url)));
  if (!res.ok || !res.body) throw new Error(`The SPA's index.html is not available (HTTP ${res.status})`);
  return res;
}

/**
 * The JavaScript of the page's route beyond the entry (route-chunks.json, written by the build),
 * so it downloads alongside the entry instead of after it has run. None in `vite dev`.
 */
async function routeChunks(c: Context<AppEnv>, routeFiles: readonly string[]): Promise<string[]> {
  try {
    const res = await c.env.ASSETS.fetch(new Request(new URL("/route-chunks.json", c.req.url)));
    if (!res.ok) return [];
    const map: unknown = await res.json();
    if (typeof map !== "object" || map === null) return [];
    const files = new Set<string>();
    for (const route of routeFiles) {
      const list: unknown = (map as Record<string, unknown>)[route];
      if (!Array.isArray(list)) continue;
      for (const file of list)
        if (typeof file === "string" && /^\/assets\/[\w.-]+\.js$/.test(file)) files.add(file);
    }
    return [...files];
  } catch {
    return [];
  }
}

/** The Worker's app, which answers the render's API reads in process (set by worker/index.ts). */
type PageApi = (
  request: Request,
  env: AppEnv["Bindings"],
  ctx: Context<AppEnv>["executionCtx"],
) => Response | Promise<Response>;
let pageApi: PageApi | null = null;

export function answerPageQueriesWith(app: PageApi): void {
  pageApi = app;
}

/**
 * The render's API reads (the SPA's own query functions, src/lib/api.ts) as anonymous requests to
 * this Worker's app, without the visitor's cookies: a public page shows only public data and is
 * cached for everyone. Only method, headers and body are passed on (workerd's Request has no
 * `credentials`).
 */
function pageApiFetch(c: Context<AppEnv>): PageApiFetch {
  return async (url, init) => {
    if (!pageApi) throw new Error("The page renderer has no API (answerPageQueriesWith)");
    const request = new Request(new URL(url, c.req.url), {
      method: init.method ?? "GET",
      headers: init.headers,
      body: init.body,
    });
    return pageApi(request, c.env, c.executionCtx);
  };
}

/**
 * The page: the SPA's index.html with the router's render in #root and the head tags its routes
 * gave (their `head`, src/first-load/route-head.ts). Without them (the render failed, or no route has a
 * head: the 404 page) the head is the page's own plain one, `plainHead`.
 */
async function renderPage(
  c: Context<AppEnv>,
  routeFiles: readonly string[],
  plainHead: (ctx: PageContext) => PageHead | Promise<PageHead>,
): Promise<Response> {
  const url = new URL(c.req.url);
  const anonymous = !hasSessionCookie(c);
  const [template, modules, page] = await Promise.all([
    indexTemplate(c),
    routeChunks(c, routeFiles),
    renderFirstPaint({
      // Only the search params a public page renders differently for (src/shared/portfolio-filter.ts).
      url: `${url.origin}${url.pathname}${pageSearch(url.pathname, url.searchParams)}`,
      anonymous,
      origin: c.get("config").appOrigin,
      fetchApi: pageApiFetch(c),
    }).catch((err: unknown) => {
      console.error("First paint failed", err);
      return null;
    }),
  ]);
  let head = page?.head ?? null;
  let status = page?.status ?? 200;
  if (!head) {
    const ctx = await pageContext(c);
    const plain = await plainHead(ctx);
    head = routeHead(plain, ctx.site.studio.name);
    if (!page) status = plain.status;
  }
  const dev = import.meta.env.MODE === "development";
  const markup = page?.html ?? null;
  const slideshow = hasSlideshow(markup);
  const res = rewriteIndexHtml(
    template,
    {
      status,
      head,
      modulePreloads: modules,
      firstPaint: markup,
      early: page?.early,
      // The SPA starts at load (not at the first input, decision 0015) when the first screen
      // needs it: a visitor with a session sees the account area loading until the SPA asks who
      // they are. (Home's hero moves by itself without it: the page drives it, decision 0016.)
      startAtLoad: !anonymous,
      slideshow,
    },
    { deferApp: !dev },
  );
  // Public, including the 404 of a missing project: the answer depends only on the public data.
  res.headers.set("Cache-Control", "public, max-age=0, must-revalidate");
  // The site's policy plus the page's inline scripts by hash: the theme and boot scripts (and Home's
  // show driver), and the router's dehydrated state of this very render (worker/pages/inline-scripts.ts).
  res.headers.set(
    "Content-Security-Policy",
    publicPagePolicy(markup ? await inlineScriptHashes(markup) : [], slideshow),
  );
  if (dev) {
    // `vite dev` only: its index.html starts with the inline React Refresh preamble, which the
    // production policy (no inline script) would block. Never in a build or in the tests.
    res.headers.set(
      "Content-Security-Policy",
      CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
    );
  }
  return res;
}

/**
 * A public page. Its head comes with the render; should the render fail, the plain head of a
 * static page, or a project's from the database (so a missing project still answers 404).
 */
function pageResponse(key: PublicPageKey) {
  if (key !== "project") {
    return (c: Context<AppEnv>, files: readonly string[]) =>
      renderPage(c, files, (ctx) => staticPageHead(ctx, key));
  }
  return (c: Context<AppEnv>, files: readonly string[]) =>
    renderPage(c, files, async (ctx) => {
      const id = parseProjectId(c.req.param("id") ?? "");
      const project = id === null ? null : await getPublishedProject(c.get("db"), id);
      return project ? projectPageHead(ctx, project) : missingProjectHead(ctx, new URL(c.req.url).pathname);
    });
}

for (const page of PUBLIC_PAGES) {
  const respond = pageResponse(page.key);
  seoRouter.get(honoPath(page.path), htmlEdgeCache, (c) => respond(c, page.files));
}

/**
 * Every path no route answered (the app's not-found handler; /api has its own JSON 404):
 * - one of the SPA's other pages (sign-in, admin, portal...): the SPA's index.html (Workers
 *   Static Assets' `not_found_handling = "none"` in wrangler.toml sends every path that is no file
 *   here) with the page's header and a skeleton in #root (`shellPage`);
 * - a page's address with a trailing slash: a permanent redirect to the page;
 * - a missing file under /assets/ (a chunk of an older deploy): a plain 404, no page;
 * - anything else read (GET or HEAD): HTTP 404 with the 404 page, rendered in the site's frame
 *   like the other pages, and noindex. Not edge-cached: a 404 is rare for a visitor, and its URL
 *   is chosen by whoever asks, so caching it would let anyone fill the cache.
 */
export async function pageFallback(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const path = url.pathname;
  const read = c.req.method === "GET" || c.req.method === "HEAD";
  if (!read || path.startsWith("/assets/")) return c.text("Not found.", 404);
  const page = findPage(path);
  if (page) return shellPage(c, page);
  if (path.length > 1 && path.endsWith("/") && findPage(path.replace(/\/+$/, "") || "/")) {
    return c.redirect(`${path.replace(/\/+$/, "") || "/"}${url.search}`, 308);
  }
  const res = await renderPage(c, ["_site"], (ctx) => notFoundHead(ctx, path));
  res.headers.set("Cache-Control", "no-cache");
  return res;
}

/**
 * One of the SPA's other pages (sign-in, legal pages, the portal, the admin): index.html with the
 * page's frame (the public navigation, or the admin's header) and a skeleton already in #root
 * (src/first-load/render.tsx renderShell, issue 28), so a slow connection paints the page's header at
 * once rather than nothing until the app's JavaScript has run; the app then renders over it
 * (src/main.tsx: no hydration, nothing of the visitor's is in it). The header's site info follows
 * as JSON data (not script: the CSP allows it) for the app's first render to match. Scripts load
 * as the template has them. Should the render fail, index.html as it is.
 */
async function shellPage(c: Context<AppEnv>, page: Page): Promise<Response> {
  const url = new URL(c.req.url);
  const area = page.files[0] === "_site" ? "site" : "admin";
  try {
    const [template, shell] = await Promise.all([
      indexTemplate(c),
      renderShell({ path: url.pathname, area, fetchApi: pageApiFetch(c) }),
    ]);
    const rewritten = new HTMLRewriter()
      .on("#root", {
        element(el) {
          // The data inside #root, which stays the body's last element; the app reads it before
          // its first render replaces what #root holds.
          const data = shell.site
            ? `<script type="application/json" id="${SHELL_SITE_ID}">${inlineJson(shell.site)}</script>`
            : "";
          el.setInnerContent(shell.html + data, { html: true });
          // src/main.tsx: render over it once the router has settled the page.
          el.setAttribute("data-shell", "");
        },
      })
      .transform(template);
    const res = new Response(rewritten.body, rewritten);
    res.headers.delete("Content-Length");
    res.headers.delete("ETag");
    // Public data only, but the site info may change: asked again each time (a private page's
    // answer is made private and not stored by the security headers, worker/http/headers.ts).
    res.headers.set("Cache-Control", "no-cache");
    return res;
  } catch (err) {
    console.error("Page shell failed", err);
    return c.env.ASSETS.fetch(new Request(new URL("/", url), c.req.raw));
  }
}

/** The id of the shell's site info (src/main.tsx reads it into the query cache). */
const SHELL_SITE_ID = "shell-site";
