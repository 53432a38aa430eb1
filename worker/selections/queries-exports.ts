/** Selections' photo lookups for the PDF's print copies (worker/selections/print-copies.ts). */
import { eq, sql } from "drizzle-orm";
import { selectionItems, selectionOptions } from "../db/schema";
import type { Db } from "../types";

/** Every photo address of a project's schedule: the pieces' photos and the options' photos. */
export async function schedulePhotos(db: Db, projectId: number): Promise<string[]> {
  const items = await db
    .select({ id: selectionItems.id, photos: selectionItems.photos })
    .from(selectionItems)
    .where(eq(selectionItems.projectId, projectId))
    .all();
  // The options through a subquery on the project, never a list of the pieces' ids (D1 binds at
  // most 100 parameters per statement).
  const options = await db
    .select({ photo: selectionOptions.photoUrl })
    .from(selectionOptions)
    .innerJoin(selectionItems, eq(selectionItems.id, selectionOptions.itemId))
    .where(eq(selectionItems.projectId, projectId))
    .all();
  return [
    ...items.flatMap((i) => i.photos),
    ...options.map((o) => o.photo).filter((p): p is string => Boolean(p)),
  ];
}

/** Whether a photo address is used by some piece or option of any project. */
export async function photoIsUsed(db: Db, photo: string): Promise<boolean> {
  const row = await db.get<{ used: number }>(
    sql`SELECT EXISTS (SELECT 1 FROM selection_items, json_each(selection_items.photos) WHERE json_each.value = ${photo})
      OR EXISTS (SELECT 1 FROM selection_options WHERE photo_url = ${photo}) AS used`,
  );
  return Boolean(row?.used);
}
