/**
 * Web images (project images, brand assets) use the shared upload flow (storage/uploads.ts): the
 * browser makes web-sized variants, asks one signed URL per variant, PUTs the bytes, then
 * registers the image with the keys it got. Here: the reservation for one variant, and the check
 * that every registered key was really uploaded for this purpose (and project).
 * See docs/decisions/0005-image-variants.md.
 */
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import type { ImageVariant } from "../db/schema";
import { badRequest } from "../http/errors";
import type { AppEnv } from "../types";
import { WEB_IMAGE_MAX_BYTES, WEB_IMAGE_TYPES } from "./file-types";
import { defaultVariant, mediaPath } from "./media";
import { completeReservationStatement, createUploadReservation, verifyUploadedObject } from "./uploads";

export type ImagePurpose = "project_image" | "brand_asset";

export async function reserveImageUpload(
  c: Context<AppEnv>,
  purpose: ImagePurpose,
  projectId: number | null,
  file: { fileName: string; fileType: string; fileSize: number },
) {
  const { uploadUrl, objectPath, expiresAt } = await createUploadReservation(c, {
    purpose,
    projectId,
    fileName: file.fileName,
    mimeType: file.fileType,
    size: file.fileSize,
    allowedTypes: WEB_IMAGE_TYPES,
    maxSize: WEB_IMAGE_MAX_BYTES,
    maxSizeLabel: "20 MB",
  });
  return { uploadUrl, objectPath, expiresAt };
}

/**
 * Verifies every uploaded variant and returns the stored variants (smallest first), the default
 * path (largest ≤ 1600 px, never chosen by the client) and the statements that mark the uploads
 * used, to batch with the row that owns them.
 */
export async function acceptImageVariants(
  c: Context<AppEnv>,
  purpose: ImagePurpose,
  projectId: number | null,
  uploaded: { width: number; objectPath: string }[],
): Promise<{ variants: ImageVariant[]; imagePath: string; completions: BatchItem<"sqlite">[] }> {
  const completions: BatchItem<"sqlite">[] = [];
  const variants: ImageVariant[] = [];
  for (const v of uploaded) {
    const { reservation, size } = await verifyUploadedObject(c, {
      objectPath: v.objectPath,
      purpose,
      projectId,
    });
    completions.push(completeReservationStatement(c, reservation.id, size));
    variants.push({ width: v.width, path: mediaPath(reservation.objectKey) });
  }
  variants.sort((a, b) => a.width - b.width);
  const main = defaultVariant(variants);
  if (!main) throw badRequest("Please upload the image first", { variants: "Please upload the image first" });
  return { variants, imagePath: main.path, completions };
}
