/**
 * Turns the SPA's index.html into one route's page with HTMLRewriter (streaming; the template is
 * never buffered): the page's head tags (from its routes' `head`, src/first-load/route-head.ts, or the
 * Worker's own for the 404 page) and the page the router rendered, as a whole (its markup and its
 * dehydrated state's scripts) into #root.
 */
import type { RouteHead, RouteLink, RouteMeta } from "../../src/shared/page-head";
import { CART_STORAGE_KEY, PORTAL_MODE_KEY } from "../../src/shared/storage-keys";
import {
  APP_SCRIPTS_ID,
  type AppScripts,
  BOOT_SCRIPT,
  SLIDESHOW_SCRIPT,
  THEME_INIT_SCRIPT,
} from "./inline-scripts";

/** One page for `rewriteIndexHtml`. */
export type PageDocument = {
  status: number;
  head: RouteHead;
  /** The router's rendered #root (markup and dehydrated state), or null when the render failed. */
  firstPaint?: string | null;
  /**
   * The page's early answers to a first tap (src/first-load/early-answers.tsx), put before #root
   * when the page loads its SPA after the page (the inline boot script opens them).
   */
  early?: string;
  /** The first screen needs the SPA at once (a visitor with a session: the account area loads). */
  startAtLoad?: boolean;
  /**
   * The first paint has Home's hero show, which the page then drives itself (decision 0016): the
   * page carries the driver inline, and its CSP that script's hash (worker/pages/router.ts).
   */
  slideshow?: boolean;
  /** The route's own JavaScript chunks (from the build's list). */
  modulePreloads?: string[];
};

/** Text for HTML or XML markup; `apostrophe` is how `'` is written (`&apos;` is XML's, not HTML 4's). */
export function escapeMarkup(value: string, apostrophe: "&#39;" | "&apos;"): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, apostrophe);
}

export function escapeHtml(value: string): string {
  return escapeMarkup(value, "&#39;");
}

/**
 * JSON for a `<script type="application/json">` or `application/ld+json` block: `<` escaped as
 * \u003c, so no value can close the element (`</script>`) or open a comment. Such blocks are data,
 * not script: the CSP's `script-src 'self'` does not apply to them.
 */
export function inlineJson(value: unknown): string {
  return escapeJsonText(JSON.stringify(value));
}

/** JSON text made safe inside a <script> element (see `inlineJson`). */
function escapeJsonText(json: string): string {
  return json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** React's names of the head's attributes, as HTML writes them. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  fetchPriority: "fetchpriority",
  imageSrcSet: "imagesrcset",
  imageSizes: "imagesizes",
};

function attributes(tag: RouteMeta | RouteLink): string {
  return Object.entries(tag)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${ATTRIBUTE_NAMES[key] ?? key}="${escapeHtml(String(value))}"`)
    .join("");
}

function isTitle(tag: RouteMeta): tag is { title: string } {
  return "title" in tag;
}

function isDescription(tag: RouteMeta): boolean {
  return "name" in tag && tag.name === "description";
}

function titleOf(head: RouteHead): string | undefined {
  return head.meta.find(isTitle)?.title;
}

/**
 * The LCP image preload (after the viewport <meta>: before it, the preload scanner would size
 * `imagesizes` against a 980 px layout viewport and fetch a larger candidate than the <img> needs).
 */
export function preloadTags(head: RouteHead): string {
  return head.links
    .filter((link) => link.rel === "preload")
    .map((link) => `<link${attributes(link)} />`)
    .join("");
}

/**
 * The route's JavaScript chunks beyond the entry. The page paints from its HTML (the Worker's
 * render, src/first-load/render.tsx), so the scripts are not what the first paint waits for: they and the
 * entry load at low priority, behind the LCP image, the stylesheet and the fonts.
 */
export function moduleTags(page: PageDocument): string {
  return (page.modulePreloads ?? [])
    .map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}" />`)
    .join("");
}

/**
 * Everything about the page appended to <head>: canonical, robots, Open Graph, Twitter, JSON-LD (the
 * title and description replace the template's own, the preload follows its viewport).
 */
