/**
 * Presigned R2 mode (storage/presign.ts): with R2 API credentials configured, uploads and
 * downloads go straight between the browser and R2 through SigV4 query-signed URLs. Checked here:
 * the host and bucket path, the lifetimes (15 minutes to upload, 5 to download), that the
 * signature is a valid SigV4 signature over exactly that URL (recomputed independently of
 * aws4fetch, so a key, expiry or file name changed after signing no longer matches), the
 * file name in the download's content disposition, and that the app hands out presigned URLs
 * when credentials are configured and its own signed /files/... URLs otherwise.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { type Bindings, readConfig } from "../../worker/env";
import { app } from "../../worker/index";
import { presignGet, presignPut, r2Client } from "../../worker/storage/presign";
import { contentDisposition } from "../../worker/storage/signed-urls";
import { DOWNLOAD_URL_TTL_SECONDS, UPLOAD_URL_TTL_SECONDS } from "../../worker/storage/uploads";
import { BASE, createProject, type Session, signIn } from "./helpers";
import { addDocument } from "./portal-fixtures";

const ACCOUNT = "0123456789abcdef0123456789abcdef";
const ACCESS_KEY = "AKIATESTR2ACCESSKEY0";
const SECRET_KEY = "r2-test-secret-access-key-0123456789abcdef";
const R2_HOST = `${ACCOUNT}.r2.cloudflarestorage.com`;

const r2Env: Bindings = {
  ...env,
  R2_ACCOUNT_ID: ACCOUNT,
  R2_ACCESS_KEY_ID: ACCESS_KEY,
  R2_SECRET_ACCESS_KEY: SECRET_KEY,
  R2_BUCKET_NAME: "studio-media",
};
const r2Config = readConfig(r2Env);

// ---------------------------------------------------------------------------------------------
// An independent SigV4 (query signing, S3) check, written from the AWS specification
// ---------------------------------------------------------------------------------------------

const encoder = new TextEncoder();

function hex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function hmac(key: ArrayBuffer | Uint8Array, data: string): Promise<ArrayBuffer> {
  const k = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return crypto.subtle.sign("HMAC", k, encoder.encode(data));
}

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The signature S3/R2 would expect for this presigned URL, given the headers the caller sends. */
async function expectedSignature(
  method: string,
  signedUrl: string,
  headers: Record<string, string>,
  secret: string,
): Promise<string> {
  const url = new URL(signedUrl);
  const q = url.searchParams;
  const date = q.get("X-Amz-Date") ?? "";
  const [, ...scopeParts] = (q.get("X-Amz-Credential") ?? "").split("/");
  const scope = scopeParts.join("/");
  const signedHeaders = (q.get("X-Amz-SignedHeaders") ?? "").split(";");
  const canonicalPath = url.pathname
    .split("/")
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join("/");
  const canonicalQuery = [...q]
    .filter(([k]) => k !== "X-Amz-Signature")
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = signedHeaders
    .map((h) => `${h}:${h === "host" ? url.host : (lower[h] ?? "").trim()}\n`)
    .join("");
  const canonicalRequest = [
    method,
    canonicalPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders.join(";"),
    "UNSIGNED-PAYLOAD",
  ].join("\n");
  const stringToSign = [
    "AWS4-HMAC-SHA256",
    date,
    scope,
    hex(await crypto.subtle.digest("SHA-256", encoder.encode(canonicalRequest))),
  ].join("\n");
  const [day = "", region = "", service = "", terminator = ""] = scopeParts;
  let key = await hmac(encoder.encode(`AWS4${secret}`), day);
  for (const part of [region, service, terminator]) key = await hmac(key, part);
  return hex(await hmac(key, stringToSign));
}

