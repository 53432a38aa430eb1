/** Small project lookups for the routes of documents, clients, meetings and inquiries. */
import { eq } from "drizzle-orm";
import { projects } from "../schema";
import type { Db } from "../../types";

export async function projectExists(db: Db, id: number): Promise<boolean> {
  const row = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).get();
  return Boolean(row);
}
