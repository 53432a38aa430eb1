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

/** Suspends the private page that calls it until its stylesheet is in: no unstyled first frame. */
export function usePrivateStyles(): void {
  use(loaded);
}
