/**
 * Design fee proposals (issue 18) signed and paid from the portal. Mounted at
 * /api/portal/proposals (worker/index.ts). Access is the private link's token or the signed-in
 * client's assignment; refusals of access are the portal's 404, decided first (see
 * docs/decisions/0010-proposals.md). A signer's own link (`sl_…`, issue 25) is accepted here and
 * nowhere else, for its own request and signer only.
 *   GET  /api/portal/proposals                         the project's open and completed proposals
 *   GET  /api/portal/proposals/:id/pdf                 the exact bytes sent for signature
 *   POST /api/portal/proposals/:id/code                e-mail a six-digit code to a signer
 *   POST /api/portal/proposals/:id/verify              the code → a signing ticket
 *   POST /api/portal/proposals/:id/sign                one signer's signature
 *   POST /api/portal/proposals/:id/checkout            Stripe Checkout for the deposit
 *   GET  /api/portal/proposals/:id/signed-copy         the signed PDF (302, or ?format=json)
 */
import { type Context, Hono } from "hono";
import type { z } from "zod";
import { TOKEN_AUTHOR_NAME } from "../../src/shared/portal";
import { projectDisplayName } from "../../src/shared/project";
import {
  CODE_DAILY_SENDS,
  CODE_DAILY_WRONG,
  CODE_LOCKOUT_WRONG,
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MINUTES,
  type CodeSent,
  type CodeVerified,
  ESIGN_CONSENT,
  PROPOSAL_MESSAGES,
  type ProposalCheckout,
  SIGNER_LINK_PREFIX,
} from "../../src/shared/proposals";
import {
  codeRequestSchema,
  codeVerifySchema,
  proposalCheckoutSchema,
  signSchema,
} from "../../src/shared/proposals-schemas";
import { auditIfChangedStatement, auditStatement, recordAudit } from "../audit/queries";
import type { Project, SignatureRequest, SignatureSigner } from "../db/schema";
import { markDocumentOpened } from "../documents/queries";
import { depsOf } from "../http/deps";
import { ApiError, badRequest, conflict, forbidden, notFound, tooManyRequests } from "../http/errors";
import { eventSource } from "../http/event-source";
import { fileAnswer } from "../http/file-answer";
import { parseId } from "../http/params";
import { type Access, optionalId, readBody, resolveAccess, TOKEN_LOOKUP_LIMIT } from "../http/portal-access";
import { enforceRateLimit } from "../http/rate-limit";
import { parseOrThrow } from "../http/validate";
import { clockNow } from "../lib/clock";
import { hmacSign, randomToken, sha256Hex } from "../lib/crypto";
import { sendEmail } from "../notify/email";
import { deliverQueued, queueStudioNotice } from "../notify/outbox";
import { openPaymentSession, startCheckoutOnce } from "../shop/checkout-once";
import { linkAttempt } from "../shop/queries-checkout-attempts";
import { checkoutConfigured, stripeClient } from "../shop/stripe-client";
import { CHECKOUT_SESSION_SECONDS } from "../shop/stripe-session";
import type { AppEnv } from "../types";
import { getRequest, getSigners, recordViewed } from "./queries";
import {
  claimGuess,
  codesSentSince,
  countAttempt,
  createCode,
  dropUnsentCode,
  findTicket,
  getGuard,
  giveBackAttempt,
  guardState,
  latestCode,
  lockSigner,
  lockWouldApply,
  markCodeSent,
  recordCodeFailure,
  refundGuessStatement,
  sendWindowStart,
  verifyCode,
} from "./queries-codes";
import {
  createPayment,
  dropPayment,
  findOpenPayment,
  findPayment,
  setPaymentSession,
} from "./queries-payments";
import { insertSignature } from "./queries-signing";
import {
  findProjectRequest,
  isDocumentCurrent,
  listPortalProposals,
  requestProjectId,
} from "./queries-views";
import {
  hashStored,
  produceSignedCopy,
  proposalAdminLink,
  queueSignedNotices,
  signedCopyFileName,
  signedCopyUrl,
  signerAudit,
} from "./service";
import { checkDrawnSignature } from "./signature-image";
import { findSignerLink } from "./signer-links";

