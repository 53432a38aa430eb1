/**
 * GET /api/admin/health (the admin's Setup panel): each piece of configuration reported ok /
 * missing / local / error with what to do, and never a secret's value. The bucket's CORS rule is
 * read through the real S3 API call (GetBucketCors, SigV4-signed) against the local S3 stand-in
 * of tests/global-setup/s3-stand-in.ts (R2_ENDPOINT), whose rules are set here with PutBucketCors
 * as a studio would. Also: the hourly job removes outbox messages older than 30 days.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { AwsClient } from "aws4fetch";
import { describe, expect, it } from "vitest";
import type { AdminHealth, SetupItem } from "../../src/shared/setup";
import { runScheduled } from "../../worker/cron";
import { emailOutbox } from "../../worker/db/schema";
import type { Bindings } from "../../worker/env";
import { app } from "../../worker/index";
import { S3_STAND_IN_ACCESS_KEY, S3_STAND_IN_SECRET } from "../global-setup/s3-stand-in-keys";
import { BASE, db, type Session, signInBeforeAll } from "./helpers";

const admin = signInBeforeAll("admin");
const client = signInBeforeAll("client");

/** The app with these bindings (configuration is read per request from them). */
async function call(path: string, bindings: Bindings, session: Session | null = admin): Promise<Response> {
  const headers = new Headers();
  if (session) headers.set("Cookie", session.cookie);
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${BASE}${path}`, { headers, redirect: "manual" }), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** Stripe not configured: no keys, no stand-in. */
const NO_STRIPE = { STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "", STRIPE_API_BASE: "" };

async function health(bindings: Bindings = env): Promise<Record<string, SetupItem>> {
  const res = await call("/api/admin/health", bindings);
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  const body = await res.json<AdminHealth>();
  return Object.fromEntries(body.items.map((i) => [i.id, i]));
}

/** R2 configured against the stand-in, with its own bucket per test. */
function withR2(bucket: string, extra: Partial<Bindings> = {}): Bindings {
  return {
    ...env,
    R2_ENDPOINT: env.S3_STAND_IN,
    R2_ACCESS_KEY_ID: S3_STAND_IN_ACCESS_KEY,
    R2_SECRET_ACCESS_KEY: S3_STAND_IN_SECRET,
    R2_BUCKET_NAME: bucket,
    ...extra,
  };
}

const s3 = new AwsClient({
  accessKeyId: S3_STAND_IN_ACCESS_KEY,
  secretAccessKey: S3_STAND_IN_SECRET,
  service: "s3",
  region: "auto",
});

/** PutBucketCors, as `wrangler r2 bucket cors set` or any S3 tool would. */
async function putCors(bucket: string, rules: { origins: string[]; methods: string[]; headers: string[] }[]) {
  const xml = `<?xml version="1.0" encoding="UTF-8"?><CORSConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${rules
    .map(
      (r) =>
        `<CORSRule>${r.origins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join("")}${r.methods
          .map((m) => `<AllowedMethod>${m}</AllowedMethod>`)
          .join(
            "",
          )}${r.headers.map((h) => `<AllowedHeader>${h}</AllowedHeader>`).join("")}<MaxAgeSeconds>3600</MaxAgeSeconds></CORSRule>`,
    )
    .join("")}</CORSConfiguration>`;
  const res = await s3.fetch(`${env.S3_STAND_IN}/${bucket}?cors`, { method: "PUT", body: xml });
  expect(res.status).toBe(200);
}

const SECRETS = [
  "test-secret-0123456789abcdefghijklmnopqrstuvwxyz",
  "layered-test-client-secret",
  "sk_test_stand_in",
  "whsec_test_stand_in",
  S3_STAND_IN_SECRET,
];

describe("GET /api/admin/health", () => {
  it("is for the admin only: 401 signed out, 403 for a client, nothing leaked", async () => {
    for (const [session, status] of [
      [null, 401],
      [client, 403],
    ] as const) {
      const res = await call("/api/admin/health", env, session);
      expect(res.status).toBe(status);
      const body = await res.text();
      expect(body).not.toMatch(/NOTIFY|R2_|STRIPE|APP_URL/);
    }
  });

  it("reports the local parts of a test run: outbox e-mail, files through the Worker, the payment stand-in", async () => {
    const items = await health({ ...env, NOTIFY_EMAIL: undefined, NOTIFY_FROM: "" });
    expect(Object.keys(items)).toEqual([
      "sign-in",
      "dev-login",
      "app-url",
      "app-secret",
      "email",
      "r2-uploads",
      "r2-cors",
      "stripe",
      "stripe-webhook",
    ]);
    expect(items["sign-in"]).toMatchObject({
      status: "ok",
      detail: expect.stringContaining("Studio Sign-In"),
    });
    expect(items["dev-login"]?.status).toBe("local");
    expect(items["app-url"]).toMatchObject({
      status: "local",
      detail: "http://localhost: this machine only.",
    });
    expect(items["app-secret"]?.status).toBe("ok");
    // A missing e-mail binding: on localhost the messages go to the outbox (local), named as such.
    expect(items.email).toMatchObject({
      status: "local",
      detail: expect.stringContaining("No send_email binding and no NOTIFY_FROM sender"),
      action: expect.stringContaining("NOTIFY_FROM"),
    });
    expect(items.email?.detail).toContain("hello@layered-interiors.com");
    expect(items["r2-uploads"]?.status).toBe("local");
    expect(items["r2-cors"]?.status).toBe("local");
    expect(items.stripe).toMatchObject({
      status: "local",
      detail: expect.stringContaining("Local payment stand-in"),
    });
    expect(items["stripe-webhook"]?.status).toBe("local");
    const text = JSON.stringify(items);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  });

  it("e-mail: missing on a deployed site without binding or sender, ok with both", async () => {
    const deployed = {
      ...env,
      APP_URL: "https://studio.example",
      NOTIFY_EMAIL: undefined,
      NOTIFY_FROM: "website@studio.example",
    };
    const res = await app.fetch(
      new Request("https://studio.example/api/admin/health", { headers: { Cookie: admin.cookie } }),
      deployed,
      createExecutionContext(),
    );
    // The session cookie is __Host- (Secure): fine over https. The app's origin is now production.
    expect(res.status).toBe(200);
    const items = Object.fromEntries((await res.json<AdminHealth>()).items.map((i) => [i.id, i]));
    expect(items.email).toMatchObject({
      status: "missing",
      detail: expect.stringContaining("the send_email binding NOTIFY_EMAIL is missing"),
    });
    expect(items["app-url"]?.status).toBe("ok");
    // Local sign-in is ignored away from localhost, and said to be a mistake.
    expect(items["dev-login"]?.status).toBe("error");

    const sending = await health({
      ...env,
      NOTIFY_EMAIL: { send: async () => ({ messageId: "x" }) } as unknown as SendEmail,
      NOTIFY_FROM: "website@studio.test",
    });
    expect(sending.email).toMatchObject({
      status: "ok",
      detail: expect.stringContaining("from website@studio.test"),
      action: null,
    });
  });

  it("APP_URL that differs from the address the page was opened at is an error", async () => {
    const items = await health({ ...env, APP_URL: "http://localhost:8787" });
    expect(items["app-url"]).toMatchObject({
      status: "error",
      detail: expect.stringContaining("http://localhost:8787, but this page was opened at http://localhost"),
    });
  });

  it("Stripe: not configured means the cart asks instead; partial keys are named", async () => {
    const none = await health({ ...env, ...NO_STRIPE });
    expect(none.stripe).toMatchObject({
      status: "missing",
      detail: expect.stringContaining("Ask about this piece"),
    });
    expect(none["stripe-webhook"]?.action).toContain("http://localhost/api/stripe/webhook");
    const keyOnly = await health({ ...env, ...NO_STRIPE, STRIPE_SECRET_KEY: "sk_live_abc" });
    expect(keyOnly.stripe).toMatchObject({ status: "missing", detail: expect.stringContaining("live mode") });
    expect(JSON.stringify(keyOnly)).not.toContain("sk_live_abc");
  });

  it("gives the command to paste for each secret an item asks for, and never a value", async () => {
    const items = await health({ ...env, ...NO_STRIPE, APP_SECRET: "" });
    expect(items["app-secret"]?.command).toBe("npx wrangler secret put APP_SECRET");
    expect(items["r2-uploads"]?.command).toBe(
      [
        "npx wrangler secret put R2_ACCOUNT_ID",
        "npx wrangler secret put R2_ACCESS_KEY_ID",
        "npx wrangler secret put R2_SECRET_ACCESS_KEY",
      ].join("\n"),
    );
    expect(items.stripe?.command).toBe(
      "npx wrangler secret put STRIPE_SECRET_KEY\nnpx wrangler secret put STRIPE_WEBHOOK_SECRET",
    );
    expect(items["stripe-webhook"]?.command).toBe("npx wrangler secret put STRIPE_WEBHOOK_SECRET");
    // Nothing to do, nothing to paste.
    expect(items["app-url"]?.command).toBeUndefined();
    expect(items["sign-in"]?.command).toBeUndefined();
  });

  describe("R2 direct uploads and the bucket's CORS rule (through the S3 stand-in)", () => {
    it("reports a missing CORS rule with the exact wrangler fix", async () => {
      const items = await health(withR2("no-cors-bucket"));
      expect(items["r2-uploads"]?.status).toBe("ok");
      expect(items["r2-cors"]).toMatchObject({
        status: "missing",
        detail: expect.stringContaining("no-cors-bucket has no CORS rule"),
      });
      const command = items["r2-cors"]?.command ?? "";
      expect(command).toContain("npx wrangler r2 bucket cors set no-cors-bucket --file r2-cors.json");
      const file = JSON.parse(command.split("\n")[1] ?? "");
      expect(file).toEqual({
        rules: [
          {
            allowed: { origins: ["http://localhost"], methods: ["PUT", "GET"], headers: ["content-type"] },
            maxAgeSeconds: 3600,
          },
        ],
      });
      expect(JSON.stringify(items)).not.toContain(S3_STAND_IN_SECRET);
    });

    it("is ok once the rule allows PUT and GET with Content-Type from APP_URL", async () => {
      await putCors("good-bucket", [
        { origins: ["https://other.example"], methods: ["GET"], headers: [] },
        { origins: ["http://localhost"], methods: ["GET", "PUT"], headers: ["Content-Type"] },
      ]);
      const items = await health(withR2("good-bucket"));
      expect(items["r2-cors"]).toMatchObject({ status: "ok", action: null });
      expect(items["r2-cors"]?.command).toBeUndefined();

      await putCors("wildcard-bucket", [{ origins: ["*"], methods: ["PUT", "GET", "HEAD"], headers: ["*"] }]);
      expect((await health(withR2("wildcard-bucket")))["r2-cors"]?.status).toBe("ok");
    });

    it("names what a mismatching rule lacks: another origin, a method, the header", async () => {
      await putCors("other-origin", [
        { origins: ["https://studio.example"], methods: ["PUT", "GET"], headers: ["content-type"] },
      ]);
      expect((await health(withR2("other-origin")))["r2-cors"]).toMatchObject({
        status: "error",
        detail: expect.stringContaining("do not allow the origin http://localhost"),
        command: expect.stringContaining("cors set other-origin"),
      });
      await putCors("get-only", [{ origins: ["http://localhost"], methods: ["GET"], headers: [] }]);
      expect((await health(withR2("get-only")))["r2-cors"]?.detail).toContain("do not allow PUT");
      await putCors("no-header", [{ origins: ["http://localhost"], methods: ["GET", "PUT"], headers: [] }]);
      expect((await health(withR2("no-header")))["r2-cors"]?.detail).toContain("the Content-Type header");
    });

    it("says when R2 refuses to show the rule (wrong secret: the signature does not match)", async () => {
      const items = await health(
        withR2("good-bucket", { R2_SECRET_ACCESS_KEY: "not-the-secret-0000000000" }),
      );
      expect(items["r2-cors"]).toMatchObject({
        status: "error",
        detail: expect.stringContaining("R2 answered 403 (SignatureDoesNotMatch)"),
      });
    });
  });
});

describe("the hourly job and the outbox", () => {
  it("removes kept messages older than 30 days and keeps the newer ones", async () => {
    const day = 24 * 60 * 60 * 1000;
    const message = (subject: string, ageDays: number) => ({
      kind: "studio",
      toAddress: "hello@layered-interiors.com",
      fromAddress: "no-reply@localhost",
      subject,
      text: subject,
      status: "local" as const,
      createdAt: new Date(Date.now() - ageDays * day).toISOString(),
    });
    await db()
      .insert(emailOutbox)
      .values([message("Old notice", 31), message("Recent notice", 29)]);
    const report = await runScheduled(env, Date.now());
    expect(report.outbox).toBeGreaterThanOrEqual(1);
    const subjects = (await db().select({ s: emailOutbox.subject }).from(emailOutbox).all()).map((r) => r.s);
    expect(subjects).toContain("Recent notice");
    expect(subjects).not.toContain("Old notice");
  });
});
