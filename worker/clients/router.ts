/**
 * Client assignment (SPEC sections 2, 5 and 7), admin only.
 *   GET    /api/projects/:id/clients            assignments of a project
 *   POST   /api/projects/:id/clients            { userId, ... } assign a client user (409 if already)
 *                                               and e-mail them a link to the project
 *   DELETE /api/projects/:id/clients/:userId    remove an assignment
 *   GET    /api/projects/:id/invitations        invitations by e-mail, pending and accepted
 *   POST   /api/projects/:id/invitations        { email } invite and e-mail the invitee (an existing
 *                                               client is assigned instead, and e-mailed the same
 *                                               way as by the route above)
 *   POST   /api/projects/:id/invitations/:invitationId/resend   e-mail a pending invitation again
 *   DELETE /api/projects/:id/invitations/:invitationId
 */
import type { Context } from "hono";
import {
  type AssignResult,
  assignClientSchema,
  CLIENT_MESSAGES,
  type ClientInvitationView,
  type InvitationDelivery,
  type InviteResult,
  inviteClientSchema,
  type ResendResult,
} from "../../src/shared/clients";
import { auditStatement } from "../audit/queries";
import { currentUser, requireAdmin } from "../auth/guards";
import type { User } from "../db/schema";
import { depsOf } from "../http/deps";
import { badRequest, conflict, notFound, PROJECT_NOT_FOUND } from "../http/errors";
import { guardedRouter } from "../http/guarded-router";
import { parseId } from "../http/params";
import { enforceRateLimit, type Limit } from "../http/rate-limit";
import { validate } from "../http/validate";
import { deliverEmail } from "../notify/email";
import { existingProjectId, getProjectName } from "../projects/queries-lookup";
import type { AppEnv, SessionUser } from "../types";
import { invitationEmail, projectAddedEmail } from "./invitation-email";
import {
  assignClient,
  createInvitation,
  deleteInvitation,
  getInvitation,
  getUserByEmail,
  getUserById,
  listInvitations,
  listProjectClients,
  recordInvitationSent,
  removeClient,
} from "./queries";

export const clientsRouter = guardedRouter(requireAdmin, [
  "/:id/clients",
  "/:id/clients/*",
  "/:id/invitations",
  "/:id/invitations/*",
]);

/**
 * Resending an invitation: 3 e-mails per invitation per hour. Enough to follow up a lost or
 * deleted message; not enough for a mistake (or a stolen session) to flood someone's inbox.
 */
export const INVITATION_RESEND_LIMIT: Limit = { name: "invitation-resend", limit: 3, windowSeconds: 60 * 60 };

/**
 * E-mails the invitation now (the admin waits: the answer says whether it went out) and records
 * the delivery, with `extra` (an audit entry) in the same batch. A refused send is kept in the
 * outbox marked failed and leaves the invitation unsent, for the admin to send again.
 */
async function sendInvitation(
  c: Context<AppEnv>,
  invitation: ClientInvitationView,
  projectName: string,
  extra: (delivery: InvitationDelivery) => Parameters<typeof recordInvitationSent>[2] = () => [],
): Promise<InvitationDelivery> {
  const delivery = await deliverEmail(
    depsOf(c),
    invitationEmail(depsOf(c), {
      projectId: invitation.projectId,
      projectName,
      email: invitation.email,
      inviter: currentUser(c),
    }),
  );
  if (delivery !== "failed") await recordInvitationSent(c.get("db"), invitation.id, extra(delivery));
  return delivery;
}

/**
 * Tells a client who already has an account that the project is now in their portal, with a link
 * to it (issue 25: before, an assignment said nothing). Sent now, like an invitation, so the
 * answer can say whether it went out; the assignment stands whatever happens to the e-mail.
 */
async function sendProjectAdded(
  c: Context<AppEnv>,
  projectId: number,
  user: User,
): Promise<InvitationDelivery> {
  const projectName = (await getProjectName(c.get("db"), projectId)) ?? "";
  return deliverEmail(
    depsOf(c),
    projectAddedEmail(depsOf(c), {
      projectId,
      projectName,
      email: user.email,
      firstName: user.firstName,
      inviter: currentUser(c),
    }),
  );
}

/** The project of the path, which must exist. */
const projectIdFrom = (c: Context<AppEnv>) => existingProjectId(c.get("db"), c.req.param("id"));

/**
 * Assigns a client who has signed in already to the project (audited, by `actor`) and tells them;
 * a second assignment is a 409.
 */
async function assignAndTell(c: Context<AppEnv>, projectId: number, user: User, actor: SessionUser) {
  const db = c.get("db");
  const assignment = await assignClient(db, projectId, user, [
    auditStatement(db, actor, {
      action: "client.assign",
      entityType: "project",
      entityId: projectId,
      detail: { userId: user.id, email: user.email },
    }),
  ]);
  if (!assignment) throw conflict(CLIENT_MESSAGES.duplicate);
  return { assignment, delivery: await sendProjectAdded(c, projectId, user) };
}

