/**
 * Playwright helpers shared by the browser tests.
 *
 *   await signInAs(page, "admin");                       // a fresh admin
 *   const me = await signInAs(page, "client", "c@x.test"); // a given client
 *
 * Signs in through POST /api/dev/login with `page.request`, which shares the page's cookie jar:
 * the next `page.goto` is signed in. Needs DEV_LOGIN=true (the e2e server has it) and localhost.
 *
 * The studio's side of a portal test, set up through the real admin API (not the spec's subject):
 *   test("…", async ({ page, admin }) => {                   // test.ts's `admin`: signed in as the admin
 *   const admin = await studioApi(baseURL);                // or a request context of the test's own
 *   const project = await newProject(admin, name);         // a draft project of the test's own
 *   const doc = await uploadDocument(admin, projectId, { category, title, fileName, bytes, mimeType });
 *   const link = await privateLink(admin, projectId);      // its URL and token
 * Payments on the local Stripe stand-in: payments.ts; e-mails in the local outbox: outbox.ts.
 */
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { BASE_URL } from "../../playwright.config";
import { type AdminProposal, CODE_LOCKOUT_WRONG } from "../../src/shared/proposals";
import {
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
  type Route,
  request,
  type TestInfo,
  test,
} from "./test";

export type Role = "admin" | "client";
export type SignedInUser = { id: number; email: string; firstName: string | null; role: Role };

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter++;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

function appOrigin(): string {
  const base = test.info().project.use.baseURL;
  if (!base) throw new Error("signInAs needs use.baseURL in playwright.config.ts");
  return new URL(base).origin;
}

export async function signInAs(
  page: Page,
  role: Role,
  email: string = uniqueEmail(`e2e-${role}`),
  firstName = role === "admin" ? "Avery" : "Casey",
): Promise<SignedInUser> {
  const res = await page.request.post("/api/dev/login", {
    // Same-origin JSON, as the CSRF check requires of any state-changing call.
    headers: { Origin: appOrigin() },
    data: { email, role, firstName },
  });
  expect(res.status(), `local sign-in failed: ${await res.text()}`).toBe(200);
  const body = (await res.json()) as { user: SignedInUser };
  return body.user;
}

/** Signs out the way the Logout button does (a full-page navigation to /api/logout). */
export async function signOut(page: Page): Promise<void> {
  await page.goto("/api/logout");
}

/** The page is no wider than the viewport: nothing sticks out sideways (a phone would scroll). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Clicks (taps) a point of the pin viewer's drawing or photo given as fractions of its size,
 * scrolling it into view first.
 */
export async function tapAt(page: Page, x: number, y: number): Promise<void> {
  const surface = page.getByTestId("pin-page");
  await surface.scrollIntoViewIfNeeded();
  const box = await surface.boundingBox();
  if (!box) throw new Error("the pin viewer's page is not laid out");
  await surface.click({ position: { x: box.width * x, y: box.height * y } });
}

/**
 * Holds back every request `url` matches until the returned `release` is called, for what a page
 * shows while something loads. A held request then goes on as `answer` says (by default, to the
 * network); `asked` collects the URLs asked for, as they are asked.
 */
export async function holdRequests(
  page: Page,
  url: Parameters<Page["route"]>[0],
  {
    answer = (route) => route.continue(),
    asked,
  }: { answer?: (route: Route) => Promise<void>; asked?: string[] } = {},
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    asked?.push(route.request().url());
    await held;
    await answer(route);
  });
  return release;
}

/**
 * Waits until the SPA has taken over the page (src/first-load/app-ready.tsx marks <html data-app="ready">). A public
 * page is painted from its HTML before any script runs (src/first-load/render.tsx), so a test that
 * changes what the app reads at start (localStorage) must wait for this before changing it.
 *
 * A public page starts its SPA at the visitor's first input (src/first-load/app-boot.ts), so this
 * gives it one that changes nothing on the page: a press of Shift.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.keyboard.press("Shift");
  await expect(page.locator("html")).toHaveAttribute("data-app", "ready");
}

/** Who writes in the website's inquiry form (every test's phone is (949) 555-0123). */
export type Inquirer = { firstName: string; lastName: string; email: string };
export const AVERY_NGUYEN: Inquirer = {
  firstName: "Avery",
  lastName: "Nguyen",
  email: "avery.nguyen@example.com",
};

