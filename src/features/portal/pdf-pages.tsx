/**
 * A PDF drawn page by page into canvases with pdf.js (phones do not show PDFs inline). Part of the
 * proposal view's lazy chunk only. The worker script is served from this origin (CSP script-src
 * 'self'). The document is loaded once (`usePdfDocument`) and drawn both in the page
 * (`PdfPages`) and in the full-screen viewer (proposal-viewer.tsx, issue 28).
 */

import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { useEffect, useRef, useState } from "react";
import { Spinner } from "../../components/ui/spinner";

GlobalWorkerOptions.workerSrc = workerUrl;

export type PdfDocument =
  | { state: "loading"; pdf: null }
  | { state: "failed"; pdf: null }
  | { state: "ready"; pdf: PDFDocumentProxy };

/** The PDF at `url` (with the visitor's cookies), loaded once per address. */
export function usePdfDocument(url: string): PdfDocument {
  const [doc, setDoc] = useState<PdfDocument>({ state: "loading", pdf: null });
  useEffect(() => {
    let cancelled = false;
    const task = getDocument({ url, withCredentials: true });
    setDoc({ state: "loading", pdf: null });
    task.promise.then(
      (pdf) => {
        if (!cancelled) setDoc({ state: "ready", pdf });
      },
      () => {
        if (!cancelled) setDoc({ state: "failed", pdf: null });
      },
    );
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url]);
  return doc;
}

/**
 * Draws every page of `pdf` into `box` (replacing what it held): one canvas per page, as wide as
 * the box in CSS pixels and `density` device pixels per CSS pixel. `onFirst` once page 1 is drawn.
 */
export async function drawPages(
  pdf: PDFDocumentProxy,
  box: HTMLElement,
  { density, cancelled, onFirst }: { density: number; cancelled: () => boolean; onFirst?: () => void },
): Promise<void> {
  box.replaceChildren();
  const width = box.clientWidth || 600;
  for (let n = 1; n <= pdf.numPages && !cancelled(); n++) {
    const page = await pdf.getPage(n);
    if (cancelled()) return;
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: (width / base.width) * density });
    const canvas = document.createElement("canvas");
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.className = "block h-auto w-full border border-[var(--color-line)] bg-white shadow-sm";
    canvas.setAttribute("aria-label", `Page ${n} of ${pdf.numPages}`);
    canvas.setAttribute("role", "img");
    canvas.dataset.page = String(n);
    box.append(canvas);
    await page.render({ canvas, viewport }).promise;
    if (n === 1 && !cancelled()) onFirst?.();
  }
}

export function PdfPages({
  doc,
  title,
  onOpenPage,
}: {
  doc: PdfDocument;
  title: string;
  /** A page was tapped or clicked: open it full screen (the viewer). */
  onOpenPage?: (page: number) => void;
}) {
  const holder = useRef<HTMLElement | null>(null);
  const [drawn, setDrawn] = useState(false);
  const pdf = doc.pdf;

  useEffect(() => {
    const box = holder.current;
    if (!box || !pdf) return;
    let cancelled = false;
    setDrawn(false);
    drawPages(pdf, box, {
      density: Math.min(window.devicePixelRatio || 1, 2),
      cancelled: () => cancelled,
      onFirst: () => setDrawn(true),
    }).catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [pdf]);

  const pages = pdf?.numPages ?? 0;
  return (
    <div>
      {doc.state === "loading" || (doc.state === "ready" && !drawn) ? (
        <p className="flex items-center gap-3 py-10 text-sm text-[var(--color-muted)]">
          <Spinner label="Loading the proposal..." />
          <span aria-hidden="true">Loading the proposal...</span>
        </p>
      ) : null}
      {doc.state === "failed" ? (
        <p role="alert" className="py-6 text-sm text-[var(--color-danger)]">
          The proposal could not be shown. Please reload the page, or contact the studio.
        </p>
      ) : null}
      {/* A tap on a page opens it full screen; keyboard users have the "Read full screen" button. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the button above the pages is the keyboard's way */}
      <section
        ref={holder}
        className={`grid gap-4 ${onOpenPage ? "cursor-zoom-in" : ""}`}
        aria-label={`${title}${pages ? `, ${pages} pages` : ""}`}
        data-testid="pdf-pages"
        onClick={(e) => {
          const page = (e.target as HTMLElement).closest("canvas")?.dataset.page;
          if (page && onOpenPage) onOpenPage(Number(page));
        }}
      />
    </div>
  );
}
