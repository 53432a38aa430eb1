/**
 * A signer's own private link (issue 25): `/portal/{projectId}?token=sl_…&proposal={requestId}`.
 * - Sent to a signer who is not a client of the project, instead of the project's private link
 *   (which opens the whole portal, and is never issued on the studio's behalf any more).
 * - Opens that one signature request and nothing else: its PDF, a code for that signer, that
 *   signer's signature, the deposit and the signed copy. Every other portal call refuses it
 *   (the project-token lookup does not even accept its shape).
 * - 256 random bits after the `sl_` prefix; only the SHA-256 is stored, so a database leak
 *   reveals no working link and the studio cannot copy it again (a reminder sends a new one,
 *   which replaces the old).
 * - Live while not revoked and the request is open, or completed less than
 *   SIGNER_LINK_GRACE_DAYS ago (counted from the deposit's payment when that came later), so the
 *   signed copy can still be downloaded; dead at once when the request is voided.
 * See docs/decisions/0003-client-links.md and 0010-proposals.md.
 */
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  type AdminSignerLink,
  isSignerLinkToken,
  type ProjectLinkView,
  SIGNER_LINK_GRACE_DAYS,
  SIGNER_LINK_PREFIX,
} from "../../src/shared/proposals";
import {
  now,
  type Project,
  projects,
  type SignatureRequest,
  signatureRequests,
  signatureSigners,
  type SignerLink,
  signerLinks,
} from "../db/schema";
import { randomToken, sha256Hex } from "../lib/crypto";
import type { Db } from "../types";

const DAY_MS = 24 * 3600 * 1000;

/** When the link stops working: null while the request is open (no date yet). */
export function signerLinkExpiry(
  request: Pick<SignatureRequest, "status" | "completedAt" | "depositPaidAt" | "voidedAt">,
): string | null {
  if (request.status === "voided") return request.voidedAt ?? new Date(0).toISOString();
  if (request.status !== "completed") return null;
  const from = [request.completedAt, request.depositPaidAt]
    .filter((v): v is string => Boolean(v))
    .map((v) => Date.parse(v))
    .reduce((a, b) => Math.max(a, b), 0);
  return new Date(from + SIGNER_LINK_GRACE_DAYS * DAY_MS).toISOString();
}

export function signerLinkStatus(
  link: Pick<SignerLink, "revokedAt">,
  request: Pick<SignatureRequest, "status" | "completedAt" | "depositPaidAt" | "voidedAt">,
  at = Date.now(),
): AdminSignerLink["status"] {
  if (link.revokedAt) return "revoked";
  const expiry = signerLinkExpiry(request);
  return expiry !== null && Date.parse(expiry) <= at ? "expired" : "live";
}

/**
 * A new link for the signer: the insert, plus the statement that retires any earlier live link
 * of the same signer ('replaced'), to run in one batch. The token exists only in the e-mail.
 */
export async function issueSignerLinkStatements(
  db: Db,
  args: { projectId: number; requestId: number; signerId: number; userId: number | null },
) {
  const token = `${SIGNER_LINK_PREFIX}${randomToken(32)}`;
  const at = now();
  const statements = [
    db
      .update(signerLinks)
      .set({ revokedAt: at, revokedReason: "replaced" })
      .where(and(eq(signerLinks.signerId, args.signerId), isNull(signerLinks.revokedAt))),
    db.insert(signerLinks).values({
      projectId: args.projectId,
      requestId: args.requestId,
      signerId: args.signerId,
      tokenHash: await sha256Hex(token),
      createdByUserId: args.userId,
      createdAt: at,
    }),
  ] as const;
  return { token, statements };
}

/** The latest link of each of these signers (one row per signer that ever had one). */
export async function latestLinksOf(db: Db, signerIds: number[]): Promise<Map<number, SignerLink>> {
  const map = new Map<number, SignerLink>();
  if (signerIds.length === 0) return map;
  const rows = await db
    .select()
    .from(signerLinks)
    .where(inArray(signerLinks.signerId, signerIds))
    .orderBy(desc(signerLinks.id))
    .all();
  for (const r of rows) if (!map.has(r.signerId)) map.set(r.signerId, r);
  return map;
}

/**
 * The signer link a token is, with its request and project, when it is live; records when it
 * was last used. Anything else (malformed, unknown, revoked, expired, voided) is null.
 */
