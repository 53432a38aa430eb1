/**
 * The line above the list after a status change (issue 28): "Pin 3 resolved." with Undo (a
 * button, so the keyboard reaches it: it comes just before the list), "Pin 3 reopened.", or why it
 * failed. The live regions are always in the page so that what appears in them is announced; the
 * notice stays until it is dismissed or replaced (no timer: Undo must not run out under a screen
 * reader).
 */
import { Button } from "../../components/ui/button";
import type { Pin } from "../../shared/pins";

/** What the list says after a pin changed status: resolved (with Undo), reopened, or failed. */
export type StatusNotice =
  | { kind: "resolved"; pin: Pin }
  | { kind: "reopened"; number: number }
  | { kind: "failed"; text: string };

export function StatusNoticeBar({
  notice,
  onUndo,
  onDismiss,
}: {
  notice: StatusNotice | null;
  onUndo: (pin: Pin) => void;
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
                ? `Pin ${notice.pin.number} resolved.`
                : `Pin ${notice.number} reopened.`}
            </p>
            {notice.kind === "resolved" ? (
              <Button
                variant="outline"
                size="sm"
                data-undo
                aria-label={`Undo: reopen pin ${notice.pin.number}`}
                onClick={() => onUndo(notice.pin)}
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
