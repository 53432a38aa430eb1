/**
 * The shared security suite: who may call a route, and what the others get back. Reused by
 * tests/worker/access-control.test.ts (which walks worker/http/route-policy.ts) and by any route
 * family's own security tests:
 *
 *   const actors = await securityActors();
 *   await expectAdminOnly("DELETE", `/api/meetings/${meeting.id}`);
 *   await expectClientScoped("GET", `/api/client/projects/${project.id}/documents`, { owner, other });
 *
 * Conventions (worker/http/route-policy.ts): admin routes answer 401 signed out and 403 to a
 * client; client routes 401 signed out and 404 for a project that is not the caller's; public
 * routes never 401/403; token routes refuse a wrong capability with a 4xx whoever asks.
 */
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import {
  clientInvitations,
  documentPinMessages,
  documentPins,
  documents,
  meetings,
  orders,
  products,
  projectClients,
  projectInquiries,
} from "../../worker/db/schema";
import { sha256Hex } from "../../worker/lib/crypto";
import { addImage, api, createProject, db, type Session, signIn, uniqueEmail } from "./helpers";

export type Actor = "anonymous" | "clientA" | "clientB" | "admin";
export type Actors = { admin: Session; clientA: Session; clientB: Session };

/** An admin and two clients (fresh sessions; the users persist for the test file). */
export async function securityActors(): Promise<Actors> {
  const [admin, clientA, clientB] = await Promise.all([
    signIn("admin", uniqueEmail("sec-admin"), "Avery"),
    signIn("client", uniqueEmail("sec-client-a"), "Alex"),
    signIn("client", uniqueEmail("sec-client-b"), "Blair"),
  ]);
  return { admin, clientA, clientB };
}

/** Signs the same people in again when a route (like /api/logout) ended one of their sessions. */
export async function refreshActors(actors: Actors): Promise<Actors> {
  const sids = await Promise.all(
    [actors.admin, actors.clientA, actors.clientB].map((s) =>
      sha256Hex(s.cookie.slice(s.cookie.indexOf("=") + 1)),
    ),
  );
  const live = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE sid IN (?, ?, ?)")
    .bind(...sids)
    .first<{ n: number }>();
  if (live?.n === 3) return actors;
  const [admin, clientA, clientB] = await Promise.all([
    signIn("admin", actors.admin.email),
    signIn("client", actors.clientA.email),
    signIn("client", actors.clientB.email),
  ]);
  return { admin, clientA, clientB };
}

export function sessionOf(actors: Actors, actor: Actor): Session | null {
  return actor === "anonymous" ? null : actors[actor];
}

/**
 * One request as an actor. State-changing methods send a JSON body (`{}` unless given) from the
 * app's own origin, so that CSRF never hides what the guard would say.
 */
export async function requestAs(
  session: Session | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  const hasBody = !["GET", "HEAD", "DELETE"].includes(method);
  const init: Parameters<typeof api>[1] = { method, session };
  if (hasBody) init.json = body ?? {};
  else if (body !== undefined) init.json = body;
  return api(path, init);
}

/** The body as text (for leak checks), consumed once. */
export async function bodyText(res: Response): Promise<string> {
  return res.headers.get("Content-Type")?.includes("json") ||
    res.headers.get("Content-Type")?.includes("text")
    ? await res.text()
    : "";
}

/** None of the private strings may appear in what this caller received. */
export function expectNoLeak(text: string, markers: readonly string[], context: string) {
  for (const marker of markers) {
    if (text.includes(marker)) throw new Error(`${context}: the response leaks "${marker}"`);
  }
}

function describeStatus(res: Response) {
  return `${res.status}`;
}

/** Admin routes: 401 signed out, 403 for clients, neither for the admin. Returns the admin's response. */
export async function expectAdminOnly(
  method: string,
  path: string,
  body?: unknown,
  actors?: Actors,
): Promise<Response> {
  const a = actors ?? (await securityActors());
  const anonymous = await requestAs(null, method, path, body);
  expect(anonymous.status, `${method} ${path} anonymous`).toBe(401);
  for (const client of [a.clientA, a.clientB]) {
    const res = await requestAs(client, method, path, body);
    expect(res.status, `${method} ${path} as a client`).toBe(403);
  }
  const admin = await requestAs(a.admin, method, path, body);
  expect([401, 403], `${method} ${path} as admin got ${describeStatus(admin)}`).not.toContain(admin.status);
  return admin;
}

