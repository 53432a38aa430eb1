/**
 * Signing codes reach the signer only, and cannot be guessed (issue 25): no kept copy of a code
 * e-mail shows the code outside local development (a deployed Worker without e-mail tells the
 * signer and keeps it masked; a refused send is masked too); a per-signer daily cap on codes sent
 * and on wrong codes, a lockout after CODE_LOCKOUT_WRONG wrong codes across codes that only the
 * studio lifts (and is told about); and every signer action in the audit log.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { auditActionLabel } from "../../src/shared/audit";
import {
  type AdminProposal,
  CODE_DAILY_SENDS,
  CODE_DAILY_WRONG,
  CODE_LOCKOUT_WRONG,
  CODE_MASK,
  type PortalProposal,
  PROPOSAL_MESSAGES,
} from "../../src/shared/proposals";
import type { AdminHealth } from "../../src/shared/setup";
import { issueProjectToken } from "../../worker/auth/project-token";
import {
  auditLog,
  emailOutbox,
  proposalEvents,
  signatureSigners,
  signerCodeGuards,
  signerCodes,
} from "../../worker/db/schema";
import type { Deps } from "../../worker/deps";
import { readConfig } from "../../worker/env";
import { app } from "../../worker/index";
import {
  deliverEmail,
  LOCAL_ONLY_NOTICE,
  LOCAL_ONLY_SUBJECT,
  NOT_SENT_REASON,
} from "../../worker/notify/email";
import { api, BASE, db, json, type Session, signInBeforeAll, uniqueEmail } from "./helpers";
import { freshIp, portalApi, SECRET } from "./portal-fixtures";
import {
  depositPaymentOf,
  projectWithProposal,
  requestTwoSigners,
  typedSignature,
} from "./proposal-fixtures";
import { newEventId, proposalDepositEvent, stripeSignature } from "./stripe-events";

const admin = signInBeforeAll("admin", "owner@studio.test", "Owner");

/** A project with a private link, client A assigned, and a request to A (signed in) and B (link). */
async function openRequest(deposit: string | null = null) {
  const {
    project,
    client: clientA,
    doc,
    hash,
  } = await projectWithProposal("Cove Cottage", {
    emailPrefix: "codes-a",
    firstName: "Avery",
  });
  const token = await issueProjectToken(db(), SECRET, project.id, null);
  const emailB = uniqueEmail("codes-b");
  const {
    proposal,
    signerA: a,
    signerB: b,
  } = await requestTwoSigners(admin, doc.id, { avery: clientA.email, blake: emailB }, deposit);
  return {
    project,
    token,
    clientA,
    emailB,
    doc,
    hash,
    proposal,
    signerA: a,
    signerB: b,
  };
}
type World = Awaited<ReturnType<typeof openRequest>>;

const body = (w: World, extra: Record<string, unknown> = {}) => ({
  token: w.token,
  projectId: w.project.id,
  signerId: w.signerB.id,
  ...extra,
});
const sendCode = (w: World, ip = freshIp()) =>
  portalApi(`/api/portal/proposals/${w.proposal.id}/code`, { ip, json: body(w) });
const verify = (w: World, code: string, ip = freshIp()) =>
  portalApi(`/api/portal/proposals/${w.proposal.id}/verify`, { ip, json: body(w, { code }) });

async function codeMails(to: string) {
  return db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, "proposal-code")))
    .orderBy(desc(emailOutbox.id))
    .all();
}

/** The code of the newest local-only copy (local development keeps it readable). */
async function latestCode(to: string): Promise<string> {
  const [mail] = await codeMails(to);
  const code = /code to sign .* is: (\d{6})/.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error(`no readable code for ${to}`);
  return code;
}

const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");