/** The form's three choices, as their options' values. */
export type InquiryChoices = [projectType: string, budget: string, timeline: string];

/**
 * Fills the website's inquiry form as a visitor does (not sent). The phone is typed key by key, as
 * its mask formats it while one types; `phoneBy: "fill"` sets it at once (before the form's code is
 * in, there is no mask to type into).
 */
export async function fillInquiry(
  form: Locator,
  who: Inquirer,
  [projectType, budget, timeline]: InquiryChoices,
  message: string,
  phoneBy: "type" | "fill" = "type",
): Promise<void> {
  await form.getByLabel("First name").fill(who.firstName);
  await form.getByLabel("Last name").fill(who.lastName);
  await form.getByLabel(/^Email\b/).fill(who.email);
  const phone = form.getByLabel(/^Phone\b/);
  await (phoneBy === "type" ? phone.pressSequentially("9495550123") : phone.fill("9495550123"));
  await form.getByLabel("Project type").selectOption(projectType);
  await form.getByLabel("Budget range").selectOption(budget);
  await form.getByLabel("Timeline").selectOption(timeline);
  await form.getByLabel("Tell us about your project").fill(message);
}

/** A 1x1 PNG, for a document whose picture does not matter. */
export const ONE_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** A real photo-sized PNG made by the browser (so the test needs no fixture files). */
export async function makePng(
  page: Page,
  { colors = ["#d9c7b0", "#7a6450"], width = 1200 }: { colors?: [string, string]; width?: number } = {},
): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ({ colors: [from, to], width: w }) => {
      // A 4:5 photo; the drawing scales with it.
      const h = Math.round((w * 5) / 4);
      const canvas = document.createElement("canvas");
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext("2d");
      if (!ctx) throw new Error("no 2d context");
      const gradient = ctx.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, from);
      gradient.addColorStop(1, to);
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, w, h);
      ctx.fillStyle = "#f4efe7";
      ctx.beginPath();
      ctx.ellipse(w / 2, h * 0.547, w * 0.217, h * 0.28, 0, 0, Math.PI * 2);
      ctx.fill();
      // As a data: URL (base64): an array of numbers for a photo of a few MB took the protocol
      // seconds to carry.
      return canvas.toDataURL("image/png");
    },
    { colors, width },
  );
  return Buffer.from(bytes.slice(bytes.indexOf(",") + 1), "base64");
}

/** The JSON of an answer that must be a success; a failure names the call and what came back. */
export async function okJson<T>(res: APIResponse, what: string): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The JSON of an answer that must be 201 Created; a failure names the call and what came back. */
export async function created<T>(res: APIResponse, what: string): Promise<T> {
  expect(res.status(), `${what}: ${await res.text()}`).toBe(201);
  return (await res.json()) as T;
}

/** Signs a request context in through the local sign-in (POST /api/dev/login): the user. */
export async function apiSignIn(
  api: APIRequestContext,
  role: Role,
  email: string,
  firstName: string,
): Promise<SignedInUser> {
  return (
    await okJson<{ user: SignedInUser }>(
      await api.post("/api/dev/login", { data: { email, role, firstName } }),
      `${role} sign-in`,
    )
  ).user;
}

/** The studio, signed in as the admin through the local sign-in, in its own request context. */
export async function studioApi(baseURL: string | undefined): Promise<APIRequestContext> {
  const admin = await request.newContext({ baseURL });
  await apiSignIn(admin, "admin", "studio@example.com", "Studio");
  return admin;
}

/** A request context of its own (a shopper, a client, a signer on a link), sending the app's Origin. */
export async function visitorApi(baseURL: string | undefined): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: { Origin: new URL(baseURL ?? "").origin } });
}

/** The project's private link (POST /api/admin/projects/:id/access-token): its URL and token. */
export async function privateLink(
  admin: APIRequestContext,
  projectId: number,
): Promise<{ url: string; token: string }> {
  return okJson(await admin.post(`/api/admin/projects/${projectId}/access-token`), "client link");
}

/**
 * Deletes a test's project; one with a paid deposit is kept (the database refuses), so archiving
 * hides it from the rest.
 */
