/** Schedule a meeting (SPEC sections 4 and 5): project, title, studio-time date, duration, notes. */
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { SubmitRow } from "../../../components/ui/busy-button";
import { sendJson } from "../../../lib/api";
import { formatDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast-store";
import { MEETING_MESSAGES, type MeetingCreateInput, type MeetingView } from "../../../shared/meetings";
import { zonedLocalToUtcIso } from "../../../shared/zoned-time";
import { Panel } from "../shared/panel";
import { ProjectSelect } from "../shared/project-select";
import { useStudioTimeZone } from "../shared/queries";
import { toastError, toastFailure } from "../shared/toast-failure";
import { draftBody, EMPTY_DRAFT, MeetingFields, useDraft } from "./meeting-fields";
import { zoneName } from "./meeting-format";
import { useRefreshMeetings } from "./queries";

export function ScheduleForm({
  projectId,
  onProjectChange,
}: {
  projectId: number | null;
  onProjectChange: (id: number | null) => void;
}) {
  const timeZone = useStudioTimeZone();
  const refresh = useRefreshMeetings();
  const [draft, update, setDraft] = useDraft(EMPTY_DRAFT);

  const schedule = useMutation({
    mutationFn: (vars: { projectId: number; body: MeetingCreateInput }) =>
      sendJson<MeetingView>("POST", `/api/projects/${vars.projectId}/meetings`, vars.body),
    onSuccess: (meeting) => {
      toast({
        title: MEETING_MESSAGES.scheduled,
        description: `${meeting.title}, ${formatDateTime(meeting.scheduledFor, timeZone)}.`,
      });
      setDraft(EMPTY_DRAFT);
    },
    onError: (err) =>
      toastFailure("Failed to schedule meeting", err, "There was an error scheduling the meeting."),
    onSettled: (_d, _e, vars) => refresh(vars.projectId),
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (projectId === null || !draft.title.trim() || !draft.when) {
      toastError(MEETING_MESSAGES.missingTitle, MEETING_MESSAGES.missingDescription);
      return;
    }
    const scheduledFor = zonedLocalToUtcIso(draft.when, timeZone);
    if (!scheduledFor) {
      toastError(MEETING_MESSAGES.missingTitle, MEETING_MESSAGES.invalidDate);
      return;
    }
    schedule.mutate({ projectId, body: { projectId, ...draftBody(draft, scheduledFor) } });
  }

  return (
    <Panel
      title="Schedule a meeting"
      description={`Times are in the studio's time zone (${zoneName(timeZone)}).`}
    >
      <form onSubmit={onSubmit} className="grid gap-5">
        <ProjectSelect value={projectId} onChange={onProjectChange} required />
        <MeetingFields draft={draft} onChange={update} fresh />
        <SubmitRow busy={schedule.isPending} busyLabel="Scheduling">
          Schedule Meeting
        </SubmitRow>
      </form>
    </Panel>
  );
}
