/**
 * The Worker's own signed file URLs (used locally, and for uploads when no R2 S3 credentials are
 * configured). They authorize themselves: no session or CSRF check applies here.
 *   PUT /files/upload/<signed>   streams the body into R2 under the reservation's key
 *   GET /files/download/<signed> streams an object with the signed name and disposition
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { uploadReservations } from "../db/schema";
import { ApiError } from "../http/errors";
import {
  contentDisposition,
  type DownloadClaims,
  type UploadClaims,
  verifyClaims,
} from "../storage/signed-urls";
import { sizeLimitLabel } from "../storage/uploads";
import type { AppEnv } from "../types";

export const filesRouter = new Hono<AppEnv>();

const privateHeaders = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
};

filesRouter.put("/files/upload/:signed", async (c) => {
  const claims = await verifyClaims<UploadClaims>(c.get("config").secret, "upload", c.req.param("signed"));
  if (!claims) throw new ApiError(403, "This upload link is invalid or has expired.");
  const db = c.get("db");
  const reservation = await db
    .select()
    .from(uploadReservations)
    .where(eq(uploadReservations.id, claims.r))
    .get();
  if (!reservation || reservation.completedAt || reservation.uploadedAt) {
    throw new ApiError(403, "This upload link is invalid or has expired.");
  }
  const lengthHeader = c.req.header("Content-Length");
  const length = lengthHeader === undefined ? Number.NaN : Number(lengthHeader);
  if (!Number.isInteger(length) || length <= 0) {
    throw new ApiError(411, "Content-Length is required.");
  }
  if (length > reservation.maxSize) {
    throw new ApiError(413, `The file is larger than ${sizeLimitLabel(reservation.maxSize)}.`);
  }
  const declared = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim();
  if (declared && declared !== reservation.mimeType && declared !== "application/octet-stream") {
    throw new ApiError(400, "The file type does not match the upload.");
  }
  const body = c.req.raw.body;
  if (!body) throw new ApiError(400, "The file is empty.");
  // A fixed-length stream makes R2 refuse a body that is longer or shorter than announced.
  const fixed = new FixedLengthStream(length);
  const pipe = body.pipeTo(fixed.writable).catch(() => undefined);
  try {
    await c.env.MEDIA.put(reservation.objectKey, fixed.readable, {
      httpMetadata: { contentType: reservation.mimeType },
    });
  } catch {
    await pipe;
    await c.env.MEDIA.delete(reservation.objectKey);
    throw new ApiError(400, "The upload did not complete. Please try again.");
  }
  await pipe;
  await db
    .update(uploadReservations)
    .set({ uploadedAt: new Date().toISOString(), uploadedSize: length })
    .where(eq(uploadReservations.id, reservation.id));
  return c.body(null, 200, privateHeaders);
});

filesRouter.get("/files/download/:signed", async (c) => {
  const claims = await verifyClaims<DownloadClaims>(
    c.get("config").secret,
    "download",
    c.req.param("signed"),
  );
  if (!claims) return c.json({ message: "This link is invalid or has expired." }, 403, privateHeaders);
  const object = await c.env.MEDIA.get(claims.k);
  if (!object) return c.json({ message: "Not found." }, 404, privateHeaders);
  return new Response(object.body, {
    headers: {
      ...privateHeaders,
      "Content-Type": claims.t,
      "Content-Length": String(object.size),
      "Content-Disposition": contentDisposition(claims.d, claims.n),
      // A stored file is never allowed to run script in our origin, whatever it contains.
      "Content-Security-Policy":
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox",
    },
  });
});
