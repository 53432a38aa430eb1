/**
 * Invitations that e-mail the invitee (issue 16): inviting produces an e-mail to the invitee, read
 * here from the local outbox through the admin's outbox API, whose sign-in link works (followed:
 * the local sign-in as that address applies the assignment and marks the invitation accepted);
 * resending sends again, rate-limited; with sending configured the message goes through the
 * Email Service binding; clients and anonymous callers can neither invite, resend nor read the
 * outbox, and learn nothing from trying.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { safeReturnTo } from "../../src/shared/auth";
import type {
  AssignResult,
  ClientInvitationView,
  InviteResult,
  ResendResult,
} from "../../src/shared/clients";
import type { OutboxList, OutboxMessage } from "../../src/shared/setup";
import { auditLog, clientInvitations, emailOutbox, projectClients } from "../../worker/db/schema";
import { api, createProject, db, json, type Session, signIn, signInBeforeAll, uniqueEmail } from "./helpers";
import { notifyingWorker } from "./notify-capture";

const admin = signInBeforeAll("admin", uniqueEmail("studio.admin"), "Jordan");
const client = signInBeforeAll("client", uniqueEmail("someone.else"));

const invite = (projectId: number, email: string, session: Session | null = admin) =>
  api(`/api/projects/${projectId}/invitations`, { session, json: { email } });

const resend = (projectId: number, invitationId: number, session: Session | null = admin) =>
  api(`/api/projects/${projectId}/invitations/${invitationId}/resend`, { session, method: "POST" });

async function outboxTo(email: string): Promise<OutboxMessage[]> {
  const list = await json<OutboxList>(await api("/api/admin/outbox", { session: admin }));
  const mine = list.messages.filter((m) => m.to === email);
  return Promise.all(
    mine.map(async (m) => json<OutboxMessage>(await api(`/api/admin/outbox/${m.id}`, { session: admin }))),
  );
}

/**
 * The one message in the outbox to `email`: kept locally (no sending configured in the tests),
 * of this kind and subject, replies going to the studio. It says which address to sign in with
 * (Studio Sign-In, `email`) and never the project's internal title.
 */
async function onlyMessageTo(email: string, kind: string, subject: string): Promise<OutboxMessage> {
  const messages = await outboxTo(email);
  expect(messages).toHaveLength(1);
  const [message] = messages;
  expect(message).toMatchObject({ kind, status: "local", subject, replyTo: "hello@layered-interiors.com" });
  const text = message?.text ?? "";
  expect(text).toContain(`using this e-mail address, ${email}`);
  expect(text).toContain("Studio Sign-In");
  expect(text).not.toContain("Hillside internal");
  return message as OutboxMessage;
}

async function invitationsOf(projectId: number): Promise<ClientInvitationView[]> {
  return json(await api(`/api/projects/${projectId}/invitations`, { session: admin }));
}

const hillside = () =>
  createProject({ title: "Hillside internal", clientProjectName: "The Hillside Residence" });

