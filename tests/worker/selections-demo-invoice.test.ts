/**
 * The demo's paid invoice (issue 29: `npm start` shows a demo project with "one invoice paid"):
 * the seeded schedule (worker/seed/seed-selections.ts) has one invoice, paid in full, whose lines
 * are the pieces shown as ordered, with the rows a real payment leaves: the paid Checkout payment
 * of the invoice's total, the Stripe event, the pieces ordered on the day of the payment, and the
 * audit entries of issuing and paying it. The client sees it paid on the private link and cannot
 * pay it again; the studio's Orders tab lists it.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminSelectionsView, ClientSelectionsView } from "../../src/shared/selections";
import {
  type AdminInvoice,
  type ClientInvoice,
  INVOICE_MESSAGES,
} from "../../src/shared/selections-invoices";
import { auditLog, selectionInvoicePayments, selectionInvoices, stripeEvents } from "../../worker/db/schema";
import { DEMO_SELECTIONS_PROJECT, seedDemoSelections } from "../../worker/seed/seed-selections";
import { api, db, json, type Session, signIn } from "./helpers";
import { portalApi, projectWithLink } from "./portal-fixtures";

let admin: Session;
let projectId = 0;
let token = "";

beforeAll(async () => {
  admin = await signIn("admin", "owner@studio.test", "Owner");
  const made = await projectWithLink({
    title: DEMO_SELECTIONS_PROJECT,
    clientProjectName: "Demo Residence",
    clientContact1Email: "client.p10@example.com",
  });
  projectId = made.project.id;
  token = made.token;
  expect(await seedDemoSelections(db(), async (name) => `/media/demo-${name}-480.webp`)).toBe(32);
});

/** The demo project's invoices as stored. */
function demoInvoices() {
  return db().select().from(selectionInvoices).where(eq(selectionInvoices.projectId, projectId)).all();
}

async function ok<T>(res: Response): Promise<T> {
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${await res.text()}`);
  return json<T>(res);
}

describe("the demo's paid invoice", () => {
  it("is one invoice, paid in full, whose lines are the ordered pieces at their approved prices", async () => {
    const invoices = await demoInvoices();
    expect(invoices).toHaveLength(1);
    const [invoice] = invoices;
    expect(invoice).toMatchObject({ status: "paid", depositPercent: null, taxRateMilli: null, taxCents: 0 });

    const view = await ok<AdminSelectionsView>(
      await api(`/api/projects/${projectId}/selections`, { session: admin }),
    );
    const ordered = view.rooms.flatMap((r) =>
      r.items.filter((i) => i.status === "ordered").map((i) => ({ ...i, room: r.name })),
    );
    expect(ordered.length).toBeGreaterThanOrEqual(2);
    // The studio's Orders tab lists it among the paid invoices.
    const admins = await ok<AdminInvoice[]>(
      await api("/api/admin/selection-invoices?status=paid", { session: admin }),
    );
    const listed = admins.find((v) => v.projectId === projectId);
    expect(listed?.lines.map((l) => l.itemId).sort()).toEqual(ordered.map((i) => i.id).sort());
    for (const line of listed?.lines ?? []) {
      const piece = ordered.find((i) => i.id === line.itemId);
      expect(line).toMatchObject({
        roomName: piece?.room,
        name: piece?.name,
        quantity: piece?.quantity,
        unitPriceCents: piece?.unitPriceCents,
        lineTotalCents: (piece?.quantity ?? 0) * (piece?.unitPriceCents ?? 0),
      });
      // Ordered on the day it was paid (the webhook's day), after the client approved it.
      expect(piece?.orderedAt).toBe(invoice?.paidAt?.slice(0, 10));
      expect(piece?.approvedAt && invoice && piece.approvedAt < invoice.createdAt).toBe(true);
    }
    const sum = listed?.lines.reduce((n, l) => n + l.lineTotalCents, 0);
    expect(listed).toMatchObject({ subtotalCents: sum, amountCents: sum, totalCents: sum });
    expect(listed?.payerEmail).toBe("client.p10@example.com");
    expect(listed?.paymentRef).toMatch(/^pi_/);
    expect(listed?.createdAt && listed.paidAt && listed.createdAt < listed.paidAt).toBe(true);
  });

  it("leaves the rows a real payment leaves: the payment, the Stripe event and the audit entries", async () => {
    const [invoice] = await demoInvoices();
    const payment = await db()
      .select()
      .from(selectionInvoicePayments)
      .where(eq(selectionInvoicePayments.id, invoice?.paymentId ?? 0))
      .get();
    expect(payment).toMatchObject({
      invoiceId: invoice?.id,
      status: "paid",
      amountCents: invoice?.totalCents,
      currency: invoice?.currency,
      paymentIntentId: invoice?.paymentRef,
      paidAt: invoice?.paidAt,
    });
    expect(payment?.stripeSessionId).toMatch(/^cs_/);
    expect(await db().select().from(stripeEvents).all()).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: "checkout.session.completed" })]),
    );
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "selection"), eq(auditLog.entityId, String(projectId))))
      .all();
    const created = audit.find((e) => e.action === "selection.invoice.create");
    const paid = audit.find((e) => e.action === "selection.invoice.paid");
    expect(created?.detail).toMatchObject({ invoiceId: invoice?.id, totalCents: invoice?.totalCents });
    expect((created?.detail as { itemIds?: number[] } | undefined)?.itemIds).toHaveLength(3);
    expect(created?.createdAt).toBe(invoice?.createdAt);
    expect(paid).toMatchObject({
      actorUserId: null,
      createdAt: invoice?.paidAt,
      detail: { invoiceId: invoice?.id, totalCents: invoice?.totalCents, reference: invoice?.paymentRef },
    });
  });

  it("shows paid to the client on the private link, with its pieces ordered, and cannot be paid again", async () => {
    const invoices = await ok<ClientInvoice[]>(
      await portalApi(`/api/portal/selection-invoices?token=${token}&projectId=${projectId}`),
    );
    expect(invoices.map((v) => v.status)).toEqual(["paid"]);
    const view = await ok<ClientSelectionsView>(
      await portalApi(`/api/portal/selections?token=${token}&projectId=${projectId}`),
    );
    const pieces = view.rooms.flatMap((r) => r.items);
    for (const line of invoices[0]?.lines ?? []) {
      expect(pieces.find((p) => p.id === line.itemId)?.status).toBe("ordered");
    }
    const again = await portalApi(`/api/portal/selection-invoices/${invoices[0]?.id}/checkout`, {
      method: "POST",
      json: { token, projectId },
    });
    expect(again.status).toBe(409);
    expect((await json<{ message: string }>(again)).message).toBe(INVOICE_MESSAGES.alreadyPaid);
  });
});