/** Everything a refusal must leave alone for this signer. */
async function signerState(w: World) {
  const d = db();
  const [codes, guard, events, audit, mails] = await Promise.all([
    d.select().from(signerCodes).where(eq(signerCodes.signerId, w.signerB.id)).all(),
    d.select().from(signerCodeGuards).where(eq(signerCodeGuards.signerId, w.signerB.id)).get(),
    d.select({ n: count() }).from(proposalEvents).where(eq(proposalEvents.requestId, w.proposal.id)).get(),
    d
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "proposal"), eq(auditLog.entityId, String(w.proposal.id))))
      .get(),
    codeMails(w.emailB),
  ]);
  return { codes, guard: guard ?? null, events: events?.n, audit: audit?.n, mails: mails.length };
}

async function proposalAudit(requestId: number) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "proposal"), eq(auditLog.entityId, String(requestId))))
    .orderBy(asc(auditLog.id))
    .all();
}

const message = async (res: Response) => (await json<{ message: string }>(res)).message;

/** The Worker under other bindings (a deployed APP_URL, an e-mail binding); waits for waitUntil. */
function workerWith(bindings: Partial<typeof env>, origin = BASE) {
  const all = { ...env, ...bindings };
  return async (path: string, init: { json?: unknown; session?: Session; ip?: string } = {}) => {
    const headers = new Headers({ "CF-Connecting-IP": init.ip ?? freshIp() });
    if (init.session) headers.set("Cookie", init.session.cookie);
    let payload: string | undefined;
    if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      headers.set("Origin", origin);
      payload = JSON.stringify(init.json);
    }
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(`${origin}${path}`, {
        method: init.json !== undefined ? "POST" : "GET",
        headers,
        body: payload,
        redirect: "manual",
      }),
      all,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return res;
  };
}

const DEPLOYED = "https://studio.example";

