/**
 * A local stand-in for the Stripe API (Node), so the real `stripe` client in the Worker runs its
 * real code path with no network: STRIPE_API_BASE points the client's host, port and protocol here.
 *
 * It answers what the shop uses and records every request so tests can check what was sent:
 *   POST /v1/checkout/sessions      form-encoded like Stripe; answers a checkout.session whose url
 *                                   is this server's /pay/<id>; idempotency keys are honoured
 *   GET  /v1/checkout/sessions/:id  the stored session
 *   POST /v1/checkout/sessions/:id/expire  ends an open session (400 for any other status)
 *   GET  /pay/:id                   a tiny HTML "checkout" page (so a browser can land somewhere)
 *                                   with links to the session's success and cancel URLs
 *   GET  /__requests                every recorded API request, oldest first (DELETE clears)
 *   POST /__fail-next               the next session creation fails with a Stripe-style 400
 *   POST /__pay/:id                 completes an open session as if the shopper paid (status
 *                                   complete, payment_status paid, or ?payment_status=unpaid for a
 *                                   payment still on its way; ?email= sets customer_details.email);
 *                                   no webhook is sent: tests deliver (or withhold) it themselves
 *
 * Used as a vitest globalSetup (default export: free port, URL provided as `stripeApiBase`) and
 * by the Playwright globalSetup (tests/global-setup/playwright-stripe.ts, fixed port).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    stripeApiBase: string;
  }
}

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

type Session = Record<string, unknown> & { id: string; url: string };

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

export type StripeStandIn = { url: string; port: number; close: () => Promise<void> };

export async function startStripeStandIn(port = 0): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, Session>();
  const byIdempotencyKey = new Map<string, Session>();
  let failNext = 0;
  let base = "";

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", base || "http://127.0.0.1");
      const raw = await readBody(req);

      if (url.pathname === "/__requests") {
        if (req.method === "DELETE") requests.length = 0;
        return sendJson(res, 200, requests);
      }
      if (url.pathname === "/__fail-next" && req.method === "POST") {
        failNext++;
        return sendJson(res, 200, { failNext });
      }
      const paid = /^\/__pay\/([A-Za-z0-9_]+)$/.exec(url.pathname);
      if (paid && req.method === "POST") {
        const session = sessions.get(paid[1] ?? "");
        if (!session) return stripeError(res, 404, "No such checkout session");
        if (session.status !== "open") return stripeError(res, 400, "Only an open session can be paid.");
        session.status = "complete";
        session.payment_status = url.searchParams.get("payment_status") ?? "paid";
        const email = url.searchParams.get("email");
        session.customer_details = email ? { email } : null;
        return sendJson(res, 200, session);
      }
      const pay = /^\/pay\/([A-Za-z0-9_]+)$/.exec(url.pathname);
      if (pay && req.method === "GET") {
        const session = sessions.get(pay[1] ?? "");
        if (!session) return stripeError(res, 404, "No such checkout session");
        const success = String(session.success_url ?? "").replace("{CHECKOUT_SESSION_ID}", session.id);
        const cancel = String(session.cancel_url ?? "");
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        res.end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in checkout</title></head>` +
            `<body><main><h1>Stand-in checkout</h1><p data-testid="session-id">${escapeHtml(session.id)}</p>` +
            `<p><a href="${escapeHtml(success)}">Complete payment</a> · <a href="${escapeHtml(cancel)}">Cancel</a></p>` +
            `</main></body></html>`,
        );
        return;
      }

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
        const id = `cs_test_${randomBytes(12).toString("hex")}`;
        const lineItems = Array.isArray(body.line_items) ? body.line_items : [];
        const amountTotal = lineItems.reduce<number>((sum, line) => {
          const l = line as { quantity?: string; price_data?: { unit_amount?: string } };
          return sum + Number(l.quantity ?? 1) * Number(l.price_data?.unit_amount ?? 0);
        }, 0);
        const session: Session = {
          id,
          object: "checkout.session",
          url: `${base}/pay/${id}`,
          mode: body.mode ?? "payment",
          status: "open",
          payment_status: "unpaid",
          amount_total: amountTotal,
          currency:
            (lineItems[0] as { price_data?: { currency?: string } } | undefined)?.price_data?.currency ??
            "usd",
          success_url: body.success_url ?? null,
          cancel_url: body.cancel_url ?? null,
          expires_at: Number(body.expires_at ?? 0),
          client_reference_id: body.client_reference_id ?? null,
          metadata: body.metadata ?? {},
          livemode: false,
          created: Math.floor(Date.now() / 1000),
        };
        sessions.set(id, session);
        if (key) byIdempotencyKey.set(key, session);
        return sendJson(res, 200, session);
      }
      const expire = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)\/expire$/.exec(url.pathname);
      if (expire && req.method === "POST") {
        const session = sessions.get(expire[1] ?? "");
        if (!session) return stripeError(res, 404, "No such checkout session");
        if (session.status !== "open") {
          return stripeError(res, 400, "Only Checkout Sessions with a status in [open] can be expired.");
        }
        session.status = "expired";
        return sendJson(res, 200, session);
      }
      const get = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(url.pathname);
      if (get && req.method === "GET") {
        const session = sessions.get(get[1] ?? "");
        return session ? sendJson(res, 200, session) : stripeError(res, 404, "No such checkout session");
      }
      return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
    } catch (error) {
      sendJson(res, 500, { error: { type: "api_error", message: String(error) } });
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${actual}`;
  return {
    url: base,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** vitest globalSetup: a stand-in on a free port, its URL provided to the Worker's bindings. */
export default async function setup(project: TestProject) {
  const standIn = await startStripeStandIn(0);
  project.provide("stripeApiBase", standIn.url);
  return () => standIn.close();
}

/** The browser tests' stand-in port: fixed per server port, so parallel runs never collide. */
export function e2eStandInPort(serverPort: number): number {
  return Number(process.env.STRIPE_STAND_IN_PORT ?? serverPort + 3321);
}
