import { createFileRoute, Link } from "@tanstack/react-router";
import { howWeBegin } from "../../content/how-we-begin";
import { ContactDetails } from "../../features/inquiry/contact-details";
import { DeferredInquiryForm } from "../../features/inquiry/deferred-inquiry-form";
import { parsePieces, piecesMessage } from "../../features/inquiry/pieces-message";
import { StepTitle } from "../../features/services/step-title";
import { staticHead } from "../../first-load/static-head";
import { usePageTitle } from "../../lib/use-page-title";
import { TITLE_CONTACT } from "../../shared/pages";

type ContactSearch = { pieces?: string };

export const Route = createFileRoute("/_site/contact")({
  validateSearch: (search: Record<string, unknown>): ContactSearch => ({
    pieces: typeof search.pieces === "string" && search.pieces.trim() !== "" ? search.pieces : undefined,
  }),
  // Its head tags, built in the Worker's render only (src/first-load/static-head.ts).
  head: staticHead("contact"),
  component: ContactPage,
});

function ContactPage() {
  usePageTitle(TITLE_CONTACT);
  const { pieces } = Route.useSearch();
  const titles = parsePieces(pieces);
  const initialMessage = piecesMessage(titles);

  return (
    <>
      <section aria-labelledby="contact-title" className="section pb-0">
        <div className="container-page">
          <p className="eyebrow">Contact</p>
          <h1 id="contact-title" className="mt-4 max-w-3xl text-4xl md:text-6xl">
            Let's talk about your home
          </h1>
          <p className="prose-measure mt-6 text-lg text-[var(--color-muted)]">
            A new project, a single room or a piece from the shop: write to us and one of our principals will
            reply within 24 hours.
          </p>
        </div>
      </section>

      <section aria-label="Write to us" className="section">
        <div className="container-page grid gap-16 md:grid-cols-12 md:gap-10">
          <div className="order-2 grid content-start gap-14 md:order-1 md:col-span-5 lg:col-span-4">
            <div>
              <h2 className="text-2xl">The studio</h2>
              <div className="mt-6">
                <ContactDetails showServiceArea />
              </div>
              <p className="mt-5 text-sm leading-relaxed text-[var(--color-muted)]">
                We meet clients in their homes across our service area, and virtually beyond it. Studio visits
                are by appointment.
              </p>
            </div>
            <div>
              <h2 className="text-2xl">What happens next</h2>
              <ol className="mt-6 grid gap-6">
                {howWeBegin.map((step) => (
                  <li key={step.step} className="grid grid-cols-[2rem_1fr] gap-3">
                    <span
                      aria-hidden="true"
                      className="font-serif text-2xl leading-none text-[var(--color-accent)]"
                    >
                      {step.step}
                    </span>
                    <div>
                      <StepTitle
                        step={step}
                        className="font-sans text-[0.95rem] font-medium"
                        badgeClassName="mt-1 text-[0.7rem] tracking-[0.14em] text-[var(--color-muted)] uppercase"
                      />
                    </div>
                  </li>
                ))}
              </ol>
              <p className="mt-6 text-sm">
                <Link to="/services" hash="how-we-begin" className="link-underline">
                  More about how we work
                </Link>
              </p>
            </div>
          </div>

          <div className="order-1 md:order-2 md:col-span-7 lg:col-start-6">
            {titles.length > 0 ? (
              <p className="mb-8 border-l-2 border-[var(--color-accent)] pl-4 text-sm text-[var(--color-muted)]">
                We've added the pieces from your cart to the message below. Add anything you'd like to ask.
              </p>
            ) : null}
            <DeferredInquiryForm key={initialMessage} initialMessage={initialMessage} />
          </div>
        </div>
      </section>
    </>
  );
}
