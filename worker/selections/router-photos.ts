/**
 * Selections (issue 29, item 1): photos of a piece uploaded by the studio, admin only. They take
 * the upload path of project images (storage/uploads.ts, docs/decisions/0005-image-variants.md):
 * the browser makes the web size and asks a signed upload URL for it, PUTs the bytes, then adds the
 * uploaded key to the piece, which checks it was really uploaded for a photo of this project.
 *   POST /api/admin/selection-items/:id/photos/upload-url  { fileName, fileType, fileSize }
 *   POST /api/admin/selection-items/:id/photos             { objectPath }: appended to the photos
 * A piece keeps one address per photo (`photos`, the first is its main photo), so the browser
 * uploads one web size per photo: the largest of its variants up to 1920 px (WebP, or JPEG where
 * the browser has no WebP encoder), enough for the client's large view on any phone or desktop.
 * Reordering and removing go through PUT /api/admin/selection-items/:id { photos } as before; a
 * removed upload is deleted by the media clean-up (storage/media-cleanup.ts keeps what a piece's
 * photos name, and their print copies). The PDF's JPEG print copy of a WebP photo is made by the
 * browser right after the upload (PUT /api/admin/selection-print-copies, router-exports.ts).
 * Adding a photo never reopens an approved piece: only price, quantity and options do.
 */

import { and, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import { imageUploadRequestSchema } from "../../src/shared/project";
import { SELECTION_LIMITS, SELECTION_MESSAGES } from "../../src/shared/selections";
import { currentUser, requireAdmin } from "../auth/guards";
import { runBatch } from "../db/batch";
import { selectionItems } from "../db/schema";
import { depsOf } from "../http/deps";
import { badRequest } from "../http/errors";
import { guardedRouter } from "../http/guarded-router";
import { parseId } from "../http/params";
import { validate } from "../http/validate";
import { reserveImageUpload } from "../storage/image-uploads";
import { mediaPath } from "../storage/media";
import { completeReservationStatement, verifyUploadedObject } from "../storage/uploads";
import type { AppEnv } from "../types";
import { audit, itemOrThrow } from "./service";
import { adminView } from "./views";

export const selectionPhotosRouter = guardedRouter(requireAdmin, [
  "/admin/selection-items/:id/photos",
  "/admin/selection-items/:id/photos/*",
]);

const item = (c: Context<AppEnv>) => itemOrThrow(c.get("db"), parseId(c.req.param("id"), "Piece not found."));

export const PHOTO_UPLOAD_MESSAGES = {
  notUploaded: "The photo was not uploaded. Please try again.",
} as const;

const addPhotoSchema = z.object({
  objectPath: z
    .string({ error: PHOTO_UPLOAD_MESSAGES.notUploaded })
    .trim()
    .min(1, PHOTO_UPLOAD_MESSAGES.notUploaded)
    .max(300, PHOTO_UPLOAD_MESSAGES.notUploaded),
});

/** The piece the path names, while it has fewer than SELECTION_LIMITS.photos photos (else a 400). */
async function pieceWithRoomForAPhoto(c: Context<AppEnv>) {
  const piece = await item(c);
  if (piece.photos.length >= SELECTION_LIMITS.photos) {
    throw badRequest(SELECTION_MESSAGES.tooManyPhotos, { photos: SELECTION_MESSAGES.tooManyPhotos });
  }
  return piece;
}

selectionPhotosRouter.post(
  "/admin/selection-items/:id/photos/upload-url",
  validate("json", imageUploadRequestSchema),
  async (c) => {
    const piece = await pieceWithRoomForAPhoto(c);
    return c.json(
      await reserveImageUpload(
        depsOf(c),
        "selection_photo",
        piece.projectId,
        c.req.valid("json"),
        c.get("user")?.id ?? null,
      ),
    );
  },
);

selectionPhotosRouter.post(
  "/admin/selection-items/:id/photos",
  validate("json", addPhotoSchema),
  async (c) => {
    const piece = await pieceWithRoomForAPhoto(c);
    const deps = depsOf(c);
    const objectPath = c.req.valid("json").objectPath.replace(/^\//, "");
    // Only an upload reserved for a selection photo of this very project, really in R2, within the
    // limits and of its declared type; anything else is a 400 naming no other object.
    const { reservation, size } = await verifyUploadedObject(deps, {
      objectPath,
      purpose: "selection_photo",
      projectId: piece.projectId,
    });
    const path = mediaPath(reservation.objectKey);
    const db = c.get("db");
    await runBatch(db, [
      db
        .update(selectionItems)
        .set({ photos: sql`json_insert(${selectionItems.photos}, '$[#]', ${path})` })
        .where(
          and(
            eq(selectionItems.id, piece.id),
            sql`json_array_length(${selectionItems.photos}) < ${SELECTION_LIMITS.photos}`,
          ),
        ),
      completeReservationStatement(deps, reservation.id, size),
      audit(db, currentUser(c), piece.projectId, "selection.item.photo_add", {
        itemId: piece.id,
        name: piece.name,
        photo: path,
      }),
    ]);
    return c.json(await adminView(db, piece.projectId), 201);
  },
);
