/**
 * A PDF's page count without reading the PDF (issue 25): documents may be 250 MB, a Worker
 * isolate has 128 MB. The count is read the way a viewer finds it, from byte ranges of the
 * stored object:
 *   1. the tail (`startxref`), then the cross-reference section it points to, following /Prev
 *      (incremental updates, linearized files) and /XRefStm (hybrid files): classic tables are
 *      read entry by entry (20 bytes each, located by arithmetic), cross-reference streams
 *      (PDF 1.5+) inflated whole within a cap;
 *   2. the trailer's /Root (the catalog), its /Pages, and that node's /Count (the number pdf.js
 *      shows), each object read at its offset, or out of its object stream (inflated within a cap).
 * Reads go through 64 KB blocks (a small PDF is one read); the whole count reads at most
 * READ_BUDGET_BYTES and holds at most a couple of blocks, one stream and its inflated bytes at a
 * time (all under a few MB), whatever the size of the file.
 *
 * A file this reader cannot follow (a broken cross-reference, a stream filter other than Flate,
 * an encrypted object stream) is counted by pdf-lib instead only when it is small
 * (PDF_LIB_FALLBACK_MAX_BYTES); otherwise its count is unknown (null).
 */
import { PDFDocument } from "pdf-lib";

/** Random access to the bytes of one stored file. */
export type ByteSource = {
  size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
};

const BLOCK = 64 * 1024;
/** Everything one count may read from storage. */
export const READ_BUDGET_BYTES = 4 * 1024 * 1024;
/** One stream (cross-reference or object stream), compressed and inflated. */
const STREAM_MAX_BYTES = 1024 * 1024;
const INFLATED_MAX_BYTES = 4 * 1024 * 1024;
/** One object's text (a page tree node lists its kids: 100,000 pages is about 1 MB). */
const OBJECT_MAX_BYTES = 1024 * 1024;
const MAX_SECTIONS = 64;
const MAX_PAGES = 1_000_000;
/** Small enough to parse whole, as before issue 25, when the ranges cannot be followed. */
export const PDF_LIB_FALLBACK_MAX_BYTES = 4 * 1024 * 1024;

class Unreadable extends Error {}
class NeedMore extends Error {}

/** The R2 object as a ByteSource (range reads); null when it is gone. */
export async function r2ByteSource(bucket: R2Bucket, key: string): Promise<ByteSource | null> {
  const head = await bucket.head(key);
  if (!head) return null;
  return {
    size: head.size,
    async read(offset, length) {
      const object = await bucket.get(key, { range: { offset, length } });
      if (!object) throw new Unreadable("object gone");
      return new Uint8Array(await object.arrayBuffer());
    },
  };
}

/** Reads in aligned blocks, keeps the last few, and stops at the budget. */
class BlockReader {
  private blocks = new Map<number, Uint8Array>();
  bytesRead = 0;
  constructor(private source: ByteSource) {}
  get size() {
    return this.source.size;
  }
  private async block(index: number): Promise<Uint8Array> {
    const cached = this.blocks.get(index);
    if (cached) return cached;
    const offset = index * BLOCK;
    const length = Math.min(BLOCK, this.source.size - offset);
    if (length <= 0) return new Uint8Array();
    this.bytesRead += length;
    if (this.bytesRead > READ_BUDGET_BYTES) throw new Unreadable("read budget spent");
    const bytes = await this.source.read(offset, length);
    if (this.blocks.size >= 4) this.blocks.delete(this.blocks.keys().next().value as number);
    this.blocks.set(index, bytes);
    return bytes;
  }
  /** Up to `length` bytes at `offset` (fewer at the end of the file). */
  async read(offset: number, length: number): Promise<Uint8Array> {
    const end = Math.min(offset + length, this.source.size);
    if (offset < 0 || offset >= end) return new Uint8Array();
    const first = Math.floor(offset / BLOCK);
    const last = Math.floor((end - 1) / BLOCK);
    if (first === last) {
      const b = await this.block(first);
      return b.subarray(offset - first * BLOCK, end - first * BLOCK);
    }
    const out = new Uint8Array(end - offset);
    for (let i = first; i <= last; i++) {
      const b = await this.block(i);
      const from = Math.max(offset, i * BLOCK);
      const to = Math.min(end, (i + 1) * BLOCK);
      out.set(b.subarray(from - i * BLOCK, to - i * BLOCK), from - offset);
    }
    return out;
  }
}

