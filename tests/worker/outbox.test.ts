/**
 * The durable outbox (issue 25, item 9: no e-mail lost or sent twice; worker/notify/outbox.ts): an
 * e-mail is written as 'pending' in the batch of the change it announces, delivered after the
 * response, and whatever a crash left undelivered is delivered by the cron, exactly once, with a
 * cap on attempts. A "crash" here is the batch committed without its delivery ever running.
 */
import { env } from "cloudflare:workers";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { deliverQueuedEmails } from "../../worker/cron";
import { runBatch } from "../../worker/db/batch";
import { emailOutbox, seedState, signatureSigners } from "../../worker/db/schema";
import type { Deps } from "../../worker/deps";
import {
  deliverNow,
  deliverPendingEmails,
  OUTBOX_DELIVER_AFTER_MS,
  OUTBOX_MAX_ATTEMPTS,
  OUTBOX_STALE_CLAIM_MS,
  queueEmail,
  queueStudioNotice,
} from "../../worker/notify/outbox";
import { api, createProject, db, type Session, signIn, uniqueEmail } from "./helpers";
import { requestlessDeps } from "./notify-capture";
import { addDocument, assign } from "./portal-fixtures";
import { proposalPdf, requestTwoSigners } from "./proposal-fixtures";

const MINUTE = 60_000;

/** Bindings with a stand-in Email Service binding (or none: the local outbox). */
function bindingsWith(send?: (message: unknown) => Promise<unknown>) {
  if (!send) return { ...env, NOTIFY_EMAIL: undefined, NOTIFY_FROM: undefined } as typeof env;
  return { ...env, NOTIFY_EMAIL: { send } as unknown as SendEmail, NOTIFY_FROM: "website@studio.test" };
}

async function rowOf(ref: string) {
  return db().select().from(emailOutbox).where(eq(emailOutbox.ref, ref)).get();
}

/** A change and its e-mail in one batch, the delivery never run (the process died after commit). */
async function commitWithoutDelivery(c: Deps, subject: string) {
  const mail = queueStudioNotice(c, subject, `About: ${subject}`, { kind: "studio" });
  await runBatch(c.db, [
    c.db.insert(seedState).values({ name: `outbox-${crypto.randomUUID()}`, status: "complete" }),
    mail.statement,
  ]);
  return mail;
}

