/**
 * Meetings (SPEC sections 2, 4 and 5): the schedule/edit schema used by the Meetings tab and by
 * worker/meetings/router.ts, and the shapes the lists read. Times travel as ISO-8601 UTC; the
 * form converts the studio's wall-clock time (src/shared/zoned-time.ts).
 */
import { z } from "zod";

export const MEETING_MESSAGES = {
  missingTitle: "Missing information",
  missingDescription: "Please fill in project, title, and date/time.",
  scheduled: "Meeting scheduled successfully",
  updated: "Meeting updated",
  cancelledTitle: "Meeting cancelled",
  cancelledDescription: "The meeting has been removed.",
  cancelFailedTitle: "Cancellation failed",
  cancelFailedDescription: "Could not cancel the meeting.",
  fetchFailed: "Failed to fetch meetings",
  fetchUpcomingFailed: "Failed to fetch upcoming meetings",
  invalidDate: "Please choose a valid date and time.",
  duration: "Please choose a duration between 5 minutes and 12 hours.",
} as const;

export const MEETING_LIMITS = { title: 200, notes: 5000, minDuration: 5, maxDuration: 720 } as const;

export const MEETING_DURATIONS = [15, 30, 45, 60, 90, 120, 180] as const;
export const DEFAULT_MEETING_DURATION = 60;

const missing = MEETING_MESSAGES.missingDescription;

/** An instant with an explicit offset ("Z" or ±hh:mm), normalised to UTC ISO. */
const instant = z
  .string({ error: missing })
  .trim()
  .min(1, missing)
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v), {
    message: MEETING_MESSAGES.invalidDate,
  })
  .refine((v) => !Number.isNaN(Date.parse(v)), { message: MEETING_MESSAGES.invalidDate })
  .transform((v) => new Date(v).toISOString());

const fields = {
  title: z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(MEETING_LIMITS.title, `Please keep the title under ${MEETING_LIMITS.title} characters.`),
  scheduledFor: instant,
  /** Optional; an empty value is stored as null (SPEC section 5). */
  notes: z
    .string()
    .trim()
    .max(MEETING_LIMITS.notes, `Please keep the notes under ${MEETING_LIMITS.notes} characters.`)
    .nullish()
    .transform((v) => (v ? v : null)),
  durationMinutes: z
    .number({ error: MEETING_MESSAGES.duration })
    .int(MEETING_MESSAGES.duration)
    .min(MEETING_LIMITS.minDuration, MEETING_MESSAGES.duration)
    .max(MEETING_LIMITS.maxDuration, MEETING_MESSAGES.duration)
    .optional(),
};

/** POST /api/projects/:id/meetings: { projectId, title, scheduledFor, notes } (+ durationMinutes). */
export const meetingCreateSchema = z.object({
  projectId: z.number({ error: missing }).int(missing).positive(missing).optional(),
  ...fields,
});
export type MeetingCreateInput = z.input<typeof meetingCreateSchema>;

/** PUT /api/meetings/:id */
export const meetingUpdateSchema = z.object(fields);
export type MeetingUpdateInput = z.input<typeof meetingUpdateSchema>;

/**
 * A meeting's own fields as the schema leaves them (title, scheduledFor in UTC ISO, notes or null,
 * durationMinutes, which the Worker fills in when absent): the responses below reuse them.
 */
export type MeetingFields = Required<z.output<typeof meetingUpdateSchema>>;

/** GET /api/projects/:id/meetings, GET /api/admin/meetings/upcoming, and what a write answers. */
export type MeetingView = MeetingFields & {
  id: number;
  projectId: number;
  projectName: string;
  createdAt: string;
  updatedAt: string;
  /** At the time of the response: the meeting starts in the future. */
  upcoming: boolean;
};

/** SPEC section 4: Upcoming if the time is in the future, otherwise Past. */
export function isUpcoming(scheduledFor: string, at: number = Date.now()): boolean {
  return Date.parse(scheduledFor) > at;
}
