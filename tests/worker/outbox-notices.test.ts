import { and, eq, inArray, like } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { Pin } from "../../src/shared/pins";
import { CODE_LOCKOUT_WRONG, PROPOSAL_MESSAGES } from "../../src/shared/proposals";
import { sendDuePinDigests } from "../../worker/cron";
import {
  documentPins,
  emailOutbox,
  type OutboxEmail,
  type ProposalPayment,
  paymentRefunds,
  pinDigests,
  seedState,
  signerCodeGuards,
} from "../../worker/db/schema";
import {
  deliverNow,
  deliverPendingEmails,
  OUTBOX_DELIVER_AFTER_MS,
  queueStudioNotice,
} from "../../worker/notify/outbox";
import { digestClaimStatements } from "../../worker/pins/queries";
import { settleDepositSession } from "../../worker/proposals/deposit-webhook";
import { completeRefund } from "../../worker/shop/refunds";
import type { Stripe } from "../../worker/shop/stripe-client";
import { type ApiInit, BASE, createProject, db, json, signIn, signInBeforeAll, uniqueEmail } from "./helpers";
import { notifyingWorker, requestlessDeps } from "./notify-capture";
import { addDocument, assign, freshIp, PNG_BYTES, portalApi, projectWithLink } from "./portal-fixtures";
import { proposalPdf, requestTwoSigners } from "./proposal-fixtures";
import { newEventId } from "./stripe-events";

const MINUTE = 60_000;
const STUDIO = "hello@layered-interiors.com";

/**
 * The app with a stand-in Email Service binding: `fetch` runs a request to the end of its
 * waitUntil work (the request's own delivery), `context` is a request-less context as the cron
 * builds one, `sentTo` what the binding was handed.
 */
function mailer() {
  const worker = notifyingWorker("website@studio.test");
  const fetch = (path: string, init: ApiInit = {}) =>
    worker.fetch(path, { ...init, ip: init.ip ?? freshIp() });
  const context = () => requestlessDeps(worker.bindings);
  const sentTo = (rows: OutboxEmail[]) =>
    worker.sent.filter((m) =>
      rows.some((r) => r.toAddress === m.to && r.subject === m.subject && r.text === m.text),
    );
  return { ...worker, fetch, context, sentTo };
}
type Mailer = ReturnType<typeof mailer>;

async function rowsWhere(kind: string, pick: (row: OutboxEmail) => boolean) {
  return (await db().select().from(emailOutbox).where(eq(emailOutbox.kind, kind)).all()).filter(pick);
}

/**
 * The request has delivered `rows` once each; a cron run then sends nothing more. Then the
 * crash: the rows are put back to pending (their delivery never ran) and the cron delivers each
 * exactly once, however often it and a late request delivery run.
 */
