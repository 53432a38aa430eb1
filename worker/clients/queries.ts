/**
 * Client assignments (project_clients) and invitations by e-mail (client_invitations;
 * worker/auth/queries-users.ts turns them into assignments and marks them accepted at that person's
 * first sign-in).
 */
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  type ClientInvitationView,
  clientNameFromEmail,
  type ProjectClientView,
} from "../../src/shared/clients";
import { runBatch } from "../db/batch";
import { clientInvitations, now, projectClients, type User, users } from "../db/schema";
import type { Db } from "../types";

const assignmentColumns = {
  id: projectClients.id,
  projectId: projectClients.projectId,
  userId: projectClients.userId,
  clientName: projectClients.clientName,
  clientEmail: projectClients.clientEmail,
  clientPhone: projectClients.clientPhone,
  createdAt: projectClients.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  lastSignInAt: users.lastSignInAt,
};

/** A project's assignments (those matching `where`), each with its user's name and last sign-in. */
const assignmentsOf = (db: Db, projectId: number, where?: SQL) =>
  db
    .select(assignmentColumns)
    .from(projectClients)
    .innerJoin(users, eq(users.id, projectClients.userId))
    .where(and(eq(projectClients.projectId, projectId), where));

export async function listProjectClients(db: Db, projectId: number): Promise<ProjectClientView[]> {
  return assignmentsOf(db, projectId).orderBy(asc(projectClients.createdAt), asc(projectClients.id)).all();
}

export async function getProjectClient(
  db: Db,
  projectId: number,
  userId: number,
): Promise<ProjectClientView | undefined> {
  return assignmentsOf(db, projectId, eq(projectClients.userId, userId)).get();
}

export async function getUserById(db: Db, id: number): Promise<User | undefined> {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export async function getUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.select().from(users).where(eq(users.email, email)).get();
}

function isUniqueViolation(err: unknown): boolean {
  const text = err instanceof Error ? `${err.message} ${String(err.cause ?? "")}` : String(err);
  return /UNIQUE constraint failed/i.test(text);
}

/**
 * Assigns a client user to a project (SPEC: clientName is the e-mail's local part, clientPhone
 * null). Returns null when that assignment already exists (also when a parallel request won).
 */
export async function assignClient(
  db: Db,
  projectId: number,
  user: User,
  extra: BatchItem<"sqlite">[],
): Promise<ProjectClientView | null> {
  if (await getProjectClient(db, projectId, user.id)) return null;
  try {
    await runBatch(db, [
      db.insert(projectClients).values({
        projectId,
        userId: user.id,
        clientName: clientNameFromEmail(user.email),
        clientEmail: user.email,
        clientPhone: null,
      }),
      ...extra,
    ]);
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
  return (await getProjectClient(db, projectId, user.id)) ?? null;
}

/** Removes an assignment; false when there was none. */
export async function removeClient(
  db: Db,
  projectId: number,
  userId: number,
  extra: BatchItem<"sqlite">[],
): Promise<boolean> {
  if (!(await getProjectClient(db, projectId, userId))) return false;
  await runBatch(db, [
    db
      .delete(projectClients)
      .where(and(eq(projectClients.projectId, projectId), eq(projectClients.userId, userId))),
    ...extra,
  ]);
  return true;
}

const invitationColumns = {
  id: clientInvitations.id,
  projectId: clientInvitations.projectId,
  email: clientInvitations.email,
  createdAt: clientInvitations.createdAt,
  sentAt: clientInvitations.sentAt,
  sendCount: clientInvitations.sendCount,
  acceptedAt: clientInvitations.acceptedAt,
  acceptedByUserId: clientInvitations.acceptedByUserId,
};

/** A project's invitations (those matching `where`): what the admin sees of one (not who sent it). */
const invitationsOf = (db: Db, projectId: number, where?: SQL) =>
  db
    .select(invitationColumns)
    .from(clientInvitations)
    .where(and(eq(clientInvitations.projectId, projectId), where));

export async function listInvitations(db: Db, projectId: number): Promise<ClientInvitationView[]> {
  return invitationsOf(db, projectId)
    .orderBy(asc(clientInvitations.createdAt), asc(clientInvitations.id))
    .all();
}

/** Records an invitation; null when this e-mail is already invited to this project. */
export async function createInvitation(
  db: Db,
  args: { projectId: number; email: string; createdByUserId: number },
  extra: BatchItem<"sqlite">[],
): Promise<ClientInvitationView | null> {
  const existing = await db
    .select({ id: clientInvitations.id })
    .from(clientInvitations)
    .where(and(eq(clientInvitations.projectId, args.projectId), eq(clientInvitations.email, args.email)))
    .get();
  if (existing) return null;
  try {
    await runBatch(db, [db.insert(clientInvitations).values(args), ...extra]);
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
  return (await invitationsOf(db, args.projectId, eq(clientInvitations.email, args.email)).get()) ?? null;
}

export async function getInvitation(
  db: Db,
  projectId: number,
  id: number,
): Promise<ClientInvitationView | undefined> {
  return invitationsOf(db, projectId, eq(clientInvitations.id, id)).get();
}

export async function deleteInvitation(db: Db, id: number, extra: BatchItem<"sqlite">[]): Promise<void> {
  await runBatch(db, [db.delete(clientInvitations).where(eq(clientInvitations.id, id)), ...extra]);
}

/** Records one more delivery of the invitation e-mail (with its audit entry, when given). */
export async function recordInvitationSent(
  db: Db,
  id: number,
  extra: BatchItem<"sqlite">[] = [],
): Promise<void> {
  await runBatch(db, [
    db
      .update(clientInvitations)
      .set({ sentAt: now(), sendCount: sql`${clientInvitations.sendCount} + 1` })
      .where(eq(clientInvitations.id, id)),
    ...extra,
  ]);
}
