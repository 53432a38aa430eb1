/**
 * Meetings tab (SPEC sections 2, 4, 5 and 8): schedule, the upcoming list with edit and cancel,
 * and a project's meetings marked Upcoming or Past. Times are entered and shown in the studio's
 * time zone and stored in UTC; each meeting offers an .ics calendar file.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button, buttonClass } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Dialog } from "../../../components/ui/dialog";
import { Field, Input, Select, Textarea } from "../../../components/ui/field";
import { Spinner } from "../../../components/ui/spinner";
import { apiRequest, errorMessage, sendJson } from "../../../lib/api";
import { formatDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast-store";
import {
  DEFAULT_MEETING_DURATION,
  isUpcoming,
  MEETING_DURATIONS,
  MEETING_LIMITS,
  MEETING_MESSAGES,
  type MeetingCreateInput,
  type MeetingUpdateInput,
  type MeetingView,
} from "../../../shared/meetings";
import { utcIsoToZonedLocal, zonedLocalToUtcIso } from "../../../shared/zoned-time";
import { EmptyNote, LoadError, LoadingNote, Panel } from "../shared/panel";
import { ProjectSelect } from "../shared/project-select";
import { adminProjectsQuery, useStudioTimeZone } from "../shared/queries";
import { projectDisplayName } from "../../../shared/project";
import { useSelectedProject } from "../shared/selected-project";
import {
  projectMeetingsKey,
  projectMeetingsQuery,
  upcomingMeetingsKey,
  upcomingMeetingsQuery,
} from "./queries";

/** "Pacific Time" for America/Los_Angeles; the zone id where the browser has no name for it. */
function zoneName(timeZone: string): string {
  try {
    const part = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" })
      .formatToParts(new Date())
      .find((p) => p.type === "timeZoneName");
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** Refreshes both lists a meeting change can affect (SPEC section 7). */
function useRefreshMeetings() {
  const queryClient = useQueryClient();
  return (projectId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: upcomingMeetingsKey }),
      queryClient.invalidateQueries({ queryKey: projectMeetingsKey(projectId) }),
    ]);
}

export function MeetingsTab() {
  const [projectId, setProjectId] = useSelectedProject();
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <ScheduleForm projectId={projectId} onProjectChange={setProjectId} />
        <UpcomingMeetings />
      </div>
      <ProjectMeetings projectId={projectId} onProjectChange={setProjectId} />
    </div>
  );
}

