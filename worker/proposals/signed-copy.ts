/**
 * The signed copy of a proposal: the original PDF, unchanged page by page, followed by a
 * certificate page naming the document (title, SHA-256 of the original bytes), every signer
 * (name, e-mail, signature image or typed signature, time in UTC and in the studio's time zone,
 * IP address, user agent, how they proved who they were) and the deposit's payment reference.
 * Stored in R2 next to the original (`<original key>.signed.pdf`).
 *
 * When the original cannot be merged (pdf-lib cannot open it, although it starts with %PDF and
 * its bytes match the SHA-256 that was signed), the copy is the certificate alone, saying so, with
 * the original attached inside the PDF unchanged (buildCertificateCopy; when it is made is decided
 * in worker/proposals/service.ts produceSignedCopy).
 *
 * pdf-lib runs in Workers (pure JS). Its standard fonts only encode WinAnsi, so every string is
 * reduced to that character set before drawing (a name with characters outside it is kept in the
 * database as typed; the PDF shows the closest Latin form).
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { formatMoney } from "../../src/shared/order";
import type { Signature, SignatureRequest, SignatureSigner } from "../db/schema";

export type CertificateInput = {
  request: SignatureRequest;
  signers: SignatureSigner[];
  signatures: Signature[];
  studioName: string;
  timeZone: string;
};

const INK = rgb(0.17, 0.15, 0.14);
const MUTED = rgb(0.43, 0.4, 0.36);
const LINE = rgb(0.9, 0.88, 0.84);
const MARGIN = 50;

/** WinAnsi-safe text: accents folded, anything else as "?". */
export function pdfSafe(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/[^\x20-\x7e]/g, "?");
}

export function studioTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    dateStyle: "medium",
    timeStyle: "long",
  }).format(new Date(iso));
}

function utcTime(iso: string): string {
  return `${iso
    .replace("T", " ")
    .replace(/\.\d+Z$/, "")
    .replace(/Z$/, "")} UTC`;
}

const IDENTITY_LABELS: Record<Signature["identityMethod"], string> = {
  session: "Signed in to the client portal with this e-mail address",
  email_code: "Six-digit code e-mailed to this address, entered on the private link",
};

/** Lines of at most `width` points. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of pdfSafe(text).split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/)) {
      // Very long tokens (user agents, hashes) are cut where they overflow.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        if (line) {
          out.push(line);
          line = "";
        }
        out.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      const next = line ? `${line} ${rest}` : rest;
      if (font.widthOfTextAtSize(next, size) > width) {
        out.push(line);
        line = rest;
      } else {
        line = next;
      }
    }
    out.push(line);
  }
  return out;
}

function dataUrlBytes(dataUrl: string): Uint8Array | null {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl);
  if (!match?.[1]) return null;
  const binary = atob(match[1]);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * pdf-lib could not open the original or add pages to it (it starts with %PDF, but its structure
 * is not one pdf-lib can read: no page tree, a broken cross-reference...). pdf-lib is plain
 * JavaScript working on bytes checked against the signed SHA-256, so the same file fails the same
 * way every time, unlike a storage or memory failure.
 */
export class OriginalUnreadableError extends Error {}

/** The original with the certificate page(s) appended. */
export async function buildSignedCopy(original: Uint8Array, input: CertificateInput): Promise<Uint8Array> {
  try {
    // A broken file may load and fail only on its page tree (getPages), or on save.
    const pdf = await PDFDocument.load(original, { updateMetadata: false });
    const [first] = pdf.getPages();
    await drawCertificate(pdf, first ? first.getSize() : { width: 612, height: 792 }, input, null);
    pdf.setTitle(`${pdfSafe(input.request.documentTitle)} (signed)`);
    pdf.setProducer(pdfSafe(input.studioName));
    return await pdf.save();
  } catch (error) {
    // Out of memory is not the file's fault: left as it is (retried like any transient failure).
    if (error instanceof RangeError) throw error;
    throw new OriginalUnreadableError(error instanceof Error ? error.message : String(error));
  }
}

/** Why the certificate stands alone: the original attached unchanged, or not available at all. */
export type CertificateFallback =
  | { mode: "certificate_attached"; original: Uint8Array; reason: string }
  | { mode: "certificate_only"; reason: string };

