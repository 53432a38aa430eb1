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
 * While the stylesheet loads, the browser's formatting library (ICU) starts in tasks of its own:
 * a page's first `Intl` formatter costs 27-49 ms unthrottled (113-219 ms on the bench's 4x phone),
 * and the private pages' first render formats dates and amounts; in that render it made one task
 * of 152-262 ms at 4x (issue 29, docs/perf.md). Its start is split in three tasks, each measured
 * alone at 4x in fresh pages (docs/perf.md, 2026-12-04 night): a plain string comparison opens
 * ICU's data and its root collation (36-93 ms); the first number format then builds V8's list of
 * the locales ICU has (78-124 ms, the part that cannot be split: asking which locales are
 * supported costs the same); the time zone's rules come last (10-31 ms). One task did all three
 * in 119-219 ms.
 * The studio's time zone is the default one (America/Los_Angeles): another zone's data is a small
 * addition later.
 */
if (typeof document !== "undefined") {
  const steps = [
    () => "a".localeCompare("b"),
    () =>
      new Intl.NumberFormat("en-US", {
        style: "currency",
        currency: "USD",
      }).format(0),
    () =>
      new Intl.DateTimeFormat("en-US", {
        dateStyle: "medium",
        timeZone: "America/Los_Angeles",
      }).format(0),
  ];
  const next = () => {
    steps.shift()?.();
    if (steps.length) setTimeout(next);
  };
  setTimeout(next);
}

/** Suspends the private page that calls it until its stylesheet is in: no unstyled first frame. */
export function usePrivateStyles(): void {
  use(loaded);
}