/**
 * Client routes about one project: 401 signed out, 404 for a client who is not assigned (`other`),
 * success for the assigned client (`owner`), and for an admin 403 unless `adminToo`.
 */
export async function expectClientScoped(
  method: string,
  path: string,
  opts: { owner: Session; other: Session; admin?: Session; adminToo?: boolean; body?: unknown },
): Promise<Response> {
  const anonymous = await requestAs(null, method, path, opts.body);
  expect(anonymous.status, `${method} ${path} anonymous`).toBe(401);
  const other = await requestAs(opts.other, method, path, opts.body);
  expect(other.status, `${method} ${path} as an unassigned client`).toBe(404);
  if (opts.admin) {
    const admin = await requestAs(opts.admin, method, path, opts.body);
    if (opts.adminToo) expect([401, 403, 404]).not.toContain(admin.status);
    else expect(admin.status, `${method} ${path} as admin (client-only route)`).toBe(403);
  }
  const owner = await requestAs(opts.owner, method, path, opts.body);
  expect(owner.status, `${method} ${path} as the assigned client`).toBeLessThan(400);
  return owner;
}

/** Public routes: never 401 or 403, whoever asks. */
export async function expectPublic(method: string, path: string, body?: unknown, actors?: Actors) {
  const a = actors ?? (await securityActors());
  for (const session of [null, a.clientA, a.admin]) {
    const res = await requestAs(session, method, path, body);
    expect([401, 403], `${method} ${path} public route`).not.toContain(res.status);
  }
}

/** Any signed-in user: 401 signed out. */
export async function expectSignedIn(method: string, path: string, body?: unknown, actors?: Actors) {
  const a = actors ?? (await securityActors());
  expect((await requestAs(null, method, path, body)).status).toBe(401);
  for (const session of [a.clientA, a.admin]) {
    const res = await requestAs(session, method, path, body);
    expect([401, 403]).not.toContain(res.status);
  }
}

/** Capability routes: a wrong token or signature is a 4xx (404 for the portal) whoever asks. */
export async function expectTokenRefused(method: string, path: string, body?: unknown, actors?: Actors) {
  const a = actors ?? (await securityActors());
  for (const session of [null, a.clientA, a.clientB, a.admin]) {
    const res = await requestAs(session, method, path, body);
    expect(res.status, `${method} ${path} with a wrong capability`).toBeGreaterThanOrEqual(400);
    expect(res.status, `${method} ${path} with a wrong capability`).toBeLessThan(500);
  }
}

// ---------------------------------------------------------------------------------------------
// A small world to point routes at
// ---------------------------------------------------------------------------------------------

export type World = {
  /** Client A's project (assigned through project_clients). */
  projectA: number;
  /** Client B's project (project_clients and projects.clientUserId), unpublished. */
  projectB: number;
  /** Published, with private fields that the public must never receive. */
  projectPublic: number;
  documentB: number;
  /** A pin on document B, with client B's message (privateToB[5]). */
  pinB: number;
  meetingB: number;
  imageB: number;
  invitationB: number;
  inquiry: number;
  product: number;
  order: number;
  clientBUserId: number;
  /** Strings that only client B (and the admin) may ever receive. */
  privateToB: string[];
  /** Private fields of the published project: never public. */
  privateOfPublic: string[];
};

let worldCounter = 0;

