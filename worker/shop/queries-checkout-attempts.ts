/**
 * Checkout attempts (issue 25): the claim that makes concurrent starts of one checkout (a shop cart,
 * a proposal deposit) open one Stripe Checkout Session. The rules live in the statements:
 *
 * - Claiming is one batch: an open attempt of the scope whose reuse window has passed is closed,
 *   then a new one is inserted unless one is still open. The partial unique index (one open attempt
 *   per scope) makes the insert land for exactly one of the callers arriving together; the others
 *   read the winner's row.
 * - Completing stores the session on the attempt only while it is still open.
 * - Closing is conditional too, so a late winner cannot reopen what was closed meanwhile; a failed
 *   winner's claim is deleted (a refused checkout leaves no row).
 */
import { and, eq, isNull, lt, lte } from "drizzle-orm";
import { type CheckoutAttempt, checkoutAttempts, now } from "../db/schema";
import type { Db } from "../types";

export type Claim = { won: true; attempt: CheckoutAttempt } | { won: false; attempt: CheckoutAttempt | null };

/** Claims the scope, or answers the attempt already open for it (null: it closed in between). */
export async function claimAttempt(db: Db, scope: string, reuseUntil: string): Promise<Claim> {
  const at = now();
  const [, inserted] = await db.batch([
    db
      .update(checkoutAttempts)
      .set({ status: "closed", closedAt: at })
      .where(
        and(
          eq(checkoutAttempts.scope, scope),
          eq(checkoutAttempts.status, "open"),
          lte(checkoutAttempts.reuseUntil, at),
        ),
      ),
    // ON CONFLICT DO NOTHING: the open attempt of this scope (partial unique index) wins.
    db.insert(checkoutAttempts).values({ scope, reuseUntil }).onConflictDoNothing().returning(),
  ]);
  const mine = inserted[0];
  if (mine) return { won: true, attempt: mine };
  return { won: false, attempt: (await openAttempt(db, scope)) ?? null };
}

export async function openAttempt(db: Db, scope: string) {
  return db
    .select()
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.scope, scope), eq(checkoutAttempts.status, "open")))
    .get();
}

export async function getAttempt(db: Db, id: number) {
  return db.select().from(checkoutAttempts).where(eq(checkoutAttempts.id, id)).get();
}

/** The winner links what it made (the order, the payment row) before asking Stripe. */
export async function linkAttempt(db: Db, id: number, link: { orderId?: number; paymentId?: number }) {
  await db.update(checkoutAttempts).set(link).where(eq(checkoutAttempts.id, id));
}

/** The session is stored for everyone waiting on this attempt (only while it is open). */
export function completeAttemptStatement(db: Db, id: number, session: { id: string; url: string }) {
  return db
    .update(checkoutAttempts)
    .set({ stripeSessionId: session.id, checkoutUrl: session.url })
    .where(and(eq(checkoutAttempts.id, id), eq(checkoutAttempts.status, "open")));
}

export async function closeAttempt(db: Db, id: number): Promise<void> {
  await db
    .update(checkoutAttempts)
    .set({ status: "closed", closedAt: now() })
    .where(and(eq(checkoutAttempts.id, id), eq(checkoutAttempts.status, "open")));
}

/**
 * The winner failed (the cart could not be reserved, Stripe refused) and undid its own writes: the
 * claim goes too, so a refused checkout leaves nothing behind. Only while it has no session.
 */
export async function dropAttempt(db: Db, id: number): Promise<void> {
  await db
    .delete(checkoutAttempts)
    .where(and(eq(checkoutAttempts.id, id), isNull(checkoutAttempts.checkoutUrl)));
}

/**
 * Retires an attempt whose winner never stored a session (it crashed or was cut off) and that is
 * older than `before`. True when this call retired it.
 */
export async function retireStuckAttempt(db: Db, id: number, before: string): Promise<boolean> {
  const rows = await db
    .update(checkoutAttempts)
    .set({ status: "closed", closedAt: now() })
    .where(
      and(
        eq(checkoutAttempts.id, id),
        eq(checkoutAttempts.status, "open"),
        isNull(checkoutAttempts.checkoutUrl),
        lt(checkoutAttempts.createdAt, before),
      ),
    )
    .returning({ id: checkoutAttempts.id });
  return rows.length > 0;
}