// ---------------------------------------------------------------------------------------------
// A small PDF object parser: enough for dictionaries, arrays, numbers, names and references.
// ---------------------------------------------------------------------------------------------

type Ref = { ref: number; gen: number };
type PdfValue = number | string | boolean | null | Ref | PdfValue[] | PdfDict | { name: string };
type PdfDict = { dict: Map<string, PdfValue> };

const WHITESPACE = new Set([0, 9, 10, 12, 13, 32]);
const DELIMITERS = new Set([40, 41, 60, 62, 91, 93, 123, 125, 47, 37]);

class Parser {
  pos: number;
  /** `complete`: the bytes are all there is (an inflated stream), so their end ends a token. */
  constructor(
    readonly bytes: Uint8Array,
    start = 0,
    private complete = false,
  ) {
    this.pos = start;
  }
  private peek(offset = 0): number {
    const b = this.bytes[this.pos + offset];
    if (b === undefined) throw new NeedMore();
    return b;
  }
  skipSpace() {
    for (;;) {
      const b = this.peek();
      if (WHITESPACE.has(b)) this.pos++;
      else if (b === 37) {
        while (this.peek() !== 10 && this.peek() !== 13) this.pos++;
      } else return;
    }
  }
  private word(): string {
    let out = "";
    for (;;) {
      const b = this.bytes[this.pos];
      if (b === undefined || WHITESPACE.has(b) || DELIMITERS.has(b)) {
        if (b === undefined && !(this.complete && out.length > 0)) throw new NeedMore();
        return out;
      }
      out += String.fromCharCode(b);
      this.pos++;
      if (out.length > 256) throw new Unreadable("token too long");
    }
  }
  /** The keyword at the cursor (obj, stream, xref, trailer...), without consuming it. */
  keyword(): string {
    this.skipSpace();
    const at = this.pos;
    const w = this.word();
    this.pos = at;
    return w;
  }
  expect(keyword: string) {
    this.skipSpace();
    if (this.word() !== keyword) throw new Unreadable(`expected ${keyword}`);
  }
  int(): number {
    this.skipSpace();
    const w = this.word();
    if (!/^\d+$/.test(w)) throw new Unreadable("expected an integer");
    return Number(w);
  }
  value(depth = 0): PdfValue {
    if (depth > 32) throw new Unreadable("nested too deep");
    this.skipSpace();
    const b = this.peek();
    if (b === 60 && this.peek(1) === 60) {
      this.pos += 2;
      const dict = new Map<string, PdfValue>();
      for (;;) {
        this.skipSpace();
        if (this.peek() === 62 && this.peek(1) === 62) {
          this.pos += 2;
          return { dict };
        }
        const key = this.value(depth + 1);
        if (typeof key !== "object" || key === null || !("name" in key)) throw new Unreadable("bad key");
        dict.set(key.name, this.value(depth + 1));
      }
    }
    if (b === 91) {
      this.pos++;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (this.peek() === 93) {
          this.pos++;
          return items;
        }
        items.push(this.value(depth + 1));
      }
    }
    if (b === 47) {
      this.pos++;
      return { name: this.word() };
    }
    if (b === 40) {
      // A literal string: balanced parentheses, backslash escapes. Its text is not needed.
      this.pos++;
      let level = 1;
      while (level > 0) {
        const c = this.peek();
        this.pos++;
        if (c === 92) this.pos++;
        else if (c === 40) level++;
        else if (c === 41) level--;
      }
      return "";
    }
    if (b === 60) {
      this.pos++;
      while (this.peek() !== 62) this.pos++;
      this.pos++;
      return "";
    }
    const w = this.word();
    if (w === "") throw new Unreadable("unexpected delimiter");
    if (w === "true" || w === "false") return w === "true";
    if (w === "null") return null;
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(w)) {
      // "12 0 R" is a reference: look ahead for the generation and the R.
      if (/^\d+$/.test(w)) {
        const at = this.pos;
        try {
          this.skipSpace();
          const gen = this.word();
          this.skipSpace();
          if (/^\d+$/.test(gen) && this.peek() === 82) {
            const next = this.bytes[this.pos + 1];
            if (next === undefined) throw new NeedMore();
            if (WHITESPACE.has(next) || DELIMITERS.has(next)) {
              this.pos++;
              return { ref: Number(w), gen: Number(gen) };
            }
          }
        } catch (error) {
          if (error instanceof NeedMore) throw error;
        }
        this.pos = at;
      }
      return Number(w);
    }
    return w; // a keyword where a value was expected (endobj...): the caller decides
  }
}