async function deliveredOnceAndRecovered(m: Mailer, rows: OutboxEmail[]) {
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  expect(m.sentTo(rows)).toHaveLength(rows.length);
  const c = m.context();
  const later = Date.now() + OUTBOX_DELIVER_AFTER_MS + MINUTE;
  await deliverPendingEmails(c, later);
  expect(m.sentTo(rows)).toHaveLength(rows.length);

  const ids = rows.map((r) => r.id);
  await db()
    .update(emailOutbox)
    .set({ status: "pending", attempts: 0, claimedAt: null })
    .where(inArray(emailOutbox.id, ids));
  // Too young for the cron: its own request may still be delivering it.
  await deliverPendingEmails(c, Date.now());
  expect(m.sentTo(rows)).toHaveLength(rows.length);
  await Promise.all([
    deliverPendingEmails(c, later),
    deliverPendingEmails(c, later),
    deliverNow(
      c,
      rows.flatMap((r) => (r.ref ? [r.ref] : [])),
    ),
  ]);
  await deliverPendingEmails(c, later + 10 * MINUTE);
  expect(m.sentTo(rows)).toHaveLength(2 * rows.length);
  const after = await db().select().from(emailOutbox).where(inArray(emailOutbox.id, ids)).all();
  expect(after.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
}

const admin = signInBeforeAll("admin", "owner@studio.test", "Ana");

let titles = 0;
async function pinWorld() {
  const { project, token } = await projectWithLink();
  const client = await signIn("client", uniqueEmail("outbox-pin"), "Maya");
  await assign(client, project.id);
  titles++;
  const doc = await addDocument(project.id, {
    title: `Outbox rendering ${titles}-${Date.now().toString(36)}`,
    category: "visual_documents",
    mimeType: "image/png",
    fileName: "rendering.png",
    bytes: PNG_BYTES,
  });
  return { project, token, client, doc };
}

describe("pin e-mails through the outbox", () => {
  it("queues the studio's reply to the client with the reply itself, delivers it once, and recovers a crash once", async () => {
    const m = mailer();
    const { project, client, doc } = await pinWorld();
    const placed = await json<Pin>(
      await portalApi(`/api/portal/documents/${doc.id}/pins`, {
        session: client,
        json: { page: 1, x: 0.5, y: 0.5, text: "Brass or bronze?" },
      }),
    );
    const replies = () => rowsWhere("pin-reply", (r) => r.subject.includes(doc.title));

    // A refused reply (empty text) stores nothing and queues nothing.
    const refused = await m.fetch(`/api/admin/pins/${placed.id}/replies`, {
      session: admin,
      json: { text: "   " },
    });
    expect(refused.status).toBe(400);
    expect(await replies()).toEqual([]);

    const res = await m.fetch(`/api/admin/pins/${placed.id}/replies`, {
      session: admin,
      json: { text: "Bronze, aged." },
    });
    expect(res.status).toBe(201);
    const rows = await replies();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      toAddress: client.email,
      subject: `Layered Interiors replied on “${doc.title}”`,
    });
    expect(rows[0]?.text).toBe(
      `Layered Interiors replied on pin #1:\n\nBronze, aged.\n\nSee it on the drawing: ${BASE}/portal?project=${project.id}&document=${doc.id}&pin=1`,
    );
    await deliveredOnceAndRecovered(m, rows);
  });

  it("writes one digest per document per 10 minutes, in the claim's batch, delivered once and recovered once", async () => {
    const m = mailer();
    const { client, doc } = await pinWorld();
    const digests = () => rowsWhere("pin-digest", (r) => r.subject.includes(doc.title));
    const place = (text: string, x: number) =>
      m.fetch(`/api/portal/documents/${doc.id}/pins`, {
        session: client,
        json: { page: 1, x, y: 0.5, text },
      });

    expect((await place("The sconce", 0.1)).status).toBe(201);
    expect((await place("The rug", 0.2)).status).toBe(201);
    // A refused pin queues nothing.
    expect((await place("Off the drawing", 1.5)).status).toBe(400);
    const first = await digests();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ toAddress: STUDIO, kind: "pin-digest" });
    expect(first[0]?.subject).toMatch(/^New message on pin #\d+ of “/);
    expect(first[0]?.text).toContain("#1, Maya: The sconce");
    expect(first[0]?.text).not.toContain("The rug");
    await deliveredOnceAndRecovered(m, first);

    // The cron's digest of what waited: two runs at the same moment write one.
    const later = Date.now() + 11 * MINUTE;
    const ran = await Promise.all([
      sendDuePinDigests(m.bindings, later),
      sendDuePinDigests(m.bindings, later),
    ]);
    expect(ran.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const second = (await digests()).filter((r) => r.id !== first[0]?.id);
    expect(second).toHaveLength(1);
    expect(second[0]?.text).toContain("#2, Maya: The rug");
    expect(second[0]?.text).not.toContain("The sconce");
    await deliveredOnceAndRecovered(m, second);
    await sendDuePinDigests(m.bindings, later + 11 * MINUTE);
    expect(await digests()).toHaveLength(2);
  });

  it("a digest batch that fails writes neither the claim, the e-mail nor the pins' stamp", async () => {
    const m = mailer();
    const { client, doc } = await pinWorld();
    const placed = await json<Pin>(
      await portalApi(`/api/portal/documents/${doc.id}/pins`, {
        session: client,
        json: { page: 1, x: 0.3, y: 0.3, text: "Rolled back" },
      }),
    );
    const pin = await db().select().from(documentPins).where(eq(documentPins.id, placed.id)).get();
    if (!pin || pin.chainId === null) throw new Error("pin missing");
    // As if the route's own digest had never happened: the pin waits, the chain never e-mailed.
    await db().update(documentPins).set({ studioNotifiedAt: null }).where(eq(documentPins.id, pin.id));
    await db().delete(pinDigests).where(eq(pinDigests.chainId, pin.chainId));
    await db()
      .delete(emailOutbox)
      .where(and(eq(emailOutbox.kind, "pin-digest"), like(emailOutbox.subject, `%${doc.title}%`)));

    const c = m.context();
    const claim = digestClaimStatements(c.db, { kind: "chain", id: pin.chainId }, new Date(), [pin.id]);
    const mail = queueStudioNotice(c, `Digest of ${doc.title}`, "text", {
      kind: "pin-digest",
      when: claim.when,
    });
    const name = `outbox-notices-${crypto.randomUUID()}`;
    await db().insert(seedState).values({ name, status: "complete" });
    await expect(
      c.db.batch([
        claim.claim,
        mail.statement,
        claim.stamp(mail.ref),
        c.db.insert(seedState).values({ name, status: "complete" }),
      ]),
    ).rejects.toThrow();
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.ref, mail.ref)).get()).toBeUndefined();
    expect(
      await db().select().from(pinDigests).where(eq(pinDigests.chainId, pin.chainId)).get(),
    ).toBeUndefined();
    expect(
      (await db().select().from(documentPins).where(eq(documentPins.id, pin.id)).get())?.studioNotifiedAt,
    ).toBeNull();
  });
});

