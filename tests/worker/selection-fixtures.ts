/** What the selections tests share: a piece's row as stored, and the check that the studio's cost never reaches a client. */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { selectionItems } from "../../worker/db/schema";
import { db } from "./helpers";

/** A piece's row as stored. */
export function itemRow(id: number) {
  return db().select().from(selectionItems).where(eq(selectionItems.id, id)).get();
}

/** A client's answer (its raw text) names no cost and carries none of the test's cost figures. */
export function expectNoCost(raw: string, costs: number[]): void {
  expect(raw).not.toMatch(/cost/i);
  for (const cost of costs) expect(raw).not.toContain(String(cost));
}
