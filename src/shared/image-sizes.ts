/**
 * `sizes` of the public pages' main image slots, in one place: the SPA's <img> and the Worker's
 * `<link rel="preload" imagesizes>` must say exactly the same, or the browser downloads a second
 * candidate. A photo that covers a frame of another shape (object-fit: cover) is drawn wider than
 * the frame, so its `sizes` grow by that factor: that is the width the browser must fill.
 */

/** How many times wider than its frame a width × height photo is drawn when covering it. */
export function coverScale(width: number | null, height: number | null, frameRatio: number): number {
  return width && height ? Math.max(1, width / height / frameRatio) : 1;
}

const scaled = (value: number, scale: number) => Math.ceil(value * scale);

/**
 * The home page's full-screen hero: 100vw wide and (100vh - 4rem) tall, so on a viewport narrower
 * than the photo's own ratio (every phone held upright) the photo fills the height and is drawn
 * `ratio × (100vh - 4rem)` wide.
 *
 * On a phone held upright only the middle third of that width is on screen, so the hero is asked
 * for at 80% of it: on a 412 × 823 phone at 1.75× the browser takes the 1600 px variant (39 KB)
 * instead of the 2400 px one (73 KB), the LCP image of the site's most visited page; at 1.4 image
 * pixels per CSS pixel a photograph under the headline looks the same, and 3× phones still get the
 * largest variant.
 */
export function heroImageSizes(width: number | null, height: number | null): string {
  if (!width || !height) return "100vw";
  const ratio = (width / height).toFixed(3);
  const phoneRatio = ((width / height) * 0.8).toFixed(3);
  return `(max-width: 640px) and (max-aspect-ratio: ${width}/${height}) calc(${phoneRatio} * (100vh - 4rem)), (max-aspect-ratio: ${width}/${height}) calc(${ratio} * (100vh - 4rem)), 100vw`;
}

/** A portfolio card's 4:5 frame in the 1 / 2 / 3-column grid of .container-page. */
export function cardImageSizes(width: number | null, height: number | null): string {
  const s = coverScale(width, height, 4 / 5);
  return `(min-width: 1280px) ${scaled(370, s)}px, (min-width: 1024px) ${scaled(30, s)}vw, (min-width: 640px) ${scaled(50, s)}vw, ${scaled(100, s)}vw`;
}

/** The /about photo's 4:5 frame: full width on phones, 5 of 12 columns from 768 px. */
export function aboutImageSizes(width: number | null, height: number | null): string {
  const s = coverScale(width, height, 4 / 5);
  return `(min-width: 1200px) ${scaled(460, s)}px, (min-width: 768px) ${scaled(40, s)}vw, ${scaled(100, s)}vw`;
}

/** A principal's 4:5 portrait on /about: one column on phones, two from 640 px (in 8 of 12 from 1024 px). */
export function portraitImageSizes(width: number | null, height: number | null): string {
  const s = coverScale(width, height, 4 / 5);
  return `(min-width: 1200px) ${scaled(360, s)}px, (min-width: 1024px) ${scaled(30, s)}vw, (min-width: 640px) ${scaled(45, s)}vw, ${scaled(100, s)}vw`;
}

/** A shop product's square frame in the 1 / 2 / 3-column grid (product photos are square). */
export const PRODUCT_IMAGE_SIZES = "(min-width: 1200px) 370px, (min-width: 640px) 45vw, 100vw";

// A project page's photographs (its full-bleed hero, a photo standing alone) have their `sizes` in
// src/shared/gallery-layout.ts, beside the layout: the page then loads no chunk of its own for them.

/** Brand image slots of the public pages' LCP images (brand assets, replaceable from /upload). */
export const FIRST_HERO_SLOT = "hero-1";
export const ABOUT_IMAGE_SLOT = "hero-3";
