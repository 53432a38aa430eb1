/**
 * Recognising SQLite constraint failures behind D1 and Drizzle's wrappers. Constraints are how
 * the database enforces rules that must hold under races (unique slugs, stock never below zero,
 * each webhook event processed once), so routes turn these particular failures into 409s / 200s.
 */

/** Every message in an error's cause chain (Drizzle wraps D1's error in `cause`). */
function messages(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof Error) {
      parts.push(current.message);
      current = current.cause;
    } else {
      parts.push(String(current));
      break;
    }
  }
  return parts.join(" | ");
}

/** A UNIQUE or PRIMARY KEY violation, e.g. `isUniqueViolation(err, "products.slug")`. */
export function isUniqueViolation(error: unknown, column: string): boolean {
  const text = messages(error);
  return text.includes("UNIQUE constraint failed") && text.includes(column);
}

/** A CHECK constraint violation, e.g. `isCheckViolation(err, "products_stock_non_negative")`. */
export function isCheckViolation(error: unknown, name: string): boolean {
  const text = messages(error);
  return text.includes("CHECK constraint failed") && text.includes(name);
}

export function isForeignKeyViolation(error: unknown): boolean {
  return messages(error).includes("FOREIGN KEY constraint failed");
}

/**
 * Migration 0009's triggers refusing to delete a signed or paid record (issue 25): a project, a
 * signature request, a signature or a paid deposit. Routes answer 409 with the reason.
 */
export function isSignedRecordsKept(error: unknown): boolean {
  return messages(error).includes("signed_records_kept");
}