describe("codes reach the signer only", () => {
  it("in local development the outbox keeps the code readable, marked local", async () => {
    const w = await openRequest();
    const res = await sendCode(w);
    expect(res.status, await res.clone().text()).toBe(200);
    const [mail] = await codeMails(w.emailB);
    expect(mail?.status).toBe("local");
    expect(mail?.subject.startsWith(`${LOCAL_ONLY_SUBJECT} `)).toBe(true);
    expect(mail?.text.startsWith(LOCAL_ONLY_NOTICE)).toBe(true);
    const code = await latestCode(w.emailB);
    expect(mail?.subject).toContain(code);
    // The admin reads it under Setup, as the local outbox: marked local there too.
    const seen = await api(`/api/admin/outbox/${mail?.id}`, { session: admin });
    expect((await json<{ subject: string; text: string }>(seen)).text).toContain("LOCAL DEVELOPMENT ONLY");
  });

  it("a deployed Worker without e-mail tells the signer, keeps only a masked copy, and Setup says so", async () => {
    const w = await openRequest();
    const deployed = workerWith({ APP_URL: DEPLOYED }, DEPLOYED);
    const before = await signerState(w);
    const res = await deployed(`/api/portal/proposals/${w.proposal.id}/code`, { json: body(w) });
    expect(res.status).toBe(503);
    expect(await message(res)).toBe(PROPOSAL_MESSAGES.codeUnavailable);

    const [mail] = await codeMails(w.emailB);
    expect(mail).toBeDefined();
    expect(mail?.subject).toContain(CODE_MASK);
    expect(mail?.text).toContain(`is: ${CODE_MASK}`);
    expect(`${mail?.subject} ${mail?.text} ${mail?.html}`).not.toMatch(/\d{6}/);
    expect(mail?.text).not.toContain("LOCAL DEVELOPMENT ONLY");
    expect(mail?.error).toBe(NOT_SENT_REASON);
    // No code is left that nobody received; the trail says it did not go out; nothing audited.
    const after = await signerState(w);
    expect(after.codes).toEqual([]);
    expect(after.audit).toBe(before.audit);
    const trail = await db()
      .select({ type: proposalEvents.type })
      .from(proposalEvents)
      .where(eq(proposalEvents.requestId, w.proposal.id))
      .all();
    expect(trail.map((e) => e.type)).toContain("code.not_sent");
    expect(trail.map((e) => e.type)).not.toContain("code.sent");

    // The studio is told to set up e-mail in the Setup panel.
    const health = await deployed("/api/admin/health", { session: admin });
    expect(health.status).toBe(200);
    const item = (await json<AdminHealth>(health)).items.find((i) => i.id === "email");
    expect(item?.status).toBe("missing");
    expect(item?.detail).toMatch(/\d+ signing codes? could not be e-mailed in the last 7 days/);
    expect(item?.action).toContain("NOTIFY_FROM");
  });

  it("deliverEmail with a non-local APP_URL never keeps a secret readable, even for a localhost request", async () => {
    const config = { ...readConfig(env), appOrigin: DEPLOYED };
    const deps: Deps = {
      db: db(),
      env: { ...env, NOTIFY_EMAIL: undefined },
      config,
      origin: "http://localhost",
      now: () => new Date(),
      waitUntil: () => undefined,
    };
    const to = uniqueEmail("deployed-direct");
    const outcome = await deliverEmail(deps, {
      kind: "proposal-code",
      to,
      subject: "482913 is your signing code",
      text: "Your code is: 482913",
      html: "<p>482913</p>",
      secret: "482913",
    });
    expect(outcome).toBe("failed");
    const [kept] = await codeMails(to);
    expect(kept?.subject).toBe(`${CODE_MASK} is your signing code`);
    expect(kept?.text).toBe(`Your code is: ${CODE_MASK}`);
    expect(kept?.html).toBe(`<p>${CODE_MASK}</p>`);
  });

  it("with e-mail configured the signer gets the code; a refused send is kept masked and the signer told", async () => {
    const w = await openRequest();
    const sent: { to: string; subject: string; text: string }[] = [];
    const sending = workerWith({
      NOTIFY_FROM: "website@studio.test",
      NOTIFY_EMAIL: {
        send: vi.fn(async (m: { to: string; subject: string; text: string }) => {
          sent.push(m);
          return { messageId: "<ok@studio.test>" };
        }),
      } as unknown as SendEmail,
    });
    const ok = await sending(`/api/portal/proposals/${w.proposal.id}/code`, { json: body(w) });
    expect(ok.status, await ok.clone().text()).toBe(200);
    const delivered = sent.find((m) => m.to === w.emailB);
    const code = /is: (\d{6})/.exec(delivered?.text ?? "")?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await codeMails(w.emailB)).toEqual([]);
    // The e-mailed code works.
    const verified = await verify(w, code ?? "");
    expect(verified.status, await verified.clone().text()).toBe(200);

    const refusing = workerWith({
      NOTIFY_FROM: "website@studio.test",
      NOTIFY_EMAIL: {
        send: vi.fn(async () => {
          throw new Error("sender not allowed");
        }),
      } as unknown as SendEmail,
    });
    const codesBefore = (await signerState(w)).codes.length;
    const refused = await refusing(`/api/portal/proposals/${w.proposal.id}/code`, { json: body(w) });
    expect(refused.status).toBe(503);
    expect(await message(refused)).toBe(PROPOSAL_MESSAGES.codeUnavailable);
    const [kept] = await codeMails(w.emailB);
    expect(kept?.status).toBe("failed");
    expect(kept?.error).toBe("sender not allowed");
    expect(`${kept?.subject} ${kept?.text}`).not.toMatch(/\d{6}/);
    expect(kept?.subject).toContain(CODE_MASK);
    expect((await signerState(w)).codes.length).toBe(codesBefore);
  });
});

