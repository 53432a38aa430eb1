/**
 * Privacy requests (issue 10, California clients): the admin exports everything stored about one
 * e-mail address and deletes it with confirmation. The person here has everything a client can
 * leave behind: an account with a session, an assignment, an invitation, an inquiry (sent with
 * different capitalisation), a file uploaded from the portal, feedback, an order and a project
 * that lists them as its contact. Someone else's data must come through untouched.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { PrivacyDeleteResult, PrivacyExport } from "../../src/shared/privacy";
import { clientInvitations, orders, projectClients } from "../../worker/db/schema";
import { snapshot, snapshotDiff } from "./db-snapshot";
import { api, db, json, type Session, signIn, uniqueEmail } from "./helpers";
import { createProjectViaApi, PNG, uploadBytes, uploadDocument, validInquiry } from "./security-fixtures";

let admin: Session;
let person: Session;
let other: Session;
let uploadKey: string;
let orderId: number;
let projectId: number;

const ip = (n: number) => ({ "CF-Connecting-IP": `192.0.2.${n}` });

beforeAll(async () => {
  admin = await signIn("admin", uniqueEmail("privacy-admin"), "Avery");
  person = await signIn("client", uniqueEmail("privacy-person"), "Pat");
  other = await signIn("client", uniqueEmail("privacy-other"), "Olive");

  const project = await createProjectViaApi(admin, { clientContact1Email: person.email.toUpperCase() });
  projectId = project.id;
  const second = await createProjectViaApi(admin);
  // The person through the admin API (its audit entry names them), the other one directly.
  const assigned = await api(`/api/projects/${projectId}/clients`, {
    session: admin,
    json: { userId: person.userId },
  });
  expect(assigned.status).toBe(201);
  await db()
    .insert(projectClients)
    .values({ projectId, userId: other.userId, clientName: "olive", clientEmail: other.email });
  await db().insert(clientInvitations).values({ projectId: second.id, email: person.email });

  for (const [who, n] of [
    [person.email.toUpperCase(), 1],
    [other.email, 2],
  ] as const) {
    const res = await api("/api/inquiries", { json: validInquiry({ email: who }), headers: ip(n) });
    expect(res.status).toBe(201);
  }

  // A file and a comment from the signed-in client, on a rendering the studio uploaded.
  uploadKey = await uploadBytes(
    person,
    "/api/portal/uploads/upload-url",
    { projectId, fileName: "inspiration.png", fileType: "image/png", fileSize: PNG.length },
    PNG,
    "image/png",
    ip(3),
  );
  const done = await api("/api/portal/uploads/complete", {
    session: person,
    json: { projectId, objectPath: uploadKey },
    headers: ip(3),
  });
  expect(done.status).toBe(201);
  const rendering = await uploadDocument(admin, projectId, {
    category: "visual_documents",
    title: "Rendering",
  });
  for (const who of [person, other]) {
    const fb = await api(`/api/portal/documents/${rendering.id}/feedback`, {
      session: who,
      json: { projectId, status: "approved", comment: `Love it (${who.email})` },
      headers: ip(4),
    });
    expect(fb.status).toBe(201);
  }
  const order = await db()
    .insert(orders)
    .values({ status: "paid", totalCents: 4200, email: person.email, publicRef: `privacy-${Date.now()}` })
    .returning()
    .get();
  orderId = order.id;
});

const exportFor = async (email: string) => {
  const res = await api(`/api/admin/privacy/export?email=${encodeURIComponent(email)}`, { session: admin });
  expect(res.status).toBe(200);
  return json<PrivacyExport>(res);
};

describe("export", () => {
  it("gathers everything stored about the address, and nobody else's", async () => {
    const data = await exportFor(`  ${person.email.toUpperCase()} `);
    expect(data.found).toBe(true);
    expect(data.email).toBe(person.email);
    expect(data.user).toMatchObject({ email: person.email, firstName: "Pat", role: "client" });
    expect(data.sessions.count).toBeGreaterThanOrEqual(1);
    expect(data.assignments).toHaveLength(1);
    expect(data.invitations).toHaveLength(1);
    expect(data.inquiries).toHaveLength(1);
    expect(data.uploads).toMatchObject([{ fileName: "inspiration.png" }]);
    expect(data.feedback).toMatchObject([{ status: "approved", comment: `Love it (${person.email})` }]);
    expect(data.orders).toMatchObject([{ id: orderId, totalCents: 4200 }]);
    expect(data.projectContacts).toMatchObject([{ id: projectId }]);
    expect(data.auditMentions).toMatchObject([{ action: "client.assign", entityId: String(projectId) }]);
    // The e-mail that told them the project is in their portal (sent to them), and the studio's
    // notice of their inquiry (answers to them), both kept in the outbox.
    expect(data.emails.map((e) => [e.kind, String(e.replyTo).toLowerCase()])).toEqual([
      ["project-added", "hello@layered-interiors.com"],
      ["inquiry", person.email],
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.email);
    // Secrets are never part of an export.
    expect(text).not.toMatch(/access_token|accessToken|"sid"/);
  });

  it("says when nothing is stored, and validates the address", async () => {
    const data = await exportFor("nobody-here@example.com");
    expect(data).toMatchObject({ found: false, user: null, inquiries: [], orders: [] });
    const bad = await api("/api/admin/privacy/export?email=not-an-address", { session: admin });
    expect(bad.status).toBe(400);
    expect((await api("/api/admin/privacy/export", { session: admin })).status).toBe(400);
  });

  it("is for the admin only", async () => {
    const path = `/api/admin/privacy/export?email=${encodeURIComponent(person.email)}`;
    expect((await api(path)).status).toBe(401);
    expect((await api(path, { session: other })).status).toBe(403);
    const del = await api("/api/admin/privacy/delete", {
      session: other,
      json: { email: person.email, confirm: person.email },
    });
    expect(del.status).toBe(403);
  });
});

describe("delete", () => {
  it("refuses without the confirmation, for admins and for unknown addresses, changing nothing", async () => {
    const before = await snapshot();
    const refusals: [unknown, number][] = [
      [{ email: person.email }, 400],
      [{ email: person.email, confirm: other.email }, 400],
      [{ email: person.email, confirm: "" }, 400],
      [{ email: admin.email, confirm: admin.email }, 400],
      [{ email: "nobody-here@example.com", confirm: "nobody-here@example.com" }, 404],
    ];
    for (const [body, status] of refusals) {
      const res = await api("/api/admin/privacy/delete", { session: admin, json: body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(typeof (await json<{ message: string }>(res)).message).toBe("string");
    }
    expect(snapshotDiff(before, await snapshot()).filter((t) => !t.startsWith("audit_log"))).toEqual([]);
  });

  it("deletes the person's rows and files, keeps orders without the e-mail, and leaves others alone", async () => {
    const otherBefore = await exportFor(other.email);
    const res = await api("/api/admin/privacy/delete", {
      session: admin,
      json: { email: person.email.toUpperCase(), confirm: person.email },
    });
    expect(res.status).toBe(200);
    const result = await json<PrivacyDeleteResult>(res);
    expect(result.deleted).toMatchObject({
      user: 1,
      assignments: 1,
      invitations: 1,
      inquiries: 1,
      uploads: 1,
      uploadFiles: 1,
      feedback: 1,
      emails: 2,
    });
    expect(result.deleted.sessions).toBeGreaterThanOrEqual(1);
    expect(result.anonymised.orders).toBe(1);
    expect(result.projectContacts).toBe(1);

    const after = await exportFor(person.email);
    expect(after).toMatchObject({
      user: null,
      sessions: { count: 0 },
      assignments: [],
      invitations: [],
      inquiries: [],
      uploads: [],
      feedback: [],
      orders: [],
      emails: [],
    });
    // The project's contact details are the studio's working record: listed, kept.
    expect(after.projectContacts).toHaveLength(1);
    expect(await env.MEDIA.head(uploadKey)).toBeNull();
    const order = await env.DB.prepare("SELECT email, total_cents FROM orders WHERE id = ?")
      .bind(orderId)
      .first<{ email: string | null; total_cents: number }>();
    expect(order).toEqual({ email: null, total_cents: 4200 });
    const mentions = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE instr(detail, ?) > 0")
      .bind(person.email)
      .first<{ n: number }>();
    expect(mentions?.n).toBe(0);
    // Signed out everywhere: the session is gone with the account.
    expect((await api("/api/auth/user", { session: person })).status).toBe(401);

    const otherAfter = await exportFor(other.email);
    expect({ ...otherAfter, exportedAt: "" }).toEqual({ ...otherBefore, exportedAt: "" });
  });
});
