/**
 * Design fee proposals signed and paid from the portal (issue 18), end to end on local D1/R2 with
 * the real Stripe client against the local stand-in: the admin's request, e-mails (read from the
 * local outbox), identity by session or e-mailed code, signatures bound to the document hash, the
 * signed copy with its certificate page, and a deposit marked paid exactly once. Every refusal is
 * checked for its message and for leaving the rows unchanged.
 */
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { auditActionLabel } from "../../src/shared/audit";
import type { PrivacyDeleteResult, PrivacyExport } from "../../src/shared/privacy";
import { type AdminProposal, type PortalProposal, PROPOSAL_MESSAGES } from "../../src/shared/proposals";
import { issueProjectToken } from "../../worker/auth/project-token";
import { ORDER_RECONCILE_AFTER_MS, runScheduled } from "../../worker/cron";
import {
  auditLog,
  emailOutbox,
  proposalPayments,
  signatureRequests,
  signerCodeGuards,
  signerCodes,
  stripeEvents,
} from "../../worker/db/schema";
import { api, db, json, type Session, signInBeforeAll, uniqueEmail } from "./helpers";
import { addDocument, freshIp, portalApi, SECRET } from "./portal-fixtures";
import { projectWithProposal, proposalPdf, proposalRecord } from "./proposal-fixtures";
import { postStripeWebhook, proposalDepositEvent } from "./stripe-events";

const admin = signInBeforeAll("admin", "owner@studio.test", "Owner");

/** A project with a private link, a client A assigned to it, and a current proposal PDF. */
async function setup() {
  const { client: clientA, ...world } = await projectWithProposal("Harbor House", {
    emailPrefix: "signer-a",
    firstName: "Avery",
  });
  const token = await issueProjectToken(db(), SECRET, world.project.id, null);
  return { ...world, token, clientA, emailB: uniqueEmail("signer-b") };
}

async function requestSignatures(
  docId: number,
  signers: { name: string; email: string }[],
  deposit: string | null = "1,500",
  session: Session | null = admin,
) {
  return api(`/api/admin/documents/${docId}/signature-requests`, {
    session,
    json: { signers, deposit, message: "We look forward to starting." },
  });
}

async function openRequest(world: Awaited<ReturnType<typeof setup>>, deposit: string | null = "1,500") {
  const res = await requestSignatures(
    world.doc.id,
    [
      { name: "Avery Stone", email: world.clientA.email },
      { name: "Blake Stone", email: world.emailB },
    ],
    deposit,
  );
  expect(res.status, await res.clone().text()).toBe(201);
  const proposal = await json<AdminProposal>(res);
  const [a, b] = proposal.signers;
  if (!a || !b) throw new Error("signers missing");
  return { proposal, signerA: a, signerB: b };
}

async function outbox(to: string, kind?: string) {
  return db()
    .select()
    .from(emailOutbox)
    .where(
      kind ? and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)) : eq(emailOutbox.toAddress, to),
    )
    .orderBy(desc(emailOutbox.id))
    .all();
}

async function latestCodeFor(email: string): Promise<string> {
  const [mail] = await outbox(email, "proposal-code");
  const code = /code to sign .* is: (\d{6})/.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error(`no code e-mailed to ${email}`);
  return code;
}

function tokenBody(world: { token: string; project: { id: number } }, extra: Record<string, unknown>) {
  return { token: world.token, projectId: world.project.id, ...extra };
}

/**
 * A drawn signature as signature_pad's toDataURL sends one: a 300×100 PNG with a stroke (the
 * server decodes it and refuses anything smaller than the pad could make; issue 25).
 */
const drawn =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAASwAAABkCAYAAAA8AQ3AAAAAx0lEQVR42u3UQQkAQAgAQcMIPq5/vhNbCM7AVtgIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAFjgVX5JmgxLkmEZliTDkmRYhiXJsAxLkmFJMizDkmRYhiXJsCQZlmFJMizDkmRYkgzLsCQZlmFJMixJhmVYkgzLsCQZliTDMixJhgUAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAADAUQ03yJpEJ1dlPgAAAABJRU5ErkJggg==";

function signBody(signerId: number, hash: string, extra: Record<string, unknown> = {}) {
  return {
    signerId,
    fullName: "Blake Stone",
    kind: "typed",
    signature: "Blake Stone",
    documentSha256: hash,
    consent: true,
    ...extra,
  };
}

/** Signer A signs, signed in with their own session (a typed signature). */
async function signAsA(world: Awaited<ReturnType<typeof setup>>, requestId: number, signerId: number) {
  return api(`/api/portal/proposals/${requestId}/sign`, {
    session: world.clientA,
    json: signBody(signerId, world.hash, { projectId: world.project.id, fullName: "Avery Stone" }),
  });
}

