import { PDFDocument } from "pdf-lib";

/** A PDF's number of pages, or null when the bytes are not a PDF pdf-lib can read. */
export async function pdfPageCount(bytes: ArrayBuffer): Promise<number | null> {
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return pdf.getPageCount();
  } catch {
    return null;
  }
}
