/**
 * The public pages' few formatted numbers and dates, written without `Intl` (issue 30).
 *
 * A page's first `Intl` call (a formatter, `toLocaleString`, `toLocaleDateString`) starts the
 * browser's formatting library, ICU: one task of 92-160 ms on the bench's 4x phone, inside the
 * shop's render (docs/perf.md, "2026-12-04 night"). The public pages need nothing else from it, so
 * these give the same text as `Intl`'s en-US formats (tests/worker/plain-format.test.ts
 * compares them) and the site's pages never start it. The private pages format much more (time
 * zones, currencies) with `Intl`, started early in tasks of their own (src/lib/private-styles.ts).
 */

/** An integer with its thousands grouped, as `n.toLocaleString("en-US")` writes it: "12,500". */
export function groupDigits(n: number): string {
  const whole = Math.round(n);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return whole < 0 ? `-${digits}` : digits;
}
