/**
 * Portfolio order (SPEC sections 2 and 9): sortOrder ascending with a missing one counting as 999;
 * ties follow the studio's fixed title list; titles not on the list come after it, alphabetically.
 * The list is written out from the SPEC in the tests' helpers, not imported, so a change to it is caught.
 */
import { describe, expect, it } from "vitest";
import { comparePortfolio } from "../../src/shared/portfolio";
import { SPEC_PORTFOLIO_TITLES } from "./helpers";

type Entry = { portfolioTitle: string; sortOrder?: number | null };

const order = (entries: Entry[]) => [...entries].sort(comparePortfolio).map((e) => e.portfolioTitle);

describe("comparePortfolio", () => {
  it("counts a missing sortOrder (absent or null) as exactly 999", () => {
    expect(
      order([
        { portfolioTitle: "Project Hang Time", sortOrder: 1000 },
        { portfolioTitle: "Project Spanish Stella" },
        { portfolioTitle: "Project Fresh Outlook", sortOrder: 998 },
        { portfolioTitle: "Project Serene Retreat", sortOrder: null },
      ]),
    ).toEqual([
      "Project Fresh Outlook",
      "Project Spanish Stella",
      "Project Serene Retreat",
      "Project Hang Time",
    ]);

    // 999 and missing are a tie, so the title list decides, whichever of the two carries the number.
    const listedFirst = { portfolioTitle: "Project Color Me Happy", sortOrder: null };
    const listedLater = { portfolioTitle: "Project Hang Time", sortOrder: 999 };
    expect(order([listedLater, listedFirst])).toEqual(["Project Color Me Happy", "Project Hang Time"]);
    expect(
      order([
        { portfolioTitle: "Project Color Me Happy", sortOrder: 999 },
        { portfolioTitle: "Project Hang Time" },
      ]),
    ).toEqual(["Project Color Me Happy", "Project Hang Time"]);
    expect(
      comparePortfolio({ portfolioTitle: "Project X" }, { portfolioTitle: "Project X", sortOrder: 999 }),
    ).toBe(0);
  });

  it("breaks a sortOrder tie with the SPEC's fixed title list, not the alphabet", () => {
    const shuffled = [5, 2, 8, 0, 7, 3, 6, 1, 4].map((i) => ({
      portfolioTitle: SPEC_PORTFOLIO_TITLES[i] ?? "",
      sortOrder: 3,
    }));
    expect(order(shuffled)).toEqual(SPEC_PORTFOLIO_TITLES);
    // Reversed input gives the same answer: the order comes from the list, not from the input.
    expect(order([...shuffled].reverse())).toEqual(SPEC_PORTFOLIO_TITLES);
    // The same with every sortOrder missing.
    expect(order(shuffled.map(({ portfolioTitle }) => ({ portfolioTitle })))).toEqual(SPEC_PORTFOLIO_TITLES);
  });

  it.each<{ rule: string; entries: Entry[]; expected: string[] }>([
    {
      rule: "orders by sortOrder ascending before anything else",
      entries: [
        { portfolioTitle: "Project Crème De La Crème", sortOrder: 30 },
        { portfolioTitle: "Project Zen Den", sortOrder: 10 },
        { portfolioTitle: "Project Serene Retreat", sortOrder: 20 },
        { portfolioTitle: "Project Aardvark", sortOrder: -5 },
      ],
      expected: [
        "Project Aardvark",
        "Project Zen Den",
        "Project Serene Retreat",
        "Project Crème De La Crème",
      ],
    },
    {
      rule: "puts titles not on the list after the listed ones, alphabetically among themselves",
      entries: [
        { portfolioTitle: "Project Zen Den", sortOrder: 1 },
        { portfolioTitle: "Project Serene Retreat", sortOrder: 1 },
        { portfolioTitle: "Beach Cottage", sortOrder: 1 },
        { portfolioTitle: "Project Aardvark", sortOrder: 1 },
        { portfolioTitle: "Project Crème De La Crème", sortOrder: 1 },
        // A title close to a listed one is still not on the list.
        { portfolioTitle: "Crème De La Crème", sortOrder: 1 },
      ],
      expected: [
        "Project Crème De La Crème",
        "Project Serene Retreat",
        "Beach Cottage",
        "Crème De La Crème",
        "Project Aardvark",
        "Project Zen Den",
      ],
    },
    {
      rule: "a lower sortOrder still wins over the title list and over the alphabet",
      entries: [
        { portfolioTitle: "Project Crème De La Crème" },
        { portfolioTitle: "Project Zen Den", sortOrder: 0 },
        { portfolioTitle: "Project Serene Retreat", sortOrder: 500 },
      ],
      expected: ["Project Zen Den", "Project Serene Retreat", "Project Crème De La Crème"],
    },
  ])("$rule", ({ entries, expected }) => {
    expect(order(entries)).toEqual(expected);
  });
});
