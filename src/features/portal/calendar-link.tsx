import { meetingCalendarUrl, type PortalAccess } from "./portal-api";

/** "Add to calendar": the meeting as an .ics file, for the client's own calendar. */
export function CalendarLink({
  access,
  meetingId,
  className = "",
}: {
  access: PortalAccess;
  meetingId: number;
  className?: string;
}) {
  return (
    <a
      href={meetingCalendarUrl(access, meetingId)}
      download={`meeting-${meetingId}.ics`}
      rel="noreferrer"
      className={`link-underline py-1 text-sm ${className}`.trim()}
    >
      Add to calendar
    </a>
  );
}
