import { lazy, Suspense } from "react";

/** The dialogs' copy and its renderer, fetched together when a Learn More dialog is first wanted. */
const loadDetails = () => Promise.all([import("../../content/service-details"), import("./service-details")]);

const Details = lazy(() =>
  loadDetails().then(([content, view]) => ({
    default: function Details({ slug }: { slug: string }) {
      return <view.ServiceDetails lines={content.serviceDetails[slug] ?? []} />;
    },
  })),
);

/** Starts loading the dialogs' copy (on the Learn More button's pointer-down or focus). */
export function preloadServiceDetails(): void {
  void loadDetails().catch(() => {});
}

/**
 * A service's Learn More content. Its copy (about 4 KB of gzip JavaScript for the three services)
 * is not part of the /services page's first load.
 */
export function LazyServiceDetails({ slug }: { slug: string }) {
  return (
    <Suspense fallback={<div aria-busy="true" className="min-h-48" />}>
      <Details slug={slug} />
    </Suspense>
  );
}
