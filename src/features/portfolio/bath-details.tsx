import { ResponsiveImage } from "../../components/ui/responsive-image";
import { SectionHeading } from "../../components/ui/section-heading";
import { bathDetails } from "../../content/bath-details";
import { bathDetailsIntro } from "../../content/portfolio";
import { useSiteInfo } from "../site/use-site-info";

/**
 * 'Collected Bath Details' (SPEC section 2): a static gallery of captioned photos. The photos are
 * the studio's brand images bath-1 .. bath-6 (replaceable in the admin); a missing one is skipped.
 */
export function BathDetails() {
  const { data: site } = useSiteInfo();
  const photos = bathDetails.flatMap((detail) => {
    const asset = site?.assets[detail.image];
    return asset ? [{ ...detail, asset }] : [];
  });
  if (photos.length === 0) return null;

  return (
    <section aria-labelledby="bath-details-heading" data-testid="bath-details" className="section">
      <div className="max-w-2xl">
        <SectionHeading id="bath-details-heading" eyebrow={bathDetailsIntro.eyebrow}>
          {bathDetailsIntro.heading}
        </SectionHeading>
        <p className="mt-5 text-[1.05rem] leading-relaxed text-[var(--color-muted)]">
          {bathDetailsIntro.body}
        </p>
      </div>
      <ul className="mt-12 grid grid-cols-2 gap-x-4 gap-y-8 md:mt-16 md:grid-cols-3 md:gap-x-8 md:gap-y-12">
        {photos.map(({ image, caption, asset }) => (
          <li key={image}>
            <figure>
              <div className="aspect-[4/5] overflow-hidden bg-[var(--color-subtle)]">
                <ResponsiveImage
                  image={asset}
                  alt={asset.altText ?? caption}
                  sizes="(min-width: 1280px) 370px, (min-width: 768px) 30vw, 50vw"
                  className="h-full w-full object-cover"
                />
              </div>
              <figcaption className="mt-3 text-[0.8125rem] leading-snug text-[var(--color-muted)]">
                {caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
