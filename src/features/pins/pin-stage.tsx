/**
 * The page with its pins: the drawing (an image, or one page of a PDF) at the zoom's width in a
 * scroller, the pins on it, and the point a client is placing. A client taps or clicks a spot to
 * place a pin there, or, from the keyboard, moves the marker with the arrow keys and presses
 * Enter (the page is then a focusable application). On a phone the scroller runs edge to edge.
 */
import { type KeyboardEvent, type MouseEvent, useCallback, useEffect, useRef, useState } from "react";
import { Spinner } from "../../components/ui/spinner";
import type { Pin } from "../../shared/pins";
import { PdfPage } from "./pdf-page";
import { PinMark } from "./pin-mark";
import type { PinFile } from "./use-pin-file";
import { clamp, type Zoom } from "./use-zoom";

export type Spot = { x: number; y: number };

export function PinStage({
  file,
  page,
  pages,
  zoom,
  pins,
  selectedId,
  onSelect,
  pending,
  pendingNumber,
  marker,
  onMarker,
  canPin,
  onPlace,
  title,
  hintId,
}: {
  file: PinFile;
  page: number;
  pages: number;
  zoom: Pick<Zoom, "scroller" | "width" | "pinchHandlers">;
  /** The pins shown on this page. */
  pins: Pin[];
  selectedId: number | null;
  onSelect: (pin: Pin) => void;
  pending: Spot | null;
  pendingNumber: number;
  marker: Spot | null;
  onMarker: (marker: Spot | null) => void;
  canPin: boolean;
  onPlace: (point: Spot) => void;
  title: string;
  /** The help text that describes the page to assistive technology. */
  hintId: string;
}) {
  const { scroller, width } = zoom;
  const box = useRef<HTMLDivElement | null>(null);
  const [pdfHeight, setPdfHeight] = useState(0);

  const loaded = file !== "loading" && file !== "failed" ? file : null;
  const height = loaded?.kind === "image" ? Math.round(width * loaded.ratio) : pdfHeight;
  const onPdfSize = useCallback((h: number) => setPdfHeight(Math.round(h)), []);

  // The selected pin comes into view (zoomed in, it may be off screen).
  useEffect(() => {
    const el = scroller.current;
    const pin = el?.querySelector<HTMLElement>(`[data-pin-id="${selectedId}"]`);
    if (!el || !pin) return;
    const target = { left: pin.offsetLeft - el.clientWidth / 2, top: pin.offsetTop - el.clientHeight / 2 };
    el.scrollTo({ left: Math.max(0, target.left), top: Math.max(0, target.top) });
  }, [scroller, selectedId, width, height]);

  const place = (e: MouseEvent<HTMLDivElement>) => {
    if (!canPin || !box.current) return;
    const rect = box.current.getBoundingClientRect();
    const x = clamp((e.clientX - rect.left) / rect.width, 0, 1);
    const y = clamp((e.clientY - rect.top) / rect.height, 0, 1);
    onMarker(null);
    onPlace({ x: Math.round(x * 10_000) / 10_000, y: Math.round(y * 10_000) / 10_000 });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!canPin) return;
    const step = e.shiftKey ? 0.1 : 0.02;
    const at = marker ?? { x: 0.5, y: 0.5 };
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      onMarker({ x: clamp(at.x + move[0], 0, 1), y: clamp(at.y + move[1], 0, 1) });
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      onPlace(at);
      onMarker(null);
    }
  };

  return (
    <div
      ref={scroller}
      className="relative max-h-[58dvh] overflow-auto rounded-[var(--radius-md)] border border-[var(--color-line)] bg-[var(--color-subtle)] max-md:max-h-[calc(100dvh-9.5rem)] max-md:rounded-none max-md:border-x-0 max-md:border-t-0 lg:max-h-[68dvh]"
      // A stable gutter: the page's width must not change when its height brings a scrollbar
      // (that would redraw it narrower, shorter, without the scrollbar, wider... in a loop).
      style={{ touchAction: "pan-x pan-y", scrollbarGutter: "stable" }}
      {...zoom.pinchHandlers}
      data-testid="pin-stage"
    >
      {file === "loading" ? (
        <p className="flex min-h-64 items-center justify-center gap-3 text-sm text-[var(--color-muted)]">
          <Spinner label="Loading the drawing" />
        </p>
      ) : file === "failed" ? (
        <p
          role="alert"
          className="flex min-h-64 items-center justify-center px-6 text-center text-sm text-[var(--color-danger)]"
        >
          The drawing could not be shown. Please close this and try again.
        </p>
      ) : (
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is in the spread (application to pin on, img to look at)
        // biome-ignore lint/a11y/noStaticElementInteractions: the same: a focusable application (Enter and the arrows) or a picture
        <div
          ref={box}
          className={`relative ${canPin ? "cursor-crosshair" : ""} focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-[var(--color-accent)]`}
          style={{ width, height: height || undefined }}
          onClick={place}
          onKeyDown={onKeyDown}
          onBlur={() => onMarker(null)}
          {...(canPin ? { role: "application", tabIndex: 0, "aria-describedby": hintId } : { role: "img" })}
          aria-label={`${title}${pages > 1 ? `, page ${page} of ${pages}` : ""}`}
          data-testid="pin-page"
        >
          {file.kind === "image" ? (
            <img src={file.url} alt="" className="block h-full w-full select-none" draggable={false} />
          ) : (
            <PdfPage pdf={file.pdf} pageNumber={page} width={width} onSize={onPdfSize} />
          )}
          {pins.map((p) => (
            <PinMark
              key={p.id}
              id={p.id}
              number={p.number}
              x={p.x}
              y={p.y}
              tone={p.id === selectedId ? "selected" : p.status === "resolved" ? "resolved" : "open"}
              label={`Pin ${p.number}${p.status === "resolved" ? ", resolved" : ""}: ${p.messages[0]?.text ?? ""}`}
              onActivate={() => onSelect(p)}
            />
          ))}
          {pending ? (
            <PinMark number={pendingNumber} x={pending.x} y={pending.y} tone="pending" label="New pin" />
          ) : null}
          {marker && !pending ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute h-7 w-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-dashed border-[var(--color-accent)]"
              style={{ left: `${marker.x * 100}%`, top: `${marker.y * 100}%` }}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}
