/**
 * Project gallery layout (SPEC sections 2 and 9), pure so that the public project page and the
 * admin preview lay images out identically.
 *
 * - The first image always stands alone (it opens the story, like a cover).
 * - A landscape or square image stands alone.
 * - A portrait is paired with the portrait that follows it; otherwise it stands alone.
 * - Each image's layout choice overrides this: "single" forces it to stand alone, "pair" pairs it
 *   with the next image whatever their orientations (unless that next image is forced "single").
 *   The spec's hard-coded image ids become this per-image choice, set by the studio in the admin.
 */

export type Orientation = "landscape" | "portrait" | "square";
export type GalleryLayoutChoice = "auto" | "single" | "pair";

export const LANDSCAPE_RATIO = 1.1;
export const PORTRAIT_RATIO = 0.9;
/** How long the browser may spend loading an image to learn its size before assuming landscape. */
export const ORIENTATION_PROBE_TIMEOUT_MS = 15_000;

/** Whether stored dimensions are usable (both positive, finite numbers). */
export function hasDimensions(width: number | null | undefined, height: number | null | undefined): boolean {
  return (
    typeof width === "number" &&
    typeof height === "number" &&
    Number.isFinite(width) &&
    Number.isFinite(height) &&
    width > 0 &&
    height > 0
  );
}

/**
 * Orientation from a width and height: ratio above 1.1 landscape, below 0.9 portrait, otherwise
 * square. Invalid dimensions (zero, negative, not numbers) count as portrait, as the spec says of
 * an image that loaded but reported no usable size.
 */
export function orientationFromSize(width: number, height: number): Orientation {
  if (!hasDimensions(width, height)) return "portrait";
  const ratio = width / height;
  if (ratio > LANDSCAPE_RATIO) return "landscape";
  if (ratio < PORTRAIT_RATIO) return "portrait";
  return "square";
}

export type GalleryInput<T> = {
  item: T;
  orientation: Orientation;
  layout?: GalleryLayoutChoice;
};

export type GalleryRow<T> =
  | { kind: "single"; items: [T]; startIndex: number }
  | { kind: "pair"; items: [T, T]; startIndex: number };

/** Groups images, in order, into rows of one or two. `startIndex` is the first image's position. */
export function layoutGallery<T>(inputs: readonly GalleryInput<T>[]): GalleryRow<T>[] {
  const rows: GalleryRow<T>[] = [];
  let i = 0;
  while (i < inputs.length) {
    const current = inputs[i];
    if (current === undefined) break;
    const next = inputs[i + 1];
    if (i > 0 && next !== undefined && pairs(current, next)) {
      rows.push({ kind: "pair", items: [current.item, next.item], startIndex: i });
      i += 2;
    } else {
      rows.push({ kind: "single", items: [current.item], startIndex: i });
      i += 1;
    }
  }
  return rows;
}

function pairs<T>(current: GalleryInput<T>, next: GalleryInput<T>): boolean {
  const own = current.layout ?? "auto";
  const theirs = next.layout ?? "auto";
  if (own === "single" || theirs === "single") return false;
  if (own === "pair") return true;
  return current.orientation === "portrait" && next.orientation === "portrait";
}

/**
 * A project page's photographs in the order it shows them (issue 28): the hero (the image flagged
 * isHero, the portfolio card's photo) opens the page, the others follow in their own order. Used
 * by the page and by the Worker's preload of its LCP image (src/shared/page-head.ts).
 */
export function heroFirst<T extends { isHero: boolean }>(images: readonly T[]): T[] {
  const at = images.findIndex((image) => image.isHero);
  const hero = images[at];
  if (at <= 0 || hero === undefined) return [...images];
  return [hero, ...images.slice(0, at), ...images.slice(at + 1)];
}

/**
 * `sizes` of a project page's photographs (the Worker's preload of the hero says the same; see
 * src/shared/image-sizes.ts for the other pages'). The hero is full bleed: always the viewport's
 * width (its frame, capped at a screen's height, crops top and bottom, never the sides).
 */
export const PROJECT_HERO_SIZES = "100vw";
/** A photograph standing alone further down the gallery (never cropped). */
export const GALLERY_SINGLE_SIZES = "(min-width: 1200px) 1136px, 100vw";
