/**
 * Client assignment: the user list, assign / list / remove, duplicates refused with 409,
 * invitations applied at the invited person's first sign-in, and non-admins refused everywhere.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type {
  AdminUser,
  ClientInvitationView,
  InviteResult,
  ProjectClientView,
} from "../../src/shared/clients";
import { auditLog, clientInvitations, projectClients } from "../../worker/db/schema";
import {
  api,
  createProject,
  db,
  expectAdminOnly,
  expectJson,
  json,
  type Session,
  signIn,
  signInBeforeAll,
  uniqueEmail,
} from "./helpers";

const admin = signInBeforeAll("admin");
const client = signInBeforeAll("client", uniqueEmail("maria.lopez"));

const assign = (projectId: number, body: unknown, session: Session | null = admin) =>
  api(`/api/projects/${projectId}/clients`, { session, json: body });

describe("GET /api/admin/users", () => {
  it("lists users with the picker's fields, filtered by role on request", async () => {
    const all = await json<AdminUser[]>(await api("/api/admin/users", { session: admin }));
    const me = all.find((u) => u.id === client.userId);
    expect(me).toEqual({
      id: client.userId,
      email: client.email,
      firstName: "Test",
      lastName: null,
      role: "client",
      createdAt: expect.any(String),
      lastSignInAt: expect.any(String),
    });
    expect(all.some((u) => u.role === "admin")).toBe(true);
    const clients = await json<AdminUser[]>(await api("/api/admin/users?role=client", { session: admin }));
    expect(clients.length).toBeGreaterThan(0);
    expect(clients.every((u) => u.role === "client")).toBe(true);
    expect((await api("/api/admin/users?role=owner", { session: admin })).status).toBe(400);
  });
});

describe("assignments", () => {
  it("assigns with the derived name, lists, refuses a duplicate with 409, and removes", async () => {
    const project = await createProject();
    const res = await assign(project.id, {
      userId: client.userId,
      clientName: "ignored",
      clientEmail: "someone@else.example",
      clientPhone: "(949) 555-0199",
    });
    const created = await expectJson<ProjectClientView>(res, 201);
    expect(created).toMatchObject({
      projectId: project.id,
      userId: client.userId,
      clientName: client.email.split("@")[0],
      clientEmail: client.email,
      clientPhone: null,
    });

    const dup = await assign(project.id, { userId: client.userId });
    expect(dup.status).toBe(409);
    expect(await json(dup)).toEqual({ message: "This client is already assigned to this project." });
    const rows = await db()
      .select()
      .from(projectClients)
      .where(and(eq(projectClients.projectId, project.id), eq(projectClients.userId, client.userId)))
      .all();
    expect(rows).toHaveLength(1);

    const listed = await json<ProjectClientView[]>(
      await api(`/api/projects/${project.id}/clients`, { session: admin }),
    );
    expect(listed).toEqual([expect.objectContaining({ userId: client.userId, firstName: "Test" })]);

    const removed = await api(`/api/projects/${project.id}/clients/${client.userId}`, {
      method: "DELETE",
      session: admin,
    });
    expect(removed.status).toBe(200);
    expect(await json(removed)).toEqual({ message: "Client removed" });
    expect(await json(await api(`/api/projects/${project.id}/clients`, { session: admin }))).toEqual([]);
    const again = await api(`/api/projects/${project.id}/clients/${client.userId}`, {
      method: "DELETE",
      session: admin,
    });
    expect(again.status).toBe(404);

    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(project.id)))
      .all();
    expect(audit.map((a) => a.action)).toEqual(["client.assign", "client.remove"]);
  });

  it("refuses users that are not clients, unknown users, and missing input", async () => {
    const project = await createProject();
    const notFound = { message: "Selected client user not found." };
    const other = await signIn("admin");
    const asAdmin = await assign(project.id, { userId: other.userId });
    expect(asAdmin.status).toBe(404);
    expect(await json(asAdmin)).toEqual(notFound);
    const unknown = await assign(project.id, { userId: 987_654 });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual(notFound);
    const missing = await assign(project.id, {});
    expect(missing.status).toBe(400);
    expect(await json(missing)).toEqual({
      message: "Please select both a project and a client.",
      errors: { userId: "Please select both a project and a client." },
    });
    expect((await assign(999_999, { userId: client.userId })).status).toBe(404);
    expect(await json(await api(`/api/projects/${project.id}/clients`, { session: admin }))).toEqual([]);
  });
});

describe("invitations", () => {
  it("waits for the first sign-in with that e-mail, then becomes an assignment", async () => {
    const project = await createProject();
    const email = uniqueEmail("new.client");
    const res = await api(`/api/projects/${project.id}/invitations`, {
      session: admin,
      json: { email: `  ${email.toUpperCase()} ` },
    });
    const result = await expectJson<InviteResult>(res, 201);
    expect(result).toMatchObject({ kind: "invitation", invitation: { projectId: project.id, email } });

    const dup = await api(`/api/projects/${project.id}/invitations`, { session: admin, json: { email } });
    expect(dup.status).toBe(409);
    expect(await json(dup)).toEqual({ message: "This e-mail has already been invited to this project." });

    const waiting = await json<ClientInvitationView[]>(
      await api(`/api/projects/${project.id}/invitations`, { session: admin }),
    );
    expect(waiting.map((i) => i.email)).toEqual([email]);

    // First sign-in with that address (the local sign-in runs the same code as OAuth).
    const newcomer = await signIn("client", email);
    const assigned = await json<ProjectClientView[]>(
      await api(`/api/projects/${project.id}/clients`, { session: admin }),
    );
    expect(assigned).toEqual([
      expect.objectContaining({
        userId: newcomer.userId,
        clientEmail: email,
        clientName: email.split("@")[0],
      }),
    ]);
    // The invitation is kept as the record, marked accepted by that person.
    expect(await json(await api(`/api/projects/${project.id}/invitations`, { session: admin }))).toEqual([
      expect.objectContaining({ email, acceptedByUserId: newcomer.userId, acceptedAt: expect.any(String) }),
    ]);
  });

  it("assigns someone who has already signed in at once, and refuses admin addresses", async () => {
    const project = await createProject();
    const res = await api(`/api/projects/${project.id}/invitations`, {
      session: admin,
      json: { email: client.email },
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ kind: "assignment", assignment: { userId: client.userId } });
    expect(
      (
        await api(`/api/projects/${project.id}/invitations`, {
          session: admin,
          json: { email: client.email },
        })
      ).status,
    ).toBe(409);

    for (const email of ["owner@studio.test", admin.email]) {
      const refused = await api(`/api/projects/${project.id}/invitations`, {
        session: admin,
        json: { email },
      });
      expect(refused.status, email).toBe(400);
      expect(await json(refused)).toEqual({
        message: "This e-mail belongs to a studio admin, who sees every project already.",
      });
    }
    const bad = await api(`/api/projects/${project.id}/invitations`, {
      session: admin,
      json: { email: "nope" },
    });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ message: "Please enter a valid email address" });
  });

  it("removes an invitation so a later sign-in assigns nothing", async () => {
    const project = await createProject();
    const email = uniqueEmail("changed.mind");
    const { invitation } = await json<{ invitation: ClientInvitationView }>(
      await api(`/api/projects/${project.id}/invitations`, { session: admin, json: { email } }),
    );
    const other = await createProject();
    expect(
      (
        await api(`/api/projects/${other.id}/invitations/${invitation.id}`, {
          method: "DELETE",
          session: admin,
        })
      ).status,
    ).toBe(404);
    const del = await api(`/api/projects/${project.id}/invitations/${invitation.id}`, {
      method: "DELETE",
      session: admin,
    });
    expect(del.status).toBe(200);
    expect(
      await db().select().from(clientInvitations).where(eq(clientInvitations.email, email)).all(),
    ).toEqual([]);
    await signIn("client", email);
    expect(await json(await api(`/api/projects/${project.id}/clients`, { session: admin }))).toEqual([]);
  });
});

describe("non-admins are refused everywhere", () => {
  it("answers 401 signed out and 403 for a client, with nothing but a message", async () => {
    const project = await createProject();
    await assign(project.id, { userId: client.userId });
    await expectAdminOnly(
      [
        ["/api/admin/users", {}],
        [`/api/projects/${project.id}/clients`, {}],
        [`/api/projects/${project.id}/clients`, { json: { userId: client.userId } }],
        [`/api/projects/${project.id}/clients/${client.userId}`, { method: "DELETE" }],
        [`/api/projects/${project.id}/invitations`, {}],
        [`/api/projects/${project.id}/invitations`, { json: { email: "x@example.com" } }],
        [`/api/projects/${project.id}/invitations/1`, { method: "DELETE" }],
      ],
      client,
    );
    // Still assigned: the client's DELETE changed nothing.
    expect(
      await json<unknown[]>(await api(`/api/projects/${project.id}/clients`, { session: admin })),
    ).toHaveLength(1);
  });
});
