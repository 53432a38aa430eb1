import { use } from "react";
import href from "../private.css?url";

/**
 * The private pages' stylesheet (src/private.css), requested once when the first private page's
 * code is evaluated and appended after the site's stylesheet (its utilities must come later to
 * order as one sheet). Resolves when it has loaded, or failed: a page without it is plainer, not
 * broken. The site's pages never load it (issue 27: every public page's stylesheet ~3.9 KB gzip
 * lighter).
 */
const loaded: Promise<void> =
  typeof document === "undefined"
    ? Promise.resolve()
    : new Promise((resolve) => {
        const existing = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
        if (existing?.sheet) return resolve();
        const link = existing ?? document.createElement("link");
        link.addEventListener("load", () => resolve(), { once: true });
        link.addEventListener("error", () => resolve(), { once: true });
        if (!existing) {
          link.rel = "stylesheet";
          link.href = href;
          document.head.append(link);
        }
      });

/**
 * While the stylesheet loads, the browser's formatting library (ICU) starts in a task of its own:
 * a page's first `Intl` formatter costs 27-49 ms unthrottled (113-163 ms on the bench's 4x phone),
 * and the private pages' first render formats dates and amounts; in that render it made one task
 * of 152-262 ms at 4x (issue 29, docs/perf.md). The studio's time zone is the default one
 * (America/Los_Angeles): another zone's data is a small addition later.
 */
if (typeof document !== "undefined")
  setTimeout(() => {
    new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "America/Los_Angeles" }).format(0);
    new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(0);
  });

/** Suspends the private page that calls it until its stylesheet is in: no unstyled first frame. */
export function usePrivateStyles(): void {
  use(loaded);
}