describe("codes cannot be guessed", () => {
  it("caps the codes e-mailed to a signer per day, and a refusal sends and records nothing", async () => {
    const w = await openRequest();
    // CODE_DAILY_SENDS codes already went out in the last 24 hours (the 15-minute limit is apart).
    const recent = new Date(Date.now() - 60 * 60_000).toISOString();
    await db()
      .insert(signerCodes)
      .values(
        Array.from({ length: CODE_DAILY_SENDS }, () => ({
          signerId: w.signerB.id,
          codeHash: "x",
          expiresAt: recent,
          createdAt: recent,
        })),
      );
    const before = await signerState(w);
    const res = await sendCode(w);
    expect(res.status).toBe(429);
    expect(await message(res)).toBe(PROPOSAL_MESSAGES.codeDailySends);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await signerState(w)).toEqual(before);

    // A day later those codes no longer count.
    await db()
      .update(signerCodes)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where(eq(signerCodes.signerId, w.signerB.id));
    expect((await sendCode(w)).status).toBe(200);
  });

  it("caps wrong codes per day across codes; the refusal records nothing and even the right code waits", async () => {
    const w = await openRequest();
    expect((await sendCode(w)).status).toBe(200);
    const first = await latestCode(w.emailB);
    for (let i = 0; i < 3; i++) {
      const res = await verify(w, wrongFor(first));
      expect(res.status).toBe(400);
      expect(await message(res)).toBe(PROPOSAL_MESSAGES.codeWrong);
    }
    // A new code does not reset the day's count.
    expect((await sendCode(w)).status).toBe(200);
    const second = await latestCode(w.emailB);
    expect((await verify(w, wrongFor(second))).status).toBe(400);
    const last = await verify(w, wrongFor(second));
    expect(last.status).toBe(400);
    expect(await message(last)).toBe(PROPOSAL_MESSAGES.codeDailyWrong);

    const before = await signerState(w);
    expect(before.guard).toMatchObject({
      wrongTotal: CODE_DAILY_WRONG,
      dayWrong: CODE_DAILY_WRONG,
      lockedAt: null,
    });
    const right = await verify(w, second);
    expect(right.status).toBe(429);
    expect(await message(right)).toBe(PROPOSAL_MESSAGES.codeDailyWrong);
    expect(Number(right.headers.get("Retry-After"))).toBeGreaterThan(3600);
    // Nor is a new code e-mailed today: it could not be used.
    const more = await sendCode(w);
    expect(more.status).toBe(429);
    expect(await message(more)).toBe(PROPOSAL_MESSAGES.codeDailyWrong);
    expect(await signerState(w)).toEqual(before);
  });

  it(`locks the signer after ${CODE_LOCKOUT_WRONG} wrong codes in all, tells the studio once, and refuses everything after`, async () => {
    const w = await openRequest();
    // Yesterday's wrong codes: CODE_LOCKOUT_WRONG - 1 in all, today's window fresh.
    await db()
      .insert(signerCodeGuards)
      .values({
        signerId: w.signerB.id,
        wrongTotal: CODE_LOCKOUT_WRONG - 1,
        dayWrong: CODE_DAILY_WRONG,
        dayStartedAt: new Date(Date.now() - 25 * 3600_000).toISOString(),
      });
    expect((await sendCode(w)).status).toBe(200);
    const code = await latestCode(w.emailB);
    const res = await verify(w, wrongFor(code));
    expect(res.status).toBe(423);
    expect(await message(res)).toBe(PROPOSAL_MESSAGES.codeLocked);

    const studio = await db()
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, "proposal-locked"),
          eq(emailOutbox.toAddress, "hello@layered-interiors.com"),
        ),
      )
      .all();
    const notice = studio.filter((m) => m.text.includes(w.emailB));
    expect(notice).toHaveLength(1);
    expect(notice[0]?.subject).toContain("Cove Cottage");
    expect(notice[0]?.text).toContain("Unlock");
    expect(notice[0]?.text).not.toMatch(new RegExp(code));

    // Locked: the right code, a new code and a guess are refused, and nothing is recorded.
    const before = await signerState(w);
    for (const call of [() => verify(w, code), () => sendCode(w), () => verify(w, wrongFor(code))]) {
      const refused = await call();
      expect(refused.status).toBe(423);
      expect(await message(refused)).toBe(PROPOSAL_MESSAGES.codeLocked);
    }
    expect(await signerState(w)).toEqual(before);

    // The admin sees who is locked; the portal does not carry it.
    const list = await json<AdminProposal[]>(
      await api(`/api/projects/${w.project.id}/signature-requests`, { session: admin }),
    );
    const adminView = list.find((p) => p.id === w.proposal.id);
    expect(adminView?.signers.find((s) => s.id === w.signerB.id)?.codeLockedAt).toBeTruthy();
    expect(adminView?.signers.find((s) => s.id === w.signerA.id)?.codeLockedAt).toBeNull();
    const portal = await portalApi(`/api/portal/proposals?token=${w.token}&projectId=${w.project.id}`);
    const portalView = (await json<PortalProposal[]>(portal)).find((p) => p.id === w.proposal.id);
    expect(portalView?.signers.every((s) => !("codeLockedAt" in s))).toBe(true);
    const entries = await proposalAudit(w.proposal.id);
    expect(entries.filter((e) => e.action === "proposal.signer_locked")).toHaveLength(1);
  });

  it("parallel wrong guesses never count past the lockout, and the studio is told once", async () => {
    const w = await openRequest();
    await db()
      .insert(signerCodeGuards)
      .values({ signerId: w.signerB.id, wrongTotal: CODE_LOCKOUT_WRONG - 2, dayWrong: 0 });
    expect((await sendCode(w)).status).toBe(200);
    const code = await latestCode(w.emailB);
    // Five different wrong guesses at once (the code's own limit is five).
    const guesses = ["000001", "000002", "000003", "000004", "000005", "000006"]
      .filter((g) => g !== code)
      .slice(0, 5);
    const results = await Promise.all(guesses.map((g) => verify(w, g)));
    const statuses = results.map((r) => r.status).sort();
    // Exactly two guesses were compared (the last two before the lockout); the rest were refused.
    expect(statuses).toEqual([400, 423, 423, 423, 423]);
    const guard = (await signerState(w)).guard;
    expect(guard?.wrongTotal).toBe(CODE_LOCKOUT_WRONG);
    expect(guard?.lockedAt).toBeTruthy();
    const failures = await db()
      .select({ detail: proposalEvents.detail })
      .from(proposalEvents)
      .where(and(eq(proposalEvents.requestId, w.proposal.id), eq(proposalEvents.type, "code.failed")))
      .all();
    expect(failures.filter((f) => f.detail?.reason === "wrong")).toHaveLength(2);
    const notices = (
      await db().select().from(emailOutbox).where(eq(emailOutbox.kind, "proposal-locked")).all()
    ).filter((m) => m.text.includes(w.emailB));
    expect(notices).toHaveLength(1);
  });

  it("the studio unlocks a signer from the request (audited); a client or a visitor cannot", async () => {
    const w = await openRequest();
    await db()
      .insert(signerCodeGuards)
      .values({ signerId: w.signerB.id, wrongTotal: CODE_LOCKOUT_WRONG, lockedAt: new Date().toISOString() });
    const path = `/api/admin/signature-requests/${w.proposal.id}/unlock`;
    const before = await signerState(w);

    const anonymous = await api(path, { json: { signerId: w.signerB.id } });
    expect(anonymous.status).toBe(401);
    const client = await api(path, { session: w.clientA, json: { signerId: w.signerB.id } });
    expect(client.status).toBe(403);
    const linkHolder = await portalApi(path, { json: { signerId: w.signerB.id, token: w.token } });
    expect(linkHolder.status).toBe(401);
    const bad = await api(path, { session: admin, json: { signerId: "x" } });
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe("Choose the signer to unlock.");
    const other = await openRequest();
    const stranger = await api(path, { session: admin, json: { signerId: other.signerB.id } });
    expect(stranger.status).toBe(404);
    expect(await signerState(w)).toEqual(before);

    const res = await api(path, { session: admin, json: { signerId: w.signerB.id } });
    expect(res.status, await res.clone().text()).toBe(200);
    const view = await json<AdminProposal>(res);
    expect(view.signers.find((s) => s.id === w.signerB.id)?.codeLockedAt).toBeNull();
    const entries = await proposalAudit(w.proposal.id);
    const unlock = entries.filter((e) => e.action === "proposal.signer_unlocked");
    expect(unlock).toHaveLength(1);
    expect(unlock[0]?.actorEmail).toBe(admin.email);
    expect(unlock[0]?.detail).toMatchObject({ signer: w.emailB, title: "Design Fee Proposal" });

    // Not locked any more: a second unlock is refused and changes nothing; the signer can sign in.
    const again = await api(path, { session: admin, json: { signerId: w.signerB.id } });
    expect(again.status).toBe(409);
    expect(await message(again)).toBe(PROPOSAL_MESSAGES.notLocked);
    expect((await sendCode(w)).status).toBe(200);
    const ok = await verify(w, await latestCode(w.emailB));
    expect(ok.status, await ok.clone().text()).toBe(200);
  });
});

