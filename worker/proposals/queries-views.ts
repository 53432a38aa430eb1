/**
 * What the admin and the portal see of a project's proposals: requests with their signers, events
 * and payments, as views.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type {
  AdminProposal,
  AdminProposalEvent,
  PortalProposal,
  ProposalSignerView,
} from "../../src/shared/proposals";
import { newestRows, oldestRows, sortedRows } from "../db/rows";
import {
  documents,
  proposalEvents,
  type SignatureRequest,
  type SignatureSigner,
  signatureRequests,
  signatureSigners,
  signerCodeGuards,
} from "../db/schema";
import { projectIdOf } from "../projects/queries-lookup";
import { refundsByRequest } from "../shop/queries-refunds";
import type { Db } from "../types";
import { adminSignerLinks } from "./signer-links";

function signerView(s: SignatureSigner): ProposalSignerView {
  return { id: s.id, name: s.name, email: s.email, signedAt: s.signedAt, viewedAt: s.viewedAt };
}

async function signersByRequest(db: Db, requestIds: number[]) {
  const map = new Map<number, SignatureSigner[]>();
  if (requestIds.length === 0) return map;
  const rows = await sortedRows(db, signatureSigners, inArray(signatureSigners.requestId, requestIds));
  for (const r of rows) map.set(r.requestId, [...(map.get(r.requestId) ?? []), r]);
  return map;
}

function portalShape(
  r: SignatureRequest,
  signers: SignatureSigner[],
  viewerEmail: string | null,
): PortalProposal {
  const mine = viewerEmail ? signers.find((s) => s.email === viewerEmail.toLowerCase()) : undefined;
  return {
    id: r.id,
    documentId: r.documentId,
    title: r.documentTitle,
    fileName: r.documentFileName,
    documentSha256: r.documentSha256,
    status: r.status,
    message: r.message,
    depositCents: r.depositCents,
    currency: r.currency,
    depositPaidAt: r.depositPaidAt,
    createdAt: r.createdAt,
    completedAt: r.completedAt,
    signers: signers.map(signerView),
    sessionSignerId: mine?.id ?? null,
    // Downloadable only once a copy exists (issue 25): a pending copy is "being prepared".
    signedCopyAvailable: r.status === "completed" && r.signedCopyKey !== null,
    ...(r.status === "completed" && r.signedCopyKey !== null && r.signedCopyMode
      ? { signedCopyMode: r.signedCopyMode }
      : {}),
  };
}

/**
 * The proposals a client sees: open and completed ones (a voided request disappears; the studio
 * sends the new version). Newest first.
 */
export async function listPortalProposals(
  db: Db,
  projectId: number,
  viewerEmail: string | null,
): Promise<PortalProposal[]> {
  const rows = await newestRows(
    db,
    signatureRequests,
    and(eq(signatureRequests.projectId, projectId), inArray(signatureRequests.status, ["open", "completed"])),
  );
  const signers = await signersByRequest(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => portalShape(r, signers.get(r.id) ?? [], viewerEmail));
}

export async function listAdminProposals(db: Db, projectId: number): Promise<AdminProposal[]> {
  const rows = await newestRows(db, signatureRequests, eq(signatureRequests.projectId, projectId));
  const ids = rows.map((r) => r.id);
  const signers = await signersByRequest(db, ids);
  const links = await adminSignerLinks(db, rows);
  const signerIds = [...signers.values()].flat().map((s) => s.id);
  const locks =
    signerIds.length === 0
      ? []
      : await db
          .select({ signerId: signerCodeGuards.signerId, lockedAt: signerCodeGuards.lockedAt })
          .from(signerCodeGuards)
          .where(
            and(inArray(signerCodeGuards.signerId, signerIds), sql`${signerCodeGuards.lockedAt} IS NOT NULL`),
          )
          .all();
  const lockedAt = new Map(locks.map((l) => [l.signerId, l.lockedAt]));
  const events =
    ids.length === 0 ? [] : await oldestRows(db, proposalEvents, inArray(proposalEvents.requestId, ids));
  const refunds = await refundsByRequest(db, ids);
  return rows.map((r) => {
    const list = signers.get(r.id) ?? [];
    const names = new Map(list.map((s) => [s.id, s.name]));
    const trail: AdminProposalEvent[] = events
      .filter((e) => e.requestId === r.id)
      .map((e) => ({
        type: e.type,
        createdAt: e.createdAt,
        signerName: e.signerId === null ? null : (names.get(e.signerId) ?? null),
        detail: e.detail ?? null,
      }));
    const shape = portalShape(r, list, null);
    return {
      ...shape,
      signers: shape.signers.map((s) => ({ ...s, codeLockedAt: lockedAt.get(s.id) ?? null })),
      projectId: r.projectId,
      viewedAt: r.viewedAt,
      remindedAt: r.remindedAt,
      voidedAt: r.voidedAt,
      voidReason: r.voidReason,
      depositPaymentRef: r.depositPaymentRef,
      depositRefunds: refunds.get(r.id) ?? [],
      signedCount: list.filter((s) => s.signedAt).length,
      signerCount: list.length,
      events: trail,
      signerLinks: links.get(r.id) ?? [],
      ...(r.status === "completed" && (r.signedCopyError !== null || r.signedCopyKey === null)
        ? {
            signedCopyPending: {
              reason: r.signedCopyError ?? "The signed copy has not been made yet.",
              attempts: r.signedCopyAttempts,
              lastAttemptAt: r.signedCopyFailedAt ?? r.completedAt ?? r.updatedAt,
            },
          }
        : {}),
    };
  });
}

/** The request of this project (portal access already decided for the project). */
export async function findProjectRequest(db: Db, projectId: number, requestId: number) {
  return db
    .select()
    .from(signatureRequests)
    .where(and(eq(signatureRequests.id, requestId), eq(signatureRequests.projectId, projectId)))
    .get();
}

export async function requestProjectId(db: Db, requestId: number): Promise<number | null> {
  return projectIdOf(db, signatureRequests, requestId);
}

/** Whether the request's document is still the current version (null document: deleted). */
export async function isDocumentCurrent(db: Db, documentId: number | null): Promise<boolean> {
  if (documentId === null) return false;
  const doc = await db
    .select({ supersededAt: documents.supersededAt })
    .from(documents)
    .where(eq(documents.id, documentId))
    .get();
  return Boolean(doc && !doc.supersededAt);
}
