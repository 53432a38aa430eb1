/**
 * Client links (/portal/{id}?token=…) are capability URLs: whoever holds one sees the project.
 * Following the W3C TAG's "Good Practices for Capability URLs", this file checks the whole set of
 * properties in one place and prints the figures:
 *   1. entropy: 256 random bits, 43 base64url characters, never repeated;
 *   2. stored safely: no table or column holds a token in clear (hash + ciphertext only);
 *   3. expiry, 4. revocation and replacement: effective on the very next request, everywhere;
 *   5. no leak through Referer: no-referrer on every portal page and API answer, errors included;
 *   6. no leak through logs: no log call prints a URL or token, nothing logged during a whole
 *      portal session contains the token, and query strings are redacted from Workers logs;
 *      and no response body carries the token except the admin's "Copy Client Link" endpoint;
 *   7. no leak through caches: private, no-store on every portal and client answer;
 *   8. rate-limited guessing: how many guesses one address gets per minute before 429s.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { TOKEN_BYTES } from "../../worker/auth/project-token";
import { clientIp } from "../../worker/http/rate-limit";
import { userTables } from "./db-snapshot";
import { api, json, type Session, signIn, uniqueEmail } from "./helpers";
import { createProjectViaApi, PNG, uploadDocument, validMeeting } from "./security-fixtures";

let admin: Session;
let projectId: number;
let documentId: number;
let meetingId: number;

type Link = { token: string; url: string; expiresAt: string | null };

let ipCounter = 0;
/** Each request its own address (TEST-NET-3), unless a test means to share one. */
const freshIp = () => `203.0.113.${(++ipCounter % 250) + 1}`;

