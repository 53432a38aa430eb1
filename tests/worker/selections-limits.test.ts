/**
 * Selections at scale (issue 29): invoicing far more pieces than D1 binds parameters in one
 * statement (at most 100 in production; local SQLite allows far more, so every statement's
 * parameters are counted, tests/worker/d1-counting.ts). 150 approved pieces are invoiced at once
 * with a deposit and the tax, the invoice is read back whole with exact totals, the client pays it
 * on the Stripe stand-in and every one of the 150 pieces becomes "ordered"; a project with more
 * than a hundred invoices lists them all with their lines.
 */
import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type AdminInvoice, type ClientInvoice, invoiceTotals } from "../../src/shared/selections-invoices";
import { runBatch } from "../../worker/db/batch";
import { createDb } from "../../worker/db/client";
import { selectionInvoices, selectionItems, selectionOptions, selectionRooms } from "../../worker/db/schema";
import { readConfig } from "../../worker/env";
import { createInvoice, projectInvoices } from "../../worker/selections/invoices";
import { schedulePhotos } from "../../worker/selections/queries-exports";
import { counting, D1_MAX_PARAMS } from "./d1-counting";
import { api, db, expectJson, type Session, signIn } from "./helpers";
import { portalApi, projectWithLink } from "./portal-fixtures";
import { checkoutSessionEvent, postStripeWebhook, type StandInSession } from "./stripe-events";

const PIECES = 150;

let admin: Session;
beforeAll(async () => {
  admin = await signIn("admin", "owner@studio.test", "Owner");
});

/** Prices that do not divide evenly, so a rounding per line would show in the totals. */
const priceOf = (i: number) => 10_001 + 37 * i;
const quantityOf = (i: number) => 1 + (i % 4);
/** Every tenth piece has its second option chosen, at its own price. */
const optionPriceOf = (i: number) => 20_003 + i;

/** A project with one room of `count` approved pieces (as the decisions leave them). */
async function approvedSchedule(count: number) {
  const { project, token } = await projectWithLink({ clientProjectName: "Hundred Pieces House" });
  const room = await db()
    .insert(selectionRooms)
    .values({ projectId: project.id, name: "Whole house", sortOrder: 0 })
    .returning()
    .get();
  const at = new Date().toISOString();
  await runBatch(
    db(),
    Array.from({ length: count }, (_, i) =>
      db()
        .insert(selectionItems)
        .values({
          projectId: project.id,
          roomId: room.id,
          sortOrder: i,
          name: `Piece ${i}`,
          quantity: quantityOf(i),
          unitPriceCents: priceOf(i),
          costCents: 1_234,
          status: "approved",
          round: 1,
          proposedAt: at,
          approvedAt: at.slice(0, 10),
        }),
    ),
  );
  const items = await db()
    .select({ id: selectionItems.id, sortOrder: selectionItems.sortOrder })
    .from(selectionItems)
    .where(eq(selectionItems.projectId, project.id))
    .all();
  const ids = items.sort((a, b) => a.sortOrder - b.sortOrder).map((i) => i.id);
  const withOptions = ids.filter((_, i) => i % 10 === 0);
  await runBatch(
    db(),
    withOptions.flatMap((itemId) => [
      db().insert(selectionOptions).values({ itemId, name: "Oak", sortOrder: 0 }),
      db()
        .insert(selectionOptions)
        .values({ itemId, name: "Walnut", unitPriceCents: optionPriceOf(ids.indexOf(itemId)), sortOrder: 1 }),
    ]),
  );
  await db().run(
    sql`UPDATE selection_items SET chosen_option_id = (SELECT id FROM selection_options o WHERE o.item_id = selection_items.id AND o.name = 'Walnut') WHERE project_id = ${project.id} AND id IN (SELECT item_id FROM selection_options)`,
  );
  const lineTotals = ids.map((_, i) => quantityOf(i) * (i % 10 === 0 ? optionPriceOf(i) : priceOf(i)));
  return { project, token, ids, lineTotals };
}

function deps(d1: D1Database) {
  return {
    db: createDb(d1),
    env,
    config: readConfig(env),
    origin: "http://localhost",
    now: () => new Date(),
    waitUntil: () => undefined,
  };
}

function expectWithinD1Limit(trips: ReturnType<typeof counting>["trips"]) {
  const statements = trips.flatMap((t) => t.statements);
  expect(statements.length).toBeGreaterThan(0);
  for (const s of statements) expect(s.params, s.sql).toBeLessThanOrEqual(D1_MAX_PARAMS);
}