// The project's clients and its pending invitations: each list read the same way.
const LISTS = [
  ["/:id/clients", listProjectClients],
  ["/:id/invitations", listInvitations],
] as const;
for (const [path, list] of LISTS) {
  clientsRouter.get(path, async (c) => {
    const projectId = await projectIdFrom(c);
    return c.json(await list(c.get("db"), projectId));
  });
}

clientsRouter.post("/:id/clients", validate("json", assignClientSchema), async (c) => {
  const projectId = await projectIdFrom(c);
  const { userId } = c.req.valid("json");
  const db = c.get("db");
  const user = await getUserById(db, userId);
  if (user?.role !== "client") throw notFound(CLIENT_MESSAGES.notFoundDescription);
  const { assignment, delivery } = await assignAndTell(c, projectId, user, currentUser(c));
  const result: AssignResult = { ...assignment, delivery };
  return c.json(result, 201);
});

clientsRouter.delete("/:id/clients/:userId", async (c) => {
  const projectId = await projectIdFrom(c);
  const userId = parseId(c.req.param("userId"), "Assignment not found.");
  const db = c.get("db");
  const removed = await removeClient(db, projectId, userId, [
    auditStatement(db, currentUser(c), {
      action: "client.remove",
      entityType: "project",
      entityId: projectId,
      detail: { userId },
    }),
  ]);
  if (!removed) throw notFound("Assignment not found.");
  return c.json({ message: CLIENT_MESSAGES.removed });
});

clientsRouter.post("/:id/invitations", validate("json", inviteClientSchema), async (c) => {
  const projectId = await projectIdFrom(c);
  const { email } = c.req.valid("json");
  const db = c.get("db");
  const actor = currentUser(c);
  if (c.get("config").adminEmails.has(email)) throw badRequest(CLIENT_MESSAGES.adminEmail);
  const existing = await getUserByEmail(db, email);
  if (existing) {
    // Someone who has signed in already needs no invitation: a client is assigned right away.
    if (existing.role !== "client") throw badRequest(CLIENT_MESSAGES.adminEmail);
    const { assignment, delivery } = await assignAndTell(c, projectId, existing, actor);
    const result: InviteResult = { kind: "assignment", assignment, delivery };
    return c.json(result, 201);
  }
  const invitation = await createInvitation(db, { projectId, email, createdByUserId: actor.id }, [
    auditStatement(db, actor, {
      action: "client.invite",
      entityType: "project",
      entityId: projectId,
      detail: { email },
    }),
  ]);
  if (!invitation) throw conflict(CLIENT_MESSAGES.duplicateInvitation);
  const delivery = await sendInvitation(c, invitation, (await getProjectName(db, projectId)) ?? "");
  const sent = (await getInvitation(db, projectId, invitation.id)) ?? invitation;
  return c.json({ kind: "invitation", invitation: sent, delivery }, 201);
});

clientsRouter.post("/:id/invitations/:invitationId/resend", async (c) => {
  const projectId = parseId(c.req.param("id"), PROJECT_NOT_FOUND);
  const id = parseId(c.req.param("invitationId"), CLIENT_MESSAGES.invitationNotFound);
  const db = c.get("db");
  const projectName = await getProjectName(db, projectId);
  if (projectName === null) throw notFound(PROJECT_NOT_FOUND);
  const invitation = await getInvitation(db, projectId, id);
  if (!invitation) throw notFound(CLIENT_MESSAGES.invitationNotFound);
  if (invitation.acceptedAt) throw conflict(CLIENT_MESSAGES.alreadyAccepted);
  await enforceRateLimit(c, INVITATION_RESEND_LIMIT, String(id), CLIENT_MESSAGES.resendLimited);
  const delivery = await sendInvitation(c, invitation, projectName, (outcome) => [
    auditStatement(db, currentUser(c), {
      action: "client.invite_resend",
      entityType: "project",
      entityId: projectId,
      detail: { email: invitation.email, delivery: outcome },
    }),
  ]);
  const result: ResendResult = {
    invitation: (await getInvitation(db, projectId, id)) ?? invitation,
    delivery,
  };
  return c.json(result);
});

clientsRouter.delete("/:id/invitations/:invitationId", async (c) => {
  const projectId = await projectIdFrom(c);
  const id = parseId(c.req.param("invitationId"), "Invitation not found.");
  const db = c.get("db");
  const invitation = await getInvitation(db, projectId, id);
  if (!invitation) throw notFound("Invitation not found.");
  await deleteInvitation(db, id, [
    auditStatement(db, currentUser(c), {
      action: "client.uninvite",
      entityType: "project",
      entityId: projectId,
      detail: { email: invitation.email },
    }),
  ]);
  return c.json({ message: CLIENT_MESSAGES.invitationRemoved });
});
