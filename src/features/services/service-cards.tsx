import { useState } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { LazyDialog } from "../../components/ui/lazy-dialog";
import { type Service, services } from "../../content/services";
import { LazyServiceDetails, preloadServiceDetails } from "./lazy-service-details";
import { ServiceIcon } from "./service-icon";

/** Moves the visitor from a dialog to the inquiry form and puts focus in its first field. */
function goToInquiry(targetId: string) {
  // After the dialog has closed and handed focus back to its trigger.
  window.setTimeout(() => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    // The form loads as it comes into view (lazy-inquiry-form.tsx): wait for its first field.
    const started = Date.now();
    const focusFirstField = () => {
      const field = target.querySelector<HTMLElement>("input, select, textarea");
      if (field) field.focus({ preventScroll: true });
      else if (Date.now() - started < 5000) window.requestAnimationFrame(focusFirstField);
    };
    focusFirstField();
  }, 60);
}

function ServiceCard({ service, inquiryTargetId }: { service: Service; inquiryTargetId?: string }) {
  const [open, setOpen] = useState(false);
  const titleId = `service-${service.slug}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col border-t border-[var(--color-ink)]/80 pt-8 md:pt-10"
    >
      <div className="flex items-start justify-between gap-4 text-[var(--color-accent-ink)]">
        <ServiceIcon name={service.icon} />
        {service.popular ? <Badge tone="accent">Popular</Badge> : null}
      </div>
      <h3 id={titleId} className="mt-8 text-3xl">
        {service.title}
      </h3>
      <p className="mt-4 font-serif text-lg leading-snug">{service.description}</p>
      <p className="mt-4 text-[0.95rem] leading-relaxed text-[var(--color-muted)]">
        {service.longDescription}
      </p>
      <dl className="mt-8 grid grid-cols-2 gap-6 border-y border-[var(--color-line)] py-5">
        <div>
          <dt className="eyebrow">Investment</dt>
          <dd className="mt-1.5 text-sm leading-snug">{service.price}</dd>
        </div>
        <div>
          <dt className="eyebrow">Timeline</dt>
          <dd className="mt-1.5 text-sm leading-snug">{service.duration}</dd>
        </div>
      </dl>
      <div className="mt-auto pt-8">
        <LazyDialog
          preload={preloadServiceDetails}
          open={open}
          onOpenChange={setOpen}
          size="lg"
          title={service.title}
          trigger={
            <Button
              variant="outline"
              data-testid={`button-learn-more-${slugifyTitle(service.title)}`}
              className="w-full sm:w-auto"
            >
              Learn More<span className="sr-only"> about {service.title}</span>
            </Button>
          }
          footer={
            <>
              <Button variant="ghost" onClick={() => setOpen(false)}>
                Close
              </Button>
              {inquiryTargetId ? (
                <Button
                  onClick={() => {
                    setOpen(false);
                    goToInquiry(inquiryTargetId);
                  }}
                >
                  Start Your Inquiry
                </Button>
              ) : null}
            </>
          }
        >
          <LazyServiceDetails slug={service.slug} />
        </LazyDialog>
      </div>
    </article>
  );
}

/** The three services (SPEC section 2), side by side on wide screens, stacked on phones. */
export function ServiceCards({ inquiryTargetId }: { inquiryTargetId?: string }) {
  return (
    <div className="grid gap-16 md:grid-cols-3 md:gap-10 lg:gap-14">
      {services.map((service) => (
        <ServiceCard key={service.slug} service={service} inquiryTargetId={inquiryTargetId} />
      ))}
    </div>
  );
}

/** "Full-Service Design" → "full-service-design" (the Learn More test ids, SPEC section 2). */
function slugifyTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
