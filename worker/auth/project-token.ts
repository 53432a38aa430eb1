/**
 * Private client links (/portal/{projectId}?token={token}): capability URLs.
 * - 256 random bits, base64url (43 characters).
 * - Stored as SHA-256 (lookup) plus an AES-GCM ciphertext under APP_SECRET, so 'Copy Client
 *   Link' works at any time, while a database leak alone reveals no working link.
 * - Optional expiry; revocation clears both columns at once.
 * See docs/decisions/0003-client-links.md.
 */
import { and, eq, isNull } from "drizzle-orm";
import { now, type Project, projects } from "../db/schema";
import { clockNow } from "../lib/clock";
import { decryptString, encryptString, randomToken, sha256Hex } from "../lib/crypto";
import type { Db } from "../types";

export const TOKEN_BYTES = 32;

/**
 * A new token for the project and the statement that stores it (hash + ciphertext), so the route
 * can commit it in one batch with its audit entry. A new token replaces the old one at once.
 */
export async function issueProjectTokenStatement(
  db: Db,
  secret: string,
  projectId: number,
  expiresAt: string | null,
) {
  const token = randomToken(TOKEN_BYTES);
  const statement = db
    .update(projects)
    .set({
      accessTokenHash: await sha256Hex(token),
      accessTokenCiphertext: await encryptString(secret, token),
      accessTokenCreatedAt: now(),
      accessTokenExpiresAt: expiresAt,
      accessTokenLastUsedAt: null,
    })
    .where(eq(projects.id, projectId));
  return { token, statement };
}

export async function issueProjectToken(
  db: Db,
  secret: string,
  projectId: number,
  expiresAt: string | null,
): Promise<string> {
  const { token, statement } = await issueProjectTokenStatement(db, secret, projectId, expiresAt);
  await statement;
  return token;
}

/** Clears both token columns at once: the link stops working with this statement. */
export function revokeProjectTokenStatement(db: Db, projectId: number) {
  return db
    .update(projects)
    .set({
      accessTokenHash: null,
      accessTokenCiphertext: null,
      accessTokenCreatedAt: null,
      accessTokenExpiresAt: null,
      accessTokenLastUsedAt: null,
    })
    .where(eq(projects.id, projectId));
}

export async function revokeProjectToken(db: Db, projectId: number): Promise<void> {
  await revokeProjectTokenStatement(db, projectId);
}

/** The current token of a project, for 'Copy Client Link' (null when none or undecryptable). */
export async function readProjectToken(secret: string, project: Pick<Project, "accessTokenCiphertext">) {
  if (!project.accessTokenCiphertext) return null;
  return decryptString(secret, project.accessTokenCiphertext);
}

/** Well-formed tokens only: anything else is refused before touching the database. */
export function isTokenShaped(token: string | undefined | null): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}

/**
 * The project a token opens, if the token is valid, unexpired and (when given) for that project.
 * Records when the link was last used.
 */
export async function findProjectByToken(
  db: Db,
  token: string | undefined | null,
  projectId?: number,
  at = clockNow(),
): Promise<Project | null> {
  if (!isTokenShaped(token)) return null;
  const hash = await sha256Hex(token);
  // An archived project opens to no link (issue 25): archiving also revokes it, this is the lock.
  const where =
    projectId === undefined
      ? and(eq(projects.accessTokenHash, hash), isNull(projects.archivedAt))
      : and(eq(projects.accessTokenHash, hash), eq(projects.id, projectId), isNull(projects.archivedAt));
  const project = await db.select().from(projects).where(where).get();
  if (!project) return null;
  if (project.accessTokenExpiresAt && Date.parse(project.accessTokenExpiresAt) <= at) return null;
  await db
    .update(projects)
    .set({ accessTokenLastUsedAt: new Date(at).toISOString() })
    .where(eq(projects.id, project.id));
  return project;
}