describe("signer actions in the audit log", () => {
  it("views, codes, signatures and the deposit payment, each once, in words in the Activity tab", async () => {
    const w = await openRequest("1,500");
    // B opens the private link (not yet known as a signer), asks for a code, mistypes, confirms.
    const pdf = await portalApi(
      `/api/portal/proposals/${w.proposal.id}/pdf?token=${w.token}&projectId=${w.project.id}`,
    );
    expect(pdf.status).toBe(200);
    await portalApi(`/api/portal/proposals/${w.proposal.id}/pdf?token=${w.token}&projectId=${w.project.id}`);
    expect((await sendCode(w)).status).toBe(200);
    const code = await latestCode(w.emailB);
    expect((await verify(w, wrongFor(code))).status).toBe(400);
    const verified = await verify(w, code);
    expect(verified.status).toBe(200);
    const { ticket } = await json<{ ticket: string }>(verified);
    // The right code gave its count back: only the wrong one stays.
    expect((await signerState(w)).guard).toMatchObject({ wrongTotal: 1, dayWrong: 1 });
    const signB = await portalApi(`/api/portal/proposals/${w.proposal.id}/sign`, {
      json: body(w, {
        ticket,
        fullName: "Blake Stone",
        kind: "typed",
        signature: "Blake Stone",
        documentSha256: w.hash,
        consent: true,
      }),
    });
    expect(signB.status, await signB.clone().text()).toBe(201);
    // A reads and signs signed in: the entries name A as the actor.
    const readA = await api(`/api/portal/proposals/${w.proposal.id}/pdf?projectId=${w.project.id}`, {
      session: w.clientA,
    });
    expect(readA.status).toBe(200);
    const signA = await api(`/api/portal/proposals/${w.proposal.id}/sign`, {
      session: w.clientA,
      json: typedSignature(w.signerA.id, "Avery Stone", w.hash, { projectId: w.project.id }),
    });
    expect(signA.status, await signA.clone().text()).toBe(201);

    // The deposit is paid through Checkout and Stripe's webhook (twice: the replay adds nothing).
    const checkout = await portalApi(`/api/portal/proposals/${w.proposal.id}/checkout`, {
      json: { token: w.token, projectId: w.project.id },
    });
    expect(checkout.status, await checkout.clone().text()).toBe(200);
    const payment = await depositPaymentOf(w.proposal.id);
    const payload = proposalDepositEvent("checkout.session.completed", payment, 150_000, {
      email: w.emailB,
      paymentIntent: `pi_codes_${payment.id}`,
      eventId: newEventId("evt_codes"),
    });
    const signature = await stripeSignature(payload);
    for (let i = 0; i < 2; i++) {
      const hook = await api("/api/stripe/webhook", {
        method: "POST",
        body: payload,
        headers: { "Stripe-Signature": signature, "Content-Type": "application/json" },
      });
      expect(hook.status).toBe(200);
    }

    const entries = await proposalAudit(w.proposal.id);
    expect(entries.map((e) => e.action)).toEqual([
      "proposal.viewed",
      "proposal.code_sent",
      "proposal.code_verified",
      "proposal.viewed",
      "proposal.signed",
      "proposal.viewed",
      "proposal.signed",
      "proposal.deposit_paid",
    ]);
    const [firstView, sent, confirmed, bView, bSigned, aView, aSigned, paid] = entries;
    expect(firstView?.detail).toMatchObject({ signer: null, title: "Design Fee Proposal" });
    expect(firstView?.actorEmail).toBeNull();
    expect(sent?.detail).toMatchObject({ signer: w.emailB });
    expect(confirmed?.detail).toMatchObject({ signer: w.emailB, wrongGuesses: 1 });
    expect(bView?.detail).toMatchObject({ signer: w.emailB });
    expect(bSigned?.detail).toMatchObject({ signer: w.emailB, identityMethod: "email_code" });
    expect(aView?.detail).toMatchObject({ signer: w.clientA.email });
    expect(aSigned?.detail).toMatchObject({ signer: w.clientA.email, identityMethod: "session" });
    expect(aSigned?.actorEmail).toBe(w.clientA.email);
    expect(paid?.detail).toMatchObject({ amountCents: 150_000, reference: `pi_codes_${payment?.id}` });
    for (const e of entries) {
      expect(auditActionLabel(e.action), e.action).not.toBe(e.action);
      expect(e.entityType).toBe("proposal");
    }
    // No entry ever holds a code.
    expect(JSON.stringify(entries)).not.toContain(code);

    // The Activity tab lists them under Proposals.
    const page = await api("/api/admin/audit?entityType=proposal", { session: admin });
    expect(page.status).toBe(200);
    expect(
      (await json<{ entries: { entityId: string }[] }>(page)).entries.some(
        (e) => e.entityId === String(w.proposal.id),
      ),
    ).toBe(true);
  });

  it("a privacy delete of an unsigned signer removes their guard and strikes their address from the entries", async () => {
    const w = await openRequest();
    expect((await sendCode(w)).status).toBe(200);
    expect((await verify(w, wrongFor(await latestCode(w.emailB)))).status).toBe(400);
    expect((await signerState(w)).guard).not.toBeNull();
    const res = await api("/api/admin/privacy/delete", {
      session: admin,
      json: { email: w.emailB, confirm: w.emailB },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(
      await db().select().from(signerCodeGuards).where(eq(signerCodeGuards.signerId, w.signerB.id)).all(),
    ).toEqual([]);
    const entries = await proposalAudit(w.proposal.id);
    expect(entries.some((e) => e.action === "proposal.code_sent")).toBe(true);
    expect(JSON.stringify(entries)).not.toContain(w.emailB);
  });

  it("a code used up by wrong guesses is one entry, not one per guess", async () => {
    const w = await openRequest();
    await db().insert(signerCodeGuards).values({ signerId: w.signerB.id, wrongTotal: 0, dayWrong: 0 });
    expect((await sendCode(w)).status).toBe(200);
    const code = await latestCode(w.emailB);
    // Four wrong guesses, then the day moves on so the fifth is still allowed on this code.
    for (let i = 0; i < 4; i++) expect((await verify(w, wrongFor(code))).status).toBe(400);
    await db()
      .update(signerCodeGuards)
      .set({ dayStartedAt: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where(eq(signerCodeGuards.signerId, w.signerB.id));
    const fifth = await verify(w, wrongFor(code));
    expect(await message(fifth)).toBe(PROPOSAL_MESSAGES.codeAttempts);
    const failed = (await proposalAudit(w.proposal.id)).filter((e) => e.action === "proposal.code_failed");
    expect(failed).toHaveLength(1);
    expect(failed[0]?.detail).toMatchObject({ signer: w.emailB, wrongGuesses: 5 });
    // The signer row itself is untouched by guessing.
    const row = await db().select().from(signatureSigners).where(eq(signatureSigners.id, w.signerB.id)).get();
    expect(row?.signedAt).toBeNull();
  });
});
