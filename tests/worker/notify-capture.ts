/**
 * Captures the studio notifications the Worker sends (worker/notify/email.ts): the real app runs
 * with a stand-in NOTIFY_EMAIL binding (Cloudflare Email Service's structured send) and NOTIFY_FROM,
 * and every message handed to the binding is read back once the request's waitUntil work is done.
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

type StructuredMessage = {
  from: string | { name: string; email: string };
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};

/** The structured message handed to the Email Service binding, as the studio would receive it. */
export function parseEmail(message: unknown): SentEmail {
  const m = message as StructuredMessage;
  return {
    from: typeof m.from === "string" ? m.from : m.from.email,
    to: m.to,
    subject: m.subject,
    replyTo: m.replyTo ?? null,
    text: m.text,
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
