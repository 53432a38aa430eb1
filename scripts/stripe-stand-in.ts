/**
 * A local stand-in for Stripe Checkout, speaking Stripe's HTTP API, so the Worker's real `stripe`
 * client runs its real code path with no keys and no network: STRIPE_API_BASE points the client's
 * host, port and protocol here. `npm start` runs one when .dev.vars has no STRIPE_SECRET_KEY
 * (scripts/start.mjs; so do the browser tests, which run start.mjs), and the worker tests run one
 * from tests/global-setup/stripe-stand-in.ts. Production never uses it.
 *
 * Node runs this file directly (Node 24 strips the types), so it only uses erasable TypeScript.
 *
 * Stripe's API, as far as Checkout in mode "payment" goes (any line items with price_data, any
 * metadata, so the shop and design-fee deposits both use it):
 *   POST /v1/checkout/sessions              form-encoded like Stripe; answers a checkout.session
 *                                           whose url is this server's /pay/<id>; idempotency keys
 *                                           are honoured; bad parameters get Stripe-style 400s
 *   GET  /v1/checkout/sessions/:id          the stored session
 *   GET  /v1/checkout/sessions/:id/line_items  its line items as a Stripe list
 *   POST /v1/checkout/sessions/:id/expire   ends an open session (400 for any other status) and,
 *                                           as Stripe does, sends checkout.session.expired
 *   POST /v1/refunds                        refunds a paid session's payment_intent (all of it, or
 *                                           `amount`); idempotency keys honoured; 400 for an unknown
 *                                           payment_intent or more than is left to refund
 *                                           (charge_already_refunded when nothing is)
 *   GET  /v1/refunds/:id                    the stored refund
 * A session past its expires_at expires by itself (checked every 30 s and on every read), with the
 * same event.
 *
 * The hosted payment page (what Stripe's checkout.stripe.com is in production):
 *   GET  /pay/:id         line items, total, an e-mail field, "Pay $X" and "Cancel"; plainly
 *                         labelled as a local test payment page
 *   POST /pay/:id         pays: the session becomes complete/paid, a signed
 *                         checkout.session.completed goes to the webhook (retried briefly while
 *                         the app is not answering), then 303 to the session's success_url
 *   POST /pay/:id/cancel  303 to the cancel_url. Like Stripe's back link it does not end the
 *                         session: the app's cancel flow expires it through the API (which then
 *                         sends checkout.session.expired), or it expires on its own
 *
 * Webhooks are signed exactly as Stripe signs them: `Stripe-Signature: t=<unix>,v1=<hex
 * HMAC-SHA256 of "<t>.<body>" keyed with the endpoint secret>`. Without a `webhook` option
 * nothing is sent (the worker tests deliver, or withhold, events themselves).
 *
 * Test hooks (never part of Stripe's API):
 *   GET  /__requests      every recorded API request, oldest first (DELETE clears)
 *   GET  /__events        every event sent to the webhook, with its delivery outcome
 *   POST /__fail-next     the next session creation fails with a Stripe-style 400
 *                         (?what=refund: the next refund fails with a Stripe-style 500 instead)
 *   GET  /__sessions      every session (open, complete, expired), oldest first: what was opened
 *                         and what was charged
 *   GET  /__refunds       every refund made, oldest first
 *   POST /__clone/:id     a new open session with the same lines, metadata and return URLs (a
 *                         second payable session for the same thing, as before issue 25)
 *   POST /__pay/:id       completes an open session as if the shopper paid (payment_status paid, or
 *                         ?payment_status=unpaid for a payment still on its way; ?email= sets
 *                         customer_details.email) without sending any webhook
 */
import { createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export type RecordedRequest = {
  method: string;
  path: string;
  authorization: string | null;
  idempotencyKey: string | null;
  /** The decoded form body, nested like Stripe's bracket notation (line_items[0][quantity]). */
  body: Record<string, FormValue>;
  receivedAt: number;
};

export type SentEvent = {
  id: string;
  type: string;
  sessionId: string;
  /** The app's answer: its HTTP status, or null while pending or when it never answered. */
  status: number | null;
  attempts: number;
};

export type StandInOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Where events go, signed with `secret`; without it no webhook is ever sent. */
  webhook?: { url: string; secret: string };
  /** The name on the payment page, as Stripe shows the account's business name. */
  businessName?: string;
  /** Delays between webhook attempts while the app does not answer (ms). */
  retryDelays?: number[];
  /** Progress and delivery problems (default: silent). */
  log?: (message: string) => void;
  /**
   * A JSON file that keeps sessions across restarts (npm start puts it in the local state), so an
   * order opened before a restart can still be paid, cancelled or reconciled after it.
   */
  persistTo?: string;
};

export type StripeStandIn = { url: string; port: number; close: () => Promise<void> };

export type Refund = {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  status: "succeeded";
  reason: string | null;
  metadata: Record<string, FormValue>;
  created: number;
};

type LineItem = {
  id: string;
  name: string;
  description: string | null;
  quantity: number;
  unitAmount: number;
  currency: string;
};

type Session = Record<string, unknown> & {
  id: string;
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: string;
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string | null;
  expires_at: number;
  customer_email: string | null;
};

/** The API version the events say they were rendered with (the `stripe` package's own). */
const API_VERSION = "2026-10-28.endive";
/** Stripe's default lifetime of a Checkout Session when the caller sets no expires_at. */
const DEFAULT_SESSION_SECONDS = 24 * 60 * 60;
/** Long enough for `wrangler dev` to come up after a restart, short enough to keep the shopper waiting briefly. */
const DEFAULT_RETRY_DELAYS = [250, 500, 1000, 2000, 4000];
const ZERO_DECIMAL = new Set(["bif", "clp", "djf", "gnf", "jpy", "kmf", "krw", "mga", "pyg", "rwf", "vnd"]);

/** `a[0][b]=1&a[0][c]=2` → { a: [{ b: "1", c: "2" }] } */
export function parseStripeForm(raw: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node: Record<string, FormValue> | FormValue[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[i + 1] ?? "");
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}

/** The `Stripe-Signature` header Stripe sends with `payload`, at `timestamp` (unix seconds). */
export function signWebhookPayload(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

/** Port of the stand-in that `npm start` and the browser tests run beside the app on `appPort`. */
export function standInPort(appPort: number): number {
  return Number(process.env.STRIPE_STAND_IN_PORT || appPort + 3321);
}

class StripeInputError extends Error {}

function text(value: FormValue | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function record(value: FormValue | undefined): Record<string, FormValue> {
  return value && typeof value === "object" && !Array.isArray(value) ? value : {};
}

function integer(value: FormValue | undefined, param: string, min: number): number {
  const raw = text(value);
  if (raw === undefined || !/^\d+$/.test(raw) || Number(raw) < min) {
    throw new StripeInputError(`Invalid integer: ${param} must be an integer of at least ${min}.`);
  }
  return Number(raw);
}

/** The line items of a session-create body, checked the way Stripe refuses the common mistakes. */
function readLineItems(body: Record<string, FormValue>): LineItem[] {
  const lines = body.line_items;
  if (!Array.isArray(lines) || lines.length === 0) {
    throw new StripeInputError("Missing required param: line_items.");
  }
  return lines.map((raw, i) => {
    const line = record(raw);
    const param = `line_items[${i}]`;
    if (line.price !== undefined) {
      throw new StripeInputError(
        `${param}[price]: the local payment stand-in has no Price objects; send price_data instead.`,
      );
    }
    const priceData = record(line.price_data);
    const currency = text(priceData.currency)?.toLowerCase();
    if (!currency || !/^[a-z]{3}$/.test(currency)) {
      throw new StripeInputError(`Missing required param: ${param}[price_data][currency].`);
    }
    const product = record(priceData.product_data);
    const name = text(product.name)?.trim();
    if (!name)
      throw new StripeInputError(`Missing required param: ${param}[price_data][product_data][name].`);
    return {
      id: `li_${randomBytes(12).toString("hex")}`,
      name,
      description: text(product.description) ?? null,
      quantity: line.quantity === undefined ? 1 : integer(line.quantity, `${param}[quantity]`, 1),
      unitAmount: integer(priceData.unit_amount, `${param}[price_data][unit_amount]`, 0),
      currency,
    };
  });
}

function lineItemObject(line: LineItem) {
  const amount = line.unitAmount * line.quantity;
  return {
    id: line.id,
    object: "item",
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: line.currency,
    description: line.name,
    quantity: line.quantity,
    price: {
      id: `price_${line.id.slice(3)}`,
      object: "price",
      currency: line.currency,
      unit_amount: line.unitAmount,
      product: `prod_${line.id.slice(3)}`,
      type: "one_time",
    },
  };
}

export function formatAmount(amount: number, currency: string): string {
  const major = ZERO_DECIMAL.has(currency) ? amount : amount / 100;
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(
    major,
  );
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    "Content-Type": "application/json",
    "Request-Id": `req_${randomBytes(6).toString("hex")}`,
  });
  res.end(JSON.stringify(body));
}

