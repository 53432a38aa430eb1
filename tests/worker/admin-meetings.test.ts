/**
 * Meetings: scheduling with validation, the upcoming list (soonest first, past excluded), the
 * per-project list with upcoming/past, edit, cancel, the .ics file, studio-time conversion, and
 * non-admins refused everywhere.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { MeetingView } from "../../src/shared/meetings";
import { utcIsoToZonedLocal, zonedLocalToUtcIso } from "../../src/shared/zoned-time";
import { meetings } from "../../worker/db/schema";
import { escapeText, foldLine } from "../../worker/lib/ics";
import {
  api,
  createProject,
  db,
  expectAdminOnly,
  expectJson,
  json,
  type Session,
  signInBeforeAll,
} from "./helpers";

const admin = signInBeforeAll("admin");
const client = signInBeforeAll("client");

const HOUR = 3600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

const schedule = (projectId: number, body: Record<string, unknown>, session: Session | null = admin) =>
  api(`/api/projects/${projectId}/meetings`, { session, json: { projectId, notes: null, ...body } });

describe("scheduling", () => {
  it("stores UTC, notes null when empty, default duration, and returns the project name", async () => {
    const project = await createProject({ clientProjectName: "Harbor View Residence" });
    const res = await schedule(project.id, {
      title: "  Concept presentation ",
      scheduledFor: "2030-03-05T10:30:00-08:00",
      notes: "   ",
    });
    const m = await expectJson<MeetingView>(res, 201);
    expect(m).toMatchObject({
      projectId: project.id,
      projectName: "Harbor View Residence",
      title: "Concept presentation",
      scheduledFor: "2030-03-05T18:30:00.000Z",
      notes: null,
      durationMinutes: 60,
      upcoming: true,
    });
  });

  it("answers each missing or wrong field with the SPEC message and stores nothing", async () => {
    const project = await createProject();
    const missing = "Please fill in project, title, and date/time.";
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "", scheduledFor: inHours(2) }, "title", missing],
      [{ title: "Walkthrough", scheduledFor: "" }, "scheduledFor", missing],
      [{ title: "Walkthrough" }, "scheduledFor", missing],
      [
        { title: "Walkthrough", scheduledFor: "next Tuesday" },
        "scheduledFor",
        "Please choose a valid date and time.",
      ],
      // A wall-clock time without a zone is ambiguous: the form always sends UTC.
      [
        { title: "Walkthrough", scheduledFor: "2030-03-05T10:30" },
        "scheduledFor",
        "Please choose a valid date and time.",
      ],
      [
        { title: "Walkthrough", scheduledFor: inHours(2), durationMinutes: 0 },
        "durationMinutes",
        "Please choose a duration between 5 minutes and 12 hours.",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await schedule(project.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const err = await json<{ errors: Record<string, string> }>(res);
      expect(err.errors[field]).toBe(message);
    }
    const mismatch = await api(`/api/projects/${project.id}/meetings`, {
      session: admin,
      json: { projectId: project.id + 1000, title: "x", scheduledFor: inHours(1), notes: null },
    });
    expect(mismatch.status).toBe(400);
    expect((await schedule(999_999, { title: "x", scheduledFor: inHours(1) })).status).toBe(404);
    expect(await db().select().from(meetings).where(eq(meetings.projectId, project.id)).all()).toEqual([]);
  });
});

describe("lists", () => {
  it("lists upcoming meetings soonest first without past ones, and marks a project's meetings", async () => {
    const a = await createProject({ clientProjectName: "Alpha Residence" });
    const b = await createProject({ clientProjectName: "", title: "Beta House" });
    const later = await json<MeetingView>(
      await schedule(a.id, { title: "Later", scheduledFor: inHours(72) }),
    );
    const past = await json<MeetingView>(await schedule(a.id, { title: "Past", scheduledFor: inHours(-24) }));
    const soon = await json<MeetingView>(await schedule(b.id, { title: "Soon", scheduledFor: inHours(1) }));

    const upcoming = await json<MeetingView[]>(await api("/api/meetings/upcoming", { session: admin }));
    const ids = upcoming.map((m) => m.id);
    expect(ids).toContain(later.id);
    expect(ids).toContain(soon.id);
    expect(ids).not.toContain(past.id);
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(later.id));
    const times = upcoming.map((m) => m.scheduledFor);
    expect([...times].sort()).toEqual(times);
    expect(upcoming.find((m) => m.id === soon.id)?.projectName).toBe("Beta House");

    const perProject = await json<MeetingView[]>(
      await api(`/api/projects/${a.id}/meetings`, { session: admin }),
    );
    expect(perProject.map((m) => [m.title, m.upcoming])).toEqual([
      ["Past", false],
      ["Later", true],
    ]);
  });
});

describe("edit and cancel", () => {
  it("updates a meeting and removes it on cancel", async () => {
    const project = await createProject();
    const m = await json<MeetingView>(
      await schedule(project.id, { title: "Site visit", scheduledFor: inHours(5), notes: "Bring samples" }),
    );
    const res = await api(`/api/meetings/${m.id}`, {
      method: "PUT",
      session: admin,
      json: {
        title: "Site visit (moved)",
        scheduledFor: "2031-01-10T17:00:00Z",
        notes: "",
        durationMinutes: 90,
      },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      id: m.id,
      title: "Site visit (moved)",
      scheduledFor: "2031-01-10T17:00:00.000Z",
      notes: null,
      durationMinutes: 90,
    });
    const invalid = await api(`/api/meetings/${m.id}`, {
      method: "PUT",
      session: admin,
      json: { title: "", scheduledFor: "2031-01-10T17:00:00Z", notes: null },
    });
    expect(invalid.status).toBe(400);
    expect(
      (
        await api("/api/meetings/999999", {
          method: "PUT",
          session: admin,
          json: { title: "x", scheduledFor: inHours(1) },
        })
      ).status,
    ).toBe(404);

    const del = await api(`/api/meetings/${m.id}`, { method: "DELETE", session: admin });
    expect(del.status).toBe(200);
    expect(await json(del)).toEqual({ message: "The meeting has been removed." });
    expect(await json(await api(`/api/projects/${project.id}/meetings`, { session: admin }))).toEqual([]);
    expect((await api(`/api/meetings/${m.id}`, { method: "DELETE", session: admin })).status).toBe(404);
  });
});

describe("calendar file", () => {
  it("serves a VEVENT in UTC with escaped text and CRLF line endings", async () => {
    const project = await createProject({
      clientProjectName: "Cliffside, Laguna; Beach",
      projectAddress: "1 Ocean Way, Laguna Beach",
    });
    const m = await json<MeetingView>(
      await schedule(project.id, {
        title: "Selections review; fabrics, finishes",
        scheduledFor: "2030-07-04T16:00:00.000Z",
        notes: "Line one\nLine two with a back\\slash",
        durationMinutes: 90,
      }),
    );
    const res = await api(`/api/meetings/${m.id}/ics`, { session: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="meeting-${m.id}.ics"`);
    const text = await res.text();
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/\n|\r/);
    const unfolded = text.replace(/\r\n /g, "");
    const lines = unfolded.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("BEGIN:VEVENT");
    expect(lines).toContain(`UID:meeting-${m.id}@localhost`);
    expect(lines.some((l) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(l))).toBe(true);
    expect(lines).toContain("DTSTART:20300704T160000Z");
    expect(lines).toContain("DTEND:20300704T173000Z");
    expect(lines).toContain("SUMMARY:Selections review\\; fabrics\\, finishes");
    expect(lines).toContain(
      "DESCRIPTION:Layered Interiors · Cliffside\\, Laguna\\; Beach\\n\\nLine one\\nLine two with a back\\\\slash",
    );
    expect(lines).toContain("LOCATION:1 Ocean Way\\, Laguna Beach");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
    // Every physical line fits in 75 octets.
    for (const line of text.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("escapes and folds per RFC 5545", () => {
    expect(escapeText("a;b,c\\d\r\ne\nf")).toBe("a\\;b\\,c\\\\d\\ne\\nf");
    const long = `DESCRIPTION:${"é".repeat(60)}`;
    const folded = foldLine(long);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
  });
});

describe("studio time zone", () => {
  it("reads a datetime-local value as studio time and back, across daylight saving", () => {
    const tz = "America/Los_Angeles";
    expect(zonedLocalToUtcIso("2030-01-15T09:00", tz)).toBe("2030-01-15T17:00:00.000Z");
    expect(zonedLocalToUtcIso("2030-07-15T09:00", tz)).toBe("2030-07-15T16:00:00.000Z");
    expect(utcIsoToZonedLocal("2030-07-15T16:00:00.000Z", tz)).toBe("2030-07-15T09:00");
    expect(utcIsoToZonedLocal("2030-01-01T07:30:00.000Z", tz)).toBe("2029-12-31T23:30");
    expect(zonedLocalToUtcIso("2030-01-15T09:00", "Europe/Berlin")).toBe("2030-01-15T08:00:00.000Z");
    expect(zonedLocalToUtcIso("not a date", tz)).toBeNull();
    expect(zonedLocalToUtcIso("2030-13-01T09:00", tz)).toBeNull();
  });
});

describe("non-admins are refused everywhere", () => {
  it("answers 401 signed out and 403 for a client, with nothing but a message", async () => {
    const project = await createProject();
    const m = await json<MeetingView>(
      await schedule(project.id, { title: "Private", scheduledFor: inHours(3) }),
    );
    await expectAdminOnly(
      [
        ["/api/meetings/upcoming", {}],
        [`/api/projects/${project.id}/meetings`, {}],
        [`/api/projects/${project.id}/meetings`, { json: { title: "x", scheduledFor: inHours(1) } }],
        [`/api/meetings/${m.id}`, { method: "PUT", json: { title: "x", scheduledFor: inHours(1) } }],
        [`/api/meetings/${m.id}`, { method: "DELETE" }],
        [`/api/meetings/${m.id}/ics`, {}],
      ],
      client,
    );
    expect(await db().select().from(meetings).where(eq(meetings.id, m.id)).get()).toMatchObject({
      title: "Private",
    });
  });
});
