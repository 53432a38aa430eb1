/**
 * "Paste a product link" (issue 29): the Worker fetches the page and reads its schema.org Product
 * (JSON-LD, `@graph` and `offers` arrays included), falling back to Open Graph tags (og:title,
 * og:image, product:price:amount / og:price:amount, product:brand).
 *
 * A server fetch of an address someone typed is a classic way in (SSRF), so the fetch has limits:
 * http(s) only, no credentials in the address, standard ports only, no private, loopback,
 * link-local or otherwise internal host (unless local sign-in is allowed: development and
 * the browser tests, see importFromLink), at most 3 redirects, each followed by hand and checked like the first
 * address, a 8 s time limit and at most 1.5 MB read (an HTML page's head is within that).
 * Only names are checked, not the addresses they resolve to: a Worker cannot resolve DNS itself,
 * and Cloudflare's own fetch refuses private addresses from the edge.
 */
import type { ProductLinkDetails } from "../../src/shared/selections";
import { devLoginAllowed } from "../auth/dev-login";
import type { Deps } from "../deps";
import { ApiError, badRequest } from "../http/errors";
import { sha256Hex } from "../lib/crypto";
import { bytesMatchType } from "../storage/file-types";
import { MEDIA_PREFIX } from "../storage/media";

export type LinkLimits = { maxBytes: number; timeoutMs: number; maxRedirects: number };
export const LINK_LIMITS: Readonly<LinkLimits> = { maxBytes: 1_500_000, timeoutMs: 8_000, maxRedirects: 3 };

export const LINK_MESSAGES = {
  scheme: "Please paste a web address starting with http:// or https://.",
  credentials: "Please paste the address without a user name or password.",
  port: "That address uses a port this import does not fetch.",
  privateHost: "That address is on a private network; the import only reads public pages.",
  tooManyRedirects: "That page redirects too many times.",
  unreachable: "The page could not be read. Please check the address, or add the piece by hand.",
  notHtml: "That address is not a web page.",
  timeout: "The page took too long to answer. Please try again, or add the piece by hand.",
} as const;

// ---------------------------------------------------------------------------------------------
// The parser (pure)
// ---------------------------------------------------------------------------------------------

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n =
        code[1]?.toLowerCase() === "x"
          ? Number.parseInt(code.slice(2), 16)
          : Number.parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
    const name = m[1]?.toLowerCase();
    if (name) out[name] = decodeEntities(m[3] ?? m[4] ?? m[5] ?? "");
  }
  return out;
}

function clean(value: unknown, max = 200): string | null {
  if (typeof value !== "string") return null;
  const v = decodeEntities(value).replace(/\s+/g, " ").trim();
  return v ? v.slice(0, max) : null;
}

/** "1,299.00", "1299", 1299.5, "$1.299,00" → cents; anything unreadable → null. */
export function priceToCents(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
  if (typeof value !== "string") return null;
  let s = value.replace(/[^\d.,]/g, "");
  if (!/\d/.test(s)) return null;
  // A comma followed by exactly two digits at the end is a decimal comma ("1.299,00").
  if (/,\d{2}$/.test(s) && !/\.\d{2}$/.test(s)) s = s.replace(/\./g, "").replace(",", ".");
  else s = s.replace(/,/g, "");
  const n = Number.parseFloat(s);
  return Number.isFinite(n) && n >= 0 && n < 100_000_000 ? Math.round(n * 100) : null;
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function isType(node: Record<string, Json>, type: string): boolean {
  const t = node["@type"];
  const list = Array.isArray(t) ? t : [t];
  return list.some((x) => typeof x === "string" && (x === type || x.endsWith(`/${type}`)));
}

/** Every object in a JSON-LD document, @graph and nesting included (depth-limited). */
function nodes(value: Json, depth = 0, out: Record<string, Json>[] = []): Record<string, Json>[] {
  if (depth > 6 || value === null || typeof value !== "object") return out;
  if (Array.isArray(value)) {
    for (const v of value) nodes(v, depth + 1, out);
    return out;
  }
  out.push(value);
  for (const v of Object.values(value)) if (v !== null && typeof v === "object") nodes(v, depth + 1, out);
  return out;
}

function firstString(value: Json | undefined): string | null {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) {
    for (const v of value) {
      const s = firstString(v);
      if (s) return s;
    }
    return null;
  }
  if (value && typeof value === "object") {
    return firstString(value.url ?? value.contentUrl ?? value.name ?? value["@id"]);
  }
  return null;
}

