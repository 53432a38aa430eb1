/**
 * Who may see a project's private content. Shared by the admin document route and the client
 * portal: a client sees a project they are assigned to (project_clients) or that names them as its
 * client (projects.clientUserId).
 */
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { projectClients, projects } from "../db/schema";
import type { Db } from "../types";

export async function canClientSeeProject(db: Db, userId: number, projectId: number): Promise<boolean> {
  const row = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.id, projectId),
        // An archived project is out of the portal (issue 25).
        isNull(projects.archivedAt),
        or(
          eq(projects.clientUserId, userId),
          sql`exists (select 1 from ${projectClients} where ${projectClients.projectId} = ${projects.id} and ${projectClients.userId} = ${userId})`,
        ),
      ),
    )
    .get();
  return Boolean(row);
}