/** B proves who they are with the e-mailed code and gets a ticket. */
async function ticketForB(world: Awaited<ReturnType<typeof setup>>, requestId: number, signerId: number) {
  const ip = freshIp();
  const sent = await portalApi(`/api/portal/proposals/${requestId}/code`, {
    ip,
    json: tokenBody(world, { signerId }),
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
  const code = await latestCodeFor(world.emailB);
  const verified = await portalApi(`/api/portal/proposals/${requestId}/verify`, {
    ip,
    json: tokenBody(world, { signerId, code }),
  });
  expect(verified.status, await verified.clone().text()).toBe(200);
  return (await json<{ ticket: string }>(verified)).ticket;
}

async function postWebhook(payload: string) {
  return postStripeWebhook(payload);
}

async function standInSession(url: string) {
  const id = /\/pay\/([A-Za-z0-9_]+)/.exec(url)?.[1] ?? "";
  const res = await fetch(`${env.STRIPE_API_BASE}/v1/checkout/sessions/${id}`, {
    headers: { Authorization: "Bearer sk_test_stand_in" },
  });
  return (await res.json()) as { id: string; amount_total: number; metadata: Record<string, string> };
}

/** Both signers sign (A signed in, B by code); returns the completed request id. */
async function signBoth(world: Awaited<ReturnType<typeof setup>>, deposit: string | null = "1,500") {
  const { proposal, signerA, signerB } = await openRequest(world, deposit);
  const a = await api(`/api/portal/proposals/${proposal.id}/sign`, {
    session: world.clientA,
    json: signBody(signerA.id, world.hash, {
      projectId: world.project.id,
      fullName: "Avery Stone",
      kind: "drawn",
      signature: drawn,
    }),
  });
  expect(a.status, await a.clone().text()).toBe(201);
  const ticket = await ticketForB(world, proposal.id, signerB.id);
  const b = await portalApi(`/api/portal/proposals/${proposal.id}/sign`, {
    json: tokenBody(world, { ...signBody(signerB.id, world.hash), ticket }),
  });
  expect(b.status, await b.clone().text()).toBe(201);
  return { proposal, signerA, signerB, view: await json<PortalProposal>(b) };
}

async function checkout(world: Awaited<ReturnType<typeof setup>>, requestId: number, extra = {}) {
  return portalApi(`/api/portal/proposals/${requestId}/checkout`, { json: tokenBody(world, extra) });
}

describe("the admin's request", () => {
  it("locks the version, e-mails each signer a portal link, and shows the status", async () => {
    const world = await setup();
    const { proposal } = await openRequest(world);
    expect(proposal.status).toBe("open");
    expect(proposal.depositCents).toBe(150_000);
    expect(proposal.documentSha256).toBe(world.hash);
    const [toA] = await outbox(world.clientA.email, "proposal-request");
    expect(toA?.text).toContain(`/portal?project=${world.project.id}&proposal=${proposal.id}`);
    const [toB] = await outbox(world.emailB, "proposal-request");
    // B is not a client of the project: B's own link, which opens only this proposal (issue 25),
    // never the project's private link.
    expect(toB?.text).toMatch(
      new RegExp(`/portal/${world.project.id}\\?token=sl_[A-Za-z0-9_-]{43}&proposal=${proposal.id}`),
    );
    expect(toB?.text).not.toContain(world.token);
    expect(toB?.text).toContain("$1,500.00");

    // Locked: a second request and a delete are refused while it is open.
    const again = await requestSignatures(world.doc.id, [{ name: "X", email: uniqueEmail("x") }]);
    expect(again.status).toBe(409);
    expect((await json<{ message: string }>(again)).message).toBe(PROPOSAL_MESSAGES.alreadyOpen);
    const locked = await proposalRecord(proposal.id);
    const del = await api(`/api/documents/${world.doc.id}`, { method: "DELETE", session: admin });
    expect(del.status).toBe(409);
    expect((await json<{ message: string }>(del)).message).toBe(PROPOSAL_MESSAGES.locked);
    expect(await proposalRecord(proposal.id)).toEqual(locked);
    expect(await env.MEDIA.head(world.doc.objectPath)).not.toBeNull();
    expect(
      (await api(`/api/projects/${world.project.id}/documents`, { session: admin }).then((r) =>
        r.json(),
      )) as {
        id: number;
      }[],
    ).toEqual(expect.arrayContaining([expect.objectContaining({ id: world.doc.id })]));

    const list = await json<AdminProposal[]>(
      await api(`/api/projects/${world.project.id}/signature-requests`, { session: admin }),
    );
    expect(list[0]).toMatchObject({ id: proposal.id, signedCount: 0, signerCount: 2 });
    expect(list[0]?.events.map((e) => e.type)).toContain("requested");
  });

  it("refuses a document that is not a current proposal PDF, duplicate signers and a bad deposit", async () => {
    const world = await setup();
    const rendering = await addDocument(world.project.id, { category: "visual_documents" });
    const res = await requestSignatures(rendering.id, [{ name: "A", email: uniqueEmail("a") }]);
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toBe(PROPOSAL_MESSAGES.notProposal);
    const dup = await requestSignatures(world.doc.id, [
      { name: "A", email: "same@example.com" },
      { name: "B", email: "SAME@example.com" },
    ]);
    expect(dup.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(dup)).errors["signers.1.email"]).toBe(
      PROPOSAL_MESSAGES.duplicateSigner,
    );
    const bad = await requestSignatures(world.doc.id, [{ name: "A", email: uniqueEmail("a") }], "-5");
    expect(bad.status).toBe(400);
    const client = await requestSignatures(
      world.doc.id,
      [{ name: "A", email: uniqueEmail("a") }],
      null,
      world.clientA,
    );
    expect(client.status).toBe(403);
    expect(
      await db()
        .select()
        .from(signatureRequests)
        .where(eq(signatureRequests.projectId, world.project.id))
        .all(),
    ).toEqual([]);
  });
});

describe("signing", () => {
  it("two signers, signed in and by code, complete it; the signed copy names both and the hash", async () => {
    const world = await setup();
    const { proposal, view } = await signBoth(world);
    expect(view.status).toBe("completed");
    expect(view.signers.every((s) => s.signedAt)).toBe(true);

    const row = await db()
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, proposal.id))
      .get();
    expect(row?.signedCopyKey).toBe(world.doc.objectPath.replace(/\.pdf$/, ".signed.pdf"));
    const stored = await env.MEDIA.get(row?.signedCopyKey ?? "");
    const pdf = await getDocumentProxy(new Uint8Array(await (stored as R2ObjectBody).arrayBuffer()));
    const { text, totalPages } = await extractText(pdf, { mergePages: false });
    expect(totalPages).toBe(2);
    const last = text[totalPages - 1] ?? "";
    expect(last).toContain("Avery Stone");
    expect(last).toContain("Blake Stone");
    expect(last).toContain(world.hash);
    expect(last).toContain(world.clientA.email);
    expect(last).toContain("Six-digit code e-mailed");
    expect(text[0]).toContain("Design fee proposal: scope");

    // The studio heard about each signature.
    const studio = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, "proposal-signed")).all();
    expect(studio.filter((m) => m.text.includes("Harbor House")).length).toBeGreaterThanOrEqual(2);

    // Both the client and the admin can download it.
    const client = await api(`/api/portal/proposals/${proposal.id}/signed-copy?format=json`, {
      session: world.clientA,
    });
    expect(client.status).toBe(200);
    const adminCopy = await api(`/api/admin/signature-requests/${proposal.id}/signed-copy`, {
      session: admin,
    });
    expect(adminCopy.status).toBe(302);
    const file = await SELF.fetch(adminCopy.headers.get("Location") ?? "");
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
  });

  it("refuses a wrong code, an expired code and too many attempts; nothing is signed", async () => {
    const world = await setup();
    const { proposal, signerB } = await openRequest(world);
    const ip = freshIp();
    const send = () =>
      portalApi(`/api/portal/proposals/${proposal.id}/code`, {
        ip,
        json: tokenBody(world, { signerId: signerB.id }),
      });
    const verify = (code: string) =>
      portalApi(`/api/portal/proposals/${proposal.id}/verify`, {
        ip,
        json: tokenBody(world, { signerId: signerB.id, code }),
      });
    expect((await send()).status).toBe(200);
    const code = await latestCodeFor(world.emailB);
    const wrong = code === "000000" ? "111111" : "000000";
    const before = await proposalRecord(proposal.id);

    const res = await verify(wrong);
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toBe(PROPOSAL_MESSAGES.codeWrong);
    // Four more wrong guesses use the code up and today's wrong codes (CODE_DAILY_WRONG = 5);
    // then even the right one is refused.
    for (let i = 0; i < 3; i++) expect((await verify(wrong)).status).toBe(400);
    const fifth = await verify(wrong);
    expect((await json<{ message: string }>(fifth)).message).toBe(PROPOSAL_MESSAGES.codeDailyWrong);
    const right = await verify(code);
    expect(right.status).toBe(429);
    expect((await json<{ message: string }>(right)).message).toBe(PROPOSAL_MESSAGES.codeDailyWrong);

    // The next day (the guard's window moved back), an expired code is refused even when right.
    await db()
      .update(signerCodeGuards)
      .set({ dayStartedAt: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where(eq(signerCodeGuards.signerId, signerB.id));
    expect((await send()).status).toBe(200);
    const fresh = await latestCodeFor(world.emailB);
    await db()
      .update(signerCodes)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(signerCodes.signerId, signerB.id));
    const expired = await verify(fresh);
    expect(expired.status).toBe(400);
    expect((await json<{ message: string }>(expired)).message).toBe(PROPOSAL_MESSAGES.codeExpired);

    // Without a ticket, signing is refused.
    const sign = await portalApi(`/api/portal/proposals/${proposal.id}/sign`, {
      json: tokenBody(world, signBody(signerB.id, world.hash)),
    });
    expect(sign.status).toBe(403);
    expect((await json<{ message: string }>(sign)).message).toBe(PROPOSAL_MESSAGES.identityRequired);
    const after = await proposalRecord(proposal.id);
    expect(after.signatures).toEqual(before.signatures);
    expect(after.signers).toEqual(before.signers);
  });

  it("rate-limits the codes e-mailed to one signer", async () => {
    const world = await setup();
    const { proposal, signerB } = await openRequest(world);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await portalApi(`/api/portal/proposals/${proposal.id}/code`, {
        json: tokenBody(world, { signerId: signerB.id }),
      });
      statuses.push(res.status);
      if (res.status === 429)
        expect((await json<{ message: string }>(res)).message).toBe(PROPOSAL_MESSAGES.codeRateLimited);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // The refused request e-mailed nothing and made no code.
    expect((await outbox(world.emailB, "proposal-code")).length).toBe(5);
    expect(
      (await db().select({ n: count() }).from(signerCodes).where(eq(signerCodes.signerId, signerB.id)).get())
        ?.n,
    ).toBe(5);
  });

  it("refuses a signer not on the request, and a second signature by the same signer", async () => {
    const world = await setup();
    const { proposal, signerA } = await openRequest(world);
    // Someone else's signer id (another request) is not a signer of this one.
    const other = await setup();
    const { signerB: stranger } = await openRequest(other);
    const untouched = await proposalRecord(proposal.id);
    const res = await api(`/api/portal/proposals/${proposal.id}/sign`, {
      session: world.clientA,
      json: signBody(stranger.id, world.hash, { projectId: world.project.id }),
    });
    expect(res.status).toBe(403);
    expect((await json<{ message: string }>(res)).message).toBe(PROPOSAL_MESSAGES.notSigner);
    expect(await proposalRecord(proposal.id)).toEqual(untouched);
    // Nor can a code be asked for them, through this request.
    const code = await portalApi(`/api/portal/proposals/${proposal.id}/code`, {
      json: tokenBody(world, { signerId: stranger.id }),
    });
    expect(code.status).toBe(403);
    expect((await json<{ message: string }>(code)).message).toBe(PROPOSAL_MESSAGES.notSigner);
    expect(await outbox(other.emailB, "proposal-code")).toEqual([]);
    const b = await proposalRecord(proposal.id);
    const asA = () =>
      api(`/api/portal/proposals/${proposal.id}/sign`, {
        session: world.clientA,
        json: signBody(signerA.id, world.hash, { projectId: world.project.id, fullName: "Avery Stone" }),
      });
    expect((await asA()).status).toBe(201);
    const mid = await proposalRecord(proposal.id);
    const twice = await asA();
    expect(twice.status).toBe(409);
    expect((await json<{ message: string }>(twice)).message).toBe(PROPOSAL_MESSAGES.alreadySigned);
    expect(await proposalRecord(proposal.id)).toEqual(mid);
    expect(mid.signatures).toBe((b.signatures ?? 0) + 1);
  });

  it("two signatures by the same signer at once: one is recorded", async () => {
    const world = await setup();
    const { proposal, signerA } = await openRequest(world);
    const sign = () =>
      api(`/api/portal/proposals/${proposal.id}/sign`, {
        session: world.clientA,
        json: signBody(signerA.id, world.hash, { projectId: world.project.id, fullName: "Avery Stone" }),
      });
    const statuses = (await Promise.all([sign(), sign(), sign()])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    expect((await proposalRecord(proposal.id)).signatures).toBe(1);
  });

  it("refuses signing after a void, after a new version, with another hash, or when the stored file changed", async () => {
    const world = await setup();
    const { proposal, signerA } = await openRequest(world);
    const sign = (hash = world.hash) =>
      api(`/api/portal/proposals/${proposal.id}/sign`, {
        session: world.clientA,
        json: signBody(signerA.id, hash, { projectId: world.project.id, fullName: "Avery Stone" }),
      });
    const before = await proposalRecord(proposal.id);

    const otherHash = await sign("a".repeat(64));
    expect(otherHash.status).toBe(409);
    expect((await json<{ message: string }>(otherHash)).message).toBe(PROPOSAL_MESSAGES.hashMismatch);

    // The bytes in storage replaced behind the request's back: nothing can be signed.
    await env.MEDIA.put(world.doc.objectPath, await proposalPdf("Different terms"));
    const changed = await sign();
    expect(changed.status).toBe(409);
    expect((await json<{ message: string }>(changed)).message).toBe(PROPOSAL_MESSAGES.documentChanged);
    expect(await proposalRecord(proposal.id)).toEqual(before);
    await env.MEDIA.put(world.doc.objectPath, world.bytes);

    const voided = await api(`/api/admin/signature-requests/${proposal.id}/void`, {
      session: admin,
      json: {},
    });
    expect(voided.status).toBe(200);
    expect((await json<AdminProposal>(voided)).status).toBe("voided");
    const after = await sign();
    expect(after.status).toBe(409);
    expect((await json<{ message: string }>(after)).message).toBe(PROPOSAL_MESSAGES.voided);
    expect((await proposalRecord(proposal.id)).signatures).toBe(0);
    const again = await api(`/api/admin/signature-requests/${proposal.id}/void`, {
      session: admin,
      json: {},
    });
    expect(again.status).toBe(409);
    // The document is free again once the request is voided.
    expect((await api(`/api/documents/${world.doc.id}`, { method: "DELETE", session: admin })).status).toBe(
      200,
    );
  });

  it("a new version of the proposal voids the open request", async () => {
    const world = await setup();
    const { proposal, signerA } = await openRequest(world);
    const bytes = await proposalPdf("Revised proposal");
    const up = await api("/api/admin/documents/upload-url", {
      session: admin,
      json: {
        projectId: world.project.id,
        category: "design_fee_proposal",
        fileName: "Proposal v2.pdf",
        fileType: "application/pdf",
        fileSize: bytes.length,
      },
    });
    const { uploadUrl, objectPath } = await json<{ uploadUrl: string; objectPath: string }>(up);
    await SELF.fetch(uploadUrl, {
      method: "PUT",
      body: bytes,
      headers: { "Content-Type": "application/pdf" },
    });
    const done = await api("/api/admin/documents/complete", {
      session: admin,
      json: {
        projectId: world.project.id,
        category: "design_fee_proposal",
        title: "Design Fee Proposal",
        description: null,
        objectPath,
        fileName: "Proposal v2.pdf",
        fileSize: bytes.length,
        mimeType: "application/pdf",
        replacesDocumentId: world.doc.id,
      },
    });
    expect(done.status).toBe(201);
    const row = await db()
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, proposal.id))
      .get();
    expect(row?.status).toBe("voided");
    expect(row?.voidReason).toBe("A new version of the proposal was uploaded.");
    const sign = await api(`/api/portal/proposals/${proposal.id}/sign`, {
      session: world.clientA,
      json: signBody(signerA.id, world.hash, { projectId: world.project.id, fullName: "Avery Stone" }),
    });
    expect(sign.status).toBe(409);
    expect((await json<{ message: string }>(sign)).message).toBe(PROPOSAL_MESSAGES.voided);
    expect((await proposalRecord(proposal.id)).signatures).toBe(0);
    // Both signers are told that the proposal they were sent no longer stands.
    // Queued in the new version's batch (worker/notify/outbox.ts): one message per signer.
    for (const to of [world.clientA.email, world.emailB]) {
      const mails = await outbox(to, "proposal-voided");
      expect(mails).toHaveLength(1);
      const [told] = mails;
      expect(told?.subject).toBe("The design fee proposal for Harbor House was withdrawn");
      expect(told?.text).toContain("new version of the proposal");
    }
    // A voided request is no longer shown in the portal.
    const list = await json<PortalProposal[]>(
      await portalApi(`/api/portal/proposals?token=${world.token}&projectId=${world.project.id}`),
    );
    expect(list.map((p) => p.id)).not.toContain(proposal.id);
  });

  it("another project's link or client sees nothing of it", async () => {
    const world = await setup();
    const { proposal } = await openRequest(world);
    const other = await setup();
    const viaOther = await portalApi(
      `/api/portal/proposals/${proposal.id}/pdf?token=${other.token}&projectId=${other.project.id}`,
    );
    expect(viaOther.status).toBe(404);
    expect(await viaOther.json()).toEqual({ message: "Not found." });
    const otherClient = await api(`/api/portal/proposals/${proposal.id}/pdf`, { session: other.clientA });
    expect(otherClient.status).toBe(404);
    const mine = await portalApi(
      `/api/portal/proposals/${proposal.id}/pdf?token=${world.token}&projectId=${world.project.id}`,
    );
    expect(mine.status).toBe(200);
    expect(mine.headers.get("X-Document-SHA256")).toBe(world.hash);
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("the deposit", () => {
  it("is refused before everyone signed; Checkout gets the amount from the database", async () => {
    const world = await setup();
    const { proposal } = await openRequest(world);
    const early = await checkout(world, proposal.id);
    expect(early.status).toBe(409);
    expect((await json<{ message: string }>(early)).message).toBe(PROPOSAL_MESSAGES.notSignedYet);
  });

  it("is paid exactly once: replays and concurrent deliveries change nothing, a second checkout is refused", async () => {
    const world = await setup();
    const { proposal } = await signBoth(world);
    // A tampered amount in the body is ignored: the session is for $1,500.00.
    const res = await checkout(world, proposal.id, { amount: 1, depositCents: 1, unit_amount: 1 });
    expect(res.status, await res.clone().text()).toBe(200);
    const { url } = await json<{ url: string }>(res);
    const { session, payment } = await paymentFor(url);
    expect(session.amount_total).toBe(150_000);
    expect(session.metadata).toMatchObject({
      kind: "proposal_deposit",
      proposalId: String(proposal.id),
      projectId: String(world.project.id),
    });
    // Asking again while it is open returns the same checkout (never two payable sessions).
    expect((await json<{ url: string }>(await checkout(world, proposal.id))).url).toBe(url);

    // A paid session for another amount is not taken as the deposit.
    const beforeTamper = await proposalRecord(proposal.id);
    const tampered = await postWebhook(proposalDepositEvent("checkout.session.completed", payment, 100));
    expect(await tampered.json()).toMatchObject({ outcome: "amount_mismatch" });
    expect(await proposalRecord(proposal.id)).toEqual(beforeTamper);

    const event = proposalDepositEvent("checkout.session.completed", payment, 150_000);
    const deliveries = await Promise.all([postWebhook(event), postWebhook(event), postWebhook(event)]);
    const outcomes = await Promise.all(
      deliveries.map(async (r) => (await r.json()) as { outcome?: string; duplicate?: boolean }),
    );
    expect(deliveries.every((r) => r.status === 200)).toBe(true);
    expect(outcomes.filter((o) => o.outcome === "paid")).toHaveLength(1);
    const paid = await proposalRecord(proposal.id);
    expect(paid.request.depositPaidAt).not.toBeNull();
    expect(paid.request.depositPaymentRef).toBe(`pi_test_${payment.id}`);
    const replay = await postWebhook(event);
    expect(await replay.json()).toMatchObject({ received: true, duplicate: true });
    expect(await proposalRecord(proposal.id)).toEqual(paid);
    const eventId = (JSON.parse(event) as { id: string }).id;
    expect(
      (await db().select({ n: count() }).from(stripeEvents).where(eq(stripeEvents.id, eventId)).get())?.n,
    ).toBe(1);

    const second = await checkout(world, proposal.id);
    expect(second.status).toBe(409);
    expect((await json<{ message: string }>(second)).message).toBe(PROPOSAL_MESSAGES.alreadyPaid);

    // The studio was told once; the signed copy now carries the payment reference.
    const told = (
      await db().select().from(emailOutbox).where(eq(emailOutbox.kind, "proposal-deposit")).all()
    ).filter((m) => m.text.includes(`pi_test_${payment.id}`) && m.subject.startsWith("Deposit paid"));
    expect(told).toHaveLength(1);
    const copy = await env.MEDIA.get(paid.request.signedCopyKey ?? "");
    const { text } = await extractText(
      await getDocumentProxy(new Uint8Array(await (copy as R2ObjectBody).arrayBuffer())),
      {
        mergePages: true,
      },
    );
    expect(text).toContain(`pi_test_${payment.id}`);
    const admin2 = await json<AdminProposal[]>(
      await api(`/api/projects/${world.project.id}/signature-requests`, { session: admin }),
    );
    expect(admin2[0]).toMatchObject({ signedCount: 2, signerCount: 2 });
    expect(admin2[0]?.depositPaidAt).not.toBeNull();
  });

  it("an expired checkout leaves the deposit payable", async () => {
    const world = await setup();
    const { proposal } = await signBoth(world);
    const { url } = await json<{ url: string }>(await checkout(world, proposal.id));
    const { payment } = await paymentFor(url);
    const expired = await postWebhook(proposalDepositEvent("checkout.session.expired", payment, 150_000));
    expect(await expired.json()).toMatchObject({ outcome: "expired" });
    expect((await proposalRecord(proposal.id)).request.depositPaidAt).toBeNull();
    const again = await checkout(world, proposal.id);
    expect(again.status).toBe(200);
    expect((await json<{ url: string }>(again)).url).not.toBe(url);
  });

  it("a proposal without a deposit has nothing to pay", async () => {
    const world = await setup();
    const { proposal } = await signBoth(world, null);
    const res = await checkout(world, proposal.id);
    expect(res.status).toBe(409);
    expect((await json<{ message: string }>(res)).message).toBe(PROPOSAL_MESSAGES.noDeposit);
  });
});

describe("a version everyone signed", () => {
  it("is not sent for signature again: a changed proposal is a new version", async () => {
    const world = await setup();
    const { proposal } = await signBoth(world, null);
    const before = await proposalRecord(proposal.id);
    const again = await requestSignatures(world.doc.id, [
      { name: "Avery Stone", email: world.clientA.email },
    ]);
    expect(again.status).toBe(409);
    expect((await json<{ message: string }>(again)).message).toBe(PROPOSAL_MESSAGES.versionSigned);
    expect(await proposalRecord(proposal.id)).toEqual(before);
    expect(
      (
        await db()
          .select({ n: count() })
          .from(signatureRequests)
          .where(eq(signatureRequests.projectId, world.project.id))
          .get()
      )?.n,
    ).toBe(1);
  });
});

describe("Remind", () => {
  /** The audit entries about this document, oldest first. */
  const auditFor = (documentId: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "document"), eq(auditLog.entityId, String(documentId))))
      .orderBy(asc(auditLog.id))
      .all();

  it("e-mails only the signers who have not signed, once per press, and is in the trail and the Activity log", async () => {
    const world = await setup();
    const { proposal, signerA } = await openRequest(world);
    const a = await signAsA(world, proposal.id, signerA.id);
    expect(a.status, await a.clone().text()).toBe(201);

    const res = await api(`/api/admin/signature-requests/${proposal.id}/remind`, {
      session: admin,
      json: {},
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await json<AdminProposal>(res)).status).toBe("open");
    const [toB] = await outbox(world.emailB, "proposal-reminder");
    expect(toB?.text).toContain("A reminder:");
    expect(await outbox(world.emailB, "proposal-reminder")).toHaveLength(1);
    // A has signed: no reminder for them.
    expect(await outbox(world.clientA.email, "proposal-reminder")).toHaveLength(0);
    const row = await db()
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, proposal.id))
      .get();
    expect(row?.remindedAt).toBeTruthy();
    const entries = await auditFor(world.doc.id);
    expect(entries.map((e) => e.action)).toEqual(["proposal.request", "proposal.remind"]);
    expect(entries.at(-1)?.actorEmail).toBe(admin.email);
    // The Activity tab says both in words, with the proposal's title.
    for (const entry of entries) expect(auditActionLabel(entry.action)).not.toBe(entry.action);
    expect(entries.at(-1)?.detail).toMatchObject({
      requestId: proposal.id,
      title: "Design Fee Proposal",
    });
  });

  it("is refused to a client and once the request is complete, and then sends and records nothing", async () => {
    const world = await setup();
    const { proposal } = await openRequest(world);
    const asClient = await api(`/api/admin/signature-requests/${proposal.id}/remind`, {
      session: world.clientA,
      json: {},
    });
    expect(asClient.status).toBe(403);
    expect(await outbox(world.emailB, "proposal-reminder")).toHaveLength(0);

    // Both sign: B on the private link with the e-mailed code, A signed in.
    const ticket = await ticketForB(world, proposal.id, proposal.signers[1]?.id ?? 0);
    const b = await portalApi(`/api/portal/proposals/${proposal.id}/sign`, {
      json: tokenBody(world, { ...signBody(proposal.signers[1]?.id ?? 0, world.hash), ticket }),
    });
    expect(b.status, await b.clone().text()).toBe(201);
    const a = await signAsA(world, proposal.id, proposal.signers[0]?.id ?? 0);
    expect(a.status, await a.clone().text()).toBe(201);

    const before = await auditFor(world.doc.id);
    const late = await api(`/api/admin/signature-requests/${proposal.id}/remind`, {
      session: admin,
      json: {},
    });
    expect(late.status).toBe(409);
    expect((await json<{ message: string }>(late)).message).toBe(PROPOSAL_MESSAGES.cannotRemind);
    expect(await outbox(world.emailB, "proposal-reminder")).toHaveLength(0);
    expect(await auditFor(world.doc.id)).toEqual(before);
  });
});

