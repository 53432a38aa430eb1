/**
 * Design fee proposals signed and paid from the portal (issue 18).
 *
 * Admin
 *   POST /api/admin/documents/:id/signature-requests   send the current version for signature
 *   GET  /api/projects/:id/signature-requests          status per request, with its trail
 *   POST /api/admin/signature-requests/:id/remind      e-mail the signers who have not signed
 *   POST /api/admin/signature-requests/:id/void        end an open request
 *   GET  /api/admin/signature-requests/:id/signed-copy the signed PDF (302, or ?format=json)
 * Portal (private link token, or the signed-in client's assignment; refusals of access are the
 * portal's 404, decided first; see docs/decisions/0010-proposals.md)
 *   GET  /api/portal/proposals                         the project's open and completed proposals
 *   GET  /api/portal/proposals/:id/pdf                 the exact bytes sent for signature
 *   POST /api/portal/proposals/:id/code                e-mail a six-digit code to a signer
 *   POST /api/portal/proposals/:id/verify              the code → a signing ticket
 *   POST /api/portal/proposals/:id/sign                one signer's signature
 *   POST /api/portal/proposals/:id/checkout            Stripe Checkout for the deposit
 *   GET  /api/portal/proposals/:id/signed-copy         the signed PDF (302, or ?format=json)
 */
import { type Context, Hono } from "hono";
import { eq } from "drizzle-orm";
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MINUTES,
  type CodeSent,
  type CodeVerified,
  codeRequestSchema,
  codeVerifySchema,
  ESIGN_CONSENT,
  PROPOSAL_CATEGORY,
  PROPOSAL_MAX_BYTES,
  PROPOSAL_MESSAGES,
  type ProposalCheckout,
  proposalCheckoutSchema,
  signatureRequestSchema,
  signSchema,
} from "../../src/shared/proposals";
import { projectDisplayName } from "../../src/shared/project";
import { requireAdmin } from "../auth/guards";
import { auditIfChangedStatement, auditStatement } from "../db/queries/audit";
import { getDocument, markDocumentOpened } from "../db/queries/documents";
import {
  countAttempt,
  createCode,
  createPayment,
  createSignatureRequest,
  dropPayment,
  findOpenPayment,
  findProjectRequest,
  findRequestForDocument,
  findTicket,
  getRequest,
  getSigners,
  insertSignature,
  isDocumentCurrent,
  latestCode,
  listAdminProposals,
  listPortalProposals,
  markReminded,
  recordCodeFailure,
  recordViewed,
  requestProjectId,
  setPaymentSession,
  verifyCode,
  voidRequest,
} from "../db/queries/proposals";
import { projectExists } from "../db/queries/project-lookup";
import { projects, type SignatureRequest, type SignatureSigner } from "../db/schema";
import { ApiError, badRequest, conflict, forbidden, notFound, tooManyRequests } from "../http/errors";
import { parseId } from "../http/params";
import { enforceRateLimit } from "../http/rate-limit";
import { parseOrThrow, validate } from "../http/validate";
import { hmacSign, randomToken, sha256Hex } from "../lib/crypto";
import { sendEmail } from "../notify/email";
import {
  emailSigners,
  emailSignersVoided,
  eventSource,
  notifySigned,
  hashStored,
  produceSignedCopy,
  signedCopyFileName,
} from "../proposals/service";
import { checkDrawnSignature } from "../proposals/signature-image";
import { checkoutConfigured, stripeClient } from "../shop/stripe-client";
import { DOWNLOAD_URL_TTL_SECONDS, fileDownloadUrl } from "../storage/uploads";
import type { AppEnv } from "../types";
import { type Access, optionalId, readBody, resolveAccess } from "./portal";
import { CHECKOUT_SESSION_SECONDS } from "./checkout";

export const proposalsRouter = new Hono<AppEnv>();

const DOCUMENT_NOT_FOUND = "Document not found.";
const REQUEST_NOT_FOUND = "Signature request not found.";
const TICKET_TTL_MINUTES = 30;

