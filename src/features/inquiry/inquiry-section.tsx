import type { ReactNode } from "react";
import { ContactDetails } from "./contact-details";
import { InquiryForm } from "./inquiry-form";

/**
 * 'Start Your Design Journey': the inquiry form beside the studio's contact details and whatever
 * the page adds below them (the FAQ on /services).
 */
export function InquirySection({
  id = "inquiry",
  initialMessage,
  aside,
}: {
  id?: string;
  initialMessage?: string;
  aside?: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="section scroll-mt-16">
      {/* DOM order intro → form → aside, so phones reach the form before the FAQ; on wide screens
          the intro and aside share the left column beside the form. */}
      <div className="container-page grid gap-14 md:grid-cols-12 md:grid-rows-[auto_1fr] md:gap-x-10 md:gap-y-12">
        <div className="md:col-span-5 md:row-start-1 lg:col-span-4">
          <p className="eyebrow">Inquire</p>
          <h2 id={titleId} className="mt-4 text-4xl md:text-5xl">
            Start Your Design Journey
          </h2>
          <p className="mt-6 text-[var(--color-muted)]">
            Tell us about your home and what you have in mind. We read every inquiry ourselves and reply
            within 24 hours to arrange a complimentary discovery call.
          </p>
          <div className="mt-10">
            <ContactDetails />
          </div>
        </div>
        <div className="md:col-span-7 md:col-start-6 md:row-span-2 md:row-start-1 lg:col-span-7 lg:col-start-6">
          <InquiryForm initialMessage={initialMessage} headingLevel={3} />
        </div>
        {aside ? <div className="md:col-span-5 md:row-start-2 lg:col-span-4">{aside}</div> : null}
      </div>
    </section>
  );
}
