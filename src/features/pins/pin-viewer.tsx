/**
 * The pin viewer (issue 19): a rendering, mood board or selection sheet shown as it is (an image)
 * or page by page (a PDF), with numbered pins on it and the list of pins beside it (below it on a
 * phone). A client taps or clicks a point to place a pin there, or, from the keyboard, moves the
 * marker with the arrow keys and presses Enter. Pins are placed relative to the page, so they stay
 * on their spot at any size: zoom with the buttons, or pinch on a touch screen.
 *
 * On a phone the viewer fills the screen (issue 28; the dialog's `fullScreenOnPhone`): the drawing
 * runs edge to edge, the page and zoom controls sit in a bar along the bottom edge, and the help
 * speaks of tapping and pinching on a touch screen, of clicking and the keyboard elsewhere.
 *
 * Resolving a pin takes it off the drawing at once and leaves a notice with Undo above the list
 * (use-pin-status.ts).
 *
 * The parts: the file (use-pin-file.ts), the zoom (use-zoom.ts), the controls (pin-toolbar.tsx),
 * the page with its pins (pin-stage.tsx, pin-mark.tsx), the list (pin-card.tsx, new-pin-form.tsx,
 * status-notice.tsx). Lazy chunk: pdf.js comes only with this viewer.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import type { Pin } from "../../shared/pins";
import { NewPinForm, type PinPoint } from "./new-pin-form";
import { lastSeen, markSeen, type PinApi, pinsNewFor, pinsQuery } from "./pin-api";
import { PinCard } from "./pin-card";
import { PinStage, type Spot } from "./pin-stage";
import { PinToolbar } from "./pin-toolbar";
import { StatusNoticeBar } from "./status-notice";
import { usePinFile } from "./use-pin-file";
import { usePinStatus } from "./use-pin-status";
import { useTouchScreen } from "./use-touch-screen";
import { useZoom } from "./use-zoom";

/**
 * The help under the drawing, in the words of the screen it is on, naming what the pins go on (a
 * document's drawing, or a selection piece's photo).
 */
function hint(canPin: boolean, touch: boolean, surface: "drawing" | "photo"): string {
  if (canPin)
    return touch
      ? `Tap the ${surface} to place a pin. Pinch or use + and − to zoom.`
      : `Click a spot to place a pin there. With the keyboard: focus the ${surface}, move the marker with the arrow keys and press Enter. Use + and − to zoom.`;
  return touch
    ? "Tap a pin, or choose one in the list, to see its messages. Pinch or use + and − to zoom."
    : "Choose a pin to see its messages. Use + and − to zoom.";
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
  const pinsList = useQuery(pinsQuery(api, doc.id));
  const pins = pinsList.data?.pins ?? [];
  const file = usePinFile(api, doc.id, doc.mimeType);
  const pages = file !== "loading" && file !== "failed" && file.kind === "pdf" ? file.pages : 1;
  const zoom = useZoom();
  const touch = useTouchScreen();
  const hintId = useId();

  // What is new is measured against the previous visit; this one counts as seen from now on.
  const { side, scope } = api;
  const [since] = useState(() => lastSeen({ side, scope }, doc.id));
  useEffect(() => markSeen({ side, scope }, doc.id), [side, scope, doc.id]);
  const fresh = useMemo(
    () => new Set(pinsNewFor(api.side, pins, since).map((p) => p.id)),
    [api.side, pins, since],
  );

  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [pending, setPending] = useState<PinPoint | null>(null);
  const [marker, setMarker] = useState<Spot | null>(null);
  const [showResolved, setShowResolved] = useState(false);

  // Open on the pin a link named, once the pins are in.
  const openedOn = useRef(false);
  useEffect(() => {
    if (openedOn.current || initialPin === undefined || pins.length === 0) return;
    const target = pins.find((p) => p.number === initialPin);
    openedOn.current = true;
    if (target) {
      setSelectedId(target.id);
      setPage(target.page);
      if (target.status === "resolved") setShowResolved(true);
    }
  }, [initialPin, pins]);

  const select = (pin: Pin) => {
    setSelectedId(pin.id);
    setPending(null);
    setPage(pin.page);
  };

  // Every query of this side's pins: this document's list, the dashboard's count.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["pins", ...(api.refreshKey ?? api.key)] });
  const canPin = api.side === "client";
  const open = pins.filter((p) => p.status === "open");
  const resolved = pins.filter((p) => p.status === "resolved");
  const listed = showResolved ? pins : open;
  const nextNumber = pins.reduce((n, p) => Math.max(n, p.number), 0) + 1;

  const status = usePinStatus({
    api,
    documentId: doc.id,
    listed,
    showResolved,
    refresh,
    show: (pin) => {
      setSelectedId(pin.id);
      setPage(pin.page);
    },
    select,
    onResolving: () => setSelectedId(null),
  });

  return (
    <div className="grid gap-6 max-md:gap-4 max-md:pb-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <div className="grid min-w-0 content-start gap-3">
        <PinToolbar
          page={page}
          pages={pages}
          onPage={(p) => {
            setPage(p);
            setPending(null);
          }}
          zoom={zoom}
        />
        <PinStage
          file={file}
          page={page}
          pages={pages}
          zoom={zoom}
          pins={pins.filter(
            (p) => p.page === page && (showResolved || p.status === "open" || p.id === selectedId),
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
          hintId={hintId}
        />
        <p id={hintId} className="text-xs text-[var(--color-muted)] max-md:px-4" data-testid="pin-hint">
          {hint(canPin, touch, api.surface ?? "drawing")}
        </p>
      </div>
      <aside ref={status.listRoot} aria-label="Pins" className="grid content-start gap-4 max-md:px-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-[var(--color-line)] pb-3">
          <h3 tabIndex={-1} className="font-sans text-base font-medium tracking-normal outline-none">
            Pins{" "}
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
        <StatusNoticeBar notice={status.notice} onUndo={status.undo} onDismiss={status.dismiss} />
        {pending ? (
          <NewPinForm
            api={api}
            documentId={doc.id}
            point={pending}
            number={nextNumber}
            pages={pages}
            onCancel={() => setPending(null)}
            onSaved={async (pin) => {
              setPending(null);
              status.setNotice(null);
              await refresh();
              setSelectedId(pin.id);
            }}
          />
        ) : null}
        {pinsList.isPending ? (
          <p className="flex items-center gap-3 text-sm text-[var(--color-muted)]">
            <Spinner label="Loading pins" />
          </p>
        ) : pinsList.isError ? (
          <p role="alert" className="text-sm text-[var(--color-danger)]">
            The pins could not be loaded. Please close this and try again.
          </p>
        ) : listed.length === 0 && !pending ? (
          <p className="rounded-[var(--radius-md)] border border-dashed border-[var(--color-line)] px-4 py-6 text-center text-sm text-[var(--color-muted)]">
            {canPin
              ? `No pins yet. ${touch ? "Tap" : "Click"} the spot you want to talk about.`
              : pins.length > 0
                ? "Every pin is resolved."
                : "No pins from the client yet."}
          </p>
        ) : (
          <ol className="grid gap-3" aria-label={showResolved ? "All pins" : "Open pins"}>
            {listed.map((pin) => (
              <li key={pin.id} data-pin-card={pin.id}>
                <PinCard
                  api={api}
                  pin={pin}
                  pages={pages}
                  isNew={fresh.has(pin.id)}
                  selected={pin.id === selectedId}
                  onSelect={() => select(pin)}
                  onChanged={refresh}
                  onStatus={(next, authorName) => status.setStatus(pin, next, authorName)}
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
