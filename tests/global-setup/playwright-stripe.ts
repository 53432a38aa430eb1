/**
 * Playwright globalSetup: the Stripe stand-in (tests/global-setup/stripe-stand-in.ts) on the fixed
 * port that playwright.config.ts passes to the server as STRIPE_API_BASE, so checkout in the
 * browser tests runs the real Stripe client against it. Returns the teardown.
 */
import { startStripeStandIn } from "./stripe-stand-in";
import { STRIPE_STAND_IN_PORT } from "../../playwright.config";

export default async function globalSetup() {
  const standIn = await startStripeStandIn(STRIPE_STAND_IN_PORT);
  return async () => {
    await standIn.close();
  };
}