describe("a voided request", () => {
  it("e-mails its signers, and a signer who signed learns the signature no longer applies", async () => {
    const world = await setup();
    const { proposal, signerA } = await openRequest(world);
    const a = await signAsA(world, proposal.id, signerA.id);
    expect(a.status).toBe(201);
    const voided = await api(`/api/admin/signature-requests/${proposal.id}/void`, {
      session: admin,
      json: {},
    });
    expect(voided.status).toBe(200);
    const [toA] = await outbox(world.clientA.email, "proposal-voided");
    expect(toA?.text).toContain("Your signature on the earlier version no longer applies.");
    const [toB] = await outbox(world.emailB, "proposal-voided");
    expect(toB?.text).toContain("There is nothing you need to do.");
  });
});

/** A payment row's creation moved back past the reconciliation margin (its webhook is late). */
async function age(paymentId: number) {
  const at = new Date(Date.now() - ORDER_RECONCILE_AFTER_MS - 5 * 60_000).toISOString();
  await db().update(proposalPayments).set({ createdAt: at }).where(eq(proposalPayments.id, paymentId));
}

async function paymentFor(url: string) {
  const session = await standInSession(url);
  const payment = await db()
    .select()
    .from(proposalPayments)
    .where(eq(proposalPayments.stripeSessionId, session.id))
    .get();
  if (!payment) throw new Error("payment row missing");
  return { session, payment };
}

