import { deferredPart } from "../../first-load/deferred";

/**
 * 'Examples from Past Projects' on /shop, painted by the Worker (its photos load lazily as plain
 * images); its code and text load and hydrate as it nears the viewport, not with the page
 * (first-load budget 120 KB; src/first-load/deferred.tsx).
 */
export const DeferredExamplesGallery = deferredPart(
  () => import("./examples-gallery").then((m) => m.ExamplesGallery),
  { when: "visible", fallback: <div aria-busy="true" className="min-h-[40rem]" /> },
).Part;
