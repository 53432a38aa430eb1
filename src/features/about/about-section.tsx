import { Link } from "@tanstack/react-router";
import { buttonClass } from "../../components/ui/button";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { aboutBanner, aboutParagraphs, type Principal, principals } from "../../content/about";
import { withServiceArea } from "../../content/service-area";
import { ABOUT_IMAGE_SLOT, aboutImageSizes, portraitImageSizes } from "../../shared/image-sizes";
import { useServiceArea, useSiteInfo } from "../site/use-site-info";

/** Brand image beside the About text: replaceable from the brand assets, like every static photo. */
export { ABOUT_IMAGE_SLOT };

/**
 * The studio's story (SPEC: four paragraphs about the studio, its two founders and its boutique
 * approach) in an editorial two-column layout. Used by /about and available to the Home page.
 */
export function AboutSection({
  titleAs: Title = "h2",
  imageSlot = ABOUT_IMAGE_SLOT,
  id = "about",
}: {
  /** h1 on /about, h2 where the section sits inside another page. */
  titleAs?: "h1" | "h2";
  imageSlot?: string;
  id?: string;
}) {
  const { data: site } = useSiteInfo();
  const image = site?.assets[imageSlot];
  const serviceArea = useServiceArea();
  const [lead, ...rest] = aboutParagraphs.map((p) => withServiceArea(p, serviceArea));
  const titleId = `${id}-title`;

  return (
    <section id={id} aria-labelledby={titleId} className="section">
      {/* DOM order title → photo → story: phones see the heading first; wide screens put the photo
          in the left column beside both. */}
      <div className="container-page grid gap-10 md:grid-cols-12 md:grid-rows-[auto_1fr] md:gap-x-10 md:gap-y-0">
        <div className="md:col-span-6 md:col-start-7 md:row-start-1">
          <p className="eyebrow">About the Studio</p>
          <Title id={titleId} className="mt-4 text-4xl md:text-[3.25rem]">
            Thoughtful design, layered for living
          </Title>
          <div className="mt-8 h-px w-16 bg-[var(--color-accent)] md:mt-10" aria-hidden="true" />
        </div>

        <div className="md:col-span-5 md:col-start-1 md:row-span-2 md:row-start-1 md:pt-2">
          <figure className="md:sticky md:top-28">
            <div className="aspect-[4/5] overflow-hidden bg-[var(--color-subtle)]">
              {image ? (
                <ResponsiveImage
                  image={image}
                  alt={image.altText ?? "A room designed by the studio"}
                  sizes={aboutImageSizes(image.width, image.height)}
                  // The page's LCP image on phones (the Worker preloads it with the same sizes).
                  priority
                  className="h-full w-full object-cover"
                />
              ) : null}
            </div>
            <figcaption className="mt-3 text-xs text-[var(--color-muted)]">
              Linen, oak, plaster and stone in the late afternoon light: the materials we return to.
            </figcaption>
          </figure>
        </div>

        <div className="md:col-span-6 md:col-start-7 md:row-start-2">
          <div className="prose-measure grid gap-6 text-[1.02rem] leading-[1.75] text-[var(--color-ink)] md:mt-10">
            {lead ? <p className="font-serif text-xl leading-[1.55] md:text-[1.4rem]">{lead}</p> : null}
            {rest.map((p) => (
              <p
                key={p.slice(0, 32)}
                className="text-[color-mix(in_srgb,var(--color-ink)_85%,var(--color-muted))]"
              >
                {p}
              </p>
            ))}
          </div>
          <dl className="mt-12 grid grid-cols-1 border-t border-[var(--color-line)] sm:grid-cols-3">
            <AboutFact label="Led by" value="Two founding principals" />
            <AboutFact label="Approach" value="A few projects at a time" />
            <AboutFact label="Serving" value={serviceArea} />
          </dl>
        </div>
      </div>
    </section>
  );
}

