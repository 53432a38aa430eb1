/**
 * Outgoing e-mail through Cloudflare Email Service: a `send_email` binding (NOTIFY_EMAIL in
 * wrangler.toml) whose `send()` takes a structured message `{ from, to, subject, text, html,
 * replyTo }` and delivers to any recipient once the sending domain is onboarded.
 *
 * Where no binding (or no NOTIFY_FROM sender) is configured, as on `npm start` and in the tests,
 * every message is kept in the `email_outbox` table instead (the local outbox, shown to the admin
 * under Setup, read by the tests). A message the binding refuses is kept there too, marked failed,
 * so nothing fails silently. Sending happens after the response (waitUntil): a notification must
 * never make the visitor's request fail.
 *
 * A message may carry a `secret` (a signer's code, issue 25): only its recipient may read it. Every
 * kept copy shows it masked, and where no e-mail can go out the message is not sent at all
 * ("failed"), so the caller can tell the recipient. The one exception is local development
 * (`npm start`: APP_URL and the request on localhost, no e-mail configured), whose local outbox
 * keeps it readable, marked local, so a developer can use it; a deployed Worker never does.
 */

import type { EmailKind } from "../../src/shared/activity-labels";
import type { OutboxStatus } from "../../src/shared/setup";
import { emailOutbox } from "../db/schema";
import type { Deps } from "../deps";
import { isLocalOrigin } from "../env";

export type OutgoingEmail = {
  /**
   * What the message is about ("inquiry", "invitation", "order" ...): kept with outbox copies, and
   * named in words in the admin's outbox (src/shared/activity-labels.ts, where a new kind is added).
   */
  kind: EmailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * A value in the subject or text that only the recipient may read (a signing code): masked in
   * every kept copy, except the local outbox of local development (localOutboxShowsSecrets).
   */
  secret?: string;
};

/** The subject line and first line of a local-only readable copy. */
export const LOCAL_ONLY_SUBJECT = "[Local only]";
export const LOCAL_ONLY_NOTICE =
  "LOCAL DEVELOPMENT ONLY: e-mail is not set up on this machine, so this copy keeps the code readable for you to sign locally. A deployed site never keeps a code readable: it e-mails it to the signer.";
export const NOT_SENT_REASON =
  "Not sent: e-mail is not set up, so this message could not go out. Its code is not kept; the recipient was asked to contact the studio. Set up e-mail under Setup.";

/** Header-bound values never carry line breaks (no header injection from visitor input). */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

/** The address mail is sent from: NOTIFY_FROM, or a local placeholder for the outbox. */
function senderOf(deps: Deps): string {
  const config = deps.config;
  return config.NOTIFY_FROM ?? `no-reply@${new URL(config.appOrigin).hostname}`;
}

/** Whether e-mail really goes out (binding and sender configured), for the Setup panel too. */
export function emailSendingConfigured(deps: Deps): boolean {
  return Boolean(deps.env.NOTIFY_EMAIL && deps.config.NOTIFY_FROM);
}

/**
 * Local development with no e-mail configured (APP_URL and this request on localhost, the same
 * kind of check as local sign-in, worker/auth/dev-login.ts): the only place where the local
 * outbox may keep a secret readable.
 */
export function localOutboxShowsSecrets(deps: Deps): boolean {
  return !emailSendingConfigured(deps) && isLocalOrigin(deps.config.appOrigin) && isLocalOrigin(deps.origin);
}

function maskSecret(value: string, secret: string | undefined): string {
  if (!secret) return value;
  return value.replaceAll(secret, "•".repeat(Math.max(6, secret.length)));
}

/**
 * Sends one message now: through the binding when configured, else into the local outbox.
 * Resolves to where it went; never throws (a failure is logged and kept in the outbox).
 */
export async function deliverEmail(deps: Deps, email: OutgoingEmail): Promise<"sent" | "outbox" | "failed"> {
  const config = deps.config;
  const from = senderOf(deps);
  const message = {
    to: oneLine(email.to),
    subject: oneLine(email.subject),
    text: email.text,
    html: email.html,
    replyTo: email.replyTo ? oneLine(email.replyTo) : undefined,
  };
  /** The kept copy; a secret is masked unless `readable` (local development only). */
  const keep = async (status: OutboxStatus, error?: string, readable = false) => {
    const secret = readable ? undefined : email.secret;
    const local = readable && email.secret !== undefined;
    await deps.db.insert(emailOutbox).values({
      kind: email.kind,
      toAddress: message.to,
      fromAddress: from,
      replyTo: message.replyTo ?? null,
      subject: local ? `${LOCAL_ONLY_SUBJECT} ${message.subject}` : maskSecret(message.subject, secret),
      text: local ? `${LOCAL_ONLY_NOTICE}\n\n${message.text}` : maskSecret(message.text, secret),
      html: message.html ? maskSecret(message.html, secret) : null,
      status,
      error: error ?? null,
    });
  };
  try {
    const binding = deps.env.NOTIFY_EMAIL;
    if (!binding || !config.NOTIFY_FROM) {
      if (email.secret !== undefined) {
        if (localOutboxShowsSecrets(deps)) {
          await keep("local", undefined, true);
          return "outbox";
        }
        // A deployed site without e-mail: the secret cannot reach its recipient, and no readable
        // copy is kept instead. The masked copy tells the studio what did not go out.
        await keep("local", NOT_SENT_REASON);
        return "failed";
      }
      await keep("local");
      return "outbox";
    }
    try {
      await binding.send({
        from: { name: oneLine(config.STUDIO_NAME.replace(/["\\]/g, "")), email: from },
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
      return "sent";
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      console.error("E-mail not sent", email.kind, detail);
      await keep("failed", detail);
      return "failed";
    }
  } catch (error) {
    console.error("E-mail could not be kept", error instanceof Error ? error.message : error);
    return "failed";
  }
}

/** Sends after the response (waitUntil); returns the delivery for callers that want to wait. */
export function sendEmail(deps: Deps, email: OutgoingEmail): Promise<"sent" | "outbox" | "failed"> {
  const delivery = deliverEmail(deps, email);
  deps.waitUntil(delivery);
  return delivery;
}
