/**
 * POST /api/projects/{projectId}/images with SPEC section 7's body (issue 25):
 * `{ imagePath, altText, caption, isHero, sortOrder }` for an image already uploaded through the
 * upload URL. The key must be this project's own, unregistered project-image upload, really in R2
 * and really an image; its width and height come from the stored file's header (bounded range
 * reads, worker/storage/image-dimensions.ts); the file is served as uploaded. The body with
 * `variants` keeps working exactly as before. Real D1 and R2 in workerd.
 */
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminImage, AdminProjectDetail } from "../../src/shared/project";
import { auditLog, projectImages, uploadReservations } from "../../worker/db/schema";
import {
  HEADER_WINDOW_BYTES,
  MAX_READS,
  type RangeReader,
  readImageDimensions,
} from "../../worker/storage/image-dimensions";
import { api, createProject, db, json, type Session, signInBeforeAll } from "./helpers";
import { concat } from "./png-fixtures";
import { PNG as PNG_1x1, uploadBytes } from "./security-fixtures";

const admin = signInBeforeAll("admin", "owner@studio.test", "Studio");
const client = signInBeforeAll("client");

// ---------------------------------------------------------------------------------------------
// Image headers (synthetic but well-formed where it matters: the parts a decoder reads first)
// ---------------------------------------------------------------------------------------------

const bytes = (...parts: (number[] | Uint8Array | string)[]) =>
  concat(
    ...parts.map((p) =>
      typeof p === "string" ? new TextEncoder().encode(p) : p instanceof Uint8Array ? p : Uint8Array.from(p),
    ),
  );
const be16 = (n: number) => [(n >> 8) & 255, n & 255];
const be32 = (n: number) => [(n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >> 8) & 255];
const le24 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];

function png(width: number, height: number, tail = 64): Uint8Array {
  return bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    be32(13),
    "IHDR",
    be32(width),
    be32(height),
    [8, 6, 0, 0, 0],
    be32(0),
    new Uint8Array(tail),
  );
}

function segment(marker: number, payload: Uint8Array | number[]): Uint8Array {
  const body = payload instanceof Uint8Array ? payload : Uint8Array.from(payload);
  return bytes([0xff, marker], be16(body.length + 2), body);
}

/** EXIF APP1 payload with IFD0 holding only the orientation tag (big-endian TIFF). */
function exif(orientation: number): Uint8Array {
  return bytes(
    "Exif\0\0",
    "MM",
    be16(42),
    be32(8),
    be16(1),
    be16(0x0112),
    be16(3),
    be32(1),
    be16(orientation),
    [0, 0],
    be32(0),
  );
}

/** A JPEG: SOI, JFIF, optional EXIF, `padding` APP2 segments of ~60 KB (ICC-like), SOF0, EOI. */
function jpeg(width: number, height: number, options: { orientation?: number; padding?: number } = {}) {
  const parts: Uint8Array[] = [
    Uint8Array.from([0xff, 0xd8]),
    segment(0xe0, bytes("JFIF\0", [1, 1, 0], be16(72), be16(72), [0, 0])),
  ];
  if (options.orientation) parts.push(segment(0xe1, exif(options.orientation)));
  for (let i = 0; i < (options.padding ?? 0); i++) parts.push(segment(0xe2, new Uint8Array(60_000).fill(7)));
  parts.push(segment(0xc0, bytes([8], be16(height), be16(width), [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])));
  parts.push(Uint8Array.from([0xff, 0xd9]));
  return bytes(...parts);
}

function riff(chunk: string, payload: Uint8Array): Uint8Array {
  return bytes("RIFF", le32(4 + 8 + payload.length), "WEBP", chunk, le32(payload.length), payload);
}
const webpVp8x = (w: number, h: number) =>
  riff("VP8X", bytes([0x10, 0, 0, 0], le24(w - 1), le24(h - 1), new Uint8Array(16)));
const webpVp8l = (w: number, h: number) => {
  const bits = ((w - 1) & 0x3fff) | (((h - 1) & 0x3fff) << 14);
  return riff("VP8L", bytes([0x2f], le32(bits), new Uint8Array(16)));
};
const webpVp8 = (w: number, h: number) =>
  riff("VP8 ", bytes([0x50, 0x02, 0x00, 0x9d, 0x01, 0x2a], le16(w), le16(h), new Uint8Array(16)));

