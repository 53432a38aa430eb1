import { count, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { INQUIRY_MESSAGES, INQUIRY_RATE_LIMIT } from "../../src/shared/inquiry";
import { emailOutbox, projectInquiries } from "../../worker/db/schema";
import { api, db, json } from "./helpers";
import { notifyingWorker } from "./notify-capture";

type ErrorBody = { message: string; errors?: Record<string, string> };

let ipCounter = 0;
/** Each test sends from its own address, so the per-IP limit only bites where it is under test. */
function freshIp(): string {
  ipCounter++;
  return `203.0.113.${ipCounter}`;
}

function valid(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Avery",
    lastName: "Nguyen",
    email: "avery.nguyen@example.com",
    phone: "(949) 555-0123",
    projectType: "full-service",
    budget: "100k-150k",
    timeline: "3-6months",
    message: "We are renovating our kitchen and family room in Laguna Beach this spring.",
    ...overrides,
  };
}

function post(body: unknown, ip = freshIp()) {
  return api("/api/inquiries", { json: body, headers: { "CF-Connecting-IP": ip } });
}

async function storedCount(): Promise<number> {
  return (await db().select({ n: count() }).from(projectInquiries).get())?.n ?? 0;
}

describe("POST /api/inquiries: validation", () => {
  // Each field's refused values; each is answered with the field's own message.
  const refused: [keyof typeof INQUIRY_MESSAGES, unknown[]][] = [
    ["firstName", ["", "   ", undefined]],
    ["lastName", [""]],
    ["email", ["not-an-email", ""]],
    ["phone", ["555-0123", "(949) 555-", "call me maybe"]],
    ["projectType", ["", "mansion"]],
    ["budget", ["", "1m-plus"]],
    ["timeline", ["", "yesterday"]],
    ["message", ["Too short.", `   ${"short"}               `]],
  ];
  const cases = refused.flatMap(([field, values]) =>
    values.map((value) => [field, { [field]: value }, INQUIRY_MESSAGES[field]] as const),
  );

  for (const [field, overrides, message] of cases) {
    it(`rejects ${field} = ${JSON.stringify(Object.values(overrides)[0])} with "${message}" and stores nothing`, async () => {
      const before = await storedCount();
      const res = await post(valid(overrides));
      expect(res.status).toBe(400);
      const body = await json<ErrorBody>(res);
      expect(body.errors?.[field]).toBe(message);
      expect(Object.keys(body.errors ?? {})).toEqual([field]);
      expect(body.message).toBe(message);
      expect(await storedCount()).toBe(before);
    });
  }

  it("reports every rule at once for an empty form, with the SPEC messages", async () => {
    const before = await storedCount();
    const res = await post({});
    expect(res.status).toBe(400);
    const body = await json<ErrorBody>(res);
    expect(body.errors).toEqual(INQUIRY_MESSAGES);
    expect(body.message).toBe("Please correct the highlighted fields.");
    expect(await storedCount()).toBe(before);
  });

  it("limits the length of every text field", async () => {
    const before = await storedCount();
    const res = await post(
      valid({
        firstName: "a".repeat(101),
        lastName: "b".repeat(101),
        email: `${"c".repeat(250)}@example.com`,
        phone: `(949) 555-0123 ${"0".repeat(30)}`,
        message: "m".repeat(5001),
      }),
    );
    expect(res.status).toBe(400);
    const errors = (await json<ErrorBody>(res)).errors ?? {};
    expect(Object.keys(errors).sort()).toEqual(["email", "firstName", "lastName", "message", "phone"]);
    expect(errors.message).toMatch(/5,000 characters/);
    expect(await storedCount()).toBe(before);
  });

  it("refuses a body that is not a JSON object", async () => {
    const before = await storedCount();
    for (const body of [[1, 2], "text", null]) {
      const res = await post(body);
      expect(res.status).toBe(400);
    }
    expect(await storedCount()).toBe(before);
  });
});

