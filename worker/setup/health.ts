/**
 * GET /api/admin/health: each piece of configuration a real deployment needs, checked from the
 * running Worker, with what to do about it (the admin's Setup panel). Out of the box (`npm start`,
 * no keys) the app runs on embedded local parts (local sign-in, the e-mail outbox, files through
 * the Worker, the payment stand-in) and says so here with the status `local`, so nothing that
 * would fail on a real site fails silently. Names, addresses and origins are reported; secret
 * values never are.
 */

import type { AdminHealth, SetupItem } from "../../src/shared/setup";
import { devLoginAllowed } from "../auth/dev-login";
import { enabledProviders } from "../auth/providers";
import type { Deps } from "../deps";
import { isLocalOrigin } from "../env";
import { emailSendingConfigured } from "../notify/email";
import { countFailedSince, countUnsentCodesSince } from "../notify/queries-outbox";
import { checkoutConfigured } from "../shop/stripe-client";
import { STRIPE_WEBHOOK_EVENTS } from "../shop/stripe-session";
import { r2Client } from "../storage/presign";
import { corsFixCommand, missingCorsAllowances, readBucketCors } from "../storage/r2-cors";

/** Refused sends this recent turn the e-mail item into "error". */
const RECENT_FAILURES_MS = 7 * 24 * 60 * 60 * 1000;

/** "A, B and C" */
function list(values: string[]): string {
  if (values.length <= 1) return values.join("");
  return `${values.slice(0, -1).join(", ")} and ${values.at(-1)}`;
}

/**
 * The terminal commands that set these secrets, one a line, shown as code with a Copy button
 * (issue 28: the action's words say why; the command is what to paste). wrangler asks for each
 * value, so none is ever written here.
 */
function secretPut(names: string[]): string {
  return names.map((name) => `npx wrangler secret put ${name}`).join("\n");
}

