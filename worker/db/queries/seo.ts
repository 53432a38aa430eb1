/** Reads for the edge cache and the sitemap. */
import { asc, eq } from "drizzle-orm";
import { cacheVersions, projects } from "../schema";
import type { Db } from "../../types";

/** The public site's content version (bumped by D1 triggers; see migrations/0001_cache-versions.sql). */
export const SITE_SCOPE = "site";

export async function getContentVersion(db: Db): Promise<number> {
  const row = await db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.scope, SITE_SCOPE))
    .get();
  return row?.version ?? 0;
}

/** Published projects for /sitemap.xml: id and when they last changed. */
export async function listSitemapProjects(db: Db): Promise<{ id: number; updatedAt: string }[]> {
  return db
    .select({ id: projects.id, updatedAt: projects.updatedAt })
    .from(projects)
    .where(eq(projects.published, true))
    .orderBy(asc(projects.id))
    .all();
}
