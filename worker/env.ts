/**
 * Bindings and configuration of the Worker. Every variable is documented in .dev.vars.example;
 * `readConfig` validates them once per isolate and fails with a clear message when one is wrong.
 */
import { z } from "zod";

export type Bindings = {
  DB: D1Database;
  MEDIA: R2Bucket;
  ASSETS: Fetcher;
  /** The deployed version (wrangler.toml [version_metadata]); part of the edge-cache keys. */
  CF_VERSION_METADATA?: WorkerVersionMetadata;
  /** Optional Cloudflare Email Routing binding used to notify the studio. */
  NOTIFY_EMAIL?: SendEmail;
  APP_URL?: string;
  APP_SECRET?: string;
  DEV_LOGIN?: string;
  ADMIN_EMAILS?: string;
  STUDIO_NAME?: string;
  STUDIO_EMAIL?: string;
  STUDIO_PHONE?: string;
  STUDIO_SOCIAL_URL?: string;
  STUDIO_SOCIAL_NAME?: string;
  STUDIO_SERVICE_AREA?: string;
  STUDIO_TIMEZONE?: string;
  NOTIFY_FROM?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  OIDC_NAME?: string;
  R2_ACCOUNT_ID?: string;
  R2_ACCESS_KEY_ID?: string;
  R2_SECRET_ACCESS_KEY?: string;
  R2_BUCKET_NAME?: string;
  R2_ENDPOINT?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_BASE?: string;
  /** Sales tax for selections invoices, in percent ("7.75"); empty: no tax offered (issue 29). */
  SELECTIONS_TAX_RATE?: string;
  /** How long an isolate may reuse the public content version (ms, at most 5000; 0 = never). */
  EDGE_VERSION_MEMO_MS?: string;
};

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const configSchema = z.object({
  APP_URL: z.url({ message: "APP_URL must be the site's public origin, e.g. https://studio.example" }),
  APP_SECRET: optional,
  DEV_LOGIN: optional,
  ADMIN_EMAILS: optional,
  STUDIO_NAME: z.string().min(1).default("Layered Interiors"),
  STUDIO_EMAIL: z.email({ message: "STUDIO_EMAIL must be an e-mail address" }),
  STUDIO_PHONE: z.string().min(1),
  STUDIO_SOCIAL_URL: z.url().optional(),
  STUDIO_SOCIAL_NAME: optional,
  STUDIO_SERVICE_AREA: z.string().min(1).default("Los Angeles and Orange County"),
  STUDIO_TIMEZONE: z.string().min(1).default("America/Los_Angeles"),
  NOTIFY_FROM: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  OIDC_ISSUER: optional,
  OIDC_CLIENT_ID: optional,
  OIDC_CLIENT_SECRET: optional,
  OIDC_NAME: optional,
  R2_ACCOUNT_ID: optional,
  R2_ACCESS_KEY_ID: optional,
  R2_SECRET_ACCESS_KEY: optional,
  R2_BUCKET_NAME: optional,
  R2_ENDPOINT: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_BASE: optional,
  SELECTIONS_TAX_RATE: optional,
});

export type RawConfig = z.infer<typeof configSchema>;

export type Config = RawConfig & {
  appOrigin: string;
  adminEmails: Set<string>;
  /** Secret for link-token encryption and URL signing. */
  secret: string;
  devLogin: boolean;
};

/** Used only where no APP_SECRET is configured on localhost (dev and tests). */
const LOCAL_FALLBACK_SECRET = "layered-local-only-secret-not-for-production";

let cached: { source: Bindings; config: Config } | undefined;

export class ConfigError extends Error {}

export function readConfig(env: Bindings): Config {
  if (cached && cached.source === env) return cached.config;
  const parsed = configSchema.safeParse({
    ...env,
    APP_URL: env.APP_URL ?? "http://localhost:8787",
  });
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new ConfigError(`Invalid Worker configuration: ${detail}`);
  }
  const raw = parsed.data;
  const appOrigin = new URL(raw.APP_URL).origin;
  const isLocal = isLocalOrigin(appOrigin);
  if (!raw.APP_SECRET && !isLocal) {
    throw new ConfigError("Invalid Worker configuration: APP_SECRET is required outside localhost");
  }
  if (raw.APP_SECRET && raw.APP_SECRET.length < 32) {
    throw new ConfigError("Invalid Worker configuration: APP_SECRET must be at least 32 characters");
  }
  const config: Config = {
    ...raw,
    appOrigin,
    adminEmails: new Set(
      (raw.ADMIN_EMAILS ?? "")
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
    secret: raw.APP_SECRET ?? LOCAL_FALLBACK_SECRET,
    devLogin: raw.DEV_LOGIN === "true",
  };
  cached = { source: env, config };
  return config;
}

export function isLocalOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}
