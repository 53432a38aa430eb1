import { useEffect, useState } from "react";
import type { PublicImage } from "../../shared/api-types";
import {
  hasDimensions,
  ORIENTATION_PROBE_TIMEOUT_MS,
  type Orientation,
  orientationFromSize,
} from "../../shared/gallery-layout";

/**
 * Loads an image to learn its orientation (SPEC section 9): a load failure or no answer within
 * 15 s counts as landscape; a loaded image without usable dimensions counts as portrait.
 */
export function probeOrientation(
  src: string,
  timeoutMs = ORIENTATION_PROBE_TIMEOUT_MS,
): Promise<Orientation> {
  return new Promise((resolve) => {
    const img = new Image();
    let settled = false;
    const finish = (orientation: Orientation) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      img.onload = null;
      img.onerror = null;
      resolve(orientation);
    };
    const timer = setTimeout(() => finish("landscape"), timeoutMs);
    img.onload = () => finish(orientationFromSize(img.naturalWidth, img.naturalHeight));
    img.onerror = () => finish("landscape");
    img.decoding = "async";
    img.src = src;
  });
}

/**
 * Orientation of each image by id. Stored width/height answer at once; only images without them
 * are probed in the browser, and until a probe answers they count as landscape (standing alone
 * is the layout that can never be wrong for a neighbour).
 */
export function useImageOrientations(images: PublicImage[]): Map<number, Orientation> {
  const [probed, setProbed] = useState<ReadonlyMap<number, Orientation>>(() => new Map());

  const unknown = images.filter((i) => !hasDimensions(i.width, i.height) && !probed.has(i.id));
  const unknownKey = unknown.map((i) => `${i.id}:${i.imagePath}`).join("|");

  // Keyed by the images still unknown, so a re-render with the same images starts no new probe.
  useEffect(() => {
    if (unknown.length === 0) return;
    let cancelled = false;
    for (const image of unknown) {
      void probeOrientation(image.imagePath).then((orientation) => {
        if (cancelled) return;
        setProbed((current) => new Map(current).set(image.id, orientation));
      });
    }
    return () => {
      cancelled = true;
    };
  }, [unknownKey]);

  const result = new Map<number, Orientation>();
  for (const image of images) {
    if (hasDimensions(image.width, image.height) && image.width !== null && image.height !== null) {
      result.set(image.id, orientationFromSize(image.width, image.height));
    } else {
      result.set(image.id, probed.get(image.id) ?? "landscape");
    }
  }
  return result;
}
