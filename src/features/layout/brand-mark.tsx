import { ResponsiveImage } from "../../components/ui/responsive-image";
import type { BrandImage } from "../../shared/api-types";

/** The logo's height in the bar: 32 px on phones, 36 px from md up (h-8 / md:h-9). */
const LOGO_MAX_HEIGHT = 36;
/** A very wide logo is capped in width instead (object-contain keeps its proportions). */
const LOGO_MAX_WIDTH = 224;

/**
 * The studio's mark in the navigation bar and the phone menu: the uploaded logo (Brand Assets)
 * with the studio name as its alt text, or the name itself in the serif when there is no logo.
 * The logo carries its stored width and height, so the bar does not shift when it arrives.
 */
export function BrandMark({
  name,
  logo,
  className = "",
}: {
  name: string;
  logo: BrandImage | undefined;
  className?: string;
}) {
  if (!logo) return <span className={className}>{name}</span>;
  const ratio = logo.width && logo.height ? logo.width / logo.height : 3;
  const shown = Math.min(LOGO_MAX_WIDTH, Math.ceil(LOGO_MAX_HEIGHT * ratio));
  return (
    <ResponsiveImage
      image={logo}
      alt={name}
      sizes={`${shown}px`}
      // On every page, above the fold: not lazy, but never ahead of the page's own LCP image.
      loading="eager"
      data-testid="brand-logo"
      // Dark theme: a logo drawn for light backgrounds (as the Brand Assets page asks) would
      // vanish on the dark bar. Inverting the lightness and turning the hue back keeps its colours
      // close while dark ink becomes light and a light background turns dark like the bar.
      className="block h-8 w-auto max-w-[11rem] object-contain object-left md:h-9 md:max-w-[14rem] dark:hue-rotate-180 dark:invert"
    />
  );
}
