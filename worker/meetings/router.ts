/**
 * Meetings (SPEC sections 2, 4, 5 and 7), admin only. Clients see their meetings through the
 * portal's own routes.
 *   GET    /api/meetings/upcoming          future meetings, soonest first, with project names
 *   GET    /api/projects/:id/meetings      every meeting of a project (upcoming flag per meeting)
 *   POST   /api/projects/:id/meetings      { projectId, title, scheduledFor, notes, durationMinutes? }
 *   PUT    /api/meetings/:id               { title, scheduledFor, notes, durationMinutes? }
 *   DELETE /api/meetings/:id               cancel
 *   GET    /api/meetings/:id/ics           the meeting as an iCalendar file
 */
import type { Context } from "hono";
import { MEETING_MESSAGES, meetingCreateSchema, meetingUpdateSchema } from "../../src/shared/meetings";
import { projectDisplayName } from "../../src/shared/project";
import { auditStatement } from "../audit/queries";
import { currentUser, requireAdmin } from "../auth/guards";
import { badRequest, notFound } from "../http/errors";
import { guardedRouter } from "../http/guarded-router";
import { parseId } from "../http/params";
import { validate } from "../http/validate";
import { meetingCalendarFile } from "../lib/ics";
import { existingProjectId } from "../projects/queries-lookup";
import type { AppEnv } from "../types";
import {
  createMeeting,
  deleteMeeting,
  getMeeting,
  getMeetingView,
  getMeetingWithProject,
  listProjectMeetings,
  listUpcomingMeetings,
  updateMeeting,
} from "./queries";

export const meetingsRouter = guardedRouter(requireAdmin, ["/meetings/*", "/projects/:id/meetings"]);

const MEETING_NOT_FOUND = "Meeting not found.";

const projectIdFrom = (c: Context<AppEnv>) => existingProjectId(c.get("db"), c.req.param("id"));

meetingsRouter.get("/meetings/upcoming", async (c) => {
  return c.json(await listUpcomingMeetings(c.get("db")));
});

meetingsRouter.get("/projects/:id/meetings", async (c) => {
  const projectId = await projectIdFrom(c);
  return c.json(await listProjectMeetings(c.get("db"), projectId));
});

meetingsRouter.post("/projects/:id/meetings", validate("json", meetingCreateSchema), async (c) => {
  const projectId = await projectIdFrom(c);
  const input = c.req.valid("json");
  if (input.projectId !== undefined && input.projectId !== projectId) {
    throw badRequest("The meeting's project does not match the address.", {
      projectId: "The project does not match.",
    });
  }
  const db = c.get("db");
  const fields = {
    title: input.title,
    scheduledFor: input.scheduledFor,
    notes: input.notes,
    ...(input.durationMinutes !== undefined ? { durationMinutes: input.durationMinutes } : {}),
  };
  const meeting = await createMeeting(
    db,
    projectId,
    fields,
    auditStatement(db, currentUser(c), {
      action: "meeting.schedule",
      entityType: "project",
      entityId: projectId,
      detail: { title: input.title, scheduledFor: input.scheduledFor },
    }),
  );
  return c.json(meeting, 201);
});

meetingsRouter.put("/meetings/:id", validate("json", meetingUpdateSchema), async (c) => {
  const id = parseId(c.req.param("id"), MEETING_NOT_FOUND);
  const input = c.req.valid("json");
  const db = c.get("db");
  const updated = await updateMeeting(
    db,
    id,
    {
      title: input.title,
      scheduledFor: input.scheduledFor,
      notes: input.notes,
      ...(input.durationMinutes !== undefined ? { durationMinutes: input.durationMinutes } : {}),
    },
    [
      auditStatement(db, currentUser(c), {
        action: "meeting.update",
        entityType: "meeting",
        entityId: id,
        detail: { title: input.title, scheduledFor: input.scheduledFor },
      }),
    ],
  );
  if (!updated) throw notFound(MEETING_NOT_FOUND);
  return c.json(await getMeetingView(db, id));
});

meetingsRouter.delete("/meetings/:id", async (c) => {
  const id = parseId(c.req.param("id"), MEETING_NOT_FOUND);
  const db = c.get("db");
  const meeting = await getMeeting(db, id);
  if (!meeting) throw notFound(MEETING_NOT_FOUND);
  await deleteMeeting(db, id, [
    auditStatement(db, currentUser(c), {
      action: "meeting.cancel",
      entityType: "meeting",
      entityId: id,
      detail: { projectId: meeting.projectId, title: meeting.title, scheduledFor: meeting.scheduledFor },
    }),
  ]);
  return c.json({ message: MEETING_MESSAGES.cancelledDescription });
});

meetingsRouter.get("/meetings/:id/ics", async (c) => {
  const id = parseId(c.req.param("id"), MEETING_NOT_FOUND);
  const row = await getMeetingWithProject(c.get("db"), id);
  if (!row) throw notFound(MEETING_NOT_FOUND);
  const m = row.meeting;
  const projectName = projectDisplayName({
    clientProjectName: row.clientProjectName,
    title: row.projectTitle,
  });
  const config = c.get("config");
  const file = meetingCalendarFile(c.get("config").appOrigin, m, {
    summary: m.title,
    description: [`${config.STUDIO_NAME} · ${projectName}`, m.notes ?? ""].filter(Boolean).join("\n\n"),
    location: row.projectAddress,
  });
  return c.body(file.body, 200, file.headers);
});
