import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../types";

/**
 * Runs statements as one D1 batch: they commit together or not at all. Every multi-row change
 * goes through here (SQLite transaction semantics; D1 has no interactive transactions).
 */
export async function runBatch(db: Db, statements: BatchItem<"sqlite">[]): Promise<void> {
  const [first, ...rest] = statements;
  if (!first) return;
  await db.batch([first, ...rest]);
}
