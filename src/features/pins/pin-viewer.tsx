/**
 * The pin viewer (issue 19): a rendering, mood board or selection sheet shown as it is (an image)
 * or page by page (a PDF), with numbered pins on it and their threads beside it (below it on a
 * phone). A client taps or clicks a point to pin a comment there, or, from the keyboard, moves
 * the marker with the arrow keys and presses Enter. Pins are placed relative to the page, so they
 * stay on their spot at any size: zoom with the buttons, or pinch on a touch screen.
 *
 * Resolving a thread takes its pin off the drawing at once (the cached list is updated before the
 * request answers, and put back with a message if it fails) and leaves a notice with Undo above
 * the list, which reopens the thread through the same status call (issue 28).
 *
 * Lazy chunk: pdf.js comes only with this viewer.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PDFDocumentProxy } from "pdfjs-dist";
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Field, Input, Textarea } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import {
  PIN_NAME_MAX,
  PIN_TEXT_MAX,
  type PinThread,
  type PinThreadList,
  type ThreadStatus,
} from "../../shared/pins";
import { openPdf, PdfPage } from "./pdf-page";
import {
  lastSeen,
  markSeen,
  type PinApi,
  pinThreadsQuery,
  rememberedName,
  rememberName,
  threadsNewFor,
} from "./pin-api";

type Point = { page: number; x: number; y: number };

/** What the list says after a thread changed status: resolved (with Undo), reopened, or failed. */
type StatusNotice =
  | { kind: "resolved"; thread: PinThread }
  | { kind: "reopened"; number: number }
  | { kind: "failed"; text: string };

/** Where focus goes once the list has re-rendered after a status change. */
type FocusTarget = { kind: "thread"; id: number } | { kind: "undo" } | { kind: "heading" };

type LoadedFile =
  | { kind: "image"; url: string; ratio: number }
  | { kind: "pdf"; pdf: PDFDocumentProxy; pages: number };