/** Codes e-mailed per signer (and per IP): enough for a typo and a slow inbox, not for abuse. */
const CODE_SEND_LIMIT = { name: "proposal-code-send", limit: 5, windowSeconds: 15 * 60 };
const CODE_SEND_IP_LIMIT = { name: "proposal-code-send-ip", limit: 20, windowSeconds: 15 * 60 };
/** Guesses per IP across codes; each code also allows only CODE_MAX_ATTEMPTS guesses. */
const CODE_VERIFY_IP_LIMIT = { name: "proposal-code-verify-ip", limit: 30, windowSeconds: 15 * 60 };

async function projectRow(c: Context<AppEnv>, id: number) {
  const project = await c.get("db").select().from(projects).where(eq(projects.id, id)).get();
  if (!project) throw notFound("Project not found.");
  return project;
}

async function adminProposal(c: Context<AppEnv>, request: SignatureRequest) {
  const list = await listAdminProposals(c.get("db"), request.projectId);
  return list.find((p) => p.id === request.id);
}

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

proposalsRouter.post(
  "/admin/documents/:id/signature-requests",
  requireAdmin,
  validate("json", signatureRequestSchema),
  async (c) => {
    const id = parseId(c.req.param("id"), DOCUMENT_NOT_FOUND);
    const db = c.get("db");
    const input = c.req.valid("json");
    const doc = await getDocument(db, id);
    if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
    if (
      doc.category !== PROPOSAL_CATEGORY ||
      doc.source !== "studio" ||
      doc.supersededAt !== null ||
      doc.mimeType !== "application/pdf"
    ) {
      throw badRequest(PROPOSAL_MESSAGES.notProposal);
    }
    if (doc.fileSize > PROPOSAL_MAX_BYTES) throw badRequest(PROPOSAL_MESSAGES.tooLarge);
    // A signed version is final: a changed proposal is a new version (which voids nothing signed).
    if (await findRequestForDocument(db, doc.id, "completed"))
      throw conflict(PROPOSAL_MESSAGES.versionSigned);
    // Hashed as a stream: the file is never held in the Worker here (issue 25).
    const stored = await hashStored(c, doc.objectPath);
    if (!stored) throw conflict("The proposal file is missing from storage. Please upload it again.");
    if (stored.size > PROPOSAL_MAX_BYTES) throw badRequest(PROPOSAL_MESSAGES.tooLarge);
    const project = await projectRow(c, doc.projectId);
    const user = c.get("user");
    if (!user) throw forbidden();
    const created = await createSignatureRequest(
      db,
      {
        projectId: doc.projectId,
        document: doc,
        documentSha256: stored.sha256,
        signers: input.signers,
        depositCents: input.deposit,
        message: input.message,
        createdByUserId: user.id,
      },
      [
        auditStatement(db, user, {
          action: "proposal.request",
          entityType: "document",
          entityId: doc.id,
          detail: {
            projectId: doc.projectId,
            title: doc.title,
            signers: input.signers.map((s) => s.email),
            depositCents: input.deposit,
            documentSha256: stored.sha256,
          },
        }),
      ],
    );
    if (!created.ok) throw conflict(PROPOSAL_MESSAGES.alreadyOpen);
    await emailSigners(c, project, created.request, "request");
    return c.json(await adminProposal(c, created.request), 201);
  },
);

proposalsRouter.get("/projects/:id/signature-requests", requireAdmin, async (c) => {
  const projectId = parseId(c.req.param("id"), "Project not found.");
  const db = c.get("db");
  if (!(await projectExists(db, projectId))) throw notFound("Project not found.");
  return c.json(await listAdminProposals(db, projectId));
});

async function adminRequest(c: Context<AppEnv>) {
  const id = parseId(c.req.param("id"), REQUEST_NOT_FOUND);
  const request = await getRequest(c.get("db"), id);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  return request;
}

proposalsRouter.post("/admin/signature-requests/:id/remind", requireAdmin, async (c) => {
  const request = await adminRequest(c);
  if (request.status !== "open") throw conflict(PROPOSAL_MESSAGES.cannotRemind);
  const project = await projectRow(c, request.projectId);
  const ids = await emailSigners(c, project, request, "reminder");
  const db = c.get("db");
  await markReminded(db, request.id, ids, [
    auditStatement(db, c.get("user"), {
      action: "proposal.remind",
      entityType: "document",
      entityId: request.documentId,
      detail: { requestId: request.id, title: request.documentTitle, signerIds: ids },
    }),
  ]);
  return c.json(await adminProposal(c, request));
});

