import { createFileRoute, Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useSiteInfo } from "../../features/site/use-site-info";
import { useScrollToTop } from "../../first-load/hydration";
import { staticHead } from "../../first-load/static-head";
import { usePageTitle } from "../../lib/use-page-title";
import { longDate } from "../../shared/long-date";
import { TITLE_ACCESSIBILITY } from "../../shared/pages";
import { telHref } from "../../shared/phone";

/**
 * The accessibility statement (/accessibility): what the studio aims at, what the site does, where
 * it falls short and how to get help. A public page, painted by the Worker like About: one
 * readable column in the site's frame, set like the legal pages (src/features/legal/legal-page.tsx).
 *
 * Each claim under "What the site does" is something the code does and the tests check: the skip
 * link and focus ring (src/features/layout/skip-link.tsx, styles.css `:focus-visible`), the
 * photographs' alt text (ResponsiveImage, the studio's own descriptions), reduced motion
 * (styles.css, the hero's pause button and still slideshow), labelled fields with their messages
 * (src/components/ui/field.tsx), keyboard pins and the typed signature (src/features/pins/,
 * proposal-view.tsx), the theme switch, no sideways scrolling at 390 px, and axe on every page
 * (tests/e2e/public-pages.spec.ts, accessibility.spec.ts; Lighthouse in seo.spec.ts). Edit the text when one of them changes,
 * and move the date of the last review.
 */
export const Route = createFileRoute("/_site/accessibility")({
  // Its head tags, built in the Worker's render only (src/first-load/static-head.ts).
  head: staticHead("accessibility"),
  component: AccessibilityPage,
});

/** When the statement was last checked against the site (ISO date). */
const LAST_REVIEWED = "2026-12-04";

/**
 * How soon the studio answers an accessibility request. A choice the spec leaves open: two
 * business days, a promise a studio of two principals can keep every week of the year (an
 * inquiry's answer is within 24 hours, but a document in another format may take longer to make).
 */
const ANSWER_WITHIN = "two business days";

type Section = { id: string; heading: string; body: ReactNode };

/** A paragraph led by a short term in medium weight, as on the legal pages. */
function Point({ term, children }: { term: string; children: ReactNode }) {
  return (
    <p>
      <span className="font-medium text-[var(--color-ink)]">{term}.</span> {children}
    </p>
  );
}

function HowToReachUs() {
  const { data: site } = useSiteInfo();
  const studio = site?.studio;
  return (
    <>
      <p>
        If any part of this site is hard for you to use, or you would like a document in another format,
        please tell us. Let us know the page and what happened, and we will answer within {ANSWER_WITHIN}.
      </p>
      {studio ? (
        <dl className="grid gap-3 border-l-2 border-[var(--color-line)] pl-5 sm:grid-cols-[auto_1fr] sm:gap-x-8">
          <dt className="eyebrow self-center">E-mail</dt>
          <dd>
            <a href={`mailto:${studio.email}`} className="link-underline break-all text-[var(--color-ink)]">
              {studio.email}
            </a>
          </dd>
          <dt className="eyebrow self-center">Phone</dt>
          <dd>
            <a href={telHref(studio.phone)} className="link-underline text-[var(--color-ink)]">
              {studio.phone}
            </a>
          </dd>
        </dl>
      ) : null}
      <p>
        You can also write to us through our{" "}
        <Link to="/contact" className="link-underline text-[var(--color-ink)]">
          contact form
        </Link>
        .
      </p>
    </>
  );
}

const SECTIONS: Section[] = [
  {
    id: "commitment",
    heading: "Our Commitment",
    body: (
      <>
        <p>
          We want everyone to be able to see our work, get in touch with us and use the client portal with
          ease, however they browse. This site aims to meet the Web Content Accessibility Guidelines (WCAG)
          2.2 at level AA, the standard most widely used for websites.
        </p>
        <p>
          Accessibility is part of how we build every page, not a layer added afterwards, and we review this
          statement as the site changes.
        </p>
      </>
    ),
  },
  {
    id: "what-the-site-does",
    heading: "What the Site Does",
    body: (
      <>
        <Point term="Keyboard">
          Every link, button, menu and form works with a keyboard alone. The first stop on each page is a Skip
          to content link, and whatever has focus is marked with a clear outline. In the client portal you can
          place a comment on a drawing with the arrow keys, and sign a proposal by typing your name.
        </Point>
        <Point term="Photographs">
          Photographs of our projects and pieces carry short written descriptions for screen readers, which
          our studio writes as it adds them. Purely decorative images are hidden from screen readers.
        </Point>
        <Point term="Screen readers">
          Pages are built with real headings, named regions and labelled form fields, so they can be read and
          navigated with a screen reader. When a form needs a correction, the message sits under the field it
          belongs to.
        </Point>
        <Point term="Contrast and zoom">
          Text is set with the contrast level AA asks for. The site follows your device&apos;s light or dark
          setting, and the switch at the foot of each page lets you choose. You can zoom in freely: pages
          rearrange to fit the screen rather than scroll sideways.
        </Point>
        <Point term="Motion">
          If your device asks for reduced motion, transitions are turned off and the slideshow on the home
          page stays still. Anyone can pause the slideshow with its button.
        </Point>
        <Point term="Testing">
          Every page of the site and the client portal is checked with automated accessibility tests each time
          the site&apos;s code changes.
        </Point>
      </>
    ),
  },
  {
    id: "known-limitations",
    heading: "Known Limitations",
    body: (
      <>
        <Point term="Documents">
          Proposals, drawings, mood boards and other files we share in the client portal are often PDFs or
          images made with design software, and they may not be fully accessible. If one is hard to use, we
          will provide it in another format on request, such as a text version or a walkthrough by phone.
        </Point>
        <Point term="Payments">
          Shop orders and invoices are paid on Stripe&apos;s secure checkout page, which Stripe designs and
          maintains. If anything there gets in your way, contact us and we will help you complete your
          payment.
        </Point>
      </>
    ),
  },
  { id: "getting-help", heading: "Getting Help", body: <HowToReachUs /> },
];

function AccessibilityPage() {
  usePageTitle(TITLE_ACCESSIBILITY);
  useScrollToTop();
  // A calendar date, the same words in the Worker's render and the browser (no `Intl`: see
  // src/shared/plain-format.ts).
  const reviewed = longDate(LAST_REVIEWED);
  return (
    <article aria-labelledby="accessibility-title" className="section">
      <div className="container-page grid gap-12 lg:grid-cols-12 lg:gap-10">
        <header className="lg:col-span-4">
          <p className="eyebrow">For every visitor</p>
          <h1 id="accessibility-title" className="mt-4 text-4xl md:text-5xl">
            {TITLE_ACCESSIBILITY}
          </h1>
          <p className="mt-5 text-sm text-[var(--color-muted)]">
            Last reviewed <time dateTime={LAST_REVIEWED}>{reviewed}</time>
          </p>
        </header>
        <div className="prose-measure lg:col-span-8 lg:col-start-5">
          {SECTIONS.map((section) => (
            <section
              key={section.id}
              aria-labelledby={`${section.id}-title`}
              className="border-t border-[var(--color-line)] py-10 first:border-t-0 first:pt-0 last:pb-0"
            >
              <h2 id={`${section.id}-title`} className="text-2xl md:text-[1.75rem]">
                {section.heading}
              </h2>
              <div className="mt-5 grid gap-4 leading-[1.75] text-[color-mix(in_srgb,var(--color-ink)_85%,var(--color-muted))]">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
