/**
 * Valid request bodies and real upload flows for the security and reliability tests (audit,
 * privacy, fuzz, atomicity, capability links): each helper goes through the same API calls the
 * SPA makes, so what the tests then break or inspect is what production stores.
 */
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { api, json, type Session } from "./helpers";

/** A real 1×1 PNG (uploads check the leading bytes). */
export const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (ch) => ch.charCodeAt(0),
);
export const PDF = new TextEncoder().encode("%PDF-1.7\n% security test document\n%%EOF\n");

let n = 0;
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++n}`;

export const validProject = (overrides: Record<string, unknown> = {}) => ({
  clientProjectName: "Laguna Cottage Refresh",
  portfolioTitle: "Project Salt Air",
  description: "A sun-washed cottage, layered in linen and oak.",
  category: "Living Room",
  year: 2025,
  location: "Laguna Beach",
  projectAddress: "7 Cliff Drive",
  clientContact1Name: "Morgan Lee",
  clientContact1Email: "morgan@example.com",
  clientContact1Phone: "(949) 555-0142",
  status: "draft",
  featured: false,
  isPortfolioItem: true,
  ...overrides,
});

export const validProduct = (overrides: Record<string, unknown> = {}) => ({
  title: "Hand-Thrown Vase",
  slug: unique("vase"),
  description: "Speckled stoneware.",
  category: "Decor",
  priceCents: 14500,
  currency: "usd",
  stock: 4,
  status: "draft",
  featured: false,
  sortOrder: 3,
  ...overrides,
});

export const validInquiry = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Ivy",
  lastName: "Inquirer",
  email: "ivy@example.com",
  phone: "(949) 555-0101",
  projectType: "full-service",
  budget: "50k-100k",
  timeline: "3-6months",
  message: "We would love help with our living room and kitchen, please.",
  ...overrides,
});

export const validMeeting = (overrides: Record<string, unknown> = {}) => ({
  title: "Walkthrough",
  scheduledFor: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  notes: null,
  ...overrides,
});

export async function createProjectViaApi(admin: Session, overrides: Record<string, unknown> = {}) {
  const res = await api("/api/projects", { json: validProject(overrides), session: admin });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<{ id: number; title: string }>(res);
}

/**
 * Reserve an upload (`url`, `body`; the reservation answers `reserved`: 200 for images and client
 * files, 201 for the studio's documents) and PUT the bytes to the signed URL; returns the object key.
 */
export async function uploadBytes(
  session: Session | null,
  url: string,
  body: Record<string, unknown>,
  bytes: Uint8Array,
  type: string,
  headers: Record<string, string> = {},
  reserved = 200,
): Promise<string> {
  const res = await api(url, { json: body, session, headers });
  expect(res.status, `${url}: ${await res.clone().text()}`).toBe(reserved);
  const { uploadUrl, objectPath } = await json<{ uploadUrl: string; objectPath: string }>(res);
  const put = await SELF.fetch(uploadUrl, { method: "PUT", body: bytes, headers: { "Content-Type": type } });
  expect(put.status).toBe(200);
  return objectPath;
}

/** One image variant for a project, product or brand slot (PNG through the real flow). */
export function uploadImage(admin: Session, url: string, extra: Record<string, unknown> = {}) {
  return uploadBytes(
    admin,
    url,
    { fileName: "room.png", fileType: "image/png", fileSize: PNG.length, ...extra },
    PNG,
    "image/png",
  );
}

/** The admin's document upload: reserve, PUT, complete. Returns the document's id. */
export async function uploadDocument(
  admin: Session,
  projectId: number,
  opts: { title?: string; fileName?: string; category?: string; bytes?: Uint8Array } = {},
): Promise<{ id: number; objectPath: string }> {
  const bytes = opts.bytes ?? PDF;
  const category = opts.category ?? "design_fee_proposal";
  const fileName = opts.fileName ?? "Proposal.pdf";
  const objectPath = await uploadBytes(
    admin,
    "/api/admin/documents/upload-url",
    { projectId, category, fileName, fileType: "application/pdf", fileSize: bytes.length },
    bytes,
    "application/pdf",
    {},
    201,
  );
  const res = await api("/api/admin/documents/complete", {
    session: admin,
    json: {
      projectId,
      category,
      title: opts.title ?? "Design fee proposal",
      description: null,
      objectPath,
      fileName,
      fileSize: bytes.length,
      mimeType: "application/pdf",
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const doc = await json<{ id: number }>(res);
  return { id: doc.id, objectPath };
}

/** Every object key in the bucket. */
export async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.MEDIA.list({ cursor, limit: 1000 });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}