describe("inviting e-mails the invitee", () => {
  it("sends a sign-in link that brings them to their project, and the sign-in accepts the invitation", async () => {
    const project = await hillside();
    const email = uniqueEmail("new.client");
    const res = await invite(project.id, email);
    expect(res.status).toBe(201);
    const result = await json<InviteResult>(res);
    // No sending configured in the tests: the message is kept in the local outbox.
    expect(result).toMatchObject({
      kind: "invitation",
      delivery: "outbox",
      invitation: { email, sendCount: 1, sentAt: expect.any(String), acceptedAt: null },
    });

    const message = await onlyMessageTo(
      email,
      "invitation",
      "Layered Interiors invited you to The Hillside Residence",
    );
    const text = message.text;
    // Who invites, to what, what the portal is (which address to sign in with: onlyMessageTo).
    expect(text).toContain("Jordan at Layered Interiors has invited you to follow The Hillside Residence");
    expect(text).toContain("client portal is where Layered Interiors shares your project");

    const link = new URL(/http:\/\/localhost\/login\?\S+/.exec(text)?.[0] ?? "http://invalid/");
    expect(link.origin).toBe("http://localhost");
    expect(link.pathname).toBe("/login");
    // The invitee's address is in the message, never in the link (issue 25).
    expect(link.searchParams.get("invited")).toBe("1");
    expect([...link.searchParams.keys()].sort()).toEqual(["invited", "returnTo"]);
    for (const url of [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0])) {
      expect(decodeURIComponent(url)).not.toContain(email);
      expect(decodeURIComponent(url)).not.toContain(email.split("@")[0] ?? email);
    }
    for (const href of [...(message.html ?? "").matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? "")) {
      expect(decodeURIComponent(href)).not.toContain(email.split("@")[0] ?? email);
    }
    // The login page hands returnTo to the sign-in (checked with the same rule as the page).
    const returnTo = safeReturnTo(link.searchParams.get("returnTo"));
    expect(returnTo).toBe(`/portal?project=${project.id}`);
    expect(message.html).toContain(`href="${link.toString().replace(/&/g, "&amp;")}"`);

    // Follow it: sign in as that address (the local sign-in runs the same code as a provider's).
    const invitee = await signIn("client", email);
    const projects = await json<{ id: number }[]>(await api("/api/client/projects", { session: invitee }));
    expect(projects.map((p) => p.id)).toEqual([project.id]);
    const portal = await api(`/api/portal/project?projectId=${project.id}`, { session: invitee });
    expect(portal.status).toBe(200);

    expect(await invitationsOf(project.id)).toEqual([
      expect.objectContaining({
        email,
        sendCount: 1,
        acceptedAt: expect.any(String),
        acceptedByUserId: invitee.userId,
      }),
    ]);
    // Accepted: nothing to resend.
    const again = await resend(project.id, result.kind === "invitation" ? result.invitation.id : 0);
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({
      message: "This invitation has been accepted: the client sees the project already.",
    });
  });

  it("does not bring back an assignment the admin removed after the invitation was accepted", async () => {
    const project = await hillside();
    const email = uniqueEmail("removed.later");
    expect((await invite(project.id, email)).status).toBe(201);
    const invitee = await signIn("client", email);
    const removed = await api(`/api/projects/${project.id}/clients/${invitee.userId}`, {
      session: admin,
      method: "DELETE",
    });
    expect(removed.status).toBe(200);
    await signIn("client", email);
    expect(await json(await api("/api/client/projects", { session: invitee }))).toEqual([]);
  });

  it("resends: another e-mail, counted, audit-logged; at most 3 an hour per invitation", async () => {
    const project = await hillside();
    const email = uniqueEmail("slow.reader");
    const created = await json<InviteResult>(await invite(project.id, email));
    if (created.kind !== "invitation") throw new Error("expected an invitation");
    const id = created.invitation.id;

    for (const count of [2, 3, 4]) {
      const res = await resend(project.id, id);
      expect(res.status).toBe(200);
      const body = await json<ResendResult>(res);
      expect(body).toMatchObject({ delivery: "outbox", invitation: { id, sendCount: count } });
    }
    expect(await outboxTo(email)).toHaveLength(4);

    const limited = await resend(project.id, id);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await json(limited)).toEqual({
      message:
        "This invitation was sent several times in the last hour. Please wait before sending it again.",
    });
    expect(await outboxTo(email)).toHaveLength(4);
    expect((await invitationsOf(project.id))[0]?.sendCount).toBe(4);

    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(project.id)))
      .all();
    expect(audit.map((a) => a.action)).toEqual([
      "client.invite",
      "client.invite_resend",
      "client.invite_resend",
      "client.invite_resend",
    ]);
    expect(audit[1]?.detail).toEqual({ email, delivery: "outbox" });

    // Unknown invitation, or one of another project: 404, nothing sent.
    const other = await hillside();
    expect((await resend(other.id, id)).status).toBe(404);
    expect((await resend(project.id, 987_654)).status).toBe(404);
    expect((await resend(987_654, id)).status).toBe(404);
  });

  it("sends through Email Service when configured; a refused send leaves the invitation unsent", async () => {
    const project = await hillside();
    const worker = notifyingWorker("website@studio.test");
    const email = uniqueEmail("mailed");
    const res = await worker.fetch(`/api/projects/${project.id}/invitations`, {
      json: { email },
      headers: { Cookie: admin.cookie },
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ delivery: "sent", invitation: { sendCount: 1 } });
    expect(worker.sent).toEqual([
      expect.objectContaining({
        from: "website@studio.test",
        to: email,
        replyTo: "hello@layered-interiors.com",
        subject: "Layered Interiors invited you to The Hillside Residence",
      }),
    ]);
    const structured = worker.send.mock.calls[0]?.[0] as { html?: string };
    expect(structured.html).toContain("Open your project");
    expect(await outboxTo(email)).toEqual([]);

    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const refusing = notifyingWorker("website@studio.test");
    refusing.send.mockImplementation(async () => {
      throw new Error("sending domain not onboarded");
    });
    const refusedEmail = uniqueEmail("refused");
    const refused = await refusing.fetch(`/api/projects/${project.id}/invitations`, {
      json: { email: refusedEmail },
      headers: { Cookie: admin.cookie },
    });
    expect(refused.status).toBe(201);
    expect(await json(refused)).toMatchObject({
      delivery: "failed",
      invitation: { email: refusedEmail, sendCount: 0, sentAt: null },
    });
    expect(await outboxTo(refusedEmail)).toMatchObject([
      { status: "failed", error: "sending domain not onboarded", kind: "invitation" },
    ]);
    error.mockRestore();
  });
});