proposalsRouter.post("/admin/signature-requests/:id/void", requireAdmin, async (c) => {
  const request = await adminRequest(c);
  const db = c.get("db");
  const body = await readBody(c);
  const reason =
    typeof body.reason === "string" && body.reason.trim()
      ? body.reason.trim().slice(0, 300)
      : "Voided by the studio.";
  const voided = await voidRequest(db, request.id, reason, eventSource(c), [
    auditIfChangedStatement(db, c.get("user"), {
      action: "proposal.void",
      entityType: "document",
      entityId: request.documentId,
      detail: { requestId: request.id, title: request.documentTitle, reason },
    }),
  ]);
  if (!voided) throw conflict(PROPOSAL_MESSAGES.cannotVoid);
  await emailSignersVoided(c, request.id, "studio");
  const after = (await getRequest(db, request.id)) ?? request;
  return c.json(await adminProposal(c, after));
});

async function signedCopyUrl(c: Context<AppEnv>, request: SignatureRequest) {
  if (request.status !== "completed") throw conflict(PROPOSAL_MESSAGES.notCompleted);
  let key = request.signedCopyKey;
  // A copy still pending (its last build failed) is built again on demand, like the cron does.
  if (!key || request.signedCopyError !== null || !(await c.env.MEDIA.head(key)))
    key = (await produceSignedCopy(c, request)) ?? (request.signedCopyError === null ? null : key);
  if (!key) throw conflict(PROPOSAL_MESSAGES.signedCopyPending);
  return fileDownloadUrl(c, {
    key,
    fileName: signedCopyFileName(request),
    mimeType: "application/pdf",
    disposition: "attachment",
  });
}

function fileAnswer(c: Context<AppEnv>, url: string, fileName: string) {
  if (c.req.query("format") === "json")
    return c.json({ url, fileName, expiresInSeconds: DOWNLOAD_URL_TTL_SECONDS });
  c.header("Referrer-Policy", "no-referrer");
  return c.redirect(url, 302);
}

proposalsRouter.get("/admin/signature-requests/:id/signed-copy", requireAdmin, async (c) => {
  const request = await adminRequest(c);
  return fileAnswer(c, await signedCopyUrl(c, request), signedCopyFileName(request));
});

// ---------------------------------------------------------------------------------------------
// Portal
// ---------------------------------------------------------------------------------------------

/** The request of the project this caller may open, or the portal's 404. */
async function portalRequest(c: Context<AppEnv>, access: () => Promise<Access>) {
  const requestId = parseId(c.req.param("id"));
  const granted = await access();
  const request = await findProjectRequest(c.get("db"), granted.project.id, requestId);
  if (!request) throw notFound();
  return { access: granted, request };
}

function accessFromQuery(c: Context<AppEnv>) {
  const requestId = parseId(c.req.param("id"));
  return () =>
    resolveAccess(c, c.req.query("token"), optionalId(c.req.query("projectId")), () =>
      requestProjectId(c.get("db"), requestId),
    );
}