export async function deleteOrArchive(admin: APIRequestContext, projectId: number): Promise<void> {
  const deleted = await admin.delete(`/api/projects/${projectId}`);
  if (!deleted.ok()) await okJson(await admin.post(`/api/projects/${projectId}/archive`), "archive");
}

export type UploadedDocument = {
  category: string;
  title: string;
  fileName: string;
  bytes: Buffer;
  mimeType: string;
  /** None unless given. */
  description?: string | null;
};

/** The admin's real document upload: reserve a URL, PUT the bytes, register the document. */
export async function uploadDocument(
  admin: APIRequestContext,
  projectId: number,
  doc: UploadedDocument,
): Promise<{ id: number }> {
  const target = await okJson<{ uploadUrl: string; objectPath: string }>(
    await admin.post("/api/admin/documents/upload-url", {
      data: {
        projectId,
        category: doc.category,
        fileName: doc.fileName,
        fileType: doc.mimeType,
        fileSize: doc.bytes.length,
      },
    }),
    "upload-url",
  );
  const put = await admin.put(target.uploadUrl, {
    data: doc.bytes,
    headers: { "Content-Type": doc.mimeType },
  });
  expect(put.ok(), `upload ${doc.fileName}: ${put.status()}`).toBe(true);
  return created(
    await admin.post("/api/admin/documents/complete", {
      data: {
        projectId,
        category: doc.category,
        title: doc.title,
        description: doc.description ?? null,
        objectPath: target.objectPath,
        fileName: doc.fileName,
        fileSize: doc.bytes.length,
        mimeType: doc.mimeType,
      },
    }),
    "complete",
  );
}

/**
 * A draft project of the test's own through the admin API (201), named `clientProjectName`: a
 * valid project's fields, with `fields` over them. Its id.
 */
export async function newProject(
  admin: APIRequestContext,
  clientProjectName: string,
  fields: Record<string, unknown> = {},
): Promise<{ id: number }> {
  const data = {
    clientProjectName,
    portfolioTitle: clientProjectName,
    description: `${clientProjectName}: a test project.`,
    category: "Living Room",
    year: 2026,
    location: "Laguna Beach",
    clientContact1Name: "Jordan Client",
    clientContact1Email: "jordan.client@example.com",
    clientContact1Phone: "(949) 555-0199",
    status: "draft",
    ...fields,
  };
  return created(await admin.post("/api/projects", { data }), "create the project");
}

/**
 * The first project of the admin's list (the seeded studio always has one): its id. For tests
 * whose subject is not the project itself.
 */
export async function firstProjectId(admin: APIRequestContext): Promise<number> {
  const projects = await okJson<{ id: number }[]>(await admin.get("/api/admin/projects"), "projects");
  const id = projects[0]?.id ?? 0;
  expect(id, "a project in the admin's list").toBeGreaterThan(0);
  return id;
}

/** The admin assigns a signed-in client (their user id) to the project, as the Clients tab does. */
export async function assignClient(
  admin: APIRequestContext,
  projectId: number,
  userId: number,
): Promise<void> {
  await okJson(
    await admin.post(`/api/projects/${projectId}/clients`, { data: { userId } }),
    "assign the client",
  );
}

/**
 * A client's file sent through the portal (reserve a URL, PUT the bytes, complete): `access` is the
 * project and, on a private link, its token. The upload's document id.
 */
export async function portalUpload(
  client: APIRequestContext,
  access: { projectId: number; token?: string },
  file: { fileName: string; bytes: Buffer; mimeType: string },
): Promise<{ id: number }> {
  const target = await okJson<{ uploadUrl: string; objectPath: string }>(
    await client.post("/api/portal/uploads/upload-url", {
      data: { ...access, fileName: file.fileName, fileType: file.mimeType, fileSize: file.bytes.length },
    }),
    "client upload URL",
  );
  const put = await client.put(target.uploadUrl, {
    data: file.bytes,
    headers: { "Content-Type": file.mimeType },
  });
  expect(put.ok(), `upload ${file.fileName}: ${put.status()}`).toBe(true);
  return okJson(
    await client.post("/api/portal/uploads/complete", { data: { ...access, objectPath: target.objectPath } }),
    "client upload",
  );
}