const ZOOM_MIN = 1;
const ZOOM_MAX = 4;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Fetches the file through its short-lived link (same origin, or R2 with the bucket's CORS rule). */
function useFile(api: PinApi, documentId: number, mimeType: string) {
  const [file, setFile] = useState<LoadedFile | "loading" | "failed">("loading");
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

export function PinViewer({
  api,
  doc,
  initialPin,
  timeZone,
}: {
  api: PinApi;
  doc: { id: number; title: string; mimeType: string };
  /** A pin number to open on (a link from an e-mail). */
  initialPin?: number;
  timeZone?: string;
}) {
  const queryClient = useQueryClient();
  const threadsQuery = useQuery(pinThreadsQuery(api, doc.id));
  const threads = threadsQuery.data?.threads ?? [];
  const file = useFile(api, doc.id, doc.mimeType);
  const pages = file !== "loading" && file !== "failed" && file.kind === "pdf" ? file.pages : 1;

  // What is new is measured against the previous visit; this one counts as seen from now on.
  const [since] = useState(() => lastSeen(api.side, doc.id));
  useEffect(() => markSeen(api.side, doc.id), [api.side, doc.id]);
  const fresh = useMemo(
    () => new Set(threadsNewFor(api.side, threads, since).map((t) => t.id)),
    [api.side, threads, since],
  );

  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [pending, setPending] = useState<Point | null>(null);
  const [marker, setMarker] = useState<{ x: number; y: number } | null>(null);
  const [showResolved, setShowResolved] = useState(false);

  // Open on the pin a link named, once the threads are in.
  const openedOn = useRef(false);
  useEffect(() => {
    if (openedOn.current || initialPin === undefined || threads.length === 0) return;
    const target = threads.find((t) => t.number === initialPin);
    openedOn.current = true;
    if (target) {
      setSelectedId(target.id);
      setPage(target.page);
      if (target.status === "resolved") setShowResolved(true);
    }
  }, [initialPin, threads]);

  const select = (thread: PinThread) => {
    setSelectedId(thread.id);
    setPending(null);
    setPage(thread.page);
  };

  // Every query of this side's pins: this document's threads, the dashboard's count.
  const invalidate = () => queryClient.invalidateQueries({ queryKey: ["pins", ...api.key] });
  const canPin = api.side === "client";
  const open = threads.filter((t) => t.status === "open");
  const resolved = threads.filter((t) => t.status === "resolved");
  const listed = showResolved ? threads : open;
  const nextNumber = threads.reduce((n, t) => Math.max(n, t.number), 0) + 1;

  const [notice, setNotice] = useState<StatusNotice | null>(null);
  // Focus follows the change to a place that still exists once the list has re-rendered.
  const asideRef = useRef<HTMLElement | null>(null);
  const pendingFocus = useRef<{ target: FocusTarget; onlyIfLost: boolean } | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const focusLater = (target: FocusTarget, { onlyIfLost = false } = {}) => {
    pendingFocus.current = { target, onlyIfLost };
    setFocusTick((n) => n + 1);
  };
  // Runs after each render that may have brought the target in (a status change re-renders twice).
  useEffect(() => {
    const wanted = pendingFocus.current;
    const aside = asideRef.current;
    if (!wanted || !aside) return;
    const active = document.activeElement;
    if (wanted.onlyIfLost && active && active !== document.body && active.isConnected) {
      pendingFocus.current = null;
      return;
    }
    const { target } = wanted;
    const el =
      target.kind === "thread"
        ? aside.querySelector<HTMLElement>(`[data-thread-id="${target.id}"] [data-thread-header]`)
        : target.kind === "undo"
          ? aside.querySelector<HTMLElement>("[data-undo]")
          : aside.querySelector<HTMLElement>("h3");
    if (!el) return; // Not rendered yet: the next render tries again.
    pendingFocus.current = null;
    el.focus();
  }, [focusTick, threads, notice, selectedId]);

  // Resolve and reopen: the cached list changes first (the pin leaves the drawing, or comes back, at
  // once), the request follows; a failure puts the status back and says so. One scope per
  // document, so a resolve and its Undo reach the server in the order they were made.
  const listKey = pinThreadsQuery(api, doc.id).queryKey;
  const statusKey = ["pin-status", ...api.key, doc.id];
  const patchStatus = (threadId: number, next: ThreadStatus) =>
    queryClient.setQueryData<PinThreadList>(listKey, (list) =>
      list
        ? { ...list, threads: list.threads.map((t) => (t.id === threadId ? { ...t, status: next } : t)) }
        : list,
    );
  const statusChange = useMutation({
    mutationKey: statusKey,
    scope: { id: statusKey.join(":") },
    mutationFn: ({
      thread,
      next,
      authorName,
    }: {
      thread: PinThread;
      next: ThreadStatus;
      authorName?: string;
    }) => api.setStatus(thread.id, { status: next, ...(authorName ? { authorName } : {}) }),
    onMutate: async ({ thread, next }) => {
      // A refetch under way would bring the old status back over the new one.
      await queryClient.cancelQueries({ queryKey: listKey });
      patchStatus(thread.id, next);
    },
    onError: (err, { thread, next }) => {
      patchStatus(thread.id, thread.status);
      const what =
        next === "resolved"
          ? `Comment ${thread.number} could not be marked resolved.`
          : `Comment ${thread.number} could not be reopened.`;
      setNotice({ kind: "failed", text: `${what} ${errorMessage(err, "Please try again.")}` });
      if (thread.status === "open") {
        // Back on the drawing, as it was: selected, its thread open in the list.
        setSelectedId(thread.id);
        setPage(thread.page);
        focusLater({ kind: "thread", id: thread.id }, { onlyIfLost: true });
      } else {
        focusLater({ kind: "heading" }, { onlyIfLost: true });
      }
    },
    onSettled: () => {
      // The last of a quick resolve-and-undo refreshes the lists; an earlier one would bring back,
      // for a moment, the status the next one has already replaced.
      if (queryClient.isMutating({ mutationKey: statusKey }) <= 1) void invalidate();
    },
  });

  const setStatus = (thread: PinThread, next: ThreadStatus, authorName?: string) => {
    if (next === "resolved") {
      // Focus moves on to the thread that takes its place in the list (the next, else the one
      // before), or to Undo when it was the last; with resolved threads shown it stays on its own.
      const at = listed.findIndex((t) => t.id === thread.id);
      const stays = showResolved;
      const neighbour = stays ? thread : (listed[at + 1] ?? listed[at - 1]);
      setSelectedId(null);
      setNotice({ kind: "resolved", thread });
      focusLater(neighbour ? { kind: "thread", id: neighbour.id } : { kind: "undo" });
    } else {
      setNotice({ kind: "reopened", number: thread.number });
    }
    statusChange.mutate({ thread, next, authorName });
  };

  const undo = (thread: PinThread) => {
    // Back on the drawing and in the list, selected, with focus on it.
    setNotice({ kind: "reopened", number: thread.number });
    setSelectedId(thread.id);
    setPage(thread.page);
    setPending(null);
    focusLater({ kind: "thread", id: thread.id });
    // A private-link visitor's name, as they signed the resolve with it.
    const authorName = api.needsName ? rememberedName().trim() || undefined : undefined;
    statusChange.mutate({ thread: { ...thread, status: "resolved" }, next: "open", authorName });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <div className="min-w-0">
        <Stage
          file={file}
          page={page}
          pages={pages}
          zoom={zoom}
          onZoom={setZoom}
          onPage={(p) => {
            setPage(p);
            setPending(null);
          }}
          threads={threads.filter(
            (t) => t.page === page && (showResolved || t.status === "open" || t.id === selectedId),
          )}
          selectedId={selectedId}
          onSelect={select}
          pending={pending?.page === page ? pending : null}
          pendingNumber={nextNumber}
          marker={marker}
          onMarker={setMarker}
          canPin={canPin}
          onPlace={(point) => {
            setPending({ page, ...point });
            setSelectedId(null);
          }}
          title={doc.title}
        />
      </div>
      <aside ref={asideRef} aria-label="Comments" className="grid content-start gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-[var(--color-line)] pb-3">
          <h3 tabIndex={-1} className="font-sans text-base font-medium tracking-normal outline-none">
            Comments{" "}
            <span className="text-sm font-normal text-[var(--color-muted)]">
              {open.length} open · {resolved.length} resolved
            </span>
          </h3>
          {resolved.length > 0 ? (
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0"
              onClick={() => setShowResolved((v) => !v)}
            >
              {showResolved ? "Hide resolved" : "Show resolved"}
            </Button>
          ) : null}
        </div>
        <StatusNoticeBar
          notice={notice}
          onUndo={undo}
          onDismiss={() => {
            setNotice(null);
            focusLater({ kind: "heading" });
          }}
        />
        {pending ? (
          <NewPinForm
            api={api}
            documentId={doc.id}
            point={pending}
            number={nextNumber}
            pages={pages}
            onCancel={() => setPending(null)}
            onSaved={async (thread) => {
              setPending(null);
              setNotice(null);
              await invalidate();
              setSelectedId(thread.id);
            }}
          />
        ) : null}
        {threadsQuery.isPending ? (
          <p className="flex items-center gap-3 text-sm text-[var(--color-muted)]">
            <Spinner label="Loading comments" />
          </p>
        ) : threadsQuery.isError ? (
          <p role="alert" className="text-sm text-[var(--color-danger)]">
            The comments could not be loaded. Please close this and try again.
          </p>
        ) : listed.length === 0 && !pending ? (
          <p className="rounded-[var(--radius-md)] border border-dashed border-[var(--color-line)] px-4 py-6 text-center text-sm text-[var(--color-muted)]">
            {canPin
              ? "No comments yet. Tap or click the spot you want to talk about."
              : threads.length > 0
                ? "Every comment is resolved."
                : "No comments from the client yet."}
          </p>
        ) : (
          <ol className="grid gap-3" aria-label="Pinned comments">
            {listed.map((thread) => (
              <li key={thread.id} data-thread-id={thread.id}>
                <ThreadCard
                  api={api}
                  thread={thread}
                  pages={pages}
                  isNew={fresh.has(thread.id)}
                  selected={thread.id === selectedId}
                  onSelect={() => select(thread)}
                  onChanged={invalidate}
                  onStatus={(next, authorName) => setStatus(thread, next, authorName)}
                  timeZone={timeZone}
                />
              </li>
            ))}
          </ol>
        )}
      </aside>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// The page with its pins
// ---------------------------------------------------------------------------------------------

function Stage({
  file,
  page,
  pages,
  zoom,
  onZoom,
  onPage,
  threads,
  selectedId,
  onSelect,
  pending,
  pendingNumber,
  marker,
  onMarker,
  canPin,
  onPlace,
  title,
}: {
  file: LoadedFile | "loading" | "failed";
  page: number;
  pages: number;
  zoom: number;
  onZoom: (zoom: number) => void;
  onPage: (page: number) => void;
  threads: PinThread[];
  selectedId: number | null;
  onSelect: (thread: PinThread) => void;
  pending: { x: number; y: number } | null;
  pendingNumber: number;
  marker: { x: number; y: number } | null;
  onMarker: (marker: { x: number; y: number } | null) => void;
  canPin: boolean;
  onPlace: (point: { x: number; y: number }) => void;
  title: string;
}) {
  const scroller = useRef<HTMLDivElement | null>(null);
  const box = useRef<HTMLDivElement | null>(null);
  const [baseWidth, setBaseWidth] = useState(0);
  const [pdfHeight, setPdfHeight] = useState(0);
  const hintId = useId();

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setBaseWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const width = Math.round(baseWidth * zoom);
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
  }, [selectedId, width, height]);

  /** Zooms about a point of the scroller's viewport, keeping that point where it is. */
  const zoomAbout = (next: number, focus?: { x: number; y: number }) => {
    const el = scroller.current;
    const z = clamp(Math.round(next * 100) / 100, ZOOM_MIN, ZOOM_MAX);
    if (!el || z === zoom) return onZoom(z);
    const fx = focus?.x ?? el.clientWidth / 2;
    const fy = focus?.y ?? el.clientHeight / 2;
    const contentX = (el.scrollLeft + fx) / zoom;
    const contentY = (el.scrollTop + fy) / zoom;
    onZoom(z);
    requestAnimationFrame(() => el.scrollTo({ left: contentX * z - fx, top: contentY * z - fy }));
  };

  // Pinch: two pointers on the page; one finger scrolls natively (touch-action: pan-x pan-y).
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
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {pages > 1 ? (
          <nav aria-label="Pages" className="flex items-center gap-1">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onPage(page - 1)}
              disabled={page <= 1}
              aria-label="Previous page"
            >
              ‹
            </Button>
            <span className="min-w-24 text-center text-sm tabular-nums" aria-live="polite">
              Page {page} of {pages}
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onPage(page + 1)}
              disabled={page >= pages}
              aria-label="Next page"
            >
              ›
            </Button>
          </nav>
        ) : (
          <span />
        )}
        <fieldset className="flex items-center gap-1">
          <legend className="sr-only">Zoom</legend>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => zoomAbout(zoom / 1.5)}
            disabled={zoom <= ZOOM_MIN}
            aria-label="Zoom out"
          >
            −
          </Button>
          <span className="w-12 text-center text-sm tabular-nums" aria-live="polite">
            {Math.round(zoom * 100)}%
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => zoomAbout(zoom * 1.5)}
            disabled={zoom >= ZOOM_MAX}
            aria-label="Zoom in"
          >
            +
          </Button>
        </fieldset>
      </div>
      <div
        ref={scroller}
        className="relative max-h-[58dvh] overflow-auto rounded-[var(--radius-md)] border border-[var(--color-line)] bg-[var(--color-subtle)] lg:max-h-[68dvh]"
        // A stable gutter: the page's width must not change when its height brings a scrollbar
        // (that would redraw it narrower, shorter, without the scrollbar, wider... in a loop).
        style={{ touchAction: "pan-x pan-y", scrollbarGutter: "stable" }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
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
            {threads.map((t) => (
              <PinMark
                key={t.id}
                id={t.id}
                number={t.number}
                x={t.x}
                y={t.y}
                tone={t.id === selectedId ? "selected" : t.status === "resolved" ? "resolved" : "open"}
                label={`Comment ${t.number}${t.status === "resolved" ? ", resolved" : ""}: ${t.messages[0]?.text ?? ""}`}
                onActivate={() => onSelect(t)}
              />
            ))}
            {pending ? (
              <PinMark
                number={pendingNumber}
                x={pending.x}
                y={pending.y}
                tone="pending"
                label="New comment"
              />
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
      <p id={hintId} className="text-xs text-[var(--color-muted)]">
        {canPin
          ? "Tap or click a spot to pin a comment there. With a keyboard: focus the drawing, move the marker with the arrow keys, press Enter. Pinch or use + and − to zoom."
          : "Choose a comment to see its pin. Pinch or use + and − to zoom."}
      </p>
    </div>
  );
}

function PinMark({
  id,
  number,
  x,
  y,
  tone,
  label,
  onActivate,
}: {
  id?: number;
  number: number;
  x: number;
  y: number;
  tone: "open" | "selected" | "resolved" | "pending";
  label: string;
  onActivate?: () => void;
}) {
  const tones = {
    open: "bg-[var(--color-ink)] text-[var(--color-bg)] border-[var(--color-bg)]",
    selected:
      "bg-[var(--color-accent-ink)] text-white border-white ring-4 ring-[color-mix(in_srgb,var(--color-accent)_45%,transparent)] z-10",
    resolved: "bg-[var(--color-surface)] text-[var(--color-muted)] border-[var(--color-line)]",
    pending: "bg-[var(--color-accent-ink)] text-white border-white z-10",
  }[tone];
  const className = `absolute flex h-8 w-8 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 text-xs font-semibold shadow-[0_2px_8px_rgb(28_24_21/0.35)] tabular-nums ${tones}`;
  const style = { left: `${x * 100}%`, top: `${y * 100}%` };
  if (!onActivate) {
    return (
      <span className={className} style={style} role="img" aria-label={label}>
        {number}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`${className} cursor-pointer focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-accent)]`}
      style={style}
      aria-label={label}
      aria-pressed={tone === "selected"}
      data-pin-id={id}
      onClick={(e) => {
        e.stopPropagation();
        onActivate();
      }}
      onKeyDown={(e) => e.stopPropagation()}
    >
      {number}
    </button>
  );
}

// ---------------------------------------------------------------------------------------------
// Threads
// ---------------------------------------------------------------------------------------------

function NameField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <Field label="Your name" hint="Shown to the studio with your comment; remembered on this device.">
      {(props) => (
        <Input
          {...props}
          value={value}
          maxLength={PIN_NAME_MAX}
          autoComplete="name"
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

function NewPinForm({
  api,
  documentId,
  point,
  number,
  pages,
  onCancel,
  onSaved,
}: {
  api: PinApi;
  documentId: number;
  point: Point;
  number: number;
  pages: number;
  onCancel: () => void;
  onSaved: (thread: PinThread) => Promise<void>;
}) {
  const [text, setText] = useState("");
  const [name, setName] = useState(rememberedName);
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const save = useMutation({
    mutationFn: () =>
      api.create(documentId, {
        ...point,
        text: text.trim(),
        ...(api.needsName ? { authorName: name.trim() } : {}),
      }),
    onSuccess: async (thread) => {
      if (api.needsName) rememberName(name.trim());
      await onSaved(thread);
    },
    onError: (err) => setError(errorMessage(err, "Your comment could not be saved. Please try again.")),
  });
  return (
    <form
      className="grid gap-3 rounded-[var(--radius-md)] border border-[var(--color-accent)] bg-[var(--color-surface)] p-4"
      aria-label={`New comment ${number}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return setError("Please write a comment.");
        if (api.needsName && !name.trim()) return setError("Please tell the studio your name.");
        setError(null);
        save.mutate();
      }}
    >
      <p className="text-sm font-medium">
        New comment {number}
        {pages > 1 ? (
          <span className="font-normal text-[var(--color-muted)]"> · page {point.page}</span>
        ) : null}
      </p>
      <label htmlFor={textId} className="sr-only">
        Your comment
      </label>
      <Textarea
        id={textId}
        rows={3}
        maxLength={PIN_TEXT_MAX}
        value={text}
        placeholder="What about this spot?"
        onChange={(e) => setText(e.target.value)}
        // The form opens on the visitor's own tap: focus follows it.
        autoFocus
      />
      {api.needsName ? <NameField value={name} onChange={setName} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-[var(--color-danger)]">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? <Spinner label="Saving" /> : null}
          Pin comment
        </Button>
      </div>
    </form>
  );
}

function ThreadCard({
  api,
  thread,
  pages,
  isNew,
  selected,
  onSelect,
  onChanged,
  onStatus,
  timeZone,
}: {
  api: PinApi;
  thread: PinThread;
  pages: number;
  isNew: boolean;
  selected: boolean;
  onSelect: () => void;
  onChanged: () => Promise<unknown>;
  /** Resolve or reopen: the viewer changes the list at once and sends the request. */
  onStatus: (next: ThreadStatus, authorName?: string) => void;
  timeZone?: string;
}) {
  const ref = useRef<HTMLElement | null>(null);
  const [reply, setReply] = useState("");
  const [name, setName] = useState(rememberedName);
  const [error, setError] = useState<string | null>(null);
  const replyId = useId();
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView({ block: "nearest" });
  }, [selected]);
  const authorName = api.needsName ? { authorName: name.trim() } : {};
  const send = useMutation({
    mutationFn: () => api.reply(thread.id, { text: reply.trim(), ...authorName }),
    onSuccess: async () => {
      if (api.needsName) rememberName(name.trim());
      setReply("");
      setError(null);
      await onChanged();
    },
    onError: (err) => setError(errorMessage(err, "Your reply could not be sent. Please try again.")),
  });
  const first = thread.messages[0];
  return (
    <article
      ref={ref}
      aria-label={`Comment ${thread.number}`}
      data-thread-number={thread.number}
      className={`rounded-[var(--radius-md)] border bg-[var(--color-surface)] transition-colors ${
        selected ? "border-[var(--color-accent)]" : "border-[var(--color-line)]"
      }`}
    >
      <button
        type="button"
        onClick={onSelect}
        aria-expanded={selected}
        data-thread-header
        className="flex w-full items-start gap-3 p-4 text-left focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-[var(--color-accent)]"
      >
        <span
          aria-hidden="true"
          className={`mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums ${
            thread.status === "resolved"
              ? "border border-[var(--color-line)] text-[var(--color-muted)]"
              : "bg-[var(--color-ink)] text-[var(--color-bg)]"
          }`}
        >
          {thread.number}
        </span>
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="flex flex-wrap items-center gap-1.5">
            <span className="sr-only">Comment {thread.number}. </span>
            {thread.status === "resolved" ? <Badge tone="success">Resolved</Badge> : null}
            {isNew ? <Badge tone="accent">New</Badge> : null}
            {thread.fromPreviousVersion ? <Badge tone="neutral">From the previous version</Badge> : null}
            {pages > 1 ? <span className="text-xs text-[var(--color-muted)]">Page {thread.page}</span> : null}
          </span>
          <span className={`text-sm break-words ${selected ? "" : "line-clamp-2"}`}>{first?.text}</span>
          <span className="text-xs text-[var(--color-muted)]">
            {first?.authorName}, {first ? formatDateTime(first.createdAt, timeZone) : ""}
            {thread.messages.length > 1
              ? ` · ${thread.messages.length - 1} ${thread.messages.length === 2 ? "reply" : "replies"}`
              : ""}
          </span>
        </span>
      </button>
      {selected ? (
        <div className="grid gap-3 border-t border-[var(--color-line)] p-4">
          {thread.messages.slice(1).map((m) => (
            <div
              key={m.id}
              className={`rounded-[var(--radius-sm)] p-3 text-sm ${m.authorKind === "studio" ? "bg-[var(--color-subtle)]" : "border border-[var(--color-line)]"}`}
            >
              <p className="break-words whitespace-pre-wrap">{m.text}</p>
              <p className="mt-1 text-xs text-[var(--color-muted)]">
                {m.authorName}, {formatDateTime(m.createdAt, timeZone)}
              </p>
            </div>
          ))}
          <form
            className="grid gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (!reply.trim()) return setError("Please write a reply.");
              if (api.needsName && !name.trim()) return setError("Please tell the studio your name.");
              send.mutate();
            }}
          >
            <label htmlFor={replyId} className="text-xs font-medium">
              Reply
            </label>
            <Textarea
              id={replyId}
              rows={2}
              maxLength={PIN_TEXT_MAX}
              value={reply}
              onChange={(e) => setReply(e.target.value)}
            />
            {api.needsName && !rememberedName() ? <NameField value={name} onChange={setName} /> : null}
            {error ? (
              <p role="alert" className="text-sm text-[var(--color-danger)]">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  onStatus(thread.status === "open" ? "resolved" : "open", authorName.authorName)
                }
              >
                {thread.status === "open" ? "Mark resolved" : "Reopen"}
              </Button>
              <Button type="submit" size="sm" disabled={send.isPending}>
                {send.isPending ? <Spinner label="Sending" /> : null}
                Send reply
              </Button>
            </div>
          </form>
        </div>
      ) : null}
    </article>
  );
}

/**
 * The line above the list after a status change: "Comment 3 resolved." with Undo (a button, so
 * the keyboard reaches it: it comes just before the list), "Comment 3 reopened.", or why it failed.
 * The live regions are always in the page so that what appears in them is announced; the notice
 * stays until it is dismissed or replaced (no timer: Undo must not run out under a screen reader).
 */
function StatusNoticeBar({
  notice,
  onUndo,
  onDismiss,
}: {
  notice: StatusNotice | null;
  onUndo: (thread: PinThread) => void;
  onDismiss: () => void;
}) {
  const shown = notice?.kind === "resolved" || notice?.kind === "reopened";
  return (
    <>
      <div role="status" className={shown ? "" : "sr-only"}>
        {shown ? (
          <div
            className="notice-in flex items-center gap-3 rounded-[var(--radius-md)] border border-[var(--color-line)] bg-[var(--color-subtle)] py-2 pr-2 pl-4 text-sm"
            data-testid="pin-status-notice"
          >
            <span
              aria-hidden="true"
              className="h-1.5 w-1.5 shrink-0 rounded-full bg-[var(--color-success)]"
            />
            <p className="min-w-0 flex-1">
              {notice.kind === "resolved"
                ? `Comment ${notice.thread.number} resolved.`
                : `Comment ${notice.number} reopened.`}
            </p>
            {notice.kind === "resolved" ? (
              <Button
                variant="outline"
                size="sm"
                data-undo
                aria-label={`Undo: reopen comment ${notice.thread.number}`}
                onClick={() => onUndo(notice.thread)}
              >
                Undo
              </Button>
            ) : null}
            <button
              type="button"
              aria-label="Dismiss"
              onClick={onDismiss}
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-[var(--radius-sm)] text-[var(--color-muted)] transition-colors hover:text-[var(--color-ink)] focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-[var(--color-accent)]"
            >
              <svg aria-hidden="true" width="12" height="12" viewBox="0 0 14 14">
                <path d="M3 3l8 8M11 3l-8 8" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </button>
          </div>
        ) : null}
      </div>
      <div role="alert" className={notice?.kind === "failed" ? "" : "sr-only"}>
        {notice?.kind === "failed" ? (
          <p className="rounded-[var(--radius-md)] border border-[color-mix(in_srgb,var(--color-danger)_40%,transparent)] px-4 py-3 text-sm text-[var(--color-danger)]">
            {notice.text}
          </p>
        ) : null}
      </div>
    </>
  );
}