function expectSigV4Shape(url: URL) {
  const q = url.searchParams;
  expect(q.get("X-Amz-Algorithm")).toBe("AWS4-HMAC-SHA256");
  expect(q.get("X-Amz-Credential")).toMatch(new RegExp(`^${ACCESS_KEY}/\\d{8}/auto/s3/aws4_request$`));
  expect(q.get("X-Amz-Date")).toMatch(/^\d{8}T\d{6}Z$/);
  expect(q.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
  // The secret itself never appears in a URL.
  expect(url.toString()).not.toContain(SECRET_KEY);
}

describe("presigned R2 URLs (storage/presign.ts)", () => {
  it("need both keys and an account or endpoint; otherwise the Worker signs its own URLs", async () => {
    expect(r2Client(readConfig(env))).toBeNull();
    expect(
      r2Client(readConfig({ ...env, R2_ACCESS_KEY_ID: ACCESS_KEY, R2_SECRET_ACCESS_KEY: SECRET_KEY })),
    ).toBeNull();
    expect(await presignPut(readConfig(env), "documents/1/x.pdf", 900, "application/pdf")).toBeNull();
    const custom = r2Client(
      readConfig({
        ...env,
        R2_ACCESS_KEY_ID: ACCESS_KEY,
        R2_SECRET_ACCESS_KEY: SECRET_KEY,
        R2_ENDPOINT: "https://r2.example.test/",
      }),
    );
    expect(custom?.endpoint).toBe("https://r2.example.test");
    expect(custom?.bucket).toBe("layered-media");
  });

  it("PUT: the account's R2 host, the bucket path, 15 minutes, a valid signature", async () => {
    expect(UPLOAD_URL_TTL_SECONDS).toBe(900);
    const key = "documents/42/AbC_dEf-123.pdf";
    const signed = await presignPut(r2Config, key, UPLOAD_URL_TTL_SECONDS, "application/pdf");
    expect(signed).not.toBeNull();
    const url = new URL(signed ?? "");
    expect(url.protocol).toBe("https:");
    expect(url.host).toBe(R2_HOST);
    expect(url.pathname).toBe(`/studio-media/${key}`);
    expect(url.searchParams.get("X-Amz-Expires")).toBe("900");
    expectSigV4Shape(url);
    // aws4fetch never signs Content-Type, so the signature does not bind the type: the leading
    // bytes are what `complete` checks (storage/uploads.ts verifyUploadedObject).
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("host");
    const signature = url.searchParams.get("X-Amz-Signature");
    expect(
      await expectedSignature("PUT", url.toString(), { "Content-Type": "application/pdf" }, SECRET_KEY),
    ).toBe(signature);

    // Anything changed after signing no longer matches: another object, another bucket, a longer life.
    const otherKey = new URL(url);
    otherKey.pathname = "/studio-media/documents/43/AbC_dEf-123.pdf";
    const otherBucket = new URL(url);
    otherBucket.pathname = `/other-bucket/${key}`;
    const longer = new URL(url);
    longer.searchParams.set("X-Amz-Expires", "604800");
    for (const [label, altered] of [
      ["another object", otherKey],
      ["another bucket", otherBucket],
      ["a longer life", longer],
    ] as const) {
      const recomputed = await expectedSignature(
        "PUT",
        altered.toString(),
        { "Content-Type": "application/pdf" },
        SECRET_KEY,
      );
      expect(recomputed, label).not.toBe(signature);
    }
  });

  it("GET: 5 minutes, the original file name (escaped) in the content disposition, a valid signature", async () => {
    expect(DOWNLOAD_URL_TTL_SECONDS).toBe(300);
    const fileName = 'Plan "été" 2024.pdf';
    const disposition = contentDisposition("attachment", fileName);
    const signed = await presignGet(
      r2Config,
      "documents/7/xyz.pdf",
      DOWNLOAD_URL_TTL_SECONDS,
      disposition,
      "application/pdf",
    );
    const url = new URL(signed ?? "");
    expect(url.host).toBe(R2_HOST);
    expect(url.pathname).toBe("/studio-media/documents/7/xyz.pdf");
    expect(url.searchParams.get("X-Amz-Expires")).toBe("300");
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("host");
    expectSigV4Shape(url);
    const rcd = url.searchParams.get("response-content-disposition") ?? "";
    // Quotes and non-ASCII never reach the plain filename="..." part; the UTF-8 name is encoded.
    expect(rcd).toBe(
      `attachment; filename="Plan __t__ 2024.pdf"; filename*=UTF-8''Plan%20%22%C3%A9t%C3%A9%22%202024.pdf`,
    );
    expect(url.searchParams.get("response-content-type")).toBe("application/pdf");
    // In the raw URL the header value is percent-encoded (no raw quote or space to break it).
    expect(signed).not.toMatch(/[" ]/);
    expect(await expectedSignature("GET", url.toString(), {}, SECRET_KEY)).toBe(
      url.searchParams.get("X-Amz-Signature"),
    );
    const renamed = new URL(url);
    renamed.searchParams.set("response-content-disposition", contentDisposition("inline", "evil.html"));
    expect(await expectedSignature("GET", renamed.toString(), {}, SECRET_KEY)).not.toBe(
      url.searchParams.get("X-Amz-Signature"),
    );
  });
});

describe("the app hands out presigned URLs only when R2 credentials are configured", () => {
  let admin: Session;
  beforeAll(async () => {
    admin = await signIn("admin");
  });

  async function call(path: string, init: RequestInit, bindings: Bindings): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("Cookie", admin.cookie);
    if (init.method && init.method !== "GET") headers.set("Origin", BASE);
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(`${BASE}${path}`, { ...init, headers, redirect: "manual" }),
      bindings,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return res;
  }

  async function uploadUrl(bindings: Bindings, projectId: number) {
    const res = await call(
      "/api/admin/documents/upload-url",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          projectId,
          category: "design_fee_proposal",
          fileName: "Proposal.pdf",
          fileType: "application/pdf",
          fileSize: 1234,
        }),
      },
      bindings,
    );
    expect(res.status).toBe(201);
    return (await res.json()) as { uploadUrl: string; objectPath: string };
  }

  it("upload-url: a presigned R2 PUT with credentials, the Worker's own signed URL without", async () => {
    const project = await createProject();
    const presigned = await uploadUrl(r2Env, project.id);
    const url = new URL(presigned.uploadUrl);
    expect(url.host).toBe(R2_HOST);
    expect(url.pathname).toBe(`/studio-media/${presigned.objectPath}`);
    expect(url.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(
      await expectedSignature("PUT", url.toString(), { "Content-Type": "application/pdf" }, SECRET_KEY),
    ).toBe(url.searchParams.get("X-Amz-Signature"));

    const local = await uploadUrl(env, project.id);
    const own = new URL(local.uploadUrl);
    expect(own.origin).toBe(BASE);
    expect(own.pathname).toMatch(/^\/files\/upload\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(own.search).toBe("");
  });

  it("document download: a redirect to a presigned R2 GET with credentials, to /files/download/ without", async () => {
    const project = await createProject();
    const doc = await addDocument(project.id, { fileName: "Floor plan é.pdf" });
    const presigned = await call(`/api/documents/${doc.id}?disposition=attachment`, {}, r2Env);
    expect(presigned.status).toBe(302);
    const location = new URL(presigned.headers.get("Location") ?? "");
    expect(location.host).toBe(R2_HOST);
    expect(location.pathname).toBe(`/studio-media/${doc.objectPath}`);
    expect(location.searchParams.get("X-Amz-Expires")).toBe("300");
    expect(location.searchParams.get("response-content-disposition")).toBe(
      contentDisposition("attachment", "Floor plan é.pdf"),
    );
    expect(await expectedSignature("GET", location.toString(), {}, SECRET_KEY)).toBe(
      location.searchParams.get("X-Amz-Signature"),
    );

    const local = await call(`/api/documents/${doc.id}?disposition=attachment`, {}, env);
    expect(local.status).toBe(302);
    expect(local.headers.get("Location")).toMatch(new RegExp(`^${BASE}/files/download/`));
  });
});
