/**
 * The one Stripe client of the Worker. Production and tests take the same code path: the real
 * `stripe` package over fetch (Workers have no Node http). STRIPE_API_BASE, unset in production,
 * only points that client's host, port and protocol at a local stand-in for tests and demos.
 */
import Stripe from "stripe";
import type { Config } from "../env";

/** Checkout is on only with both secrets: without the webhook secret no order could be paid. */
export function checkoutConfigured(config: Config): boolean {
  return Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET);
}

type ApiBase = { host: string; port: number; protocol: "http" | "https" };

/** `http://127.0.0.1:12111` → the client's host/port/protocol options. */
export function apiBaseOptions(base: string | undefined): ApiBase | Record<string, never> {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  const port = url.port ? Number(url.port) : protocol === "http" ? 80 : 443;
  return { host: url.hostname, port, protocol };
}

/** A client per use: construction is cheap and nothing request-bound is kept between requests. */
export function stripeClient(config: Config): Stripe | null {
  const key = config.STRIPE_SECRET_KEY;
  if (!key) return null;
  return new Stripe(key, {
    httpClient: Stripe.createFetchHttpClient(),
    // A shopper is waiting on this call; fail clearly rather than hang.
    timeout: 20_000,
    maxNetworkRetries: 1,
    ...apiBaseOptions(config.STRIPE_API_BASE),
  });
}

/** Webhook signature verification with Web Crypto (workerd has no Node crypto for this). */
export const cryptoProvider = Stripe.createSubtleCryptoProvider();

export function constructWebhookEvent(
  payload: string,
  signature: string,
  secret: string,
): Promise<Stripe.Event> {
  // Default tolerance (300 s): an old timestamp is refused, which defeats replays.
  return Stripe.webhooks.constructEventAsync(payload, signature, secret, undefined, cryptoProvider);
}

export type { Stripe };