/** Mounted at /api/portal/proposals (worker/index.ts). */
export const proposalsPortalRouter = new Hono<AppEnv>();

const TICKET_TTL_MINUTES = 30;

/** Codes e-mailed per signer (and per IP): enough for a typo and a slow inbox, not for abuse. */
const CODE_SEND_LIMIT = { name: "proposal-code-send", limit: 5, windowSeconds: 15 * 60 };
const CODE_SEND_IP_LIMIT = { name: "proposal-code-send-ip", limit: 20, windowSeconds: 15 * 60 };
/** Guesses per IP across codes; each code also allows only CODE_MAX_ATTEMPTS guesses. */
const CODE_VERIFY_IP_LIMIT = { name: "proposal-code-verify-ip", limit: 30, windowSeconds: 15 * 60 };

type ProposalAccess = {
  access: Access;
  /** On a signer's own link: its signer and request (nothing else opens with it). */
  link: { signerId: number; requestId: number } | null;
};

/**
 * Portal access for the proposal calls: a signer's own link (for its request only), else the
 * portal's rules (project link or signed-in assignment). Every refusal is the portal's 404.
 */
async function proposalAccess(
  c: Context<AppEnv>,
  token: unknown,
  projectId: number | undefined,
  requestId?: number,
): Promise<ProposalAccess> {
  if (typeof token === "string" && token.startsWith(SIGNER_LINK_PREFIX)) {
    await enforceRateLimit(c, TOKEN_LOOKUP_LIMIT);
    const found = await findSignerLink(c.get("db"), token);
    if (!found) throw notFound();
    if (projectId !== undefined && found.project.id !== projectId) throw notFound();
    if (requestId !== undefined && found.link.requestId !== requestId) throw notFound();
    return {
      access: {
        project: found.project,
        viewer: { kind: "token" },
        authorName: TOKEN_AUTHOR_NAME,
        userId: null,
      },
      link: { signerId: found.link.signerId, requestId: found.link.requestId },
    };
  }
  const access = await resolveAccess(c, token, projectId, () =>
    requestId === undefined ? Promise.resolve(null) : requestProjectId(c.get("db"), requestId),
  );
  return { access, link: null };
}

/** The request of the project this caller may open, or the portal's 404. */
async function portalRequest(c: Context<AppEnv>, token: unknown, projectId: unknown) {
  const requestId = parseId(c.req.param("id"));
  const granted = await proposalAccess(c, token, optionalId(projectId), requestId);
  const request = await findProjectRequest(c.get("db"), granted.access.project.id, requestId);
  if (!request) throw notFound();
  return { access: granted.access, link: granted.link, request };
}

const fromQuery = (c: Context<AppEnv>) => portalRequest(c, c.req.query("token"), c.req.query("projectId"));
const fromBody = (c: Context<AppEnv>, body: Record<string, unknown>) =>
  portalRequest(c, body.token, body.projectId);

/** On a signer's own link, only that signer may ask for a code or sign. */
function requireLinkSigner(link: ProposalAccess["link"], signerId: number) {
  if (link && link.signerId !== signerId) throw forbidden(PROPOSAL_MESSAGES.notSigner);
}

/** The portal's list, narrowed to the link's request (and naming its signer) on a signer link. */
async function portalList(c: Context<AppEnv>, projectId: number, link: ProposalAccess["link"]) {
  const list = await listPortalProposals(c.get("db"), projectId, sessionEmail(c));
  if (!link) return list;
  return list.filter((p) => p.id === link.requestId).map((p) => ({ ...p, linkSignerId: link.signerId }));
}

