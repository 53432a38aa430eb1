import { and, eq, inArray, isNull } from "drizzle-orm";
import type { PublicImage, PublicProject } from "../../src/shared/api-types";
import { comparePortfolio } from "../../src/shared/portfolio";
import { portfolioDisplayTitle } from "../../src/shared/project";
import { sortedRows } from "../db/rows";
import { projectImages, projects } from "../db/schema";
import type { Db } from "../types";
import { toImageView } from "./queries";

/** Only these columns ever leave for the public: no client names, contacts, addresses or tokens. */
const publicColumns = {
  id: projects.id,
  title: projects.title,
  portfolioTitle: projects.portfolioTitle,
  category: projects.category,
  description: projects.description,
  year: projects.year,
  location: projects.location,
  sortOrder: projects.sortOrder,
  featured: projects.featured,
} as const;

async function imagesFor(db: Db, ids: number[]): Promise<Map<number, PublicImage[]>> {
  const map = new Map<number, PublicImage[]>();
  if (ids.length === 0) return map;
  const rows = await sortedRows(db, projectImages, inArray(projectImages.projectId, ids));
  for (const row of rows) {
    const list = map.get(row.projectId) ?? [];
    list.push(toImageView(row));
    map.set(row.projectId, list);
  }
  return map;
}

type PublicRow = {
  id: number;
  title: string;
  portfolioTitle: string | null;
  category: string;
  description: string;
  year: number | null;
  location: string | null;
  sortOrder: number | null;
  featured: boolean;
};

function toPublicProject(row: PublicRow, images: PublicImage[]): PublicProject {
  return {
    id: row.id,
    portfolioTitle: portfolioDisplayTitle(row),
    category: row.category,
    description: row.description,
    year: row.year,
    location: row.location,
    published: true,
    sortOrder: row.sortOrder,
    featured: row.featured,
    images,
  };
}

/**
 * Public: published and not archived. Archiving unpublishes (and a trigger refuses publishing an
 * archived project), so the second condition is the belt to those braces (issue 25).
 */
const publicWhere = () => and(eq(projects.published, true), isNull(projects.archivedAt));

export async function listPublishedProjects(db: Db): Promise<PublicProject[]> {
  const rows = await db.select(publicColumns).from(projects).where(publicWhere()).all();
  const images = await imagesFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toPublicProject(r, images.get(r.id) ?? [])).sort(comparePortfolio);
}

export async function getPublishedProject(db: Db, id: number): Promise<PublicProject | null> {
  const row = await db
    .select(publicColumns)
    .from(projects)
    .where(and(eq(projects.id, id), publicWhere()))
    .get();
  if (!row) return null;
  const images = await imagesFor(db, [row.id]);
  return toPublicProject(row, images.get(row.id) ?? []);
}
