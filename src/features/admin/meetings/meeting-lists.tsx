/**
 * The Meetings tab's two lists: every project's upcoming meetings, and one project's meetings
 * marked Upcoming or Past.
 */
import { useQuery } from "@tanstack/react-query";
import { isUpcoming, MEETING_MESSAGES } from "../../../shared/meetings";
import { projectDisplayName } from "../../../shared/project";
import { EmptyNote, LoadError, LoadingNote, Panel } from "../shared/panel";
import { ProjectSelect } from "../shared/project-select";
import { adminProjectsQuery } from "../shared/queries";
import { MeetingRow } from "./meeting-row";
import { projectMeetingsQuery, upcomingMeetingsQuery } from "./queries";

export function UpcomingMeetings() {
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

export function ProjectMeetings({
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