function isDict(v: PdfValue | undefined): v is PdfDict {
  return typeof v === "object" && v !== null && "dict" in v;
}
function isRef(v: PdfValue | undefined): v is Ref {
  return typeof v === "object" && v !== null && "ref" in v;
}
function nameOf(v: PdfValue | undefined): string | null {
  return typeof v === "object" && v !== null && "name" in v ? v.name : null;
}

/** Inflates a zlib stream, giving up past `limit` bytes. */
async function inflate(bytes: Uint8Array, limit: number): Promise<Uint8Array> {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate")).getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        throw new Unreadable("inflates too far");
      }
      parts.push(value);
    }
  } catch (error) {
    if (error instanceof Unreadable) throw error;
    // Some writers omit the end of the zlib stream: what was inflated is kept.
    if (size === 0) throw new Unreadable("not a zlib stream");
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** PNG predictors (10-15) on rows of `columns` bytes, as cross-reference streams use them. */
function unpredict(data: Uint8Array, columns: number): Uint8Array {
  const rowSize = columns + 1;
  const rows = Math.floor(data.length / rowSize);
  const out = new Uint8Array(rows * columns);
  for (let r = 0; r < rows; r++) {
    const filter = data[r * rowSize] ?? 0;
    for (let i = 0; i < columns; i++) {
      const raw = data[r * rowSize + 1 + i] ?? 0;
      const left = i > 0 ? (out[r * columns + i - 1] ?? 0) : 0;
      const up = r > 0 ? (out[(r - 1) * columns + i] ?? 0) : 0;
      const upLeft = r > 0 && i > 0 ? (out[(r - 1) * columns + i - 1] ?? 0) : 0;
      let value: number;
      if (filter === 0) value = raw;
      else if (filter === 1) value = raw + left;
      else if (filter === 2) value = raw + up;
      else if (filter === 3) value = raw + Math.floor((left + up) / 2);
      else if (filter === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      } else throw new Unreadable("unknown predictor");
      out[r * columns + i] = value & 0xff;
    }
  }
  return out;
}

type Entry =
  | { type: "free" }
  | { type: "offset"; offset: number }
  | { type: "compressed"; stream: number; index: number };
type Section = { lookup(objectNumber: number): Promise<Entry | undefined>; trailer: PdfDict };

class PdfRanges {
  constructor(private reader: BlockReader) {}

  /** Bytes from `offset`, as many as the parser turns out to need (up to `max`). */
  private async parseAt<T>(offset: number, parse: (p: Parser) => T, max = OBJECT_MAX_BYTES): Promise<T> {
    for (let length = 4096; ; length *= 4) {
      const bytes = await this.reader.read(offset, Math.min(length, max));
      try {
        return parse(new Parser(bytes));
      } catch (error) {
        if (!(error instanceof NeedMore)) throw error;
        if (length >= max || offset + bytes.length >= this.reader.size)
          throw new Unreadable("object runs past its limit");
      }
    }
  }

  /** "n g obj <value>" at `offset`, and where its stream data starts if it has one. */
  private async objectAt(offset: number) {
    return this.parseAt(offset, (p) => {
      p.int();
      p.int();
      p.expect("obj");
      const value = p.value();
      let streamStart: number | null = null;
      if (p.keyword() === "stream") {
        p.expect("stream");
        // The data starts after the EOL that ends the keyword's line (CRLF or LF).
        if (p.bytes[p.pos] === 13) p.pos++;
        if (p.bytes[p.pos] === 10) p.pos++;
        streamStart = offset + p.pos;
      }
      return { value, streamStart };
    });
  }

  private async streamData(dict: PdfDict, start: number): Promise<Uint8Array> {
    let length = dict.dict.get("Length");
    if (isRef(length)) length = await this.resolve(length);
    if (typeof length !== "number" || length < 0 || length > STREAM_MAX_BYTES)
      throw new Unreadable("stream length");
    const raw = await this.reader.read(start, length);
    let filter: PdfValue | undefined = dict.dict.get("Filter");
    if (Array.isArray(filter)) {
      if (filter.length > 1) throw new Unreadable("filter chain");
      filter = filter[0];
    }
    const name = nameOf(filter);
    const data =
      filter === undefined || filter === null
        ? raw
        : name === "FlateDecode"
          ? await inflate(raw, INFLATED_MAX_BYTES)
          : null;
    if (!data) throw new Unreadable(`filter ${name}`);
    let params = dict.dict.get("DecodeParms");
    if (Array.isArray(params)) params = params[0];
    const predictor = isDict(params) ? params.dict.get("Predictor") : undefined;
    if (typeof predictor === "number" && predictor >= 10) {
      const columns = isDict(params) ? params.dict.get("Columns") : undefined;
      return unpredict(data, typeof columns === "number" ? columns : 1);
    }
    if (typeof predictor === "number" && predictor > 1) throw new Unreadable("TIFF predictor");
    return data;
  }

  private sections: Section[] = [];

  async loadSections() {
    const tail = await this.reader.read(Math.max(0, this.reader.size - 2048), 2048);
    const text = String.fromCharCode(...tail);
    const at = text.lastIndexOf("startxref");
    const match = at >= 0 ? /^startxref\s+(\d+)/.exec(text.slice(at)) : null;
    if (!match?.[1]) throw new Unreadable("no startxref");
    const seen = new Set<number>();
    let next: number | null = Number(match[1]);
    while (next !== null) {
      if (seen.has(next) || seen.size >= MAX_SECTIONS || next >= this.reader.size)
        throw new Unreadable("xref chain");
      seen.add(next);
      const section = await this.sectionAt(next);
      this.sections.push(section);
      const stm = section.trailer.dict.get("XRefStm");
      if (typeof stm === "number" && !seen.has(stm)) {
        seen.add(stm);
        this.sections.push(await this.sectionAt(stm));
      }
      const prev = section.trailer.dict.get("Prev");
      next = typeof prev === "number" ? prev : null;
    }
    return this.sections[0]?.trailer;
  }

  private async sectionAt(offset: number): Promise<Section> {
    const head = await this.parseAt(offset, (p) => p.keyword(), 4096);
    return head === "xref" ? this.tableAt(offset) : this.xrefStreamAt(offset);
  }

  /** A classic table: its subsections' positions, read entry by entry on lookup. */
  private async tableAt(offset: number): Promise<Section> {
    const subsections: { start: number; count: number; entries: number }[] = [];
    let pos = offset;
    let trailer: PdfDict | null = null;
    let first = true;
    while (!trailer) {
      if (subsections.length > 10_000) throw new Unreadable("too many subsections");
      const step = await this.parseAt(pos, (p) => {
        if (first) p.expect("xref");
        if (p.keyword() === "trailer") {
          p.expect("trailer");
          const dict = p.value();
          if (!isDict(dict)) throw new Unreadable("trailer");
          return { kind: "trailer", trailer: dict } as const;
        }
        const start = p.int();
        const count = p.int();
        p.skipSpace();
        return { kind: "subsection", start, count, entries: pos + p.pos } as const;
      });
      first = false;
      if (step.kind === "trailer") trailer = step.trailer;
      else {
        subsections.push(step);
        pos = step.entries + step.count * 20;
      }
    }
    return {
      trailer,
      lookup: async (n) => {
        const sub = subsections.find((s) => n >= s.start && n < s.start + s.count);
        if (!sub) return undefined;
        const line = String.fromCharCode(...(await this.reader.read(sub.entries + (n - sub.start) * 20, 20)));
        const entry = /^(\d{10}) (\d{5}) ([nf])/.exec(line);
        if (!entry) throw new Unreadable("xref entry");
        return entry[3] === "n" ? { type: "offset", offset: Number(entry[1]) } : { type: "free" };
      },
    };
  }

  /** A cross-reference stream (PDF 1.5): inflated whole (within the caps), looked up by row. */
  private async xrefStreamAt(offset: number): Promise<Section> {
    const { value, streamStart } = await this.objectAt(offset);
    if (!isDict(value) || streamStart === null || nameOf(value.dict.get("Type")) !== "XRef")
      throw new Unreadable("not an xref stream");
    const w = value.dict.get("W");
    if (!Array.isArray(w) || w.length !== 3 || !w.every((x) => typeof x === "number" && x >= 0 && x <= 8))
      throw new Unreadable("xref widths");
    const widths = w as number[];
    const rowSize = widths.reduce((a, b) => a + b, 0);
    const size = value.dict.get("Size");
    const index = value.dict.get("Index") ?? [0, typeof size === "number" ? size : 0];
    if (!Array.isArray(index) || index.length % 2 !== 0 || !index.every((x) => typeof x === "number"))
      throw new Unreadable("xref index");
    const data = await this.streamData(value, streamStart);
    const ranges: { start: number; count: number; row: number }[] = [];
    let row = 0;
    for (let i = 0; i < index.length; i += 2) {
      const start = index[i] as number;
      const count = index[i + 1] as number;
      ranges.push({ start, count, row });
      row += count;
    }
    const field = (at: number, width: number) => {
      let v = 0;
      for (let i = 0; i < width; i++) v = v * 256 + (data[at + i] ?? 0);
      return v;
    };
    return {
      trailer: value,
      lookup: async (n) => {
        const range = ranges.find((r) => n >= r.start && n < r.start + r.count);
        if (!range) return undefined;
        const at = (range.row + n - range.start) * rowSize;
        if (at + rowSize > data.length) throw new Unreadable("xref stream too short");
        const [w0 = 0, w1 = 0, w2 = 0] = widths;
        const type = w0 === 0 ? 1 : field(at, w0);
        const second = field(at + w0, w1);
        const third = field(at + w0 + w1, w2);
        if (type === 0) return { type: "free" };
        if (type === 1) return { type: "offset", offset: second };
        if (type === 2) return { type: "compressed", stream: second, index: third };
        return { type: "free" };
      },
    };
  }

  private async entry(n: number): Promise<Entry> {
    for (const section of this.sections) {
      const found = await section.lookup(n);
      if (found) return found;
    }
    throw new Unreadable(`object ${n} not in the cross-reference`);
  }

  private resolving = 0;
  async resolve(value: PdfValue | undefined): Promise<PdfValue | undefined> {
    if (!isRef(value)) return value;
    if (++this.resolving > 32) throw new Unreadable("too many references");
    const entry = await this.entry(value.ref);
    if (entry.type === "free") throw new Unreadable("free object");
    if (entry.type === "offset") return (await this.objectAt(entry.offset)).value;
    // In an object stream: its header lists "number offset" pairs, objects start at /First.
    const streamEntry = await this.entry(entry.stream);
    if (streamEntry.type !== "offset") throw new Unreadable("object stream location");
    const { value: dict, streamStart } = await this.objectAt(streamEntry.offset);
    if (!isDict(dict) || streamStart === null || nameOf(dict.dict.get("Type")) !== "ObjStm")
      throw new Unreadable("not an object stream");
    const data = await this.streamData(dict, streamStart);
    const first = dict.dict.get("First");
    const count = dict.dict.get("N");
    if (typeof first !== "number" || typeof count !== "number") throw new Unreadable("object stream header");
    const header = new Parser(data, 0, true);
    let objectOffset: number | null = null;
    for (let i = 0; i < count; i++) {
      const number = header.int();
      const at = header.int();
      if (number === value.ref) {
        objectOffset = at;
        break;
      }
    }
    if (objectOffset === null) throw new Unreadable("object not in its stream");
    try {
      return new Parser(data, first + objectOffset, true).value();
    } catch (error) {
      throw error instanceof NeedMore ? new Unreadable("object stream cut short") : error;
    }
  }
}

/**
 * The page count from byte ranges (see the top of this file); null when the file cannot be
 * followed that way. Never reads more than READ_BUDGET_BYTES.
 */
export async function countPdfPagesByRanges(source: ByteSource): Promise<number | null> {
  try {
    const pdf = new PdfRanges(new BlockReader(source));
    const trailer = await pdf.loadSections();
    const catalog = await pdf.resolve(trailer?.dict.get("Root"));
    if (!isDict(catalog)) return null;
    const pages = await pdf.resolve(catalog.dict.get("Pages"));
    if (!isDict(pages)) return null;
    const count = await pdf.resolve(pages.dict.get("Count"));
    if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > MAX_PAGES) return null;
    return count;
  } catch (error) {
    if (error instanceof Unreadable || error instanceof NeedMore || error instanceof RangeError) return null;
    throw error;
  }
}

/**
 * A stored PDF's page count, bounded in memory whatever its size: by ranges, else (small files
 * only) by pdf-lib on the whole file. Null when neither can tell.
 */
export async function storedPdfPageCount(source: ByteSource): Promise<number | null> {
  const byRanges = await countPdfPagesByRanges(source);
  if (byRanges !== null) return byRanges;
  if (source.size > PDF_LIB_FALLBACK_MAX_BYTES) return null;
  return pdfPageCount(await source.read(0, source.size));
}

/** A PDF's number of pages, or null when the bytes are not a PDF pdf-lib can read. */
export async function pdfPageCount(bytes: ArrayBuffer | Uint8Array): Promise<number | null> {
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return pdf.getPageCount();
  } catch {
    return null;
  }
}
