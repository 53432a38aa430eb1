/** Small project lookups for the routes of documents, clients, meetings and inquiries. */

import { eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { projectDisplayName } from "../../src/shared/project";
import { projects } from "../db/schema";
import { notFound, PROJECT_NOT_FOUND } from "../http/errors";
import { parseId } from "../http/params";
import type { Db } from "../types";

/** A table whose rows each belong to one project (documents, meetings, signature requests). */
type OfProject = SQLiteTable & { id: SQLiteColumn; projectId: SQLiteColumn };

/** The project a row belongs to (to check a signed-in client's assignment first); null: no such row. */
export async function projectIdOf(db: Db, table: OfProject, id: number): Promise<number | null> {
  const row = await db.select({ projectId: table.projectId }).from(table).where(eq(table.id, id)).get();
  return typeof row?.projectId === "number" ? row.projectId : null;
}

/** The project id a path names, when that project exists; anything else is a 404. */
export async function existingProjectId(db: Db, raw: string | undefined): Promise<number> {
  const projectId = parseId(raw, PROJECT_NOT_FOUND);
  if (!(await projectExists(db, projectId))) throw notFound(PROJECT_NOT_FOUND);
  return projectId;
}

export async function projectExists(db: Db, id: number): Promise<boolean> {
  const row = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).get();
  return Boolean(row);
}

/** The project's display name (projectDisplayName), or null when there is no such project. */
export async function getProjectName(db: Db, id: number): Promise<string | null> {
  const row = await db
    .select({ title: projects.title, clientProjectName: projects.clientProjectName })
    .from(projects)
    .where(eq(projects.id, id))
    .get();
  return row ? projectDisplayName(row) : null;
}