/** Creates exactly the rows the access walk needs (fresh ids, so mutating routes can't interfere). */
export async function createWorld(actors: Actors): Promise<World> {
  const n = `${Date.now().toString(36)}${++worldCounter}`;
  const d = db();
  const privateToB = [
    `Blair Private Residence ${n}`,
    `44 Hidden Canyon ${n}`,
    `b-contact-${n}@private.test`,
    `B secret drawing ${n}`,
    `B walkthrough ${n}`,
    `B pin message ${n}`,
  ];
  const privateOfPublic = [
    `9 Gallery Lane ${n}`,
    `public-contact-${n}@private.test`,
    `(949) 555-${n.slice(-4)}`,
  ];
  const [projectA, projectB, projectPublic, inquiry, product, order] = await Promise.all([
    createProject({ title: `A ${n}`, clientProjectName: `Alpha Residence ${n}` }),
    createProject({
      title: `B internal ${n}`,
      clientProjectName: privateToB[0],
      projectAddress: privateToB[1],
      clientContact1Email: privateToB[2],
      clientUserId: actors.clientB.userId,
      published: false,
    }),
    createProject({
      title: `Published ${n}`,
      portfolioTitle: `Project Published ${n}`,
      published: true,
      projectAddress: privateOfPublic[0],
      clientContact1Email: privateOfPublic[1],
      clientContact1Phone: privateOfPublic[2],
    }),
    d
      .insert(projectInquiries)
      .values({
        firstName: "Ivy",
        lastName: "Inquirer",
        email: `inquiry-${n}@example.com`,
        phone: "(949) 555-0101",
        projectType: "Full-Service Design",
        budget: "$50k+",
        timeline: "3-6 months",
        message: "We would love help with our living room and kitchen.",
      })
      .returning()
      .get(),
    d
      .insert(products)
      .values({ title: `Piece ${n}`, slug: `piece-${n}`, priceCents: 12_000, stock: 1, status: "active" })
      .returning()
      .get(),
    d
      .insert(orders)
      .values({ totalCents: 12_000, email: `buyer-${n}@example.com` })
      .returning()
      .get(),
  ]);
  const [, documentB, meetingB, imageB, invitationB] = await Promise.all([
    d.insert(projectClients).values([
      {
        projectId: projectA.id,
        userId: actors.clientA.userId,
        clientName: "alex",
        clientEmail: actors.clientA.email,
      },
      {
        projectId: projectB.id,
        userId: actors.clientB.userId,
        clientName: "blair",
        clientEmail: actors.clientB.email,
      },
    ]),
    d
      .insert(documents)
      .values({
        projectId: projectB.id,
        title: privateToB[3] ?? "",
        category: "visual_documents",
        fileName: "drawing.pdf",
        fileSize: 10,
        mimeType: "application/pdf",
        objectPath: `documents/${projectB.id}/${n}.pdf`,
      })
      .returning()
      .get(),
    d
      .insert(meetings)
      .values({
        projectId: projectB.id,
        title: privateToB[4] ?? "",
        scheduledFor: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      })
      .returning()
      .get(),
    addImage(projectB.id, 0, true),
    d
      .insert(clientInvitations)
      .values({ projectId: projectB.id, email: `invitee-${n}@example.com` })
      .returning()
      .get(),
  ]);
  const pinB = await d
    .insert(documentPins)
    .values({
      documentId: documentB.id,
      originDocumentId: documentB.id,
      chainId: documentB.id,
      number: 1,
      page: 1,
      x: 0.5,
      y: 0.5,
    })
    .returning()
    .get();
  await d.insert(documentPinMessages).values({
    pinId: pinB.id,
    authorKind: "client",
    authorName: "Blair",
    authorUserId: actors.clientB.userId,
    text: privateToB[5] ?? "",
  });
  return {
    projectA: projectA.id,
    projectB: projectB.id,
    pinB: pinB.id,
    projectPublic: projectPublic.id,
    documentB: documentB.id,
    meetingB: meetingB.id,
    imageB: imageB.id,
    invitationB: invitationB.id,
    inquiry: inquiry.id,
    product: product.id,
    order: order.id,
    clientBUserId: actors.clientB.userId,
    privateToB,
    privateOfPublic,
  };
}

/**
 * A concrete path for a route pattern: each parameter becomes the id of client B's row of the
 * kind named by the segment before it (`/projects/:id` → project B). Null when unknown.
 */
export function samplePath(pattern: string, world: World): string | null {
  const segments = pattern.split("/");
  const out: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i] ?? "";
    if (!seg.startsWith(":")) {
      if (seg.includes("*")) return null;
      out.push(seg);
      continue;
    }
    const before = segments[i - 1] ?? "";
    const value = paramValue(before, seg, world);
    if (value === null) return null;
    out.push(value);
  }
  return out.join("/");
}

function paramValue(before: string, param: string, world: World): string | null {
  const byCollection: Record<string, number | string> = {
    projects: world.projectB,
    documents: world.documentB,
    pins: world.pinB,
    meetings: world.meetingB,
    images: world.imageB,
    invitations: world.invitationB,
    inquiries: world.inquiry,
    clients: world.clientBUserId,
    users: world.clientBUserId,
    products: world.product,
    orders: world.order,
    "brand-assets": "logo",
    principals: "principal-1",
    callback: "oidc",
    media: "no-such-image-1600.webp",
    upload: "not-a-valid-signature",
    download: "not-a-valid-signature",
  };
  if (before in byCollection) return String(byCollection[before]);
  if (/id$/i.test(param)) return String(world.projectB);
  return null;
}