export function headTags(head: RouteHead): string {
  const links = head.links
    .filter((link) => link.rel !== "preload")
    .map((link) => `<link${attributes(link)} />`);
  const meta = head.meta
    .filter((tag) => !isTitle(tag) && !isDescription(tag))
    .map((tag) => `<meta${attributes(tag)} />`);
  const scripts = head.scripts.map(
    (script) => `<script type="application/ld+json">${escapeJsonText(script.children)}</script>`,
  );
  return [...links, ...meta, ...scripts].join("");
}

/**
 * Rewrites the template's body (index.html) into the route's page.
 *
 * A page with its first paint in the HTML loads the SPA after the page (worker/pages/inline-scripts.ts):
 * the template's module script and module preloads become a JSON list for the inline boot script,
 * and the theme script runs inline. Without a first paint (its render failed), the SPA's scripts
 * load as the template has them, since the visitor sees nothing until they run; so they do under
 * `vite dev`, whose template has its own inline module script.
 */
export function rewriteIndexHtml(
  template: Response,
  page: PageDocument,
  options: { deferApp: boolean } = { deferApp: true },
): Response {
  const { head } = page;
  const deferApp = options.deferApp && Boolean(page.firstPaint);
  const app: AppScripts = {
    entry: "",
    preload: [],
    startAtLoad: Boolean(page.startAtLoad),
    stored: { local: [CART_STORAGE_KEY], session: [PORTAL_MODE_KEY] },
  };
  const rewritten = new HTMLRewriter()
    .on('script[type="module"], link[rel="modulepreload"]', {
      element(el) {
        if (!deferApp) {
          el.setAttribute("fetchpriority", "low");
          return;
        }
        if (el.tagName === "script") app.entry = el.getAttribute("src") ?? "";
        else app.preload.push(el.getAttribute("href") ?? "");
        el.remove();
      },
    })
    .on('script[src="/theme-init.js"]', {
      element(el) {
        if (deferApp) el.replace(`<script id="theme-init">${THEME_INIT_SCRIPT}</script>`, { html: true });
      },
    })
    .on('meta[name="viewport"]', {
      element(el) {
        // The LCP image first; the template's font preloads follow (the first paint's text waits
        // for them: font-display block, src/styles.css), then the stylesheet.
        el.after(preloadTags(head), { html: true });
      },
    })
    .on("title", {
      element(el) {
        const title = titleOf(head);
        if (title !== undefined) el.setInnerContent(title);
      },
    })
    .on('meta[name="description"]', {
      // Replaced rather than edited in place, so the value goes through our own escaping.
      element(el) {
        const description = head.meta.find(isDescription);
        if (description) el.replace(`<meta${attributes(description)} />`, { html: true });
      },
    })
    .on("head", {
      element(el) {
        el.onEndTag((end) => {
          // The template's module tags come before </head>, so `app` is complete here.
          const scripts = deferApp
            ? appScriptsTag({ ...app, preload: [...app.preload, ...(page.modulePreloads ?? [])] }) +
              // Home's hero moves before (and without) the SPA: the page drives it (decision 0016).
              (page.slideshow ? `<script id="slideshow">${SLIDESHOW_SCRIPT}</script>` : "")
            : moduleTags(page);
          end.before(scripts + headTags(head), { html: true });
        });
      },
    })
    .on("#root", {
      element(el) {
        if (page.firstPaint) el.setInnerContent(page.firstPaint, { html: true });
        // Before #root, which stays the body's last element (the browser tests strip it whole).
        if (deferApp && page.early) el.before(page.early, { html: true });
      },
    })
    .transform(template);
  return new Response(rewritten.body, {
    status: page.status,
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
}

/** The SPA's scripts as data, and the inline script that loads them after the page. */
export function appScriptsTag(app: AppScripts): string {
  return `<script type="application/json" id="${APP_SCRIPTS_ID}">${inlineJson(app)}</script><script id="app-boot">${BOOT_SCRIPT}</script>`;
}
