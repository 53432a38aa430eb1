/**
 * The one parser of the admin lists' paging and search (issue 28, src/shared/list.ts): `page`
 * (from 1), `pageSize` (1 to LIST_MAX_PAGE_SIZE) and `q` (search text, trimmed; empty is none),
 * plus each list's own filters. A malformed value is a 400 that names it (validate()); a list
 * called without any of the three keeps its old, unpaged response (`isPaged`).
 */
import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import {
  LIST_MAX_PAGE,
  LIST_MAX_PAGE_SIZE,
  LIST_MESSAGES,
  LIST_PAGE_SIZE,
  LIST_SEARCH_MAX,
  type PagedList,
} from "../../src/shared/list";
import type { Db } from "../types";

/** An optional whole number from 1 to `max` in the query string; anything else: `message`. */
function countUpTo(max: number, message: string) {
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).optional();
}

const pagingShape = {
  page: countUpTo(LIST_MAX_PAGE, LIST_MESSAGES.page),
  pageSize: countUpTo(LIST_MAX_PAGE_SIZE, LIST_MESSAGES.pageSize),
  q: z
    .string()
    .trim()
    .max(LIST_SEARCH_MAX, LIST_MESSAGES.search)
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
};

/** A list's query schema: the paging fields and `filters` (each list's own, all optional). */
export function listQuerySchema<Shape extends z.ZodRawShape>(filters: Shape) {
  return z.object({ ...pagingShape, ...filters });
}

type Paging = { page?: number; pageSize?: number; q?: string | undefined };

/** Whether the caller asked for a page (any paging field given, even an empty search). */
export function isPaged(raw: Record<string, string | undefined>): boolean {
  return raw.page !== undefined || raw.pageSize !== undefined || raw.q !== undefined;
}

/** The page asked for with its defaults: page 1, LIST_PAGE_SIZE rows. */
export function pagingOf(query: Paging): { page: number; pageSize: number; offset: number; q?: string } {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? LIST_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize, ...(query.q ? { q: query.q } : {}) };
}

/** The two reads of a status-filtered list: all of it (unpaged), or one page of it. */
export type StatusLists<S extends string, T> = {
  all: (db: Db, status?: S) => Promise<T[]>;
  page: (
    db: Db,
    options: { status?: S; q?: string; limit: number; offset: number },
  ) => Promise<{ items: T[]; total: number }>;
};

/**
 * A status-filtered admin list (inquiries, orders): without paging fields the whole list as
 * before (`all`), else the page asked for (`page`, searched with `q`) as a PagedList.
 */
export async function statusListAnswer<S extends string, T>(
  db: Db,
  raw: Record<string, string | undefined>,
  query: Paging & { status?: S | undefined },
  lists: StatusLists<S, T>,
): Promise<T[] | PagedList<T>> {
  if (!isPaged(raw)) return lists.all(db, query.status);
  const paging = pagingOf(query);
  const { items, total } = await lists.page(db, {
    limit: paging.pageSize,
    offset: paging.offset,
    ...(query.status ? { status: query.status } : {}),
    ...(paging.q ? { q: paging.q } : {}),
  });
  return { items, total, page: paging.page, pageSize: paging.pageSize };
}

/** A page cut from a list already in memory (lists the database cannot order, e.g. the portfolio). */
export function pageOfArray<T>(all: T[], query: Paging): PagedList<T> {
  const { page, pageSize, offset } = pagingOf(query);
  return { items: all.slice(offset, offset + pageSize), total: all.length, page, pageSize };
}

/** `%q%` for LIKE with the wildcards of the search text itself escaped (ESCAPE '\'). */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Rows where any of `columns` contains `q` (SQLite's LIKE: case-insensitive for ASCII letters).
 * `columns` may be columns or SQL expressions.
 */
export function searchAny(q: string, columns: (SQLiteColumn | SQL)[]): SQL {
  const pattern = containsPattern(q);
  const each = columns.map((column) => sql`${column} LIKE ${pattern} ESCAPE '\\'`);
  return sql`(${sql.join(each, sql` OR `)})`;
}

/** Case-insensitive "contains" for text already in memory (the same meaning as searchAny). */
export function textContains(haystack: (string | null | undefined)[], q: string): boolean {
  const needle = q.toLowerCase();
  return haystack.some((h) => typeof h === "string" && h.toLowerCase().includes(needle));
}
