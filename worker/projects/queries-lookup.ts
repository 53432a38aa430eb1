/** Small project lookups for the routes of documents, clients, meetings and inquiries. */

import { eq } from "drizzle-orm";
import { projectDisplayName } from "../../src/shared/project";
import { projects } from "../db/schema";
import type { Db } from "../types";

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
