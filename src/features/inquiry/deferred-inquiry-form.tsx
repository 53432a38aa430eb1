import { deferredPart } from "../../first-load/deferred";

/**
 * The inquiry form on /contact: painted by the Worker, its code (the form, its field helpers and
 * the request; about 5 KB of gzip JavaScript) loaded and hydrated at the visitor's first focus or
 * tap in it, not with the page, whose first load has a budget of 120 KB (src/first-load/deferred.tsx).
 */
export const DeferredInquiryForm = deferredPart(() => import("./inquiry-form").then((m) => m.InquiryForm), {
  when: "interaction",
  fallback: <div aria-busy="true" className="min-h-[62rem] sm:min-h-[44rem]" />,
}).Part;
