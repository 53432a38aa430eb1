/**
 * Presigned R2 URLs through the S3 API (SigV4 query signing with aws4fetch) when R2 API
 * credentials are configured. Files then go straight between the browser and R2: the Worker's
 * request-size limit never applies to uploads, and downloads cost the Worker nothing.
 */
import { AwsClient } from "aws4fetch";
import type { Config } from "../env";

export function r2Client(config: Config): { client: AwsClient; endpoint: string; bucket: string } | null {
  if (!config.R2_ACCESS_KEY_ID || !config.R2_SECRET_ACCESS_KEY) return null;
  const endpoint =
    config.R2_ENDPOINT ??
    (config.R2_ACCOUNT_ID ? `https://${config.R2_ACCOUNT_ID}.r2.cloudflarestorage.com` : null);
  if (!endpoint) return null;
  return {
    client: new AwsClient({
      accessKeyId: config.R2_ACCESS_KEY_ID,
      secretAccessKey: config.R2_SECRET_ACCESS_KEY,
      service: "s3",
      region: "auto",
    }),
    endpoint: endpoint.replace(/\/+$/, ""),
    bucket: config.R2_BUCKET_NAME ?? "layered-media",
  };
}

function objectUrl(endpoint: string, bucket: string, key: string): URL {
  return new URL(`${endpoint}/${bucket}/${key.split("/").map(encodeURIComponent).join("/")}`);
}

/** The object's URL for `method`, signed in its query string for `expiresSeconds`; null without R2 keys. */
async function presign(
  config: Config,
  key: string,
  expiresSeconds: number,
  method: "GET" | "PUT",
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<string | null> {
  const r2 = r2Client(config);
  if (!r2) return null;
  const url = objectUrl(r2.endpoint, r2.bucket, key);
  url.searchParams.set("X-Amz-Expires", String(expiresSeconds));
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const signed = await r2.client.sign(new Request(url, { method, headers }), { aws: { signQuery: true } });
  return signed.url;
}

export function presignGet(
  config: Config,
  key: string,
  expiresSeconds: number,
  contentDisposition: string,
  contentType: string,
): Promise<string | null> {
  return presign(config, key, expiresSeconds, "GET", {
    "response-content-disposition": contentDisposition,
    "response-content-type": contentType,
  });
}

export function presignPut(
  config: Config,
  key: string,
  expiresSeconds: number,
  contentType: string,
): Promise<string | null> {
  return presign(config, key, expiresSeconds, "PUT", {}, { "Content-Type": contentType });
}
