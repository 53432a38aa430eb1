/**
 * A drawn signature is decoded on the server before it is accepted (issue 25), so that a
 * signature which completes a request can always be drawn on the signed copy.
 *
 * The PNG is checked in this order, each step bounding the cost of the next:
 *   1. size: at most SIGNATURE_PNG_MAX_BYTES;
 *   2. structure: the PNG signature, then whole chunks (length within the bytes, correct CRC),
 *      IHDR first, at least one IDAT, IEND last with nothing after it;
 *   3. header: width and height within the pad's limits, a valid bit depth / colour type pair,
 *      no interlacing (a canvas never writes it; pdf-lib's decoder is not asked to);
 *   4. pixel data: the IDAT stream inflates to exactly the bytes the header announces (inflated
 *      with a cap, so a small file cannot expand into a large one), each row with a valid filter;
 *   5. pdf-lib: embedPng on a scratch document, the very call that draws it on the signed copy.
 * Steps 2-4 come first because pdf-lib's decoder (UPNG) can loop forever on a truncated file and
 * inflates without a limit.
 */
import { PDFDocument } from "pdf-lib";
import {
  SIGNATURE_IMAGE_MESSAGES,
  SIGNATURE_MAX_HEIGHT,
  SIGNATURE_MAX_WIDTH,
  SIGNATURE_MIN_HEIGHT,
  SIGNATURE_MIN_WIDTH,
  SIGNATURE_PNG_MAX_BYTES,
} from "../../src/shared/proposals";

export type SignatureImageCheck =
  | { ok: true; width: number; height: number; bytes: Uint8Array }
  | { ok: false; message: string };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+=*)$/;

/** Channels per colour type, and the bit depths each allows (PNG spec, table 11.1). */
const COLOUR_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

let crcTable: Uint32Array | null = null;
function crc32(bytes: Uint8Array, start: number, end: number): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = start; i < end; i++) crc = (crcTable[(crc ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function decodeDataUrl(dataUrl: string): Uint8Array | null {
  const match = DATA_URL.exec(dataUrl);
  if (!match?.[1]) return null;
  try {
    const binary = atob(match[1]);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

type Header = { width: number; height: number; depth: number; colourType: number; interlace: number };

/** The chunks' structure, the header, and the IDAT bytes; null when anything is off. */
function readChunks(bytes: Uint8Array): { header: Header; idat: Uint8Array[]; hasPalette: boolean } | null {
  if (bytes.length < 8 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let header: Header | null = null;
  const idat: Uint8Array[] = [];
  let hasPalette = false;
  let offset = 8;
  for (let index = 0; ; index++) {
    if (offset + 12 > bytes.length) return null;
    const length = view.getUint32(offset);
    const dataStart = offset + 8;
    const dataEnd = dataStart + length;
    if (length > bytes.length || dataEnd + 4 > bytes.length) return null;
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    if (!/^[A-Za-z]{4}$/.test(type)) return null;
    if (crc32(bytes, offset + 4, dataEnd) !== view.getUint32(dataEnd)) return null;
    if (index === 0) {
      if (type !== "IHDR" || length !== 13) return null;
      header = {
        width: view.getUint32(dataStart),
        height: view.getUint32(dataStart + 4),
        depth: bytes[dataStart + 8] ?? 0,
        colourType: bytes[dataStart + 9] ?? 0,
        interlace: bytes[dataStart + 12] ?? 0,
      };
      if (bytes[dataStart + 10] !== 0 || bytes[dataStart + 11] !== 0) return null;
    } else if (type === "IHDR") {
      return null;
    } else if (type === "PLTE") {
      hasPalette = true;
    } else if (type === "IDAT") {
      idat.push(bytes.subarray(dataStart, dataEnd));
    }
    offset = dataEnd + 4;
    if (type === "IEND") {
      // Nothing may follow the end: "a PNG, then something else" is not a PNG.
      if (length !== 0 || offset !== bytes.length || !header || idat.length === 0) return null;
      return { header, idat, hasPalette };
    }
  }
}

/** Inflates the zlib stream, giving up past `limit` bytes; null on a broken stream. */
async function inflateAtMost(parts: Uint8Array[], limit: number): Promise<Uint8Array | null> {
  const stream = new Blob(parts).stream().pipeThrough(new DecompressionStream("deflate"));
  const reader = stream.getReader();
  const out = new Uint8Array(limit + 1);
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (size + value.length > limit) {
        await reader.cancel().catch(() => undefined);
        return null;
      }
      out.set(value, size);
      size += value.length;
    }
  } catch {
    return null;
  }
  return out.subarray(0, size);
}

export async function checkDrawnSignature(dataUrl: string): Promise<SignatureImageCheck> {
  const unreadable = { ok: false, message: SIGNATURE_IMAGE_MESSAGES.unreadable } as const;
  const bytes = decodeDataUrl(dataUrl);
  if (!bytes) return unreadable;
  if (bytes.length > SIGNATURE_PNG_MAX_BYTES)
    return { ok: false, message: SIGNATURE_IMAGE_MESSAGES.tooLarge };
  const png = readChunks(bytes);
  if (!png) return unreadable;
  const { width, height, depth, colourType, interlace } = png.header;
  if (width < SIGNATURE_MIN_WIDTH || height < SIGNATURE_MIN_HEIGHT)
    return { ok: false, message: SIGNATURE_IMAGE_MESSAGES.tooSmall };
  if (width > SIGNATURE_MAX_WIDTH || height > SIGNATURE_MAX_HEIGHT)
    return { ok: false, message: SIGNATURE_IMAGE_MESSAGES.tooWide };
  const colour = COLOUR_TYPES[colourType];
  if (!colour?.depths.includes(depth) || interlace !== 0) return unreadable;
  if (colourType === 3 && !png.hasPalette) return unreadable;
  const rowBytes = 1 + Math.ceil((width * colour.channels * depth) / 8);
  const expected = rowBytes * height;
  const raw = await inflateAtMost(png.idat, expected);
  if (!raw || raw.length !== expected) return unreadable;
  for (let row = 0; row < height; row++) if ((raw[row * rowBytes] ?? 5) > 4) return unreadable;
  try {
    const scratch = await PDFDocument.create();
    const image = await scratch.embedPng(bytes);
    if (image.width !== width || image.height !== height) return unreadable;
  } catch {
    return unreadable;
  }
  return { ok: true, width, height, bytes };
}