function depositsReport(report: Awaited<ReturnType<typeof runScheduled>>) {
  if (report.deposits === "skipped") throw new Error("the reconciliation was skipped");
  return report.deposits;
}

describe("deposit reconciliation in the scheduled job", () => {
  it("marks a deposit paid whose webhook was lost, once, and a late webhook changes nothing", async () => {
    const world = await setup();
    const { proposal } = await signBoth(world);
    const { url } = await json<{ url: string }>(await checkout(world, proposal.id));
    const { session, payment } = await paymentFor(url);
    // Paid at Stripe (the stand-in), but no webhook ever arrives.
    const paidAt = await fetch(`${env.STRIPE_API_BASE}/__pay/${session.id}?email=late%40example.com`, {
      method: "POST",
    });
    expect(paidAt.status).toBe(200);
    const intent = ((await paidAt.json()) as { payment_intent: string }).payment_intent;
    await age(payment.id);

    const first = depositsReport(await runScheduled(env, Date.now()));
    expect(first.paid).toBeGreaterThanOrEqual(1);
    const paid = await proposalRecord(proposal.id);
    expect(paid.request.depositPaidAt).not.toBeNull();
    expect(paid.request.depositPaymentRef).toBe(intent);
    expect(paid.payments[0]).toMatchObject({ status: "paid", payerEmail: "late@example.com" });

    // Again: nothing left to reconcile, nothing changes.
    await runScheduled(env, Date.now());
    expect(await proposalRecord(proposal.id)).toEqual(paid);
    // Stripe's webhook turning up late finds it paid.
    const late = await postWebhook(proposalDepositEvent("checkout.session.completed", payment, 150_000));
    expect(await late.json()).toMatchObject({ outcome: "unchanged" });
    expect(await proposalRecord(proposal.id)).toEqual(paid);
    const told = (
      await db().select().from(emailOutbox).where(eq(emailOutbox.kind, "proposal-deposit")).all()
    ).filter((m) => m.text.includes(intent));
    expect(told).toHaveLength(1);
  });

  it("expires a checkout abandoned without a webhook, and the deposit stays payable", async () => {
    const world = await setup();
    const { proposal } = await signBoth(world);
    const { url } = await json<{ url: string }>(await checkout(world, proposal.id));
    const { payment } = await paymentFor(url);
    await age(payment.id);

    const report = depositsReport(await runScheduled(env, Date.now()));
    expect(report.expired).toBeGreaterThanOrEqual(1);
    const after = await proposalRecord(proposal.id);
    expect(after.payments[0]?.status).toBe("expired");
    expect(after.request.depositPaidAt).toBeNull();
    const again = await checkout(world, proposal.id);
    expect(again.status).toBe(200);
    expect((await json<{ url: string }>(again)).url).not.toBe(url);
  });
});

