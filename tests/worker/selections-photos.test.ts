/**
 * Selections (issue 29, item 1): photos of a piece uploaded by the studio (worker/selections/
 * router-photos.ts). The upload URL, the PUT of the bytes, then the photo added to the piece; what
 * the client then sees; the limits (type, size, count, contents); only an upload reserved for a
 * photo of this project is accepted; the studio alone may upload (signed out 401, a client 403, the
 * private link 401), and a refused call changes nothing.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminSelectionsView, ClientSelectionsView } from "../../src/shared/selections";
import { SELECTION_MESSAGES } from "../../src/shared/selections";
import { api, auditEntries, expectAdminOnly, json, type Session, signIn, uniqueEmail } from "./helpers";
import { PDF_BYTES, portalApi, projectWithLink, putBytes } from "./portal-fixtures";

/** A 1 × 1 WebP (lossless), as the browser's canvas makes one. */
const WEBP = new Uint8Array([
  0x52, 0x49, 0x46, 0x46, 0x1a, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c, 0x0d, 0x00,
  0x00, 0x00, 0x2f, 0x00, 0x00, 0x00, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00,
]);
/** The start of a JPEG (what the print copy's check reads). */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);

let admin: Session;

beforeAll(async () => {
  admin = await signIn("admin", "owner@studio.test", "Owner");
});

const adminCall = (path: string, method: string, body?: unknown) =>
  api(path, { method, session: admin, ...(body === undefined ? {} : { json: body }) });

async function expectStatus(res: Response, status: number): Promise<string> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return text;
}

/** A project with a private link, a room and one piece (already with a shop photo). */
async function setup() {
  const { project, token } = await projectWithLink({ clientProjectName: "Photo House" });
  let res = await adminCall(`/api/projects/${project.id}/selection-rooms`, "POST", { name: "Bedroom" });
  const roomId = JSON.parse(await expectStatus(res, 201)).rooms[0].id as number;
  res = await adminCall(`/api/admin/selection-rooms/${roomId}/items`, "POST", {
    name: "Walnut bed",
    quantity: 1,
    unitPriceCents: 250_000,
    photos: ["/media/bed.webp"],
  });
  const view = JSON.parse(await expectStatus(res, 201)) as AdminSelectionsView;
  const itemId = view.rooms[0]?.items[0]?.id ?? 0;
  return { project, token, itemId };
}

const file = (over: Partial<{ fileName: string; fileType: string; fileSize: number }> = {}) => ({
  fileName: "bed-1600.webp",
  fileType: "image/webp",
  fileSize: WEBP.length,
  ...over,
});

async function reserve(itemId: number, body = file()) {
  const res = await adminCall(`/api/admin/selection-items/${itemId}/photos/upload-url`, "POST", body);
  return JSON.parse(await expectStatus(res, 200)) as { uploadUrl: string; objectPath: string };
}

async function photosOf(itemId: number, projectId: number): Promise<string[]> {
  const view = await json<AdminSelectionsView>(
    await adminCall(`/api/projects/${projectId}/selections`, "GET"),
  );
  return view.rooms.flatMap((r) => r.items).find((i) => i.id === itemId)?.photos ?? [];
}

