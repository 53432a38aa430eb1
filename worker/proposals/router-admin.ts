/**
 * Design fee proposals (issue 18), the studio's side. Mounted at /api (worker/index.ts).
 *   POST /api/admin/documents/:id/signature-requests   send the current version for signature
 *   GET  /api/projects/:id/signature-requests          status per request, with its trail
 *   POST /api/admin/signature-requests/:id/remind      e-mail the signers who have not signed
 *   POST /api/admin/signature-requests/:id/void        end an open request
 *   POST /api/admin/signature-requests/:id/unlock      lift a signer's lockout after wrong codes
 *   GET  /api/admin/signature-requests/:id/signed-copy the signed PDF (302, or ?format=json)
 *   DELETE /api/admin/signer-links/:id                 revoke a signer's own link (issue 25)
 *   GET  /api/projects/:id/links                       every live link of the project
 */

import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { PROJECT_ARCHIVE_MESSAGES } from "../../src/shared/project";
import {
  PROPOSAL_CATEGORY,
  PROPOSAL_MAX_BYTES,
  PROPOSAL_MESSAGES,
  type ProjectLinks,
} from "../../src/shared/proposals";
import { signatureRequestSchema, unlockSignerSchema } from "../../src/shared/proposals-schemas";
import { auditIfChangedStatement, auditStatement } from "../audit/queries";
import { requireAdmin } from "../auth/guards";
import { projects, type SignatureRequest } from "../db/schema";
import { getDocument } from "../documents/queries";
import { depsOf } from "../http/deps";
import {
  badRequest,
  conflict,
  DOCUMENT_NOT_FOUND,
  forbidden,
  notFound,
  PROJECT_NOT_FOUND,
} from "../http/errors";
import { eventSource } from "../http/event-source";
import { fileAnswer } from "../http/file-answer";
import { parseId } from "../http/params";
import { readBody } from "../http/portal-access";
import { validate } from "../http/validate";
import { deliverQueued } from "../notify/outbox";
import { projectExists } from "../projects/queries-lookup";
import type { AppEnv } from "../types";
import {
  createSignatureRequest,
  eventIfChangedStatement,
  findRequestForDocument,
  getRequest,
  getSigners,
  markReminded,
  voidRequest,
} from "./queries";
import { unlockSigner } from "./queries-codes";
import { listAdminProposals } from "./queries-views";
import {
  emailSigners,
  hashStored,
  newRequestEmailStatements,
  queueSignersVoided,
  signedCopyFileName,
  signedCopyUrl,
  signerAudit,
} from "./service";
import {
  getSignerLink,
  projectLiveLinks,
  revokeSignerLinksStatement,
  signerLinkStatus,
} from "./signer-links";

export const proposalsAdminRouter = new Hono<AppEnv>();

const REQUEST_NOT_FOUND = "Signature request not found.";

async function projectRow(c: Context<AppEnv>, id: number) {
  const project = await c.get("db").select().from(projects).where(eq(projects.id, id)).get();
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  // Sending or reminding on an archived project would e-mail links that no longer open (issue 25).
  if (project.archivedAt) throw conflict(PROJECT_ARCHIVE_MESSAGES.archived);
  return project;
}

async function adminProposal(c: Context<AppEnv>, request: SignatureRequest) {
  const list = await listAdminProposals(c.get("db"), request.projectId);
  return list.find((p) => p.id === request.id);
}

proposalsAdminRouter.post(
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
    const stored = await hashStored(depsOf(c), doc.objectPath);
    if (!stored) throw conflict("The proposal file is missing from storage. Please upload it again.");
    if (stored.size > PROPOSAL_MAX_BYTES) throw badRequest(PROPOSAL_MESSAGES.tooLarge);
    const project = await projectRow(c, doc.projectId);
    const user = c.get("user");
    if (!user) throw forbidden();
    // The signers' links and e-mails are written in the request's own batch (issue 25).
    const emails = await newRequestEmailStatements(
      depsOf(c),
      project,
      {
        documentId: doc.id,
        documentTitle: doc.title,
        message: input.message,
        depositCents: input.deposit,
        currency: "usd",
      },
      input.signers,
      user.id,
    );
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
        ...emails.statements,
      ],
    );
    if (!created.ok) throw conflict(PROPOSAL_MESSAGES.alreadyOpen);
    deliverQueued(depsOf(c), ...emails.queued);
    return c.json(await adminProposal(c, created.request), 201);
  },
);

proposalsAdminRouter.get("/projects/:id/signature-requests", requireAdmin, async (c) => {
  const projectId = parseId(c.req.param("id"), PROJECT_NOT_FOUND);
  const db = c.get("db");
  if (!(await projectExists(db, projectId))) throw notFound(PROJECT_NOT_FOUND);
  return c.json(await listAdminProposals(db, projectId));
});

async function adminRequest(c: Context<AppEnv>) {
  const id = parseId(c.req.param("id"), REQUEST_NOT_FOUND);
  const request = await getRequest(c.get("db"), id);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  return request;
}

