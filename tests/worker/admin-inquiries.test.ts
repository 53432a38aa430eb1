/**
 * Inquiries in the admin: newest first with every field, status filter, any-to-any status
 * changes, delete, conversion into a draft project (one batch), and non-admins refused.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminInquiry, ConvertInquiryResult } from "../../src/shared/admin-inquiries";
import { projectInquiries, projects } from "../../worker/db/schema";
import { api, type Call, db, expectAdminOnly, json, type Session, signInBeforeAll } from "./helpers";

const admin = signInBeforeAll("admin");
const client = signInBeforeAll("client");

let seq = 0;
async function createInquiry(values: Partial<typeof projectInquiries.$inferInsert> = {}) {
  seq++;
  return db()
    .insert(projectInquiries)
    .values({
      firstName: "Elena",
      lastName: `Marsh${seq}`,
      email: `elena${seq}@example.com`,
      phone: "(949) 555-0123",
      projectType: "full-service",
      budget: "100k-150k",
      timeline: "3-6months",
      message: "We are renovating a 1960s ranch in Costa Mesa and would love help.",
      createdAt: new Date(Date.UTC(2030, 0, 1, 0, 0, seq)).toISOString(),
      ...values,
    })
    .returning()
    .get();
}

const list = (query = "", session: Session | null = admin) =>
  api(`/api/admin/inquiries${query}`, { session });

describe("list", () => {
  it("lists every field, newest first, and filters by status", async () => {
    const older = await createInquiry();
    const newer = await createInquiry({ status: "contacted" });
    const all = await json<AdminInquiry[]>(await list());
    expect(all.map((i) => i.id).slice(0, 2)).toEqual([newer.id, older.id]);
    expect(all.find((i) => i.id === older.id)).toEqual({
      id: older.id,
      firstName: "Elena",
      lastName: older.lastName,
      email: older.email,
      phone: "(949) 555-0123",
      projectType: "full-service",
      budget: "100k-150k",
      timeline: "3-6months",
      message: older.message,
      status: "new",
      convertedProjectId: null,
      createdAt: older.createdAt,
      updatedAt: expect.any(String),
    });
    const contacted = await json<AdminInquiry[]>(await list("?status=contacted"));
    expect(contacted.map((i) => i.id)).toContain(newer.id);
    expect(contacted.every((i) => i.status === "contacted")).toBe(true);
    const bad = await list("?status=spam");
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({
      message: "Please choose a status: new, contacted, converted or archived.",
    });
  });
});

describe("status and delete", () => {
  it("moves any status to any status and refuses unknown ones", async () => {
    const inquiry = await createInquiry();
    for (const status of ["archived", "new", "converted", "contacted", "new"] as const) {
      const res = await api(`/api/admin/inquiries/${inquiry.id}`, {
        method: "PUT",
        session: admin,
        json: { status },
      });
      expect(res.status, status).toBe(200);
      expect(await json(res)).toMatchObject({ id: inquiry.id, status });
    }
    const bad = await api(`/api/admin/inquiries/${inquiry.id}`, {
      method: "PUT",
      session: admin,
      json: { status: "spam" },
    });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toEqual({
      message: "Please choose a status: new, contacted, converted or archived.",
      errors: { status: "Please choose a status: new, contacted, converted or archived." },
    });
    const row = await db().select().from(projectInquiries).where(eq(projectInquiries.id, inquiry.id)).get();
    expect(row?.status).toBe("new");
    const missing = await api("/api/admin/inquiries/999999", {
      method: "PUT",
      session: admin,
      json: { status: "new" },
    });
    expect(missing.status).toBe(404);
  });

  it("deletes an inquiry", async () => {
    const inquiry = await createInquiry();
    const res = await api(`/api/admin/inquiries/${inquiry.id}`, { method: "DELETE", session: admin });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: "Inquiry deleted" });
    expect(
      await db().select().from(projectInquiries).where(eq(projectInquiries.id, inquiry.id)).get(),
    ).toBeUndefined();
    expect(
      (await api(`/api/admin/inquiries/${inquiry.id}`, { method: "DELETE", session: admin })).status,
    ).toBe(404);
  });
});

describe("convert to project", () => {
  it("creates a draft project from the inquiry and marks it converted", async () => {
    const inquiry = await createInquiry({
      firstName: "Nora",
      lastName: "Castillo",
      projectType: "full-service",
    });
    const res = await api(`/api/admin/inquiries/${inquiry.id}/convert`, { method: "POST", session: admin });
    expect(res.status).toBe(201);
    const result = await json<ConvertInquiryResult>(res);
    expect(result.project).toMatchObject({
      title: "Nora Castillo Residence",
      clientProjectName: "Nora Castillo Residence",
    });
    expect(result.inquiry).toMatchObject({ status: "converted", convertedProjectId: result.project.id });

    const project = await db().select().from(projects).where(eq(projects.id, result.project.id)).get();
    expect(project).toMatchObject({
      title: "Nora Castillo Residence",
      clientProjectName: "Nora Castillo Residence",
      description: inquiry.message,
      category: "Full Home",
      status: "draft",
      published: false,
      clientContact1Name: "Nora Castillo",
      clientContact1Email: inquiry.email,
      clientContact1Phone: "(949) 555-0123",
      createdByUserId: admin.userId,
    });

    const again = await api(`/api/admin/inquiries/${inquiry.id}/convert`, { method: "POST", session: admin });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({
      message: "This inquiry has already been converted to a project.",
    });

    // A consultation has no room category to infer: the project keeps the form's default.
    const consult = await createInquiry({ projectType: "consultation" });
    const r2 = await json<ConvertInquiryResult>(
      await api(`/api/admin/inquiries/${consult.id}/convert`, { method: "POST", session: admin }),
    );
    const p2 = await db().select().from(projects).where(eq(projects.id, r2.project.id)).get();
    expect(p2?.category).toBe("Living Room");
    expect(
      (await api("/api/admin/inquiries/999999/convert", { method: "POST", session: admin })).status,
    ).toBe(404);
  });
});

describe("non-admins are refused everywhere", () => {
  it("answers 401 signed out and 403 for a client, with nothing but a message", async () => {
    const inquiry = await createInquiry();
    const calls: Call[] = [
      ["/api/admin/inquiries", {}],
      [`/api/admin/inquiries/${inquiry.id}`, { method: "PUT", json: { status: "archived" } }],
      [`/api/admin/inquiries/${inquiry.id}`, { method: "DELETE" }],
      [`/api/admin/inquiries/${inquiry.id}/convert`, { method: "POST" }],
    ];
    await expectAdminOnly(calls, client);
    const row = await db().select().from(projectInquiries).where(eq(projectInquiries.id, inquiry.id)).get();
    expect(row).toMatchObject({ status: "new", convertedProjectId: null });
  });
});
