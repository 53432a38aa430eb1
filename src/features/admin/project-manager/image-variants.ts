/**
 * Web-sized variants made in the browser before upload (docs/decisions/0005-image-variants.md):
 * the photo is decoded once (EXIF orientation applied), then re-encoded as WebP at a few widths,
 * so the public site can serve a phone a 480 px file instead of a 6 MB original. Browsers that
 * cannot encode WebP (older Safari) get JPEG instead.
 */
import { variantWidths } from "./variant-widths";

export const WEBP_QUALITY = 0.82;
export const JPEG_QUALITY = 0.85;
/** Originals above this are refused before decoding: they would exhaust a phone's memory. */
export const MAX_ORIGINAL_BYTES = 60 * 1024 * 1024;

export type MadeVariant = { width: number; height: number; blob: Blob; type: "image/webp" | "image/jpeg" };

type Decoded = { source: CanvasImageSource; width: number; height: number; close: () => void };

/** Decodes an image file with its EXIF orientation applied. */
export async function decodeImage(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === "function") {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      // Fall through to <img>, which some browsers decode more formats with.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.decoding = "async";
    img.src = url;
    await img.decode();
    return { source: img, width: img.naturalWidth, height: img.naturalHeight, close: () => undefined };
  } catch {
    throw new Error("This image could not be read. Please use a JPEG, PNG or WebP file.");
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Natural width and height of an image file (for the list, the preview and the gallery). */
export async function readDimensions(file: Blob): Promise<{ width: number; height: number }> {
  const decoded = await decodeImage(file);
  decoded.close();
  return { width: decoded.width, height: decoded.height };
}

async function encode(canvas: HTMLCanvasElement | OffscreenCanvas, type: string, quality: number) {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("encode failed"))), type, quality);
  });
}

function makeCanvas(width: number, height: number): HTMLCanvasElement | OffscreenCanvas {
  if (typeof OffscreenCanvas === "function") return new OffscreenCanvas(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

async function resized(decoded: Decoded, width: number, height: number): Promise<CanvasImageSource> {
  // The browser's own high-quality resampling when it has one (Chromium, Firefox); else the canvas.
  if (decoded.source instanceof ImageBitmap && width < decoded.width) {
    try {
      return await createImageBitmap(decoded.source, {
        resizeWidth: width,
        resizeHeight: height,
        resizeQuality: "high",
      });
    } catch {
      // drawImage below scales it instead
    }
  }
  return decoded.source;
}

/** Makes every variant of `file`; `onProgress` gets 0..1 as sizes are done. */
export async function makeVariants(
  file: Blob,
  onProgress?: (done: number) => void,
  /** Which of the sizes to make (all by default): a caller that uploads one size makes only it. */
  pick: (widths: number[]) => number[] = (widths) => widths,
): Promise<{ width: number; height: number; variants: MadeVariant[] }> {
  if (file.size > MAX_ORIGINAL_BYTES) {
    throw new Error("This photo is larger than 60 MB. Please export a smaller copy first.");
  }
  const decoded = await decodeImage(file);
  try {
    const widths = pick(variantWidths(decoded.width));
    const variants: MadeVariant[] = [];
    let type: MadeVariant["type"] = "image/webp";
    for (const [i, width] of widths.entries()) {
      const height = Math.max(1, Math.round((decoded.height * width) / decoded.width));
      const source = await resized(decoded, width, height);
      const canvas = makeCanvas(width, height);
      const ctx = canvas.getContext("2d") as
        | CanvasRenderingContext2D
        | OffscreenCanvasRenderingContext2D
        | null;
      if (!ctx) throw new Error("This browser cannot prepare images. Please try another browser.");
      ctx.imageSmoothingEnabled = true;
      ctx.imageSmoothingQuality = "high";
      ctx.drawImage(source, 0, 0, width, height);
      if (source !== decoded.source && source instanceof ImageBitmap) source.close();
      let blob = await encode(canvas, type, type === "image/webp" ? WEBP_QUALITY : JPEG_QUALITY);
      if (blob.type !== type) {
        // No WebP encoder here: the canvas silently produced PNG. Use JPEG for every size.
        type = "image/jpeg";
        blob = await encode(canvas, type, JPEG_QUALITY);
      }
      variants.push({ width, height, blob, type });
      onProgress?.((i + 1) / widths.length);
    }
    return { width: decoded.width, height: decoded.height, variants };
  } finally {
    decoded.close();
  }
}
