/**
 * Captures the studio notifications the Worker sends (worker/notify/email.ts): the real app runs
 * with a stand-in NOTIFY_EMAIL binding (Cloudflare Email Service's structured send) and NOTIFY_FROM,
 * and every message handed to the binding is read back once the request's waitUntil work is done.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { createDb } from "../../worker/db/client";
import type { Deps } from "../../worker/deps";
import { readConfig } from "../../worker/env";
import { app } from "../../worker/index";
import { type ApiInit, apiRequest } from "./helpers";

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

/**
 * The Worker with e-mail sending configured: `fetch` (a call as `api` takes it) waits for the
 * notifications to be sent; `sent` is what the stand-in binding was handed, `bindings` the env.
 */
export function notifyingWorker(sender = "website@studio.test") {
  const sent: SentEmail[] = [];
  const send = vi.fn(async (message: unknown) => {
    sent.push(parseEmail(message));
    return { messageId: `<${crypto.randomUUID()}@studio.test>` };
  });
  const bindings = {
    ...env,
    NOTIFY_EMAIL: { send } as unknown as SendEmail,
    NOTIFY_FROM: sender,
  } as typeof env;
  async function fetch(path: string, init: ApiInit = {}): Promise<Response> {
    const ctx = createExecutionContext();
    const res = await app.fetch(apiRequest(path, init), bindings, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  }
  return { sent, send, bindings, fetch };
}

/** A request-less Deps for `bindings`, as the cron builds one (worker/deps.ts). */
export function requestlessDeps(bindings: typeof env): Deps {
  return {
    db: createDb(bindings.DB),
    env: bindings,
    config: readConfig(bindings),
    origin: "http://localhost",
    now: () => new Date(),
    waitUntil: () => undefined,
  };
}