function stripeError(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { error: { type: "invalid_request_error", message } });
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, "Cache-Control": "no-store" });
  res.end();
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    // The page is ours alone: nothing else may frame it.
    "X-Frame-Options": "DENY",
  });
  res.end(html);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where Stripe sends the shopper after paying: the success URL with the session id filled in. */
function successUrl(session: Session): string {
  return session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.id);
}

export async function startStripeStandIn(options: StandInOptions = {}): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const events: SentEvent[] = [];
  const sessions = new Map<string, Session>();
  const lineItems = new Map<string, LineItem[]>();
  const byIdempotencyKey = new Map<string, Session>();
  const refunds: Refund[] = [];
  const refundsByKey = new Map<string, Refund>();
  const retryDelays = options.retryDelays ?? DEFAULT_RETRY_DELAYS;
  const log = options.log ?? (() => {});
  const businessName = options.businessName ?? "Local test shop";
  let failNext = 0;
  let failNextRefund = 0;
  let base = "";

  type Saved = {
    sessions: Session[];
    lineItems: [string, LineItem[]][];
    idempotency: [string, string][];
    refunds?: Refund[];
    refundKeys?: [string, string][];
  };
  if (options.persistTo && existsSync(options.persistTo)) {
    const saved = JSON.parse(readFileSync(options.persistTo, "utf8")) as Saved;
    for (const session of saved.sessions) sessions.set(session.id, session);
    for (const [id, lines] of saved.lineItems) lineItems.set(id, lines);
    for (const [key, id] of saved.idempotency) {
      const session = sessions.get(id);
      if (session) byIdempotencyKey.set(key, session);
    }
    refunds.push(...(saved.refunds ?? []));
    for (const [key, id] of saved.refundKeys ?? []) {
      const refund = refunds.find((r) => r.id === id);
      if (refund) refundsByKey.set(key, refund);
    }
  }
  /** Writes the sessions after every change (a handful of small objects: synchronous is fine). */
  function save(): void {
    const file = options.persistTo;
    if (!file) return;
    const saved: Saved = {
      sessions: [...sessions.values()],
      lineItems: [...lineItems],
      idempotency: [...byIdempotencyKey].map(([key, session]) => [key, session.id]),
      refunds,
      refundKeys: [...refundsByKey].map(([key, refund]) => [key, refund.id]),
    };
    mkdirSync(path.dirname(file), { recursive: true });
    // Whole or not at all: a crash mid-write must not leave half a file.
    writeFileSync(`${file}.tmp`, JSON.stringify(saved));
    renameSync(`${file}.tmp`, file);
  }

  /** Sends one event to the webhook, retrying while the app is unreachable or answers 5xx/429. */
  async function deliver(type: string, session: Session): Promise<void> {
    const webhook = options.webhook;
    if (!webhook) return;
    const payload = JSON.stringify({
      id: `evt_${randomBytes(12).toString("hex")}`,
      object: "event",
      api_version: API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    const sent: SentEvent = {
      id: (JSON.parse(payload) as { id: string }).id,
      type,
      sessionId: session.id,
      status: null,
      attempts: 0,
    };
    events.push(sent);
    for (let attempt = 0; attempt <= retryDelays.length; attempt++) {
      sent.attempts++;
      try {
        // A fresh timestamp per attempt, as Stripe signs each delivery anew.
        const signature = signWebhookPayload(payload, webhook.secret, Math.floor(Date.now() / 1000));
        const res = await fetch(webhook.url, {
          method: "POST",
          headers: {
            "Content-Type": "application/json; charset=utf-8",
            "Stripe-Signature": signature,
            "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        sent.status = res.status;
        await res.body?.cancel();
        if (res.ok) return;
        // A 4xx (bad signature, not configured) will not get better by asking again.
        if (res.status < 500 && res.status !== 429) break;
      } catch {
        // Not answering yet (the app is starting or restarting): try again shortly.
      }
      const wait = retryDelays[attempt];
      if (wait !== undefined) await delay(wait);
    }
    log(
      `Payment stand-in: ${type} for ${session.id} was not accepted by ${webhook.url}` +
        (sent.status ? ` (HTTP ${sent.status})` : " (no answer)") +
        "; the hourly reconciliation will settle the order.",
    );
  }

  /** Ends a session, as Stripe does at expires_at or on the API's expire call, and says so. */
  function expire(session: Session): Promise<void> {
    session.status = "expired";
    save();
    return deliver("checkout.session.expired", session);
  }

  function expireOverdue(): void {
    const now = Math.floor(Date.now() / 1000);
    for (const session of sessions.values()) {
      if (session.status === "open" && session.expires_at <= now) void expire(session);
    }
  }

  function createSession(body: Record<string, FormValue>): Session {
    const mode = text(body.mode) ?? "payment";
    if (mode !== "payment") {
      throw new StripeInputError(`The local payment stand-in supports mode=payment only, not ${mode}.`);
    }
    const success = text(body.success_url);
    if (!success) throw new StripeInputError("Missing required param: success_url.");
    const lines = readLineItems(body);
    const currency = lines[0]?.currency ?? "usd";
    if (lines.some((l) => l.currency !== currency)) {
      throw new StripeInputError("All line_items must use the same currency.");
    }
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = body.expires_at === undefined ? now + DEFAULT_SESSION_SECONDS : Number(body.expires_at);
    if (!Number.isInteger(expiresAt) || expiresAt < now + 30 * 60 || expiresAt > now + 24 * 60 * 60) {
      throw new StripeInputError(
        "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.",
      );
    }
    const amount = lines.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0);
    const id = `cs_test_${randomBytes(12).toString("hex")}`;
    lineItems.set(id, lines);
    return {
      id,
      object: "checkout.session",
      url: `${base}/pay/${id}`,
      mode,
      status: "open",
      payment_status: "unpaid",
      amount_subtotal: amount,
      amount_total: amount,
      currency,
      success_url: success,
      cancel_url: text(body.cancel_url) ?? null,
      expires_at: expiresAt,
      client_reference_id: text(body.client_reference_id) ?? null,
      customer_email: text(body.customer_email) ?? null,
      customer_details: null,
      payment_intent: null,
      metadata: record(body.metadata),
      livemode: false,
      created: now,
    };
  }

  /** POST /v1/refunds: a refund of a paid session's payment intent, as Stripe makes one. */
  function createRefund(body: Record<string, FormValue>): Refund {
    const intent = text(body.payment_intent);
    if (!intent) {
      throw new StripeInputError("Missing required param: payment_intent (the stand-in has no charges).");
    }
    const session = [...sessions.values()].find((s) => s.payment_intent === intent);
    if (session?.payment_status !== "paid") {
      throw new StripeInputError(`No such payment_intent: '${intent}'`);
    }
    const refunded = refunds.filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + r.amount, 0);
    const left = session.amount_total - refunded;
    if (left <= 0) {
      throw new StripeInputError(`Charge for payment_intent ${intent} has already been refunded.`);
    }
    const amount = body.amount === undefined ? left : integer(body.amount, "amount", 1);
    if (amount > left) {
      throw new StripeInputError(
        `Refund amount (${formatAmount(amount, session.currency)}) is greater than unrefunded amount on charge (${formatAmount(left, session.currency)}).`,
      );
    }
    const reason = text(body.reason) ?? null;
    if (reason !== null && !["duplicate", "fraudulent", "requested_by_customer"].includes(reason)) {
      throw new StripeInputError(
        `Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer.`,
      );
    }
    return {
      id: `re_${randomBytes(12).toString("hex")}`,
      object: "refund",
      amount,
      currency: session.currency,
      payment_intent: intent,
      status: "succeeded",
      reason,
      metadata: record(body.metadata),
      created: Math.floor(Date.now() / 1000),
    };
  }

  function pay(session: Session, email: string | null, paymentStatus = "paid"): void {
    session.status = "complete";
    session.payment_status = paymentStatus;
    session.payment_intent = `pi_${randomBytes(12).toString("hex")}`;
    session.customer_details = email
      ? { email, name: null, phone: null, address: null, tax_exempt: "none", tax_ids: [] }
      : null;
    save();
  }

  async function handlePage(req: IncomingMessage, res: ServerResponse, url: URL, raw: string) {
    const match = /^\/pay\/([A-Za-z0-9_]+)(\/cancel)?$/.exec(url.pathname);
    const session = sessions.get(match?.[1] ?? "");
    if (!match || !session) {
      return sendHtml(res, 404, paymentPage({ businessName, notice: "This checkout link is not valid." }));
    }
    if (session.status === "open" && session.expires_at <= Math.floor(Date.now() / 1000)) {
      await expire(session);
    }
    const cancelling = match[2] === "/cancel";
    if (req.method === "POST" && cancelling) {
      return redirect(res, session.cancel_url ?? `${base}/pay/${session.id}`);
    }
    if (req.method === "POST") {
      if (session.status === "complete") return redirect(res, successUrl(session));
      if (session.status !== "open") return redirect(res, `${base}/pay/${session.id}`);
      const form = new URLSearchParams(raw);
      const email = (session.customer_email ?? form.get("email") ?? "").trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
        return sendHtml(
          res,
          400,
          paymentPage({
            businessName,
            session,
            lines: lineItems.get(session.id) ?? [],
            email,
            error: "Enter a valid email address.",
          }),
        );
      }
      pay(session, email);
      // The shopper waits for the app to hear about it, so the success page can say "paid".
      await deliver("checkout.session.completed", session);
      return redirect(res, successUrl(session));
    }
    if (req.method !== "GET" && req.method !== "HEAD") return sendHtml(res, 405, "");
    return sendHtml(res, 200, paymentPage({ businessName, session, lines: lineItems.get(session.id) ?? [] }));
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", base || "http://127.0.0.1");
      const raw = await readBody(req);

      if (url.pathname === "/__requests") {
        if (req.method === "DELETE") requests.length = 0;
        return sendJson(res, 200, requests);
      }
      if (url.pathname === "/__events") return sendJson(res, 200, events);
      if (url.pathname === "/__sessions") return sendJson(res, 200, [...sessions.values()]);
      if (url.pathname === "/__refunds") return sendJson(res, 200, refunds);
      if (url.pathname === "/__fail-next" && req.method === "POST") {
        if (url.searchParams.get("what") === "refund") failNextRefund++;
        else failNext++;
        return sendJson(res, 200, { failNext, failNextRefund });
      }
      const clone = /^\/__clone\/([A-Za-z0-9_]+)$/.exec(url.pathname);
      if (clone && req.method === "POST") {
        const original = sessions.get(clone[1] ?? "");
        if (!original) return stripeError(res, 404, "No such checkout session");
        const id = `cs_test_${randomBytes(12).toString("hex")}`;
        const now = Math.floor(Date.now() / 1000);
        const copy: Session = {
          ...original,
          id,
          url: `${base}/pay/${id}`,
          status: "open",
          payment_status: "unpaid",
          payment_intent: null,
          customer_details: null,
          created: now,
          expires_at: Math.max(original.expires_at, now + 30 * 60),
        };
        sessions.set(id, copy);
        lineItems.set(
          id,
          (lineItems.get(original.id) ?? []).map((l) => ({
            ...l,
            id: `li_${randomBytes(12).toString("hex")}`,
          })),
        );
        save();
        return sendJson(res, 200, copy);
      }
      const testPay = /^\/__pay\/([A-Za-z0-9_]+)$/.exec(url.pathname);
      if (testPay && req.method === "POST") {
        const session = sessions.get(testPay[1] ?? "");
        if (!session) return stripeError(res, 404, "No such checkout session");
        if (session.status !== "open") return stripeError(res, 400, "Only an open session can be paid.");
        pay(session, url.searchParams.get("email"), url.searchParams.get("payment_status") ?? "paid");
        return sendJson(res, 200, session);
      }
      if (url.pathname.startsWith("/pay/")) return await handlePage(req, res, url, raw);

      if (!url.pathname.startsWith("/v1/")) return stripeError(res, 404, "Unrecognized request URL");
      const body = parseStripeForm(raw);
      requests.push({
        method: req.method ?? "GET",
        path: url.pathname,
        authorization: req.headers.authorization ?? null,
        idempotencyKey: (req.headers["idempotency-key"] as string | undefined) ?? null,
        body,
        receivedAt: Date.now(),
      });
      expireOverdue();

      if (url.pathname === "/v1/checkout/sessions" && req.method === "POST") {
        if (!req.headers.authorization?.startsWith("Bearer sk_")) {
          return sendJson(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key" } });
        }
        const key = req.headers["idempotency-key"] as string | undefined;
        const earlier = key ? byIdempotencyKey.get(key) : undefined;
        if (earlier) return sendJson(res, 200, earlier);
        if (failNext > 0) {
          failNext--;
          return stripeError(res, 400, "The stand-in was asked to refuse this session.");
        }
        const session = createSession(body);
        sessions.set(session.id, session);
        if (key) byIdempotencyKey.set(key, session);
        save();
        return sendJson(res, 200, session);
      }
      if (url.pathname === "/v1/refunds" && req.method === "POST") {
        if (!req.headers.authorization?.startsWith("Bearer sk_")) {
          return sendJson(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key" } });
        }
        const key = req.headers["idempotency-key"] as string | undefined;
        const earlier = key ? refundsByKey.get(key) : undefined;
        if (earlier) return sendJson(res, 200, earlier);
        if (failNextRefund > 0) {
          failNextRefund--;
          return sendJson(res, 500, {
            error: { type: "api_error", message: "The stand-in was asked to fail this refund." },
          });
        }
        const refund = createRefund(body);
        refunds.push(refund);
        if (key) refundsByKey.set(key, refund);
        save();
        return sendJson(res, 200, refund);
      }
      const getRefund = /^\/v1\/refunds\/([A-Za-z0-9_]+)$/.exec(url.pathname);
      if (getRefund && req.method === "GET") {
        const refund = refunds.find((r) => r.id === getRefund[1]);
        return refund ? sendJson(res, 200, refund) : stripeError(res, 404, "No such refund");
      }
      const expireCall = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)\/expire$/.exec(url.pathname);
      if (expireCall && req.method === "POST") {
        const session = sessions.get(expireCall[1] ?? "");
        if (!session) return stripeError(res, 404, "No such checkout session");
        if (session.status !== "open") {
          return stripeError(res, 400, "Only Checkout Sessions with a status in [open] can be expired.");
        }
        // Answer first, then the event, as Stripe does (the app may still be handling this call).
        session.status = "expired";
        save();
        sendJson(res, 200, session);
        void deliver("checkout.session.expired", session);
        return;
      }
      const itemsCall = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)\/line_items$/.exec(url.pathname);
      if (itemsCall && req.method === "GET") {
        const lines = lineItems.get(itemsCall[1] ?? "");
        if (!lines) return stripeError(res, 404, "No such checkout session");
        return sendJson(res, 200, {
          object: "list",
          data: lines.map(lineItemObject),
          has_more: false,
          url: url.pathname,
        });
      }
      const get = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(url.pathname);
      if (get && req.method === "GET") {
        const session = sessions.get(get[1] ?? "");
        return session ? sendJson(res, 200, session) : stripeError(res, 404, "No such checkout session");
      }
      return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
    } catch (error) {
      if (error instanceof StripeInputError) return stripeError(res, 400, error.message);
      sendJson(res, 500, { error: { type: "api_error", message: String(error) } });
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${actual}`;
  const sweep = setInterval(expireOverdue, 30_000);
  sweep.unref();
  return {
    url: base,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweep);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The hosted payment page: calm, in the studio's palette, and unmistakably a local test page
 * (no card fields, nothing that looks like real payment). Inline CSS only: it is served alone.
 */
function paymentPage(view: {
  businessName: string;
  session?: Session;
  lines?: LineItem[];
  email?: string;
  error?: string;
  notice?: string;
}): string {
  const { session, lines = [] } = view;
  const total = session ? formatAmount(session.amount_total, session.currency) : "";
  const back = session?.cancel_url ?? null;
  let main: string;
  if (!session) {
    main = `<section class="panel"><h1>Checkout not found</h1><p class="muted">${escapeHtml(view.notice ?? "")}</p></section>`;
  } else if (session.status !== "open") {
    const paid = session.status === "complete";
    const target = paid ? successUrl(session) : back;
    main = `<section class="panel" data-testid="session-state">
      <h1>${paid ? "This payment is complete" : "This checkout has expired"}</h1>
      <p class="muted">${paid ? "Nothing more to do here." : "Nothing was charged. Return to the shop to start again."}</p>
      ${target ? `<p><a class="button" href="${escapeHtml(target)}">Return to ${escapeHtml(view.businessName)}</a></p>` : ""}
    </section>`;
  } else {
    const items = lines
      .map(
        (l) => `<li>
          <div><p class="item-name">${escapeHtml(l.name)}</p>
          <p class="muted small">Qty ${l.quantity}${l.quantity > 1 ? ` · ${escapeHtml(formatAmount(l.unitAmount, l.currency))} each` : ""}</p></div>
          <p class="amount">${escapeHtml(formatAmount(l.unitAmount * l.quantity, l.currency))}</p>
        </li>`,
      )
      .join("");
    const fixedEmail = session.customer_email;
    main = `<section class="summary" aria-labelledby="summary-title">
      <p class="eyebrow">${escapeHtml(view.businessName)}</p>
      <h1 id="summary-title">Pay ${escapeHtml(view.businessName)}</h1>
      <p class="total" data-testid="pay-total">${escapeHtml(total)}</p>
      <ul class="items" aria-label="Order summary">${items}</ul>
      <div class="row"><span>Total due</span><span class="amount">${escapeHtml(total)}</span></div>
    </section>
    <section class="panel" aria-labelledby="pay-title">
      <h2 id="pay-title">Payment</h2>
      <form method="post" action="/pay/${escapeHtml(session.id)}" novalidate data-pay>
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="email" required
          placeholder="you@example.com" value="${escapeHtml(fixedEmail ?? view.email ?? "")}"
          ${fixedEmail ? "readonly" : ""} ${view.error ? 'aria-invalid="true" aria-describedby="email-error"' : ""}>
        ${view.error ? `<p id="email-error" class="error" role="alert">${escapeHtml(view.error)}</p>` : ""}
        <div class="card" role="group" aria-label="Payment method">
          <span>Test card</span><span class="muted">•••• 4242</span>
        </div>
        <p class="muted small">No card details are needed here: this page only records the payment as made.</p>
        <button type="submit" class="button primary">Pay ${escapeHtml(total)}</button>
      </form>
      <form method="post" action="/pay/${escapeHtml(session.id)}/cancel">
        <button type="submit" class="button">Cancel</button>
      </form>
    </section>`;
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${session ? `Pay ${escapeHtml(total)} · ` : ""}Local test payment</title>
<style>
  :root { --bg:#faf7f2; --surface:#fff; --ink:#2b2724; --muted:#6e655d; --line:#e7e0d6; --accent:#a0522d; --danger:#a23b2a; }
  @media (prefers-color-scheme: dark) {
    :root { --bg:#1c1815; --surface:#25201c; --ink:#f3ede4; --muted:#b5aa9d; --line:#3a332d; --accent:#d08a5f; --danger:#e08a7a; }
  }
  * { box-sizing: border-box; }
  body { margin:0; background:var(--bg); color:var(--ink); font:16px/1.6 Inter, system-ui, -apple-system, "Segoe UI", sans-serif; }
  .notice { border-bottom:1px solid var(--line); padding:12px 24px; text-align:center; font-size:14px; color:var(--muted); }
  .notice strong { color:var(--ink); font-weight:600; letter-spacing:.14em; text-transform:uppercase; font-size:12px; margin-right:8px; }
  main { max-width:980px; margin:0 auto; padding:56px 24px 72px; display:grid; gap:48px; grid-template-columns:1fr; }
  @media (min-width: 860px) { main { grid-template-columns: 1.1fr 1fr; gap:72px; padding-top:88px; } }
  h1, h2 { font-family: Fraunces, "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif; font-weight:400; letter-spacing:-.01em; margin:0; }
  h1 { font-size:28px; line-height:1.2; }
  h2 { font-size:22px; margin-bottom:20px; }
  .eyebrow { margin:0 0 12px; font-size:12px; letter-spacing:.2em; text-transform:uppercase; color:var(--muted); }
  .total { font-family: Fraunces, "Iowan Old Style", Georgia, serif; font-size:44px; line-height:1.1; margin:12px 0 32px; font-variant-numeric: tabular-nums; }
  .items { list-style:none; margin:0; padding:0; border-top:1px solid var(--line); }
  .items li, .row { display:flex; justify-content:space-between; gap:24px; padding:16px 0; border-bottom:1px solid var(--line); }
  .item-name { margin:0; }
  .row { border-bottom:0; font-weight:500; }
  .amount { margin:0; white-space:nowrap; font-variant-numeric: tabular-nums; }
  .muted { color:var(--muted); }
  .small { font-size:14px; margin:4px 0 0; }
  .panel { background:var(--surface); border:1px solid var(--line); padding:32px; align-self:start; }
  @media (max-width: 480px) { .panel { padding:24px 20px; } main { padding-top:40px; gap:40px; } .total { font-size:38px; } }
  label { display:block; font-size:14px; font-weight:500; margin-bottom:8px; }
  input { width:100%; font:inherit; color:inherit; background:var(--bg); border:1px solid var(--line); border-radius:2px; padding:12px 14px; }
  input[readonly] { color:var(--muted); }
  input:focus-visible, .button:focus-visible, a:focus-visible { outline:2px solid var(--accent); outline-offset:2px; }
  .error { color:var(--danger); font-size:14px; margin:8px 0 0; }
  .card { display:flex; justify-content:space-between; margin-top:24px; padding:14px; border:1px dashed var(--line); font-size:15px; }
  .button { display:block; width:100%; margin-top:12px; padding:14px 20px; font:inherit; font-weight:500; text-align:center; text-decoration:none;
    color:var(--ink); background:transparent; border:1px solid var(--line); border-radius:2px; cursor:pointer; transition:background-color .2s ease-out; }
  .button:hover { background:var(--bg); }
  .button.primary { margin-top:24px; background:var(--ink); color:var(--bg); border-color:var(--ink); }
  .button.primary:hover { opacity:.9; background:var(--ink); }
  .button[disabled] { opacity:.6; cursor:progress; }
  @media (prefers-reduced-motion: reduce) { .button { transition:none; } }
</style>
</head>
<body>
<p class="notice" role="note"><strong>Local test payment</strong>This page stands in for Stripe Checkout while no Stripe keys are set. No money moves.</p>
<main>${main}</main>
<script>
  // One payment per click: the button says it is working while the shop hears about it.
  for (const form of document.querySelectorAll("form[data-pay]")) {
    form.addEventListener("submit", (event) => {
      const email = form.querySelector("input[name=email]");
      if (email && !email.checkValidity()) { event.preventDefault(); email.reportValidity(); return; }
      const button = form.querySelector("button[type=submit]");
      button.disabled = true;
      button.textContent = "Processing…";
    });
  }
</script>
</body>
</html>`;
}