function signInItem(deps: Deps): SetupItem {
  const config = deps.config;
  const origin = config.appOrigin;
  const providers = enabledProviders(config);
  // A provider with only some of its settings is offered nowhere: name what is missing.
  const partial: string[] = [];
  if (Boolean(config.GOOGLE_CLIENT_ID) !== Boolean(config.GOOGLE_CLIENT_SECRET)) {
    partial.push(config.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID");
  }
  const oidc = {
    OIDC_ISSUER: config.OIDC_ISSUER,
    OIDC_CLIENT_ID: config.OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET: config.OIDC_CLIENT_SECRET,
  };
  const oidcSet = Object.entries(oidc).filter(([, v]) => v);
  if (oidcSet.length > 0 && oidcSet.length < 3) {
    partial.push(
      ...Object.entries(oidc)
        .filter(([, v]) => !v)
        .map(([k]) => k),
    );
  }
  const action = `Configure Google (redirect URI ${origin}/api/auth/callback/google) or any OpenID Connect provider (redirect URI ${origin}/api/auth/callback/oidc), as the README's Sign-in section shows, and set ADMIN_EMAILS to the studio's addresses.`;
  const base: Pick<SetupItem, "id" | "label"> = { id: "sign-in", label: "Sign-in providers" };
  if (partial.length > 0) {
    return {
      ...base,
      status: "missing",
      detail: `${list(partial)} ${partial.length === 1 ? "is" : "are"} not set, so that provider is not offered.${
        providers.length > 0 ? ` Offered now: ${list(providers.map((p) => p.name))}.` : ""
      }`,
      action: `Set ${list(partial)} (wrangler secret put ${partial[0]}).`,
      command: secretPut(partial),
    };
  }
  if (providers.length > 0) {
    return {
      ...base,
      status: "ok",
      detail: `${list(providers.map((p) => p.name))} on /login (redirect URIs under ${origin}/api/auth/callback/).`,
      action: null,
    };
  }
  if (devLoginAllowed(config, deps.origin)) {
    return {
      ...base,
      status: "local",
      detail: "Only the local sign-in form: fine on this machine; a deployed site needs a provider.",
      action,
    };
  }
  return { ...base, status: "missing", detail: "No provider is configured: nobody can sign in.", action };
}

function devLoginItem(deps: Deps): SetupItem {
  const config = deps.config;
  const base: Pick<SetupItem, "id" | "label"> = { id: "dev-login", label: "Local sign-in" };
  if (!config.devLogin) return { ...base, status: "ok", detail: "Off, as on a deployed site.", action: null };
  if (devLoginAllowed(config, deps.origin)) {
    return {
      ...base,
      status: "local",
      detail: "DEV_LOGIN=true: /login offers a form that signs in any address, on localhost only.",
      action: null,
    };
  }
  return {
    ...base,
    status: "error",
    detail: "DEV_LOGIN=true is set here, where it is ignored (it works on localhost only).",
    action: "Remove DEV_LOGIN from this deployment's variables.",
  };
}

function appUrlItem(deps: Deps): SetupItem {
  const origin = deps.config.appOrigin;
  const requestOrigin = deps.origin;
  const base: Pick<SetupItem, "id" | "label"> = { id: "app-url", label: "APP_URL" };
  const fix = "Set APP_URL in wrangler.toml [vars] to the site's public origin and deploy again.";
  if (origin !== requestOrigin) {
    return {
      ...base,
      status: "error",
      detail: `APP_URL is ${origin}, but this page was opened at ${requestOrigin}. Sign-in redirects, links in e-mails and canonical addresses use APP_URL.`,
      action: isLocalOrigin(origin)
        ? `Open the site at ${origin}, or set APP_URL in .dev.vars to ${requestOrigin}.`
        : fix,
    };
  }
  if (isLocalOrigin(origin)) {
    return { ...base, status: "local", detail: `${origin}: this machine only.`, action: null };
  }
  if (!origin.startsWith("https:")) {
    return {
      ...base,
      status: "error",
      detail: `${origin} is not HTTPS: sign-in cookies need HTTPS.`,
      action: fix,
    };
  }
  return { ...base, status: "ok", detail: `${origin}, the address this page was opened at.`, action: null };
}

function appSecretItem(deps: Deps): SetupItem {
  const base: Pick<SetupItem, "id" | "label"> = { id: "app-secret", label: "APP_SECRET" };
  if (deps.config.APP_SECRET) {
    return {
      ...base,
      status: "ok",
      detail: "Set (client links and file URLs are signed with it).",
      action: null,
    };
  }
  return {
    ...base,
    status: "local",
    detail: "Not set: a fixed development secret is used, which only localhost accepts.",
    action:
      "Before deploying: npx wrangler secret put APP_SECRET (at least 32 random characters, e.g. openssl rand -base64 48).",
    command: secretPut(["APP_SECRET"]),
  };
}

async function emailItem(deps: Deps): Promise<SetupItem> {
  const config = deps.config;
  const hasBinding = Boolean(deps.env.NOTIFY_EMAIL);
  const sender = config.NOTIFY_FROM;
  const studio = config.STUDIO_EMAIL;
  const base: Pick<SetupItem, "id" | "label"> = { id: "email", label: "E-mail sending" };
  const recipients = `Studio notices (inquiries, orders, client uploads) go to ${studio}; invitations go to each invitee, with replies to ${studio}.`;
  const action =
    "Onboard the studio's domain in Cloudflare (Compute > Email Service > Onboard domain), keep the [[send_email]] binding NOTIFY_EMAIL in wrangler.toml, set NOTIFY_FROM in [vars] to an address on that domain (e.g. website@your-studio.com), and deploy.";
  if (emailSendingConfigured(deps)) {
    const failed = await countFailedSince(deps.db, new Date(Date.now() - RECENT_FAILURES_MS).toISOString());
    if (failed > 0) {
      return {
        ...base,
        status: "error",
        detail: `Email Service refused ${failed} message${failed === 1 ? "" : "s"} in the last 7 days (kept in the outbox below, marked failed). Sender ${sender}. ${recipients}`,
        action: `Check that ${sender?.split("@")[1]} is onboarded in Email Service and that ${sender} is allowed to send; open a failed message below for the reason.`,
      };
    }
    return {
      ...base,
      status: "ok",
      detail: `Sent through Cloudflare Email Service from ${sender}. ${recipients}`,
      action: null,
    };
  }
  const what =
    !hasBinding && !sender
      ? "No send_email binding and no NOTIFY_FROM sender"
      : !hasBinding
        ? `NOTIFY_FROM is ${sender}, but the send_email binding NOTIFY_EMAIL is missing`
        : "The send_email binding is there, but NOTIFY_FROM (the sender address) is empty";
  if (isLocalOrigin(config.appOrigin)) {
    return {
      ...base,
      status: "local",
      detail: `${what}: every message is kept in the outbox below instead of sent (signing codes readable there, marked local, on this machine only). ${recipients}`,
      action,
    };
  }
  // A deployed site: a signing code is never kept readable, so signers on a private link cannot
  // get one until e-mail is set up (issue 25).
  const unsent = await countUnsentCodesSince(
    deps.db,
    new Date(Date.now() - RECENT_FAILURES_MS).toISOString(),
  );
  const codes =
    unsent > 0
      ? `${unsent} signing code${unsent === 1 ? "" : "s"} could not be e-mailed in the last 7 days: signers on a private link cannot sign until e-mail is set up.`
      : "Signing codes cannot be e-mailed: signers on a private link cannot sign until e-mail is set up.";
  return {
    ...base,
    status: "missing",
    detail: `${what}: messages are kept in the outbox below instead of sent. ${codes} ${recipients}`,
    action,
  };
}

function r2UploadsItem(deps: Deps): SetupItem {
  const config = deps.config;
  const base: Pick<SetupItem, "id" | "label"> = { id: "r2-uploads", label: "Direct uploads to R2" };
  const r2 = r2Client(config);
  if (r2) {
    return {
      ...base,
      status: "ok",
      detail: `Files go straight between browsers and the bucket ${r2.bucket} (${new URL(r2.endpoint).host}) through presigned URLs.`,
      action: null,
    };
  }
  const action =
    "Create an R2 API token (R2 > Manage API tokens, Object Read & Write on the bucket), then wrangler secret put R2_ACCOUNT_ID, R2_ACCESS_KEY_ID and R2_SECRET_ACCESS_KEY.";
  const wanted = {
    R2_ACCOUNT_ID: config.R2_ACCOUNT_ID ?? config.R2_ENDPOINT,
    R2_ACCESS_KEY_ID: config.R2_ACCESS_KEY_ID,
    R2_SECRET_ACCESS_KEY: config.R2_SECRET_ACCESS_KEY,
  };
  const missing = Object.entries(wanted)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length < 3) {
    return {
      ...base,
      status: "missing",
      detail: `${list(missing)} not set: files still pass through the Worker.`,
      action,
      command: secretPut(missing),
    };
  }
  return {
    ...base,
    status: "local",
    detail:
      "No R2 API credentials: uploads and downloads pass through the Worker with its own signed URLs (large files are bound by the Worker's request size limit).",
    action,
    command: secretPut(missing),
  };
}