describe("invoicing more pieces than D1 binds in one statement", () => {
  it("invoices 150 chosen pieces at once, exact totals and every line, no statement over 100 parameters", async () => {
    const w = await approvedSchedule(PIECES);
    const { d1, trips } = counting(env.DB);
    const invoice = await createInvoice(deps(d1), null, w.project.id, {
      itemIds: w.ids,
      depositPercent: 30,
      applyTax: true,
    });
    expectWithinD1Limit(trips);
    const expected = invoiceTotals(w.lineTotals, 30, 7_750);
    expect(invoice).toMatchObject({ status: "open", ...expected, depositPercent: 30, taxRate: "7.75" });
    expect(expected.subtotalCents).toBe(w.lineTotals.reduce((a, b) => a + b, 0));
    expect(invoice.lines).toHaveLength(PIECES);
    expect(invoice.lines.map((l) => l.itemId)).toEqual(w.ids);
    expect(invoice.lines.map((l) => l.lineTotalCents)).toEqual(w.lineTotals);
    expect(invoice.lines[10]).toMatchObject({ name: "Piece 10", optionName: "Walnut", quantity: 3 });

    // Read back as the studio lists it (the lines of its invoices in one statement).
    const read = counting(env.DB);
    const [listed] = await projectInvoices(createDb(read.d1), w.project.id);
    expectWithinD1Limit(read.trips);
    expect(listed?.lines).toHaveLength(PIECES);
    expect(listed?.totalCents).toBe(expected.totalCents);
  });

  it("invoices every approved piece through the API, and paying makes all 150 ordered", async () => {
    const w = await approvedSchedule(PIECES);
    const invoice = await expectJson<AdminInvoice>(
      await api(`/api/projects/${w.project.id}/selection-invoices`, {
        method: "POST",
        session: admin,
        json: {},
      }),
      201,
    );
    const subtotal = w.lineTotals.reduce((a, b) => a + b, 0);
    expect(invoice).toMatchObject({ subtotalCents: subtotal, amountCents: subtotal, totalCents: subtotal });
    expect(invoice.lines).toHaveLength(PIECES);

    // The client sees the whole invoice on the private link, and pays it.
    const seen = await expectJson<ClientInvoice[]>(
      await portalApi(`/api/portal/selection-invoices?token=${w.token}&projectId=${w.project.id}`),
      200,
    );
    expect(seen[0]?.lines).toHaveLength(PIECES);
    expect(seen[0]?.totalCents).toBe(subtotal);
    const start = await expectJson<{ url: string }>(
      await portalApi(`/api/portal/selection-invoices/${invoice.id}/checkout`, {
        method: "POST",
        json: { projectId: w.project.id, token: w.token },
      }),
      200,
    );
    const sessionId = /\/pay\/([A-Za-z0-9_]+)/.exec(start.url)?.[1] ?? "";
    const paid = await fetch(`${env.STRIPE_API_BASE}/__pay/${sessionId}?email=payer@example.com`, {
      method: "POST",
    });
    expect(paid.status).toBe(200);
    const session = (await paid.json()) as StandInSession;
    expect(session.amount_total).toBe(subtotal);
    const delivered = await postStripeWebhook(
      checkoutSessionEvent(
        "checkout.session.completed",
        session,
        `evt_${crypto.randomUUID().replaceAll("-", "")}`,
      ),
    );
    expect(delivered.status, await delivered.clone().text()).toBe(200);

    const statuses = await db()
      .select({ status: selectionItems.status })
      .from(selectionItems)
      .where(eq(selectionItems.projectId, w.project.id))
      .all();
    expect(statuses).toHaveLength(PIECES);
    expect(statuses.every((s) => s.status === "ordered")).toBe(true);
    const after = await db()
      .select()
      .from(selectionInvoices)
      .where(eq(selectionInvoices.id, invoice.id))
      .get();
    expect(after?.status).toBe("paid");
  });

  it("lists a project's 120 invoices with all their lines, no statement over 100 parameters", async () => {
    const w = await approvedSchedule(3);
    const count = 120;
    await runBatch(
      db(),
      Array.from({ length: count }, (_, i) =>
        db()
          .insert(selectionInvoices)
          .values({
            projectId: w.project.id,
            ref: crypto.randomUUID(),
            status: "void",
            subtotalCents: 100 + i,
            amountCents: 100 + i,
            totalCents: 100 + i,
          }),
      ),
    );
    await db().run(
      sql`INSERT INTO selection_invoice_lines (invoice_id, item_id, room_name, name, option_name, quantity, unit_price_cents, line_total_cents, sort_order)
          SELECT id, NULL, 'Whole house', 'Line of ' || id, NULL, 1, total_cents, total_cents, 1 FROM selection_invoices WHERE project_id = ${w.project.id}`,
    );
    const { d1, trips } = counting(env.DB);
    const listed = await projectInvoices(createDb(d1), w.project.id);
    expectWithinD1Limit(trips);
    expect(listed).toHaveLength(count);
    for (const invoice of listed) {
      expect(invoice.lines).toEqual([
        expect.objectContaining({ name: `Line of ${invoice.id}`, lineTotalCents: invoice.totalCents }),
      ]);
    }
  });
});

describe("the PDF's photos of a large schedule", () => {
  it("reads the photos of 150 pieces and their options without a list of the pieces' ids", async () => {
    const w = await approvedSchedule(PIECES);
    await db().run(
      sql`UPDATE selection_options SET photo_url = '/api/images/selections/option-' || id || '.jpg' WHERE item_id IN (SELECT id FROM selection_items WHERE project_id = ${w.project.id})`,
    );
    const { d1, trips } = counting(env.DB);
    const photos = await schedulePhotos(createDb(d1), w.project.id);
    expectWithinD1Limit(trips);
    expect(photos).toHaveLength((PIECES / 10) * 2);
  });
});