describe("POST /api/inquiries: storing", () => {
  it("stores a valid inquiry with status new and answers 201 with its id", async () => {
    const res = await post(valid({ firstName: "  Avery ", email: " avery.nguyen@example.com " }));
    expect(res.status).toBe(201);
    const { id } = await json<{ id: number }>(res);
    expect(id).toBeGreaterThan(0);
    const row = await db().select().from(projectInquiries).where(eq(projectInquiries.id, id)).get();
    // Stored as sent, trimmed (the message aside).
    const { message: _message, ...sent } = valid();
    expect(row).toMatchObject({ ...sent, status: "new", convertedProjectId: null });
  });

  it("ignores fields the visitor may not set (status, id, convertedProjectId)", async () => {
    const res = await post(
      valid({ status: "converted", id: 999_999, convertedProjectId: 1, createdAt: "2000-01-01T00:00:00Z" }),
    );
    expect(res.status).toBe(201);
    const { id } = await json<{ id: number }>(res);
    expect(id).not.toBe(999_999);
    const row = await db().select().from(projectInquiries).where(eq(projectInquiries.id, id)).get();
    expect(row?.status).toBe("new");
    expect(row?.convertedProjectId).toBeNull();
    expect(row?.createdAt).not.toBe("2000-01-01T00:00:00Z");
    const ghost = await db().select().from(projectInquiries).where(eq(projectInquiries.id, 999_999)).get();
    expect(ghost).toBeUndefined();
  });

  it("answers a filled honeypot like a success, but stores nothing", async () => {
    const before = await storedCount();
    const res = await post(valid({ company_website: "https://spam.example" }));
    expect(res.status).toBe(201);
    expect(await storedCount()).toBe(before);
    // Even an otherwise invalid bot submission learns nothing from validation messages.
    const junk = await post({ company_website: "x", firstName: "" });
    expect(junk.status).toBe(201);
    expect(await storedCount()).toBe(before);
  });

  it("accepts an empty honeypot (what a person's browser sends)", async () => {
    const res = await post(valid({ company_website: "" }));
    expect(res.status).toBe(201);
  });
});

describe("POST /api/inquiries: spam and forgery protection", () => {
  it(`allows ${INQUIRY_RATE_LIMIT.limit} inquiries per connection, then answers 429 with a readable message`, async () => {
    const ip = freshIp();
    for (let i = 0; i < INQUIRY_RATE_LIMIT.limit; i++) {
      const ok = await post(valid({ lastName: `Burst ${i}` }), ip);
      expect(ok.status).toBe(201);
    }
    const before = await storedCount();
    const res = await post(valid({ lastName: "Burst over" }), ip);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(INQUIRY_RATE_LIMIT.windowSeconds);
    expect((await json<ErrorBody>(res)).message).toBe(
      "Too many messages from this connection. Please wait a few minutes, or email us directly.",
    );
    expect(await storedCount()).toBe(before);
    // Another connection is not affected.
    expect((await post(valid())).status).toBe(201);
  });

  it("does not count invalid submissions against the limit", async () => {
    const ip = freshIp();
    for (let i = 0; i < INQUIRY_RATE_LIMIT.limit + 2; i++) {
      expect((await post(valid({ message: "short" }), ip)).status).toBe(400);
    }
    expect((await post(valid(), ip)).status).toBe(201);
  });

  it("refuses a form-encoded or text body with 403 and stores nothing", async () => {
    const before = await storedCount();
    const form = new URLSearchParams(valid() as Record<string, string>);
    const attempts: [string, string][] = [
      ["application/x-www-form-urlencoded", form.toString()],
      ["text/plain", JSON.stringify(valid())],
      ["multipart/form-data; boundary=x", "--x--"],
    ];
    for (const [type, body] of attempts) {
      const res = await api("/api/inquiries", {
        method: "POST",
        body,
        headers: { "Content-Type": type, "CF-Connecting-IP": freshIp() },
      });
      expect(res.status, type).toBe(403);
    }
    expect(await storedCount()).toBe(before);
  });

  it("refuses a cross-site submission with 403 and stores nothing", async () => {
    const before = await storedCount();
    const res = await api("/api/inquiries", {
      json: valid(),
      headers: { Origin: "https://evil.example", "CF-Connecting-IP": freshIp() },
    });
    expect(res.status).toBe(403);
    expect(await storedCount()).toBe(before);
  });
});

