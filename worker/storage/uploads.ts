/**
 * Uploads in two steps, whatever the purpose (documents, client files, project/product/brand
 * images):
 *   1. `createUploadReservation` records what may be uploaded (purpose, project, type, size
 *      limit, a key chosen here — never from the file name) and returns a short-lived URL: a
 *      presigned R2 PUT when R2 API credentials exist, else the Worker's own signed
 *      `/files/upload/…` URL (worker/files/router.ts), which streams into the R2 binding.
 *   2. `verifyUploadedObject` (called by each purpose's "complete" route) accepts the object only
 *      if it was really uploaded through that reservation, for that project, within the limits,
 *      and its leading bytes match the declared type; otherwise the object is deleted.
 */
import { and, eq, isNull } from "drizzle-orm";
import { now, type UploadReservation, uploadReservations } from "../db/schema";
import type { Deps } from "../deps";
import { badRequest, tooLarge } from "../http/errors";
import { randomToken } from "../lib/crypto";
import { bytesMatchType, extensionOf, nameMatchesType } from "./file-types";
import { slugifyName } from "./media";
import { presignGet, presignPut } from "./presign";
import { contentDisposition, signClaims } from "./signed-urls";

export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
export const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;

export type UploadPurpose = UploadReservation["purpose"];

/** A byte limit as people say it: "10 MB", "1 KB" (limits are whole megabytes or kilobytes). */
export function sizeLimitLabel(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

export type ReservationRequest = {
  purpose: UploadPurpose;
  projectId: number | null;
  fileName: string;
  mimeType: string;
  size: number;
  allowedTypes: string[];
  maxSize: number;
  /** Friendly name of the limit for messages, e.g. "250 MB". */
  maxSizeLabel: string;
  /** The signed-in user reserving (kept on the reservation), null when nobody is signed in. */
  userId: number | null;
};

function hasControlOrSlash(name: string): boolean {
  for (const ch of name) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || ch === "/" || ch === "\\") return true;
  }
  return false;
}

function keyFor(purpose: UploadPurpose, projectId: number | null, fileName: string): string {
  const id = randomToken(16);
  const ext = extensionOf(fileName) || "bin";
  const base = slugifyName(fileName.replace(/\.[^.]+$/, ""));
  switch (purpose) {
    case "document":
      return `documents/${projectId ?? "none"}/${id}.${ext}`;
    case "client_upload":
      return `client-uploads/${projectId ?? "none"}/${id}.${ext}`;
    default:
      // Public web images: unique, never overwritten, so they can be cached forever.
      return `media/${id}-${base}.${ext}`;
  }
}

/** Validates a declared file and reserves an object key; returns the URL to PUT the bytes to. */
export async function createUploadReservation(
  deps: Deps,
  req: ReservationRequest,
): Promise<{ reservationId: string; objectPath: string; uploadUrl: string; expiresAt: string }> {
  const fileName = req.fileName.trim();
  if (!fileName || fileName.length > 200 || hasControlOrSlash(fileName)) {
    throw badRequest("Please choose a file with a valid name.", { fileName: "Invalid file name" });
  }
  if (!req.allowedTypes.includes(req.mimeType) || !nameMatchesType(fileName, req.mimeType)) {
    throw badRequest("This type of file is not accepted.", {
      fileType: "This type of file is not accepted.",
    });
  }
  if (!Number.isInteger(req.size) || req.size <= 0) {
    throw badRequest("The file is empty.", { fileSize: "The file is empty." });
  }
  if (req.size > req.maxSize) {
    throw tooLarge(`The file is larger than ${req.maxSizeLabel}.`);
  }
  const config = deps.config;
  const reservationId = randomToken(18);
  const objectKey = keyFor(req.purpose, req.projectId, fileName);
  const expiresAtMs = Date.now() + UPLOAD_URL_TTL_SECONDS * 1000;
  const expiresAt = new Date(expiresAtMs).toISOString();
  await deps.db.insert(uploadReservations).values({
    id: reservationId,
    objectKey,
    purpose: req.purpose,
    projectId: req.projectId,
    fileName,
    mimeType: req.mimeType,
    declaredSize: req.size,
    maxSize: req.maxSize,
    createdByUserId: req.userId,
    expiresAt,
  });
  const presigned = await presignPut(config, objectKey, UPLOAD_URL_TTL_SECONDS, req.mimeType);
  const uploadUrl =
    presigned ??
    `${deps.origin}/files/upload/${await signClaims(config.secret, "upload", {
      r: reservationId,
      e: Math.floor(expiresAtMs / 1000),
    })}`;
  return { reservationId, objectPath: objectKey, uploadUrl, expiresAt };
}