async function r2CorsItem(deps: Deps): Promise<SetupItem> {
  const config = deps.config;
  const origin = config.appOrigin;
  const base: Pick<SetupItem, "id" | "label"> = { id: "r2-cors", label: "R2 bucket CORS rule" };
  const r2 = r2Client(config);
  if (!r2) {
    return {
      ...base,
      status: "local",
      detail:
        "Not needed while files pass through the Worker (same origin). Needed as soon as R2 credentials are set.",
      action: null,
    };
  }
  const command = corsFixCommand(r2.bucket, origin);
  const cors = await readBucketCors(config);
  const setRule = `Set a rule allowing PUT and GET with the Content-Type header from ${origin} (this replaces the bucket's current rules: add any other origins you need to the file).`;
  if (!cors || cors.kind === "none") {
    return {
      ...base,
      status: "missing",
      detail: `The bucket ${r2.bucket} has no CORS rule: browsers cannot upload to it, so every upload fails.`,
      action: setRule,
      command,
    };
  }
  if (cors.kind === "error") {
    const answer =
      cors.status === 0 ? "did not answer" : `answered ${cors.status}${cors.code ? ` (${cors.code})` : ""}`;
    return {
      ...base,
      status: "error",
      detail: `Could not read the CORS rule of ${r2.bucket}: R2 ${answer}. A token limited to objects may not read bucket settings.`,
      action: `Check the rule in the dashboard (R2 > ${r2.bucket} > Settings > CORS policy) or with npx wrangler r2 bucket cors list ${r2.bucket}; it must allow PUT and GET with the Content-Type header from ${origin}.`,
      command,
    };
  }
  const missing = missingCorsAllowances(cors.rules, origin);
  if (missing.length > 0) {
    const allowed = cors.rules.flatMap((r) => r.origins);
    return {
      ...base,
      status: "error",
      detail: `The bucket's CORS rules (origins: ${allowed.length > 0 ? list(allowed) : "none"}) do not allow ${list(missing)}: uploads from ${origin} fail.`,
      action: setRule,
      command,
    };
  }
  return {
    ...base,
    status: "ok",
    detail: `The bucket ${r2.bucket} allows PUT and GET with the Content-Type header from ${origin}.`,
    action: null,
  };
}

