/**
 * Turns the SPA's index.html into one route's page with HTMLRewriter (streaming; the template is
 * never buffered): the head tags of `PageHead` and the page the router rendered, as a whole
 * (its markup and its dehydrated state's scripts) into #root.
 */
import { APP_SCRIPTS_ID, type AppScripts, BOOT_SCRIPT, THEME_INIT_SCRIPT } from "./inline-scripts";
import type { PageHead } from "./page-head";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * JSON for a `<script type="application/json">` or `application/ld+json` block: `<` escaped as
 * \u003c, so no value can close the element (`</script>`) or open a comment. Such blocks are data,
 * not script: the CSP's `script-src 'self'` does not apply to them.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function meta(attr: "name" | "property", key: string, content: string): string {
  return `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
}

/**
 * The LCP image preload (after the viewport <meta>: before it, the preload scanner would size
 * `imagesizes` against a 980 px layout viewport and fetch a larger candidate than the <img> needs).
 */
export function preloadTag(head: PageHead): string {
  const p = head.preload;
  if (!p) return "";
  const srcset = p.srcset ? ` imagesrcset="${escapeHtml(p.srcset)}" imagesizes="${escapeHtml(p.sizes)}"` : "";
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(p.href)}"${srcset} />`;
}

/**
 * The route's JavaScript chunks beyond the entry. The page paints from its HTML (the Worker's
 * render, src/ssr/render.tsx), so the scripts are not what the first paint waits for: they and the
 * entry load at low priority, behind the LCP image, the stylesheet and the fonts.
 */
export function moduleTags(head: PageHead): string {
  return (head.modulePreloads ?? [])
    .map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}" />`)
    .join("");
}

/** Everything about the page appended to <head>: canonical, robots, Open Graph, Twitter, JSON-LD. */
export function headTags(head: PageHead, siteName: string): string {
  const tags = [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`];
  if (head.noindex) tags.push(meta("name", "robots", "noindex"));
  tags.push(
    meta("property", "og:type", head.ogType),
    meta("property", "og:site_name", siteName),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.canonical),
    meta("property", "og:locale", "en_US"),
  );
  if (head.image) {
    tags.push(meta("property", "og:image", head.image.url));
    if (head.image.width) tags.push(meta("property", "og:image:width", String(head.image.width)));
    if (head.image.height) tags.push(meta("property", "og:image:height", String(head.image.height)));
    if (head.image.alt) tags.push(meta("property", "og:image:alt", head.image.alt));
  }
  tags.push(
    meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
  );
  if (head.image) {
    tags.push(meta("name", "twitter:image", head.image.url));
    if (head.image.alt) tags.push(meta("name", "twitter:image:alt", head.image.alt));
  }
  for (const ld of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${inlineJson(ld)}</script>`);
  }
  return tags.join("");
}

/**
 * Rewrites the template's body (index.html) into the route's page.
 *
 * A page with its first paint in the HTML loads the SPA after the page (worker/seo/inline-scripts.ts):
 * the template's module script and module preloads become a JSON list for the inline boot script,
 * and the theme script runs inline. Without a first paint (its render failed), the SPA's scripts
 * load as the template has them, since the visitor sees nothing until they run; so they do under
 * `vite dev`, whose template has its own inline module script.
 */
export function rewriteIndexHtml(
  template: Response,
  head: PageHead & { firstPaint?: string | null },
  siteName: string,
  options: { deferApp: boolean } = { deferApp: true },
): Response {
  const deferApp = options.deferApp && Boolean(head.firstPaint);
  const app: AppScripts = { entry: "", preload: [] };
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
        el.after(preloadTag(head), { html: true });
      },
    })
    .on("title", {
      element(el) {
        el.setInnerContent(head.title);
      },
    })
    .on('meta[name="description"]', {
      // Replaced rather than edited in place, so the value goes through our own escaping.
      element(el) {
        el.replace(meta("name", "description", head.description), { html: true });
      },
    })
    .on("head", {
      element(el) {
        el.onEndTag((end) => {
          // The template's module tags come before </head>, so `app` is complete here.
          const scripts = deferApp
            ? appScriptsTag({ entry: app.entry, preload: [...app.preload, ...(head.modulePreloads ?? [])] })
            : moduleTags(head);
          end.before(scripts + headTags(head, siteName), { html: true });
        });
      },
    })
    .on("#root", {
      element(el) {
        if (head.firstPaint) el.setInnerContent(head.firstPaint, { html: true });
      },
    })
    .transform(template);
  return new Response(rewritten.body, {
    status: head.status,
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
}

/** The SPA's scripts as data, and the inline script that loads them after the page. */
export function appScriptsTag(app: AppScripts): string {
  return `<script type="application/json" id="${APP_SCRIPTS_ID}">${inlineJson(app)}</script><script id="app-boot">${BOOT_SCRIPT}</script>`;
}
