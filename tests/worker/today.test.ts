/**
 * The admin's Today view (issue 28), GET /api/admin/today: each section filled by a real action
 * (a client's pin, the contact form, a signature request, a paid deposit and order, a client's
 * upload, a meeting, an e-mail the binding refused) and cleared by handling it (a reply, a status,
 * a reminder or void, fulfilment, time passing). Badges and sections agree; only an admin reads it.
 */
import { eq, like } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { AdminInquiry } from "../../src/shared/admin-inquiries";
import type { AwaitingPins, Pin } from "../../src/shared/pins";
import type { AdminProposal } from "../../src/shared/proposals";
import { SIGNATURE_STALLED_DAYS, type Today, todaySchema } from "../../src/shared/today";
import { documents, emailOutbox, proposalEvents, signatureRequests } from "../../worker/db/schema";
import { api, DAY, db, json, signIn, signInBeforeAll, uniqueEmail } from "./helpers";
import { notifyingWorker } from "./notify-capture";
import {
  addDocument,
  assign,
  freshIp,
  PNG_BYTES,
  pngThroughLink,
  portalApi,
  projectWithLink,
} from "./portal-fixtures";
import { depositPaymentOf, proposalPdf, typedSignature } from "./proposal-fixtures";
import { validInquiry } from "./security-fixtures";
import { acceptedCheckout, makeProduct } from "./shop-fixtures";
import { postStripeWebhook, proposalDepositEvent } from "./stripe-events";

const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();
const admin = signInBeforeAll("admin", "owner@studio.test", "Owner");

async function today(): Promise<Today> {
  const res = await api("/api/admin/today", { session: admin });
  expect(res.status).toBe(200);
  // The answer is exactly the shared schema's shape.
  return todaySchema.parse(await res.json());
}

type Sections = Today["sections"];

/**
 * The view once an item is handled: the item (`handled` finds it) is no longer in its section, and
 * the section counts one less than in `before`.
 */
async function clearedFrom<K extends keyof Sections>(
  key: K,
  before: Today,
  handled: (item: Sections[K]["items"][number]) => boolean,
): Promise<Today> {
  const after = await today();
  expect((after.sections[key].items as Sections[K]["items"][number][]).some(handled)).toBe(false);
  expect(after.sections[key].count).toBe(before.sections[key].count - 1);
  return after;
}

let seq = 0;
const unique = (prefix: string) => `${prefix} ${++seq}-${Date.now().toString(36)}`;

/** A project with its private link and a signed-in client assigned to it. */
async function world(name = unique("Harbor House")) {
  const { project, token } = await projectWithLink({ clientProjectName: name });
  const client = await signIn("client", uniqueEmail("today-client"), "Maya");
  await assign(client, project.id);
  return { project, token, client };
}

async function postWebhook(payload: string) {
  return postStripeWebhook(payload);
}