function stripeIsLocal(base: string | undefined): boolean {
  if (!base) return false;
  try {
    return isLocalOrigin(new URL(base).origin);
  } catch {
    return false;
  }
}

function stripeItems(deps: Deps): SetupItem[] {
  const config = deps.config;
  const key = config.STRIPE_SECRET_KEY;
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  const endpoint = `${config.appOrigin}/api/stripe/webhook`;
  const payments: Pick<SetupItem, "id" | "label"> = { id: "stripe", label: "Stripe payments" };
  const webhook: Pick<SetupItem, "id" | "label"> = { id: "stripe-webhook", label: "Stripe webhook" };
  const webhookAction = `In Stripe's dashboard (Developers > Webhooks) add the endpoint ${endpoint} for ${list(STRIPE_WEBHOOK_EVENTS)}, then wrangler secret put STRIPE_WEBHOOK_SECRET with its signing secret.`;

  if (stripeIsLocal(config.STRIPE_API_BASE) && checkoutConfigured(config)) {
    return [
      {
        ...payments,
        status: "local",
        detail: `Local payment stand-in at ${new URL(config.STRIPE_API_BASE ?? "").origin}: checkout pays on a local page and no money moves.`,
        action: "For real payments: wrangler secret put STRIPE_SECRET_KEY (and leave STRIPE_API_BASE unset).",
        command: secretPut(["STRIPE_SECRET_KEY"]),
      },
      {
        ...webhook,
        status: "local",
        detail: `The stand-in signs its webhooks to ${endpoint} with the local secret.`,
        action: null,
      },
    ];
  }
  const mode =
    key?.startsWith("sk_live_") || key?.startsWith("rk_live_") ? "live mode" : key ? "test mode" : null;
  const paymentsItem: SetupItem = key
    ? {
        ...payments,
        status: checkoutConfigured(config) ? "ok" : "missing",
        detail: checkoutConfigured(config)
          ? `Checkout through Stripe (${mode}).`
          : `A secret key is set (${mode}), but checkout stays off until the webhook secret is set too: the cart offers Ask about this piece.`,
        action: null,
      }
    : {
        ...payments,
        status: "missing",
        detail: "Not configured: the cart offers Ask about this piece instead of checkout.",
        action: "To sell online: wrangler secret put STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.",
        command: secretPut(["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]),
      };
  const webhookItem: SetupItem = webhookSecret
    ? {
        ...webhook,
        status: "ok",
        detail: `Signing secret set; Stripe should send events to ${endpoint}.`,
        action: null,
      }
    : {
        ...webhook,
        status: "missing",
        detail: "No signing secret: paid orders could not be confirmed.",
        action: webhookAction,
        command: secretPut(["STRIPE_WEBHOOK_SECRET"]),
      };
  return [paymentsItem, webhookItem];
}

export async function adminHealth(deps: Deps): Promise<AdminHealth> {
  const [email, cors] = await Promise.all([emailItem(deps), r2CorsItem(deps)]);
  return {
    checkedAt: deps.now().toISOString(),
    items: [
      signInItem(deps),
      devLoginItem(deps),
      appUrlItem(deps),
      appSecretItem(deps),
      email,
      r2UploadsItem(deps),
      cors,
      ...stripeItems(deps),
    ],
  };
}
