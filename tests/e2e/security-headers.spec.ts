/**
 * Security headers as the real production server sends them (issue 10): static assets come from
 * Workers Static Assets with public/_headers, the rest (the pages included) from the Worker
 * (worker/http/headers.ts). Checked on a hashed script, the stylesheet, the SPA's own pages and
 * the 404 page of an unknown address, a portal link (no-referrer, no caching), a page the Worker
 * renders and an API answer; then a browser walks the site and the portal and must meet no CSP
 * violation (the policy protects without breaking anything).
 */
import { createHash } from "node:crypto";
import { newProject, privateLink, signInAs } from "./fixtures";
import { type APIResponse, expect, test } from "./test";

test.skip(({ isMobile }) => isMobile, "headers do not depend on the viewport");

function expectSecurityHeaders(res: APIResponse, label: string, { privatePath = false } = {}) {
  const h = res.headers();
  const csp = h["content-security-policy"] ?? "";
  expect(csp, `${label}: CSP`).toContain("object-src 'none'");
  expect(csp, `${label}: CSP`).toContain("base-uri 'none'");
  expect(csp, `${label}: CSP`).toContain("frame-ancestors 'none'");
  const script = /script-src ([^;]*)/.exec(csp)?.[1] ?? /default-src ([^;]*)/.exec(csp)?.[1] ?? "";
  expect(script, `${label}: script-src`).not.toMatch(/unsafe-inline|unsafe-eval|\*|http:/);
  const maxAge = Number(/max-age=(\d+)/.exec(h["strict-transport-security"] ?? "")?.[1] ?? 0);
  expect(maxAge, `${label}: HSTS`).toBeGreaterThanOrEqual(31_536_000);
  expect(h["x-content-type-options"], `${label}: nosniff`).toBe("nosniff");
  expect(h["permissions-policy"], `${label}: Permissions-Policy`).toContain("camera=()");
  expect(h["referrer-policy"], `${label}: Referrer-Policy`).toBe(
    privatePath ? "no-referrer" : "strict-origin-when-cross-origin",
  );
  if (privatePath) expect(h["cache-control"], `${label}: Cache-Control`).toBe("private, no-store");
}

test("static assets, the SPA fallback, deep links, portal links and the API all carry the headers", async ({
  request,
}) => {
  const home = await request.get("/");
  expect(home.status()).toBe(200);
  expectSecurityHeaders(home, "home page");
  const html = await home.text();
  // The page loads the SPA after itself: its entry is in the boot script's list (app-scripts).
  const appScripts = /<script type="application\/json" id="app-scripts">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const script = (JSON.parse(appScripts ?? "{}") as { entry?: string }).entry;
  const style = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(script, "a hashed script in the page's app-scripts list").toMatch(/^\/assets\/.+\.js$/);
  expect(style, "a hashed stylesheet in index.html").toBeTruthy();
  // Every script is same-origin (Observatory: SRI not needed). The only inline ones are the page's
  // theme and boot scripts and the router's dehydrated state of this render (decision 0008), each
  // allowed by its SHA-256 in the page's policy (no 'unsafe-inline'); JSON data blocks
  // (structured data, the script list) are not scripts.
  const policy = home.headers()["content-security-policy"] ?? "";
  const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1]?.split(" ") ?? [];
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attrs = ""]) => !/\bsrc=/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs),
  );
  expect(inline.slice(0, 2).map(([, attrs = ""]) => attrs.trim())).toEqual([
    'id="theme-init"',
    'id="app-boot"',
  ]);
  expect(inline.length, "the router's state scripts").toBeGreaterThan(2);
  expect(scriptSrc[0]).toBe("'self'");
  expect(new Set(scriptSrc.slice(1))).toEqual(
    new Set(
      inline.map(([, , body = ""]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`),
    ),
  );
  expect(html).not.toMatch(/<script[^>]+src="(https?:)?\/\//);

  const asset = await request.get(script ?? "");
  expect(asset.status()).toBe(200);
  expectSecurityHeaders(asset, "hashed script");
  expect(asset.headers()["cache-control"]).toContain("immutable");
  expectSecurityHeaders(await request.get(style ?? ""), "stylesheet");
  expectSecurityHeaders(await request.get("/theme-init.js"), "theme script");
  expectSecurityHeaders(await request.get("/favicon.svg"), "favicon");

  // The SPA's own pages (its index.html, handed out by the Worker) and an unknown address (the 404
  // page, HTTP 404).
  for (const [path, status] of [
    ["/login", 200],
    ["/admin", 200],
    ["/no/such/page", 404],
  ] as const) {
    const res = await request.get(path, { headers: { Accept: "text/html" } });
    expect(res.status(), path).toBe(status);
    expect(res.headers()["content-type"]).toContain("text/html");
    expectSecurityHeaders(res, `SPA page ${path}`);
  }
  for (const path of [`/portal/1?token=${"A".repeat(43)}`, "/portal"]) {
    const res = await request.get(path, { headers: { Accept: "text/html" } });
    expect(res.status(), path).toBe(200);
    expectSecurityHeaders(res, `portal page ${path}`, { privatePath: true });
  }
  // Pages the Worker renders, and its API answers.
  expectSecurityHeaders(await request.get("/portfolio"), "portfolio page");
  expectSecurityHeaders(await request.get("/api/projects"), "API");
  expectSecurityHeaders(await request.get("/api/nothing-here"), "API 404");
  expectSecurityHeaders(await request.get(`/api/portal/project-by-token?token=x`), "portal API", {
    privatePath: true,
  });
});

test("the policy breaks nothing: no CSP violation on the public pages, admin and portal", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text()))
      violations.push(`${page.url()}: ${msg.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`Refused to load (CSP ${e.violatedDirective}): ${e.blockedURI}`);
    });
  });
  const visit = async (path: string) => {
    await page.goto(path, { waitUntil: "load" });
    await expect(page.locator("main").first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
  };
  for (const path of ["/", "/portfolio", "/about", "/services", "/shop", "/login"]) await visit(path);
  const projects = (await (await page.request.get("/api/projects")).json()) as { id: number }[];
  if (projects[0]) await visit(`/projects/${projects[0].id}`);
  // The admin dashboard and the client portal, signed in.
  await signInAs(page, "admin");
  for (const path of [
    "/admin?tab=projects",
    "/admin?tab=documents",
    "/admin?tab=activity",
    "/admin/projects",
  ]) {
    await visit(path);
  }
  const origin = new URL(page.url()).origin;
  const project = await newProject(page.request, "CSP Cottage");
  const link = await privateLink(page.request, project.id);
  await visit(link.url);
  await expect(page.getByRole("heading", { name: "CSP Cottage" }).first()).toBeVisible();
  await page.request.delete(`/api/projects/${project.id}`, { headers: { Origin: origin } });
  // A dialog (Radix injects a <style> for its scroll lock: allowed by style-src).
  await page.goto("/services");
  await page
    .getByRole("button", { name: /learn more/i })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(violations).toEqual([]);
});
