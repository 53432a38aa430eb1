/**
 * Selections (issue 29): "a project with 300 items ... its API answers in one query per view". The
 * client's and the studio's views of a large schedule (over a hundred pieces, with options and
 * decisions, under the "all" rule with an assigned client) are read in one D1 round trip (one
 * batch), and no statement binds more than D1's 100 parameters (a list of the pieces' ids would
 * have, in production). Counted by a D1 binding that records every round trip it makes.
 */
import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ClientSelectionsView } from "../../src/shared/selections";
import { runBatch } from "../../worker/db/batch";
import { createDb } from "../../worker/db/client";
import {
  selectionDecisions,
  selectionItems,
  selectionOptions,
  selectionRooms,
  selectionSettings,
} from "../../worker/db/schema";
import { adminView, clientView } from "../../worker/selections/views";
import { counting, D1_MAX_PARAMS } from "./d1-counting";
import { db, json, signIn, uniqueEmail } from "./helpers";
import { assign, portalApi, projectWithLink } from "./portal-fixtures";

const PIECES = 150;
let projectId = 0;
let token = "";
let clientName = "";

beforeAll(async () => {
  const made = await projectWithLink({ clientProjectName: "Large Schedule House" });
  projectId = made.project.id;
  token = made.token;
  clientName = `Large${Date.now().toString(36)}`;
  const client = await signIn("client", uniqueEmail("large"), clientName);
  await assign(client, projectId);
  await db().insert(selectionSettings).values({ projectId, approvalRule: "all" });
  const rooms = await db()
    .insert(selectionRooms)
    .values(
      ["Kitchen", "Dining room", "Living room"].map((name, i) => ({
        projectId,
        name,
        budgetCents: 5_000_000,
        sortOrder: i,
      })),
    )
    .returning({ id: selectionRooms.id });
  const at = new Date().toISOString();
  await runBatch(
    db(),
    Array.from({ length: PIECES }, (_, i) =>
      db()
        .insert(selectionItems)
        .values({
          projectId,
          roomId: rooms[i % rooms.length]?.id ?? 0,
          sortOrder: i,
          name: `Piece ${i}`,
          unitPriceCents: 10_000 + i,
          costCents: 5_000,
          // A few drafts, which the client never sees.
          status: i % 10 === 9 ? "draft" : "proposed",
          round: i % 10 === 9 ? 0 : 1,
          proposedAt: i % 10 === 9 ? null : at,
        }),
    ),
  );
  const ids = (
    await db()
      .select({ id: selectionItems.id })
      .from(selectionItems)
      .where(eq(selectionItems.projectId, projectId))
      .orderBy(asc(selectionItems.sortOrder))
      .all()
  ).map((r) => r.id);
  await runBatch(db(), [
    // Every fifth piece has two options (A: the piece's price, B: its own).
    ...ids
      .filter((_, i) => i % 5 === 0)
      .flatMap((itemId) => [
        db().insert(selectionOptions).values({ itemId, name: "Oak", sortOrder: 0 }),
        db()
          .insert(selectionOptions)
          .values({ itemId, name: "Walnut", unitPriceCents: 20_000, sortOrder: 1 }),
      ]),
    // Every third piece the client sees was declined on the link.
    ...ids
      .filter((_, i) => i % 3 === 0 && i % 10 !== 9)
      .map((itemId) =>
        db()
          .insert(selectionDecisions)
          .values({ itemId, round: 1, decision: "declined", authorName: "Client (private link)" }),
      ),
  ]);
});

describe("the selections views of a large schedule", () => {
  it("the client's view is one D1 batch, with no statement over D1's parameter limit", async () => {
    const { d1, trips } = counting(env.DB);
    const view = await clientView(createDb(d1), projectId);
    expect(trips).toHaveLength(1);
    expect(trips[0]?.statements.length).toBeGreaterThan(1);
    for (const s of trips.flatMap((t) => t.statements)) expect(s.params).toBeLessThanOrEqual(D1_MAX_PARAMS);
    // What it read is the whole schedule: every piece the client may see, with options, decisions
    // and who is still awaited under the "all" rule.
    const items = view.rooms.flatMap((r) => r.items);
    expect(items).toHaveLength(PIECES - PIECES / 10);
    expect(view.approvalRule).toBe("all");
    expect(items.filter((i) => i.options.length === 2)).toHaveLength(PIECES / 5);
    expect(items.find((i) => i.name === "Piece 3")?.decisions[0]?.decision).toBe("declined");
    expect(items.find((i) => i.name === "Piece 1")?.awaiting).toEqual([clientName]);
  });

  it("the studio's view is one D1 batch too", async () => {
    const { d1, trips } = counting(env.DB);
    const view = await adminView(createDb(d1), projectId);
    expect(trips).toHaveLength(1);
    for (const s of trips.flatMap((t) => t.statements)) expect(s.params).toBeLessThanOrEqual(D1_MAX_PARAMS);
    expect(view.rooms.flatMap((r) => r.items)).toHaveLength(PIECES);
    expect(view.clients.map((c) => c.name)).toEqual([clientName]);
  });

  it("the portal answers the whole schedule on the private link", async () => {
    const res = await portalApi(`/api/portal/selections?token=${token}&projectId=${projectId}`);
    expect(res.status).toBe(200);
    const view = await json<ClientSelectionsView>(res);
    expect(view.rooms.map((r) => r.name)).toEqual(["Kitchen", "Dining room", "Living room"]);
    expect(view.rooms.reduce((n, r) => n + r.items.length, 0)).toBe(PIECES - PIECES / 10);
  });
});
