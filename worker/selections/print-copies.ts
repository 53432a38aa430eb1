/**
 * Photos for the schedule's PDF (issue 29, item 4). pdf-lib embeds only JPEG and PNG, and a Worker
 * has no image codec, while the stored photos are mostly WebP: the browser makes every uploaded
 * image's variants as WebP (docs/decisions/0005-image-variants.md; JPEG only where the browser has
 * no WebP encoder), the demo images are WebP, and the link import keeps the vendor's JPEG, PNG or
 * WebP as it came.
 *
 * The choice: a photo that is JPEG or PNG is embedded as it is; a WebP photo is embedded through its
 * "print copy", a JPEG kept beside it at a key derived from its own (printKeyOf: media/x.webp ->
 * media/print/x.jpg). Print copies are made where a codec exists: by the demo seed (JPEGs made once
 * from the demo WebPs, committed in scripts/demo-images/out/print/), and by the admin's browser,
 * which turns each WebP photo of the schedule still without one into a JPEG (canvas) and uploads it
 * (PUT /api/admin/selection-print-copies). A photo that has neither (an http(s) address, which the
 * Worker does not fetch here; a WebP whose copy was never made) prints as an empty frame with a
 * note, never as an error. The media clean-up keeps a print copy while its photo is kept.
 */
import { MEDIA_PREFIX } from "../storage/media";

/** The largest photo embedded (bytes); a larger one prints as the empty frame. */
export const PRINT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export type ImageKind = "jpeg" | "png" | "webp" | null;

/** The image's type from its leading bytes (never from its name). */
export function sniffImage(bytes: Uint8Array): ImageKind {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (
    bytes.length >= 8 &&
    bytes[0] === 0x89 &&
    bytes[1] === 0x50 &&
    bytes[2] === 0x4e &&
    bytes[3] === 0x47 &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  )
    return "png";
  if (
    bytes.length >= 12 &&
    String.fromCharCode(...bytes.subarray(0, 4)) === "RIFF" &&
    String.fromCharCode(...bytes.subarray(8, 12)) === "WEBP"
  )
    return "webp";
  return null;
}

/** The R2 key of a /media/ photo address, or null for anything else (http(s), other paths). */
export function mediaKeyOf(photo: string): string | null {
  if (!photo.startsWith(`/${MEDIA_PREFIX}`)) return null;
  const key = decodeURIComponent(photo.slice(1).split(/[?#]/)[0] ?? "");
  if (key.includes("..") || key.length <= MEDIA_PREFIX.length) return null;
  return key;
}

const PRINT_PREFIX = `${MEDIA_PREFIX}print/`;

/** The key of a photo's print copy: media/<rest>.<ext> -> media/print/<rest>.jpg. */
export function printKeyOf(key: string): string | null {
  if (!key.startsWith(MEDIA_PREFIX) || key.startsWith(PRINT_PREFIX)) return null;
  return `${PRINT_PREFIX}${key.slice(MEDIA_PREFIX.length).replace(/\.[A-Za-z0-9]+$/, "")}.jpg`;
}

export type PrintPhoto = { kind: "jpeg" | "png"; bytes: Uint8Array };

async function readSmall(bucket: R2Bucket, key: string): Promise<Uint8Array | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  if (object.size > PRINT_PHOTO_MAX_BYTES) {
    await object.body.cancel();
    return null;
  }
  return new Uint8Array(await object.arrayBuffer());
}

/** The bytes to embed for a photo address: itself (JPEG/PNG), its print copy (WebP), or null. */
export async function loadPrintPhoto(bucket: R2Bucket, photo: string): Promise<PrintPhoto | null> {
  const key = mediaKeyOf(photo);
  if (!key) return null;
  const bytes = await readSmall(bucket, key);
  if (!bytes) return null;
  const kind = sniffImage(bytes);
  if (kind === "jpeg" || kind === "png") return { kind, bytes };
  const printKey = printKeyOf(key);
  if (!printKey) return null;
  const copy = await readSmall(bucket, printKey);
  return copy && sniffImage(copy) === "jpeg" ? { kind: "jpeg", bytes: copy } : null;
}

/** Which of these photo addresses are WebP /media/ photos still without a print copy. */
export async function photosWithoutPrintCopy(bucket: R2Bucket, photos: readonly string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const photo of new Set(photos)) {
    const key = mediaKeyOf(photo);
    const printKey = key ? printKeyOf(key) : null;
    if (!key || !printKey || !/\.webp$/i.test(key)) continue;
    if (await bucket.head(printKey)) continue;
    if (await bucket.head(key)) missing.push(photo);
  }
  return missing;
}
