/**
 * Plain-text notifications to the studio through Cloudflare Email Routing's send_email binding
 * (NOTIFY_EMAIL). Optional by design: without the binding (local runs, tests) nothing is sent.
 * Sending happens after the response (waitUntil) and a failure is only logged: a notification
 * must never make the visitor's request fail.
 */
import { EmailMessage } from "cloudflare:email";
import type { Context } from "hono";
import type { AppEnv } from "../types";

export type RawEmail = {
  from: string;
  fromName?: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** Defaults to now; fixed in tests. */
  date?: Date;
  /** Defaults to a random id at the sender's domain. */
  messageId?: string;
};

/** Header values never carry line breaks (no header injection from visitor input). */
function headerValue(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

function base64Utf8(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** RFC 2047 encoded-word when the header holds anything beyond printable ASCII. */
function encodeHeader(value: string): string {
  const clean = headerValue(value);
  return /^[\x20-\x7e]*$/.test(clean) ? clean : `=?UTF-8?B?${base64Utf8(clean)}?=`;
}

function domainOf(address: string): string {
  return address.split("@")[1] ?? "localhost";
}

/**
 * A minimal RFC 5322 message: the headers Email Routing requires (From, To, Subject, Date,
 * Message-ID) and a UTF-8 text body, base64-encoded so any character and line length is safe.
 */
export function buildRawEmail(email: RawEmail): string {
  const date = email.date ?? new Date();
  const messageId = email.messageId ?? `<${crypto.randomUUID()}@${domainOf(email.from)}>`;
  const from = email.fromName
    ? `${encodeHeader(email.fromName.replace(/["\\]/g, ""))} <${headerValue(email.from)}>`
    : headerValue(email.from);
  const headers = [
    `From: ${from}`,
    `To: ${headerValue(email.to)}`,
    ...(email.replyTo ? [`Reply-To: ${headerValue(email.replyTo)}`] : []),
    `Subject: ${encodeHeader(email.subject)}`,
    `Date: ${date.toUTCString().replace("GMT", "+0000")}`,
    `Message-ID: ${headerValue(messageId)}`,
    "MIME-Version: 1.0",
    'Content-Type: text/plain; charset="UTF-8"',
    "Content-Transfer-Encoding: base64",
  ];
  const body = (base64Utf8(email.text.replace(/\r?\n/g, "\r\n")).match(/.{1,76}/g) ?? []).join("\r\n");
  return `${headers.join("\r\n")}\r\n\r\n${body}\r\n`;
}

/**
 * Sends the studio (STUDIO_EMAIL) a plain-text e-mail from NOTIFY_FROM, after the response.
 * Does nothing when the binding or the sender is not configured. Reused by every feature that
 * tells the studio about something (inquiries, orders, client uploads ...).
 */
export function notifyStudio(
  c: Context<AppEnv>,
  subject: string,
  text: string,
  options: { replyTo?: string } = {},
): void {
  const binding = c.env.NOTIFY_EMAIL;
  const config = c.get("config");
  const from = config.NOTIFY_FROM;
  if (!binding || !from) return;
  const to = config.STUDIO_EMAIL;
  const raw = buildRawEmail({
    from,
    fromName: config.STUDIO_NAME,
    to,
    subject,
    text,
    replyTo: options.replyTo,
  });
  const sending = (async () => {
    try {
      await binding.send(new EmailMessage(from, to, raw));
    } catch (error) {
      console.error("Studio notification failed", error instanceof Error ? error.message : error);
    }
  })();
  try {
    c.executionCtx.waitUntil(sending);
  } catch {
    // No execution context (e.g. called outside a request): the promise still runs on its own.
  }
}