function sessionEmail(c: Context<AppEnv>): string | null {
  return c.get("user")?.email.toLowerCase() ?? null;
}

/** Open for signing, or a clear refusal: voided, completed, or its version no longer current. */
async function requireOpen(c: Context<AppEnv>, request: SignatureRequest) {
  if (request.status === "voided") throw conflict(PROPOSAL_MESSAGES.voided);
  if (request.status !== "open") throw conflict(PROPOSAL_MESSAGES.requestNotOpen);
  if (!(await isDocumentCurrent(c.get("db"), request.documentId))) throw conflict(PROPOSAL_MESSAGES.voided);
}

async function requireSigner(
  c: Context<AppEnv>,
  request: SignatureRequest,
  signerId: number,
): Promise<SignatureSigner> {
  const signer = (await getSigners(c.get("db"), request.id)).find((s) => s.id === signerId);
  if (!signer) throw forbidden(PROPOSAL_MESSAGES.notSigner);
  if (signer.signedAt) throw conflict(PROPOSAL_MESSAGES.alreadySigned);
  return signer;
}

/**
 * What a signer's code request, verification and signature check first, in this order: the
 * link or session (fromBody), the body (`schema`), the request still open, a signer link's own
 * signer, the signer not signed yet.
 */
async function signerStep<T extends z.ZodType<{ signerId: number }>>(c: Context<AppEnv>, schema: T) {
  const body = await readBody(c);
  const { access, link, request } = await fromBody(c, body);
  const input: z.infer<T> = parseOrThrow(schema, body);
  await requireOpen(c, request);
  requireLinkSigner(link, input.signerId);
  const signer = await requireSigner(c, request, input.signerId);
  return { access, link, request, input, signer };
}

proposalsPortalRouter.get("/", async (c) => {
  const { access, link } = await proposalAccess(
    c,
    c.req.query("token"),
    optionalId(c.req.query("projectId")),
  );
  return c.json(await portalList(c, access.project.id, link));
});

/**
 * The proposal's bytes, from the Worker itself (same origin, so pdf.js reads them without
 * cross-origin storage rules), and only when they still are the bytes sent for signature.
 */
proposalsPortalRouter.get("/:id/pdf", async (c) => {
  const { request, link } = await fromQuery(c);
  if (request.status === "voided") throw conflict(PROPOSAL_MESSAGES.voided);
  // Hashed as a stream, then streamed out only if it is still that very object (same ETag): the
  // Worker never holds the file (issue 25).
  const stored = await hashStored(depsOf(c), request.documentObjectPath);
  if (!stored || stored.sha256 !== request.documentSha256) throw conflict(PROPOSAL_MESSAGES.documentChanged);
  const object = await c.env.MEDIA.get(request.documentObjectPath, { onlyIf: { etagMatches: stored.etag } });
  if (!object || !("body" in object)) throw conflict(PROPOSAL_MESSAGES.documentChanged);
  const email = sessionEmail(c);
  const signer = link
    ? { id: link.signerId }
    : email
      ? (await getSigners(c.get("db"), request.id)).find((s) => s.email === email)
      : undefined;
  await recordViewed(c.get("db"), request, signer?.id ?? null, eventSource(c), c.get("user"));
  // Read in the page: the document counts as opened for the admin and the portal's "New for you".
  if (request.documentId !== null) await markDocumentOpened(c.get("db"), request.documentId, "inline");
  return c.body(object.body, 200, {
    "Content-Type": "application/pdf",
    "Content-Length": String(object.size),
    "Content-Disposition": "inline",
    "X-Document-SHA256": request.documentSha256,
  });
});

/** A uniform random six-digit code (rejection sampling: no bias towards low digits). */
function sixDigits(): string {
  const buf = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buf);
    const n = buf[0] ?? 0;
    if (n < 4_294_000_000) return String(n % 1_000_000).padStart(6, "0");
  }
}

