import { describe, expect, it } from "vitest";
import { formatDollars } from "../../src/lib/format";
import { longDate } from "../../src/shared/long-date";
import { groupDigits } from "../../src/shared/plain-format";

// The public pages format without `Intl` (src/shared/plain-format.ts); the words must be the ones
// `Intl`'s en-US formats give, which the pages used before and the private pages still use.
describe("formatting without Intl", () => {
  it("groups digits as en-US does, for every size and sign", () => {
    const values = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10_000, 12_500, 99_999, 100_000];
    values.push(999_999, 1_000_000, 1_234_567, 12_345_678, 123_456_789, 2_147_483_648, 9_007_199_254_740_991);
    for (let n = 1; n < 1e15; n = n * 7 + 3) values.push(n);
    for (const n of values) {
      expect(groupDigits(n)).toBe(n.toLocaleString("en-US"));
      expect(groupDigits(-n || 0)).toBe((-n || 0).toLocaleString("en-US"));
    }
    // Fractions round to the nearest whole number, as whole dollars do.
    expect(groupDigits(1234.5)).toBe("1,235");
    expect(groupDigits(1234.49)).toBe("1,234");
  });

  it("writes prices in whole dollars, as the shop and the cart show them", () => {
    expect(formatDollars(0)).toBe("$0");
    expect(formatDollars(4_500)).toBe("$45");
    expect(formatDollars(1_250_000)).toBe("$12,500");
    expect(formatDollars(123_456_789)).toBe("$1,234,568");
    for (const cents of [99, 150, 249_950, 1_999_999]) {
      expect(formatDollars(cents)).toBe(`$${Math.round(cents / 100).toLocaleString("en-US")}`);
    }
  });

  it("writes calendar dates in the long style, whatever the time zone", () => {
    expect(longDate("2026-12-04")).toBe("December 4, 2026");
    expect(longDate("2026-01-01")).toBe("January 1, 2026");
    const long = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
    for (let day = Date.UTC(2025, 0, 1); day < Date.UTC(2027, 0, 1); day += 86_400_000 * 3) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(longDate(iso)).toBe(long.format(new Date(`${iso}T12:00:00Z`)));
    }
  });
});
