/**
 * Which files may be stored, checked twice: the declared type and the file's leading bytes
 * ("magic numbers"), so a renamed executable or HTML page is refused whatever it claims to be.
 */

export type FileKind = "pdf" | "jpeg" | "png" | "webp" | "gif" | "heic" | "ole" | "zip" | "text";

export const MIME_KINDS: Record<string, FileKind> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/heic": "heic",
  "image/heif": "heic",
  "application/msword": "ole",
  "application/vnd.ms-excel": "ole",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "zip",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "zip",
  "text/plain": "text",
};

/** Extensions accepted per MIME type (the name must agree with the declared type). */
export const MIME_EXTENSIONS: Record<string, string[]> = {
  "application/pdf": ["pdf"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "image/webp": ["webp"],
  "image/gif": ["gif"],
  "image/heic": ["heic"],
  "image/heif": ["heif", "heic"],
  "application/msword": ["doc"],
  "application/vnd.ms-excel": ["xls"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ["docx"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": ["xlsx"],
  "text/plain": ["txt"],
};

/** Admin documents (SPEC: pdf, doc, docx, xls, xlsx, jpg, jpeg, png), at most 250 MB. */
export const DOCUMENT_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "image/jpeg",
  "image/png",
];
export const DOCUMENT_MAX_BYTES = 250 * 1024 * 1024;

/** Client uploads from the portal (images, pdf, doc, docx, txt), at most 10 MB each. */
export const CLIENT_UPLOAD_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/heic",
  "image/heif",
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "text/plain",
];
export const CLIENT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Web images for the portfolio, shop and brand slots (variants are made in the browser). */
export const WEB_IMAGE_TYPES = ["image/webp", "image/jpeg", "image/png"];
export const WEB_IMAGE_MAX_BYTES = 20 * 1024 * 1024;

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot === -1 ? "" : fileName.slice(dot + 1).toLowerCase();
}

export function nameMatchesType(fileName: string, mimeType: string): boolean {
  const allowed = MIME_EXTENSIONS[mimeType];
  return Boolean(allowed?.includes(extensionOf(fileName)));
}

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** True when the leading bytes (at least 16 of them when the file is that long) fit the type. */
export function bytesMatchType(bytes: Uint8Array, mimeType: string): boolean {
  const kind = MIME_KINDS[mimeType];
  switch (kind) {
    case "pdf":
      return startsWith(bytes, ascii("%PDF-"));
    case "jpeg":
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case "png":
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case "webp":
      return startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8);
    case "gif":
      return startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"));
    case "heic":
      return startsWith(bytes, ascii("ftyp"), 4);
    case "ole":
      return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case "zip":
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
    case "text": {
      // Plain text: no NUL bytes and valid UTF-8 in what we read (a cut multi-byte tail is fine).
      if (bytes.includes(0)) return false;
      try {
        new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(
          bytes.subarray(0, Math.max(0, bytes.length - 3)),
        );
        return true;
      } catch {
        return false;
      }
    }
    default:
      return false;
  }
}
