/** Meetings: stored in UTC (scheduledFor is an ISO instant), listed with their project's name. */
import { asc, eq, gt, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { isUpcoming, type MeetingView } from "../../src/shared/meetings";
import { projectDisplayName } from "../../src/shared/project";
import { runBatch } from "../db/batch";
import { type Meeting, meetings, now, projects } from "../db/schema";
import type { Db } from "../types";

const columns = {
  meeting: meetings,
  projectTitle: projects.title,
  clientProjectName: projects.clientProjectName,
  projectAddress: projects.projectAddress,
};

/** Meetings with their project's name and address, in time order (soonest first). */
function meetingsWithProject(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(meetings)
    .innerJoin(projects, eq(projects.id, meetings.projectId))
    .where(where)
    .orderBy(asc(meetings.scheduledFor), asc(meetings.id));
}

type Row = { meeting: Meeting; projectTitle: string; clientProjectName: string };

function toView(row: Row, at: number): MeetingView {
  const m = row.meeting;
  return {
    id: m.id,
    projectId: m.projectId,
    projectName: projectDisplayName({ clientProjectName: row.clientProjectName, title: row.projectTitle }),
    title: m.title,
    scheduledFor: m.scheduledFor,
    durationMinutes: m.durationMinutes,
    notes: m.notes,
    createdAt: m.createdAt,
    updatedAt: m.updatedAt,
    upcoming: isUpcoming(m.scheduledFor, at),
  };
}

/** Meetings that have not started yet, soonest first. */
export async function listUpcomingMeetings(db: Db, at = Date.now(), limit = 200): Promise<MeetingView[]> {
  const upcoming = gt(meetings.scheduledFor, new Date(at).toISOString());
  const rows = await meetingsWithProject(db, upcoming).limit(limit).all();
  return rows.map((r) => toView(r, at));
}

/** Every meeting of a project in time order, each marked upcoming or past. */
export async function listProjectMeetings(
  db: Db,
  projectId: number,
  at = Date.now(),
): Promise<MeetingView[]> {
  const rows = await meetingsWithProject(db, eq(meetings.projectId, projectId)).all();
  return rows.map((r) => toView(r, at));
}

export async function getMeetingView(db: Db, id: number, at = Date.now()): Promise<MeetingView | undefined> {
  const row = await getMeetingWithProject(db, id);
  return row ? toView(row, at) : undefined;
}

/** The meeting with its project's details, for the calendar file. */
export async function getMeetingWithProject(db: Db, id: number) {
  return meetingsWithProject(db, eq(meetings.id, id)).get();
}

export type MeetingFields = {
  title: string;
  scheduledFor: string;
  notes: string | null;
  durationMinutes?: number;
};

export async function createMeeting(
  db: Db,
  projectId: number,
  fields: MeetingFields,
  audit: BatchItem<"sqlite">,
): Promise<MeetingView> {
  const [inserted] = await db.batch([
    db
      .insert(meetings)
      .values({ projectId, ...fields })
      .returning({ id: meetings.id }),
    audit,
  ]);
  const id = inserted[0]?.id;
  const view = id === undefined ? undefined : await getMeetingView(db, id);
  if (!view) throw new Error("Meeting missing after insert");
  return view;
}

/** Updates a meeting; false when it does not exist. */
export async function updateMeeting(
  db: Db,
  id: number,
  fields: MeetingFields,
  extra: BatchItem<"sqlite">[],
): Promise<boolean> {
  const existing = await db.select({ id: meetings.id }).from(meetings).where(eq(meetings.id, id)).get();
  if (!existing) return false;
  await runBatch(db, [
    db
      .update(meetings)
      .set({ ...fields, updatedAt: now() })
      .where(eq(meetings.id, id)),
    ...extra,
  ]);
  return true;
}

export async function getMeeting(db: Db, id: number): Promise<Meeting | undefined> {
  return db.select().from(meetings).where(eq(meetings.id, id)).get();
}

export async function deleteMeeting(db: Db, id: number, extra: BatchItem<"sqlite">[]): Promise<void> {
  await runBatch(db, [db.delete(meetings).where(eq(meetings.id, id)), ...extra]);
}