async function requestSignature(
  docId: number,
  signer: { name: string; email: string },
  deposit: string | null,
) {
  const res = await api(`/api/admin/documents/${docId}/signature-requests`, {
    session: admin,
    json: { signers: [signer], deposit, message: null },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<AdminProposal>(res);
}

describe("GET /api/admin/today: who may read it", () => {
  it("is 401 signed out and 403 for a client, with nothing of the studio's in the answer", async () => {
    const { client } = await world();
    const inquiry = unique("Secret");
    await api("/api/inquiries", {
      json: {
        firstName: "Avery",
        lastName: inquiry,
        email: "avery@example.com",
        phone: "(949) 555-0123",
        projectType: "full-service",
        budget: "100k-150k",
        timeline: "3-6months",
        message: "A kitchen in Laguna Beach, this spring, with a new island.",
      },
      headers: { "CF-Connecting-IP": freshIp() },
    });
    const anonymous = await api("/api/admin/today");
    expect(anonymous.status).toBe(401);
    const asClient = await api("/api/admin/today", { session: client });
    expect(asClient.status).toBe(403);
    for (const text of [await anonymous.text(), await asClient.text()]) {
      expect(text).not.toContain("sections");
      expect(text).not.toContain(inquiry);
    }
    expect((await today()).sections.inquiries.items.some((i) => i.name.endsWith(inquiry))).toBe(true);
  });
});

describe("pins awaiting a reply", () => {
  it("a client's pin is listed with its link ids; the studio's reply clears it; the Documents badge agrees", async () => {
    const { project, client } = await world();
    const doc = await addDocument(project.id, {
      title: unique("Living room rendering"),
      category: "visual_documents",
      mimeType: "image/png",
      fileName: "rendering.png",
      bytes: PNG_BYTES,
    });
    const placed = await portalApi(`/api/portal/documents/${doc.id}/pins`, {
      session: client,
      json: { page: 1, x: 0.3, y: 0.6, text: "Could this sconce be in brass rather than black?" },
    });
    expect(placed.status).toBe(201);
    const pin = await json<Pin>(placed);

    const before = await today();
    const item = before.sections.pins.items.find((i) => i.pinId === pin.id);
    expect(item).toMatchObject({
      projectId: project.id,
      documentId: doc.id,
      documentTitle: doc.title,
      number: 1,
      authorName: "Maya",
      excerpt: "Could this sconce be in brass rather than black?",
    });
    expect(before.sections.pins.items[0]?.pinId).toBe(pin.id); // newest first
    const badge = await json<AwaitingPins>(await api("/api/admin/pins/awaiting", { session: admin }));
    expect(before.sections.pins.count).toBe(badge.count);

    const reply = await api(`/api/admin/pins/${pin.id}/replies`, {
      session: admin,
      json: { text: "Yes, brass works; we will update the rendering." },
    });
    expect(reply.status).toBe(201);
    const after = await clearedFrom("pins", before, (i) => i.pinId === pin.id);
    const badgeAfter = await json<AwaitingPins>(await api("/api/admin/pins/awaiting", { session: admin }));
    expect(after.sections.pins.count).toBe(badgeAfter.count);

    // The client answers again: it waits for the studio once more.
    await portalApi(`/api/portal/pins/${pin.id}/replies`, {
      session: client,
      json: { text: "Thank you!" },
    });
    const again = (await today()).sections.pins.items.find((i) => i.pinId === pin.id);
    expect(again?.excerpt).toBe("Thank you!");
  });
});

describe("new inquiries", () => {
  it("a contact-form inquiry is listed until its status changes; the Inquiries badge agrees", async () => {
    const lastName = unique("Nguyen");
    const res = await api("/api/inquiries", {
      json: validInquiry({ firstName: "Avery", lastName, projectType: "small-scope" }),
      ip: freshIp(),
    });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: number }>(res);
    const before = await today();
    expect(before.sections.inquiries.items[0]).toMatchObject({
      inquiryId: id,
      name: `Avery ${lastName}`,
      projectType: "small-scope",
    });
    const list = await json<AdminInquiry[]>(await api("/api/admin/inquiries", { session: admin }));
    expect(before.sections.inquiries.count).toBe(list.filter((i) => i.status === "new").length);

    const handled = await api(`/api/admin/inquiries/${id}`, {
      method: "PUT",
      session: admin,
      json: { status: "contacted" },
    });
    expect(handled.status).toBe(200);
    await clearedFrom("inquiries", before, (i) => i.inquiryId === id);
  });
});

describe("signatures", () => {
  it(`waiting, stalled after ${SIGNATURE_STALLED_DAYS} quiet days, waiting again after a reminder, gone when voided`, async () => {
    const { project, client } = await world();
    const doc = await addDocument(project.id, {
      title: unique("Design Fee Proposal"),
      bytes: await proposalPdf(),
    });
    const proposal = await requestSignature(doc.id, { name: "Maya Stone", email: client.email }, null);
    const waiting = (await today()).sections.signaturesWaiting.items.find((i) => i.requestId === proposal.id);
    expect(waiting).toMatchObject({ projectId: project.id, documentId: doc.id, signed: 0, signers: 1 });

    // Nothing happens for longer than the stalled threshold.
    const old = daysAgo(SIGNATURE_STALLED_DAYS + 1);
    await db().update(signatureRequests).set({ createdAt: old }).where(eq(signatureRequests.id, proposal.id));
    await db()
      .update(proposalEvents)
      .set({ createdAt: old })
      .where(eq(proposalEvents.requestId, proposal.id));
    const quiet = await today();
    expect(quiet.sections.signaturesWaiting.items.some((i) => i.requestId === proposal.id)).toBe(false);
    expect(quiet.sections.signaturesStalled.items.find((i) => i.requestId === proposal.id)?.at).toBe(old);

    const reminded = await api(`/api/admin/signature-requests/${proposal.id}/remind`, {
      session: admin,
      json: {},
    });
    expect(reminded.status, await reminded.clone().text()).toBe(200);
    const afterReminder = await today();
    expect(afterReminder.sections.signaturesStalled.items.some((i) => i.requestId === proposal.id)).toBe(
      false,
    );
    expect(afterReminder.sections.signaturesWaiting.items.some((i) => i.requestId === proposal.id)).toBe(
      true,
    );

    const voided = await api(`/api/admin/signature-requests/${proposal.id}/void`, {
      session: admin,
      json: {},
    });
    expect(voided.status).toBe(200);
    const after = await today();
    for (const key of ["signaturesWaiting", "signaturesStalled"] as const)
      expect(after.sections[key].items.some((i) => i.requestId === proposal.id)).toBe(false);
  });

  it("a signed proposal leaves the waiting list and its paid deposit is listed", async () => {
    const { project, token, client } = await world();
    const doc = await addDocument(project.id, {
      title: unique("Design Fee Proposal"),
      bytes: await proposalPdf(),
    });
    const proposal = await requestSignature(doc.id, { name: "Maya Stone", email: client.email }, "1,500");
    const [signer] = proposal.signers;
    if (!signer) throw new Error("signer missing");
    const hash = proposal.documentSha256;
    const signed = await api(`/api/portal/proposals/${proposal.id}/sign`, {
      session: client,
      json: typedSignature(signer.id, "Maya Stone", hash, { projectId: project.id }),
    });
    expect(signed.status, await signed.clone().text()).toBe(201);
    const unpaid = await today();
    expect(unpaid.sections.signaturesWaiting.items.some((i) => i.requestId === proposal.id)).toBe(false);
    expect(unpaid.sections.deposits.items.some((i) => i.requestId === proposal.id)).toBe(false);

    const checkout = await portalApi(`/api/portal/proposals/${proposal.id}/checkout`, {
      json: { token, projectId: project.id },
    });
    expect(checkout.status, await checkout.clone().text()).toBe(200);
    const payment = await depositPaymentOf(proposal.id);
    const paid = await postWebhook(
      proposalDepositEvent("checkout.session.completed", payment, 150_000, { email: client.email }),
    );
    expect(await paid.json()).toMatchObject({ outcome: "paid" });
    const after = await today();
    expect(after.sections.deposits.items[0]).toMatchObject({
      requestId: proposal.id,
      projectId: project.id,
      amountCents: 150_000,
      currency: "usd",
    });
  });
});

describe("shop orders", () => {
  it("a paid order is listed until it is fulfilled", async () => {
    const product = await makeProduct({ title: unique("Walnut stool"), priceCents: 32_000, stock: 3 });
    // Another shopper's checkout first: each order counts its own pieces, never another's.
    await acceptedCheckout([{ productId: product.id, quantity: 1 }], freshIp());
    const { order, event } = await acceptedCheckout([{ productId: product.id, quantity: 2 }], freshIp());
    expect((await today()).sections.orders.items.some((i) => i.orderId === order.id)).toBe(false);

    await postWebhook(event("checkout.session.completed", { email: "shopper@example.com" }));
    const paid = await today();
    expect(paid.sections.orders.items[0]).toMatchObject({
      orderId: order.id,
      email: "shopper@example.com",
      totalCents: 64_000,
      itemCount: 2,
    });
    const fulfilled = await api(`/api/admin/orders/${order.id}`, {
      method: "PUT",
      session: admin,
      json: { status: "fulfilled" },
    });
    expect(fulfilled.status).toBe(200);
    await clearedFrom("orders", paid, (i) => i.orderId === order.id);
  });
});

describe("client uploads, meetings, failed e-mails", () => {
  it("a file a client sends is listed for a week; the studio's own documents are not", async () => {
    const { project, token } = await world();
    await addDocument(project.id, { title: unique("Studio floor plan") });
    const { id } = await pngThroughLink(project.id, token, "inspiration.png");
    const listed = await today();
    expect(listed.sections.uploads.items[0]).toMatchObject({
      documentId: id,
      projectId: project.id,
      fileName: "inspiration.png",
    });
    expect(listed.sections.uploads.items.filter((i) => i.projectId === project.id)).toHaveLength(1);

    await db()
      .update(documents)
      .set({ createdAt: daysAgo(8) })
      .where(eq(documents.id, id));
    expect((await today()).sections.uploads.items.some((i) => i.documentId === id)).toBe(false);
  });

  it("meetings of the next seven days, soonest first; a cancelled one leaves", async () => {
    const { project } = await world();
    const schedule = async (title: string, at: number) => {
      const res = await api(`/api/projects/${project.id}/meetings`, {
        session: admin,
        json: { projectId: project.id, title, scheduledFor: new Date(at).toISOString(), notes: null },
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return json<{ id: number }>(res);
    };
    const later = await schedule(unique("Walkthrough"), Date.now() + 3 * DAY);
    const sooner = await schedule(unique("Fabric review"), Date.now() + 2 * 3600_000);
    const far = await schedule(unique("Install day"), Date.now() + 10 * DAY);
    const ids = (await today()).sections.meetings.items.map((m) => m.meetingId);
    expect(ids.indexOf(sooner.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids).not.toContain(far.id);

    expect((await api(`/api/meetings/${sooner.id}`, { method: "DELETE", session: admin })).status).toBe(200);
    expect((await today()).sections.meetings.items.map((m) => m.meetingId)).not.toContain(sooner.id);
  });

  it("an e-mail the binding refused is listed for a week, as the Setup panel counts it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const worker = notifyingWorker("website@studio.test");
    worker.send.mockImplementationOnce(async () => {
      throw new Error("sending domain not onboarded");
    });
    const lastName = unique("Refused");
    const res = await worker.fetch("/api/inquiries", {
      json: validInquiry({ firstName: "Avery", lastName }),
      ip: freshIp(),
    });
    expect(res.status).toBe(201);
    error.mockRestore();
    const row = await db()
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.subject, `New inquiry: Avery ${lastName} %`))
      .get();
    expect(row?.status).toBe("failed");
    if (!row) throw new Error("no failed e-mail kept");
    const listed = await today();
    expect(listed.sections.failedEmails.items[0]).toMatchObject({ outboxId: row.id, kind: "inquiry" });

    await db()
      .update(emailOutbox)
      .set({ createdAt: daysAgo(8) })
      .where(eq(emailOutbox.id, row.id));
    await clearedFrom("failedEmails", listed, (i) => i.outboxId === row.id);
  });
});
