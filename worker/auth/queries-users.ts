import { and, eq, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { clientInvitations, now, oauthAccounts, projectClients, type User, users } from "../db/schema";
import type { Db } from "../types";

export type SignInProfile = {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  /** Role requested by a trusted caller (local sign-in); otherwise derived. */
  role?: "admin" | "client";
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The role a real (OAuth / OpenID Connect) sign-in gives: admin exactly while the address is
 * listed in ADMIN_EMAILS, client otherwise. Derived at every sign-in, so removing an address from
 * ADMIN_EMAILS takes the admin role away at that person's next sign-in.
 */
export function roleForEmail(email: string, adminEmails: Set<string>): "admin" | "client" {
  return adminEmails.has(normalizeEmail(email)) ? "admin" : "client";
}

/**
 * A sign-in is one D1 batch: the user row (created or updated), the provider identity's link and
 * the invitations that become assignments commit together or not at all. The statements find the
 * user inside SQL (by e-mail, or by the id the identity is linked to), so no step depends on an
 * id read between two writes.
 */
async function runSignIn(db: Db, statements: BatchItem<"sqlite">[]): Promise<User> {
  const [first, ...rest] = statements;
  if (!first) throw new Error("A sign-in needs at least one statement");
  const results = await db.batch([first, ...rest]);
  const user = (results[0] as User[] | undefined)?.[0];
  if (!user) throw new Error("The signed-in user was not found");
  return user;
}

/** Creates the user with this (normalized) e-mail or updates it: names, picture, role. */
function upsertUserStatement(db: Db, profile: SignInProfile, adminEmails: Set<string>) {
  const email = normalizeEmail(profile.email);
  // The caller's explicit role, else admin for ADMIN_EMAILS addresses; else a new account is a
  // client and an existing one keeps its role (local sign-in without a role).
  const decided = profile.role ?? (adminEmails.has(email) ? "admin" : undefined);
  const timestamp = now();
  return db
    .insert(users)
    .values({
      email,
      firstName: profile.firstName ?? null,
      lastName: profile.lastName ?? null,
      profileImageUrl: profile.profileImageUrl ?? null,
      role: decided ?? "client",
      createdAt: timestamp,
      updatedAt: timestamp,
    })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        // A missing profile field keeps what the account has.
        firstName: sql`coalesce(${profile.firstName ?? null}, ${users.firstName})`,
        lastName: sql`coalesce(${profile.lastName ?? null}, ${users.lastName})`,
        profileImageUrl: sql`coalesce(${profile.profileImageUrl ?? null}, ${users.profileImageUrl})`,
        ...(decided ? { role: decided } : {}),
        updatedAt: timestamp,
      },
    })
    .returning();
}

/** The id of the user with this e-mail, resolved inside the batch. */
const userIdByEmail = (email: string): SQL =>
  sql`(SELECT u.id FROM ${users} AS u WHERE u.email = ${normalizeEmail(email)})`;

/**
 * Turns the invitations waiting for the user's (current) e-mail into project assignments and
 * marks them accepted by this user (kept as the record the admin sees). The client name is the
 * e-mail's local part, as for an assignment by e-mail. Only pending invitations count: once an
 * admin removes an assignment that came from an invitation, a later sign-in does not bring it back.
 */
export function invitationStatements(db: Db, userId: SQL | number) {
  const id = typeof userId === "number" ? sql`${userId}` : userId;
  const pendingForUser = sql`${clientInvitations.acceptedAt} IS NULL AND ${clientInvitations.email} = (SELECT u.email FROM ${users} AS u WHERE u.id = ${id})`;
  return [
    // INSERT … SELECT with every column in table order (id NULL: autoincrement); the WHERE clause
    // keeps SQLite's upsert syntax unambiguous.
    db
      .insert(projectClients)
      .select(
        sql`SELECT NULL, ci.project_id, u.id, CASE WHEN instr(u.email, '@') > 0 THEN substr(u.email, 1, instr(u.email, '@') - 1) ELSE u.email END, u.email, NULL, ${now()} FROM ${clientInvitations} AS ci JOIN ${users} AS u ON u.email = ci.email WHERE u.id = ${id} AND ci.accepted_at IS NULL`,
      )
      .onConflictDoNothing(),
    db.update(clientInvitations).set({ acceptedAt: now(), acceptedByUserId: id }).where(pendingForUser),
  ] as const;
}

/**
 * Creates or updates the user who just signed in, in one batch with the pending invitations for
 * this e-mail becoming assignments. The role is the caller's explicit one (OAuth sign-ins pass
 * roleForEmail; the local sign-in passes what was asked for), else admin for ADMIN_EMAILS
 * addresses, else the account's current role (local sign-in without a role).
 */
export async function upsertSignedInUser(
  db: Db,
  profile: SignInProfile,
  adminEmails: Set<string>,
): Promise<User> {
  return runSignIn(db, [
    upsertUserStatement(db, profile, adminEmails),
    ...invitationStatements(db, userIdByEmail(profile.email)),
  ]);
}

export type OAuthIdentity = {
  provider: string;
  subject: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

/**
 * The user behind a provider identity, signed in with one batch. Provider + subject identify the
 * person; on the first sign-in with a provider the identity is linked to the account with the
 * same (verified) e-mail, or a new account is created. E-mail stays unique: when the provider
 * reports a new address that another account already uses, the old address is kept (decided in
 * SQL, inside the batch). The role follows ADMIN_EMAILS for the account's (kept) address at every
 * sign-in (roleForEmail).
 */
export async function signInWithOAuthIdentity(
  db: Db,
  identity: OAuthIdentity,
  adminEmails: Set<string>,
): Promise<User> {
  const linked = await db
    .select({ id: users.id, email: users.email })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, identity.provider), eq(oauthAccounts.subject, identity.subject)))
    .get();
  if (!linked) {
    return runSignIn(db, [
      upsertUserStatement(
        db,
        {
          email: identity.email,
          firstName: identity.firstName,
          lastName: identity.lastName,
          profileImageUrl: identity.profileImageUrl,
          role: roleForEmail(identity.email, adminEmails),
        },
        adminEmails,
      ),
      db
        .insert(oauthAccounts)
        .values({
          userId: userIdByEmail(identity.email),
          provider: identity.provider,
          subject: identity.subject,
        })
        .onConflictDoNothing(),
      ...invitationStatements(db, userIdByEmail(identity.email)),
    ]);
  }
  const reported = normalizeEmail(identity.email);
  const addressTaken = sql`EXISTS (SELECT 1 FROM ${users} AS other WHERE other.email = ${reported} AND other.id <> ${users.id})`;
  return runSignIn(db, [
    db
      .update(users)
      .set({
        email: sql`CASE WHEN ${addressTaken} THEN ${users.email} ELSE ${reported} END`,
        firstName: sql`coalesce(${identity.firstName}, ${users.firstName})`,
        lastName: sql`coalesce(${identity.lastName}, ${users.lastName})`,
        profileImageUrl: sql`coalesce(${identity.profileImageUrl}, ${users.profileImageUrl})`,
        role: sql`CASE WHEN ${addressTaken} THEN ${roleForEmail(linked.email, adminEmails)} ELSE ${roleForEmail(reported, adminEmails)} END`,
        updatedAt: now(),
      })
      .where(eq(users.id, linked.id))
      .returning(),
    ...invitationStatements(db, linked.id),
  ]);
}