proposalsAdminRouter.post("/admin/signature-requests/:id/remind", requireAdmin, async (c) => {
  const request = await adminRequest(c);
  if (request.status !== "open") throw conflict(PROPOSAL_MESSAGES.cannotRemind);
  const project = await projectRow(c, request.projectId);
  const ids = await emailSigners(depsOf(c), project, request, "reminder", c.get("user")?.id ?? null);
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

proposalsAdminRouter.post("/admin/signature-requests/:id/void", requireAdmin, async (c) => {
  const request = await adminRequest(c);
  const db = c.get("db");
  const body = await readBody(c);
  const reason =
    typeof body.reason === "string" && body.reason.trim()
      ? body.reason.trim().slice(0, 300)
      : "Voided by the studio.";
  // The signers' e-mails are queued in the void's own batch (issue 25: none lost, none twice).
  const mails = await queueSignersVoided(depsOf(c), request, "studio");
  const voided = await voidRequest(
    db,
    request.id,
    reason,
    eventSource(c),
    [
      auditIfChangedStatement(db, c.get("user"), {
        action: "proposal.void",
        entityType: "document",
        entityId: request.documentId,
        detail: { requestId: request.id, title: request.documentTitle, reason },
      }),
    ],
    mails.map((m) => m.statement),
  );
  if (!voided) throw conflict(PROPOSAL_MESSAGES.cannotVoid);
  deliverQueued(depsOf(c), ...mails);
  const after = (await getRequest(db, request.id)) ?? request;
  return c.json(await adminProposal(c, after));
});

/**
 * Revokes a signer's own link (the request panel and the project's links panel): it stops
 * opening the proposal at once, and Remind does not send that signer a new one.
 */
proposalsAdminRouter.delete("/admin/signer-links/:id", requireAdmin, async (c) => {
  const id = parseId(c.req.param("id"), PROPOSAL_MESSAGES.linkNotFound);
  const db = c.get("db");
  const found = await getSignerLink(db, id);
  if (!found) throw notFound(PROPOSAL_MESSAGES.linkNotFound);
  const { request, signer } = found;
  // A link of a voided request, or past its grace period, no longer works: nothing to revoke.
  if (signerLinkStatus({ revokedAt: null }, request) !== "live") {
    throw conflict(PROPOSAL_MESSAGES.linkAlreadyRevoked);
  }
  const user = c.get("user");
  // Every live link of the signer ends (a reminder may have sent more than one).
  const results = await db.batch([
    revokeSignerLinksStatement(db, signer.id, user?.id ?? null),
    auditIfChangedStatement(db, user, {
      action: "proposal.link_revoke",
      entityType: "document",
      entityId: request.documentId,
      detail: { requestId: request.id, title: request.documentTitle, signer: signer.email, linkId: id },
    }),
    eventIfChangedStatement(db, request.id, "link_revoked", { linkId: id }, eventSource(c), signer.id),
  ]);
  if ((results[0] as unknown[]).length === 0) throw conflict(PROPOSAL_MESSAGES.linkAlreadyRevoked);
  return c.json({ ok: true });
});

/**
 * Every live link of a project in one place: its private link (whole portal) and the signers'
 * own links (one proposal each), with who, created, expires and last used. Tokens are never
 * shown here (signer links are stored as hashes only).
 */
proposalsAdminRouter.get("/projects/:id/links", requireAdmin, async (c) => {
  const projectId = parseId(c.req.param("id"), PROJECT_NOT_FOUND);
  const project = await projectRow(c, projectId);
  return c.json({ links: await projectLiveLinks(c.get("db"), project) } satisfies ProjectLinks);
});

/**
 * Lifts a signer's lockout after wrong codes (issue 25): only the studio can, from the request's
 * panel, and it is audited. 409 when the signer is not locked out (nothing changes).
 */
proposalsAdminRouter.post(
  "/admin/signature-requests/:id/unlock",
  requireAdmin,
  validate("json", unlockSignerSchema),
  async (c) => {
    const request = await adminRequest(c);
    const { signerId } = c.req.valid("json");
    const db = c.get("db");
    const signer = (await getSigners(db, request.id)).find((s) => s.id === signerId);
    if (!signer) throw notFound("Signer not found.");
    const unlocked = await unlockSigner(db, { requestId: request.id, signerId }, [
      auditIfChangedStatement(db, c.get("user"), signerAudit(request, signer, "proposal.signer_unlocked")),
    ]);
    if (!unlocked) throw conflict(PROPOSAL_MESSAGES.notLocked);
    return c.json(await adminProposal(c, request));
  },
);

proposalsAdminRouter.get("/admin/signature-requests/:id/signed-copy", requireAdmin, async (c) => {
  const request = await adminRequest(c);
  return fileAnswer(c, await signedCopyUrl(depsOf(c), request), signedCopyFileName(request));
});