/** A design fee proposal's PDF uploaded to the project as the Upload Document tab does. */
export function uploadProposal(
  admin: APIRequestContext,
  projectId: number,
  title: string,
  bytes: Uint8Array,
  fileName = "Proposal.pdf",
): Promise<{ id: number }> {
  return uploadDocument(admin, projectId, {
    category: "design_fee_proposal",
    title,
    fileName,
    bytes: Buffer.from(bytes),
    mimeType: "application/pdf",
  });
}

/** What a signature request answers, as far as the tests read it. */
export type SentProposal = Pick<AdminProposal, "id" | "signers">;

/** The studio sends a document for signature (201): signers, a deposit or none, a message. */
export async function requestSignatures(
  admin: APIRequestContext,
  documentId: number,
  data: { signers: { name: string; email: string }[]; deposit: string | null; message?: string | null },
): Promise<AdminProposal> {
  return created(
    await admin.post(`/api/admin/documents/${documentId}/signature-requests`, { data }),
    "request signatures",
  );
}

/**
 * A design fee proposal's PDF uploaded to the project as the Upload Document tab does, then sent
 * for signature (201): its signers, a deposit or none, no message unless given.
 */
export async function sendProposal(
  admin: APIRequestContext,
  projectId: number,
  pdf: { title: string; bytes: Uint8Array; fileName?: string },
  data: { signers: { name: string; email: string }[]; deposit: string | null; message?: string | null },
): Promise<AdminProposal> {
  const doc = await uploadProposal(admin, projectId, pdf.title, pdf.bytes, pdf.fileName);
  return requestSignatures(admin, doc.id, data);
}

/**
 * The portal's sign call with a typed signature (the signer's name as both the full name and the
 * signature) on the document whose bytes are `signed`; `access` is the project id or link token.
 * The answer, for the test to check.
 */
export function signTyped(
  signer: APIRequestContext,
  proposal: SentProposal,
  access: { projectId?: number; token?: string },
  name: string,
  signed: Uint8Array,
  signerIndex = 0,
): Promise<APIResponse> {
  return signer.post(`/api/portal/proposals/${proposal.id}/sign`, {
    data: {
      ...access,
      signerId: proposal.signers[signerIndex]?.id,
      fullName: name,
      kind: "typed",
      signature: name,
      documentSha256: createHash("sha256").update(signed).digest("hex"),
      consent: true,
    },
  });
}

/** Admin › Products' New Product dialog, opened by the signed-in admin. */
export async function newProductDialog(page: Page): Promise<Locator> {
  await page.goto("/admin?tab=products");
  await page.getByRole("button", { name: "New Product" }).click();
  return page.getByRole("dialog", { name: "New Product" });
}

/** Fills the New Product dialog for an active piece in Decor (prices in dollars), its cover image chosen. */
export async function fillNewProduct(
  dialog: Locator,
  piece: { title: string; price: string; stock: string; description: string },
  cover: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await dialog.getByLabel("Title").fill(piece.title);
  await dialog.getByLabel("Category").fill("Decor");
  await dialog.getByLabel("Price (USD)").fill(piece.price);
  await dialog.getByLabel("Stock").fill(piece.stock);
  await dialog.getByLabel("Status").selectOption("active");
  await dialog.getByLabel("Description").fill(piece.description);
  await dialog.getByLabel("Choose cover image").setInputFiles(cover);
}

