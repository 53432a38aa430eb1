/**
 * What search engines and link previews see: /robots.txt, /sitemap.xml and the public routes'
 * HTML. For `/`, `/portfolio`, `/projects/{id}`, `/about`, `/services`, `/shop` and `/contact` (listed
 * in wrangler.toml run_worker_first) the Worker rewrites the SPA's index.html with the page's
 * head tags and the query-cache entries of its first render (worker/seo/*), so the first paint
 * needs no API round trip. Every answer here goes through the versioned edge cache.
 */
import { type Context, Hono } from "hono";
import { getPublishedProject, listPublishedProjects } from "../db/queries/public-projects";
import { listActiveProducts } from "../db/queries/products";
import { listSitemapProjects } from "../db/queries/seo";
import { publicCache } from "../http/cache";
import { edgeCache, hasSessionCookie, htmlEdgeCache } from "../http/edge-cache";
import { CONTENT_SECURITY_POLICY } from "../http/headers";
import {
  missingProjectHead,
  type PageContext,
  type PageHead,
  projectPageHead,
  STATIC_PAGE_PATHS,
  type StaticPage,
  staticPageHead,
} from "../seo/page-head";
import { publicPagePolicy } from "../seo/inline-scripts";
import { rewriteIndexHtml } from "../seo/rewrite-html";
import { renderFirstPaint } from "#first-paint";
import type { AppEnv } from "../types";
import { loadSiteInfo } from "./site";

export const seoRouter = new Hono<AppEnv>();

/** The private areas: never crawled (their pages also say noindex). */
export const DISALLOWED_PREFIXES = ["/admin", "/portal", "/api", "/upload"] as const;

seoRouter.get("/robots.txt", (c) => {
  const origin = c.get("config").appOrigin;
  const lines = ["User-agent: *", "Allow: /", ...DISALLOWED_PREFIXES.map((p) => `Disallow: ${p}`)];
  c.header("Cache-Control", "public, max-age=3600");
  return c.text(`${lines.join("\n")}\n\nSitemap: ${origin}/sitemap.xml\n`);
});

function xmlEscape(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

seoRouter.get("/sitemap.xml", edgeCache, async (c) => {
  const origin = c.get("config").appOrigin;
  const projects = await listSitemapProjects(c.get("db"));
  const urls = [
    ...Object.values(STATIC_PAGE_PATHS).map((path) => ({ loc: `${origin}${path}`, lastmod: null })),
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
  return { origin: c.get("config").appOrigin, site: await loadSiteInfo(c), anonymous: !hasSessionCookie(c) };
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

/** Route file of each page (src/routes/...), as vite.config.ts names them in route-chunks.json. */
const ROUTE_FILES: Record<StaticPage | "project", string[]> = {
  home: ["_site", "_site/index"],
  portfolio: ["_site", "_site/portfolio"],
  about: ["_site", "_site/about"],
  services: ["_site", "_site/services"],
  shop: ["_site", "_site/shop"],
  contact: ["_site", "_site/contact"],
  project: ["_site", "_site/projects.$id"],
};

/**
 * The JavaScript of the page's route beyond the entry (route-chunks.json, written by the build),
 * so it downloads alongside the entry instead of after it has run. None in `vite dev`.
 */
async function routeChunks(c: Context<AppEnv>, page: keyof typeof ROUTE_FILES): Promise<string[]> {
  try {
    const res = await c.env.ASSETS.fetch(new Request(new URL("/route-chunks.json", c.req.url)));
    if (!res.ok) return [];
    const map: unknown = await res.json();
    if (typeof map !== "object" || map === null) return [];
    const files = new Set<string>();
    for (const route of ROUTE_FILES[page]) {
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

async function renderPage(
  c: Context<AppEnv>,
  head: PageHead,
  siteName: string,
  page: keyof typeof ROUTE_FILES,
): Promise<Response> {
  const path = new URL(c.req.url).pathname;
  const [template, modules, markup] = await Promise.all([
    indexTemplate(c),
    routeChunks(c, page),
    renderFirstPaint(path, head.initialData).catch((err: unknown) => {
      console.error("First paint failed", err);
      return null;
    }),
  ]);
  const dev = import.meta.env.MODE === "development";
  const res = rewriteIndexHtml(template, { ...head, modulePreloads: modules, firstPaint: markup }, siteName, {
    deferApp: !dev,
  });
  // Public, including the 404 of a missing project: the answer depends only on the public data.
  res.headers.set("Cache-Control", "public, max-age=0, must-revalidate");
  // The site's policy plus the page's two inline scripts by hash (worker/seo/inline-scripts.ts).
  res.headers.set("Content-Security-Policy", await publicPagePolicy());
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

const STATIC_PAGES: StaticPage[] = ["home", "portfolio", "about", "services", "shop", "contact"];

for (const page of STATIC_PAGES) {
  seoRouter.get(STATIC_PAGE_PATHS[page], htmlEdgeCache, async (c) => {
    const db = c.get("db");
    const [ctx, projects, products] = await Promise.all([
      pageContext(c),
      page === "home" || page === "portfolio" ? listPublishedProjects(db) : undefined,
      page === "shop" ? listActiveProducts(db) : undefined,
    ]);
    return renderPage(c, staticPageHead(ctx, page, { projects, products }), ctx.site.studio.name, page);
  });
}

/** The SPA's rule for a project id (src/features/project/project-page.tsx parseProjectId). */
function projectId(raw: string): number | null {
  if (!/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

seoRouter.get("/projects/:id", htmlEdgeCache, async (c) => {
  const id = projectId(c.req.param("id"));
  const [ctx, project] = await Promise.all([
    pageContext(c),
    id === null ? null : getPublishedProject(c.get("db"), id),
  ]);
  const head = project
    ? projectPageHead(ctx, project)
    : missingProjectHead(ctx, new URL(c.req.url).pathname, id);
  return renderPage(c, head, ctx.site.studio.name, "project");
});
