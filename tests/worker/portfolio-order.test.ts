/**
 * Portfolio order (SPEC sections 2 and 9): sortOrder ascending with a missing one counting as 999;
 * ties follow the studio's fixed title list; titles not on the list come after it, alphabetically.
 * The list is written out here from the SPEC, not imported, so a change to it is caught.
 */
import { describe, expect, it } from "vitest";
import { comparePortfolio } from "../../src/shared/portfolio";

type Entry = { portfolioTitle: string; sortOrder?: number | null };

const SPEC_TITLE_LIST = [
  "Project Crème De La Crème",
  "Project Color Me Happy",
  "Project Café Con Leche",
  "Project Little But Luxe",
  "Project Hang Time",
  "Project California Dreaming",
  "Project Spanish Stella",
  "Project Fresh Outlook",
  "Project Serene Retreat",
];

const order = (entries: Entry[]) => [...entries].sort(comparePortfolio).map((e) => e.portfolioTitle);

describe("comparePortfolio", () => {
  it("orders by sortOrder ascending before anything else", () => {
    expect(
      order([
        { portfolioTitle: "Project Crème De La Crème", sortOrder: 30 },
        { portfolioTitle: "Project Zen Den", sortOrder: 10 },
        { portfolioTitle: "Project Serene Retreat", sortOrder: 20 },
        { portfolioTitle: "Project Aardvark", sortOrder: -5 },
      ]),
    ).toEqual(["Project Aardvark", "Project Zen Den", "Project Serene Retreat", "Project Crème De La Crème"]);
  });

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
      portfolioTitle: SPEC_TITLE_LIST[i] ?? "",
      sortOrder: 3,
    }));
    expect(order(shuffled)).toEqual(SPEC_TITLE_LIST);
    // Reversed input gives the same answer: the order comes from the list, not from the input.
    expect(order([...shuffled].reverse())).toEqual(SPEC_TITLE_LIST);
    // The same with every sortOrder missing.
    expect(order(shuffled.map(({ portfolioTitle }) => ({ portfolioTitle })))).toEqual(SPEC_TITLE_LIST);
  });

  it("puts titles not on the list after the listed ones, alphabetically among themselves", () => {
    expect(
      order([
        { portfolioTitle: "Project Zen Den", sortOrder: 1 },
        { portfolioTitle: "Project Serene Retreat", sortOrder: 1 },
        { portfolioTitle: "Beach Cottage", sortOrder: 1 },
        { portfolioTitle: "Project Aardvark", sortOrder: 1 },
        { portfolioTitle: "Project Crème De La Crème", sortOrder: 1 },
        // A title close to a listed one is still not on the list.
        { portfolioTitle: "Crème De La Crème", sortOrder: 1 },
      ]),
    ).toEqual([
      "Project Crème De La Crème",
      "Project Serene Retreat",
      "Beach Cottage",
      "Crème De La Crème",
      "Project Aardvark",
      "Project Zen Den",
    ]);
  });

  it("a lower sortOrder still wins over the title list and over the alphabet", () => {
    expect(
      order([
        { portfolioTitle: "Project Crème De La Crème" },
        { portfolioTitle: "Project Zen Den", sortOrder: 0 },
        { portfolioTitle: "Project Serene Retreat", sortOrder: 500 },
      ]),
    ).toEqual(["Project Zen Den", "Project Serene Retreat", "Project Crème De La Crème"]);
  });
});