function accessFromBody(c: Context<AppEnv>, body: Record<string, unknown>) {
  const requestId = parseId(c.req.param("id"));
  return () =>
    resolveAccess(c, body.token, optionalId(body.projectId), () => requestProjectId(c.get("db"), requestId));
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

proposalsRouter.get("/portal/proposals", async (c) => {
  const access = await resolveAccess(c, c.req.query("token"), optionalId(c.req.query("projectId")));
  return c.json(await listPortalProposals(c.get("db"), access.project.id, sessionEmail(c)));
});

/**
 * The proposal's bytes, from the Worker itself (same origin, so pdf.js reads them without
 * cross-origin storage rules), and only when they still are the bytes sent for signature.
 */
proposalsRouter.get("/portal/proposals/:id/pdf", async (c) => {
  const { request } = await portalRequest(c, accessFromQuery(c));
  if (request.status === "voided") throw conflict(PROPOSAL_MESSAGES.voided);
  // Hashed as a stream, then streamed out only if it is still that very object (same ETag): the
  // Worker never holds the file (issue 25).
  const stored = await hashStored(c, request.documentObjectPath);
  if (!stored || stored.sha256 !== request.documentSha256) throw conflict(PROPOSAL_MESSAGES.documentChanged);
  const object = await c.env.MEDIA.get(request.documentObjectPath, { onlyIf: { etagMatches: stored.etag } });
  if (!object || !("body" in object)) throw conflict(PROPOSAL_MESSAGES.documentChanged);
  const email = sessionEmail(c);
  const signer = email
    ? (await getSigners(c.get("db"), request.id)).find((s) => s.email === email)
    : undefined;
  await recordViewed(c.get("db"), request, signer?.id ?? null, eventSource(c));
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

proposalsRouter.post("/portal/proposals/:id/code", async (c) => {
  const body = await readBody(c);
  const { access, request } = await portalRequest(c, accessFromBody(c, body));
  const input = parseOrThrow(codeRequestSchema, body);
  await requireOpen(c, request);
  const signer = await requireSigner(c, request, input.signerId);
  await enforceRateLimit(c, CODE_SEND_IP_LIMIT, undefined, PROPOSAL_MESSAGES.codeRateLimited);
  await enforceRateLimit(c, CODE_SEND_LIMIT, `signer-${signer.id}`, PROPOSAL_MESSAGES.codeRateLimited);
  const code = sixDigits();
  await createCode(
    c.get("db"),
    {
      requestId: request.id,
      signerId: signer.id,
      codeHash: await codeHash(c, signer.id, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000).toISOString(),
    },
    eventSource(c),
  );
  const config = c.get("config");
  await sendEmail(c, {
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
  });
  return c.json({ sentTo: maskEmail(signer.email), expiresInMinutes: CODE_TTL_MINUTES } satisfies CodeSent);
});

proposalsRouter.post("/portal/proposals/:id/verify", async (c) => {
  const body = await readBody(c);
  const { request } = await portalRequest(c, accessFromBody(c, body));
  const input = parseOrThrow(codeVerifySchema, body);
  await requireOpen(c, request);
  const signer = await requireSigner(c, request, input.signerId);
  await enforceRateLimit(c, CODE_VERIFY_IP_LIMIT, undefined, PROPOSAL_MESSAGES.codeAttempts);
  const db = c.get("db");
  const source = eventSource(c);
  const code = await latestCode(db, signer.id);
  if (!code) throw badRequest(PROPOSAL_MESSAGES.codeExpired, { code: PROPOSAL_MESSAGES.codeExpired });
  if (Date.parse(code.expiresAt) <= Date.now()) {
    await recordCodeFailure(db, request.id, signer.id, "expired", source);
    throw badRequest(PROPOSAL_MESSAGES.codeExpired, { code: PROPOSAL_MESSAGES.codeExpired });
  }
  const attempts = await countAttempt(db, code.id, CODE_MAX_ATTEMPTS);
  if (attempts === null) {
    await recordCodeFailure(db, request.id, signer.id, "attempts", source);
    throw tooManyRequests(60, PROPOSAL_MESSAGES.codeAttempts);
  }
  if ((await codeHash(c, signer.id, input.code)) !== code.codeHash) {
    await recordCodeFailure(db, request.id, signer.id, "wrong", source);
    const message =
      attempts >= CODE_MAX_ATTEMPTS ? PROPOSAL_MESSAGES.codeAttempts : PROPOSAL_MESSAGES.codeWrong;
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
  );
  if (!ok) throw badRequest(PROPOSAL_MESSAGES.codeExpired, { code: PROPOSAL_MESSAGES.codeExpired });
  await recordViewed(db, request, signer.id, source);
  return c.json({ ticket, expiresAt } satisfies CodeVerified);
});

proposalsRouter.post("/portal/proposals/:id/sign", async (c) => {
  const body = await readBody(c);
  const { access, request } = await portalRequest(c, accessFromBody(c, body));
  const input = parseOrThrow(signSchema, body);
  await requireOpen(c, request);
  const signer = await requireSigner(c, request, input.signerId);
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
  const stored = await hashStored(c, request.documentObjectPath);
  if (!stored || stored.sha256 !== request.documentSha256) throw conflict(PROPOSAL_MESSAGES.documentChanged);
  const outcome = await insertSignature(db, {
    requestId: request.id,
    signerId: signer.id,
    fullName: input.fullName,
    kind: input.kind,
    signatureData: input.kind === "typed" ? input.signature.trim() : input.signature,
    documentSha256: request.documentSha256,
    identityMethod,
    consentText: ESIGN_CONSENT,
    source: eventSource(c),
  });
  if (outcome === "already_signed") throw conflict(PROPOSAL_MESSAGES.alreadySigned);
  if (outcome === "not_open") throw conflict(PROPOSAL_MESSAGES.requestNotOpen);
  const after = (await getRequest(db, request.id)) ?? request;
  // Never throws: a failure leaves the request complete, is recorded and logged, and the hourly
  // cron builds the copy again (worker/cron.ts retrySignedCopies); the signature stands.
  if (outcome === "completed") await produceSignedCopy(c, after);
  notifySigned(c, access.project, after, signer, outcome === "completed");
  const list = await listPortalProposals(db, access.project.id, sessionEmail(c));
  return c.json(
    list.find((p) => p.id === request.id),
    201,
  );
});

proposalsRouter.post("/portal/proposals/:id/checkout", async (c) => {
  const body = await readBody(c);
  const { access, request } = await portalRequest(c, accessFromBody(c, body));
  parseOrThrow(proposalCheckoutSchema, body);
  if (request.status === "voided") throw conflict(PROPOSAL_MESSAGES.voided);
  if (request.status !== "completed") throw conflict(PROPOSAL_MESSAGES.notSignedYet);
  if (request.depositCents === null) throw conflict(PROPOSAL_MESSAGES.noDeposit);
  if (request.depositPaidAt) throw conflict(PROPOSAL_MESSAGES.alreadyPaid);
  const config = c.get("config");
  const stripe = stripeClient(config);
  if (!checkoutConfigured(config) || !stripe) return c.json({ message: PROPOSAL_MESSAGES.paymentsOff }, 503);
  const db = c.get("db");
  // A checkout still open for this deposit is reused: two open sessions could both be paid.
  const open = await findOpenPayment(db, request.id);
  if (open?.checkoutUrl) return c.json({ url: open.checkoutUrl } satisfies ProposalCheckout);

  const expiresAt = Math.floor(Date.now() / 1000) + CHECKOUT_SESSION_SECONDS;
  // The amount is the request's, from the database; nothing in the body is read for it.
  const paymentId = await createPayment(
    db,
    {
      requestId: request.id,
      amountCents: request.depositCents,
      currency: request.currency,
      expiresAt: new Date(expiresAt * 1000).toISOString(),
    },
    eventSource(c),
  );
  const pid = access.project.id;
  // Back to the portal: the private link's token is not handed to Stripe; the SPA restores it
  // from the tab's session (portal mode) when the address has none.
  const back = (outcome: string) =>
    access.viewer.kind === "client"
      ? `${config.appOrigin}/portal?project=${pid}&proposal=${request.id}&deposit=${outcome}`
      : `${config.appOrigin}/portal/${pid}?proposal=${request.id}&deposit=${outcome}`;
  let session: { id: string; url: string | null };
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.depositCents,
              product_data: { name: `Design fee deposit: ${projectDisplayName(access.project)}` },
            },
          },
        ],
        success_url: back("paid"),
        cancel_url: back("cancelled"),
        expires_at: expiresAt,
        client_reference_id: `proposal-${request.id}`,
        metadata: {
          kind: "proposal_deposit",
          proposalId: String(request.id),
          projectId: String(pid),
          paymentId: String(paymentId),
        },
      },
      { idempotencyKey: `proposal-payment-${paymentId}` },
    );
    if (!session.url) throw new Error("Stripe returned a session without a URL");
  } catch (error) {
    console.error("Deposit Checkout Session failed", error instanceof Error ? error.message : error);
    await dropPayment(db, paymentId);
    throw new ApiError(502, PROPOSAL_MESSAGES.paymentFailed);
  }
  await setPaymentSession(db, paymentId, session.id, session.url);
  return c.json({ url: session.url } satisfies ProposalCheckout);
});

proposalsRouter.get("/portal/proposals/:id/signed-copy", async (c) => {
  const { request } = await portalRequest(c, accessFromQuery(c));
  return fileAnswer(c, await signedCopyUrl(c, request), signedCopyFileName(request));
});
