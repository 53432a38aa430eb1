/**
 * Product images take the same path as project images (docs/decisions/0005-image-variants.md):
 * the browser makes the web sizes (WebP 480/960/1600, and 2400 for large originals; never
 * upscaled), each size goes to R2 through a signed upload URL, then the product records the
 * uploaded sizes. The shared pieces live with the Project Manager; only the routes differ here.
 */
import { sendJson } from "../../../lib/api";
import type { AdminProduct } from "../../../shared/product";
import { makeVariants } from "../project-manager/image-variants";
import { type UploadTarget, uploadVariants } from "../project-manager/upload-image";

export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp";

/**
 * Makes, uploads and attaches one image to the product, as its cover or an extra image.
 * `onProgress` receives a fraction from 0 to 1 (making the sizes is the first fifth).
 */
export async function uploadProductImage(
  productId: number,
  file: File,
  options: { asCover: boolean; altText: string; onProgress?: (fraction: number) => void },
): Promise<AdminProduct> {
  if (!["image/jpeg", "image/png", "image/webp"].includes(file.type)) {
    throw new Error(`${file.name} is not a JPEG, PNG or WebP image.`);
  }
  const progress = options.onProgress ?? (() => undefined);
  const made = await makeVariants(file, (f) => progress(f * 0.2));
  const uploaded = await uploadVariants(
    file.name,
    made.variants,
    (target) => sendJson<UploadTarget>("POST", `/api/admin/products/${productId}/images/upload-url`, target),
    (f) => progress(0.2 + f * 0.75),
  );
  const product = await sendJson<AdminProduct>("POST", `/api/admin/products/${productId}/images`, {
    variants: uploaded,
    width: made.width,
    height: made.height,
    altText: options.altText,
    asCover: options.asCover,
  });
  progress(1);
  return product;
}
