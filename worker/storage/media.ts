/** Public media in R2: content-addressed keys under media/, served by worker/media/router.ts. */
import type { ImageVariant } from "../db/schema";

export const MEDIA_PREFIX = "media/";

export async function contentHash(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)]
    .slice(0, 8)
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

/** `media/<hash>-<name>.<ext>` → public path `/media/<hash>-<name>.<ext>` */
export function mediaPath(key: string): string {
  return `/${key}`;
}

export function slugifyName(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "image"
  );
}

/** Stores bytes under a content-addressed key; the same bytes always get the same key. */
export async function putMedia(
  bucket: R2Bucket,
  name: string,
  bytes: ArrayBuffer | Uint8Array,
  contentType: string,
  extension: string,
): Promise<string> {
  const key = `${MEDIA_PREFIX}${await contentHash(bytes)}-${slugifyName(name)}.${extension}`;
  await bucket.put(key, bytes, {
    httpMetadata: { contentType, cacheControl: "public, max-age=31536000, immutable" },
  });
  return key;
}

/** The default image of a set of variants: the largest not wider than 1600 px. */
export function defaultVariant(variants: ImageVariant[]): ImageVariant | undefined {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return [...sorted].reverse().find((v) => v.width <= 1600) ?? sorted[0];
}