/** A reader over bytes in memory that counts what it was asked for. */
function countingReader(file: Uint8Array) {
  const calls: { offset: number; length: number }[] = [];
  const read: RangeReader = async (offset, length) => {
    calls.push({ offset, length });
    return file.slice(offset, offset + length);
  };
  return { read, calls, bytesRead: () => calls.reduce((n, c) => n + c.length, 0) };
}

describe("reading an image's size from its header", () => {
  it("reads PNG IHDR, WebP VP8X, VP8L and VP8, and JPEG SOF with one 64 KB read", async () => {
    const cases: [Uint8Array, { kind: string; width: number; height: number }][] = [
      [PNG_1x1, { kind: "png", width: 1, height: 1 }],
      [png(4032, 3024), { kind: "png", width: 4032, height: 3024 }],
      [webpVp8x(2400, 1600), { kind: "webp", width: 2400, height: 1600 }],
      [webpVp8l(1234, 567), { kind: "webp", width: 1234, height: 567 }],
      [webpVp8(960, 640), { kind: "webp", width: 960, height: 640 }],
      [jpeg(1600, 1200), { kind: "jpeg", width: 1600, height: 1200 }],
    ];
    for (const [file, expected] of cases) {
      const reader = countingReader(file);
      expect(await readImageDimensions(reader.read)).toEqual(expected);
      expect(reader.calls).toEqual([{ offset: 0, length: HEADER_WINDOW_BYTES }]);
    }
  });

  it("follows a JPEG's segments past the first 64 KB, and turns it by its EXIF orientation", async () => {
    const reader = countingReader(jpeg(4000, 3000, { orientation: 6, padding: 3 }));
    // Rotated a quarter turn: shown 3000 wide, 4000 high.
    expect(await readImageDimensions(reader.read)).toEqual({ kind: "jpeg", width: 3000, height: 4000 });
    expect(reader.calls.length).toBeGreaterThan(1);
    expect(reader.calls.length).toBeLessThanOrEqual(MAX_READS);
    expect(
      await readImageDimensions(countingReader(jpeg(4000, 3000, { orientation: 3 })).read),
    ).toMatchObject({
      width: 4000,
      height: 3000,
    });
  });

  it("never reads more than its budget, whatever the file claims", async () => {
    // A 40 MB "file" of padding segments with no frame: the walk gives up after MAX_READS windows.
    const huge = jpeg(10, 10, { padding: 700 });
    const reader = countingReader(huge);
    expect(await readImageDimensions(reader.read)).toBeNull();
    expect(reader.calls.length).toBe(MAX_READS);
    expect(reader.bytesRead()).toBeLessThanOrEqual(MAX_READS * HEADER_WINDOW_BYTES);
    // Not an image, truncated headers, scan data before any frame.
    for (const file of [
      new TextEncoder().encode("%PDF-1.7 not an image"),
      png(10, 10).slice(0, 20),
      webpVp8(10, 10).slice(0, 24),
      bytes([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0]),
      new Uint8Array(),
    ]) {
      expect(await readImageDimensions(countingReader(file).read)).toBeNull();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The endpoint
// ---------------------------------------------------------------------------------------------

const MIME: Record<string, string> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" };

/** Reserves an upload for the project (the app's own flow) and PUTs `body`; returns the key. */
async function upload(projectId: number, body: Uint8Array, ext: "png" | "jpg" | "webp" = "png", put = true) {
  const url = `/api/admin/projects/${projectId}/images/upload-url`;
  const file = { fileName: `room.${ext}`, fileType: MIME[ext], fileSize: body.length };
  if (put) return uploadBytes(admin, url, file, body, MIME[ext] ?? "");
  const res = await api(url, { json: file, session: admin });
  expect(res.status).toBe(200);
  return (await json<{ objectPath: string }>(res)).objectPath;
}

const addByPath = (projectId: number, body: Record<string, unknown>, session: Session | null = admin) =>
  api(`/api/projects/${projectId}/images`, { json: body, session });

async function imagesOf(projectId: number): Promise<AdminImage[]> {
  const res = await api(`/api/admin/projects/${projectId}`, { session: admin });
  expect(res.status).toBe(200);
  return (await json<AdminProjectDetail>(res)).images;
}

const NOT_UPLOADED =
  "imagePath must be the objectPath of an image uploaded for this project through its upload URL.";

describe("POST /api/projects/{projectId}/images with SPEC's body", () => {
  it("registers an uploaded image: size from its header, served as uploaded, SPEC's fields kept", async () => {
    const project = await createProject();
    const file = jpeg(4000, 3000, { orientation: 6, padding: 2 });
    const key = await upload(project.id, file, "jpg");
    const res = await addByPath(project.id, {
      imagePath: key,
      altText: "Morning light in the living room",
      caption: "Living room",
      isHero: true,
      sortOrder: 3,
    });
    expect(res.status).toBe(201);
    const image = await json<AdminImage>(res);
    expect(image).toMatchObject({
      imagePath: `/${key}`,
      width: 3000,
      height: 4000,
      altText: "Morning light in the living room",
      caption: "Living room",
      isHero: true,
      sortOrder: 3,
      layout: "auto",
      variants: [{ width: 3000, path: `/${key}` }],
    });
    // The original is served at its path, byte for byte.
    const media = await SELF.fetch(`http://localhost/${key}`);
    expect(media.status).toBe(200);
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(file);
    // The upload is used; the change is in the audit trail.
    const reservation = await db()
      .select()
      .from(uploadReservations)
      .where(eq(uploadReservations.objectKey, key))
      .get();
    expect(reservation?.completedAt).not.toBeNull();
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(project.id)))
      .all();
    expect(audit.map((a) => a.action)).toEqual(["image.add"]);

    // A leading slash (the public path) names the same kind of key; PNG and WebP read too.
    const pngKey = await upload(project.id, png(1200, 800), "png");
    const second = await addByPath(project.id, { imagePath: `/${pngKey}`, altText: null });
    expect(second.status).toBe(201);
    expect(await json(second)).toMatchObject({ width: 1200, height: 800, isHero: false, sortOrder: 4 });
    const webpKey = await upload(project.id, webpVp8x(2400, 1600), "webp");
    expect(await json(await addByPath(project.id, { imagePath: webpKey }))).toMatchObject({
      width: 2400,
      height: 1600,
    });
    expect((await imagesOf(project.id)).map((i) => i.imagePath)).toEqual([
      `/${key}`,
      `/${pngKey}`,
      `/${webpKey}`,
    ]);
  });

  it("refuses keys that are not this project's own uploads: 400, the same message, nothing stored", async () => {
    const project = await createProject();
    const other = await createProject();
    const othersKey = await upload(other.id, png(640, 480));
    // A document reserved for this very project, and a brand asset (a media/ key, other purpose).
    const docRes = await api("/api/admin/documents/upload-url", {
      json: {
        projectId: project.id,
        category: "visual_documents",
        fileName: "plan.png",
        fileType: "image/png",
        fileSize: 100,
      },
      session: admin,
    });
    expect(docRes.status).toBe(201);
    const documentKey = (await json<{ objectPath: string }>(docRes)).objectPath;
    const brandRes = await api("/api/admin/brand-assets/upload-url", {
      json: { slot: "logo", fileName: "logo.png", fileType: "image/png", fileSize: 100 },
      session: admin,
    });
    expect(brandRes.status).toBe(200);
    const brandKey = (await json<{ objectPath: string }>(brandRes)).objectPath;
    expect(brandKey).toMatch(/^media\//);
    // A seeded or public media file that no upload reserved.
    await env.MEDIA.put("media/0123456789abcdef-seeded-room.png", png(100, 100));
    const refused = [
      othersKey,
      `/${othersKey}`,
      "media/0123456789abcdef-seeded-room.png",
      "https://evil.example/x.png",
      "//evil.example/media/x.png",
      "media/../documents/1/secret.pdf",
      "documents/1/secret.pdf",
      "media/",
      "",
      "   ",
      documentKey,
      brandKey,
    ];
    for (const imagePath of refused) {
      const res = await addByPath(project.id, { imagePath, altText: "x" });
      expect(res.status, imagePath).toBe(400);
      const body = await json<{ message: string; errors?: Record<string, string> }>(res);
      expect(body).toEqual({ message: NOT_UPLOADED, errors: { imagePath: NOT_UPLOADED } });
    }
    // Not a string at all: the same message.
    for (const imagePath of [42, null, ["media/x.png"], { key: othersKey }]) {
      const res = await addByPath(project.id, { imagePath });
      expect(res.status).toBe(400);
      expect((await json<{ message: string }>(res)).message).toBe(NOT_UPLOADED);
    }
    expect(await imagesOf(project.id)).toEqual([]);
    // The other project's upload is untouched: still registrable there.
    expect((await addByPath(other.id, { imagePath: othersKey })).status).toBe(201);
    expect(await env.MEDIA.head(othersKey)).not.toBeNull();
  });

  it("refuses an upload that never arrived, one already registered, a non-image and an unreadable size", async () => {
    const project = await createProject();
    // Reserved, never PUT.
    const missing = await upload(project.id, png(10, 10), "png", false);
    const notThere = await addByPath(project.id, { imagePath: missing });
    expect(notThere.status).toBe(400);
    expect((await json<{ message: string }>(notThere)).message).toBe(
      "Nothing has been uploaded to this imagePath yet: PUT the file to its upload URL first.",
    );
    // Registered once; a second time is refused.
    const key = await upload(project.id, png(800, 600));
    expect((await addByPath(project.id, { imagePath: key })).status).toBe(201);
    const twice = await addByPath(project.id, { imagePath: key });
    expect(twice.status).toBe(400);
    expect((await json<{ message: string }>(twice)).message).toBe(
      "This upload is already registered as an image.",
    );
    // Declared a PNG, holds text: refused by its leading bytes, and the object is removed.
    const fake = await upload(project.id, new TextEncoder().encode("<html><script>alert(1)</script></html>"));
    const notImage = await addByPath(project.id, { imagePath: fake });
    expect(notImage.status).toBe(400);
    expect((await json<{ message: string }>(notImage)).message).toBe(
      "The file's contents do not match its type.",
    );
    expect(await env.MEDIA.head(fake)).toBeNull();
    // A JPEG whose frame header cannot be found within the bounded reads.
    const noFrame = await upload(
      project.id,
      bytes([0xff, 0xd8], segment(0xe0, new Uint8Array(20)), [0xff, 0xd9]),
      "jpg",
    );
    const unreadable = await addByPath(project.id, { imagePath: noFrame });
    expect(unreadable.status).toBe(400);
    expect(await json(unreadable)).toEqual({
      message: "The image's size could not be read: please upload a PNG, JPEG or WebP image.",
      errors: { imagePath: "The image's size could not be read: please upload a PNG, JPEG or WebP image." },
    });
    // A PNG that claims an absurd size.
    const absurd = await upload(project.id, png(100_000, 10));
    expect((await addByPath(project.id, { imagePath: absurd })).status).toBe(400);
    expect((await imagesOf(project.id)).map((i) => i.imagePath)).toEqual([`/${key}`]);
    // Unknown project: 404.
    const elsewhere = await upload(project.id, png(10, 10));
    const unknown = await addByPath(987_654, { imagePath: elsewhere });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ message: "Project not found." });
  });

  it("refuses anonymous callers (401) and clients (403) with either body, and stores nothing", async () => {
    const project = await createProject();
    const key = await upload(project.id, png(640, 480));
    const variantKey = await upload(project.id, png(960, 640));
    const before = await db()
      .select()
      .from(projectImages)
      .where(eq(projectImages.projectId, project.id))
      .all();
    for (const [session, status] of [
      [null, 401],
      [client, 403],
    ] as const) {
      for (const body of [
        { imagePath: key, altText: "x", isHero: true },
        { variants: [{ width: 960, objectPath: variantKey }], width: 960, height: 640 },
      ]) {
        const res = await addByPath(project.id, body, session);
        expect(res.status).toBe(status);
        expect(Object.keys(await json<object>(res))).toEqual(["message"]);
      }
    }
    expect(
      await db().select().from(projectImages).where(eq(projectImages.projectId, project.id)).all(),
    ).toEqual(before);
    // Both uploads are still unused, and the admin can register them.
    expect((await addByPath(project.id, { imagePath: key })).status).toBe(201);
  });

  it("keeps the body with variants exactly as before, even with an imagePath beside it", async () => {
    const project = await createProject();
    const variantKey = await upload(project.id, png(960, 640));
    const res = await addByPath(project.id, {
      variants: [{ width: 960, objectPath: variantKey }],
      width: 2400,
      height: 1600,
      imagePath: "https://evil.example/x.png",
      altText: "A room",
    });
    expect(res.status).toBe(201);
    // The declared size and the server's own path, as before; the imagePath sent is ignored.
    expect(await json(res)).toMatchObject({
      imagePath: `/${variantKey}`,
      width: 2400,
      height: 1600,
      variants: [{ width: 960, path: `/${variantKey}` }],
    });
    // Neither body: the variants body's own message, as before.
    const neither = await addByPath(project.id, { altText: "x" });
    expect(neither.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(neither)).errors.variants).toBe(
      "Please upload the image first",
    );
  });
});
