/**
 * What the proposal routes share: hashing the stored bytes, the signers' e-mails and links, the
 * studio's notifications and the signed copy in R2.
 */

import { and, eq, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { adminUrl } from "../../src/shared/app-links";
import { formatMoney } from "../../src/shared/order";
import { projectDisplayName } from "../../src/shared/project";
import {
  PROPOSAL_MAX_BYTES,
  PROPOSAL_MESSAGES,
  SIGNER_LINK_GRACE_DAYS,
  SIGNER_LINK_PREFIX,
  type SignedCopyMode,
} from "../../src/shared/proposals";
import { runBatch } from "../db/batch";
import {
  type Project,
  projectClients,
  projects,
  type SignatureRequest,
  type SignatureSigner,
  signatureSigners,
  signerLinks as signerLinksTable,
  users,
} from "../db/schema";
import type { Deps } from "../deps";
import { conflict } from "../http/errors";
import { randomToken, sha256Hex } from "../lib/crypto";
import {
  deliverQueued,
  OUTBOX_DELIVER_AFTER_MS,
  OUTBOX_ID_PLACEHOLDER,
  type QueuedEmail,
  queueEmail,
  queueStudioNotice,
} from "../notify/outbox";
import { fileDownloadUrl } from "../storage/uploads";
import {
  getSigners,
  markEmailedStatement,
  recordSignedCopyFailure,
  requestsWithUnemailedSigners,
  setSignedCopy,
} from "./queries";
import { signaturesOf } from "./queries-signing";
import {
  buildCertificateCopy,
  buildSignedCopy,
  OriginalUnreadableError,
  signedCopyKeyFor,
} from "./signed-copy";
import { issueSignerLinkStatement, latestLinksOf } from "./signer-links";

/**
 * The SHA-256 of a stored object, streamed through crypto.DigestStream (issue 25): the Worker
 * never holds the file, whatever its size. Null when the object is gone.
 */
export async function hashStored(
  deps: Deps,
  key: string,
): Promise<{ sha256: string; size: number; etag: string } | null> {
  const object = await deps.env.MEDIA.get(key);
  if (!object) return null;
  const digest = new crypto.DigestStream("SHA-256");
  await object.body.pipeTo(digest);
  const hex = [...new Uint8Array(await digest.digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return { sha256: hex, size: object.size, etag: object.etag };
}

/**
 * The stored object's bytes and their SHA-256, or null when the object is gone, or "too_large"
 * past PROPOSAL_MAX_BYTES (decided from its size, before reading). Only the signed copy needs the
 * whole file (pdf-lib works on bytes in memory); proposals are limited to 25 MB at request
 * (checked on the document's size and again here), which bounds that read.
 */
export async function readStored(
  deps: Deps,
  key: string,
): Promise<{ bytes: Uint8Array; sha256: string } | "too_large" | null> {
  const head = await deps.env.MEDIA.head(key);
  if (!head) return null;
  if (head.size > PROPOSAL_MAX_BYTES) return "too_large";
  const object = await deps.env.MEDIA.get(key, { onlyIf: { etagMatches: head.etag } });
  if (!object || !("body" in object)) return null;
  const bytes = new Uint8Array(await object.arrayBuffer());
  return { bytes, sha256: await sha256Hex(bytes) };
}

/** Signers who have an account assigned to the project sign in; the others get the private link. */
async function assignedEmails(deps: Deps, projectId: number): Promise<Set<string>> {
  const rows = await deps.db
    .select({ email: users.email })
    .from(users)
    .leftJoin(
      projectClients,
      and(eq(projectClients.userId, users.id), eq(projectClients.projectId, projectId)),
    )
    .leftJoin(projects, and(eq(projects.clientUserId, users.id), eq(projects.id, projectId)))
    .where(
      and(
        eq(users.role, "client"),
        or(sql`${projectClients.id} IS NOT NULL`, sql`${projects.id} IS NOT NULL`),
      ),
    )
    .all();
  return new Set(rows.map((r) => r.email.toLowerCase()));
}

/**
 * Where each signer opens the proposal. A client of the project signs in (the signed-in portal,
 * proposal open). Anyone else gets a link of their own that opens only this proposal
 * (./signer-links.ts), never the project's private link: that one opens the whole portal, and
 * the studio decides alone whether it exists (a revoked project link stays revoked; issue 25).
 * Each call issues a new own link per signer (earlier ones keep working until the request ends),
 * except for a signer whose link the studio revoked: they get none (and no e-mail) until a new
 * request.
 */
export async function signerLinks(
  deps: Deps,
  project: Project,
  requestId: number,
  signers: SignatureSigner[],
  /** The signed-in user asking (their id goes on each new link), null for the scheduled jobs. */
  actorId: number | null,
  /** When given, the links' statements are added here (the caller's batch) instead of run now. */
  batch?: BatchItem<"sqlite">[],
) {
  const origin = deps.config.appOrigin;
  const db = deps.db;
  const assigned = await assignedEmails(deps, project.id);
  const previous = await latestLinksOf(
    db,
    signers.map((s) => s.id),
  );
  const links = new Map<number, string>();
  const statements: BatchItem<"sqlite">[] = [];
  for (const s of signers) {
    if (assigned.has(s.email)) {
      links.set(s.id, `${origin}/portal?project=${project.id}&proposal=${requestId}`);
      continue;
    }
    if (previous.get(s.id)?.revokedReason === "admin") continue;
    const issued = await issueSignerLinkStatement(db, {
      projectId: project.id,
      requestId,
      signerId: s.id,
      userId: actorId,
    });
    statements.push(issued.statement);
    links.set(s.id, `${origin}/portal/${project.id}?token=${issued.token}&proposal=${requestId}`);
  }
  if (batch) batch.push(...statements);
  else await runBatch(db, statements);
  return links;
}

type RequestDraft = Pick<SignatureRequest, "documentTitle" | "message" | "depositCents" | "currency">;

/** The request (or reminder) e-mail to one signer, with their link. */
function signerEmail(
  deps: Deps,
  project: Project,
  request: RequestDraft,
  s: { name: string; email: string },
  link: string,
  kind: "request" | "reminder",
) {
  const config = deps.config;
  const name = projectDisplayName(project);
  const signedIn = link.includes("/portal?");
  const lines = [
    `Dear ${s.name},`,
    "",
    kind === "reminder"
      ? `A reminder: ${config.STUDIO_NAME}'s design fee proposal for ${name} is waiting for your signature.`
      : `${config.STUDIO_NAME} has sent you the design fee proposal for ${name} to review and sign.`,
    ...(request.message ? ["", request.message] : []),
    "",
    `Proposal: ${request.documentTitle}`,
    ...(request.depositCents !== null
      ? [
          `Deposit: ${formatMoney(request.depositCents, request.currency)}, payable online once everyone has signed`,
        ]
      : []),
    "",
    `Open it here: ${link}`,
    "",
    signedIn
      ? "Sign in with this e-mail address to sign."
      : `To sign, we will e-mail a six-digit code to this address to confirm it is you. The link is yours alone and opens only this proposal: please do not forward it. It works until ${SIGNER_LINK_GRACE_DAYS} days after everyone has signed, so you can download the signed copy.`,
    "",
    `${config.STUDIO_NAME} · ${config.STUDIO_EMAIL} · ${config.STUDIO_PHONE}`,
  ];
  return {
    kind: kind === "reminder" ? ("proposal-reminder" as const) : ("proposal-request" as const),
    to: s.email,
    subject:
      kind === "reminder"
        ? `Reminder: please sign the design fee proposal for ${name}`
        : `Please review and sign: design fee proposal for ${name}`,
    text: lines.join("\n"),
    replyTo: config.STUDIO_EMAIL,
  };
}

/**
 * A new request's e-mails, for createSignatureRequest's own batch (issue 25: a kill between the
 * request and its e-mails lost them): each signer's own link (signers who are not clients of the
 * project), the e-mails (queued in the outbox) and the signers marked e-mailed. The request's and
 * signers' ids are not known before that batch: the statements find them by the document's open
 * request and the signer's position, and the e-mails' links get the request id inside the batch.
 */
export async function newRequestEmailStatements(
  deps: Deps,
  project: Project,
  draft: RequestDraft & { documentId: number },
  signers: { name: string; email: string }[],
  /** The signed-in user sending the request (their id goes on each new link). */
  actorId: number | null,
): Promise<{ statements: BatchItem<"sqlite">[]; queued: QueuedEmail[] }> {
  const db = deps.db;
  const origin = deps.config.appOrigin;
  const assigned = await assignedEmails(deps, project.id);
  const requestId = sql`(SELECT id FROM signature_requests WHERE document_id = ${draft.documentId} AND status = 'open')`;
  const statements: BatchItem<"sqlite">[] = [];
  const queued: QueuedEmail[] = [];
  const at = deps.now().toISOString();
  for (const [i, s] of signers.entries()) {
    let link: string;
    if (assigned.has(s.email.toLowerCase())) {
      link = `${origin}/portal?project=${project.id}&proposal=${OUTBOX_ID_PLACEHOLDER}`;
    } else {
      const token = `${SIGNER_LINK_PREFIX}${randomToken(32)}`;
      const signerId = sql`(SELECT id FROM signature_signers WHERE request_id = ${requestId} AND sort_order = ${i})`;
      // Columns in schema order: id, project_id, request_id, signer_id, token_hash,
      // created_by_user_id, last_used_at, revoked_at, revoked_reason, revoked_by_user_id, created_at.
      statements.push(
        db
          .insert(signerLinksTable)
          .select(
            sql`SELECT NULL, ${project.id}, ${requestId}, ${signerId}, ${await sha256Hex(token)}, ${actorId}, NULL, NULL, NULL, NULL, ${at}`,
          ),
      );
      link = `${origin}/portal/${project.id}?token=${token}&proposal=${OUTBOX_ID_PLACEHOLDER}`;
    }
    const mail = queueEmail(deps, signerEmail(deps, project, draft, s, link, "request"), { id: requestId });
    statements.push(mail.statement);
    queued.push(mail);
  }
  statements.push(
    db
      .update(signatureSigners)
      .set({ emailedAt: at })
      .where(sql`${signatureSigners.requestId} = ${requestId}`),
  );
  return { statements, queued };
}

/** The request e-mail (or a reminder) to each signer who has not signed yet. */
export async function emailSigners(
  deps: Deps,
  project: Project,
  request: SignatureRequest,
  kind: "request" | "reminder",
  /** The signed-in user asking (a reminder), null for the scheduled jobs. */
  actorId: number | null,
): Promise<number[]> {
  const db = deps.db;
  // A request e-mail goes once per signer (a repeat by the cron finds them e-mailed); a reminder
  // to everyone still to sign.
  const waiting = (await getSigners(db, request.id)).filter(
    (s) => !s.signedAt && (kind === "reminder" || !s.emailedAt),
  );
  // The links, the e-mails (queued in the outbox) and the signers marked e-mailed: one batch.
  const batch: BatchItem<"sqlite">[] = [];
  const queued: QueuedEmail[] = [];
  const links = await signerLinks(deps, project, request.id, waiting, actorId, batch);
  // A signer whose own link the studio revoked is not e-mailed a new one.
  const signers = waiting.filter((s) => links.has(s.id));
  for (const s of signers) {
    const email = signerEmail(deps, project, request, s, links.get(s.id) ?? "", kind);
    // A request e-mail only while the signer is still un-e-mailed: the route and the cron's
    // recovery never both write it.
    const mail = queueEmail(
      deps,
      email,
      kind === "request"
        ? {
            when: sql`EXISTS (SELECT 1 FROM signature_signers WHERE id = ${s.id} AND emailed_at IS NULL)`,
          }
        : {},
    );
    batch.push(mail.statement);
    queued.push(mail);
  }
  const ids = signers.map((s) => s.id);
  if (ids.length > 0) batch.push(markEmailedStatement(db, ids));
  await runBatch(db, batch);
  deliverQueued(deps, ...queued);
  return ids;
}

/**
 * The cron's recovery of request e-mails (issue 25): an open request whose signer was never
 * e-mailed, OUTBOX_DELIVER_AFTER_MS after it was made (the process died between the request's
 * batch and its e-mails' batch), is e-mailed now. Returns how many signers were e-mailed.
 */
export async function emailUnemailedSigners(deps: Deps, scheduledTime: number): Promise<number> {
  const db = deps.db;
  const before = new Date(scheduledTime - OUTBOX_DELIVER_AFTER_MS).toISOString();
  let emailed = 0;
  for (const request of await requestsWithUnemailedSigners(db, before)) {
    const project = await db.select().from(projects).where(eq(projects.id, request.projectId)).get();
    // An archived project's links no longer work: nobody is sent one.
    if (!project || project.archivedAt) continue;
    try {
      emailed += (await emailSigners(deps, project, request, "request", null)).length;
    } catch (error) {
      console.error(
        "Request e-mail not recovered",
        request.id,
        error instanceof Error ? error.message : error,
      );
    }
  }
  return emailed;
}

/**
 * Tells every signer of a request being voided (by the studio, or by a new version of the
 * proposal) that it no longer stands: their link stops offering it, and a signature already given
 * no longer counts. Queued in the outbox (issue 25) for the batch that voids the request: these
 * statements go BEFORE the void's update in that batch, each written only while the request is
 * still open there (so only the batch that really voids it writes them, once), in the version for
 * the signer's state at that moment (signed or not).
 */
export async function queueSignersVoided(
  deps: Deps,
  request: SignatureRequest,
  cause: "studio" | "new_version",
): Promise<QueuedEmail[]> {
  const db = deps.db;
  const project = await db.select().from(projects).where(eq(projects.id, request.projectId)).get();
  if (!project) return [];
  const config = deps.config;
  const name = projectDisplayName(project);
  const stillOpen = sql`EXISTS (SELECT 1 FROM signature_requests WHERE id = ${request.id} AND status = 'open')`;
  const queued: QueuedEmail[] = [];
  for (const s of await getSigners(db, request.id)) {
    for (const signed of [false, true]) {
      queued.push(
        queueEmail(
          deps,
          {
            kind: "proposal-voided",
            to: s.email,
            subject: `The design fee proposal for ${name} was withdrawn`,
            text: [
              `Dear ${s.name},`,
              "",
              `${config.STUDIO_NAME} has withdrawn "${request.documentTitle}", the design fee proposal for ${name}, so it can no longer be signed.`,
              cause === "new_version"
                ? "We have prepared a new version of the proposal and will send it to you for signature."
                : "We will be in touch about what comes next.",
              signed
                ? "Your signature on the earlier version no longer applies."
                : "There is nothing you need to do.",
              "",
              `Questions? Reply to this e-mail, or write to ${config.STUDIO_EMAIL}.`,
              "",
              `${config.STUDIO_NAME} · ${config.STUDIO_EMAIL} · ${config.STUDIO_PHONE}`,
            ].join("\n"),
            replyTo: config.STUDIO_EMAIL,
          },
          {
            when: sql`${stillOpen} AND EXISTS (SELECT 1 FROM signature_signers WHERE id = ${s.id} AND signed_at IS ${signed ? sql`NOT NULL` : sql`NULL`})`,
          },
        ),
      );
    }
  }
  return queued;
}

/** The admin's Documents tab on the request's project, with the request brought into view. */
export function proposalAdminLink(deps: Deps, request: SignatureRequest): string {
  return adminUrl(deps.config.appOrigin, {
    tab: "documents",
    projectId: request.projectId,
    proposal: request.id,
  });
}

/**
 * The studio's "signed" notice, queued for insertSignature's batch (worker/notify/outbox.ts): one
 * version for a signature that leaves others to sign, one for the one that completes the request,
 * each written only if the batch made that outcome (signer signed at `at`; request completed at
 * `at`). Deliver both after the batch (deliverQueued): the one not written is a no-op.
 */
export function queueSignedNotices(
  deps: Deps,
  project: Project,
  request: SignatureRequest,
  signer: SignatureSigner,
  at: string,
): QueuedEmail[] {
  const name = projectDisplayName(project);
  const notice = (complete: boolean, when: ReturnType<typeof sql>) =>
    queueEmail(
      deps,
      {
        kind: "proposal-signed",
        to: deps.config.STUDIO_EMAIL,
        subject: complete
          ? `Proposal fully signed: ${name}`
          : `${signer.name} signed the proposal for ${name}`,
        text: [
          `${signer.name} (${signer.email}) signed "${request.documentTitle}" for ${name}.`,
          complete
            ? request.depositCents !== null
              ? `Everyone has signed. The ${formatMoney(request.depositCents, request.currency)} deposit can now be paid from the portal.`
              : "Everyone has signed. The signed copy is in the project's Documents tab."
            : "Other signers are still to sign.",
          "",
          `Open the proposal: ${proposalAdminLink(deps, request)}`,
        ].join("\n"),
        replyTo: signer.email,
      },
      { when },
    );
  const signedNow = sql`EXISTS (SELECT 1 FROM signature_signers WHERE id = ${signer.id} AND signed_at = ${at})`;
  return [
    notice(
      false,
      sql`${signedNow} AND EXISTS (SELECT 1 FROM signature_requests WHERE id = ${request.id} AND status = 'open')`,
    ),
    notice(
      true,
      sql`${signedNow} AND EXISTS (SELECT 1 FROM signature_requests WHERE id = ${request.id} AND status = 'completed' AND completed_at = ${at})`,
    ),
  ];
}

/**
 * The studio's "deposit paid" notice, queued for markDepositPaid's batch: written only if that
 * batch marked the deposit paid (at `at`), so it goes once however many webhooks and cron runs
 * settle the session. A second payment is refunded and reported by worker/shop/refunds.ts.
 */
export function queueDepositPaidNotice(
  deps: Deps,
  request: SignatureRequest,
  reference: string,
  amountCents: number,
  at: string,
): QueuedEmail {
  return queueStudioNotice(
    deps,
    `Deposit paid: ${formatMoney(amountCents, request.currency)} for "${request.documentTitle}"`,
    [
      `The deposit of ${formatMoney(amountCents, request.currency)} for "${request.documentTitle}" was paid.`,
      `Payment reference: ${reference}`,
      "",
      `Open the proposal: ${proposalAdminLink(deps, request)}`,
    ].join("\n"),
    {
      kind: "proposal-deposit",
      when: sql`EXISTS (SELECT 1 FROM signature_requests WHERE id = ${request.id} AND deposit_paid_at = ${at})`,
    },
  );
}

/** Why a build failed, in words for the studio (stored on the request, shown in the admin). */
class SignedCopyFailure extends Error {}

/**
 * Failed attempts after which the signed copy is made without the merged original (issue 25): the
 * first attempt is at the last signature, the next ones by the hourly cron or a download, so a
 * copy is pending for about two hours at most, never forever.
 */
export const SIGNED_COPY_MAX_ATTEMPTS = 3;

function failureText(prefix: string, error: unknown): string {
  return `${prefix} (${error instanceof Error ? error.message : String(error)}).`.slice(0, 300);
}

/**
 * Renders the signed copy from the original and the signatures, and stores it in R2 next to the
 * original. Rendered again after the deposit is paid (the payment reference is on it).
 *
 * Never throws (issue 25): the request is complete whatever happens here. A failure (the original
 * missing, changed or unreadable, R2 or D1 refusing) is logged, recorded on the request
 * (signed_copy_error, signed_copy_attempts) for the admin to see, and retried by the hourly cron
 * (worker/cron.ts retrySignedCopies) and by the next download. Returns the key, or null.
 *
 * Never pending forever (issue 25): the full copy (original pages + certificate) is what every
 * attempt tries first; when it cannot be made, the copy is the certificate alone
 * (buildCertificateCopy), said so on it, in the trail, the audit log and the admin's Documents tab:
 * - pdf-lib cannot open the original (a parse error): from the first retry on, i.e. the attempt
 *   after the one at the last signature (the cron within the hour, or a download). Decided over
 *   "after SIGNED_COPY_MAX_ATTEMPTS like any failure" because the bytes are checked against the
 *   signed SHA-256 and a parser fails on the same bytes every time: more hourly attempts would only
 *   keep the signers waiting for a copy they are owed. Not at the signature itself either: the
 *   signer's request then does one render of a file of up to 25 MB, not two plus a second copy of
 *   the file, and a second failure in another invocation rules out a one-off in a squeezed isolate;
 *   a retry is at most an hour away, and the portal says the copy is being prepared meanwhile;
 * - any other failure (R2 or D1 refusing, the original missing or changed): retried as it was;
 *   the SIGNED_COPY_MAX_ATTEMPTS-th failed attempt makes the certificate alone instead, with the
 *   original attached if its verified bytes were read, else saying it could not be read.
 * Storing the copy (R2 put, D1) failing is recorded like any failure and retried.
 */
export async function produceSignedCopy(deps: Deps, request: SignatureRequest): Promise<string | null> {
  if (request.status !== "completed") return null;
  const db = deps.db;
  // This attempt's number since the last copy was built (the failures so far, plus this one).
  const attempt = request.signedCopyAttempts + 1;
  const lastChance = attempt >= SIGNED_COPY_MAX_ATTEMPTS;
  try {
    const original = await readStored(deps, request.documentObjectPath);
    const unavailable = !original
      ? "The original proposal file is missing from storage."
      : original === "too_large"
        ? PROPOSAL_MESSAGES.tooLarge
        : original.sha256 !== request.documentSha256
          ? "The original proposal file no longer matches the version that was signed."
          : null;
    if (unavailable !== null && !lastChance) throw new SignedCopyFailure(unavailable);
    const config = deps.config;
    const input = {
      request,
      signers: await getSigners(db, request.id),
      signatures: await signaturesOf(db, request.id),
      studioName: config.STUDIO_NAME,
      timeZone: config.STUDIO_TIMEZONE,
    };
    let bytes: Uint8Array;
    let fallback: { mode: SignedCopyMode; reason: string } | null = null;
    if (original && original !== "too_large" && unavailable === null) {
      try {
        bytes = await buildSignedCopy(original.bytes, input);
      } catch (error) {
        const reason = failureText("The signed copy could not be rendered", error);
        const unreadable = error instanceof OriginalUnreadableError;
        if (!lastChance && !(unreadable && attempt >= 2)) throw new SignedCopyFailure(reason);
        fallback = {
          mode: "certificate_attached",
          reason: unreadable
            ? "The original file is not a PDF that could be opened to add the certificate to it."
            : reason,
        };
        bytes = await buildCertificateCopy(input, {
          mode: "certificate_attached",
          original: original.bytes,
          reason: unreadable
            ? "it is not a PDF that could be opened to add pages to it"
            : "it could not be rendered",
        });
      }
    } else {
      const reason = unavailable ?? "The original proposal file could not be read.";
      fallback = { mode: "certificate_only", reason };
      bytes = await buildCertificateCopy(input, {
        mode: "certificate_only",
        reason: reason.replace(/\.$/, ""),
      });
    }
    const key = signedCopyKeyFor(request.documentObjectPath);
    await deps.env.MEDIA.put(key, bytes, { httpMetadata: { contentType: "application/pdf" } });
    await setSignedCopy(db, request.id, key, fallback);
    if (fallback) {
      console.warn(
        `Signed copy of request ${request.id} made as ${fallback.mode === "certificate_attached" ? "a certificate with the original attached" : "a certificate alone"} (attempt ${attempt}): ${fallback.reason}`,
      );
    }
    return key;
  } catch (error) {
    const reason =
      error instanceof SignedCopyFailure
        ? error.message
        : failureText("The signed copy could not be stored", error);
    console.error(
      `Signed copy of request ${request.id} not built; the hourly clean-up will retry: ${reason}`,
    );
    await recordSignedCopyFailure(db, request.id, reason).catch((recordError: unknown) =>
      console.error(
        `Signed copy of request ${request.id}: the failure could not be recorded either:`,
        recordError instanceof Error ? recordError.message : recordError,
      ),
    );
    return null;
  }
}

export function signedCopyFileName(request: SignatureRequest): string {
  return `${request.documentFileName.replace(/\.pdf$/i, "")} (signed).pdf`;
}

/** A signer's action in the audit log (entity: the signature request; actor: the signed-in user, if any). */
export function signerAudit(
  request: SignatureRequest,
  signer: SignatureSigner,
  action: string,
  extra: Record<string, unknown> = {},
) {
  return {
    action,
    entityType: "proposal",
    entityId: request.id,
    detail: {
      requestId: request.id,
      documentId: request.documentId,
      title: request.documentTitle,
      signer: signer.email,
      ...extra,
    },
  };
}

/** A completed request's signed PDF as a short-lived download URL; a copy still pending is built first. */
export async function signedCopyUrl(deps: Deps, request: SignatureRequest) {
  if (request.status !== "completed") throw conflict(PROPOSAL_MESSAGES.notCompleted);
  let key = request.signedCopyKey;
  // A copy still pending (its last build failed) is built again on demand, like the cron does.
  if (!key || request.signedCopyError !== null || !(await deps.env.MEDIA.head(key)))
    key = (await produceSignedCopy(deps, request)) ?? (request.signedCopyError === null ? null : key);
  if (!key) throw conflict(PROPOSAL_MESSAGES.signedCopyPending);
  return fileDownloadUrl(deps, {
    key,
    fileName: signedCopyFileName(request),
    mimeType: "application/pdf",
    disposition: "attachment",
  });
}
