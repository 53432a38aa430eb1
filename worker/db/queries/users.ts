import { eq } from "drizzle-orm";
import { clientInvitations, projectClients, users, type User } from "../schema";
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
 * Creates or updates the user who just signed in. Admin role comes from ADMIN_EMAILS (or the
 * local sign-in's explicit role); pending invitations for this e-mail become assignments.
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
