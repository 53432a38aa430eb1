import type { StaticPage } from "../shared/page-head";
import type { HeadContext } from "./route-head";

/**
 * A static page's `head` option: its tags, built in the Worker's render only. In the browser's
 * bundle `import.meta.env.SSR` is false, so this is `undefined` and route-head.ts (with the
 * builders of src/shared/page-head.ts) is not even imported there (see route-head.ts).
 */
export function staticHead(page: StaticPage) {
  return import.meta.env.SSR
    ? async (c: HeadContext) => (await import("./route-head")).staticRouteHead(c, page)
    : undefined;
}
