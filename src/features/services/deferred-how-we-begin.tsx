import { deferredPart } from "../../first-load/deferred";

/**
 * 'How We Begin' on /services, below the service cards: painted by the Worker, its code and copy
 * load and hydrate as it nears the viewport, not with the page (first-load budget 120 KB;
 * src/first-load/deferred.tsx).
 */
export const DeferredHowWeBegin = deferredPart(() => import("./how-we-begin").then((m) => m.HowWeBegin), {
  when: "visible",
  fallback: <div aria-busy="true" className="min-h-[36rem] md:min-h-[22rem]" />,
}).Part;
