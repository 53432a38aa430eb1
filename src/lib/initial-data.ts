import type { QueryClient } from "@tanstack/react-query";

/** The block the Worker inlines into public pages (worker/seo/rewrite-html.ts INITIAL_DATA_ID). */
const INITIAL_DATA_ID = "initial-data";

type Entry = { key: readonly unknown[]; data: unknown };

function isEntry(value: unknown): value is Entry {
  return (
    typeof value === "object" &&
    value !== null &&
    "key" in value &&
    Array.isArray(value.key) &&
    "data" in value &&
    value.data !== undefined
  );
}

/**
 * Seeds the query cache with the data the Worker inlined for this page (site info, the projects,
 * a project, the products), so the first render has it and makes no API round trip for it.
 * A missing or unreadable block only means the page fetches as usual.
 */
export function hydrateInitialData(queryClient: QueryClient): void {
  const element = document.getElementById(INITIAL_DATA_ID);
  if (!element?.textContent) return;
  try {
    const entries: unknown = JSON.parse(element.textContent);
    if (Array.isArray(entries)) {
      for (const entry of entries) {
        if (isEntry(entry)) queryClient.setQueryData(entry.key, entry.data);
      }
    }
  } catch (err) {
    console.warn("Ignoring unreadable initial data", err);
  }
  element.remove();
}