function offerPrice(offers: Json | undefined): { cents: number | null; currency: string | null } {
  const list = Array.isArray(offers) ? offers : offers ? [offers] : [];
  for (const o of list) {
    if (!o || typeof o !== "object" || Array.isArray(o)) continue;
    const spec = o.priceSpecification;
    const specObj = Array.isArray(spec) ? spec[0] : spec;
    const raw =
      o.price ??
      o.lowPrice ??
      (specObj && typeof specObj === "object" && !Array.isArray(specObj) ? specObj.price : undefined);
    const cents = priceToCents(raw);
    if (cents !== null) {
      const currency =
        o.priceCurrency ??
        (specObj && typeof specObj === "object" && !Array.isArray(specObj)
          ? specObj.priceCurrency
          : undefined);
      return { cents, currency: typeof currency === "string" ? currency.toUpperCase().slice(0, 3) : null };
    }
  }
  return { cents: null, currency: null };
}

function absolute(url: string | null, base: string): string | null {
  if (!url) return null;
  try {
    const u = new URL(url, base);
    return u.protocol === "http:" || u.protocol === "https:" ? u.toString() : null;
  } catch {
    return null;
  }
}

/** Reads a product page's HTML: JSON-LD Product first, Open Graph for whatever it lacks. */
export function parseProductPage(html: string, pageUrl: string): ProductLinkDetails {
  const details: ProductLinkDetails = {
    url: pageUrl,
    name: null,
    imageUrl: null,
    priceCents: null,
    currency: null,
    brand: null,
  };
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributes(m[1] ?? "");
    if ((attrs.type ?? "").toLowerCase().trim() !== "application/ld+json") continue;
    let doc: Json;
    try {
      doc = JSON.parse((m[2] ?? "").trim()) as Json;
    } catch {
      continue;
    }
    const product = nodes(doc).find((n) => isType(n, "Product") || isType(n, "ProductGroup"));
    if (!product) continue;
    details.name ??= clean(firstString(product.name));
    details.imageUrl ??= absolute(firstString(product.image), pageUrl);
    details.brand ??= clean(firstString(product.brand), 120);
    let offers = product.offers;
    // A ProductGroup's prices sit on its variants.
    if (offers === undefined && Array.isArray(product.hasVariant)) {
      const variant = product.hasVariant.find(
        (v) => v && typeof v === "object" && !Array.isArray(v) && v.offers,
      );
      offers = variant && typeof variant === "object" && !Array.isArray(variant) ? variant.offers : undefined;
    }
    if (details.priceCents === null) {
      const price = offerPrice(offers);
      details.priceCents = price.cents;
      details.currency = price.currency;
    }
  }
  const meta: Record<string, string> = {};
  for (const m of html.matchAll(/<meta\b[^>]*>/gi)) {
    const a = attributes(m[0]);
    const key = (a.property ?? a.name ?? a.itemprop ?? "").toLowerCase();
    if (key && a.content !== undefined && !(key in meta)) meta[key] = a.content;
  }
  details.name ??= clean(meta["og:title"] ?? meta["twitter:title"]);
  details.imageUrl ??= absolute(
    meta["og:image:secure_url"] ?? meta["og:image"] ?? meta["twitter:image"] ?? null,
    pageUrl,
  );
  details.brand ??= clean(meta["product:brand"] ?? meta["og:brand"] ?? meta["og:site_name"] ?? null, 120);
  if (details.priceCents === null) {
    details.priceCents = priceToCents(meta["product:price:amount"] ?? meta["og:price:amount"] ?? meta.price);
    const currency = meta["product:price:currency"] ?? meta["og:price:currency"] ?? meta.pricecurrency;
    details.currency = details.priceCents !== null && currency ? currency.toUpperCase().slice(0, 3) : null;
  }
  if (details.name === null) {
    const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
    details.name = clean(title ?? null);
  }
  return details;
}

