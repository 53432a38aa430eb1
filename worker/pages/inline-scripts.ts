/**
 * The scripts the Worker's public pages carry inline, and the CSP that allows exactly them: the
 * theme and boot scripts on every one, the hero show's driver on Home (decision 0016).
 *
 * A public page paints from its HTML (the Worker's render, src/first-load/render.tsx), so nothing on it
 * waits for JavaScript except the theme class, which must be on <html> before the first paint.
 * Two round trips are saved on a phone's first visit:
 * - the theme script (public/theme-init.js, which the SPA's own index.html still loads as a file)
 *   runs inline instead of as a parser-blocking request;
 * - the SPA's scripts are not fetched with the page but at the visitor's first input (decision
 *   0015), or once the page has loaded (its photographs and fonts in) when its first screen needs
 *   them: the LCP image and the fonts get the connection to themselves, and the page's links work
 *   as plain links until the SPA takes over. A repeat visit finds the hashed scripts in the
 *   browser's cache.
 *
 * Each is written as a file (type-checked and linted) and built into an inline string with its
 * SHA-256 by scripts/inline-script-plugin.ts; the page's CSP lists the scripts by those hashes (no
 * 'unsafe-inline'), so a change to a script changes its hash with it.
 */

import themeInit from "../../public/theme-init.js?inline-script";
import bootScript from "../../src/first-load/app-boot.ts?inline-script";
import slideshow from "../../src/first-load/slideshow.ts?inline-script";
import { CONTENT_SECURITY_POLICY } from "../http/headers";
import { sha256Base64 } from "../lib/crypto";

/** public/theme-init.js, minified. */
export const THEME_INIT_SCRIPT = themeInit.source;

/** The id of the JSON block naming the SPA's entry and the chunks to preload with it. */
export const APP_SCRIPTS_ID = "app-scripts";

/**
 * What the boot script needs: the SPA's entry, the chunks to preload with it, whether the page's
 * first screen needs the SPA at once (a visitor with a session: the account area is painted
 * loading), and the storage keys that say so when set (the cart's count, token-portal mode's "My
 * Project": src/shared/storage-keys.ts).
 */
export type AppScripts = {
  entry: string;
  preload: string[];
  startAtLoad: boolean;
  stored: { local: string[]; session: string[] };
};

/**
 * Starts the SPA at the first input (or at the page's load), holds presses until it is in, and
 * fails open when it cannot come (src/first-load/app-boot.ts, which reads the block above by the
 * same id).
 */
export const BOOT_SCRIPT = bootScript.source;

/**
 * Drives Home's hero show from the page itself (src/first-load/slideshow.ts), so Home's first screen
 * moves without the SPA (decision 0016); carried by a page whose first paint has a show.
 */
export const SLIDESHOW_SCRIPT = slideshow.source;

/** Whether a page's first paint has Home's hero show, which the page then drives (SLIDESHOW_SCRIPT). */
export function hasSlideshow(markup: string | null | undefined): boolean {
  return Boolean(markup?.includes("data-slideshow"));
}

/**
 * The site's CSP with the theme and boot scripts allowed by their hashes (computed at build), the
 * show's driver too on a page that carries it (`withSlideshow`), and the page's own inline scripts
 * (`pageHashes`: the router's dehydrated state, which differs per render) by theirs. Still no
 * 'unsafe-inline'.
 */
export function publicPagePolicy(pageHashes: readonly string[], withSlideshow = false): string {
  const own = [themeInit.hash, bootScript.hash, ...(withSlideshow ? [slideshow.hash] : [])];
  return CONTENT_SECURITY_POLICY.replace(
    "script-src 'self'",
    ["script-src 'self'", ...own, ...pageHashes].join(" "),
  );
}

/** Script types a browser runs; data blocks (JSON, JSON-LD) are not script and need no allowance. */
function isExecutable(type: string | null): boolean {
  return (
    type === null ||
    type === "" ||
    type === "module" ||
    /^(?:text|application)\/(?:java|ecma)script$/i.test(type)
  );
}

/**
 * The CSP source (`'sha256-…'`) of each inline script in rendered markup (the router's SSR
 * output, src/first-load/render.tsx), read with an HTML parser: what the browser will hash is exactly the
 * script element's text.
 */
export async function inlineScriptHashes(markup: string): Promise<string[]> {
  const sources: string[] = [];
  let current: string | null = null;
  await new HTMLRewriter()
    .on("script", {
      element(el) {
        current = el.hasAttribute("src") || !isExecutable(el.getAttribute("type")) ? null : "";
        if (current === null) return;
        el.onEndTag(() => {
          if (current !== null) sources.push(current);
          current = null;
        });
      },
      text(chunk) {
        if (current !== null) current += chunk.text;
      },
    })
    .transform(new Response(markup))
    .arrayBuffer();
  return Promise.all([...new Set(sources)].map(async (source) => `'sha256-${await sha256Base64(source)}'`));
}
