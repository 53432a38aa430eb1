/**
 * The pin viewer's zoom (issue 19): buttons step it, two fingers pinch it (pointer events; one
 * finger scrolls natively, touch-action: pan-x pan-y on the scroller). Zooming keeps the point
 * under the fingers, or the middle of the view, where it is. The page's width is the scroller's
 * width times the zoom, so pins (placed in fractions of the page) stay on their spot.
 */
import { type PointerEvent, useLayoutEffect, useRef, useState } from "react";

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;
export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export function useZoom() {
  const scroller = useRef<HTMLDivElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const [baseWidth, setBaseWidth] = useState(0);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setBaseWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  /** Zooms about a point of the scroller's viewport, keeping that point where it is. */
  const zoomAbout = (next: number, focus?: { x: number; y: number }) => {
    const el = scroller.current;
    const z = clamp(Math.round(next * 100) / 100, ZOOM_MIN, ZOOM_MAX);
    if (!el || z === zoom) return setZoom(z);
    const fx = focus?.x ?? el.clientWidth / 2;
    const fy = focus?.y ?? el.clientHeight / 2;
    const contentX = (el.scrollLeft + fx) / zoom;
    const contentY = (el.scrollTop + fy) / zoom;
    setZoom(z);
    requestAnimationFrame(() => el.scrollTo({ left: contentX * z - fx, top: contentY * z - fy }));
  };

  // Pinch: two pointers on the page.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== "touch") return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: spread(), zoom };
  };
  const onPointerMove = (e: PointerEvent) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const start = pinch.current;
    const el = scroller.current;
    if (!start || !el || start.distance === 0) return;
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return;
    const rect = el.getBoundingClientRect();
    zoomAbout(start.zoom * (spread() / start.distance), {
      x: (a.x + b.x) / 2 - rect.left,
      y: (a.y + b.y) / 2 - rect.top,
    });
  };
  const onPointerEnd = (e: PointerEvent) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  return {
    scroller,
    zoom,
    /** The page's width in CSS pixels at this zoom. */
    width: Math.round(baseWidth * zoom),
    zoomAbout,
    pinchHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
  };
}

export type Zoom = ReturnType<typeof useZoom>;