// ---------------------------------------------------------------------------------------------
// The address check (pure)
// ---------------------------------------------------------------------------------------------

function ipv4Private(host: string): boolean | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

/** Hosts the import refuses: loopback, private, link-local, internal names, IPv6 locals. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
  if (host === "" || host === "localhost" || host.endsWith(".localhost")) return true;
  if (
    host.endsWith(".local") ||
    host.endsWith(".internal") ||
    host.endsWith(".lan") ||
    host.endsWith(".home.arpa")
  )
    return true;
  const v4 = ipv4Private(host);
  if (v4 !== null) return v4;
  if (host.includes(":")) {
    if (host === "::" || host === "::1") return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host)?.[1];
    if (mapped) return ipv4Private(mapped) ?? true;
    // URL normalises ::ffff:a.b.c.d to hex: any mapped address is refused.
    if (host.startsWith("::ffff:")) return true;
    return /^(fc|fd|fe8|fe9|fea|feb)/.test(host);
  }
  // A bare name without a dot (an intranet name) or a number-only host in another notation.
  if (!host.includes(".")) return true;
  if (/^[0-9.]+$/.test(host) || /^0x/i.test(host)) return true;
  return false;
}

/** Checks one address before it is fetched; throws the 400 to show when it may not be. */
export function checkLinkUrl(raw: string, allowLocal: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest(LINK_MESSAGES.scheme, { url: LINK_MESSAGES.scheme });
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw badRequest(LINK_MESSAGES.scheme, { url: LINK_MESSAGES.scheme });
  if (url.username || url.password)
    throw badRequest(LINK_MESSAGES.credentials, { url: LINK_MESSAGES.credentials });
  if (!allowLocal) {
    if (url.port !== "" && url.port !== "80" && url.port !== "443")
      throw badRequest(LINK_MESSAGES.port, { url: LINK_MESSAGES.port });
    if (isPrivateHost(url.hostname))
      throw badRequest(LINK_MESSAGES.privateHost, { url: LINK_MESSAGES.privateHost });
  }
  url.hash = "";
  return url;
}

// ---------------------------------------------------------------------------------------------
// The fetch
// ---------------------------------------------------------------------------------------------

/** Reads at most `max` bytes of a body, then stops (the rest is never downloaded). */
export async function readCappedBytes(
  body: ReadableStream<Uint8Array> | null,
  max: number,
): Promise<{ bytes: Uint8Array; truncated: boolean }> {
  if (!body) return { bytes: new Uint8Array(0), truncated: false };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      const room = max - size;
      if (value.byteLength > room) {
        chunks.push(value.subarray(0, room));
        size += room;
        truncated = true;
        break;
      }
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    all.set(c, offset);
    offset += c.byteLength;
  }
  return { bytes: all, truncated };
}

