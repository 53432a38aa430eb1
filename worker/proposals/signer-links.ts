/**
 * A signer's own private link (issue 25): `/portal/{projectId}?token=sl_…&proposal={requestId}`.
 * - Sent to a signer who is not a client of the project, instead of the project's private link
 *   (which opens the whole portal, and is never issued on the studio's behalf any more).
 * - Opens that one signature request and nothing else: its PDF, a code for that signer, that
 *   signer's signature, the deposit and the signed copy. Every other portal call refuses it
 *   (the project-token lookup does not even accept its shape).
 * - 256 random bits after the `sl_` prefix; only the SHA-256 is stored, so a database leak
 *   reveals no working link and the studio cannot copy it again (a reminder sends a new one;
 *   the earlier ones keep working, and all of a signer's links end together).
 * - Live while not revoked and the request is open, or completed less than
 *   SIGNER_LINK_GRACE_DAYS ago (counted from the deposit's payment when that came later), so the
 *   signed copy can still be downloaded; dead at once when the request is voided.
 * See docs/decisions/0003-client-links.md and 0010-proposals.md.
 */
import { and, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
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
  type SignerLink,
  signatureRequests,
  signatureSigners,
  signerLinks,
} from "../db/schema";
import { clockNow } from "../lib/clock";
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
  at = clockNow(),
): AdminSignerLink["status"] {
  if (link.revokedAt) return "revoked";
  const expiry = signerLinkExpiry(request);
  return expiry !== null && Date.parse(expiry) <= at ? "expired" : "live";
}

/**
 * A new link for the signer (the insert, to run in the caller's batch). Earlier links of the same
 * signer keep working (a reminder must not break the link in the first e-mail); they all end
 * together, with the request or when the studio revokes the signer's link. The token exists only
 * in the e-mail.
 */
export async function issueSignerLinkStatement(
  db: Db,
  args: { projectId: number; requestId: number; signerId: number; userId: number | null },
) {
  const token = `${SIGNER_LINK_PREFIX}${randomToken(32)}`;
  const statement = db.insert(signerLinks).values({
    projectId: args.projectId,
    requestId: args.requestId,
    signerId: args.signerId,
    tokenHash: await sha256Hex(token),
    createdByUserId: args.userId,
  });
  return { token, statement };
}

/** Signer links, the latest issued first. */
async function linksNewestFirst(db: Db, where: SQL): Promise<SignerLink[]> {
  return db.select().from(signerLinks).where(where).orderBy(desc(signerLinks.id)).all();
}

/** The latest link of each of these signers (one row per signer that ever had one). */
export async function latestLinksOf(db: Db, signerIds: number[]): Promise<Map<number, SignerLink>> {
  const map = new Map<number, SignerLink>();
  if (signerIds.length === 0) return map;
  const rows = await linksNewestFirst(db, inArray(signerLinks.signerId, signerIds));
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
  at = clockNow(),
): Promise<{ link: SignerLink; request: SignatureRequest; project: Project } | null> {
  if (!isSignerLinkToken(token)) return null;
  const row = await db
    .select({ link: signerLinks, request: signatureRequests, project: projects })
    .from(signerLinks)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signerLinks.requestId))
    .innerJoin(projects, eq(projects.id, signerLinks.projectId))
    .where(eq(signerLinks.tokenHash, await sha256Hex(token)))
    .get();
  // An archived project's links stop working, the signer's own too (issue 25, item 1).
  if (!row || row.project.archivedAt !== null || signerLinkStatus(row.link, row.request, at) !== "live")
    return null;
  await db
    .update(signerLinks)
    .set({ lastUsedAt: new Date(at).toISOString() })
    .where(eq(signerLinks.id, row.link.id));
  return row;
}

/**
 * One signer's links (newest first) as one capability: live while any of them is; created when
 * the first still-live one was, last used when any was; `id` names the newest (revoking it
 * revokes them all).
 */
function summarize(rows: SignerLink[], request: SignatureRequest, at = clockNow()) {
  const live = rows.filter((r) => signerLinkStatus(r, request, at) === "live");
  const newest = live[0] ?? rows[0];
  if (!newest) return null;
  const used = (live.length > 0 ? live : rows)
    .map((r) => r.lastUsedAt)
    .filter((v): v is string => v !== null)
    .sort();
  const created = (live.length > 0 ? live : rows).map((r) => r.createdAt).sort();
  return {
    id: newest.id,
    createdAt: created[0] ?? newest.createdAt,
    lastUsedAt: used.at(-1) ?? null,
    status: live.length > 0 ? ("live" as const) : signerLinkStatus(newest, request, at),
    revokedAt: live.length > 0 ? null : newest.revokedAt,
  };
}

function bySigner(rows: SignerLink[]): Map<number, SignerLink[]> {
  const map = new Map<number, SignerLink[]>();
  for (const r of rows) map.set(r.signerId, [...(map.get(r.signerId) ?? []), r]);
  return map;
}

/** The admin's view of each signer's own link, for the request panel. */
export async function adminSignerLinks(
  db: Db,
  requests: SignatureRequest[],
): Promise<Map<number, AdminSignerLink[]>> {
  const map = new Map<number, AdminSignerLink[]>();
  const ids = requests.map((r) => r.id);
  if (ids.length === 0) return map;
  const rows = await linksNewestFirst(db, inArray(signerLinks.requestId, ids));
  for (const [signerId, list] of bySigner(rows)) {
    const request = requests.find((q) => q.id === list[0]?.requestId);
    const summary = request ? summarize(list, request) : null;
    if (!request || !summary) continue;
    map.set(request.id, [
      ...(map.get(request.id) ?? []),
      {
        id: summary.id,
        signerId,
        createdAt: summary.createdAt,
        lastUsedAt: summary.lastUsedAt,
        expiresAt: summary.revokedAt ?? signerLinkExpiry(request),
        status: summary.status,
      },
    ]);
  }
  return map;
}

/** Every live link of a project: its private link (if live) and the signers' own links. */
export async function projectLiveLinks(
  db: Db,
  project: Project,
  at = clockNow(),
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
    .orderBy(desc(signerLinks.id))
    .all();
  const grouped = bySigner(rows.map((r) => r.link));
  for (const [signerId, list] of grouped) {
    const row = rows.find((r) => r.link.signerId === signerId);
    const summary = row ? summarize(list, row.request, at) : null;
    if (!row || summary?.status !== "live") continue;
    links.push({
      kind: "signer",
      id: summary.id,
      requestId: row.request.id,
      proposalTitle: row.request.documentTitle,
      signerName: row.signer.name,
      signerEmail: row.signer.email,
      createdAt: summary.createdAt,
      expiresAt: signerLinkExpiry(row.request),
      lastUsedAt: summary.lastUsedAt,
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

/**
 * Revokes every live link of the signer (a reminder may have sent more than one): the signer's
 * own access ends at once. Returns the ids it revoked (none: nothing was live any more).
 */
export function revokeSignerLinksStatement(db: Db, signerId: number, userId: number | null) {
  return db
    .update(signerLinks)
    .set({ revokedAt: now(), revokedReason: "admin", revokedByUserId: userId })
    .where(and(eq(signerLinks.signerId, signerId), isNull(signerLinks.revokedAt)))
    .returning({ id: signerLinks.id });
}