describe("an existing client who is invited or assigned is e-mailed a link to the project", () => {
  const assign = (projectId: number, userId: number, session: Session | null = admin) =>
    api(`/api/projects/${projectId}/clients`, { session, json: { userId } });

  /** The one "project added" message to `email`: its link, checked to open the project. */
  async function projectAddedMessage(email: string, projectId: number): Promise<OutboxMessage> {
    const message = await onlyMessageTo(
      email,
      "project-added",
      "Layered Interiors added The Hillside Residence to your client portal",
    );
    const text = message.text;
    expect(text).toContain("Hello Nora,");
    expect(text).toContain(
      "Jordan at Layered Interiors has added The Hillside Residence to your client portal.",
    );
    expect(text).toContain(`sign in as usual with Studio Sign-In using this e-mail address, ${email}`);
    const urls = [...text.matchAll(/http:\/\/localhost\/\S*/g)].map((m) => m[0]);
    // The link and the studio's address at the foot: the link opens the project in the portal.
    expect(urls[0]).toBe(`http://localhost/portal?project=${projectId}`);
    for (const url of urls) expect(decodeURIComponent(url)).not.toContain(email.split("@")[0] ?? email);
    expect(message.html).toContain(`href="http://localhost/portal?project=${projectId}"`);
    expect(message.html).toContain("Open the project");
    return message;
  }

  it("inviting an address that has an account assigns it and e-mails the project's portal link", async () => {
    const project = await hillside();
    const existing = await signIn("client", uniqueEmail("has.account"), "Nora");
    const res = await invite(project.id, existing.email);
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({
      kind: "assignment",
      delivery: "outbox",
      assignment: { userId: existing.userId, projectId: project.id },
    });
    await projectAddedMessage(existing.email, project.id);
    // No invitation is recorded: they have an account already.
    expect(await invitationsOf(project.id)).toEqual([]);
    // The link's destination: the signed-in client's portal on that project.
    const portal = await api(`/api/portal/project?projectId=${project.id}`, { session: existing });
    expect(portal.status).toBe(200);
  });

  it("assigning a client e-mails them too; the answer is the assignment plus the delivery", async () => {
    const project = await hillside();
    const existing = await signIn("client", uniqueEmail("assigned"), "Nora");
    const res = await assign(project.id, existing.userId);
    expect(res.status).toBe(201);
    const body = await json<AssignResult>(res);
    expect(body).toMatchObject({
      projectId: project.id,
      userId: existing.userId,
      clientEmail: existing.email,
      delivery: "outbox",
    });
    await projectAddedMessage(existing.email, project.id);

    // Assigned again: 409, and no second e-mail.
    const again = await assign(project.id, existing.userId);
    expect(again.status).toBe(409);
    const invitedAgain = await invite(project.id, existing.email);
    expect(invitedAgain.status).toBe(409);
    expect(await outboxTo(existing.email)).toHaveLength(1);
  });

  it("goes through Email Service when configured; a refused send leaves the assignment standing", async () => {
    const project = await hillside();
    const mailed = await signIn("client", uniqueEmail("mailed.client"), "Nora");
    const worker = notifyingWorker("website@studio.test");
    const res = await worker.fetch(`/api/projects/${project.id}/clients`, {
      json: { userId: mailed.userId },
      headers: { Cookie: admin.cookie },
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ delivery: "sent", userId: mailed.userId });
    expect(worker.sent).toEqual([
      expect.objectContaining({
        from: "website@studio.test",
        to: mailed.email,
        subject: "Layered Interiors added The Hillside Residence to your client portal",
      }),
    ]);
    expect(worker.sent[0]?.text).toContain(`http://localhost/portal?project=${project.id}`);
    expect(await outboxTo(mailed.email)).toEqual([]);

    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const refusing = notifyingWorker("website@studio.test");
    refusing.send.mockImplementation(async () => {
      throw new Error("sending domain not onboarded");
    });
    const refusedClient = await signIn("client", uniqueEmail("refused.client"), "Nora");
    const refused = await refusing.fetch(`/api/projects/${project.id}/invitations`, {
      json: { email: refusedClient.email },
      headers: { Cookie: admin.cookie },
    });
    expect(refused.status).toBe(201);
    expect(await json(refused)).toMatchObject({ kind: "assignment", delivery: "failed" });
    expect(await outboxTo(refusedClient.email)).toMatchObject([
      { status: "failed", kind: "project-added", error: "sending domain not onboarded" },
    ]);
    const assigned = await json<{ userId: number }[]>(
      await api(`/api/projects/${project.id}/clients`, { session: admin }),
    );
    expect(assigned.map((a) => a.userId).sort()).toEqual([mailed.userId, refusedClient.userId].sort());
    error.mockRestore();
  });

  it("e-mails nobody when the assignment is refused: unknown user, an admin, no project, not an admin", async () => {
    const project = await hillside();
    const target = await signIn("client", uniqueEmail("not.assigned"), "Nora");
    const before = await db().select().from(emailOutbox).all();
    const assignmentsBefore = await db().select().from(projectClients).all();
    const refusals: [Promise<Response>, number][] = [
      [assign(project.id, 987_654), 404],
      [assign(project.id, admin.userId), 404],
      [assign(987_654, target.userId), 404],
      [assign(project.id, target.userId, client), 403],
      [assign(project.id, target.userId, null), 401],
      [invite(project.id, target.email, client), 403],
      [invite(project.id, target.email, null), 401],
    ];
    for (const [call, status] of refusals) {
      const res = await call;
      expect(res.status).toBe(status);
      expect(await res.text()).not.toContain(target.email);
    }
    expect(await db().select().from(emailOutbox).all()).toEqual(before);
    expect(await db().select().from(projectClients).all()).toEqual(assignmentsBefore);
  });
});