describe("studio notification", () => {
  it("hands the binding a structured message without line breaks in its header fields", async () => {
    const worker = notifyingWorker("website@studio.test");
    const res = await worker.fetch("/api/inquiries", {
      json: valid({ firstName: "Zoë\r\nBcc: victim@example.com" }),
      headers: { "CF-Connecting-IP": freshIp() },
    });
    expect(res.status).toBe(201);
    const message = worker.send.mock.calls[0]?.[0] as { from: { name: string; email: string } };
    expect(message.from).toEqual({ name: "Layered Interiors", email: "website@studio.test" });
    expect(worker.sent[0]?.to).toBe("hello@layered-interiors.com");
    expect(worker.sent[0]?.subject).not.toMatch(/[\r\n]/);
    expect(worker.sent[0]?.subject).toContain("Zoë");
  });

  it("keeps every message in the local outbox when no binding is configured", async () => {
    const res = await post(valid({ lastName: "Outbox" }));
    expect(res.status).toBe(201);
    const { id } = await json<{ id: number }>(res);
    const kept = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, "New inquiry: Avery Outbox (Full-Service Design)"));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      kind: "inquiry",
      status: "local",
      toAddress: "hello@layered-interiors.com",
      replyTo: "avery.nguyen@example.com",
    });
    expect(kept[0]?.text).toContain(`(#${id})`);
  });

  it("keeps a message the binding refuses, marked failed, and the visitor's request still succeeds", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const worker = notifyingWorker("website@studio.test");
    worker.send.mockImplementationOnce(async () => {
      throw new Error("sending domain not onboarded");
    });
    const res = await worker.fetch("/api/inquiries", {
      json: valid({ lastName: "Refused" }),
      headers: { "CF-Connecting-IP": freshIp() },
    });
    expect(res.status).toBe(201);
    const kept = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, "New inquiry: Avery Refused (Full-Service Design)"));
    expect(kept).toMatchObject([{ status: "failed", error: "sending domain not onboarded" }]);
    expect(error).toHaveBeenCalledWith("E-mail not sent", "inquiry", "sending domain not onboarded");
    error.mockRestore();
  });

  it("e-mails the studio once for a valid inquiry, replying to the visitor", async () => {
    const worker = notifyingWorker("website@studio.test");
    const res = await worker.fetch("/api/inquiries", {
      json: valid(),
      headers: { "CF-Connecting-IP": freshIp() },
    });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: number }>(res);
    expect(worker.send).toHaveBeenCalledTimes(1);
    expect(worker.sent[0]).toMatchObject({
      from: "website@studio.test",
      subject: "New inquiry: Avery Nguyen (Full-Service Design)",
      replyTo: "avery.nguyen@example.com",
    });
    expect(worker.sent[0]?.text).toContain(`(#${id})`);
    expect(worker.sent[0]?.text).toContain(valid().message);
  });

  it("sends nothing for a honeypot, an invalid or a rate-limited inquiry", async () => {
    const worker = notifyingWorker();
    const honeypot = await worker.fetch("/api/inquiries", {
      json: valid({ company_website: "https://spam.example" }),
      headers: { "CF-Connecting-IP": freshIp() },
    });
    expect(honeypot.status).toBe(201);
    const invalid = await worker.fetch("/api/inquiries", {
      json: valid({ email: "not-an-email" }),
      headers: { "CF-Connecting-IP": freshIp() },
    });
    expect(invalid.status).toBe(400);
    expect(worker.send).not.toHaveBeenCalled();

    const ip = freshIp();
    for (let i = 0; i < INQUIRY_RATE_LIMIT.limit; i++) {
      const ok = await worker.fetch("/api/inquiries", {
        json: valid({ lastName: `Burst ${i}` }),
        headers: { "CF-Connecting-IP": ip },
      });
      expect(ok.status).toBe(201);
    }
    expect(worker.send).toHaveBeenCalledTimes(INQUIRY_RATE_LIMIT.limit);
    const limited = await worker.fetch("/api/inquiries", {
      json: valid({ lastName: "Burst over" }),
      headers: { "CF-Connecting-IP": ip },
    });
    expect(limited.status).toBe(429);
    expect(worker.send).toHaveBeenCalledTimes(INQUIRY_RATE_LIMIT.limit);
    expect(worker.sent.map((m) => m.subject)).not.toContain(
      "New inquiry: Avery Burst over (Full-Service Design)",
    );
  });

  it("a valid inquiry succeeds without any e-mail binding configured", async () => {
    const before = await storedCount();
    const res = await post(valid());
    expect(res.status).toBe(201);
    expect(await storedCount()).toBe(before + 1);
  });
});
