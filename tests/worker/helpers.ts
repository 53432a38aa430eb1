/**
 * Test harness: requests through the real Worker (SELF.fetch) against the real local D1/R2
 * bindings, local sign-in for each role, and small factories that create exactly the rows a test
 * needs.
 */
import { createExecutionContext, SELF, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import { createDb } from "../../worker/db/client";
import {
  auditLog,
  emailOutbox,
  type NewProject,
  projectImages,
  projects,
  uploadReservations,
} from "../../worker/db/schema";
import { app } from "../../worker/index";

export const BASE = "http://localhost";
/** A day in milliseconds. */
export const DAY = 24 * 60 * 60 * 1000;
export const db = () => createDb(env.DB);

/**
 * The studio's fixed portfolio title list, in order (SPEC sections 2 and 9), written out from the
 * SPEC rather than imported, so a change to the app's copy is caught.
 */
export const SPEC_PORTFOLIO_TITLES = [
  "Project Crème De La Crème",
  "Project Color Me Happy",
  "Project Café Con Leche",
  "Project Little But Luxe",
  "Project Hang Time",
  "Project California Dreaming",
  "Project Spanish Stella",
  "Project Fresh Outlook",
  "Project Serene Retreat",
];

export type Session = { cookie: string; userId: number; email: string };

/** What a test's call may carry besides a plain RequestInit. */
export type ApiInit = RequestInit & { json?: unknown; session?: Session | null; ip?: string };

/**
 * The Request a test's call stands for, as a browser would send it: a JSON body, the session's
 * cookie, an Origin on writes (the CSRF check), the client address when `ip` is given.
 */
export function apiRequest(path: string, init: ApiInit = {}): Request {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  if (init.session) headers.set("Cookie", init.session.cookie);
  if (init.ip) headers.set("CF-Connecting-IP", init.ip);
  const method = init.method ?? (init.json !== undefined ? "POST" : "GET");
  if (method !== "GET" && method !== "HEAD" && !headers.has("Origin")) headers.set("Origin", BASE);
  return new Request(`${BASE}${path}`, { ...init, method, headers, body, redirect: "manual" });
}

export async function api(path: string, init: ApiInit = {}): Promise<Response> {
  return SELF.fetch(apiRequest(path, init));
}

/**
 * The same call through the Worker's app with some bindings replaced (an R2 fault injected, a
 * secret missing), its background work (waitUntil) done before it answers.
 */
export async function apiWith(
  bindings: Partial<typeof env>,
  path: string,
  init: ApiInit = {},
): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(apiRequest(path, init), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

export async function json<T = unknown>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** The answer's body, once its status is the one expected (the test shows the body when it is not). */
export async function expectJson<T = unknown>(res: Response, status: number): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return json<T>(res);
}

/** A call as a test writes it: the path, and the request (a JSON body, a method). */
export type Call = [path: string, init: RequestInit & { json?: unknown }];

/**
 * Each call is the admin's alone: 401 signed out and 403 for the client given, each answered with
 * nothing but a message.
 */
export async function expectAdminOnly(calls: Call[], client: Session): Promise<void> {
  for (const [path, init] of calls) {
    for (const [session, status] of [
      [null, 401],
      [client, 403],
    ] as const) {
      const res = await api(path, { ...init, session });
      expect(res.status, path).toBe(status);
      expect(Object.keys(await json<object>(res)), path).toEqual(["message"]);
    }
  }
}

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter++;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Signs in through POST /api/dev/login, as a real browser would, and keeps the cookie. */
export async function signIn(
  role: "admin" | "client",
  email = uniqueEmail(role),
  firstName = "Test",
): Promise<Session> {
  const res = await api("/api/dev/login", { json: { email, role, firstName } });
  if (res.status !== 200) throw new Error(`dev login failed: ${res.status} ${await res.text()}`);
  const setCookie = res.headers.get("Set-Cookie") ?? "";
  const cookie = setCookie.split(";")[0] ?? "";
  const body = await json<{ user: { id: number } }>(res);
  return { cookie, userId: body.user.id, email };
}

/**
 * A session for the whole file: signed in (as signIn does) before the file's tests run. The object
 * is the file's from the start, so `const admin = signInBeforeAll("admin")` stands at the top.
 */
export function signInBeforeAll(
  role: "admin" | "client",
  email = uniqueEmail(role),
  firstName = "Test",
): Session {
  const session: Session = { cookie: "", userId: 0, email };
  beforeAll(async () => {
    Object.assign(session, await signIn(role, email, firstName));
  });
  return session;
}

export async function createProject(values: Partial<NewProject> = {}) {
  return db()
    .insert(projects)
    .values({
      title: "Test Residence",
      clientProjectName: "Test Residence",
      portfolioTitle: "Project Test",
      description: "A calm test project.",
      category: "Living Room",
      year: 2024,
      location: "Newport Beach",
      clientContact1Name: "Primary contact",
      clientContact1Email: "contact@example.com",
      clientContact1Phone: "(949) 555-0100",
      projectAddress: "12 Private Lane",
      published: false,
      ...values,
    })
    .returning()
    .get();
}

export async function addImage(projectId: number, sortOrder = 0, isHero = false) {
  return db()
    .insert(projectImages)
    .values({
      projectId,
      imagePath: `/media/test-${projectId}-${sortOrder}.webp`,
      variants: [{ width: 960, path: `/media/test-${projectId}-${sortOrder}.webp` }],
      width: 1600,
      height: 1067,
      altText: "Test image",
      isHero,
      sortOrder,
    })
    .returning()
    .get();
}

/** A document upload reserved for the project (id `id`) and never made, expired two days ago. */
export async function staleUploadReservation(projectId: number, id: string) {
  await db()
    .insert(uploadReservations)
    .values({
      id,
      objectKey: `documents/${projectId}/never-uploaded.pdf`,
      purpose: "document",
      projectId,
      fileName: "a.pdf",
      mimeType: "application/pdf",
      declaredSize: 10,
      maxSize: 100,
      expiresAt: new Date(Date.now() - 2 * DAY).toISOString(),
    });
}

/**
 * The audit entries on one entity id (as a string: a project's, a document's ...), of the entity
 * type and the action when given.
 */
export function auditEntries(where: { entityId: number | string; entityType?: string; action?: string }) {
  return db()
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityId, String(where.entityId)),
        where.entityType === undefined ? undefined : eq(auditLog.entityType, where.entityType),
        where.action === undefined ? undefined : eq(auditLog.action, where.action),
      ),
    )
    .all();
}

/** The e-mails in the outbox whose subject contains `subjectPart` (a test's unique name). */
export function outboxAbout(subjectPart: string) {
  return db()
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.subject, `%${subjectPart}%`))
    .all();
}
