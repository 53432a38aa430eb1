/**
 * How many images a PDF embeds (its image XObjects), for the selections PDF's tests in the Worker
 * (tests/worker) and in the browser (tests/e2e), which both import it.
 */
import { type PDFDocument, PDFName, PDFRawStream } from "pdf-lib";

export function imageCount(pdf: PDFDocument): number {
  let count = 0;
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"))
      count++;
  }
  return count;
}