function codeHash(c: Context<AppEnv>, signerId: number, code: string) {
  return hmacSign(c.get("config").secret, "proposal-code", `${signerId}:${code}`);
}

function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}${"•".repeat(Math.max(1, Math.min(local.length - 1, 6)))}@${domain}`;
}

/**
 * The refusal for a signer the guard stops, or nothing: locked out (423, until the studio
 * unlocks), or today's wrong codes used up (429 until the 24-hour window ends; a new code would
 * not help either, so asking for one is refused the same way).
 */
function guardRefusal(state: ReturnType<typeof guardState>): ApiError | null {
  if (state.state === "locked") return new ApiError(423, PROPOSAL_MESSAGES.codeLocked);
  if (state.state === "daily")
    return tooManyRequests(state.retryAfterSeconds, PROPOSAL_MESSAGES.codeDailyWrong);
  return null;
}

proposalsPortalRouter.post("/:id/code", async (c) => {
  const { access, request, signer } = await signerStep(c, codeRequestSchema);
  const db = c.get("db");
  // Locked out, or today's codes all sent: refused before anything is counted or sent.
  const guard = await getGuard(db, signer.id);
  const refused = guardRefusal(guardState(guard));
  if (refused) throw refused;
  const since = sendWindowStart(guard);
  if ((await codesSentSince(db, signer.id, since)) >= CODE_DAILY_SENDS) {
    throw tooManyRequests(60 * 60, PROPOSAL_MESSAGES.codeDailySends);
  }
  await enforceRateLimit(c, CODE_SEND_IP_LIMIT, undefined, PROPOSAL_MESSAGES.codeRateLimited);
  await enforceRateLimit(c, CODE_SEND_LIMIT, `signer-${signer.id}`, PROPOSAL_MESSAGES.codeRateLimited);
  const code = sixDigits();
  const codeId = await createCode(db, {
    signerId: signer.id,
    codeHash: await codeHash(c, signer.id, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000).toISOString(),
    since,
  });
  if (codeId === null) {
    // A parallel request took the last code of the day, or locked the signer.
    throw (
      guardRefusal(guardState(await getGuard(db, signer.id))) ??
      tooManyRequests(60 * 60, PROPOSAL_MESSAGES.codeDailySends)
    );
  }
  const config = c.get("config");
  const source = eventSource(c);
  // Awaited: the signer is told at once when the code cannot be e-mailed. The code is the
  // message's secret, so no kept copy shows it (worker/notify/email.ts), bar local development.
  const delivery = await sendEmail(depsOf(c), {
    kind: "proposal-code",
    to: signer.email,
    subject: `${code} is your signing code for ${projectDisplayName(access.project)}`,
    text: [
      `Dear ${signer.name},`,
      "",
      `Your code to sign "${request.documentTitle}" is: ${code}`,
      "",
      `It works for ${CODE_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this e-mail.`,
      "",
      `${config.STUDIO_NAME} · ${config.STUDIO_EMAIL}`,
    ].join("\n"),
    secret: code,
  });
  if (delivery === "failed") {
    await dropUnsentCode(db, { requestId: request.id, signerId: signer.id, codeId }, source);
    // The studio is told in Setup (worker/setup/health.ts counts the codes that did not go out).
    throw new ApiError(503, PROPOSAL_MESSAGES.codeUnavailable);
  }
  await markCodeSent(db, { requestId: request.id, signerId: signer.id }, source, [
    auditStatement(db, c.get("user"), signerAudit(request, signer, "proposal.code_sent")),
  ]);
  return c.json({ sentTo: maskEmail(signer.email), expiresInMinutes: CODE_TTL_MINUTES } satisfies CodeSent);
});

/**
 * Tells the studio a signer was locked out: queued for the lock's own batch (issue 25), before
 * the lock and written only if that batch locks (lockWouldApply), so once per lockout, never for
 * a refused code of a signer already locked.
 */
function queueLockedNotice(
  c: Context<AppEnv>,
  project: Project,
  request: SignatureRequest,
  signer: SignatureSigner,
) {
  const name = projectDisplayName(project);
  return queueStudioNotice(
    depsOf(c),
    `Signer locked out after wrong codes: ${name}`,
    [
      `${signer.name} (${signer.email}) can no longer confirm their identity with an e-mailed code for "${request.documentTitle}" (${name}): ${CODE_LOCKOUT_WRONG} wrong codes were entered.`,
      "",
      "If it was them, unlock them in the admin (Documents, the proposal's signature request: Unlock). If you did not expect it, someone else may have the project's private link: consider replacing it.",
      "",
      `Open the proposal: ${proposalAdminLink(depsOf(c), request)}`,
    ].join("\n"),
    { kind: "proposal-locked", when: lockWouldApply(signer.id) },
  );
}

proposalsPortalRouter.post("/:id/verify", async (c) => {
  const { access, request, input, signer } = await signerStep(c, codeVerifySchema);
  const db = c.get("db");
  // Locked out, or today's wrong codes used up: refused before anything is counted.
  const refused = guardRefusal(guardState(await getGuard(db, signer.id)));
  if (refused) throw refused;
  await enforceRateLimit(c, CODE_VERIFY_IP_LIMIT, undefined, PROPOSAL_MESSAGES.codeAttempts);
  const source = eventSource(c);
  const code = await latestCode(db, signer.id);
  if (!code) throw badRequest(PROPOSAL_MESSAGES.codeExpired, { code: PROPOSAL_MESSAGES.codeExpired });
  if (Date.parse(code.expiresAt) <= clockNow()) {
    await recordCodeFailure(db, request.id, signer.id, "expired", source);
    throw badRequest(PROPOSAL_MESSAGES.codeExpired, { code: PROPOSAL_MESSAGES.codeExpired });
  }
  const attempts = await countAttempt(db, code.id, CODE_MAX_ATTEMPTS);
  if (attempts === null) {
    await recordCodeFailure(db, request.id, signer.id, "attempts", source);
    throw tooManyRequests(60, PROPOSAL_MESSAGES.codeAttempts);
  }
  // The guess counts against the signer before it is compared (the lockout's bound holds under
  // parallel guesses); a refused claim gives the code's attempt back: nothing was compared.
  const claim = await claimGuess(db, signer.id);
  if (!claim) {
    await giveBackAttempt(db, code.id);
    throw (
      guardRefusal(guardState(await getGuard(db, signer.id))) ??
      new ApiError(423, PROPOSAL_MESSAGES.codeLocked)
    );
  }
  if ((await codeHash(c, signer.id, input.code)) !== code.codeHash) {
    await recordCodeFailure(db, request.id, signer.id, "wrong", source);
    if (claim.wrongTotal >= CODE_LOCKOUT_WRONG) {
      const notice = queueLockedNotice(c, access.project, request, signer);
      const locked = await lockSigner(
        db,
        { requestId: request.id, signerId: signer.id },
        source,
        [
          auditIfChangedStatement(
            db,
            c.get("user"),
            signerAudit(request, signer, "proposal.signer_locked", { wrongCodes: claim.wrongTotal }),
          ),
        ],
        [notice.statement],
      );
      if (locked) deliverQueued(depsOf(c), notice);
      throw new ApiError(423, PROPOSAL_MESSAGES.codeLocked);
    }
    // One audit entry per code used up by wrong guesses (each guess is in the request's trail).
    if (attempts >= CODE_MAX_ATTEMPTS) {
      await recordAudit(
        db,
        c.get("user"),
        signerAudit(request, signer, "proposal.code_failed", { wrongGuesses: attempts }),
      );
    }
    const message =
      claim.dayWrong >= CODE_DAILY_WRONG
        ? PROPOSAL_MESSAGES.codeDailyWrong
        : attempts >= CODE_MAX_ATTEMPTS
          ? PROPOSAL_MESSAGES.codeAttempts
          : PROPOSAL_MESSAGES.codeWrong;
    throw badRequest(message, { code: message });
  }
  const ticket = randomToken(32);
  const expiresAt = new Date(Date.now() + TICKET_TTL_MINUTES * 60_000).toISOString();
  const ok = await verifyCode(
    db,
    {
      requestId: request.id,
      signerId: signer.id,
      codeId: code.id,
      ticketHash: await sha256Hex(ticket),
      ticketExpiresAt: expiresAt,
    },
    source,
    [
      // Right after the trail's event: written only if this call verified the code.
      auditIfChangedStatement(
        db,
        c.get("user"),
        signerAudit(request, signer, "proposal.code_verified", { wrongGuesses: attempts - 1 }),
      ),
      // A right guess is not a wrong one: the signer's count is given back.
      refundGuessStatement(db, signer.id),
    ],
  );
  if (!ok) throw badRequest(PROPOSAL_MESSAGES.codeExpired, { code: PROPOSAL_MESSAGES.codeExpired });
  await recordViewed(db, request, signer.id, source, c.get("user"));
  return c.json({ ticket, expiresAt } satisfies CodeVerified);
});

proposalsPortalRouter.post("/:id/sign", async (c) => {
  const { access, link, request, input, signer } = await signerStep(c, signSchema);
  const db = c.get("db");
  let identityMethod: "session" | "email_code";
  if (sessionEmail(c) === signer.email) {
    identityMethod = "session";
  } else if (input.ticket && (await findTicket(db, signer.id, await sha256Hex(input.ticket)))) {
    identityMethod = "email_code";
  } else {
    throw forbidden(PROPOSAL_MESSAGES.identityRequired);
  }
  if (input.documentSha256 !== request.documentSha256) throw conflict(PROPOSAL_MESSAGES.hashMismatch);
  // Decoded before anything is recorded (issue 25): a signature that completes the request can
  // always be drawn on the signed copy.
  if (input.kind === "drawn") {
    const image = await checkDrawnSignature(input.signature);
    if (!image.ok) throw badRequest(image.message, { signature: image.message });
  }
  // The stored bytes are hashed again: a signature never applies to other bytes than those sent.
  const stored = await hashStored(depsOf(c), request.documentObjectPath);
  if (!stored || stored.sha256 !== request.documentSha256) throw conflict(PROPOSAL_MESSAGES.documentChanged);
  const signedAt = new Date().toISOString();
  // The studio's notice is queued in the signature's own batch (issue 25: no e-mail lost).
  const notices = queueSignedNotices(depsOf(c), access.project, request, signer, signedAt);
  const outcome = await insertSignature(
    db,
    {
      at: signedAt,
      requestId: request.id,
      signerId: signer.id,
      fullName: input.fullName,
      kind: input.kind,
      signatureData: input.kind === "typed" ? input.signature.trim() : input.signature,
      documentSha256: request.documentSha256,
      identityMethod,
      consentText: ESIGN_CONSENT,
      source: eventSource(c),
      audit: {
        actor: c.get("user"),
        signerEmail: signer.email,
        title: request.documentTitle,
        documentId: request.documentId,
      },
    },
    notices.map((n) => n.statement),
  );
  deliverQueued(depsOf(c), ...notices);
  if (outcome === "already_signed") throw conflict(PROPOSAL_MESSAGES.alreadySigned);
  if (outcome === "not_open") throw conflict(PROPOSAL_MESSAGES.requestNotOpen);
  const after = (await getRequest(db, request.id)) ?? request;
  // Never throws: a failure leaves the request complete, is recorded and logged, and the hourly
  // cron builds the copy again (worker/cron.ts retrySignedCopies); the signature stands.
  if (outcome === "completed") await produceSignedCopy(depsOf(c), after);
  const list = await portalList(c, access.project.id, link);
  return c.json(
    list.find((p) => p.id === request.id),
    201,
  );
});

proposalsPortalRouter.post("/:id/checkout", async (c) => {
  const body = await readBody(c);
  const { access, request } = await fromBody(c, body);
  parseOrThrow(proposalCheckoutSchema, body);
  if (request.status === "voided") throw conflict(PROPOSAL_MESSAGES.voided);
  if (request.status !== "completed") throw conflict(PROPOSAL_MESSAGES.notSignedYet);
  if (request.depositCents === null) throw conflict(PROPOSAL_MESSAGES.noDeposit);
  if (request.depositPaidAt) throw conflict(PROPOSAL_MESSAGES.alreadyPaid);
  const config = c.get("config");
  const stripe = stripeClient(config);
  if (!checkoutConfigured(config) || !stripe) return c.json({ message: PROPOSAL_MESSAGES.paymentsOff }, 503);
  const db = c.get("db");
  // A checkout still open for this deposit (made before attempts were claimed) is reused.
  const open = await findOpenPayment(db, request.id);
  if (open?.checkoutUrl) return c.json({ url: open.checkoutUrl } satisfies ProposalCheckout);

  const expiresAt = Math.floor(Date.now() / 1000) + CHECKOUT_SESSION_SECONDS;
  // Payers arriving together (two signers, two tabs) claim one attempt for this deposit: one of
  // them opens the Checkout Session, the others get its URL (worker/shop/checkout-once.ts).
  const url = await startCheckoutOnce(db, `deposit:${request.id}`, new Date(expiresAt * 1000).toISOString(), {
    stillPayable: async (attempt) => {
      if (attempt.paymentId === null) return false;
      const payment = await findPayment(db, attempt.paymentId);
      return payment?.status === "created" && payment.expiresAt > new Date().toISOString();
    },
    open: async (attempt) => {
      // The amount is the request's, from the database; nothing in the body is read for it.
      const paymentId = await createPayment(
        db,
        {
          requestId: request.id,
          amountCents: request.depositCents ?? 0,
          currency: request.currency,
          expiresAt: new Date(expiresAt * 1000).toISOString(),
        },
        eventSource(c),
      );
      await linkAttempt(db, attempt.id, { paymentId });
      const pid = access.project.id;
      // Back to the portal: the private link's token is not handed to Stripe; the SPA restores it
      // from the tab's session (portal mode) when the address has none.
      const back = (outcome: string) =>
        access.viewer.kind === "client"
          ? `${config.appOrigin}/portal?project=${pid}&proposal=${request.id}&deposit=${outcome}`
          : `${config.appOrigin}/portal/${pid}?proposal=${request.id}&deposit=${outcome}`;
      let session: { id: string; url: string };
      try {
        session = await openPaymentSession(stripe, attempt, {
          currency: request.currency,
          amountCents: request.depositCents ?? 0,
          product: { name: `Design fee deposit: ${projectDisplayName(access.project)}` },
          back,
          expiresAt,
          clientReferenceId: `proposal-${request.id}`,
          metadata: {
            kind: "proposal_deposit",
            proposalId: String(request.id),
            projectId: String(pid),
            paymentId: String(paymentId),
          },
        });
      } catch (error) {
        console.error("Deposit Checkout Session failed", error instanceof Error ? error.message : error);
        await dropPayment(db, paymentId);
        throw new ApiError(502, PROPOSAL_MESSAGES.paymentFailed);
      }
      await setPaymentSession(db, paymentId, session.id, session.url, attempt.id);
      return session.url;
    },
  });
  return c.json({ url } satisfies ProposalCheckout);
});

proposalsPortalRouter.get("/:id/signed-copy", async (c) => {
  const { request } = await fromQuery(c);
  return fileAnswer(c, await signedCopyUrl(depsOf(c), request), signedCopyFileName(request));
});
