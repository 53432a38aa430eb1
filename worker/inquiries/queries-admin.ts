/**
 * Inquiries as the studio manages them: list, status changes, deletion and conversion into a
 * draft project. Creating an inquiry (the public form) is in ./queries.ts.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  type AdminInquiry,
  categoryForProjectType,
  type InquiryStatus,
  residenceName,
} from "../../src/shared/admin-inquiries";
import { runBatch } from "../db/batch";
import { newestPage } from "../db/rows";
import { type ProjectInquiry, projectInquiries, projects } from "../db/schema";
import { searchAny } from "../http/list-query";
import type { Db } from "../types";

/**
 * The admin sees every column of an inquiry, in the table's order: the row is the view. (A column
 * added later that the admin must not see would need a mapping here.)
 */
function toAdmin(row: ProjectInquiry): AdminInquiry {
  return row;
}

/** Newest first; optionally one status only. */
export async function listInquiries(db: Db, status?: InquiryStatus): Promise<AdminInquiry[]> {
  const base = db.select().from(projectInquiries);
  const rows = await (status ? base.where(eq(projectInquiries.status, status)) : base)
    .orderBy(desc(projectInquiries.createdAt), desc(projectInquiries.id))
    .all();
  return rows.map(toAdmin);
}

/**
 * One page of inquiries, newest first: searched in the name, e-mail, phone and message, and
 * optionally of one status (issue 28).
 */
export async function pageInquiries(
  db: Db,
  options: { status?: InquiryStatus; q?: string; limit: number; offset: number },
): Promise<{ items: AdminInquiry[]; total: number }> {
  const where = and(
    options.status ? eq(projectInquiries.status, options.status) : undefined,
    options.q
      ? searchAny(options.q, [
          sql`${projectInquiries.firstName} || ' ' || ${projectInquiries.lastName}`,
          projectInquiries.email,
          projectInquiries.phone,
          projectInquiries.message,
        ])
      : undefined,
  );
  const { rows, total } = await newestPage(db, projectInquiries, where, options);
  return { items: rows.map(toAdmin), total };
}

export async function getInquiry(db: Db, id: number): Promise<AdminInquiry | undefined> {
  const row = await db.select().from(projectInquiries).where(eq(projectInquiries.id, id)).get();
  return row ? toAdmin(row) : undefined;
}

export async function setInquiryStatus(
  db: Db,
  id: number,
  status: InquiryStatus,
  extra: BatchItem<"sqlite">[],
): Promise<void> {
  await runBatch(db, [
    db.update(projectInquiries).set({ status }).where(eq(projectInquiries.id, id)),
    ...extra,
  ]);
}

export async function deleteInquiry(db: Db, id: number, extra: BatchItem<"sqlite">[]): Promise<void> {
  await runBatch(db, [db.delete(projectInquiries).where(eq(projectInquiries.id, id)), ...extra]);
}

/**
 * Creates a draft, unpublished project pre-filled from the inquiry and marks the inquiry
 * converted, in one batch (the update reads the new project's id with last_insert_rowid(), which
 * is safe because a batch runs as one transaction on one connection). Returns the project.
 */
export async function convertInquiryToProject(
  db: Db,
  inquiry: AdminInquiry,
  createdByUserId: number,
  extra: BatchItem<"sqlite">[],
): Promise<{ id: number; title: string; clientProjectName: string }> {
  const name = residenceName(inquiry.firstName, inquiry.lastName);
  const contactName = `${inquiry.firstName} ${inquiry.lastName}`.trim();
  const category = categoryForProjectType(inquiry.projectType);
  const [inserted] = await db.batch([
    db
      .insert(projects)
      .values({
        title: name,
        clientProjectName: name,
        portfolioTitle: null,
        description: inquiry.message,
        ...(category ? { category } : {}),
        year: new Date().getUTCFullYear(),
        location: "Southern California",
        clientContact1Name: contactName,
        clientContact1Email: inquiry.email,
        clientContact1Phone: inquiry.phone,
        clientName: contactName,
        clientEmail: inquiry.email,
        clientPhone: inquiry.phone,
        createdByUserId,
        status: "draft",
        published: false,
        isPortfolioItem: false,
        featured: false,
        sortOrder: 0,
      })
      .returning({ id: projects.id, title: projects.title, clientProjectName: projects.clientProjectName }),
    db
      .update(projectInquiries)
      .set({ status: "converted", convertedProjectId: sql`last_insert_rowid()` })
      .where(eq(projectInquiries.id, inquiry.id)),
    ...extra,
  ]);
  const project = inserted[0];
  if (!project) throw new Error("Project missing after conversion");
  return project;
}
