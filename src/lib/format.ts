/** Formatting shared by forms and pages. */

import { groupDigits } from "../shared/plain-format";

/** Phone as typed: digits only, at most 10, shown as (XXX) XXX-XXXX (SPEC section 2). */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 10);
  if (digits.length === 0) return "";
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * Prices are stored in cents and shown as whole dollars (SPEC section 9). Without `Intl`: the
 * shop's first render would start the browser's formatting library for it (src/shared/plain-format.ts).
 */
export function formatDollars(cents: number): string {
  return `$${groupDigits(cents / 100)}`;
}

export function formatDate(iso: string, timeZone?: string): string {
  return dateFormat(timeZone).format(new Date(iso));
}

// One formatter per time zone: `toLocaleDateString` with options makes one on every call (a long
// list of dates, such as a selections schedule's decisions, paid for it on a slow phone).
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone });
    dateFormats.set(key, f);
  }
  return f;
}

export function formatDateTime(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  });
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
