import type { ImageVariant } from "./api-types";

/**
 * The one srcset builder (issue 27): every stored variant of an image, narrowest first, as
 * `path width"w"`; null when the image has none (a local preview, an old row). ResponsiveImage
 * (src/components/ui/responsive-image.tsx) writes it on every <img> and the Worker's LCP preload
 * (src/shared/page-head.ts) on its <link>, so the two always name the same candidates.
 */
export function srcsetOf(variants: readonly ImageVariant[] | undefined): string | null {
  return variants?.length
    ? [...variants]
        .sort((a, b) => a.width - b.width)
        .map((v) => `${v.path} ${v.width}w`)
        .join(", ")
    : null;
}
