/**
 * Turns the SPA's index.html into one route's page with HTMLRewriter (streaming; the template is
 * never buffered): the head tags of `PageHead` and the inlined query-cache entries.
 */
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
 * The route's JavaScript chunks, then the fonts (moved here from the template, so that over
 * HTTP/1.1's six connections they queue behind the code the SPA needs before it paints anything;
 * the LCP image goes first of all, right after the viewport <meta>).
 */
export function loadTags(head: PageHead, fontPreloads: string[]): string {
  const tags = (head.modulePreloads ?? []).map(
    (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`,
  );
  tags.push(...fontPreloads);
  return tags.join("");
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

export const INITIAL_DATA_ID = "initial-data";

export function initialDataTag(head: PageHead): string {
  return `<script type="application/json" id="${INITIAL_DATA_ID}">${inlineJson(head.initialData)}</script>`;
}

/** Rewrites the template's body (index.html) into the route's page. */
export function rewriteIndexHtml(template: Response, head: PageHead, siteName: string): Response {
  const fontPreloads: string[] = [];
  const rewritten = new HTMLRewriter()
    .on('link[rel="preload"][as="font"]', {
      element(el) {
        const href = el.getAttribute("href");
        if (href) {
          fontPreloads.push(
            `<link rel="preload" as="font" type="${escapeHtml(el.getAttribute("type") ?? "font/woff2")}" crossorigin href="${escapeHtml(href)}" />`,
          );
        }
        el.remove();
      },
    })
    .on('meta[name="viewport"]', {
      element(el) {
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
        // At </head>: by then the template's own script and font tags have gone by.
        el.onEndTag((end) => {
          end.before(loadTags(head, fontPreloads) + headTags(head, siteName), { html: true });
        });
      },
    })
    .on("body", {
      element(el) {
        el.append(initialDataTag(head), { html: true });
      },
    })
    .transform(template);
  return new Response(rewritten.body, {
    status: head.status,
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
}
