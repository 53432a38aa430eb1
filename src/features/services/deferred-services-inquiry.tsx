import { deferredPart } from "../../first-load/deferred";

/**
 * The inquiry section at the foot of /services, painted by the Worker; its code (the section, the
 * form and its helpers, the FAQ) loads and hydrates when it comes near the viewport or at a focus
 * or tap in it, not with the page (first-load budget 120 KB; src/first-load/deferred.tsx). Whatever sends
 * the visitor to it (a link to #inquiry, the dialogs' "Start Your Inquiry") scrolls it into view.
 */
export const DeferredServicesInquiry = deferredPart(
  () => import("./services-inquiry").then((m) => m.ServicesInquiry),
  { when: "visible", fallback: <div aria-busy="true" className="min-h-[62rem] sm:min-h-[44rem]" /> },
).Part;