/**
 * The reservation behind `objectPath`, checked for purpose and project, with its bytes verified
 * in R2. Throws 400 (and deletes a bad object) when anything does not hold.
 */
export async function verifyUploadedObject(
  deps: Deps,
  opts: { objectPath: string; purpose: UploadPurpose; projectId: number | null },
): Promise<{ reservation: UploadReservation; size: number }> {
  const db = deps.db;
  const reservation = await db
    .select()
    .from(uploadReservations)
    .where(and(eq(uploadReservations.objectKey, opts.objectPath), isNull(uploadReservations.completedAt)))
    .get();
  const notUploaded = () =>
    badRequest("The file was not uploaded. Please try again.", { objectPath: "No uploaded file found" });
  if (
    !reservation ||
    reservation.purpose !== opts.purpose ||
    (reservation.projectId ?? null) !== (opts.projectId ?? null)
  ) {
    throw notUploaded();
  }
  const head = await deps.env.MEDIA.head(reservation.objectKey);
  if (!head) throw notUploaded();
  // Checked again here: a presigned R2 PUT (storage/presign.ts) goes straight to R2, so nothing
  // on the way counted the bytes.
  if (head.size === 0) {
    await deps.env.MEDIA.delete(reservation.objectKey);
    throw badRequest("The file is empty.", { fileSize: "The file is empty." });
  }
  if (head.size > reservation.maxSize) {
    await deps.env.MEDIA.delete(reservation.objectKey);
    throw tooLarge(`The uploaded file is larger than ${sizeLimitLabel(reservation.maxSize)}.`);
  }
  const start = await deps.env.MEDIA.get(reservation.objectKey, { range: { offset: 0, length: 64 } });
  const bytes = start ? new Uint8Array(await start.arrayBuffer()) : new Uint8Array();
  if (!bytesMatchType(bytes, reservation.mimeType)) {
    await deps.env.MEDIA.delete(reservation.objectKey);
    throw badRequest("The file's contents do not match its type.", {
      fileType: "The file's contents do not match its type.",
    });
  }
  return { reservation, size: head.size };
}

/** Marks a reservation used, as a statement to batch with the row that now owns the object. */
export function completeReservationStatement(deps: Deps, reservationId: string, size: number) {
  return deps.db
    .update(uploadReservations)
    .set({ completedAt: now(), uploadedSize: size })
    .where(eq(uploadReservations.id, reservationId));
}

/**
 * A short-lived URL for a stored file: presigned R2 GET (≤ 15 min) when credentials exist, else
 * the Worker's own signed /files/download/… URL with the same meaning.
 */
export async function fileDownloadUrl(
  deps: Deps,
  file: { key: string; fileName: string; mimeType: string; disposition: "inline" | "attachment" },
): Promise<string> {
  const config = deps.config;
  const disposition = contentDisposition(file.disposition, file.fileName);
  const presigned = await presignGet(config, file.key, DOWNLOAD_URL_TTL_SECONDS, disposition, file.mimeType);
  if (presigned) return presigned;
  const token = await signClaims(config.secret, "download", {
    k: file.key,
    e: Math.floor(Date.now() / 1000) + DOWNLOAD_URL_TTL_SECONDS,
    n: file.fileName,
    d: file.disposition,
    t: file.mimeType,
  });
  return `${deps.origin}/files/download/${token}`;
}