async function proposalWorld(name: string) {
  const project = await createProject({ clientProjectName: name });
  const client = await signIn("client", uniqueEmail("outbox-sign-a"), "Avery");
  await assign(client, project.id);
  const doc = await addDocument(project.id, { title: "Design Fee Proposal", bytes: await proposalPdf() });
  const linkSigner = uniqueEmail("outbox-sign-b");
  const { proposal } = await requestTwoSigners(admin, doc.id, { avery: client.email, blake: linkSigner });
  return { project, client, linkSigner, doc, proposal };
}

describe("proposal e-mails through the outbox", () => {
  it("queues the voided-proposal e-mail to each signer with the void, once, and none for a refused second void", async () => {
    const m = mailer();
    const w = await proposalWorld("Outbox Void House");
    const voided = () =>
      rowsWhere("proposal-voided", (r) => [w.client.email, w.linkSigner].includes(r.toAddress));
    const res = await m.fetch(`/api/admin/signature-requests/${w.proposal.id}/void`, {
      session: admin,
      json: { reason: "Scope changed." },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const again = await m.fetch(`/api/admin/signature-requests/${w.proposal.id}/void`, {
      session: admin,
      json: {},
    });
    expect(again.status).toBe(409);
    const rows = await voided();
    // One message per signer (the version for their state), not one per version.
    expect(rows.map((r) => r.toAddress).sort()).toEqual([w.client.email, w.linkSigner].sort());
    for (const row of rows) {
      expect(row.subject).toBe("The design fee proposal for Outbox Void House was withdrawn");
      expect(row.replyTo).toBe(STUDIO);
      expect(row.text).toContain("We will be in touch about what comes next.");
      expect(row.text).toContain("There is nothing you need to do.");
    }
    expect(rows.find((r) => r.toAddress === w.linkSigner)?.text).toMatch(/^Dear Blake Stone,\n/);
    await deliveredOnceAndRecovered(m, rows);
  });

  it("queues the studio's lockout notice with the lock, once per lockout, none for the refused codes after", async () => {
    const m = mailer();
    const w = await proposalWorld("Outbox Lock Cottage");
    const signerB = w.proposal.signers.find((s) => s.email === w.linkSigner);
    if (!signerB) throw new Error("signer missing");
    // The signer's own link (e-mailed with the request) opens the proposal for them.
    const request = (await rowsWhere("proposal-request", (r) => r.toAddress === w.linkSigner))[0];
    const link = /token=([^&\s]+)/.exec(request?.text ?? "")?.[1];
    if (!link) throw new Error("no signer link");
    await db()
      .insert(signerCodeGuards)
      .values({ signerId: signerB.id, wrongTotal: CODE_LOCKOUT_WRONG - 1, dayWrong: 0 });
    const body = (extra: Record<string, unknown> = {}) => ({
      token: link,
      projectId: w.project.id,
      signerId: signerB.id,
      ...extra,
    });
    const sent = await portalApi(`/api/portal/proposals/${w.proposal.id}/code`, { json: body() });
    expect(sent.status, await sent.clone().text()).toBe(200);
    const codeMail = (await rowsWhere("proposal-code", (r) => r.toAddress === w.linkSigner))[0];
    const code = /is: (\d{6})/.exec(codeMail?.text ?? "")?.[1] ?? "";
    const wrong = code === "000000" ? "111111" : "000000";
    const verify = (guess: string) =>
      m.fetch(`/api/portal/proposals/${w.proposal.id}/verify`, { json: body({ code: guess }) });

    const locked = await verify(wrong);
    expect(locked.status).toBe(423);
    expect(((await locked.json()) as { message: string }).message).toBe(PROPOSAL_MESSAGES.codeLocked);
    for (const guess of [wrong, code]) expect((await verify(guess)).status).toBe(423);
    const rows = await rowsWhere("proposal-locked", (r) => r.text.includes(w.linkSigner));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      toAddress: STUDIO,
      subject: "Signer locked out after wrong codes: Outbox Lock Cottage",
    });
    expect(rows[0]?.text).toContain(`${CODE_LOCKOUT_WRONG} wrong codes were entered.`);
    expect(rows[0]?.text).toContain(`proposal=${w.proposal.id}`);
    expect(rows[0]?.text).not.toContain(code);
    await deliveredOnceAndRecovered(m, rows);
  });
});

