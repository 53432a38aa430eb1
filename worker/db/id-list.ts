import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * `column IN (the ids)` with the whole list bound as ONE parameter (a JSON array read back by
 * json_each): D1 binds at most 100 parameters per statement, so `inArray(column, ids)` fails in
 * production once a list passes a hundred ids (an invoice of 150 pieces, 150 invoices' lines).
 */
export function inIdList(column: SQLWrapper, ids: readonly number[]): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
}
