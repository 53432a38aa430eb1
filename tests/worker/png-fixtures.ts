/**
 * PNG files built in the test (issue 25): real ones of any size, and the broken ones a client
 * could send instead of a drawn signature. Chunks get correct CRCs unless a test breaks them.
 */

let table: Uint32Array | null = null;
export function crc32(bytes: Uint8Array): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const b of bytes) crc = (table[(crc ^ b) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

export async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export function ihdr(width: number, height: number, depth = 8, colourType = 6, interlace = 0): Uint8Array {
  const data = new Uint8Array(13);
  const view = new DataView(data.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  data[8] = depth;
  data[9] = colourType;
  data[12] = interlace;
  return chunk("IHDR", data);
}

/** A real RGBA PNG of this size: transparent, with a dark stroke across it. */
export async function pngOf(width: number, height: number): Promise<Uint8Array> {
  const row = width * 4 + 1;
  const raw = new Uint8Array(row * height);
  const y = Math.floor(height / 2);
  for (let x = Math.floor(width / 10); x < width - Math.floor(width / 10); x++) {
    raw.set([43, 39, 36, 255], y * row + 1 + x * 4);
  }
  return concat(
    PNG_SIGNATURE,
    ihdr(width, height),
    chunk("IDAT", await deflate(raw)),
    chunk("IEND", new Uint8Array()),
  );
}

export function dataUrl(bytes: Uint8Array, mime = "image/png"): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return `data:${mime};base64,${btoa(binary)}`;
}
