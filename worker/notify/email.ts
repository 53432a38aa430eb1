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
 */
import type { Context } from "hono";
import type { OutboxStatus } from "../../src/shared/setup";
import { emailOutbox } from "../db/schema";
import type { AppEnv } from "../types";

export type OutgoingEmail = {
  /** What the message is about ("inquiry", "invitation", "order" ...): kept with outbox copies. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};

/** Header-bound values never carry line breaks (no header injection from visitor input). */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

/** The address mail is sent from: NOTIFY_FROM, or a local placeholder for the outbox. */
function senderOf(c: Context<AppEnv>): string {
  const config = c.get("config");
  return config.NOTIFY_FROM ?? `no-reply@${new URL(config.appOrigin).hostname}`;
}

/** Whether e-mail really goes out (binding and sender configured), for the Setup panel too. */
export function emailSendingConfigured(c: Context<AppEnv>): boolean {
  return Boolean(c.env.NOTIFY_EMAIL && c.get("config").NOTIFY_FROM);
}

/**
 * Sends one message now: through the binding when configured, else into the local outbox.
 * Resolves to where it went; never throws (a failure is logged and kept in the outbox).
 */
export async function deliverEmail(
  c: Context<AppEnv>,
  email: OutgoingEmail,
): Promise<"sent" | "outbox" | "failed"> {
  const config = c.get("config");
  const from = senderOf(c);
  const message = {
    to: oneLine(email.to),
    subject: oneLine(email.subject),
    text: email.text,
    html: email.html,
    replyTo: email.replyTo ? oneLine(email.replyTo) : undefined,
  };
  const keep = async (status: OutboxStatus, error?: string) => {
    await c
      .get("db")
      .insert(emailOutbox)
      .values({
        kind: email.kind,
        toAddress: message.to,
        fromAddress: from,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        status,
        error: error ?? null,
      });
  };
  try {
    const binding = c.env.NOTIFY_EMAIL;
    if (!binding || !config.NOTIFY_FROM) {
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
export function sendEmail(c: Context<AppEnv>, email: OutgoingEmail): Promise<"sent" | "outbox" | "failed"> {
  const delivery = deliverEmail(c, email);
  try {
    c.executionCtx.waitUntil(delivery);
  } catch {
    // No execution context (called outside a request): the promise still runs on its own.
  }
  return delivery;
}

/** E-mails the studio (STUDIO_EMAIL): inquiries, orders, client uploads ... */
export function notifyStudio(
  c: Context<AppEnv>,
  subject: string,
  text: string,
  options: { replyTo?: string; kind?: string } = {},
): void {
  void sendEmail(c, {
    kind: options.kind ?? "studio",
    to: c.get("config").STUDIO_EMAIL,
    subject,
    text,
    replyTo: options.replyTo,
  });
}
