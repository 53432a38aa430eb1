/**
 * The edge cache for public reads (docs/decisions/0008-edge-cache-and-per-route-html.md): the public API's JSON, the
 * Worker's per-route HTML and the sitemap, in the Workers Cache API (`caches.default`).
 *
 * Keys are `<path>?v=<deploy>.<content version>`:
 * - the deploy id (CF_VERSION_METADATA) changes with every deploy of code, assets or configuration;
 * - the content version is one D1 row (cache_versions) that triggers bump whenever a public row
 *   changes (migrations/0001_cache-versions.sql), in the same statement as the change.
 * Purging is bumping: the next request builds a new key and old entries age out unread, so an
 * admin's publish is public on the very next request, whichever route or script made it.
 *
 * Browsers get `max-age=0, must-revalidate` with an ETag of the same two parts: a revalidation is
 * a 304 straight from the version check, and no browser (least of all the admin's own) keeps a
 * stale copy. Only responses a route marked `public` are stored, never a Set-Cookie.
 */
import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { pageSearch } from "../../src/shared/portfolio-filter";
import { SESSION_COOKIE } from "../auth/session";
import { getContentVersion } from "../pages/queries";
import type { AppEnv } from "../types";

/** What browsers get for public JSON and HTML: always revalidate (cheaply, by ETag). */
export const BROWSER_REVALIDATE = "public, max-age=0, must-revalidate";
/** How long the edge keeps a versioned entry: it can never be stale, only unreachable. */
const EDGE_TTL_SECONDS = 24 * 60 * 60;
/** Header naming whether the edge cache answered (useful in tests, the bench and devtools). */
export const CACHE_STATUS_HEADER = "X-Edge-Cache";

/**
 * The content version is read from D1 at most once per VERSION_MEMO_MS in an isolate for anonymous
 * visitors (a busy page then costs no D1 read at all); requests carrying a session cookie (the
 * admin checking their change) always read it fresh, and any successful change made through this
 * isolate forgets it at once. EDGE_VERSION_MEMO_MS=0 turns the memo off (the worker tests write
 * rows directly and expect to read them back at once).
 */
const DEFAULT_VERSION_MEMO_MS = 2000;
let memo: { version: number; at: number } | null = null;

function memoMs(c: Context<AppEnv>): number {
  const raw = c.env.EDGE_VERSION_MEMO_MS;
  if (raw === undefined || raw.trim() === "") return DEFAULT_VERSION_MEMO_MS;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? Math.min(value, 5000) : DEFAULT_VERSION_MEMO_MS;
}

/** Whether the request carries a session cookie (valid or not: that takes a D1 read to know). */
export function hasSessionCookie(c: Context<AppEnv>): boolean {
  return (c.req.header("Cookie") ?? "").includes(`${SESSION_COOKIE}=`);
}

export async function contentVersion(c: Context<AppEnv>): Promise<number> {
  const ttl = memoMs(c);
  const now = Date.now();
  if (ttl > 0 && memo && now - memo.at < ttl && !hasSessionCookie(c)) return memo.version;
  const version = await getContentVersion(c.env.DB, hasSessionCookie(c));
  memo = { version, at: now };
  return version;
}

/** After a successful change through this isolate: read the version afresh next time. */
export function forgetContentVersion(): void {
  memo = null;
}

/** Stands in for the deploy id where there is no version metadata (a per-isolate random id). */
let isolateId: string | null = null;

function deployId(c: Context<AppEnv>): string {
  const id = c.env.CF_VERSION_METADATA?.id;
  if (id) return id.slice(0, 13);
  // Random values may only be made while handling a request, hence lazily.
  isolateId ??= crypto.randomUUID().slice(0, 13);
  return isolateId;
}

