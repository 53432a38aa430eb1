/**
 * Captures the studio notifications the Worker sends (worker/notify/email.ts): the real app runs
 * with a stand-in NOTIFY_EMAIL binding and NOTIFY_FROM, and every message handed to the binding is
 * read back (From, To, Subject, Reply-To, decoded text) once the request's waitUntil work is done.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { app } from "../../worker/index";
import { BASE } from "./helpers";

export type SentEmail = {
  from: string;
  to: string;
  subject: string;
  replyTo: string | null;
  text: string;
};

function utf8FromBase64(value: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(value), (ch) => ch.charCodeAt(0)));
}

/** The raw RFC 5322 text of an EmailMessage (workerd keeps it under an internal property name). */
function rawOf(message: unknown): string {
  for (const [key, value] of Object.entries(message as Record<string, unknown>)) {
    if ((key === "raw" || key.endsWith("::raw")) && typeof value === "string") return value;
  }
  throw new Error("The e-mail message carries no readable raw text");
}

export function parseEmail(message: unknown): SentEmail {
  const raw = rawOf(message);
  const split = raw.indexOf("\r\n\r\n");
  const headers = new Map<string, string>();
  for (const line of raw.slice(0, split).split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const decodeHeader = (value: string) =>
    value.replace(/=\?UTF-8\?B\?([^?]+)\?=/g, (_, b64: string) => utf8FromBase64(b64));
  const { from, to } = message as { from: string; to: string };
  return {
    from,
    to,
    subject: decodeHeader(headers.get("subject") ?? ""),
    replyTo: headers.get("reply-to") ?? null,
    text: utf8FromBase64(raw.slice(split + 4).replace(/\r\n/g, "")).replace(/\r\n/g, "\n"),
  };
}

/** The Worker with e-mail sending configured; `fetch` waits for the notifications to be sent. */
export function notifyingWorker(sender = "website@studio.test") {
  const sent: SentEmail[] = [];
  const send = vi.fn(async (message: unknown) => {
    sent.push(parseEmail(message));
    return { messageId: `<${crypto.randomUUID()}@studio.test>` };
  });
  const bindings = { ...env, NOTIFY_EMAIL: { send } as unknown as SendEmail, NOTIFY_FROM: sender };
  async function fetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.json);
    }
    const method = init.method ?? (init.json !== undefined ? "POST" : "GET");
    if (method !== "GET" && !headers.has("Origin")) headers.set("Origin", BASE);
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(`${BASE}${path}`, { ...init, method, headers, body, redirect: "manual" }),
      bindings,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return res;
  }
  return { sent, send, fetch };
}
