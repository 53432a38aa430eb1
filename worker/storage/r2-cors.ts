/**
 * The bucket's CORS rule, read through the R2 S3 API (GetBucketCors: `GET /<bucket>?cors`, SigV4
 * signed with the same credentials as the presigned URLs). With R2 credentials configured the
 * browser PUTs files straight to R2 (storage/presign.ts), which R2 refuses unless a CORS rule
 * allows PUT with a Content-Type header from the site's origin; the Setup panel checks that here
 * and prints the exact `wrangler r2 bucket cors set` fix.
 */
import type { Config } from "../env";
import { r2Client } from "./presign";

export type CorsRule = { origins: string[]; methods: string[]; headers: string[] };

export type BucketCors =
  | { kind: "rules"; rules: CorsRule[] }
  /** The bucket has no CORS configuration (S3 error NoSuchCORSConfiguration). */
  | { kind: "none" }
  /** R2 could not be asked or refused to answer: HTTP status (0: no answer) and S3 error code. */
  | { kind: "error"; status: number; code: string | null };

/** What a presigned upload needs from the browser's point of view. */
export const REQUIRED_CORS_METHODS = ["PUT", "GET"] as const;
export const REQUIRED_CORS_HEADER = "content-type";

const CORS_TIMEOUT_MS = 5_000;

function decodeXml(value: string): string {
  return value
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();
}

function elements(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, "g"))].map((m) =>
    decodeXml(m[1] ?? ""),
  );
}

/** The CORSRule elements of a GetBucketCors answer (S3's XML; R2 answers the same). */
export function parseCorsXml(xml: string): CorsRule[] {
  return elements(xml, "CORSRule").map((rule) => ({
    origins: elements(rule, "AllowedOrigin"),
    methods: elements(rule, "AllowedMethod").map((m) => m.toUpperCase()),
    headers: elements(rule, "AllowedHeader").map((h) => h.toLowerCase()),
  }));
}

export async function readBucketCors(config: Config): Promise<BucketCors | null> {
  const r2 = r2Client(config);
  if (!r2) return null;
  let res: Response;
  try {
    res = await r2.client.fetch(`${r2.endpoint}/${encodeURIComponent(r2.bucket)}?cors`, {
      method: "GET",
      signal: AbortSignal.timeout(CORS_TIMEOUT_MS),
    });
  } catch {
    return { kind: "error", status: 0, code: null };
  }
  const body = await res.text();
  if (res.ok) return { kind: "rules", rules: parseCorsXml(body) };
  const code = elements(body, "Code")[0] ?? null;
  if (res.status === 404 && code === "NoSuchCORSConfiguration") return { kind: "none" };
  return { kind: "error", status: res.status, code };
}

/** S3 origin patterns: exact (case-insensitive), `*`, or one `*` wildcard such as `https://*.example.com`. */
export function originMatches(pattern: string, origin: string): boolean {
  const p = pattern.replace(/\/+$/, "").toLowerCase();
  if (p === "*") return true;
  const escaped = p.split("*").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${escaped.join(".*")}$`).test(origin.toLowerCase());
}

/** What the rules fail to allow for `origin` (empty: everything a presigned upload needs). */
export function missingCorsAllowances(rules: CorsRule[], origin: string): string[] {
  const forOrigin = rules.filter((r) => r.origins.some((o) => originMatches(o, origin)));
  if (forOrigin.length === 0) return [`the origin ${origin}`];
  const missing: string[] = [];
  for (const method of REQUIRED_CORS_METHODS) {
    if (!forOrigin.some((r) => r.methods.includes(method))) missing.push(method);
  }
  const putRules = forOrigin.filter((r) => r.methods.includes("PUT"));
  if (
    putRules.length > 0 &&
    !putRules.some((r) => r.headers.includes("*") || r.headers.includes(REQUIRED_CORS_HEADER))
  ) {
    missing.push("the Content-Type header");
  }
  return missing;
}

/** The rule to set, in the JSON `wrangler r2 bucket cors set --file` reads. */
export function corsRuleFile(origin: string): string {
  return JSON.stringify({
    rules: [
      {
        allowed: { origins: [origin], methods: [...REQUIRED_CORS_METHODS], headers: [REQUIRED_CORS_HEADER] },
        maxAgeSeconds: 3600,
      },
    ],
  });
}

/** The exact commands that set the rule (a file, then wrangler). */
export function corsFixCommand(bucket: string, origin: string): string {
  return [
    `cat > r2-cors.json <<'JSON'`,
    corsRuleFile(origin),
    "JSON",
    `npx wrangler r2 bucket cors set ${bucket} --file r2-cors.json`,
  ].join("\n");
}
