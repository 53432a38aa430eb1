import type { ComponentPropsWithoutRef } from "react";
import type { ImageVariant } from "../../shared/api-types";

/**
 * An R2 image at a size that fits its slot: srcset over the stored variants, explicit width and
 * height (no layout shift), lazy unless it is the page's LCP image (`priority`).
 */
export function ResponsiveImage({
  src,
  variants,
  width,
  height,
  alt,
  sizes,
  priority = false,
  className = "",
  ...rest
}: Omit<ComponentPropsWithoutRef<"img">, "src" | "width" | "height" | "alt"> & {
  src: string;
  variants?: ImageVariant[];
  width?: number | null;
  height?: number | null;
  alt: string;
  sizes: string;
  priority?: boolean;
}) {
  const srcSet =
    variants && variants.length > 0
      ? [...variants]
          .sort((a, b) => a.width - b.width)
          .map((v) => `${v.path} ${v.width}w`)
          .join(", ")
      : undefined;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
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
}
