/**
 * Web images (project images, brand assets) use the shared upload flow (storage/uploads.ts): the
 * browser makes web-sized variants, asks one signed URL per variant, PUTs the bytes, then
 * registers the image with the keys it got. Here: the reservation for one variant, and the check
 * that every registered key was really uploaded for this purpose (and project).
 * See docs/decisions/0005-image-variants.md.
 */
import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { IMAGE_PATH_MESSAGES } from "../../src/shared/project";
import { type ImageVariant, uploadReservations } from "../db/schema";
import type { Deps } from "../deps";
import { badRequest } from "../http/errors";
import { WEB_IMAGE_MAX_BYTES, WEB_IMAGE_TYPES } from "./file-types";
import { r2RangeReader, readImageDimensions } from "./image-dimensions";
import { defaultVariant, MEDIA_PREFIX, mediaPath } from "./media";
import { completeReservationStatement, createUploadReservation, verifyUploadedObject } from "./uploads";

export type ImagePurpose = "project_image" | "brand_asset" | "selection_photo";

export async function reserveImageUpload(
  deps: Deps,
  purpose: ImagePurpose,
  projectId: number | null,
  file: { fileName: string; fileType: string; fileSize: number },
  /** The signed-in user reserving (kept on the reservation). */
  userId: number | null,
) {
  const { uploadUrl, objectPath, expiresAt } = await createUploadReservation(deps, {
    purpose,
    projectId,
    fileName: file.fileName,
    mimeType: file.fileType,
    size: file.fileSize,
    allowedTypes: WEB_IMAGE_TYPES,
    maxSize: WEB_IMAGE_MAX_BYTES,
    maxSizeLabel: "20 MB",
    userId,
  });
  return { uploadUrl, objectPath, expiresAt };
}

/**
 * Verifies every uploaded variant and returns the stored variants (smallest first), the default
 * path (largest ≤ 1600 px, never chosen by the client) and the statements that mark the uploads
 * used, to batch with the row that owns them.
 */
export async function acceptImageVariants(
  deps: Deps,
  purpose: ImagePurpose,
  projectId: number | null,
  uploaded: { width: number; objectPath: string }[],
): Promise<{ variants: ImageVariant[]; imagePath: string; completions: BatchItem<"sqlite">[] }> {
  const completions: BatchItem<"sqlite">[] = [];
  const variants: ImageVariant[] = [];
  for (const v of uploaded) {
    const { reservation, size } = await verifyUploadedObject(deps, {
      objectPath: v.objectPath,
      purpose,
      projectId,
    });
    completions.push(completeReservationStatement(deps, reservation.id, size));
    variants.push({ width: v.width, path: mediaPath(reservation.objectKey) });
  }
  variants.sort((a, b) => a.width - b.width);
  const main = defaultVariant(variants);
  if (!main) throw badRequest("Please upload the image first", { variants: "Please upload the image first" });
  return { variants, imagePath: main.path, completions };
}

/** Largest width or height accepted for a web image (as the body with variants declares it). */
const MAX_DIMENSION = 30_000;

/**
 * SPEC section 7's body (issue 25): one image already uploaded through its upload URL, named by
 * its key. Accepted only when the key is an upload reserved for this purpose and project, not yet
 * registered, really in R2 and of the declared type (verifyUploadedObject); anything else (another
 * project's upload, a document, a seeded or arbitrary key, a URL) is a 400 that names no other
 * object. Width and height come from the file's header (bounded range reads, image-dimensions.ts).
 * The file is served as uploaded: one variant, its own width (docs/decisions/0005-image-variants.md).
 */
export async function acceptUploadedImage(
  deps: Deps,
  purpose: ImagePurpose,
  projectId: number,
  imagePath: string,
): Promise<{
  variants: ImageVariant[];
  imagePath: string;
  width: number;
  height: number;
  completions: BatchItem<"sqlite">[];
}> {
  const refuse = (message: string) => badRequest(message, { imagePath: message });
  const key = imagePath.startsWith("/") ? imagePath.slice(1) : imagePath;
  // The shape of the keys the upload URL hands out (storage/uploads.ts): media/<random>-<name>.<ext>.
  if (!key.startsWith(MEDIA_PREFIX) || !/^media\/[A-Za-z0-9_-]+(?:\.[a-z0-9]+)?$/.test(key)) {
    throw refuse(IMAGE_PATH_MESSAGES.notUploaded);
  }
  const reservation = await deps.db
    .select()
    .from(uploadReservations)
    .where(eq(uploadReservations.objectKey, key))
    .get();
  if (!reservation || reservation.purpose !== purpose || reservation.projectId !== projectId) {
    throw refuse(IMAGE_PATH_MESSAGES.notUploaded);
  }
  if (reservation.completedAt) throw refuse(IMAGE_PATH_MESSAGES.alreadyRegistered);
  if (!(await deps.env.MEDIA.head(key))) {
    throw refuse("Nothing has been uploaded to this imagePath yet: PUT the file to its upload URL first.");
  }
  // Size limit and leading bytes against the declared type (a bad object is deleted there).
  const { size } = await verifyUploadedObject(deps, { objectPath: key, purpose, projectId });
  const dimensions = await readImageDimensions(r2RangeReader(deps.env.MEDIA, key, size));
  if (
    !dimensions ||
    dimensions.width < 1 ||
    dimensions.height < 1 ||
    dimensions.width > MAX_DIMENSION ||
    dimensions.height > MAX_DIMENSION
  ) {
    // Left in place: the hourly clean-up removes an upload no row ever took.
    throw refuse(IMAGE_PATH_MESSAGES.unreadable);
  }
  const path = mediaPath(key);
  return {
    variants: [{ width: dimensions.width, path }],
    imagePath: path,
    width: dimensions.width,
    height: dimensions.height,
    completions: [completeReservationStatement(deps, reservation.id, size)],
  };
}