describe("privacy requests", () => {
  it("export what proposals hold about an address; delete keeps signed ones, for legal reasons, and says so", async () => {
    // The person signed one proposal (and paid its deposit), and has another one still to sign.
    const signedWorld = await setup();
    const { proposal: signedOne } = await signBoth(signedWorld);
    const person = signedWorld.emailB;
    const { url } = await json<{ url: string }>(await checkout(signedWorld, signedOne.id));
    const { payment } = await paymentFor(url);
    const paidRes = await postWebhook(
      proposalDepositEvent("checkout.session.completed", payment, 150_000, { email: person }),
    );
    expect(await paidRes.json()).toMatchObject({ outcome: "paid" });
    const openWorld = await setup();
    openWorld.emailB = person;
    const { proposal: openOne } = await openRequest(openWorld);

    const exported = await json<PrivacyExport>(
      await api(`/api/admin/privacy/export?email=${encodeURIComponent(person)}`, { session: admin }),
    );
    expect(exported.found).toBe(true);
    expect(exported.proposals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          requestId: signedOne.id,
          keptForLegalReasons: true,
          signature: expect.objectContaining({ fullName: "Blake Stone", identityMethod: "email_code" }),
        }),
        expect.objectContaining({ requestId: openOne.id, keptForLegalReasons: false, signature: null }),
      ]),
    );
    expect(exported.depositPayments).toEqual([
      expect.objectContaining({ requestId: signedOne.id, amountCents: 150_000, payerEmail: person }),
    ]);

    const del = await api("/api/admin/privacy/delete", {
      session: admin,
      json: { email: person, confirm: person },
    });
    expect(del.status, await del.clone().text()).toBe(200);
    const result = await json<PrivacyDeleteResult>(del);
    expect(result.deleted.proposalSigners).toBe(1);
    expect(result.keptForLegalReasons).toEqual({ signedProposals: 1 });
    expect(result.anonymised.depositPayments).toBe(1);

    // Signed: kept whole, with the signed copy; the payment keeps amount and reference, not the e-mail.
    const kept = await proposalRecord(signedOne.id);
    expect(kept.signatures).toBe(2);
    expect(kept.signers.map((r) => r.email)).toContain(person);
    expect(kept.request.depositPaidAt).not.toBeNull();
    expect(kept.payments[0]).toMatchObject({ status: "paid", payerEmail: null });
    expect(await env.MEDIA.head(kept.request.signedCopyKey ?? "")).not.toBeNull();
    // Not signed: the entry is gone and its request, which could no longer be completed, is voided.
    const gone = await proposalRecord(openOne.id);
    expect(gone.signers.map((r) => r.email)).toEqual([openWorld.clientA.email]);
    expect(gone.request.status).toBe("voided");
    expect(
      (await db().select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.toAddress, person)).get())?.n,
    ).toBe(0);
    const again = await json<PrivacyExport>(
      await api(`/api/admin/privacy/export?email=${encodeURIComponent(person)}`, { session: admin }),
    );
    expect(again.proposals).toEqual([
      expect.objectContaining({ requestId: signedOne.id, keptForLegalReasons: true }),
    ]);
  });
});