describe("who may invite, resend and read the outbox", () => {
  it("refuses anonymous callers (401) and clients (403), sends nothing and reveals nothing", async () => {
    const project = await hillside();
    const email = uniqueEmail("private.person");
    const created = await json<InviteResult>(await invite(project.id, email));
    if (created.kind !== "invitation") throw new Error("expected an invitation");
    const [kept] = await outboxTo(email);
    const before = await db().select().from(emailOutbox).all();
    const invitationsBefore = await db().select().from(clientInvitations).all();

    for (const [session, status] of [
      [null, 401],
      [client, 403],
    ] as const) {
      const calls = [
        invite(project.id, uniqueEmail("sneaky"), session),
        resend(project.id, created.invitation.id, session),
        api("/api/admin/outbox", { session }),
        api(`/api/admin/outbox/${kept?.id}`, { session }),
        api(`/api/projects/${project.id}/invitations`, { session }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status, res.url).toBe(status);
        const body = await res.text();
        expect(body).not.toContain(email);
        expect(body).not.toContain("Hillside");
      }
    }
    expect(await db().select().from(emailOutbox).all()).toEqual(before);
    expect(await db().select().from(clientInvitations).all()).toEqual(invitationsBefore);
  });

  it("answers 404 for an outbox message that does not exist", async () => {
    expect((await api("/api/admin/outbox/987654", { session: admin })).status).toBe(404);
    expect((await api("/api/admin/outbox/abc", { session: admin })).status).toBe(404);
  });
});
