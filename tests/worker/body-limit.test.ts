/**
 * Oversized bodies (worker/http/body-limit.ts): a 3 MB inquiry is refused with 413 `{message}`,
 * with its Content-Length and chunked (a ReadableStream, no length), and stores nothing; every
 * API route that takes a body answers the same, whoever asks; the refused body is read to its end
 * (what lets the local server deliver the 413 instead of dropping the connection).
 * The same against the real local server: tests/e2e/body-limit.spec.ts.
 */
import { SELF } from "cloudflare:test";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projectInquiries } from "../../worker/db/schema";
import { ROUTE_POLICY } from "../../worker/http/route-policy";
import { type ApiInit, apiWith, BASE, db, signIn } from "./helpers";

const THREE_MB = 3 * 1024 * 1024;
const TOO_LARGE = { message: "That request is too large." };

let ipCounter = 0;
const freshIp = () => `100.127.9.${++ipCounter}`;

/** A well-formed inquiry whose message makes it `size` bytes long. */
function inquiryBytes(size: number): Uint8Array {
  const head = JSON.stringify({
    firstName: "Big",
    lastName: "Body",
    email: "big.body@example.com",
    phone: "(949) 555-0123",
    projectType: "not-sure",
    budget: "25k-50k",
    timeline: "flexible",
    message: "",
  }).slice(0, -2);
  return new TextEncoder().encode(`${head}${"x".repeat(size - head.length - 2)}"}`);
}

/** The bytes in 64 KB chunks, announcing no total, and a count of the bytes the server pulled. */
function chunked(bytes: Uint8Array) {
  const pulled = { bytes: 0 };
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      const chunk = bytes.subarray(offset, offset + 65_536);
      offset += chunk.length;
      pulled.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

async function inquiryCount(): Promise<number> {
  return (await db().select({ n: count() }).from(projectInquiries).get())?.n ?? 0;
}

function post(path: string, body: BodyInit, cookie?: string, method = "POST") {
  const headers: Record<string, string> = {
    Origin: BASE,
    "Content-Type": "application/json",
    "CF-Connecting-IP": freshIp(),
  };
  if (cookie) headers.Cookie = cookie;
  return SELF.fetch(`${BASE}${path}`, { method, headers, body });
}

describe("a 3 MB POST /api/inquiries", () => {
  it("is refused with 413 JSON when it announces its length, and nothing is stored", async () => {
    const before = await inquiryCount();
    for (let i = 0; i < 3; i++) {
      const res = await post("/api/inquiries", inquiryBytes(THREE_MB));
      expect(res.status).toBe(413);
      expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(await res.json()).toEqual(TOO_LARGE);
    }
    expect(await inquiryCount()).toBe(before);
  });

  it("is refused with 413 JSON when chunked, after the rest of the body was read", async () => {
    const before = await inquiryCount();
    for (let i = 0; i < 3; i++) {
      const { stream, pulled } = chunked(inquiryBytes(THREE_MB));
      const res = await post("/api/inquiries", stream);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual(TOO_LARGE);
      // The refusal did not leave the client mid-send: the whole body was taken off the wire.
      expect(pulled.bytes).toBe(THREE_MB);
    }
    expect(await inquiryCount()).toBe(before);
  });

  it("reads a body refused by its Content-Length too, before answering", async () => {
    const { stream, pulled } = chunked(inquiryBytes(THREE_MB));
    const res = await apiWith({}, "/api/inquiries", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": String(THREE_MB) },
      ip: freshIp(),
      body: stream,
      duplex: "half",
    } as ApiInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
    expect(pulled.bytes).toBe(THREE_MB);
  });
});

describe("every API route that takes a body", () => {
  const withBody = ROUTE_POLICY.filter(
    (r) => r.path.startsWith("/api/") && ["POST", "PUT", "PATCH", "DELETE"].includes(r.method),
  );

  it("refuses an oversized body with 413 JSON, with its length or chunked, whoever asks", async () => {
    expect(withBody.length).toBeGreaterThan(20);
    const admin = await signIn("admin");
    const client = await signIn("client");
    const bytes = inquiryBytes(300 * 1024);
    for (const route of withBody) {
      const path = route.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, "1");
      for (const cookie of [undefined, client.cookie, admin.cookie]) {
        for (const body of [bytes, chunked(bytes).stream]) {
          const res = await post(path, body, cookie, route.method);
          const label = `${route.method} ${path} ${cookie ? "signed in" : "anonymous"}`;
          expect(res.status, label).toBe(413);
          expect(await res.json(), label).toEqual(TOO_LARGE);
        }
      }
    }
  });

  it("still reads a body within the limit as before", async () => {
    const res = await post("/api/inquiries", chunked(inquiryBytes(8_000)).stream);
    // The message is over the form's maximum: validation answers, so the body was read whole.
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toHaveProperty("message");
  });
});
