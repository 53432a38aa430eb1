/**
 * "Pins" on a rendering, mood board or selection sheet: the count of open pins (and what is new
 * since this device last looked), and the pin viewer in a dialog, loaded on first use, that fills
 * the screen on a phone (issue 28).
 * A link from an e-mail (`?document={id}&pin={n}`) opens it on that pin: the page that shows the
 * button reads its address and passes `open`, `onOpenChange` and `initialPin` (the admin's
 * Documents tab, the portal's documents), so the dialog is in the address too.
 */
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../components/ui/button";
import { LazyDialog } from "../../components/ui/lazy-dialog";
import { Spinner } from "../../components/ui/spinner";
import { lastSeen, type PinApi, pinsNewFor, pinsQuery } from "./pin-api";

const loadViewer = () => import("./pin-viewer");
const PinViewer = lazy(() => loadViewer().then((m) => ({ default: m.PinViewer })));

export function PinsButton({
  api,
  doc,
  timeZone,
  size = "md",
  className = "",
  open: openProp,
  onOpenChange,
  initialPin,
  load = true,
}: {
  api: PinApi;
  doc: { id: number; title: string; mimeType: string };
  timeZone?: string;
  size?: "sm" | "md";
  className?: string;
  /** Controlled by the page (from its address) when given; else the button keeps its own state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The pin to open the viewer on (a link from an e-mail). */
  initialPin?: number;
  /** Read the pins (for the count on the button); false until the button is wanted (a long list). */
  load?: boolean;
}) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const pins = useQuery({ ...pinsQuery(api, doc.id), enabled: load || open });
  const list = pins.data?.pins ?? [];
  const openCount = list.filter((p) => p.status === "open").length;
  // Re-read when the dialog closes, so what was just seen stops counting as new.
  const fresh = open ? 0 : pinsNewFor(api.side, list, lastSeen(api, doc.id)).length;
  // The name starts with exactly what the button shows ("Pins 2 New"), then says what the
  // numbers are and which document (WCAG 2.5.3, label in name).
  const shown = `Pins${openCount > 0 ? ` ${openCount}` : ""}${fresh > 0 ? " New" : ""}`;
  const details = [openCount > 0 ? `${openCount} open` : null, fresh > 0 ? `${fresh} new` : null].filter(
    Boolean,
  );
  const label = `${shown}${details.length > 0 ? ` (${details.join(", ")})` : ""}`;
  return (
    <LazyDialog
      open={open}
      onOpenChange={setOpen}
      size="2xl"
      fullScreenOnPhone
      title={doc.title}
      description={api.side === "client" ? "Place a pin on the exact spot you mean." : "The client's pins."}
      preload={() => void loadViewer()}
      trigger={
        <Button variant="outline" size={size} className={className} aria-label={`${label}: ${doc.title}`}>
          <PinIcon />
          Pins
          {openCount > 0 ? (
            <span className="rounded-full bg-[var(--color-ink)] px-1.5 text-[0.7rem] leading-5 text-[var(--color-bg)] tabular-nums">
              {openCount}
            </span>
          ) : null}
          {fresh > 0 ? (
            <span className="text-[0.7rem] tracking-[0.12em] text-[var(--color-accent-ink)] uppercase">
              New
            </span>
          ) : null}
        </Button>
      }
    >
      <Suspense
        fallback={
          <p className="flex min-h-48 items-center justify-center">
            <Spinner label="Loading the viewer" />
          </p>
        }
      >
        <PinViewer api={api} doc={doc} initialPin={initialPin} timeZone={timeZone} />
      </Suspense>
    </LazyDialog>
  );
}

function PinIcon() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path d="M12 21s-6-5.2-6-10a6 6 0 1 1 12 0c0 4.8-6 10-6 10Z" />
      <circle cx="12" cy="11" r="2.2" />
    </svg>
  );
}
