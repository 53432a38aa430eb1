/**
 * The two scripts the Worker's public pages carry inline, and the CSP that allows exactly them.
 *
 * A public page paints from its HTML (the Worker's render, src/ssr/render.tsx), so nothing on it
 * waits for JavaScript except the theme class, which must be on <html> before the first paint.
 * Two round trips are saved on a phone's first visit:
 * - the theme script (public/theme-init.js, which the SPA's own index.html still loads as a file)
 *   runs inline instead of as a parser-blocking request;
 * - the SPA's scripts are not fetched with the page but once it has loaded (its photographs and
 *   fonts in), or at the visitor's first tap or key press if that comes sooner: the LCP image and
 *   the fonts get the connection to themselves, and the page's links work as plain links until
 *   the SPA takes over. A repeat visit finds the hashed scripts in the browser's cache.
 *
 * The page's CSP lists the scripts by SHA-256 (no 'unsafe-inline'); a change to either script
 * changes its hash with it.
 */
import themeInit from "../../public/theme-init.js?raw";
import { CONTENT_SECURITY_POLICY } from "../http/headers";

export const THEME_INIT_SCRIPT = themeInit.trim();

/** The id of the JSON block naming the SPA's entry and the chunks to preload with it. */
export const APP_SCRIPTS_ID = "app-scripts";

export type AppScripts = { entry: string; preload: string[] };

/**
 * Loads the SPA (the entry, with its chunks as module preloads) once: at the page's load event or
 * at the first tap or key press. Until the SPA has taken over the page (<html data-app="ready">,
 * src/lib/app-ready.tsx) a visitor quicker than the network loses nothing:
 * - a control pressed (a button, a label, a checkbox or radio: the phone menu, "Add to Cart", a
 *   form's submit, the theme choice) is held, and the press replayed on it once the SPA is in;
 * - a field typed into or chosen from keeps its value, and the SPA is told of it once it is in:
 *   React hydrates a controlled field without reading what it holds, so each edited one is handed
 *   to React as a change (set back to its rendered value through React's value tracker, then to
 *   the visitor's through the element's own setter, then an input event; a select: a change event).
 * A link needs no help: it navigates, and the next page is painted by the Worker too.
 */
export const BOOT_SCRIPT = `(() => {
  const d = document;
  const html = d.documentElement;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const app = JSON.parse(d.getElementById("${APP_SCRIPTS_ID}").textContent);
    for (const href of app.preload) {
      const link = d.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      d.head.append(link);
    }
    const script = d.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = app.entry;
    d.head.append(script);
  };
  const held = [];
  const edited = new Map();
  const edit = (event) => {
    const field = event.target;
    if (html.dataset.app === "ready" || !("value" in field) || field.type === "checkbox" || field.type === "radio") return;
    edited.set(field, field.value);
  };
  addEventListener("input", edit, true);
  addEventListener("change", edit, true);
  const handOver = (value, field) => {
    if (!field.isConnected) return;
    if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event("change", { bubbles: true }));
      return;
    }
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value").set.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  };
  const hold = (event) => {
    const control =
      event.target instanceof Element
        ? event.target.closest('button, label, input[type="checkbox"], input[type="radio"], [role="button"]')
        : null;
    if (!control || html.dataset.app === "ready") return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(control);
    start();
  };
  addEventListener("click", hold, true);
  new MutationObserver((_, observer) => {
    if (html.dataset.app !== "ready") return;
    observer.disconnect();
    removeEventListener("click", hold, true);
    removeEventListener("input", edit, true);
    removeEventListener("change", edit, true);
    edited.forEach(handOver);
    for (const control of held.splice(0)) if (control.isConnected) control.click();
  }).observe(html, { attributes: true, attributeFilter: ["data-app"] });
  if (d.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
  for (const type of ["pointerdown", "keydown", "touchstart"]) {
    addEventListener(type, start, { once: true, passive: true, capture: true });
  }
})();`;

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  let binary = "";
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

let pagePolicy: Promise<string> | undefined;

/** The site's CSP with the two inline scripts allowed by hash. */
export function publicPagePolicy(): Promise<string> {
  pagePolicy ??= Promise.all([sha256Base64(THEME_INIT_SCRIPT), sha256Base64(BOOT_SCRIPT)]).then(
    ([theme, boot]) =>
      CONTENT_SECURITY_POLICY.replace(
        "script-src 'self'",
        `script-src 'self' 'sha256-${theme}' 'sha256-${boot}'`,
      ),
  );
  return pagePolicy;
}
