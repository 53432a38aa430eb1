/** Edit a meeting in a dialog; a failure stays in the dialog, next to the fields. */
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Dialog } from "../../../components/ui/dialog";
import { FormError } from "../../../components/ui/field";
import { errorMessage, sendJson } from "../../../lib/api";
import { formatDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast-store";
import { MEETING_MESSAGES, type MeetingUpdateInput, type MeetingView } from "../../../shared/meetings";
import { utcIsoToZonedLocal, zonedLocalToUtcIso } from "../../../shared/zoned-time";
import { FormDialogButtons } from "../shared/form-dialog-buttons";
import { useStudioTimeZone } from "../shared/queries";
import { draftBody, MeetingFields, useDraft } from "./meeting-fields";
import { zoneName } from "./meeting-format";
import { useRefreshMeetings } from "./queries";

export function EditMeetingDialog({ meeting, onClose }: { meeting: MeetingView; onClose: () => void }) {
  const timeZone = useStudioTimeZone();
  const refresh = useRefreshMeetings();
  const [draft, update] = useDraft(() => ({
    title: meeting.title,
    when: utcIsoToZonedLocal(meeting.scheduledFor, timeZone),
    duration: meeting.durationMinutes,
    notes: meeting.notes ?? "",
  }));
  const [error, setError] = useState<string | null>(null);
  const formId = `edit-meeting-${meeting.id}`;

  const save = useMutation({
    mutationFn: (body: MeetingUpdateInput) =>
      sendJson<MeetingView>("PUT", `/api/meetings/${meeting.id}`, body),
    onSuccess: (updated) => {
      toast({
        title: MEETING_MESSAGES.updated,
        description: `${updated.title}, ${formatDateTime(updated.scheduledFor, timeZone)}.`,
      });
      onClose();
    },
    onError: (err) => setError(errorMessage(err, "There was an error updating the meeting.")),
    onSettled: () => refresh(meeting.projectId),
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const scheduledFor = draft.when ? zonedLocalToUtcIso(draft.when, timeZone) : null;
    if (!draft.title.trim() || !scheduledFor) {
      setError(MEETING_MESSAGES.missingDescription);
      return;
    }
    save.mutate(draftBody(draft, scheduledFor));
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Edit meeting"
      description={`${meeting.projectName} · times in ${zoneName(timeZone)}`}
      footer={
        <FormDialogButtons
          formId={formId}
          busy={save.isPending}
          submit="Save Changes"
          onCancel={onClose}
          cancel="Close"
          cancelWhileBusy
        />
      }
    >
      <form id={formId} onSubmit={onSubmit} className="grid gap-5">
        <MeetingFields draft={draft} onChange={update} />
        <FormError message={error} />
      </form>
    </Dialog>
  );
}
