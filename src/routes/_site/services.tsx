import { createFileRoute } from "@tanstack/react-router";
import { DeferredHowWeBegin } from "../../features/services/deferred-how-we-begin";
import { DeferredServicesInquiry } from "../../features/services/deferred-services-inquiry";
import { ServiceCards } from "../../features/services/service-cards";
import { staticHead } from "../../first-load/static-head";
import { usePageTitle } from "../../lib/use-page-title";
import { TITLE_SERVICES } from "../../shared/pages";

export const Route = createFileRoute("/_site/services")({
  // Its head tags, built in the Worker's render only (src/first-load/static-head.ts).
  head: staticHead("services"),
  component: ServicesPage,
});

function ServicesPage() {
  usePageTitle(TITLE_SERVICES);
  return (
    <>
      <section aria-labelledby="services-title" className="section pb-0">
        <div className="container-page">
          <p className="eyebrow">Services</p>
          <h1 id="services-title" className="mt-4 max-w-3xl text-4xl md:text-6xl">
            Design services, led by our principals
          </h1>
          <p className="prose-measure mt-6 text-lg text-[var(--color-muted)]">
            Whether you are renovating a whole home, refreshing a single room or looking for a second opinion,
            we offer three ways to work together. Each one is led personally by our two founding principals.
          </p>
        </div>
      </section>

      <section aria-labelledby="our-services-title" className="section">
        <div className="container-page">
          {/* The cards' titles are h3: this keeps the outline h1 → h2 → h3 for screen readers. */}
          <h2 id="our-services-title" className="sr-only">
            Our services
          </h2>
          <ServiceCards inquiryTargetId="inquiry" />
        </div>
      </section>

      <section
        id="how-we-begin"
        aria-labelledby="how-we-begin-title"
        className="section scroll-mt-16 border-y border-[var(--color-line)] bg-[var(--color-subtle)]"
      >
        <div className="container-page">
          <DeferredHowWeBegin />
        </div>
      </section>

      <DeferredServicesInquiry />
    </>
  );
}
