/**
 * The PDF's print copies (worker/selections/print-copies.ts): pdf-lib embeds only JPEG and PNG and
 * the Worker has no image codec, so the admin's browser turns each WebP photo of the schedule that
 * has no JPEG copy yet into one (at most 640 px, quality 0.82) and uploads it, before the PDF is
 * made. A photo the browser cannot read is skipped: the PDF shows an empty frame for it.
 */
import { getJson, sendJson } from "../../../lib/api";

const MAX_SIDE = 640;

async function jpegOf(photo: string): Promise<string | null> {
  const res = await fetch(photo);
  if (!res.ok) return null;
  const bitmap = await createImageBitmap(await res.blob());
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  if (!context) return null;
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.82));
  if (blob?.type !== "image/jpeg") return null;
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Makes the missing print copies of a project's photos; resolves when done (never rejects). */
export async function ensurePrintCopies(projectId: number): Promise<void> {
  try {
    const { missing } = await getJson<{ missing: string[] }>(
      `/api/projects/${projectId}/selections/print-copies`,
    );
    for (const photo of missing) {
      try {
        const jpeg = await jpegOf(photo);
        if (jpeg) await sendJson("PUT", "/api/admin/selection-print-copies", { photo, jpeg });
      } catch {
        // This photo prints as an empty frame; the others still get their copies.
      }
    }
  } catch {
    // The PDF is still made, with empty frames where copies are missing.
  }
}

/**
 * The print copy of one photo just uploaded (piece-photos.tsx), so a new WebP photo is ready for
 * the PDF at once. Never rejects: a copy not made now is made by ensurePrintCopies before a PDF.
 */
export async function makePrintCopy(photo: string): Promise<void> {
  try {
    const jpeg = await jpegOf(photo);
    if (jpeg) await sendJson("PUT", "/api/admin/selection-print-copies", { photo, jpeg });
  } catch {
    // Made later, before the PDF.
  }
}
