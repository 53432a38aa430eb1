/**
 * Security headers on every kind of response the Worker gives (issue 10): HTML it renders, API
 * successes and errors of every status, media from R2, signed files, calendar files, redirects,
 * text and XML, and the SPA hand-off. public/_headers (static assets and the SPA's HTML, checked
 * in a real server by tests/e2e/security-headers.spec.ts) must carry the same set.
 *
 * It also scores the responses with the Mozilla HTTP Observatory's header rules (MDN "Tests and
 * scoring"; the non-header tests are covered in SECURITY.md) and requires A+ (100 or more).
 */
import { createExecutionContext, SELF, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { BASE_SECURITY_HEADERS, isPrivatePath } from "../../worker/http/headers";
import { app } from "../../worker/index";
import { signClaims } from "../../worker/storage/signed-urls";
import { api, BASE, json, type Session, signIn, uniqueEmail } from "./helpers";
import { createProjectViaApi, uploadDocument, validMeeting } from "./security-fixtures";

const ONE_YEAR = 31_536_000;

/** An unexpected failure through the real Worker: its database throws on every statement. */
async function serverError(session: Session): Promise<Response> {
  const failing = new Proxy(env.DB, {
    get(target, prop, receiver) {
      if (prop === "prepare" || prop === "batch" || prop === "exec") {
        return () => {
          throw new Error("D1_ERROR: simulated outage");
        };
      }
      return Reflect.get(target, prop, receiver);
    },
  });
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(`${BASE}/api/auth/user`, { headers: { Cookie: session.cookie } }),
      { ...env, DB: failing },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return res;
  } finally {
    logged.mockRestore();
  }
}

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/** The header checks every response must pass; returns what is wrong. */
function headerProblems(res: Response, path: string): string[] {
  const problems: string[] = [];
  const h = res.headers;
  const csp = h.get("Content-Security-Policy") ?? "";
  const d = directives(csp);
  if (!csp) problems.push("no Content-Security-Policy");
  const scriptSrc = d.get("script-src") ?? d.get("default-src") ?? [];
  if (scriptSrc.some((v) => v === "'unsafe-inline'" || v === "'unsafe-eval'" || v === "*" || v === "http:"))
    problems.push(`script-src allows ${scriptSrc.join(" ")}`);
  for (const [name, value] of [
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["frame-ancestors", "'none'"],
  ] as const) {
    // default-src covers object-src (not base-uri or frame-ancestors, which never fall back).
    const own = d.get(name) ?? (name === "object-src" ? d.get("default-src") : undefined);
    if (!own?.includes(value)) problems.push(`${name} is not ${value}`);
  }
  const hsts = /max-age=(\d+)/.exec(h.get("Strict-Transport-Security") ?? "");
  if (!hsts || Number(hsts[1]) < ONE_YEAR) problems.push("HSTS under one year");
  if (h.get("X-Content-Type-Options") !== "nosniff") problems.push("no nosniff");
  const referrer = h.get("Referrer-Policy");
  if (!referrer) problems.push("no Referrer-Policy");
  if (isPrivatePath(new URL(path, BASE).pathname) && referrer !== "no-referrer")
    problems.push(`private path with Referrer-Policy ${referrer}`);
  if (!h.get("Permissions-Policy")?.includes("camera=()")) problems.push("no Permissions-Policy");
  return problems;
}

/**
 * The Observatory's score from the header-based tests (baseline 100, penalties, then bonuses if
 * still ≥ 90). Cookies are scored from a sign-in response's Set-Cookie.
 */
