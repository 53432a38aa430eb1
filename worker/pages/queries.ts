/** Reads for the edge cache and the sitemap. */
import { and, asc, eq, isNull } from "drizzle-orm";
import { projects } from "../db/schema";
import type { Db } from "../types";

/** The public site's content version (bumped by D1 triggers; see migrations/0001_cache-versions.sql). */
export const SITE_SCOPE = "site";

/**
 * The version, read through a D1 session: from the nearest read replica for anonymous visitors
 * (a replica a moment behind only means the previous version a moment longer), from the primary
 * for signed-in ones (the admin checking their change). Plain D1 where sessions are unavailable.
 * Raw SQL (Drizzle takes no D1 session): one primary-key read on every public request.
 */
export async function getContentVersion(d1: D1Database, fresh: boolean): Promise<number> {
  const source: D1Database | D1DatabaseSession =
    typeof d1.withSession === "function"
      ? d1.withSession(fresh ? "first-primary" : "first-unconstrained")
      : d1;
  const version = await source
    .prepare("SELECT version FROM cache_versions WHERE scope = ?")
    .bind(SITE_SCOPE)
    .first<number>("version");
  return version ?? 0;
}

/** Published projects for /sitemap.xml: id and when they last changed. */
export async function listSitemapProjects(db: Db): Promise<{ id: number; updatedAt: string }[]> {
  return (
    db
      .select({ id: projects.id, updatedAt: projects.updatedAt })
      .from(projects)
      // Archived projects are unpublished (issue 25); the second condition holds it anyway.
      .where(and(eq(projects.published, true), isNull(projects.archivedAt)))
      .orderBy(asc(projects.id))
      .all()
  );
}
