import { BusyButton } from "../../../components/ui/busy-button";
import { Button } from "../../../components/ui/button";

/**
 * The Project Manager's bar fixed to the foot of the screen: how far a save has got (read out
 * politely), Preview, and Create Project / Save Changes.
 */
export function SaveBar({
  saving,
  total,
  pending,
  created,
  onPreview,
}: {
  saving: boolean;
  /** Images in the list. */
  total: number;
  /** Images in the list not stored yet. */
  pending: number;
  /** Whether the project is stored (Save Changes) or not yet (Create Project). */
  created: boolean;
  onPreview: () => void;
}) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-[var(--color-line)] bg-[var(--color-bg)]/95 backdrop-blur-md">
      <div className="container-page flex flex-wrap items-center justify-end gap-3 py-3">
        <p className="mr-auto text-xs text-[var(--color-muted)]" aria-live="polite">
          {saving
            ? pending > 0
              ? `Uploading images… ${total - pending} of ${total} saved`
              : "Saving…"
            : pending > 0 && created
              ? `${pending} ${pending === 1 ? "image" : "images"} not saved yet`
              : ""}
        </p>
        <Button variant="outline" onClick={onPreview}>
          Preview
        </Button>
        <BusyButton busy={saving} busyLabel="Saving" type="submit">
          {created ? "Save Changes" : "Create Project"}
        </BusyButton>
      </div>
    </div>
  );
}