/** The `<deploy>.<content>` tag of everything public right now. */
export async function publicVersionTag(c: Context<AppEnv>): Promise<string> {
  return `${deployId(c)}.${await contentVersion(c)}`;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((t) => {
    const v = t.trim();
    return v === "*" || v.replace(/^W\//, "") === bare;
  });
}

function isPublic(res: Response): boolean {
  return /^\s*public\b/i.test(res.headers.get("Cache-Control") ?? "");
}

function mutable(res: Response): Response {
  return new Response(res.body, res);
}

/**
 * The first tier: recent answers kept in the isolate's memory under the same versioned keys (a
 * key never changes meaning within a deploy, so an entry is never stale, only unreachable once
 * the version moves on). A hit costs no cache round trip; the Cache API stays the shared tier
 * for the data centre. Bounded in entries and bytes, least recently used out first. Off with the
 * version memo (EDGE_VERSION_MEMO_MS=0): the worker tests reset D1 under one isolate, so their
 * version numbers repeat.
 */
type Stored = { status: number; headers: [string, string][]; body: ArrayBuffer };
const MEMORY_MAX_ENTRIES = 64;
const MEMORY_MAX_BYTES = 4 * 1024 * 1024;
const memory = new Map<string, Stored>();
let memoryBytes = 0;

function memoryGet(key: string): Stored | undefined {
  const entry = memory.get(key);
  if (entry) {
    // Most recently used last.
    memory.delete(key);
    memory.set(key, entry);
  }
  return entry;
}

function memoryPut(key: string, entry: Stored): void {
  if (entry.body.byteLength > MEMORY_MAX_BYTES / 8) return;
  const previous = memory.get(key);
  if (previous) memoryBytes -= previous.body.byteLength;
  memory.delete(key);
  memory.set(key, entry);
  memoryBytes += entry.body.byteLength;
  for (const [oldest, value] of memory) {
    if (memory.size <= MEMORY_MAX_ENTRIES && memoryBytes <= MEMORY_MAX_BYTES) break;
    memory.delete(oldest);
    memoryBytes -= value.body.byteLength;
  }
}

async function toStored(res: Response): Promise<Stored> {
  return { status: res.status, headers: [...res.headers], body: await res.arrayBuffer() };
}

function fromStored(entry: Stored): Response {
  return new Response(entry.body, { status: entry.status, headers: entry.headers });
}

/**
 * Middleware for public GET routes whose answer depends only on the URL and the public data.
 * HEAD and other methods pass through untouched. `contentType` (the routes' own) is repeated on
 * 304s: browsers merge a 304's headers into the stored response, and the security headers differ
 * for HTML and other types, so a 304 without it would swap an HTML page's policy for the data one.
 * For the same reason, with `ownPolicy`, the stored answer's own Content-Security-Policy is
 * repeated on them (the public pages allow their inline scripts by hash, and those differ per
 * render): when no stored copy is left, the answer is rendered again and sent whole (200), since
 * the browser's copy needs the policy of the render it came from.
 * `variant` splits one URL's answer in two or more kinds (key and ETag both carry it).
 */
function versionedEdgeCache(
  options: { contentType?: string; ownPolicy?: boolean; variant?: (c: Context<AppEnv>) => string } = {},
): MiddlewareHandler<AppEnv> {
  const { contentType, ownPolicy, variant } = options;
  return createMiddleware<AppEnv>(async (c, next) => {
    // `vite dev` reloads the Worker's code under the same version id: caching would serve
    // answers of the code before the edit.
    if (c.req.method !== "GET" || import.meta.env.MODE === "development") return next();
    const tag = `${await publicVersionTag(c)}${variant ? `.${variant(c)}` : ""}`;
    const etag = `W/"${tag}"`;
    const url = new URL(c.req.url);
    // The query string never changes a public answer (the SPA reads its own search params), so it
    // is not part of the key: `?utm_source=...` cannot fill the cache with copies. The one
    // exception, a page rendered differently for a known value (the portfolio's category), is
    // keyed by that value alone, normalised (src/shared/portfolio-filter.ts).
    const search = pageSearch(url.pathname, url.searchParams);
    const keyUrl = `${url.origin}${url.pathname}?v=${encodeURIComponent(tag)}${search ? `&${search.slice(1)}` : ""}`;
    const key = new Request(keyUrl);
    const useMemory = memoMs(c) > 0;
    if (etagMatches(c.req.header("If-None-Match"), etag)) {
      const headers = new Headers({
        ETag: etag,
        "Cache-Control": BROWSER_REVALIDATE,
        [CACHE_STATUS_HEADER]: "REVALIDATED",
      });
      if (contentType) headers.set("Content-Type", contentType);
      const policy = ownPolicy ? await storedPolicy(keyUrl, key, useMemory) : undefined;
      if (policy) headers.set("Content-Security-Policy", policy);
      if (!ownPolicy || policy) return new Response(null, { status: 304, headers });
    }
    const forBrowser = (res: Response, status: "HIT" | "MISS") => {
      res.headers.set("Cache-Control", BROWSER_REVALIDATE);
      res.headers.set(CACHE_STATUS_HEADER, status);
      if (res.status === 200) res.headers.set("ETag", etag);
      return res;
    };

    const remembered = useMemory ? memoryGet(keyUrl) : undefined;
    if (remembered) return forBrowser(fromStored(remembered), "HIT");
    const cache = caches.default;
    const hit = await cache.match(key);
    if (hit) {
      if (!useMemory) return forBrowser(mutable(hit), "HIT");
      const entry = await toStored(hit);
      memoryPut(keyUrl, entry);
      return forBrowser(fromStored(entry), "HIT");
    }

    await next();

    const res = c.res;
    if ((res.status === 200 || res.status === 404) && isPublic(res)) {
      // Buffered once (pages are small): the same bytes go to the visitor, the memory tier and
      // the Cache API.
      const entry = await toStored(res);
      const headers = new Headers(entry.headers);
      headers.set("Cache-Control", `public, max-age=${EDGE_TTL_SECONDS}`);
      headers.delete("Set-Cookie");
      headers.delete(CACHE_STATUS_HEADER);
      const shared: Stored = { status: entry.status, headers: [...headers], body: entry.body };
      c.executionCtx.waitUntil(cache.put(key, fromStored(shared)));
      if (useMemory) memoryPut(keyUrl, shared);
      // The visitor's copy keeps its Set-Cookie (a renewed session), never stored above.
      c.res = forBrowser(fromStored(entry), "MISS");
    }
  });
}

/** The Content-Security-Policy of the stored answer under `key`, if one is still stored. */
async function storedPolicy(keyUrl: string, key: Request, useMemory: boolean): Promise<string | null> {
  const remembered = useMemory ? memoryGet(keyUrl) : undefined;
  if (remembered) return new Headers(remembered.headers).get("Content-Security-Policy");
  const hit = await caches.default.match(key);
  if (!hit) return null;
  await hit.body?.cancel();
  return hit.headers.get("Content-Security-Policy");
}

/** For the public API's JSON and the sitemap. */
export const edgeCache: MiddlewareHandler<AppEnv> = versionedEdgeCache();

/**
 * For the Worker's per-route HTML, in two kinds: for visitors without a session cookie (certainly
 * signed out, so the page says so itself: no /api/auth/user round trip, no 401) and for the rest.
 */
export const htmlEdgeCache: MiddlewareHandler<AppEnv> = versionedEdgeCache({
  contentType: "text/html; charset=utf-8",
  // The pages' policy allows their inline scripts by hash (worker/pages/inline-scripts.ts).
  ownPolicy: true,
  variant: (c) => (hasSessionCookie(c) ? "session" : "anonymous"),
});

/**
 * Forgets the memoized content version after any successful change made through this isolate, so
 * the admin who made it sees it at once even without a session cookie in the next request.
 */
export const forgetVersionAfterChanges: MiddlewareHandler<AppEnv> = createMiddleware<AppEnv>(
  async (c, next) => {
    await next();
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD" && method !== "OPTIONS" && c.res.status < 400) {
      forgetContentVersion();
    }
  },
);

/**
 * Immutable responses (media under content-addressed keys): the edge keeps them under their own
 * URL. Conditional requests are answered from the stored ETag.
 */
export const immutableEdgeCache: MiddlewareHandler<AppEnv> = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== "GET") return next();
  const url = new URL(c.req.url);
  const key = new Request(`${url.origin}${url.pathname}`);
  const cache = caches.default;
  const hit = await cache.match(key);
  if (hit) {
    const etag = hit.headers.get("ETag");
    if (etag && etagMatches(c.req.header("If-None-Match"), etag)) {
      const headers = new Headers(hit.headers);
      headers.delete("Content-Length");
      headers.set(CACHE_STATUS_HEADER, "REVALIDATED");
      return new Response(null, { status: 304, headers });
    }
    const res = mutable(hit);
    res.headers.set(CACHE_STATUS_HEADER, "HIT");
    return res;
  }
  await next();
  const res = c.res;
  if (res.status === 200 && /immutable/.test(res.headers.get("Cache-Control") ?? "")) {
    c.executionCtx.waitUntil(cache.put(key, res.clone()));
    const out = mutable(res);
    out.headers.set(CACHE_STATUS_HEADER, "MISS");
    c.res = out;
  }
});