/** The name the original is attached under (its own file name, as a PDF). */
export function attachmentNameFor(input: CertificateInput): string {
  const name = pdfSafe(input.request.documentFileName).replace(/[\\/:*?"<>|]/g, "_");
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}

/**
 * The signed copy when the original cannot be merged: the certificate page(s) alone (US Letter),
 * stating why, with the original attached unchanged (PDFDocument.attach: readers list it under
 * attachments) when its verified bytes are at hand. The certificate names the original's SHA-256,
 * so anyone can check the attachment is the file that was signed.
 */
export async function buildCertificateCopy(
  input: CertificateInput,
  fallback: CertificateFallback,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const name = attachmentNameFor(input);
  const notice =
    fallback.mode === "certificate_attached"
      ? [
          `The original file could not be merged into this copy (${fallback.reason}), so it is attached to this PDF unchanged, as "${name}": open the attachments panel of your PDF reader to see it.`,
          "Its SHA-256 is the one stated above and below: the attachment is the exact file that was signed.",
        ]
      : [
          `The original file could not be read (${fallback.reason}), so it is not attached to this copy.`,
          "The document that was signed is the file whose SHA-256 is stated above; the studio keeps it.",
        ];
  await drawCertificate(pdf, { width: 612, height: 792 }, input, notice);
  if (fallback.mode === "certificate_attached") {
    await pdf.attach(fallback.original, name, {
      mimeType: "application/pdf",
      description: `The original proposal, unchanged (SHA-256 ${input.request.documentSha256})`,
      creationDate: new Date(input.request.createdAt),
      modificationDate: new Date(input.request.createdAt),
    });
  }
  pdf.setTitle(`${pdfSafe(input.request.documentTitle)} (signed, certificate)`);
  pdf.setProducer(pdfSafe(input.studioName));
  return pdf.save();
}

/** The certificate page(s), added at the end of `pdf`; `notice` (if any) right under the heading. */
async function drawCertificate(
  pdf: PDFDocument,
  size: { width: number; height: number },
  input: CertificateInput,
  notice: string[] | null,
): Promise<void> {
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const script = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  const width = size.width - MARGIN * 2;
  let page: PDFPage = pdf.addPage([size.width, size.height]);
  let y = size.height - MARGIN;
  const ensure = (needed: number) => {
    if (y - needed < MARGIN) {
      page = pdf.addPage([size.width, size.height]);
      y = size.height - MARGIN;
    }
  };
  const text = (
    value: string,
    options: { font?: PDFFont; size?: number; color?: typeof INK; gap?: number } = {},
  ) => {
    const font = options.font ?? regular;
    const fontSize = options.size ?? 9.5;
    for (const line of wrap(value, font, fontSize, width)) {
      ensure(fontSize + 4);
      page.drawText(line, { x: MARGIN, y: y - fontSize, size: fontSize, font, color: options.color ?? INK });
      y -= fontSize + 4;
    }
    y -= options.gap ?? 0;
  };
  const rule = () => {
    ensure(12);
    page.drawLine({
      start: { x: MARGIN, y: y - 4 },
      end: { x: MARGIN + width, y: y - 4 },
      thickness: 0.5,
      color: LINE,
    });
    y -= 14;
  };

  const { request } = input;
  text(input.studioName.toUpperCase(), { font: bold, size: 8, color: MUTED, gap: 6 });
  text("Signature certificate", { font: serif, size: 22, gap: 10 });
  text(`Document: ${request.documentTitle}`, { font: bold, size: 11 });
  text(`File: ${request.documentFileName}`);
  text(`SHA-256 of the original: ${request.documentSha256}`);
  text(
    `Sent for signature: ${utcTime(request.createdAt)} (${studioTime(request.createdAt, input.timeZone)})`,
  );
  if (request.completedAt) {
    text(`Completed: ${utcTime(request.completedAt)} (${studioTime(request.completedAt, input.timeZone)})`);
  }
  const deposit =
    request.depositCents === null
      ? "No deposit requested"
      : request.depositPaidAt
        ? `${formatMoney(request.depositCents, request.currency)} paid ${utcTime(request.depositPaidAt)}, payment reference ${request.depositPaymentRef ?? "-"}`
        : `${formatMoney(request.depositCents, request.currency)}, not paid yet`;
  text(`Deposit: ${deposit}`, { gap: 6 });
  if (notice) {
    for (const line of notice) text(line, { font: bold, size: 9.5, gap: 4 });
  }
  text(
    "Each signer below reviewed this document in the studio's client portal, agreed to sign electronically, and signed the exact bytes identified by the SHA-256 above.",
    { color: MUTED, size: 9, gap: 4 },
  );
  rule();

  const bySigner = new Map(input.signatures.map((s) => [s.signerId, s]));
  for (const signer of input.signers) {
    const sig = bySigner.get(signer.id);
    ensure(150);
    text(`${signer.name} <${signer.email}>`, { font: bold, size: 11, gap: 2 });
    if (!sig) {
      text("Not signed.", { color: MUTED, gap: 8 });
      rule();
      continue;
    }
    const image = sig.kind === "drawn" ? dataUrlBytes(sig.signatureData) : null;
    if (image) {
      const png = await pdf.embedPng(image);
      const scale = Math.min(200 / png.width, 60 / png.height, 1);
      const w = png.width * scale;
      const h = png.height * scale;
      ensure(h + 8);
      page.drawImage(png, { x: MARGIN, y: y - h, width: w, height: h });
      y -= h + 6;
    } else {
      ensure(30);
      page.drawText(pdfSafe(sig.signatureData), { x: MARGIN, y: y - 22, size: 22, font: script, color: INK });
      y -= 30;
    }
    page.drawLine({
      start: { x: MARGIN, y: y },
      end: { x: MARGIN + 220, y: y },
      thickness: 0.5,
      color: MUTED,
    });
    y -= 6;
    text(`Full name typed: ${sig.fullName}`);
    text(`Signature: ${sig.kind === "drawn" ? "drawn by hand" : "typed"}`);
    text(`Signed: ${utcTime(sig.signedAt)} / ${studioTime(sig.signedAt, input.timeZone)}`);
    text(`Identity: ${IDENTITY_LABELS[sig.identityMethod]}`);
    text(`IP address: ${sig.ip ?? "unknown"}`);
    text(`User agent: ${sig.userAgent ?? "unknown"}`);
    text(`Document SHA-256 signed: ${sig.documentSha256}`, { gap: 6 });
    rule();
  }
  text(`Consent accepted by each signer: "${input.signatures[0]?.consentText ?? ""}"`, {
    color: MUTED,
    size: 8.5,
  });
}

export function signedCopyKeyFor(originalKey: string): string {
  return `${originalKey.replace(/\.pdf$/i, "")}.signed.pdf`;
}