describe("durable outbox", () => {
  it("keeps a committed change's e-mail pending until delivered, and the cron delivers it once", async () => {
    const send = vi.fn(async (_message: unknown) => ({ messageId: "<1@studio.test>" }));
    const c = requestlessDeps(bindingsWith(send));
    const mail = await commitWithoutDelivery(c, "Crash after commit");
    expect(await rowOf(mail.ref)).toMatchObject({ status: "pending", attempts: 0 });

    // A young row is left to its own request's delivery.
    expect((await deliverPendingEmails(c, Date.now())).sent).toBe(0);
    expect(send).not.toHaveBeenCalled();

    const later = Date.now() + OUTBOX_DELIVER_AFTER_MS + MINUTE;
    expect((await deliverPendingEmails(c, later)).sent).toBe(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      subject: "Crash after commit",
      to: "hello@layered-interiors.com",
    });
    expect(await rowOf(mail.ref)).toMatchObject({ status: "sent", attempts: 1, error: null });

    await deliverPendingEmails(c, later + 10 * MINUTE);
    await deliverNow(c, [mail.ref]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("writes no e-mail when the change's batch fails", async () => {
    const c = requestlessDeps(bindingsWith());
    const name = `outbox-dup-${crypto.randomUUID()}`;
    await db().insert(seedState).values({ name, status: "complete" });
    const mail = queueStudioNotice(c, "Never committed", "Never committed");
    await expect(
      runBatch(c.db, [mail.statement, c.db.insert(seedState).values({ name, status: "complete" })]),
    ).rejects.toThrow();
    expect(await rowOf(mail.ref)).toBeUndefined();
  });

  it("sends once when several deliverers race for the same message", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const send = vi.fn(async () => {
      await gate;
      return { messageId: "<2@studio.test>" };
    });
    const c = requestlessDeps(bindingsWith(send));
    const mail = await commitWithoutDelivery(c, "Raced");
    const later = Date.now() + OUTBOX_DELIVER_AFTER_MS + MINUTE;
    const racing = Promise.all([
      deliverNow(c, [mail.ref]),
      deliverNow(c, [mail.ref]),
      deliverNow(c, [mail.ref]),
      deliverPendingEmails(c, later),
      deliverPendingEmails(c, later),
    ]);
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    release();
    await racing;
    expect(send).toHaveBeenCalledTimes(1);
    expect(await rowOf(mail.ref)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("tries a refused message again from the cron, at most OUTBOX_MAX_ATTEMPTS times, then leaves it failed", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const send = vi.fn(async () => {
      throw new Error("sending domain not onboarded");
    });
    const c = requestlessDeps(bindingsWith(send));
    const mail = await commitWithoutDelivery(c, "Refused every time");
    expect(await deliverNow(c, [mail.ref])).toEqual(["retry"]);
    expect(await rowOf(mail.ref)).toMatchObject({ status: "failed", attempts: 1 });
    for (let run = 1; run <= OUTBOX_MAX_ATTEMPTS + 2; run++) {
      await deliverPendingEmails(c, Date.now() + run * (OUTBOX_DELIVER_AFTER_MS + MINUTE));
    }
    expect(send).toHaveBeenCalledTimes(OUTBOX_MAX_ATTEMPTS);
    const row = await rowOf(mail.ref);
    expect(row).toMatchObject({ status: "failed", attempts: OUTBOX_MAX_ATTEMPTS });
    expect(row?.error).toContain(`gave up after ${OUTBOX_MAX_ATTEMPTS} attempts`);
    error.mockRestore();
  });

  it("sends a message again whose deliverer died mid-send, only after the stale window", async () => {
    const send = vi.fn(async () => ({ messageId: "<3@studio.test>" }));
    const c = requestlessDeps(bindingsWith(send));
    const mail = await commitWithoutDelivery(c, "Deliverer died");
    // Claimed, then the process died before it was marked sent.
    await db()
      .update(emailOutbox)
      .set({ status: "sending", attempts: 1, claimedAt: new Date().toISOString() })
      .where(eq(emailOutbox.ref, mail.ref));
    await deliverPendingEmails(c, Date.now() + OUTBOX_DELIVER_AFTER_MS + MINUTE);
    expect(send).not.toHaveBeenCalled();
    await deliverPendingEmails(c, Date.now() + OUTBOX_STALE_CLAIM_MS + MINUTE);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await rowOf(mail.ref)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("keeps the local outbox copy (status local) when e-mail is not configured", async () => {
    const c = requestlessDeps(bindingsWith());
    const mail = await commitWithoutDelivery(c, "Local copy");
    expect(await deliverNow(c, [mail.ref])).toEqual(["outbox"]);
    expect(await rowOf(mail.ref)).toMatchObject({ status: "local", subject: "Local copy" });
    expect(await deliverNow(c, [mail.ref])).toEqual(["none"]);
  });

  it("never queues the signing code (it must never be stored readable)", () => {
    const c = requestlessDeps(bindingsWith());
    expect(() =>
      queueEmail(c, { kind: "proposal-code", to: "a@example.com", subject: "Your code", text: "123456" }),
    ).toThrow();
  });
});

describe("signature request e-mails after a crash", () => {
  let admin: Session;
  beforeAll(async () => {
    admin = await signIn("admin", "owner@studio.test", "Owner");
  });

  it("e-mails the signers of a request whose e-mails never went, from the cron, once each", async () => {
    const project = await createProject({ clientProjectName: "Crash House" });
    const client = await signIn("client", uniqueEmail("crash-a"), "Avery");
    await assign(client, project.id);
    const doc = await addDocument(project.id, { title: "Design Fee Proposal" });
    const linkSigner = uniqueEmail("crash-b");
    const { proposal } = await requestTwoSigners(admin, doc.id, { avery: client.email, blake: linkSigner });
    const emails = [client.email, linkSigner];
    const requestMails = () =>
      db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, "proposal-request"), inArray(emailOutbox.toAddress, emails)))
        .all();
    expect(await requestMails()).toHaveLength(2);

    // The process died after the request's batch, before its e-mails' batch.
    await db().delete(emailOutbox).where(inArray(emailOutbox.toAddress, emails));
    await db()
      .update(signatureSigners)
      .set({ emailedAt: null })
      .where(eq(signatureSigners.requestId, proposal.id));

    const bindings = bindingsWith();
    await deliverQueuedEmails(bindings, Date.now());
    expect(await requestMails()).toHaveLength(0); // too young: its own request may still be at it

    await deliverQueuedEmails(bindings, Date.now() + OUTBOX_DELIVER_AFTER_MS + MINUTE);
    await deliverQueuedEmails(bindings, Date.now() + 2 * OUTBOX_DELIVER_AFTER_MS + MINUTE);
    const mails = await requestMails();
    expect(mails.map((m) => m.toAddress).sort()).toEqual([...emails].sort());
    expect(mails.every((m) => m.status === "local")).toBe(true);
    const toLink = mails.find((m) => m.toAddress === linkSigner);
    expect(toLink?.text).toMatch(
      new RegExp(`/portal/${project.id}\\?token=[^&\\s]+&proposal=${proposal.id}`),
    );
  });
  it("writes each studio notice of a signature with the signature itself, once, and none for a refused repeat", async () => {
    const project = await createProject({ clientProjectName: "Notice House" });
    const a = await signIn("client", uniqueEmail("notice-a"), "Avery");
    const b = await signIn("client", uniqueEmail("notice-b"), "Blake");
    await assign(a, project.id);
    await assign(b, project.id);
    // A real PDF: the last signature builds the signed copy from it.
    const doc = await addDocument(project.id, { title: "Notice Proposal", bytes: await proposalPdf() });
    const { proposal } = await requestTwoSigners(admin, doc.id, { avery: a.email, blake: b.email });
    const sign = (who: Session, name: string, signerId: number) =>
      api(`/api/portal/proposals/${proposal.id}/sign`, {
        session: who,
        json: {
          projectId: project.id,
          signerId,
          fullName: name,
          kind: "typed",
          signature: name,
          documentSha256: proposal.documentSha256,
          consent: true,
        },
      });
    const [signerA, signerB] = proposal.signers;
    if (!signerA || !signerB) throw new Error("signers missing");
    const notices = () =>
      db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, "proposal-signed"), inArray(emailOutbox.replyTo, [a.email, b.email])))
        .all();

    expect((await sign(a, "Avery Stone", signerA.id)).status).toBe(201);
    expect((await sign(a, "Avery Stone", signerA.id)).status).toBe(409);
    expect((await notices()).map((m) => [m.subject, m.status])).toEqual([
      ["Avery Stone signed the proposal for Notice House", "local"],
    ]);
    expect((await sign(b, "Blake Stone", signerB.id)).status).toBe(201);
    expect((await sign(b, "Blake Stone", signerB.id)).status).toBe(409);
    const all = await notices();
    expect(all.map((m) => m.subject)).toEqual([
      "Avery Stone signed the proposal for Notice House",
      "Proposal fully signed: Notice House",
    ]);
    expect(all.every((m) => m.status === "local")).toBe(true);
  });
});