function observatoryScore(res: Response, setCookies: string[]): { score: number; notes: string[] } {
  const notes: string[] = [];
  let penalties = 0;
  let bonus = 0;
  const h = res.headers;
  const csp = h.get("Content-Security-Policy");
  if (!csp) penalties -= 25;
  else {
    const d = directives(csp);
    const script = d.get("script-src") ?? d.get("default-src") ?? [];
    const all = [...d.values()].flat();
    if (script.includes("'unsafe-inline'")) penalties -= 20;
    else if (all.includes("'unsafe-eval'")) penalties -= 10;
    else if (all.some((v) => v.startsWith("http:"))) penalties -= 20;
    else if (d.get("default-src")?.includes("'none'") && !all.includes("'unsafe-inline'")) bonus += 10;
    notes.push(
      (d.get("style-src") ?? []).includes("'unsafe-inline'")
        ? "CSP: 'unsafe-inline' in style-src only (0)"
        : "CSP: no unsafe sources",
    );
    if (d.get("frame-ancestors")) {
      bonus += 5;
      notes.push("X-Frame-Options via CSP frame-ancestors (+5)");
    }
  }
  if (!csp?.includes("frame-ancestors") && !h.get("X-Frame-Options")) penalties -= 20;
  const maxAge = Number(/max-age=(\d+)/.exec(h.get("Strict-Transport-Security") ?? "")?.[1] ?? "0");
  if (maxAge === 0) penalties -= 20;
  else if (maxAge < 15_768_000) penalties -= 10;
  if (h.get("X-Content-Type-Options") !== "nosniff") penalties -= 5;
  const referrer = h.get("Referrer-Policy") ?? "";
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(referrer)) {
    bonus += 5;
    notes.push(`Referrer-Policy ${referrer} (+5)`);
  } else if (referrer === "unsafe-url" || referrer === "origin-when-cross-origin" || referrer === "origin") {
    penalties -= 5;
  }
  if (h.get("Access-Control-Allow-Origin") === "*") penalties -= 50;
  const session = setCookies.find((c) => c.startsWith("__Host-layered_session="));
  if (session) {
    const attrs = session.toLowerCase();
    if (!attrs.includes("secure")) penalties -= 40;
    else if (!attrs.includes("httponly")) penalties -= 30;
    else if (/samesite=(lax|strict)/.test(attrs)) {
      bonus += 5;
      notes.push("Session cookie Secure, HttpOnly, SameSite (+5)");
    }
  }
  const base = 100 + penalties;
  return { score: base >= 90 ? base + bonus : base, notes };
}

let admin: Session;
let client: Session;
let projectId: number;
let documentId: number;
let meetingId: number;

beforeAll(async () => {
  admin = await signIn("admin", uniqueEmail("headers-admin"));
  client = await signIn("client", uniqueEmail("headers-client"));
  projectId = (await createProjectViaApi(admin)).id;
  documentId = (await uploadDocument(admin, projectId)).id;
  meetingId = (
    await json<{ id: number }>(
      await api(`/api/projects/${projectId}/meetings`, { json: validMeeting(), session: admin }),
    )
  ).id;
  await env.MEDIA.put("media/headers-test-960.webp", new Uint8Array([0x52, 0x49, 0x46, 0x46]), {
    httpMetadata: { contentType: "image/webp" },
  });
});

