/**
 * Starts a Stripe Checkout at most once per scope, however many callers arrive together (issue 25;
 * docs/decisions/0006-checkout-and-stock.md). Shared by the shop (POST /api/checkout) and the
 * proposal deposit (POST /api/portal/proposals/:id/checkout).
 *
 * 1. Claim the attempt in D1 (worker/shop/queries-checkout-attempts.ts): one insert lands.
 * 2. The winner does the work (reserve stock / create the payment row, then the Checkout Session
 *    with an Idempotency-Key derived from the attempt (attemptIdempotencyKey), so a retried call cannot open a second session
 *    either) and stores the session's URL on the attempt.
 * 3. Everyone else answers with that URL: at once if it is stored, else after polling D1 for it
 *    for up to CHECKOUT_WAIT_MS; then a 503 with Retry-After and a message saying to try again.
 * An attempt whose order or payment no longer awaits payment (paid, expired, cancelled) is closed
 * and the scope claimed anew. An attempt whose winner never stored a session within
 * STUCK_ATTEMPT_MS (the Worker was cut off) is retired, so a crash cannot block a checkout.
 */

import type { CheckoutAttempt } from "../db/schema";
import { ApiError } from "../http/errors";
import { sha256Hex } from "../lib/crypto";
import type { Db } from "../types";
import {
  claimAttempt,
  closeAttempt,
  dropAttempt,
  getAttempt,
  retireStuckAttempt,
} from "./queries-checkout-attempts";
import type { Stripe } from "./stripe-client";

/** How long a caller that lost the claim waits for the winner's session. */
export const CHECKOUT_WAIT_MS = 8_000;
const POLL_MS = 100;
/** A winner that has not stored its session after this long is presumed gone. */
export const STUCK_ATTEMPT_MS = 60_000;

export const CHECKOUT_IN_PROGRESS = "Your checkout is still being prepared. Please try again in a moment.";

export type CheckoutOnce = {
  /** The attempt's order or payment still awaits payment (its session may still be paid). */
  stillPayable: (attempt: CheckoutAttempt) => Promise<boolean>;
  /**
   * The winner's work: returns the session's URL after storing it on the attempt. When it throws,
   * the attempt is deleted (after the callback has undone its own writes) and the error rethrown.
   */
  open: (attempt: CheckoutAttempt) => Promise<string>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startCheckoutOnce(
  db: Db,
  scope: string,
  reuseUntil: string,
  hooks: CheckoutOnce,
): Promise<string> {
  // A few rounds at most: each lost round means an attempt closed (lapsed, paid, failed) meanwhile.
  for (let round = 0; round < 4; round++) {
    const claim = await claimAttempt(db, scope, reuseUntil);
    if (claim.won) {
      try {
        return await hooks.open(claim.attempt);
      } catch (error) {
        await dropAttempt(db, claim.attempt.id);
        throw error;
      }
    }
    let attempt = claim.attempt;
    const waitUntil = Date.now() + CHECKOUT_WAIT_MS;
    while (attempt && attempt.status === "open" && !attempt.checkoutUrl && Date.now() < waitUntil) {
      await sleep(POLL_MS);
      attempt = (await getAttempt(db, attempt.id)) ?? null;
    }
    if (attempt?.status !== "open") continue;
    if (attempt.checkoutUrl) {
      if (await hooks.stillPayable(attempt)) return attempt.checkoutUrl;
      await closeAttempt(db, attempt.id);
      continue;
    }
    const stuckBefore = new Date(Date.now() - STUCK_ATTEMPT_MS).toISOString();
    if (await retireStuckAttempt(db, attempt.id, stuckBefore)) continue;
    break;
  }
  throw new ApiError(503, CHECKOUT_IN_PROGRESS, undefined, { "Retry-After": "2" });
}

/**
 * The Stripe Idempotency-Key of an attempt's Checkout Session: its id, and a digest of its scope
 * and creation instant so that a key never repeats for another attempt (a restored or reset
 * database numbers attempts from 1 again, and Stripe keeps keys for 24 hours).
 */
export async function attemptIdempotencyKey(attempt: CheckoutAttempt): Promise<string> {
  const digest = await sha256Hex(`${attempt.scope}|${attempt.createdAt}`);
  return `checkout-attempt-${attempt.id}-${digest.slice(0, 24)}`;
}

/** What one payment's Checkout Session says: one line, its amount from the database. */
export type PaymentSessionInput = {
  currency: string;
  amountCents: number;
  product: { name: string; description?: string };
  /** The portal address Stripe sends the payer back to, paid or cancelled. */
  back: (outcome: "paid" | "cancelled") => string;
  /** When the session ends (Unix seconds). */
  expiresAt: number;
  clientReferenceId: string;
  metadata: Record<string, string>;
};

/**
 * Opens the Checkout Session of a proposal deposit or a selections invoice for the claimed
 * attempt; its idempotency key is derived from the attempt, so a retried call gets the same
 * session. A session without a URL is an error.
 */
export async function openPaymentSession(
  stripe: Stripe,
  attempt: CheckoutAttempt,
  input: PaymentSessionInput,
): Promise<{ id: string; url: string }> {
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: input.currency,
            unit_amount: input.amountCents,
            product_data: input.product,
          },
        },
      ],
      success_url: input.back("paid"),
      cancel_url: input.back("cancelled"),
      expires_at: input.expiresAt,
      client_reference_id: input.clientReferenceId,
      metadata: input.metadata,
    },
    { idempotencyKey: await attemptIdempotencyKey(attempt) },
  );
  if (!session.url) throw new Error("Stripe returned a session without a URL");
  return { id: session.id, url: session.url };
}
