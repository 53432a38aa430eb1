/**
 * A proposal's pages full screen (issue 28): on a phone the pages in the portal are about 350 px
 * wide, too small to read 10-point text before signing. A modal dialog (Radix: focus kept inside,
 * Escape closes, focus returns to what opened it) over the whole screen, the pages as wide as the
 * screen and zoomable: pinch (two fingers), double-tap (or double-click) to zoom in at that point
 * and again to zoom out, the + and - buttons or keys; the pages pan by scrolling. A sticky "Sign
 * this proposal" at the bottom, while this visitor has something to sign, closes the viewer and
 * takes them to the signing step. Part of the proposal view's lazy chunk.
 */
import type { PDFDocumentProxy } from "pdfjs-dist";
import { Dialog as RadixDialog } from "radix-ui";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { CrossIcon } from "../../components/ui/cross-icon";
import { Spinner } from "../../components/ui/spinner";
import { drawPages } from "./pdf-pages";

const MIN_SCALE = 1;
const MAX_SCALE = 4;
/** Where a double-tap (or the + button from 100 %) zooms to. */
const TAP_SCALE = 2.5;
const STEP = 1.5;

function clamp(value: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, value));
}

export function ProposalViewer({
  pdf,
  title,
  open,
  onOpenChange,
  startPage,
  onSign,
  fallbackFocus,
}: {
  pdf: PDFDocumentProxy | null;
  title: string;
  open: boolean;
  /** Where focus goes on closing when nothing focusable opened it. */
  fallbackFocus?: React.RefObject<HTMLElement | null>;
  onOpenChange: (open: boolean) => void;
  /** The page to open on (the one tapped). */
  startPage: number;
  /** The sticky Sign action; absent when this visitor has nothing (left) to sign. */
  onSign?: () => void;
}) {
  const signing = useRef(false);
  // Radix gives focus back to its Trigger, and this dialog has none (a page or a button opens it):
  // back to what had focus when it opened, else `fallbackFocus` (a tapped page is no control).
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          ref={content}
          aria-describedby={undefined}
          data-testid="proposal-viewer"
          className="fixed inset-0 z-50 flex flex-col bg-[var(--color-bg)] outline-none"
          onOpenAutoFocus={(event) => {
            // On the pages, so the arrow keys pan them at once (Tab reaches the zoom and Close).
            const pages = content.current?.querySelector<HTMLElement>('[data-testid="viewer-scroller"]');
            if (!pages) return;
            event.preventDefault();
            pages.focus({ preventScroll: true });
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Sign: to the signing step rather than back to the page that was tapped.
            if (signing.current) {
              signing.current = false;
              onSign?.();
              return;
            }
            const back = opener.current?.isConnected ? opener.current : fallbackFocus?.current;
            back?.focus({ preventScroll: true });
          }}
        >
          <ViewerBody
            pdf={pdf}
            title={title}
            startPage={startPage}
            onSign={
              onSign
                ? () => {
                    signing.current = true;
                    onOpenChange(false);
                  }
                : undefined
            }
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function ViewerBody({
  pdf,
  title,
  startPage,
  onSign,
}: {
  pdf: PDFDocumentProxy | null;
  title: string;
  startPage: number;
  onSign?: () => void;
}) {
  const scroller = useRef<HTMLElement | null>(null);
  const pagesBox = useRef<HTMLDivElement | null>(null);
  const [scale, setScale] = useState(1);
  const [drawn, setDrawn] = useState(false);
  const [page, setPage] = useState(startPage);
  // The point (in the scroller's box) that stays where it is while the scale changes.
  const anchor = useRef<{ x: number; y: number; from: number } | null>(null);
  const scaleRef = useRef(scale);
  scaleRef.current = scale;

  const zoomTo = useCallback((next: number, at?: { x: number; y: number }) => {
    const box = scroller.current;
    const from = scaleRef.current;
    const to = clamp(next);
    if (!box || to === from) return;
    anchor.current = { x: at?.x ?? box.clientWidth / 2, y: at?.y ?? box.clientHeight / 2, from };
    setScale(to);
  }, []);

  // Keep the anchor still: the content grew by to/from around it.
  useLayoutEffect(() => {
    const box = scroller.current;
    const a = anchor.current;
    if (!box || !a) return;
    anchor.current = null;
    const ratio = scale / a.from;
    box.scrollLeft = (box.scrollLeft + a.x) * ratio - a.x;
    box.scrollTop = (box.scrollTop + a.y) * ratio - a.y;
  }, [scale]);

  // The pages, drawn sharp enough to be read zoomed in (twice the screen's density, at most 3).
  useEffect(() => {
    const box = pagesBox.current;
    if (!box || !pdf) return;
    let cancelled = false;
    const density = Math.min((window.devicePixelRatio || 1) * 2, 3);
    drawPages(pdf, box, {
      density,
      cancelled: () => cancelled,
      onFirst: () => setDrawn(true),
    })
      .then(() => {
        if (cancelled) return;
        const target = box.querySelector<HTMLElement>(`[data-page="${startPage}"]`);
        if (target && startPage > 1) scroller.current?.scrollTo({ top: target.offsetTop - 12 });
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [pdf, startPage]);

  // Which page is in the middle of the screen ("Page 2 of 5").
  const onScroll = () => {
    const box = scroller.current;
    const canvases = pagesBox.current?.querySelectorAll<HTMLElement>("canvas");
    if (!box || !canvases) return;
    const middle = box.scrollTop + box.clientHeight / 2;
    for (const canvas of canvases) {
      if (canvas.offsetTop + canvas.offsetHeight >= middle) {
        setPage(Number(canvas.dataset.page));
        return;
      }
    }
  };

  // Pinch and double-tap, with touch events: the scroller's `touch-action: pan-x pan-y` leaves
  // one-finger panning to the browser and gives two fingers and double taps to us (the page itself
  // does not zoom). Non-passive, so a pinch's moves can be kept from scrolling.
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    let pinch: { distance: number; scale: number } | null = null;
    let lastTap: { at: number; x: number; y: number } | null = null;
    let tapStart: { at: number; x: number; y: number } | null = null;
    let lastTouchZoom = Number.NEGATIVE_INFINITY;
    const local = (t: Touch) => {
      const rect = box.getBoundingClientRect();
      return { x: t.clientX - rect.left, y: t.clientY - rect.top };
    };
    const spread = (a: Touch, b: Touch) => Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
    const onStart = (e: TouchEvent) => {
      const [a, b] = [e.touches[0], e.touches[1]];
      if (a && b) {
        pinch = { distance: spread(a, b) || 1, scale: scaleRef.current };
        tapStart = null;
      } else if (a && e.touches.length === 1) {
        tapStart = { at: e.timeStamp, x: a.clientX, y: a.clientY };
      }
    };
    const onMove = (e: TouchEvent) => {
      const [a, b] = [e.touches[0], e.touches[1]];
      if (!pinch || !a || !b) return;
      e.preventDefault();
      const mid = local(a);
      const other = local(b);
      zoomTo(pinch.scale * (spread(a, b) / pinch.distance), {
        x: (mid.x + other.x) / 2,
        y: (mid.y + other.y) / 2,
      });
    };
    const onEnd = (e: TouchEvent) => {
      if (e.touches.length < 2) pinch = null;
      const t = e.changedTouches[0];
      if (!t || !tapStart || e.touches.length > 0) return;
      const quick = e.timeStamp - tapStart.at < 300;
      const still = Math.hypot(t.clientX - tapStart.x, t.clientY - tapStart.y) < 12;
      tapStart = null;
      if (!quick || !still) {
        lastTap = null;
        return;
      }
      if (
        lastTap &&
        e.timeStamp - lastTap.at < 350 &&
        Math.hypot(t.clientX - lastTap.x, t.clientY - lastTap.y) < 40
      ) {
        lastTap = null;
        e.preventDefault(); // no click, no dblclick: handled here
        lastTouchZoom = e.timeStamp;
        zoomTo(scaleRef.current > 1 ? 1 : TAP_SCALE, local(t));
        return;
      }
      lastTap = { at: e.timeStamp, x: t.clientX, y: t.clientY };
    };
    // A mouse (or a browser that turns a double tap into dblclick): the same toggle at the point.
    const onDoubleClick = (e: MouseEvent) => {
      if (e.timeStamp - lastTouchZoom < 600) return;
      const rect = box.getBoundingClientRect();
      zoomTo(scaleRef.current > 1 ? 1 : TAP_SCALE, { x: e.clientX - rect.left, y: e.clientY - rect.top });
    };
    box.addEventListener("touchstart", onStart, { passive: true });
    box.addEventListener("touchmove", onMove, { passive: false });
    box.addEventListener("touchend", onEnd, { passive: false });
    box.addEventListener("touchcancel", onEnd, { passive: false });
    box.addEventListener("dblclick", onDoubleClick);
    return () => {
      box.removeEventListener("touchstart", onStart);
      box.removeEventListener("touchmove", onMove);
      box.removeEventListener("touchend", onEnd);
      box.removeEventListener("touchcancel", onEnd);
      box.removeEventListener("dblclick", onDoubleClick);
    };
  }, [zoomTo]);

  const percent = Math.round(scale * 100);
  const pages = pdf?.numPages ?? 0;
  return (
    <>
      <div className="flex items-center gap-2 border-b border-[var(--color-line)] bg-[var(--color-surface)] py-2 pr-2 pl-4">
        <div className="min-w-0 flex-1">
          <RadixDialog.Title className="truncate font-serif text-lg leading-tight">{title}</RadixDialog.Title>
          <p className="text-xs text-[var(--color-muted)]" aria-live="polite" data-testid="viewer-page">
            {pages ? `Page ${page} of ${pages}` : "Loading..."}
          </p>
        </div>
        <fieldset className="flex items-center">
          <legend className="sr-only">Zoom</legend>
          <IconButton label="Zoom out" disabled={scale <= MIN_SCALE} onClick={() => zoomTo(scale / STEP)}>
            <path d="M4 9h10" />
          </IconButton>
          <button
            type="button"
            onClick={() => zoomTo(1)}
            className="min-w-[3.25rem] rounded-[var(--radius-sm)] px-1 py-2 text-center text-xs tabular-nums text-[var(--color-muted)] hover:text-[var(--color-ink)]"
            aria-label={`Zoom ${percent}%, reset to fit the screen`}
            data-testid="viewer-zoom"
            data-scale={scale.toFixed(2)}
          >
            {percent}%
          </button>
          <IconButton
            label="Zoom in"
            disabled={scale >= MAX_SCALE}
            onClick={() => zoomTo(scale === 1 ? TAP_SCALE : scale * STEP)}
          >
            <path d="M4 9h10M9 4v10" />
          </IconButton>
        </fieldset>
        <RadixDialog.Close
          aria-label="Close"
          className="rounded-[var(--radius-sm)] p-3 text-[var(--color-muted)] transition-colors hover:text-[var(--color-ink)]"
        >
          <CrossIcon />
        </RadixDialog.Close>
      </div>
      <section
        ref={scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable, so the arrow keys and Page Up/Down pan it (+ and - zoom)
        tabIndex={0}
        aria-label={`${title}, pages`}
        onScroll={onScroll}
        onKeyDown={(e) => {
          if (e.key === "+" || e.key === "=") zoomTo(scale === 1 ? TAP_SCALE : scale * STEP);
          else if (e.key === "-") zoomTo(scale / STEP);
          else if (e.key === "0") zoomTo(1);
          else return;
          e.preventDefault();
        }}
        className="min-h-0 flex-1 touch-pan-x touch-pan-y overflow-auto overscroll-contain bg-[var(--color-line)]/40 outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-[var(--color-accent)]"
        data-testid="viewer-scroller"
      >
        {!drawn ? (
          <p className="flex items-center justify-center gap-3 py-16 text-sm text-[var(--color-muted)]">
            <Spinner label="Loading the proposal..." />
            <span aria-hidden="true">Loading the proposal...</span>
          </p>
        ) : null}
        {/* As wide as the screen on a phone, a comfortable reading width on a desktop; zoomed, wider
            than the screen (left-aligned then, so it scrolls both ways). */}
        <div className="mx-auto p-3" style={{ width: `calc(min(100%, 60rem) * ${scale})` }}>
          <div ref={pagesBox} className="grid gap-3" data-testid="viewer-pages" />
        </div>
      </section>
      {onSign ? (
        <div className="border-t border-[var(--color-line)] bg-[var(--color-surface)] px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
          <div className="mx-auto max-w-md">
            <Button className="w-full" onClick={onSign}>
              Sign this proposal
            </Button>
          </div>
        </div>
      ) : null}
    </>
  );
}

function IconButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="rounded-[var(--radius-sm)] p-3 text-[var(--color-ink)] transition-colors hover:bg-[var(--color-bg)] disabled:opacity-35"
    >
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 18 18"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        {children}
      </svg>
    </button>
  );
}