export async function findSignerLink(
  db: Db,
  token: unknown,
  at = Date.now(),
): Promise<{ link: SignerLink; request: SignatureRequest; project: Project } | null> {
  if (!isSignerLinkToken(token)) return null;
  const row = await db
    .select({ link: signerLinks, request: signatureRequests, project: projects })
    .from(signerLinks)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signerLinks.requestId))
    .innerJoin(projects, eq(projects.id, signerLinks.projectId))
    .where(eq(signerLinks.tokenHash, await sha256Hex(token)))
    .get();
  if (!row || signerLinkStatus(row.link, row.request, at) !== "live") return null;
  await db
    .update(signerLinks)
    .set({ lastUsedAt: new Date(at).toISOString() })
    .where(eq(signerLinks.id, row.link.id));
  return row;
}

/** The admin's view of each signer's latest link, for the request panel. */
export async function adminSignerLinks(
  db: Db,
  requests: SignatureRequest[],
): Promise<Map<number, AdminSignerLink[]>> {
  const map = new Map<number, AdminSignerLink[]>();
  const ids = requests.map((r) => r.id);
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(signerLinks)
    .where(inArray(signerLinks.requestId, ids))
    .orderBy(desc(signerLinks.id))
    .all();
  const seen = new Set<number>();
  for (const r of rows) {
    if (seen.has(r.signerId)) continue;
    seen.add(r.signerId);
    const request = requests.find((q) => q.id === r.requestId);
    if (!request) continue;
    map.set(r.requestId, [
      ...(map.get(r.requestId) ?? []),
      {
        id: r.id,
        signerId: r.signerId,
        createdAt: r.createdAt,
        lastUsedAt: r.lastUsedAt,
        expiresAt: r.revokedAt ?? signerLinkExpiry(request),
        status: signerLinkStatus(r, request),
      },
    ]);
  }
  return map;
}

/** Every live link of a project: its private link (if live) and the signers' own links. */
export async function projectLiveLinks(
  db: Db,
  project: Project,
  at = Date.now(),
): Promise<ProjectLinkView[]> {
  const links: ProjectLinkView[] = [];
  const projectLinkLive =
    project.accessTokenHash !== null &&
    !(project.accessTokenExpiresAt && Date.parse(project.accessTokenExpiresAt) <= at);
  if (projectLinkLive) {
    links.push({
      kind: "project",
      createdAt: project.accessTokenCreatedAt,
      expiresAt: project.accessTokenExpiresAt,
      lastUsedAt: project.accessTokenLastUsedAt,
    });
  }
  const rows = await db
    .select({ link: signerLinks, request: signatureRequests, signer: signatureSigners })
    .from(signerLinks)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signerLinks.requestId))
    .innerJoin(signatureSigners, eq(signatureSigners.id, signerLinks.signerId))
    .where(
      and(
        eq(signerLinks.projectId, project.id),
        isNull(signerLinks.revokedAt),
        sql`${signatureRequests.status} <> 'voided'`,
      ),
    )
    .orderBy(desc(signerLinks.createdAt), desc(signerLinks.id))
    .all();
  for (const { link, request, signer } of rows) {
    if (signerLinkStatus(link, request, at) !== "live") continue;
    links.push({
      kind: "signer",
      id: link.id,
      requestId: request.id,
      proposalTitle: request.documentTitle,
      signerName: signer.name,
      signerEmail: signer.email,
      createdAt: link.createdAt,
      expiresAt: signerLinkExpiry(request),
      lastUsedAt: link.lastUsedAt,
    });
  }
  return links;
}

/** The link with its request and signer (for the admin's revoke), or undefined. */
export async function getSignerLink(db: Db, id: number) {
  return db
    .select({ link: signerLinks, request: signatureRequests, signer: signatureSigners })
    .from(signerLinks)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signerLinks.requestId))
    .innerJoin(signatureSigners, eq(signatureSigners.id, signerLinks.signerId))
    .where(eq(signerLinks.id, id))
    .get();
}

/** Revokes the link if it is not revoked yet (the caller adds its audit entry after it). */
export function revokeSignerLinkStatement(db: Db, id: number, userId: number | null) {
  return db
    .update(signerLinks)
    .set({ revokedAt: now(), revokedReason: "admin", revokedByUserId: userId })
    .where(and(eq(signerLinks.id, id), isNull(signerLinks.revokedAt)));
}