export async function readCapped(body: ReadableStream<Uint8Array> | null, max: number): Promise<string> {
  return new TextDecoder().decode((await readCappedBytes(body, max)).bytes);
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

type FetchOptions = { allowLocal: boolean; fetcher?: FetchLike; limits?: Partial<LinkLimits> };

/**
 * GET within the limits: the address checked, redirects followed by hand (each checked), the
 * time limit over the whole chain. Answers the final response (status 2xx) and its address.
 */
async function fetchWithin(
  raw: string,
  options: FetchOptions,
  accept: string,
  read: (res: Response, url: URL, limits: LinkLimits) => Promise<unknown>,
): Promise<unknown> {
  const limits = { ...LINK_LIMITS, ...options.limits };
  const fetcher = options.fetcher ?? ((input, init) => fetch(input, init));
  let url = checkLinkUrl(raw, options.allowLocal);
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  try {
    for (let hop = 0; ; hop++) {
      const res = await fetcher(url.toString(), {
        method: "GET",
        redirect: "manual",
        signal: deadline,
        headers: { Accept: accept, "User-Agent": "LayeredSelections/1.0 (+product link import)" },
      });
      if (res.status >= 300 && res.status < 400 && res.headers.get("Location")) {
        await res.body?.cancel().catch(() => undefined);
        if (hop >= limits.maxRedirects)
          throw badRequest(LINK_MESSAGES.tooManyRedirects, { url: LINK_MESSAGES.tooManyRedirects });
        url = checkLinkUrl(new URL(res.headers.get("Location") ?? "", url).toString(), options.allowLocal);
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel().catch(() => undefined);
        throw badRequest(LINK_MESSAGES.unreachable, { url: LINK_MESSAGES.unreachable });
      }
      return await read(res, url, limits);
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const timedOut =
      deadline.aborted ||
      (err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError"));
    throw timedOut
      ? badRequest(LINK_MESSAGES.timeout, { url: LINK_MESSAGES.timeout })
      : badRequest(LINK_MESSAGES.unreachable, { url: LINK_MESSAGES.unreachable });
  }
}

/**
 * Fetches a product page within the limits and reads it. `fetcher` is the global fetch in the
 * Worker; the tests pass a stand-in to exercise redirects, sizes and time-outs.
 */
export async function fetchProductPage(raw: string, options: FetchOptions): Promise<ProductLinkDetails> {
  return (await fetchWithin(
    raw,
    options,
    "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
    async (res, url, limits) => {
      const type = (res.headers.get("Content-Type") ?? "text/html").toLowerCase();
      if (!type.includes("html") && !type.includes("xml")) {
        await res.body?.cancel().catch(() => undefined);
        throw badRequest(LINK_MESSAGES.notHtml, { url: LINK_MESSAGES.notHtml });
      }
      const html = await readCapped(res.body, limits.maxBytes);
      return parseProductPage(html, url.toString());
    },
  )) as ProductLinkDetails;
}

/** The photo types the import keeps (no SVG: it could carry script), and their size limit. */
export const PHOTO_TYPES: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Fetches the product's photo within the same limits: a JPEG, PNG or WebP whose leading bytes
 * match its type, at most 5 MB; anything else is null (the piece is added without it).
 */
export async function fetchPhoto(
  raw: string,
  options: FetchOptions,
): Promise<{ bytes: Uint8Array; type: string } | null> {
  try {
    return (await fetchWithin(
      raw,
      options,
      "image/webp,image/jpeg,image/png;q=0.9",
      async (res, _url, limits) => {
        const type = (res.headers.get("Content-Type") ?? "").toLowerCase().split(";")[0]?.trim() ?? "";
        if (!(type in PHOTO_TYPES)) {
          await res.body?.cancel().catch(() => undefined);
          return null;
        }
        const { bytes, truncated } = await readCappedBytes(
          res.body,
          Math.min(limits.maxBytes, PHOTO_MAX_BYTES),
        );
        return truncated || !bytesMatchType(bytes, type) ? null : { bytes, type };
      },
    )) as { bytes: Uint8Array; type: string } | null;
  } catch {
    return null;
  }
}

/**
 * Keeps an imported photo among the Worker's own images (the pages' policy shows no other):
 * content-addressed under media/selections/, so the same photo is stored once.
 */
export async function storePhoto(
  bucket: R2Bucket,
  photo: { bytes: Uint8Array; type: string },
): Promise<string> {
  const name = `selections/${await sha256Hex(photo.bytes)}.${PHOTO_TYPES[photo.type]}`;
  await bucket.put(`${MEDIA_PREFIX}${name}`, photo.bytes, { httpMetadata: { contentType: photo.type } });
  return `/media/${name}`;
}

/**
 * The router's entry. Local addresses are fetched only where local sign-in is allowed (DEV_LOGIN
 * on a localhost deployment, asked from localhost: development and the browser tests); a
 * production deployment never fetches them.
 */
export async function importFromLink(deps: Deps, url: string): Promise<ProductLinkDetails> {
  const options = { allowLocal: devLoginAllowed(deps.config, deps.origin) };
  const details = await fetchProductPage(url, options);
  if (details.imageUrl) {
    const photo = await fetchPhoto(details.imageUrl, { ...options, limits: { maxBytes: PHOTO_MAX_BYTES } });
    // Without a copy the address is kept: the studio sees it and may replace it.
    if (photo) details.imageUrl = await storePhoto(deps.env.MEDIA, photo);
  }
  return details;
}
