/**
 * A local stand-in for the bucket-CORS part of R2's S3 API (Node), so the Worker's real
 * GetBucketCors call (worker/storage/r2-cors.ts, SigV4-signed by aws4fetch) runs unchanged against
 * R2_ENDPOINT=<this server>. It speaks S3's protocol, XML and errors:
 *   GET    /<bucket>?cors   200 <CORSConfiguration>, or 404 NoSuchCORSConfiguration
 *   PUT    /<bucket>?cors   stores the <CORSConfiguration> body (PutBucketCors)
 *   DELETE /<bucket>?cors   removes it (DeleteBucketCors), 204
 * Every request must carry a valid SigV4 Authorization header for S3_STAND_IN_ACCESS_KEY /
 * S3_STAND_IN_SECRET (checked like S3 does: 403 SignatureDoesNotMatch / InvalidAccessKeyId);
 * anything else is 501 NotImplemented.
 *
 * vitest globalSetup: a free port, its URL provided as `s3StandIn` (a binding in vitest.config.ts).
 */
import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { S3_STAND_IN_ACCESS_KEY, S3_STAND_IN_SECRET } from "./s3-stand-in-keys";

declare module "vitest" {
  export interface ProvidedContext {
    s3StandIn: string;
  }
}

function s3Error(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { "Content-Type": "application/xml" });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it. */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** null when the request is signed correctly, else the S3 error code. */
function signatureProblem(req: IncomingMessage, url: URL, body: Buffer): string | null {
  const auth = req.headers.authorization ?? "";
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return "AccessDenied";
  const [, accessKey, day, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKey !== S3_STAND_IN_ACCESS_KEY) return "InvalidAccessKeyId";
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body)) return "XAmzContentSHA256Mismatch";
  const headerNames = (signedHeaders ?? "").split(";");
  const canonicalHeaders = headerNames
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const canonicalQuery = [...url.searchParams]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const canonicalRequest = [
    req.method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  let key = hmac(`AWS4${S3_STAND_IN_SECRET}`, day ?? "");
  for (const part of [region ?? "", "s3", "aws4_request"]) key = hmac(key, part);
  const expected = createHmac("sha256", key).update(stringToSign).digest("hex");
  return expected === signature ? null : "SignatureDoesNotMatch";
}

export async function startS3StandIn(): Promise<{ url: string; close: () => Promise<void> }> {
  const corsByBucket = new Map<string, string>();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const body = await readBody(req);
    const problem = signatureProblem(req, url, body);
    if (problem) {
      s3Error(
        res,
        403,
        problem,
        "The request signature we calculated does not match the signature you provided.",
      );
      return;
    }
    const bucket = decodeURIComponent(url.pathname.replace(/^\/+/, "").split("/")[0] ?? "");
    if (!bucket || !url.searchParams.has("cors") || url.pathname.split("/").filter(Boolean).length !== 1) {
      s3Error(res, 501, "NotImplemented", "Only the bucket's CORS configuration is implemented.");
      return;
    }
    if (req.method === "GET") {
      const xml = corsByBucket.get(bucket);
      if (!xml) {
        s3Error(res, 404, "NoSuchCORSConfiguration", "The CORS configuration does not exist");
        return;
      }
      res.writeHead(200, { "Content-Type": "application/xml" });
      res.end(xml);
      return;
    }
    if (req.method === "PUT") {
      const xml = body.toString("utf8");
      if (!/<CORSConfiguration[\s>][\s\S]*<CORSRule>[\s\S]*<\/CORSConfiguration>/.test(xml)) {
        s3Error(res, 400, "MalformedXML", "The XML you provided was not well-formed.");
        return;
      }
      corsByBucket.set(bucket, xml);
      res.writeHead(200).end();
      return;
    }
    if (req.method === "DELETE") {
      corsByBucket.delete(bucket);
      res.writeHead(204).end();
      return;
    }
    s3Error(res, 405, "MethodNotAllowed", "The specified method is not allowed against this resource.");
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export default async function setup(project: TestProject) {
  const standIn = await startS3StandIn();
  project.provide("s3StandIn", standIn.url);
  return () => standIn.close();
}
