/**
 * vitest globalSetup: the local Stripe stand-in (scripts/stripe-stand-in.ts, the same one
 * `npm start` runs without keys) on a free port, its URL provided to the Worker's bindings as
 * STRIPE_API_BASE. No webhook target: the worker tests sign and deliver (or withhold) events
 * themselves, and use its test hooks (/__requests, /__fail-next, /__pay/:id).
 */
import type { TestProject } from "vitest/node";
import { startStripeStandIn } from "../../scripts/stripe-stand-in";

declare module "vitest" {
  export interface ProvidedContext {
    stripeApiBase: string;
  }
}

export default async function setup(project: TestProject) {
  const standIn = await startStripeStandIn();
  project.provide("stripeApiBase", standIn.url);
  return () => standIn.close();
}
