/**
 * One page of a PDF drawn with pdf.js into a canvas at the width it is shown (times the screen's
 * pixel ratio), redrawn when the width changes (zoom, resize). Part of the pin viewer's lazy chunk
 * only; pdf.js's worker is a file of this origin (CSP script-src 'self'; pdf.js 5+ uses no eval).
 */
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, type RenderTask } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { useEffect, useRef } from "react";

GlobalWorkerOptions.workerSrc = workerUrl;

export function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  return getDocument({ data: new Uint8Array(bytes) }).promise;
}

/** Canvases wider than this cost memory on phones for no visible gain. */
const MAX_CANVAS_PX = 4096;

export function PdfPage({
  pdf,
  pageNumber,
  width,
  onSize,
}: {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  /** CSS pixels. */
  width: number;
  /** The page's height for this width, once known (the pins' box takes it). */
  onSize: (height: number) => void;
}) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  useEffect(() => {
    const target = canvas.current;
    if (!target || width <= 0) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    void (async () => {
      const page = await pdf.getPage(pageNumber);
      if (cancelled) return;
      const base = page.getViewport({ scale: 1 });
      const cssScale = width / base.width;
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_CANVAS_PX / width, 3);
      const viewport = page.getViewport({ scale: cssScale * ratio });
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      onSize(base.height * cssScale);
      task = page.render({ canvas: target, viewport });
      await task.promise.catch(() => undefined);
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber, width, onSize]);
  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas is not focusable; the page box around it carries the name
  return <canvas ref={canvas} className="block h-full w-full bg-white" aria-hidden="true" />;
}
