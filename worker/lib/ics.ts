/**
 * iCalendar (RFC 5545) files for meetings: one VEVENT with times in UTC, text escaped, lines
 * folded at 75 octets and ended with CRLF, so Apple Calendar, Google Calendar and Outlook all
 * import it the same way.
 */
import type { Meeting } from "../db/schema";

export type CalendarEvent = {
  uid: string;
  start: Date;
  end: Date;
  /** When this file was produced (DTSTAMP). */
  stamp: Date;
  /** When the event last changed (LAST-MODIFIED). */
  lastModified?: Date;
  summary: string;
  description?: string | null;
  location?: string | null;
  /** Increases with each change, so calendars replace an imported older copy. */
  sequence?: number;
};

/** 20261203T223000Z */
function icsDateTime(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/** Folds a content line into chunks of at most 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  // Continuation lines start with a space, which counts toward their 75 octets.
  let limit = 75;
  for (const ch of line) {
    const bytes = encoder.encode(ch).length;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
      limit = 74;
    }
    current += ch;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function buildCalendar(event: CalendarEvent, productId = "-//Layered Interiors//Meetings//EN"): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `LAST-MODIFIED:${icsDateTime(event.lastModified ?? event.stamp)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  lines.push("END:VEVENT", "END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/**
 * A meeting's calendar file as a download. The studio's (GET /api/meetings/:id/ics) and the
 * client's (GET /api/portal/meetings/:id/ics) are the same event, told apart only by their text,
 * so a calendar that imported one replaces it with a later copy of either. The router sends the
 * body with these headers (status 200).
 */
export function meetingCalendarFile(
  appOrigin: string,
  meeting: Pick<Meeting, "id" | "scheduledFor" | "durationMinutes" | "createdAt" | "updatedAt">,
  text: Pick<CalendarEvent, "summary" | "description" | "location">,
): { body: string; headers: Record<string, string> } {
  const start = new Date(meeting.scheduledFor);
  const body = buildCalendar({
    uid: `meeting-${meeting.id}@${new URL(appOrigin).hostname}`,
    start,
    end: new Date(start.getTime() + meeting.durationMinutes * 60_000),
    stamp: new Date(),
    lastModified: new Date(meeting.updatedAt),
    // Each edit writes a later updatedAt; whole seconds since creation only ever grow.
    sequence: Math.max(0, Math.floor((Date.parse(meeting.updatedAt) - Date.parse(meeting.createdAt)) / 1000)),
    ...text,
  });
  return {
    body,
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="meeting-${meeting.id}.ics"`,
    },
  };
}