describe("photos of a piece uploaded by the studio", () => {
  it("uploads a photo, adds it after the others, and the client sees it; its print copy is accepted", async () => {
    const { project, token, itemId } = await setup();
    const { uploadUrl, objectPath } = await reserve(itemId);
    expect(objectPath).toMatch(/^media\/[A-Za-z0-9_-]+-bed-1600\.webp$/);
    expect((await putBytes(uploadUrl, WEBP, "image/webp")).status).toBe(200);

    const res = await adminCall(`/api/admin/selection-items/${itemId}/photos`, "POST", { objectPath });
    const view = JSON.parse(await expectStatus(res, 201)) as AdminSelectionsView;
    const piece = view.rooms[0]?.items[0];
    expect(piece?.photos).toEqual(["/media/bed.webp", `/${objectPath}`]);
    expect(piece?.status).toBe("draft");

    // Made the main photo by reordering through the piece's own edit call.
    await expectStatus(
      await adminCall(`/api/admin/selection-items/${itemId}`, "PUT", {
        photos: [`/${objectPath}`, "/media/bed.webp"],
      }),
      200,
    );
    await expectStatus(await adminCall(`/api/admin/selection-items/${itemId}/propose`, "POST"), 200);
    const client = await portalApi(`/api/portal/selections?token=${token}&projectId=${project.id}`);
    const clientView = JSON.parse(await expectStatus(client, 200)) as ClientSelectionsView;
    expect(clientView.rooms[0]?.items[0]?.photos[0]).toBe(`/${objectPath}`);

    // The photo is served, and the PDF's JPEG copy of it is accepted now it belongs to a piece.
    const served = await api(`/${objectPath}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(WEBP);
    const jpeg = btoa(String.fromCharCode(...JPEG));
    await expectStatus(
      await adminCall("/api/admin/selection-print-copies", "PUT", { photo: `/${objectPath}`, jpeg }),
      204,
    );

    expect(await auditEntries({ action: "selection.item.photo_add", entityId: project.id })).toHaveLength(1);
  });

  it("refuses other types, empty and oversized files before any upload", async () => {
    const { project, itemId } = await setup();
    for (const body of [
      file({ fileName: "spec.pdf", fileType: "application/pdf" }),
      file({ fileName: "bed.gif", fileType: "image/gif" }),
      file({ fileName: "bed.png", fileType: "image/webp" }),
    ]) {
      const res = await adminCall(`/api/admin/selection-items/${itemId}/photos/upload-url`, "POST", body);
      expect(res.status).toBe(400);
      expect((await json<{ message: string }>(res)).message).toBe("This type of file is not accepted.");
    }
    const empty = await adminCall(
      `/api/admin/selection-items/${itemId}/photos/upload-url`,
      "POST",
      file({ fileSize: 0 }),
    );
    expect(empty.status).toBe(400);
    expect((await json<{ message: string }>(empty)).message).toBe("The file is empty.");
    const big = await adminCall(
      `/api/admin/selection-items/${itemId}/photos/upload-url`,
      "POST",
      file({ fileSize: 20 * 1024 * 1024 + 1 }),
    );
    expect(big.status).toBe(413);
    expect((await json<{ message: string }>(big)).message).toBe("The file is larger than 20 MB.");
    expect(await photosOf(itemId, project.id)).toEqual(["/media/bed.webp"]);
  });

  it("refuses bytes that are not the declared image, and deletes them", async () => {
    const { project, itemId } = await setup();
    const { uploadUrl, objectPath } = await reserve(itemId, file({ fileSize: PDF_BYTES.length }));
    expect((await putBytes(uploadUrl, PDF_BYTES, "image/webp")).status).toBe(200);
    const res = await adminCall(`/api/admin/selection-items/${itemId}/photos`, "POST", { objectPath });
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toBe("The file's contents do not match its type.");
    expect(await env.MEDIA.head(objectPath)).toBeNull();
    expect(await photosOf(itemId, project.id)).toEqual(["/media/bed.webp"]);
  });

  it("accepts only an upload reserved for a photo of this project, once", async () => {
    const a = await setup();
    const b = await setup();
    const notUploaded = "The file was not uploaded. Please try again.";
    // Reserved for project B's piece: not a photo of project A's.
    const other = await reserve(b.itemId);
    await putBytes(other.uploadUrl, WEBP, "image/webp");
    // A project image of project A (another purpose) and a key never reserved.
    const projectImage = JSON.parse(
      await expectStatus(
        await adminCall(`/api/admin/projects/${a.project.id}/images/upload-url`, "POST", file()),
        200,
      ),
    ) as { uploadUrl: string; objectPath: string };
    await putBytes(projectImage.uploadUrl, WEBP, "image/webp");
    // Reserved but never uploaded.
    const pending = await reserve(a.itemId);
    for (const objectPath of [
      other.objectPath,
      projectImage.objectPath,
      "media/bed.webp",
      pending.objectPath,
    ]) {
      const res = await adminCall(`/api/admin/selection-items/${a.itemId}/photos`, "POST", { objectPath });
      expect(res.status, objectPath).toBe(400);
      expect((await json<{ message: string }>(res)).message).toBe(notUploaded);
    }
    const missing = await adminCall(`/api/admin/selection-items/${a.itemId}/photos`, "POST", {});
    expect(missing.status).toBe(400);
    expect(await photosOf(a.itemId, a.project.id)).toEqual(["/media/bed.webp"]);

    // Its own upload is taken once; a second time it is refused and the photos stay as they are.
    await putBytes(pending.uploadUrl, WEBP, "image/webp");
    const path = { objectPath: pending.objectPath };
    await expectStatus(await adminCall(`/api/admin/selection-items/${a.itemId}/photos`, "POST", path), 201);
    const again = await adminCall(`/api/admin/selection-items/${a.itemId}/photos`, "POST", path);
    expect(again.status).toBe(400);
    expect(await photosOf(a.itemId, a.project.id)).toEqual(["/media/bed.webp", `/${pending.objectPath}`]);
  });

  it("keeps to 12 photos per piece", async () => {
    const { project, itemId } = await setup();
    const { uploadUrl, objectPath } = await reserve(itemId);
    await putBytes(uploadUrl, WEBP, "image/webp");
    const twelve = Array.from({ length: 12 }, (_, i) => `/media/bed-${i}.webp`);
    await expectStatus(
      await adminCall(`/api/admin/selection-items/${itemId}`, "PUT", { photos: twelve }),
      200,
    );
    for (const [path, body] of [
      ["photos/upload-url", file()],
      ["photos", { objectPath }],
    ] as const) {
      const res = await adminCall(`/api/admin/selection-items/${itemId}/${path}`, "POST", body);
      expect(res.status).toBe(400);
      expect((await json<{ message: string }>(res)).message).toBe(SELECTION_MESSAGES.tooManyPhotos);
    }
    expect(await photosOf(itemId, project.id)).toEqual(twelve);
  });

  it("is the studio's alone: signed out 401, a client 403, the private link 401, unknown piece 404", async () => {
    const { project, token, itemId } = await setup();
    const client = await signIn("client", uniqueEmail("photo-client"), "Client");
    const { uploadUrl, objectPath } = await reserve(itemId);
    await putBytes(uploadUrl, WEBP, "image/webp");
    await expectAdminOnly(
      [
        [`/api/admin/selection-items/${itemId}/photos/upload-url`, { method: "POST", json: file() }],
        [`/api/admin/selection-items/${itemId}/photos`, { method: "POST", json: { objectPath } }],
      ],
      client,
    );
    for (const path of ["photos/upload-url", "photos"]) {
      const res = await api(`/api/admin/selection-items/${itemId}/${path}?token=${token}`, {
        method: "POST",
        json: path === "photos" ? { objectPath } : file(),
      });
      expect(res.status).toBe(401);
    }
    const unknown = await adminCall("/api/admin/selection-items/999999/photos/upload-url", "POST", file());
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ message: "Piece not found." });
    expect(await photosOf(itemId, project.id)).toEqual(["/media/bed.webp"]);
  });
});
