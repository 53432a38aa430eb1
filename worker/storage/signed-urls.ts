/**
 * The Worker's own short-lived signed URLs, used where no R2 S3 endpoint exists (locally) and for
 * uploads of every purpose: `/files/<kind>/<payload>.<signature>`. The payload (base64url JSON)
 * names the object and an expiry; the HMAC-SHA256 signature (key from APP_SECRET, separate purpose
 * per kind) covers all of it, so no field can be altered to reach another object or extend the
 * time. When R2 S3 credentials are configured, downloads use presigned R2 URLs instead
 * (storage/presign.ts) with the same meaning.
 */
import { fromBase64Url, hmacSign, hmacVerify, toBase64Url } from "../lib/crypto";

export type SignedKind = "download" | "upload";

export type DownloadClaims = {
  /** R2 object key */
  k: string;
  /** expiry, epoch seconds */
  e: number;
  /** file name for Content-Disposition */
  n: string;
  /** disposition */
  d: "inline" | "attachment";
  /** content type */
  t: string;
};

export type UploadClaims = {
  /** upload reservation id */
  r: string;
  /** expiry, epoch seconds */
  e: number;
};

const encoder = new TextEncoder();

export async function signClaims(secret: string, kind: SignedKind, claims: object): Promise<string> {
  const payload = toBase64Url(encoder.encode(JSON.stringify(claims)));
  const sig = await hmacSign(secret, `signed-url:${kind}`, payload);
  return `${payload}.${sig}`;
}

export async function verifyClaims<T extends { e: number }>(
  secret: string,
  kind: SignedKind,
  value: string,
  at = Date.now(),
): Promise<T | null> {
  const dot = value.indexOf(".");
  if (dot <= 0 || value.length > 4096) return null;
  const payload = value.slice(0, dot);
  const sig = value.slice(dot + 1);
  if (!(await hmacVerify(secret, `signed-url:${kind}`, payload, sig))) return null;
  let claims: T;
  try {
    claims = JSON.parse(new TextDecoder().decode(fromBase64Url(payload))) as T;
  } catch {
    return null;
  }
  if (typeof claims.e !== "number" || claims.e * 1000 <= at) return null;
  return claims;
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 file name. */
export function contentDisposition(disposition: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
