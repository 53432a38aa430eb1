/**
 * Issue 25, item 8: memory is bounded. A PDF's page count (for pins) is read from byte ranges of
 * the stored file, at registration, never by loading the file: a 135 MB PDF (past a Worker
 * isolate's 128 MB) is uploaded through the real flow, streamed in 1 MB chunks (never held
 * whole, here or in the Worker), counted at registration by reading a few KB, and pinned on.
 * The counter agrees with pdf-lib on the PDFs pdf-lib writes (cross-reference tables and
 * streams, object streams) and on an incremental update, and an instrumented source proves how
 * few bytes it reads.
 */
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { PIN_MESSAGES, type Pin, type PinList } from "../../src/shared/pins";
import { documents } from "../../worker/db/schema";
import {
  type ByteSource,
  countPdfPagesByRanges,
  PDF_LIB_FALLBACK_MAX_BYTES,
  READ_BUDGET_BYTES,
  r2ByteSource,
  storedPdfPageCount,
} from "../../worker/lib/pdf-pages";
import { api, BASE, db, json, type Session, signIn, uniqueEmail } from "./helpers";
import { addDocument, assign, portalApi, projectWithLink } from "./portal-fixtures";

const MB = 1024 * 1024;
const encoder = new TextEncoder();

/** A source over bytes in memory that counts what is read. */
/** `inner`, measured: how many reads, how many bytes, the largest read. */
function measured(inner: ByteSource) {
  const stats = { reads: 0, bytes: 0, largest: 0 };
  const source: ByteSource = {
    size: inner.size,
    async read(offset, length) {
      const slice = await inner.read(offset, length);
      stats.reads++;
      stats.bytes += slice.length;
      stats.largest = Math.max(stats.largest, slice.length);
      return slice;
    },
  };
  return { source, stats };
}

function counting(bytes: Uint8Array) {
  return measured({
    size: bytes.length,
    read: async (offset, length) => bytes.subarray(offset, Math.min(offset + length, bytes.length)),
  });
}

/**
 * Counts the 3 pages of a large PDF by range reads, logs what that read (the size shown with
 * `digits` decimals) and that it stayed within four 64 KB reads' worth of bytes; what it read.
 */
async function countsThreePagesOf(inner: ByteSource, digits: number) {
  const { source, stats } = measured(inner);
  expect(await countPdfPagesByRanges(source)).toBe(3);
  console.log(
    `Page count of a ${(inner.size / MB).toFixed(digits)} MB PDF: ${stats.reads} range reads, ${(stats.bytes / 1024).toFixed(1)} KB`,
  );
  expect(stats.bytes).toBeLessThanOrEqual(4 * 64 * 1024);
  return stats;
}

async function pdfWith(pages: number, useObjectStreams: boolean): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i++) pdf.addPage([600, 400]);
  return pdf.save({ useObjectStreams });
}