function DurationSelect({ value, onChange }: { value: number; onChange: (minutes: number) => void }) {
  const options: number[] = MEETING_DURATIONS.includes(value as (typeof MEETING_DURATIONS)[number])
    ? [...MEETING_DURATIONS]
    : [...MEETING_DURATIONS, value].sort((a, b) => a - b);
  return (
    <Field label="Duration">
      {(props) => (
        <Select {...props} value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
          {options.map((m) => (
            <option key={m} value={m}>
              {durationLabel(m)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** The fields a meeting is made of, shared by the schedule form and the edit dialog. */
type MeetingDraft = { title: string; when: string; duration: number; notes: string };

const EMPTY_DRAFT: MeetingDraft = { title: "", when: "", duration: DEFAULT_MEETING_DURATION, notes: "" };

function MeetingFields({
  draft,
  onChange,
  fresh = false,
}: {
  draft: MeetingDraft;
  onChange: (patch: Partial<MeetingDraft>) => void;
  /** A new meeting: an example title and a hint for the notes. */
  fresh?: boolean;
}) {
  return (
    <>
      <Field label="Title" required>
        {(props) => (
          <Input
            {...props}
            value={draft.title}
            maxLength={MEETING_LIMITS.title}
            placeholder={fresh ? "e.g. Concept presentation" : undefined}
            onChange={(e) => onChange({ title: e.target.value })}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Field label="Date and time" required>
          {(props) => (
            <Input
              {...props}
              type="datetime-local"
              value={draft.when}
              onChange={(e) => onChange({ when: e.target.value })}
            />
          )}
        </Field>
        <DurationSelect value={draft.duration} onChange={(duration) => onChange({ duration })} />
      </div>
      <Field label="Notes" hint={fresh ? "Optional. Agenda, address or what to bring." : undefined}>
        {(props) => (
          <Textarea
            {...props}
            rows={fresh ? 3 : 4}
            value={draft.notes}
            maxLength={MEETING_LIMITS.notes}
            onChange={(e) => onChange({ notes: e.target.value })}
          />
        )}
      </Field>
    </>
  );
}

function useDraft(initial: MeetingDraft | (() => MeetingDraft)) {
  const [draft, setDraft] = useState<MeetingDraft>(initial);
  const update = (patch: Partial<MeetingDraft>) => setDraft((d) => ({ ...d, ...patch }));
  return [draft, update, setDraft] as const;
}

function ScheduleForm({
  projectId,
  onProjectChange,
}: {
  projectId: number | null;
  onProjectChange: (id: number | null) => void;
}) {
  const timeZone = useStudioTimeZone();
  const refresh = useRefreshMeetings();
  const [draft, update, setDraft] = useDraft(EMPTY_DRAFT);
  const { title, when, duration, notes } = draft;

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
      toast({
        title: "Failed to schedule meeting",
        description: errorMessage(err, "There was an error scheduling the meeting."),
        variant: "destructive",
      }),
    onSettled: (_d, _e, vars) => refresh(vars.projectId),
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (projectId === null || !title.trim() || !when) {
      toast({
        title: MEETING_MESSAGES.missingTitle,
        description: MEETING_MESSAGES.missingDescription,
        variant: "destructive",
      });
      return;
    }
    const scheduledFor = zonedLocalToUtcIso(when, timeZone);
    if (!scheduledFor) {
      toast({
        title: MEETING_MESSAGES.missingTitle,
        description: MEETING_MESSAGES.invalidDate,
        variant: "destructive",
      });
      return;
    }
    schedule.mutate({
      projectId,
      body: {
        projectId,
        title: title.trim(),
        scheduledFor,
        // SPEC: optional notes are sent as null when empty.
        notes: notes.trim() ? notes.trim() : null,
        durationMinutes: duration,
      },
    });
  }

  return (
    <Panel
      title="Schedule a meeting"
      description={`Times are in the studio's time zone (${zoneName(timeZone)}).`}
    >
      <form onSubmit={onSubmit} className="grid gap-5">
        <ProjectSelect value={projectId} onChange={onProjectChange} required />
        <MeetingFields draft={draft} onChange={update} fresh />
        <div className="flex justify-end">
          <Button type="submit" disabled={schedule.isPending}>
            {schedule.isPending ? <Spinner label="Scheduling" /> : null}
            Schedule Meeting
          </Button>
        </div>
      </form>
    </Panel>
  );
}

function UpcomingMeetings() {
  const upcoming = useQuery(upcomingMeetingsQuery);
  return (
    <Panel title="Upcoming meetings" description="Every project, soonest first.">
      {upcoming.isPending ? (
        <LoadingNote label="Loading meetings..." />
      ) : upcoming.isError ? (
        <LoadError message={MEETING_MESSAGES.fetchUpcomingFailed} onRetry={() => void upcoming.refetch()} />
      ) : upcoming.data.length === 0 ? (
        <EmptyNote>No upcoming meetings</EmptyNote>
      ) : (
        <ul className="divide-y divide-[var(--color-line)]" aria-label="Upcoming meetings">
          {upcoming.data.map((m) => (
            <MeetingRow key={m.id} meeting={m} showProject />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function ProjectMeetings({
  projectId,
  onProjectChange,
}: {
  projectId: number | null;
  onProjectChange: (id: number | null) => void;
}) {
  const projects = useQuery(adminProjectsQuery);
  const project = projects.data?.find((p) => p.id === projectId);
  const meetings = useQuery({ ...projectMeetingsQuery(projectId ?? 0), enabled: projectId !== null });
  // Soonest upcoming first, then past ones, most recent first.
  const now = Date.now();
  const ordered = meetings.data
    ? [
        ...meetings.data.filter((m) => isUpcoming(m.scheduledFor, now)),
        ...meetings.data.filter((m) => !isUpcoming(m.scheduledFor, now)).reverse(),
      ]
    : [];
  return (
    <Panel
      title={project ? `Meetings of ${projectDisplayName(project)}` : "Meetings by project"}
      actions={
        <div className="w-64 max-w-full">
          <ProjectSelect value={projectId} onChange={onProjectChange} label="Show project" />
        </div>
      }
    >
      {projectId === null ? (
        <EmptyNote>Select a project to see its meetings</EmptyNote>
      ) : meetings.isPending ? (
        <LoadingNote label="Loading meetings..." />
      ) : meetings.isError ? (
        <LoadError message={MEETING_MESSAGES.fetchFailed} onRetry={() => void meetings.refetch()} />
      ) : ordered.length === 0 ? (
        <EmptyNote>No meetings for this project yet</EmptyNote>
      ) : (
        <ul className="divide-y divide-[var(--color-line)]" aria-label="Project meetings">
          {ordered.map((m) => (
            <MeetingRow key={m.id} meeting={m} showBadge />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function MeetingRow({
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
    onError: () =>
      toast({
        title: MEETING_MESSAGES.cancelFailedTitle,
        description: MEETING_MESSAGES.cancelFailedDescription,
        variant: "destructive",
      }),
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
              <Badge tone={upcoming ? "info" : "neutral"}>{upcoming ? "Upcoming" : "Past"}</Badge>
            ) : null}
          </div>
          <p className="text-sm">
            <time dateTime={meeting.scheduledFor}>{formatDateTime(meeting.scheduledFor, timeZone)}</time>
            <span className="text-[var(--color-muted)]"> · {durationLabel(meeting.durationMinutes)}</span>
          </p>
          {showProject ? <p className="eyebrow">{meeting.projectName}</p> : null}
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
          <Button
            variant="ghost"
            size="sm"
            className="text-[var(--color-danger)]"
            disabled={cancel.isPending}
            onClick={() => setConfirming(true)}
            aria-label={`Cancel ${meeting.title}`}
          >
            Cancel
          </Button>
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

function EditMeetingDialog({ meeting, onClose }: { meeting: MeetingView; onClose: () => void }) {
  const timeZone = useStudioTimeZone();
  const refresh = useRefreshMeetings();
  const [draft, update] = useDraft(() => ({
    title: meeting.title,
    when: utcIsoToZonedLocal(meeting.scheduledFor, timeZone),
    duration: meeting.durationMinutes,
    notes: meeting.notes ?? "",
  }));
  const { title, when, duration, notes } = draft;
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
    const scheduledFor = when ? zonedLocalToUtcIso(when, timeZone) : null;
    if (!title.trim() || !scheduledFor) {
      setError(MEETING_MESSAGES.missingDescription);
      return;
    }
    save.mutate({
      title: title.trim(),
      scheduledFor,
      notes: notes.trim() ? notes.trim() : null,
      durationMinutes: duration,
    });
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
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending ? <Spinner label="Saving" /> : null}
            Save Changes
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} className="grid gap-5">
        <MeetingFields draft={draft} onChange={update} />
        {error ? (
          <p role="alert" className="text-sm text-[var(--color-danger)]">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
