/**
 * Calendar dates in en-US's long style without `Intl`, for the public pages (the reason is in
 * src/shared/plain-format.ts; a module of its own, so that the shop's first load does not carry it).
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A calendar date ("2026-12-04") in en-US's long style: "December 4, 2026". */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}