describe("security headers on every kind of Worker response", () => {
  it("HTML, JSON of every status, media, files, calendars, redirects, text, XML, the SPA hand-off", async () => {
    const signedFile = await signClaims(env.APP_SECRET ?? "", "download", {
      k: "media/headers-test-960.webp",
      e: Math.floor(Date.now() / 1000) + 60,
      n: "test.webp",
      d: "attachment",
      t: "image/webp",
    });
    const oversized = JSON.stringify({ message: "x".repeat(300_000) });
    const cases: [string, () => Promise<Response>, number][] = [
      ["HTML rendered by the Worker", () => SELF.fetch(`${BASE}/`), 200],
      ["404 page (no page of the SPA)", () => SELF.fetch(`${BASE}/some/deep/link`), 404],
      ["SPA page (index.html)", () => SELF.fetch(`${BASE}/login`), 200],
      ["portal page", () => SELF.fetch(`${BASE}/portal/1?token=abc`), 200],
      ["API success", () => api("/api/health"), 200],
      ["API public list", () => api("/api/projects"), 200],
      ["API 400", () => api("/api/inquiries", { json: {} }), 400],
      ["API 401", () => api("/api/auth/user"), 401],
      ["API 403 (role)", () => api("/api/admin/projects", { session: client }), 403],
      [
        "API 403 (CSRF)",
        () => api("/api/inquiries", { json: {}, headers: { Origin: "https://evil.example" } }),
        403,
      ],
      ["API 404 (route)", () => api("/api/no-such-route"), 404],
      ["API 404 (row)", () => api("/api/projects/999999"), 404],
      [
        "API 400 (admin input)",
        () => api("/api/admin/orders/999999", { method: "PUT", json: { status: "nope" }, session: admin }),
        400,
      ],
      [
        "API 429",
        async () => {
          const headers = { "CF-Connecting-IP": "198.18.9.9" };
          for (let i = 0; i < 60; i++) {
            await (await api("/api/portal/project-by-token?token=x", { headers })).body?.cancel();
          }
          return api("/api/portal/project-by-token?token=x", { headers });
        },
        429,
      ],
      [
        "API 413",
        () =>
          api("/api/inquiries", {
            body: oversized,
            method: "POST",
            headers: { "Content-Type": "application/json" },
          }),
        413,
      ],
      ["API 500 (unexpected)", () => serverError(client), 500],
      ["portal API 404", () => api(`/api/portal/project-by-token?token=${"A".repeat(43)}&id=1`), 404],
      ["client API", () => api("/api/client/projects", { session: client }), 200],
      ["document redirect", () => api(`/api/documents/${documentId}`, { session: admin }), 302],
      ["media", () => SELF.fetch(`${BASE}/media/headers-test-960.webp`), 200],
      ["media 404", () => SELF.fetch(`${BASE}/media/nothing-here.webp`), 404],
      ["signed file", () => SELF.fetch(`${BASE}/files/download/${signedFile}`), 200],
      ["signed file refused", () => SELF.fetch(`${BASE}/files/download/forged`), 403],
      ["calendar file", () => api(`/api/meetings/${meetingId}/ics`, { session: admin }), 200],
      ["sign-out redirect", () => api("/api/logout"), 302],
      ["robots.txt", () => SELF.fetch(`${BASE}/robots.txt`), 200],
      ["sitemap.xml", () => SELF.fetch(`${BASE}/sitemap.xml`), 200],
    ];
    const failures: string[] = [];
    for (const [label, call, status] of cases) {
      const res = await call();
      if (res.status !== status) failures.push(`${label}: status ${res.status}, expected ${status}`);
      const url = new URL(res.url || BASE);
      for (const p of headerProblems(
        res,
        url.pathname === "/" && label.includes("portal") ? "/portal/1" : url.pathname,
      ))
        failures.push(`${label}: ${p}`);
      if (label.startsWith("portal") || label.startsWith("client") || label.startsWith("signed")) {
        if (res.headers.get("Referrer-Policy") !== "no-referrer") failures.push(`${label}: not no-referrer`);
        if (res.headers.get("Cache-Control") !== "private, no-store") failures.push(`${label}: cacheable`);
      }
      const type = res.headers.get("Content-Type") ?? "";
      if (
        type.startsWith("text/html") &&
        !res.headers.get("Content-Security-Policy")?.includes("script-src 'self'")
      )
        failures.push(`${label}: HTML without the page policy`);
      await res.body?.cancel();
    }
    expect(failures).toEqual([]);
    console.info(`Security headers: ${cases.length} kinds of Worker response checked, all complete`);
  });

  it("scores A+ with the Mozilla HTTP Observatory's header rules", async () => {
    const page = await SELF.fetch(`${BASE}/`);
    const login = await api("/api/dev/login", { json: { email: uniqueEmail("score"), role: "client" } });
    const { score, notes } = observatoryScore(page, login.headers.getSetCookie());
    console.info(
      `Observatory (header tests): ${score} → ${score >= 100 ? "A+" : "below A+"}; ${notes.join("; ")}`,
    );
    expect(score).toBeGreaterThanOrEqual(100);
  });

  it("public/_headers gives static assets the same set", async () => {
    const file = (await import("../../public/_headers?raw")).default as string;
    const block = file.slice(file.indexOf("/*\n"), file.indexOf("\n\n", file.indexOf("/*\n")));
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
      expect(block, name).toContain(`  ${name}: ${value}`);
    }
    for (const portalRule of ["/portal\n", "/portal/*\n"]) {
      const rule = file.slice(
        file.indexOf(portalRule),
        file.indexOf("\n\n", file.indexOf(portalRule)) + 1 || undefined,
      );
      expect(rule, portalRule).toContain("Referrer-Policy: no-referrer");
      expect(rule, portalRule).toContain("Cache-Control: private, no-store");
    }
  });
});