/** A fresh Checkout session id. */
const newSessionId = () => `cs_test_${crypto.randomUUID().replaceAll("-", "")}`;

/**
 * A shop order's $45 refund row for a fresh session (`label` names the order by it), with the
 * payment intent `intentOf` gives for the session and `values` over it.
 */
async function orderRefund(
  intentOf: (session: string) => string | null,
  values: Partial<typeof paymentRefunds.$inferInsert> = {},
) {
  const session = newSessionId();
  const label = `shop order #${session.slice(-8)}`;
  const [row] = await db()
    .insert(paymentRefunds)
    .values({
      kind: "order",
      label,
      stripeSessionId: session,
      paymentIntentId: intentOf(session),
      amountCents: 4_500,
      currency: "usd",
      reason: "The order had already been paid.",
      ...values,
    })
    .returning();
  if (!row) throw new Error("refund row missing");
  return { session, label, row };
}

/** The studio's order notices about `label`, once the outbox has sent the one there must be. */
async function orderNoticesSent(label: string) {
  const rows = () => rowsWhere("order", (r) => r.subject.includes(label));
  await vi.waitFor(async () => expect((await rows()).map((r) => r.status)).toEqual(["sent"]));
  return rows();
}

describe("money notices through the outbox", () => {
  it("queues the refund notice with Stripe's answer on the row, once however many callers complete it", async () => {
    const m = mailer();
    // An intent Stripe does not know: Stripe refuses the refund, the studio is told to look.
    const { session, label, row } = await orderRefund((s) => `pi_unknown_${s.slice(-12)}`);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const c = m.context();
    const outcomes = await Promise.all([completeRefund(c, row), completeRefund(c, row)]);
    error.mockRestore();
    // The caller whose batch recorded Stripe's answer gets the row as it left it.
    expect(outcomes.some((o) => o.status === "failed")).toBe(true);
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.id, row.id)).get()).toMatchObject(
      {
        status: "failed",
        attempts: 1,
      },
    );
    const rows = await orderNoticesSent(label);
    expect(rows[0]).toMatchObject({ toAddress: STUDIO, subject: `Second payment not refunded: ${label}` });
    expect(rows[0]?.text).toContain("Please refund it in Stripe's dashboard.");
    expect(rows[0]?.text).toContain(`Checkout: ${session}`);
    await deliveredOnceAndRecovered(m, rows);
  });

  it("tells the studio once of a refund Stripe gave no payment intent for", async () => {
    const m = mailer();
    const { label, row } = await orderRefund(() => null, {
      status: "failed",
      lastError: "Stripe gave no payment intent for this session.",
    });
    const c = m.context();
    await completeRefund(c, row);
    await completeRefund(c, row);
    const rows = await orderNoticesSent(label);
    expect(rows[0]?.text).toContain("(Stripe gave no payment intent for this session.)");
    await deliveredOnceAndRecovered(m, rows);
  });

  it("queues the deposit amount-mismatch notice with its event, once per session", async () => {
    const m = mailer();
    const w = await proposalWorld("Outbox Deposit Loft");
    const c = m.context();
    const payment = {
      id: 0,
      requestId: w.proposal.id,
      amountCents: 150_000,
      currency: "usd",
    } as ProposalPayment;
    const sessionId = newSessionId();
    const session = { id: sessionId, amount_total: 100, currency: "usd" } as Stripe.Checkout.Session;
    const settle = () =>
      settleDepositSession(
        c,
        { id: newEventId(), type: "checkout.session.completed" },
        payment,
        session,
        true,
      );
    // The webhook, its redelivery, and the hourly reconciliation of the same session.
    expect(await Promise.all([settle(), settle()])).toEqual(["amount_mismatch", "amount_mismatch"]);
    expect(await settle()).toBe("amount_mismatch");
    const notices = () => rowsWhere("proposal-deposit", (r) => r.text.includes(sessionId));
    await vi.waitFor(async () => expect((await notices()).map((r) => r.status)).toEqual(["sent"]));
    const rows = await notices();
    expect(rows[0]).toMatchObject({
      toAddress: STUDIO,
      subject: `Deposit payment to check: "Design Fee Proposal"`,
      text: `Stripe reported a payment of 100 (usd) cents for a deposit of 150000. It was not recorded as the deposit; please check it in Stripe (${sessionId}).`,
    });
    await deliveredOnceAndRecovered(m, rows);
  });
});
