/** One meeting in a list: when and how long, its notes, and Calendar (.ics), Edit and Cancel. */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button, buttonClass } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { apiRequest } from "../../../lib/api";
import { formatDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast-store";
import { isUpcoming, MEETING_MESSAGES, type MeetingView } from "../../../shared/meetings";
import { DangerButton } from "../shared/danger-button";
import { useStudioTimeZone } from "../shared/queries";
import { StatusPill } from "../shared/status-pill";
import { toastError } from "../shared/toast-failure";
import { EditMeetingDialog } from "./edit-meeting-dialog";
import { durationLabel } from "./meeting-format";
import { useRefreshMeetings } from "./queries";

export function MeetingRow({
  meeting,
  showProject = false,
  showBadge = false,
}: {
  meeting: MeetingView;
  showProject?: boolean;
  showBadge?: boolean;
}) {
  const timeZone = useStudioTimeZone();
  const refresh = useRefreshMeetings();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const upcoming = isUpcoming(meeting.scheduledFor);
  const cancel = useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/meetings/${meeting.id}`),
    onSuccess: () =>
      toast({ title: MEETING_MESSAGES.cancelledTitle, description: MEETING_MESSAGES.cancelledDescription }),
    onError: () => toastError(MEETING_MESSAGES.cancelFailedTitle, MEETING_MESSAGES.cancelFailedDescription),
    onSettled: () => refresh(meeting.projectId),
  });
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <article
        aria-label={meeting.title}
        className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6"
      >
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-medium break-words">{meeting.title}</h3>
            {showBadge ? (
              <StatusPill tone={upcoming ? "info" : "neutral"}>{upcoming ? "Upcoming" : "Past"}</StatusPill>
            ) : null}
          </div>
          <p className="text-sm">
            <time dateTime={meeting.scheduledFor}>{formatDateTime(meeting.scheduledFor, timeZone)}</time>
            <span className="text-[var(--color-muted)]"> · {durationLabel(meeting.durationMinutes)}</span>
          </p>
          {showProject ? <p className="text-xs text-[var(--color-muted)]">{meeting.projectName}</p> : null}
          {meeting.notes ? (
            <p className="text-sm whitespace-pre-wrap text-[var(--color-muted)]">{meeting.notes}</p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <a
            href={`/api/meetings/${meeting.id}/ics`}
            download={`meeting-${meeting.id}.ics`}
            className={buttonClass("ghost", "sm")}
            aria-label={`Add ${meeting.title} to a calendar (.ics file)`}
          >
            Calendar
          </a>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={`Edit ${meeting.title}`}
          >
            Edit
          </Button>
          <DangerButton
            disabled={cancel.isPending}
            onClick={() => setConfirming(true)}
            aria-label={`Cancel ${meeting.title}`}
          >
            Cancel
          </DangerButton>
        </div>
      </article>
      {editing ? <EditMeetingDialog meeting={meeting} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this meeting?"
        description={`${meeting.title} on ${formatDateTime(meeting.scheduledFor, timeZone)} will be removed.`}
        confirmLabel="Cancel Meeting"
        cancelLabel="Keep"
        onConfirm={() => cancel.mutate()}
      />
    </li>
  );
}