/** The studio's row of the paid order `text` names (e.g. the shopper's e-mail), in Admin › Orders. */
export async function paidOrderRow(page: Page, text: string): Promise<Locator> {
  await signInAs(page, "admin");
  await page.goto("/admin?tab=orders");
  await page.getByLabel("Status").selectOption("paid");
  const row = page.locator('[data-testid^="admin-order-"]').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

/** The studio's time zone, as the site serves it to every page. */
export async function studioTimeZone(request: APIRequestContext): Promise<string> {
  return (await okJson<{ studio: { timezone: string } }>(await request.get("/api/site"), "site")).studio
    .timezone;
}

/** A moment as the page's browser writes it in en-US for `timeZone`, with `parts` of it. */
function writtenIn(
  page: Page,
  iso: string,
  timeZone: string,
  parts: Intl.DateTimeFormatOptions,
): Promise<string> {
  return page.evaluate(
    ([at, zone, options]) => new Date(at).toLocaleString("en-US", { ...options, timeZone: zone }),
    [iso, timeZone, parts] as const,
  );
}

/**
 * How the app writes a moment with its time (format.ts formatDateTime: "Tue, Mar 3, 2026, 10:00 AM
 * PST"), computed by the page's browser for `timeZone`.
 */
export function dateTimeIn(page: Page, iso: string, timeZone: string): Promise<string> {
  return writtenIn(page, iso, timeZone, {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
}

/** How the app writes a date (format.ts formatDate: "Mar 3, 2026"), computed by the browser for that zone. */
export function dateIn(page: Page, iso: string, timeZone: string): Promise<string> {
  return writtenIn(page, iso, timeZone, { year: "numeric", month: "short", day: "numeric" });
}

/** The e-mail address and the phone number in `scope` are links that write to and call them. */
export async function expectContactLinks(
  scope: Locator,
  email: string,
  phone: string,
  tel: string,
): Promise<void> {
  await expect(scope.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(scope.getByRole("link", { name: phone })).toHaveAttribute("href", `tel:${tel}`);
}

/**
 * A context of the same device as the project, with an empty cache and no session (`options`
 * adds to it, e.g. `bypassCSP` for axe).
 */
export async function freshPage(
  browser: Browser,
  testInfo: TestInfo,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const use = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    ...options,
  });
  return { context, page: await context.newPage() };
}

/**
 * The studio, signed in as the admin `owner` on `page`, and a client of its first project, signed
 * in in a browser of their own (freshPage): that browser, the client, and the project's id.
 */
export async function clientOfFirstProject(
  page: Page,
  browser: Browser,
  owner: string,
  client: { email: string; firstName: string },
): Promise<{ context: BrowserContext; page: Page; user: SignedInUser; projectId: number }> {
  const fresh = await freshPage(browser, test.info());
  const user = await signInAs(fresh.page, "client", client.email, client.firstName);
  await signInAs(page, "admin", owner);
  const projectId = await firstProjectId(page.request);
  await assignClient(page.request, projectId, user.id);
  return { ...fresh, user, projectId };
}

/**
 * Serves `path`'s HTML without the page the Worker painted and the router's state it carries for
 * that render (the query cache included), so the SPA renders the page itself and asks the API
 * (and a test's `page.route` answer for it) as it does for a visitor arriving from another page.
 */
export async function withoutPaintedPage(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      // The painted page and the router's dehydrated state (its inline scripts) are all inside
      // #root, the last element of the body (src/first-load/render.tsx, worker/pages/rewrite-html.ts).
      const html = (await response.text()).replace(
        /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
        '<div id="root"></div>$1',
      );
      expect(html, "the router's state went with the painted page").not.toContain("$_TSR");
      const headers = { ...response.headers() };
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({ status: response.status(), headers, body: html });
    },
  );
}

/**
 * The e2e server's local D1 database (its own state folder per port, playwright.config.ts): the
 * file that has `table`. For the one thing a browser test cannot do in minutes (yesterday's wrong
 * signing codes); close it after use.
 */
export function localDatabase(table: string): DatabaseSync {
  const port = new URL(BASE_URL).port;
  const dir = path.resolve(`.wrangler/e2e-state-${port}/v3/d1/miniflare-D1DatabaseObject`);
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".sqlite"))) {
    const db = new DatabaseSync(path.join(dir, file));
    // The app's own connection (workerd) writes to the same file while a test writes here: wait
    // for its lock instead of failing at once with "database is locked".
    db.exec("PRAGMA busy_timeout = 20000");
    const found = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?").get(table);
    if (found) return db;
    db.close();
  }
  throw new Error(`no local D1 database with ${table} in ${dir}`);
}

/**
 * Yesterday's wrong signing codes of a signer, one short of the lockout (CODE_LOCKOUT_WRONG): the
 * next wrong code locks them out. Written in the local database, as the Worker keeps them.
 */
export function oneWrongCodeFromLockout(signerId: number): void {
  const db = localDatabase("signer_code_guards");
  try {
    db.prepare(
      "INSERT INTO signer_code_guards (signer_id, wrong_total, day_wrong, day_started_at) VALUES (?, ?, 0, NULL)",
    ).run(signerId, CODE_LOCKOUT_WRONG - 1);
  } finally {
    db.close();
  }
}
