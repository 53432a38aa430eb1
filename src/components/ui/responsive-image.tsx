import type { ComponentPropsWithoutRef } from "react";
import type { ImageVariant } from "../../shared/api-types";
import { srcsetOf } from "../../shared/image-srcset";

type StoredImage = {
  imagePath: string;
  variants?: ImageVariant[];
  width?: number | null;
  height?: number | null;
  altText?: string | null;
};

/**
 * An R2 image at a size that fits its slot: srcset over the stored variants, explicit width and
 * height (no layout shift), lazy unless it is the page's LCP image (`priority`). The one image
 * component of the public site, the portal and the admin (issue 27), with the one srcset builder
 * (src/shared/image-srcset.ts).
 */
export function ResponsiveImage({
  image,
  src = image?.imagePath ?? "",
  variants = image?.variants,
  width = image?.width,
  height = image?.height,
  alt = image?.altText ?? "",
  sizes,
  priority = false,
  later = false,
  className = "",
  ...rest
}: Omit<ComponentPropsWithoutRef<"img">, "src" | "width" | "height" | "alt"> & {
  /** A stored image: its path, web sizes, size and alt text (each can still be given apart). */
  image?: StoredImage;
  src?: string;
  variants?: ImageVariant[];
  width?: number | null;
  height?: number | null;
  /** Without it, the image's own alt text, else "" (decorative). */
  alt?: string;
  sizes: string;
  priority?: boolean;
  /**
   * Its sources as `data-src`, `data-srcset`, `data-sizes`, not fetched until a script sets them
   * (Home's later slides: src/first-load/slideshow.ts).
   */
  later?: boolean;
}) {
  const srcSet = srcsetOf(variants) ?? undefined;
  const sources = { src, srcSet, sizes: srcSet ? sizes : undefined };
  const img = (
    <img
      {...(later
        ? { "data-src": sources.src, "data-srcset": sources.srcSet, "data-sizes": sources.sizes }
        : sources)}
      width={width ?? undefined}
      height={height ?? undefined}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      className={className}
      {...rest}
    />
  );
  // The page's LCP image is preloaded by the Worker at the top of <head>, before the fonts and the
  // stylesheet (worker/pages/rewrite-html.ts, with this very srcset and sizes). React's server
  // renderer would add a second preload of it at the start of the painted page; it leaves out an
  // image inside <picture> (whose source the browser picks), so the priority image is wrapped in
  // one, laid out as if it were not there (display: contents).
  return priority ? <picture className="contents">{img}</picture> : img;
}

// TitleTile lives beside ResponsiveImage, its stand-in: this module is in the entry chunk every
// page loads, where a module of its own became a chunk of its own (one more request for Home).
/**
 * A typographic stand-in for a missing photograph on the public site (issue 28): the title set
 * large in the serif on a calm olive-tinted ivory, a small line (category, year) above it. It fills
 * the frame it is put in (the card keeps its 4:5 or square frame), so nothing moves when a photo
 * is added later. Never the words 'No image', never an icon.
 *
 * It is decoration for sighted readers: the card already names the title (its link or heading)
 * and the category and year in text, so the tile is aria-hidden and no name is read twice.
 * The type scales with the tile's own width (a container query), so a long title still fits a
 * phone's card and a narrow three-column one.
 */
export function TitleTile({ title, note }: { title: string; note?: string | null }) {
  // Styled by .title-tile (src/styles.css).
  return (
    <div aria-hidden="true" data-testid="title-tile" className="title-tile">
      <p>{note ?? ""}</p>
      <p>{title}</p>
    </div>
  );
}
