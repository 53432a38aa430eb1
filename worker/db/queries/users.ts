import { and, eq } from "drizzle-orm";
import { clientInvitations, oauthAccounts, projectClients, users, type User } from "../schema";
import type { Db } from "../../types";
import { runBatch } from "../batch";

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
 * Creates or updates the user who just signed in. The role is the caller's explicit one (OAuth
 * sign-ins pass roleForEmail; the local sign-in passes what was asked for), else admin for
 * ADMIN_EMAILS addresses, else the account's current role (local sign-in without a role).
 * Pending invitations for this e-mail become assignments.
 */
export async function upsertSignedInUser(
  db: Db,
  profile: SignInProfile,
  adminEmails: Set<string>,
): Promise<User> {
  const email = normalizeEmail(profile.email);
  const existing = await db.select().from(users).where(eq(users.email, email)).get();
  const role = profile.role ?? (adminEmails.has(email) ? "admin" : (existing?.role ?? "client"));
  let user: User;
  if (existing) {
    user =
      (await db
        .update(users)
        .set({
          firstName: profile.firstName ?? existing.firstName,
          lastName: profile.lastName ?? existing.lastName,
          profileImageUrl: profile.profileImageUrl ?? existing.profileImageUrl,
          role,
        })
        .where(eq(users.id, existing.id))
        .returning()
        .get()) ?? existing;
  } else {
    user = await db
      .insert(users)
      .values({
        email,
        firstName: profile.firstName ?? null,
        lastName: profile.lastName ?? null,
        profileImageUrl: profile.profileImageUrl ?? null,
        role,
      })
      .returning()
      .get();
  }
  await applyInvitations(db, user);
  return user;
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
 * The user behind a provider identity. Provider + subject identify the person; on the first
 * sign-in with a provider the identity is linked to the account with the same (verified) e-mail,
 * or a new account is created. E-mail stays unique: when the provider reports a new address that
 * another account already uses, the old address is kept. The role follows ADMIN_EMAILS for the
 * account's (kept) address at every sign-in (roleForEmail).
 */
export async function signInWithOAuthIdentity(
  db: Db,
  identity: OAuthIdentity,
  adminEmails: Set<string>,
): Promise<User> {
  const linked = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, identity.provider), eq(oauthAccounts.subject, identity.subject)))
    .get();
  if (!linked) {
    const user = await upsertSignedInUser(
      db,
      {
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        profileImageUrl: identity.profileImageUrl,
        role: roleForEmail(identity.email, adminEmails),
      },
      adminEmails,
    );
    await db
      .insert(oauthAccounts)
      .values({ userId: user.id, provider: identity.provider, subject: identity.subject })
      .onConflictDoNothing();
    return user;
  }
  const existing = linked.user;
  let email = existing.email;
  const reported = normalizeEmail(identity.email);
  if (reported !== existing.email) {
    const taken = await db.select({ id: users.id }).from(users).where(eq(users.email, reported)).get();
    if (!taken) email = reported;
  }
  const user =
    (await db
      .update(users)
      .set({
        email,
        firstName: identity.firstName ?? existing.firstName,
        lastName: identity.lastName ?? existing.lastName,
        profileImageUrl: identity.profileImageUrl ?? existing.profileImageUrl,
        role: roleForEmail(email, adminEmails),
      })
      .where(eq(users.id, existing.id))
      .returning()
      .get()) ?? existing;
  await applyInvitations(db, user);
  return user;
}

/** Turns invitations waiting for this e-mail into project assignments (one batch). */
export async function applyInvitations(db: Db, user: User): Promise<void> {
  const pending = await db
    .select()
    .from(clientInvitations)
    .where(eq(clientInvitations.email, user.email))
    .all();
  if (pending.length === 0) return;
  const clientName = user.email.split("@")[0] ?? user.email;
  await runBatch(db, [
    ...pending.map((inv) =>
      db
        .insert(projectClients)
        .values({
          projectId: inv.projectId,
          userId: user.id,
          clientName,
          clientEmail: user.email,
          clientPhone: null,
        })
        .onConflictDoNothing(),
    ),
    db.delete(clientInvitations).where(eq(clientInvitations.email, user.email)),
  ]);
}
