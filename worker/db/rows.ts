import { and, asc, count, desc, eq, lt, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../types";

/**
 * The orders most lists read rows in, each as one query: the rows of one table that match `where`,
 * every column. Lists that pick columns or join build their own query.
 */

/** A table the studio arranges by hand (images, signers, rooms, pieces, options, invoice lines). */
type Arranged = SQLiteTable & { sortOrder: SQLiteColumn; id: SQLiteColumn };

/** A table of dated rows (feedback, requests, events, decisions, uploads). */
type Dated = SQLiteTable & { createdAt: SQLiteColumn; id: SQLiteColumn };

async function rowsInOrder<T extends SQLiteTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  limit?: number,
): Promise<T["$inferSelect"][]> {
  const query = db
    .select()
    .from(table)
    .where(where)
    .orderBy(...order);
  const rows = await (limit === undefined ? query.all() : query.limit(limit).all());
  return rows as T["$inferSelect"][];
}

/** In the studio's order (`sortOrder`), ties by id: the order the rows were added. */
export const sortedRows = <T extends Arranged>(db: Db, table: T, where: SQL | undefined) =>
  rowsInOrder(db, table, where, [asc(table.sortOrder), asc(table.id)]);

/** Newest first (`createdAt`), ties by id: of two rows written in the same instant, the later. */
export const newestRows = <T extends Dated>(db: Db, table: T, where: SQL | undefined) =>
  rowsInOrder(db, table, where, [desc(table.createdAt), desc(table.id)]);

/** A page asked for: at most `limit` rows after the first `offset`. */
type PageWindow = { limit: number; offset: number };

/**
 * One page of the rows of `table` that match `where`, in `order`, and how many match in all: the
 * admin lists' pages (issue 28), read as one batch so the count and the page agree.
 */
export async function pageOfRows<T extends SQLiteTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  window: PageWindow,
): Promise<{ rows: T["$inferSelect"][]; total: number }> {
  const page = db
    .select()
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const [rows, totals] = await db.batch([page, db.select({ n: count() }).from(table).where(where)]);
  return { rows: rows as T["$inferSelect"][], total: totals[0]?.n ?? 0 };
}

/** pageOfRows newest first (`createdAt`), ties by id. */
export const newestPage = <T extends Dated>(db: Db, table: T, where: SQL | undefined, window: PageWindow) =>
  pageOfRows(db, table, where, [desc(table.createdAt), desc(table.id)], window);

/** Oldest first (`createdAt`), ties by id: a trail in the order it happened. */
export const oldestRows = <T extends Dated>(db: Db, table: T, where: SQL | undefined) =>
  rowsInOrder(db, table, where, [asc(table.createdAt), asc(table.id)]);

/**
 * An hourly job's work list: rows still in `status` (a value of the table's status column) since
 * before `before`, oldest first, at most `limit`.
 */
export function staleRows<T extends Dated & { status: SQLiteColumn }>(
  db: Db,
  table: T,
  status: string,
  before: string,
  limit: number,
) {
  const stale = and(eq(table.status, status), lt(table.createdAt, before));
  return rowsInOrder(db, table, stale, [asc(table.createdAt), asc(table.id)], limit);
}

/** Deletes the rows whose `column` is below `before` (an expiry clean-up); returns how many went. */
export async function deleteBefore(
  db: Db,
  table: SQLiteTable,
  column: SQLiteColumn,
  before: string | number,
): Promise<number> {
  const removed = await db.delete(table).where(lt(column, before)).returning({ at: column }).all();
  return removed.length;
}
