/**
 * Meetings tab (SPEC sections 2, 4, 5 and 8): schedule, the upcoming list with edit and cancel,
 * and a project's meetings marked Upcoming or Past. Times are entered and shown in the studio's
 * time zone and stored in UTC; each meeting offers an .ics calendar file.
 */
import { useSelectedProject } from "../shared/selected-project";
import { ProjectMeetings, UpcomingMeetings } from "./meeting-lists";
import { ScheduleForm } from "./schedule-form";

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
