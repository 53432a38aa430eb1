/**
 * Sending an image's variants to storage: one signed upload URL per variant (from the Worker),
 * a PUT of the raw bytes with real progress (src/lib/put-with-progress.ts, which words a refusal
 * 'Upload to storage failed <status>'), then the caller registers the image with the keys. Used by the Project Manager and Brand Assets.
 */
import { HttpError } from "../../../lib/api";
import { putWithProgress } from "../../../lib/put-with-progress";
import type { MadeVariant } from "./image-variants";

export type UploadTarget = { uploadUrl: string; objectPath: string };
export type UploadedVariant = { width: number; objectPath: string };

function baseName(fileName: string): string {
  const base = fileName.replace(/\.[^.]+$/, "").trim();
  return base.slice(0, 80) || "image";
}

/**
 * Uploads every variant in turn; `onProgress` receives 0..1 over the bytes of all of them.
 * `reserve` asks the Worker for the URL of one variant (the route differs per purpose).
 */
export async function uploadVariants(
  fileName: string,
  variants: MadeVariant[],
  reserve: (file: { fileName: string; fileType: string; fileSize: number }) => Promise<UploadTarget>,
  onProgress: (fraction: number) => void,
): Promise<UploadedVariant[]> {
  const total = variants.reduce((sum, v) => sum + v.blob.size, 0) || 1;
  let done = 0;
  const uploaded: UploadedVariant[] = [];
  for (const v of variants) {
    const ext = v.type === "image/webp" ? "webp" : "jpg";
    const target = await reserve({
      fileName: `${baseName(fileName)}-${v.width}.${ext}`,
      fileType: v.type,
      fileSize: v.blob.size,
    });
    await putWithProgress(target.uploadUrl, v.blob, v.blob.type, (f) =>
      onProgress((done + f * v.blob.size) / total),
    );
    done += v.blob.size;
    uploaded.push({ width: v.width, objectPath: target.objectPath });
  }
  return uploaded;
}

/** What went wrong, in words: the server's message, the storage status, or a default. */
export function uploadErrorMessage(err: unknown, fallback = "The image could not be saved."): string {
  if (err instanceof HttpError) return err.serverMessage ?? fallback;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
