/**
 * An image's pixel size read from its header, for an image registered by its stored key (SPEC
 * section 7's `POST /api/projects/{projectId}/images` body): the Worker never loads the whole file.
 * It reads the first 64 KB with a range read; PNG (IHDR) and WebP (VP8, VP8L, VP8X) have their
 * size within the first 30 bytes. A JPEG's size is in its SOF segment, after the APPn segments
 * (EXIF, ICC profile, thumbnails), which can push it beyond 64 KB: the segments are walked by
 * their lengths, reading another 64 KB window where the walk leaves the current one, at most
 * MAX_READS windows (512 KB in all). A JPEG's EXIF orientation 5 to 8 (rotated a quarter turn)
 * swaps width and height, as browsers display it.
 */

export const HEADER_WINDOW_BYTES = 64 * 1024;
/** At most this many range reads per file (the first window included). */
export const MAX_READS = 8;

export type ImageKind = "png" | "jpeg" | "webp";
export type ImageDimensions = { kind: ImageKind; width: number; height: number };

/** Reads `length` bytes from `offset` (fewer at the end of the file). */
export type RangeReader = (offset: number, length: number) => Promise<Uint8Array>;

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u32be = (b: Uint8Array, i: number) => (u16be(b, i) * 0x10000 + u16be(b, i + 2)) >>> 0;
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function png(b: Uint8Array): ImageDimensions | null {
  // Signature, then the IHDR chunk first: length (13), "IHDR", width, height.
  if (b.length < 24 || ascii(b, 12, 4) !== "IHDR") return null;
  return { kind: "png", width: u32be(b, 16), height: u32be(b, 20) };
}

function webp(b: Uint8Array): ImageDimensions | null {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === "VP8X") {
    // Extended: canvas width and height minus one, 24 bits little-endian each.
    return { kind: "webp", width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  }
  if (chunk === "VP8L") {
    // Lossless: signature 0x2f, then 14 bits width minus one and 14 bits height minus one.
    if (b[20] !== 0x2f) return null;
    const bits = ((b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24)) >>> 0;
    return { kind: "webp", width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8 ") {
    // Lossy: a 3-byte frame tag, the start code 9d 01 2a, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return { kind: "webp", width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  return null;
}

/** EXIF orientation (tag 0x0112 in IFD0) from an APP1 segment's payload, or null. */
function exifOrientation(seg: Uint8Array): number | null {
  if (seg.length < 14 || ascii(seg, 0, 6) !== "Exif\0\0") return null;
  const tiff = seg.subarray(6);
  const order = ascii(tiff, 0, 2);
  if (order !== "II" && order !== "MM") return null;
  const little = order === "II";
  const r16 = (i: number) => (little ? u16le(tiff, i) : u16be(tiff, i));
  const r32 = (i: number) =>
    little ? (u16le(tiff, i) + u16le(tiff, i + 2) * 0x10000) >>> 0 : u32be(tiff, i);
  const ifd = r32(4);
  if (ifd + 2 > tiff.length) return null;
  const entries = r16(ifd);
  for (let n = 0; n < entries; n++) {
    const at = ifd + 2 + n * 12;
    if (at + 12 > tiff.length) return null;
    if (r16(at) === 0x0112) return r16(at + 8);
  }
  return null;
}

/** Start-of-frame markers (baseline, progressive, lossless ...; not DHT C4, JPG C8, DAC CC). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

async function jpeg(first: Uint8Array, read: RangeReader): Promise<ImageDimensions | null> {
  let window = first;
  let windowStart = 0;
  let reads = 1;
  /** Makes bytes [pos, pos + n) available in the window; false past the end or the read budget. */
  const ensure = async (pos: number, n: number): Promise<boolean> => {
    if (pos >= windowStart && pos + n <= windowStart + window.length) return true;
    if (reads >= MAX_READS) return false;
    reads++;
    window = await read(pos, Math.max(n, HEADER_WINDOW_BYTES));
    windowStart = pos;
    return window.length >= n;
  };
  const at = (pos: number) => window[pos - windowStart] ?? 0;

  let orientation = 1;
  let pos = 2; // after SOI (ff d8)
  for (;;) {
    if (!(await ensure(pos, 4))) return null;
    if (at(pos) !== 0xff) return null;
    const marker = at(pos + 1);
    if (marker === 0xff) {
      pos += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      pos += 2; // standalone markers
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before a frame
    const length = (at(pos + 2) << 8) | at(pos + 3);
    if (length < 2) return null;
    if (SOF.has(marker)) {
      if (!(await ensure(pos, 9))) return null;
      const height = (at(pos + 5) << 8) | at(pos + 6);
      const width = (at(pos + 7) << 8) | at(pos + 8);
      const turned = orientation >= 5 && orientation <= 8;
      return { kind: "jpeg", width: turned ? height : width, height: turned ? width : height };
    }
    if (marker === 0xe1) {
      // APP1: EXIF when it says so. IFD0 sits near its start; only what fits in one window is read.
      const want = Math.min(length - 2, HEADER_WINDOW_BYTES);
      if (await ensure(pos + 4, want)) {
        const start = pos + 4 - windowStart;
        orientation = exifOrientation(window.subarray(start, start + want)) ?? orientation;
      }
    }
    pos += 2 + length;
  }
}

/**
 * The image's kind and displayed size, or null when the header is not a PNG, JPEG or WebP header
 * this can read (or the size is not within it and MAX_READS windows).
 */
export async function readImageDimensions(read: RangeReader): Promise<ImageDimensions | null> {
  const first = await read(0, HEADER_WINDOW_BYTES);
  if (PNG_SIGNATURE.every((byte, i) => first[i] === byte)) return png(first);
  if (ascii(first, 0, 4) === "RIFF" && ascii(first, 8, 4) === "WEBP") return webp(first);
  if (first[0] === 0xff && first[1] === 0xd8 && first[2] === 0xff) return jpeg(first, read);
  return null;
}

/** A range reader over an R2 object of `size` bytes (each call one bounded range read). */
export function r2RangeReader(bucket: R2Bucket, key: string, size: number): RangeReader {
  return async (offset, length) => {
    if (offset >= size) return new Uint8Array();
    const object = await bucket.get(key, { range: { offset, length: Math.min(length, size - offset) } });
    return object ? new Uint8Array(await object.arrayBuffer()) : new Uint8Array();
  };
}