function portal(path: string, init: Parameters<typeof api>[1] & { ip?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("CF-Connecting-IP", init.ip ?? freshIp());
  return api(path, { ...init, headers });
}

async function issue(body?: unknown): Promise<Link> {
  const res = await api(`/api/admin/projects/${projectId}/access-token`, {
    method: "POST",
    session: admin,
    ...(body === undefined ? {} : { json: body }),
  });
  expect(res.status).toBe(201);
  return json<Link>(res);
}

/** Every way the portal uses a token, as [label, request]. */
function portalCalls(token: string): [string, () => Promise<Response>][] {
  const q = (extra = "") => `token=${encodeURIComponent(token)}${extra}`;
  return [
    ["project view", () => portal(`/api/portal/project-by-token?${q(`&id=${projectId}`)}`)],
    [
      "document link",
      () => portal(`/api/portal/documents/${documentId}?${q("&disposition=inline&format=json")}`),
    ],
    [
      "document redirect",
      () => portal(`/api/portal/documents/${documentId}?${q("&disposition=attachment")}`),
    ],
    ["calendar file", () => portal(`/api/portal/meetings/${meetingId}/ics?${q(`&projectId=${projectId}`)}`)],
    [
      "feedback",
      () =>
        portal(`/api/portal/documents/${documentId}/feedback`, {
          json: { token, projectId, status: "approved", comment: "Lovely" },
        }),
    ],
    [
      "upload URL",
      () =>
        portal("/api/portal/uploads/upload-url", {
          json: { token, projectId, fileName: "idea.png", fileType: "image/png", fileSize: PNG.length },
        }),
    ],
  ];
}

beforeAll(async () => {
  admin = await signIn("admin", uniqueEmail("caplink-admin"), "Avery");
  projectId = (await createProjectViaApi(admin, { clientProjectName: "Capability Cottage" })).id;
  documentId = (await uploadDocument(admin, projectId, { category: "visual_documents", title: "Rendering" }))
    .id;
  const meeting = await api(`/api/projects/${projectId}/meetings`, { json: validMeeting(), session: admin });
  expect(meeting.status).toBe(201);
  meetingId = (await json<{ id: number }>(meeting)).id;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("1. entropy", () => {
  it("issues 256-bit, 43-character base64url tokens that never repeat", async () => {
    const issued = new Set<string>();
    const ISSUES = 200;
    const counts = new Map<string, number>();
    for (let i = 0; i < ISSUES; i++) {
      const { token, url } = await issue();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(url).toBe(`/portal/${projectId}?token=${token}`);
      // 43 base64url characters carry 258 bits; the last one holds only 4 real bits: 32 bytes.
      const bytes = Uint8Array.from(atob(`${token.replace(/-/g, "+").replace(/_/g, "/")}=`), (c) =>
        c.charCodeAt(0),
      );
      expect(bytes.length).toBe(TOKEN_BYTES);
      issued.add(token);
      for (const ch of token.slice(0, 42)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    expect(issued.size).toBe(ISSUES);
    // A crude check that characters are spread over the whole alphabet (Shannon entropy per
    // character close to log2(64) = 6 bits), which a broken generator would fail.
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const perChar = -[...counts.values()].reduce((h, n) => h + (n / total) * Math.log2(n / total), 0);
    expect(counts.size).toBe(64);
    expect(perChar).toBeGreaterThan(5.9);
    console.info(
      `Capability links: ${ISSUES} tokens issued, ${issued.size} distinct, ${TOKEN_BYTES * 8} random bits each, ` +
        `${perChar.toFixed(3)} bits of entropy per character observed (ideal 6)`,
    );
  });
});

describe("2. stored safely", () => {
  it("no table or column of the database holds a token in clear", async () => {
    const link = await issue();
    const tables = await userTables();
    let cells = 0;
    for (const table of tables) {
      const rows = await env.DB.prepare(`SELECT * FROM "${table}"`).all<Record<string, unknown>>();
      for (const row of rows.results) {
        for (const value of Object.values(row)) {
          cells++;
          expect(String(value ?? ""), `${table} holds the token`).not.toContain(link.token);
        }
      }
    }
    // What is stored instead: a SHA-256 for lookups and an AES-GCM ciphertext for copying.
    const row = await env.DB.prepare(
      "SELECT access_token_hash AS hash, access_token_ciphertext AS sealed FROM projects WHERE id = ?",
    )
      .bind(projectId)
      .first<{ hash: string; sealed: string }>();
    expect(row?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.sealed).toMatch(/^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    console.info(`Capability links: ${tables.length} tables, ${cells} stored values scanned, 0 clear tokens`);
  });
});

describe("3-4. expiry, revocation and replacement", () => {
  it("a link works until its expiry and not one request later", async () => {
    const link = await issue({ expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    for (const [label, call] of portalCalls(link.token)) {
      expect((await call()).status, `${label} before expiry`).toBeLessThan(400);
    }
    await env.DB.prepare("UPDATE projects SET access_token_expires_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), projectId)
      .run();
    for (const [label, call] of portalCalls(link.token)) {
      const res = await call();
      expect(res.status, `${label} after expiry`).toBe(404);
      expect(await json(res)).toEqual({ message: "Not found." });
    }
  });

  it("revoking or replacing a link stops the old one on the very next request", async () => {
    const first = await issue();
    expect((await portalCalls(first.token)[0]?.[1]())?.status).toBe(200);
    const second = await issue();
    for (const [label, call] of portalCalls(first.token)) {
      expect((await call()).status, `${label} with a replaced link`).toBe(404);
    }
    expect((await portalCalls(second.token)[0]?.[1]())?.status).toBe(200);
    const revoked = await api(`/api/admin/projects/${projectId}/access-token`, {
      method: "DELETE",
      session: admin,
    });
    expect(revoked.status).toBe(200);
    for (const [label, call] of portalCalls(second.token)) {
      expect((await call()).status, `${label} with a revoked link`).toBe(404);
    }
    // And "Copy Client Link" has nothing to copy any more.
    expect((await api(`/api/admin/projects/${projectId}/access-token`, { session: admin })).status).toBe(404);
  });
});

describe("5-7. no leak through Referer, logs, caches or bodies", () => {
  it("every portal answer, success or refusal, is no-referrer and private, no-store", async () => {
    const link = await issue();
    let checked = 0;
    const check = (label: string, res: Response) => {
      checked++;
      expect(res.headers.get("Referrer-Policy"), label).toBe("no-referrer");
      expect(res.headers.get("Cache-Control"), label).toBe("private, no-store");
    };
    for (const token of [link.token, "A".repeat(43), "short"]) {
      for (const [label, call] of portalCalls(token)) check(`${label} (${token.slice(0, 4)}…)`, await call());
    }
    // Refusals that happen before any route runs: unknown path, wrong method, body too large.
    check("unknown portal path", await portal("/api/portal/nothing-here"));
    check(
      "oversized body",
      await portal("/api/portal/uploads/complete", { json: { pad: "x".repeat(300_000) } }),
    );
    const client = await signIn("client", uniqueEmail("caplink-client"));
    check("client projects", await api("/api/client/projects", { session: client }));
    check("client documents", await api(`/api/client/projects/${projectId}/documents`, { session: client }));
    check("client signed out", await api("/api/client/projects"));
    // The signed file URL a document link leads to.
    const linkRes = await portalCalls(link.token)[1]?.[1]();
    const { url } = await json<{ url: string }>(linkRes ?? new Response("{}"));
    check("signed file", await api(new URL(url).pathname));
    console.info(
      `Capability links: ${checked} portal/client answers checked: no-referrer, private, no-store`,
    );
  });

  it("no response body carries the token, except the admin's Copy Client Link", async () => {
    const link = await issue();
    const bodies: [string, Response][] = [];
    for (const [label, call] of portalCalls(link.token)) bodies.push([label, await call()]);
    for (const path of [
      "/api/admin/projects",
      `/api/admin/projects/${projectId}`,
      "/api/admin/audit",
      `/api/projects/${projectId}/documents`,
      "/api/projects",
    ]) {
      bodies.push([path, await api(path, { session: admin })]);
    }
    for (const [label, res] of bodies) {
      const text = await res.text();
      expect(text, `${label} echoes the token`).not.toContain(link.token);
      expect(res.headers.get("Location") ?? "", `${label} redirects with the token`).not.toContain(
        link.token,
      );
    }
    const copy = await api(`/api/admin/projects/${projectId}/access-token`, { session: admin });
    expect((await json<Link>(copy)).token).toBe(link.token);
  });

  it("nothing logged during a portal session contains the token", async () => {
    const lines: string[] = [];
    for (const level of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(" "));
      });
    }
    const link = await issue();
    for (const [, call] of portalCalls(link.token)) await call();
    for (const [, call] of portalCalls(`${link.token.slice(0, 42)}x`)) await call();
    vi.restoreAllMocks();
    expect(lines.filter((l) => l.includes(link.token) || l.includes(link.token.slice(0, 42)))).toEqual([]);
  });

  it("no log call in the Worker prints a URL, query string or token", () => {
    const sources = import.meta.glob("../../worker/**/*.ts", {
      query: "?raw",
      import: "default",
      eager: true,
    }) as Record<string, string>;
    const calls: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      for (const match of text.matchAll(/console\.(log|info|warn|error|debug)\(([\s\S]*?)\);/g)) {
        calls.push(`${file}: ${match[2]}`);
      }
    }
    expect(calls.length).toBeGreaterThan(0);
    const suspicious = calls.filter((c) =>
      /\b(url|token|req\.url|c\.req\.query|\.query\(|raw\.url|href)\b/i.test(c),
    );
    expect(suspicious).toEqual([]);
    console.info(`Capability links: ${calls.length} log calls in worker/ read, none prints a URL or token`);
  });

  it("Workers logs and traces drop query strings (wrangler.toml)", async () => {
    const toml = (await import("../../wrangler.toml?raw")).default as string;
    const observability = toml.slice(toml.indexOf("[observability]"));
    expect(observability).toMatch(/^redact_query_string\s*=\s*true/m);
  });
});

describe("8. rate-limited guessing", () => {
  it("in production only CF-Connecting-IP counts: X-Forwarded-For cannot dodge the limit", () => {
    const contextFor = (appOrigin: string, headers: Record<string, string>) =>
      ({
        get: (key: string) => (key === "config" ? { appOrigin } : undefined),
        req: { header: (name: string) => headers[name] },
      }) as unknown as Parameters<typeof clientIp>[0];
    const headers = { "CF-Connecting-IP": "203.0.113.50", "X-Forwarded-For": "10.0.0.1, 10.0.0.2" };
    expect(clientIp(contextFor("https://studio.example", headers))).toBe("203.0.113.50");
    expect(clientIp(contextFor("https://studio.example", { "X-Forwarded-For": "10.0.0.1" }))).toBe("unknown");
    // Locally (no edge in front; wrangler puts the loopback address in CF-Connecting-IP) the load
    // test simulates visitors with X-Forwarded-For.
    expect(clientIp(contextFor("http://localhost:8787", headers))).toBe("10.0.0.1");
    expect(clientIp(contextFor("http://localhost:8787", { "CF-Connecting-IP": "127.0.0.1" }))).toBe(
      "127.0.0.1",
    );
  });

  it("one address gets a fixed number of guesses per minute, then 429s (with the right token too)", async () => {
    const link = await issue();
    const ip = "198.18.0.7";
    const started = Date.now();
    let allowed = 0;
    let first429: Response | null = null;
    for (let i = 0; i < 200 && !first429; i++) {
      const guess = `${"A".repeat(42)}${"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"[i % 64]}`;
      const res = await portal(`/api/portal/project-by-token?token=${guess}&id=${projectId}`, { ip });
      if (res.status === 429) first429 = res;
      else {
        expect(res.status).toBe(404);
        allowed++;
      }
    }
    expect(first429, "guessing was never limited").not.toBeNull();
    // Same-window windows are fixed per minute; a boundary crossed mid-test can grant one more.
    expect(allowed).toBeGreaterThanOrEqual(1);
    expect(allowed).toBeLessThanOrEqual(120);
    expect(Number(first429?.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(first429?.headers.get("Referrer-Policy")).toBe("no-referrer");
    // The limit counts every token presented from that address, so even the right one waits...
    const right = await portal(`/api/portal/project-by-token?token=${link.token}&id=${projectId}`, { ip });
    expect(right.status).toBe(429);
    // ...while everyone else is unaffected.
    expect((await portal(`/api/portal/project-by-token?token=${link.token}&id=${projectId}`)).status).toBe(
      200,
    );
    const seconds = (Date.now() - started) / 1000;
    const years = 2 ** 255 / (allowed * 60 * 24 * 365);
    console.info(
      `Capability links: one address got ${allowed} guesses per minute before 429 (measured in ${seconds.toFixed(1)} s); ` +
        `at that rate finding one 256-bit token takes about ${years.toExponential(1)} years`,
    );
  });
});
