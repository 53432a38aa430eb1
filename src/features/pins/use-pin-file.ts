/**
 * The pin viewer's file (issue 19): fetched through its short-lived link (same origin, or R2 with
 * the bucket's CORS rule) and shown from memory: an image as a blob URL, a PDF parsed by pdf.js.
 */
import type { PDFDocumentProxy } from "pdfjs-dist";
import { useEffect, useRef, useState } from "react";
import { openPdf } from "./pdf-page";
import type { PinApi } from "./pin-api";

export type LoadedFile =
  | { kind: "image"; url: string; ratio: number }
  | { kind: "pdf"; pdf: PDFDocumentProxy; pages: number };

export type PinFile = LoadedFile | "loading" | "failed";

export function usePinFile(api: PinApi, documentId: number, mimeType: string): PinFile {
  const [file, setFile] = useState<PinFile>("loading");
  // The file is fetched once per document, whatever the caller's object identity does.
  const apiRef = useRef(api);
  apiRef.current = api;
  useEffect(() => {
    let cancelled = false;
    let objectUrl: string | null = null;
    void (async () => {
      try {
        const link = await apiRef.current.fileLink(documentId);
        const res = await fetch(link.url);
        if (!res.ok) throw new Error(`${res.status}`);
        if (mimeType === "application/pdf") {
          const pdf = await openPdf(await res.arrayBuffer());
          if (!cancelled) setFile({ kind: "pdf", pdf, pages: pdf.numPages });
          return;
        }
        objectUrl = URL.createObjectURL(await res.blob());
        const img = new Image();
        img.src = objectUrl;
        await img.decode();
        if (!cancelled)
          setFile({ kind: "image", url: objectUrl, ratio: img.naturalHeight / img.naturalWidth || 0.75 });
      } catch {
        if (!cancelled) setFile("failed");
      }
    })();
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [documentId, mimeType]);
  return file;
}
