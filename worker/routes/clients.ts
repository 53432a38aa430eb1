/**
 * Client assignment (SPEC sections 2, 5 and 7), admin only.
 *   GET    /api/projects/:id/clients            assignments of a project
 *   POST   /api/projects/:id/clients            { userId, ... } assign a client user (409 if already)
 *   DELETE /api/projects/:id/clients/:userId    remove an assignment
 *   GET    /api/projects/:id/invitations        e-mails waiting for their first sign-in
 *   POST   /api/projects/:id/invitations        { email } invite (an existing client is assigned)
 *   DELETE /api/projects/:id/invitations/:invitationId
 */
import { type Context, Hono } from "hono";
import { assignClientSchema, CLIENT_MESSAGES, inviteClientSchema } from "../../src/shared/clients";
import { currentUser, requireAdmin } from "../auth/guards";
import { auditStatement } from "../db/queries/audit";
import {
  assignClient,
  createInvitation,
  deleteInvitation,
  getInvitation,
  getUserByEmail,
  getUserById,
  listInvitations,
  listProjectClients,
  removeClient,
} from "../db/queries/clients";
import { projectExists } from "../db/queries/project-lookup";
import { badRequest, conflict, notFound } from "../http/errors";
import { parseId } from "../http/params";
import { validate } from "../http/validate";
import type { AppEnv } from "../types";

export const clientsRouter = new Hono<AppEnv>();

const PROJECT_NOT_FOUND = "Project not found.";

clientsRouter.use("/projects/:id/clients", requireAdmin);
clientsRouter.use("/projects/:id/clients/*", requireAdmin);
clientsRouter.use("/projects/:id/invitations", requireAdmin);
clientsRouter.use("/projects/:id/invitations/*", requireAdmin);

/** The project of the path, which must exist. */
async function projectIdFrom(c: Context<AppEnv>): Promise<number> {
  const projectId = parseId(c.req.param("id"), PROJECT_NOT_FOUND);
  if (!(await projectExists(c.get("db"), projectId))) throw notFound(PROJECT_NOT_FOUND);
  return projectId;
}

clientsRouter.get("/projects/:id/clients", async (c) => {
  const projectId = await projectIdFrom(c);
  return c.json(await listProjectClients(c.get("db"), projectId));
});

clientsRouter.post("/projects/:id/clients", validate("json", assignClientSchema), async (c) => {
  const projectId = await projectIdFrom(c);
  const { userId } = c.req.valid("json");
  const db = c.get("db");
  const user = await getUserById(db, userId);
  if (user?.role !== "client") throw notFound(CLIENT_MESSAGES.notFoundDescription);
  const assignment = await assignClient(db, projectId, user, [
    auditStatement(db, currentUser(c), {
      action: "client.assign",
      entityType: "project",
      entityId: projectId,
      detail: { userId: user.id, email: user.email },
    }),
  ]);
  if (!assignment) throw conflict(CLIENT_MESSAGES.duplicate);
  return c.json(assignment, 201);
});

clientsRouter.delete("/projects/:id/clients/:userId", async (c) => {
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

clientsRouter.get("/projects/:id/invitations", async (c) => {
  const projectId = await projectIdFrom(c);
  return c.json(await listInvitations(c.get("db"), projectId));
});

clientsRouter.post("/projects/:id/invitations", validate("json", inviteClientSchema), async (c) => {
  const projectId = await projectIdFrom(c);
  const { email } = c.req.valid("json");
  const db = c.get("db");
  const actor = currentUser(c);
  if (c.get("config").adminEmails.has(email)) throw badRequest(CLIENT_MESSAGES.adminEmail);
  const existing = await getUserByEmail(db, email);
  if (existing) {
    // Someone who has signed in already needs no invitation: a client is assigned right away.
    if (existing.role !== "client") throw badRequest(CLIENT_MESSAGES.adminEmail);
    const assignment = await assignClient(db, projectId, existing, [
      auditStatement(db, actor, {
        action: "client.assign",
        entityType: "project",
        entityId: projectId,
        detail: { userId: existing.id, email: existing.email },
      }),
    ]);
    if (!assignment) throw conflict(CLIENT_MESSAGES.duplicate);
    return c.json({ kind: "assignment", assignment }, 201);
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
  return c.json({ kind: "invitation", invitation }, 201);
});

clientsRouter.delete("/projects/:id/invitations/:invitationId", async (c) => {
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