function AboutFact({ label, value }: { label: string; value: string }) {
  return (
    <div className="border-b border-[var(--color-line)] py-5 sm:border-b-0 sm:pr-6">
      <dt className="eyebrow">{label}</dt>
      <dd className="mt-2 font-serif text-lg leading-snug">{value}</dd>
    </div>
  );
}

/** Initials for a principal without a portrait yet: "Claire Holloway" → "CH". */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .slice(0, 2)
    .join("");
}

function PrincipalCard({ principal: fallback }: { principal: Principal }) {
  const { data: site } = useSiteInfo();
  const portrait = site?.assets[fallback.portraitSlot];
  // The words the studio edited on Brand Assets (GET /api/site `principals`), else about.ts's.
  const principal = { ...fallback, ...site?.principals?.[fallback.portraitSlot] };
  return (
    <li data-testid="principal">
      {portrait ? (
        <div className="aspect-[4/5] overflow-hidden bg-[var(--color-subtle)]">
          {/* Below the first screen: lazy, and sized by its width and height (no layout shift). */}
          <ResponsiveImage
            image={portrait}
            alt={portrait.altText ?? `Portrait of ${principal.name}`}
            sizes={portraitImageSizes(portrait.width, portrait.height)}
            className="h-full w-full object-cover"
          />
        </div>
      ) : (
        // No portrait uploaded yet: a small monogram in the serif, not a screen-tall empty frame
        // (a phone would scroll past a whole screen of initials).
        <div
          aria-hidden="true"
          data-testid="principal-initials"
          className="grid size-24 place-items-center rounded-full border border-[var(--color-line)] bg-[var(--color-subtle)] font-serif text-3xl tracking-[-0.03em] md:size-28 md:text-4xl"
        >
          {initialsOf(principal.name)}
        </div>
      )}
      <h3 className="mt-6 text-2xl md:text-[1.75rem]">{principal.name}</h3>
      <p className="eyebrow mt-2">{principal.role}</p>
      <p className="mt-4 max-w-[38ch] leading-[1.7] text-[var(--color-muted)]">{principal.line}</p>
    </li>
  );
}

/**
 * The two founding principals (issue 28): a portrait, name, role and a line each. The studio edits
 * them on Brand Assets (/upload: the portraits are brand images, the words are stored beside
 * them); src/content/about.ts holds the words until they are edited.
 */
export function AboutPrincipals() {
  // Wide screens: the heading in the left column, the two principals side by side on the right.
  return (
    <section aria-labelledby="principals-title" className="section pt-0">
      <div className="container-page">
        <div className="grid gap-10 border-t border-[var(--color-line)] pt-10 md:pt-14 lg:grid-cols-12 lg:gap-x-10">
          <div className="lg:col-span-4">
            <p className="eyebrow">The Principals</p>
            <h2 id="principals-title" className="mt-4 text-3xl text-balance md:text-5xl">
              The two of us, on every project
            </h2>
          </div>
          <ul className="grid gap-14 sm:grid-cols-2 sm:gap-10 lg:col-span-8">
            {principals.map((principal) => (
              <PrincipalCard key={principal.portraitSlot} principal={principal} />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** The 'Start Your Design Journey' call to action (SPEC: on /about only). */
export function AboutBanner() {
  return (
    <section
      aria-labelledby="about-banner-title"
      className="border-y border-[var(--color-line)] bg-[var(--color-subtle)]"
    >
      <div className="container-page flex flex-col items-center py-20 text-center md:py-28">
        <p className="eyebrow">Work With Us</p>
        <h2 id="about-banner-title" className="mt-4 text-3xl md:text-5xl">
          {aboutBanner.heading}
        </h2>
        <p className="prose-measure mt-6 text-[var(--color-muted)] md:text-lg">{aboutBanner.body}</p>
        <Link to="/services" className={buttonClass("primary", "lg", "mt-10")}>
          {aboutBanner.cta}
        </Link>
      </div>
    </section>
  );
}