describe("the page count from byte ranges", () => {
  it("agrees with pdf-lib on cross-reference tables, cross-reference streams and object streams", async () => {
    for (const pages of [1, 3, 250]) {
      for (const objectStreams of [false, true]) {
        const bytes = await pdfWith(pages, objectStreams);
        const { source } = counting(bytes);
        expect(await countPdfPagesByRanges(source), `${pages} pages, object streams ${objectStreams}`).toBe(
          pages,
        );
        expect((await PDFDocument.load(bytes)).getPageCount()).toBe(pages);
      }
    }
  });

  it("follows an incremental update (/Prev): the newest definition of the page tree wins", async () => {
    const original = await pdfWith(3, false);
    const text = new TextDecoder("latin1").decode(original);
    const root = /\/Root (\d+) 0 R/.exec(text)?.[1];
    const catalog = new RegExp(`\\n${root} 0 obj\\s*<<[^]*?/Pages (\\d+) 0 R`).exec(text);
    const pagesRef = catalog?.[1];
    const pagesDef = new RegExp(`\\n${pagesRef} 0 obj\\s*(<<[^]*?>>)\\s*endobj`).exec(text)?.[1] ?? "";
    const kids = /\/Kids \[ ?(\d+ 0 R) (\d+ 0 R)/.exec(pagesDef);
    const prev = /startxref\s+(\d+)/.exec(text.slice(text.lastIndexOf("startxref")))?.[1];
    const size = /\/Size (\d+)/.exec(text)?.[1];
    expect(pagesRef && kids && prev && size).toBeTruthy();
    // The update drops the third page: a new version of the page tree object, its own table.
    const body = `${pagesRef} 0 obj\n<< /Type /Pages /Kids [${kids?.[1]} ${kids?.[2]}] /Count 2 >>\nendobj\n`;
    const offset = original.length;
    const xrefAt = offset + body.length;
    const update =
      `${body}xref\n${pagesRef} 1\n${String(offset).padStart(10, "0")} 00000 n\r\n` +
      `trailer\n<< /Size ${size} /Root ${root} 0 R /Prev ${prev} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
    const updated = new Uint8Array([...original, ...encoder.encode(update)]);
    expect((await PDFDocument.load(updated)).getPageCount()).toBe(2);
    expect(await countPdfPagesByRanges(counting(updated).source)).toBe(2);
  });

  it("gives up on what it cannot follow; small files fall back to pdf-lib, large ones stay unknown", async () => {
    const garbage = encoder.encode(`%PDF-1.7\n${"not really a pdf\n".repeat(100)}`);
    expect(await countPdfPagesByRanges(counting(garbage).source)).toBeNull();
    expect(await storedPdfPageCount(counting(garbage).source)).toBeNull();

    // A real PDF whose startxref points nowhere: pdf-lib (which reads objects in order) still
    // counts it while it is small.
    const good = await pdfWith(4, false);
    const broken = new TextDecoder("latin1").decode(good).replace(/startxref\s+\d+/, "startxref\n7");
    const brokenBytes = Uint8Array.from(broken, (ch) => ch.charCodeAt(0));
    expect(await countPdfPagesByRanges(counting(brokenBytes).source)).toBeNull();
    expect(await storedPdfPageCount(counting(brokenBytes).source)).toBe(4);

    // The same broken file padded past the fallback's limit: unknown, and the padding never read.
    const padded = new Uint8Array(PDF_LIB_FALLBACK_MAX_BYTES + MB);
    padded.set(brokenBytes.subarray(0, brokenBytes.length - 40));
    padded.set(brokenBytes.subarray(brokenBytes.length - 40), padded.length - 40);
    const { source, stats } = counting(padded);
    expect(await storedPdfPageCount(source)).toBeNull();
    expect(stats.bytes).toBeLessThan(256 * 1024);
  });

  it("reads a bounded number of bytes, however large the file (a 2 GB file that exists only as ranges)", async () => {
    const pdf = hugePdf(2048 * MB);
    const stats = await countsThreePagesOf(
      { size: pdf.size, read: async (offset, length) => pdf.range(offset, length) },
      0,
    );
    expect(stats.bytes).toBeLessThan(READ_BUDGET_BYTES);
  });
});

// ---------------------------------------------------------------------------------------------
// A 135 MB PDF, uploaded through the real flow, in chunks
// ---------------------------------------------------------------------------------------------

const CHUNK = MB;

/**
 * A valid 3-page PDF whose first page's content stream is `padding` bytes of spaces (an empty
 * drawing): produced as a stream of 1 MB chunks, or as any byte range, so that the test never
 * holds the file either.
 */
function hugePdf(padding: number) {
  const head =
    "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n" +
    "1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n" +
    "2 0 obj\n<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >>\nendobj\n" +
    "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 6 0 R >>\nendobj\n" +
    "4 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n" +
    "5 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n";
  const offsets: number[] = [];
  let at = 0;
  for (const part of head.split(/(?=\d 0 obj)/)) {
    if (/^\d 0 obj/.test(part)) offsets.push(at);
    at += part.length;
  }
  const streamHead = `6 0 obj\n<< /Length ${padding} >>\nstream\n`;
  offsets.push(head.length);
  const afterPadding = "\nendstream\nendobj\n";
  const xrefAt = head.length + streamHead.length + padding + afterPadding.length;
  const tail =
    `${afterPadding}xref\n0 7\n0000000000 65535 f\r\n` +
    offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n\r\n`).join("") +
    `trailer\n<< /Size 7 /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  const latin1 = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
  const first = latin1(head + streamHead);
  const last = latin1(tail);
  const size = first.length + padding + last.length;
  const spaces = new Uint8Array(CHUNK).fill(0x20);
  return {
    size,
    /** The bytes in [offset, offset + length), made on demand. */
    range(offset: number, length: number): Uint8Array {
      const end = Math.min(offset + length, size);
      const out = new Uint8Array(Math.max(0, end - offset)).fill(0x20);
      for (let i = offset; i < Math.min(end, first.length); i++) out[i - offset] = first[i] ?? 0;
      const lastStart = size - last.length;
      for (let i = Math.max(offset, lastStart); i < end; i++) out[i - offset] = last[i - lastStart] ?? 0;
      return out;
    },
    stream(): ReadableStream<Uint8Array> {
      let sent = -1;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === -1) {
            controller.enqueue(first);
            sent = 0;
          } else if (sent < padding) {
            const n = Math.min(CHUNK, padding - sent);
            controller.enqueue(spaces.slice(0, n));
            sent += n;
          } else if (sent === padding) {
            controller.enqueue(last);
            sent = padding + 1;
          } else controller.close();
        },
      });
    },
  };
}

describe("a PDF larger than a Worker's memory", () => {
  let admin: Session;
  beforeAll(async () => {
    admin = await signIn("admin", "owner@studio.test", "Owner");
  });

  it("is uploaded in chunks, counted at registration from a few KB of ranges, and pinned on", async () => {
    const { project } = await projectWithLink();
    const client = await signIn("client", uniqueEmail("big-pdf"), "Noor");
    await assign(client, project.id);
    const pdf = hugePdf(135 * MB);
    expect(pdf.size).toBeGreaterThan(135 * MB);

    const reserved = await api("/api/admin/documents/upload-url", {
      session: admin,
      json: {
        projectId: project.id,
        category: "visual_documents",
        fileName: "site-survey.pdf",
        fileType: "application/pdf",
        fileSize: pdf.size,
      },
    });
    expect(reserved.status, await reserved.clone().text()).toBe(201);
    const { uploadUrl, objectPath } = await json<{ uploadUrl: string; objectPath: string }>(reserved);
    const put = await SELF.fetch(uploadUrl.replace(/^https?:\/\/[^/]+/, BASE), {
      method: "PUT",
      headers: { "Content-Type": "application/pdf", "Content-Length": String(pdf.size) },
      body: pdf.stream(),
      // @ts-expect-error: a streamed request body (undici / workerd)
      duplex: "half",
    });
    expect(put.status, await put.clone().text()).toBe(200);
    expect((await env.MEDIA.head(objectPath))?.size).toBe(pdf.size);

    // What the counter reads of the stored object, through the same range reads it makes.
    const r2 = await r2ByteSource(env.MEDIA, objectPath);
    if (!r2) throw new Error("object missing");
    const stats = await countsThreePagesOf(r2, 1);
    expect(stats.reads).toBeLessThanOrEqual(4);

    const done = await api("/api/admin/documents/complete", {
      session: admin,
      json: {
        projectId: project.id,
        category: "visual_documents",
        title: "Site survey",
        objectPath,
        mimeType: "application/pdf",
      },
    });
    expect(done.status, await done.clone().text()).toBe(201);
    const { id } = await json<{ id: number }>(done);
    const row = await db().select().from(documents).where(eq(documents.id, id)).get();
    expect(row).toMatchObject({ pageCount: 3, fileSize: pdf.size });

    const list = await json<PinList>(
      await portalApi(`/api/portal/documents/${id}/pins`, { session: client }),
    );
    expect(list.pageCount).toBe(3);
    const pinned = await portalApi(`/api/portal/documents/${id}/pins`, {
      session: client,
      json: { page: 3, x: 0.5, y: 0.5, text: "The last page, the north wall" },
    });
    expect(pinned.status, await pinned.clone().text()).toBe(201);
    expect((await json<Pin>(pinned)).page).toBe(3);
    const beyond = await portalApi(`/api/portal/documents/${id}/pins`, {
      session: client,
      json: { page: 4, x: 0.5, y: 0.5, text: "Nowhere" },
    });
    expect(beyond.status).toBe(400);
    expect((await json<{ message: string }>(beyond)).message).toBe(PIN_MESSAGES.page);
    // The object is left for the next file's reset(): deleting a 135 MB object here (the local R2
    // frees it in the background) was seen to make that reset leave D1's tables in place.
  }, 180_000);

  it("a document registered without a count is counted from ranges on first use, and the count kept", async () => {
    const { project } = await projectWithLink();
    const client = await signIn("client", uniqueEmail("pin-late"), "Ira");
    await assign(client, project.id);
    const doc = await addDocument(project.id, {
      title: "Selections",
      category: "visual_documents",
      bytes: await pdfWith(5, true),
    });
    expect(doc.pageCount).toBeNull();
    const list = await json<PinList>(
      await portalApi(`/api/portal/documents/${doc.id}/pins`, { session: client }),
    );
    expect(list.pageCount).toBe(5);
    const row = await db().select().from(documents).where(eq(documents.id, doc.id)).get();
    expect(row?.pageCount).toBe(5);
  });
});
