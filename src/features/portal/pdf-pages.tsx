/**
 * A PDF drawn page by page into canvases with pdf.js (phones do not show PDFs inline). Part of the
 * proposal view's lazy chunk only. The worker script is served from this origin (CSP script-src
 * 'self').
 */

import { GlobalWorkerOptions, getDocument } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { useEffect, useRef, useState } from "react";
import { Spinner } from "../../components/ui/spinner";

GlobalWorkerOptions.workerSrc = workerUrl;

export function PdfPages({ url, title }: { url: string; title: string }) {
  const holder = useRef<HTMLElement | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [pages, setPages] = useState(0);

  useEffect(() => {
    const box = holder.current;
    if (!box) return;
    let cancelled = false;
    const task = getDocument({ url, withCredentials: true });
    setState("loading");
    (async () => {
      try {
        const pdf = await task.promise;
        if (cancelled) return;
        setPages(pdf.numPages);
        box.replaceChildren();
        const width = box.clientWidth || 600;
        const ratio = Math.min(window.devicePixelRatio || 1, 2);
        for (let n = 1; n <= pdf.numPages && !cancelled; n++) {
          const page = await pdf.getPage(n);
          const base = page.getViewport({ scale: 1 });
          const viewport = page.getViewport({ scale: (width / base.width) * ratio });
          const canvas = document.createElement("canvas");
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.className = "block h-auto w-full border border-[var(--color-line)] bg-white shadow-sm";
          canvas.setAttribute("aria-label", `Page ${n} of ${pdf.numPages}`);
          canvas.setAttribute("role", "img");
          box.append(canvas);
          await page.render({ canvas, viewport }).promise;
          if (n === 1 && !cancelled) setState("ready");
        }
      } catch {
        if (!cancelled) setState("failed");
      }
    })();
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url]);

  return (
    <div>
      {state === "loading" ? (
        <p className="flex items-center gap-3 py-10 text-sm text-[var(--color-muted)]">
          <Spinner label="Loading the proposal..." />
          <span aria-hidden="true">Loading the proposal...</span>
        </p>
      ) : null}
      {state === "failed" ? (
        <p role="alert" className="py-6 text-sm text-[var(--color-danger)]">
          The proposal could not be shown. Please reload the page, or contact the studio.
        </p>
      ) : null}
      <section
        ref={holder}
        className="grid gap-4"
        aria-label={`${title}${pages ? `, ${pages} pages` : ""}`}
        data-testid="pdf-pages"
      />
    </div>
  );
}
