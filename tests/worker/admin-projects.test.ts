/**
 * Admin projects (issue 5): the project API, publishing, portfolio order, client links, images
 * with their stored files, brand assets, and who may call any of it. Real D1 and R2 in workerd;
 * images go through the real upload flow (signed PUT into R2, then registration).
 */
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BrandImage, PublicProject, SiteInfo } from "../../src/shared/api-types";
import { BRAND_ASSET_SLOTS } from "../../src/shared/brand-assets";
import type { AdminImage, AdminProject, AdminProjectDetail, ClientLink } from "../../src/shared/project";
import { findProjectByToken } from "../../worker/auth/project-token";
import {
  auditLog,
  brandAssets,
  cacheVersions,
  clientInvitations,
  documents,
  meetings,
  projectClients,
  projectImages,
  projects,
  uploadReservations,
  users,
} from "../../worker/db/schema";
import { BRAND_SLOTS } from "../../worker/seed/seed";
import { addImage, api, db, json, signInBeforeAll } from "./helpers";
import { bucketKeys, PNG, uploadImage, validProject as validProjectBody } from "./security-fixtures";

const admin = signInBeforeAll("admin", "owner@studio.test", "Studio");
const client = signInBeforeAll("client");

/** A full, valid project body (SPEC section 5). */
const validProject = validProjectBody();

async function create(body: Record<string, unknown> = validProject): Promise<{ id: number; title: string }> {
  const res = await api("/api/projects", { json: body, session: admin });
  expect(res.status).toBe(201);
  return json(res);
}

/** The actions the audit log holds on the project. */
async function auditActionsOn(id: number): Promise<string[]> {
  return (await db().select().from(auditLog).all())
    .filter((a) => a.entityId === String(id))
    .map((a) => a.action);
}

/** The admin's update of a project (PUT /api/projects/:id). */
const update = (id: number, body: Record<string, unknown>) =>
  api(`/api/projects/${id}`, { method: "PUT", json: body, session: admin });

/** The admin sets the uploaded file (one variant, `width` × `height`) as a brand slot's image. */
const putBrandImage = (
  slot: string,
  objectPath: string,
  width: number,
  height: number,
  extra: Record<string, unknown> = {},
) =>
  api(`/api/admin/brand-assets/${slot}`, {
    method: "PUT",
    json: { variants: [{ width, objectPath }], width, height, ...extra },
    session: admin,
  });

/** The admin removes the image of a brand slot. */
const removeBrandImage = (slot: string) =>
  api(`/api/admin/brand-assets/${slot}`, { method: "DELETE", session: admin });

async function publicIds(): Promise<number[]> {
  const res = await api("/api/projects");
  return (await json<PublicProject[]>(res)).map((p) => p.id);
}

async function adminList(): Promise<AdminProject[]> {
  const res = await api("/api/admin/projects", { session: admin });
  expect(res.status).toBe(200);
  return json(res);
}

async function adminDetail(id: number): Promise<AdminProjectDetail> {
  const res = await api(`/api/admin/projects/${id}`, { session: admin });
  expect(res.status).toBe(200);
  return json(res);
}

/** One variant through the real flow: reserve → PUT to the signed URL. Returns the key. */
async function uploadVariant(url: string, body: Record<string, unknown> = {}): Promise<string> {
  const objectPath = await uploadImage(admin, url, body);
  expect(objectPath).toMatch(/^media\//);
  return objectPath;
}

/** Uploads three variants and registers the image. */
async function addRealImage(projectId: number, extra: Record<string, unknown> = {}): Promise<AdminImage> {
  const widths = [480, 960, 1600];
  const variants = [];
  for (const width of widths) {
    variants.push({
      width,
      objectPath: await uploadVariant(`/api/admin/projects/${projectId}/images/upload-url`),
    });
  }
  const res = await api(`/api/projects/${projectId}/images`, {
    json: { variants, width: 2400, height: 1600, altText: "A room", caption: null, ...extra },
    session: admin,
  });
  expect(res.status).toBe(201);
  return json(res);
}

describe("creating projects", () => {
  it("creates a private draft and returns its id and title", async () => {
    const res = await api("/api/projects", { json: validProject, session: admin });
    expect(res.status).toBe(201);
    const body = await json<{ id: number; title: string }>(res);
    expect(body).toEqual({ id: expect.any(Number), title: "Project Salt Air" });
    const row = await db().select().from(projects).where(eq(projects.id, body.id)).get();
    expect(row).toMatchObject({
      clientProjectName: "Laguna Cottage Refresh",
      portfolioTitle: "Project Salt Air",
      published: false,
      status: "draft",
      isPortfolioItem: true,
      clientContact2Name: null,
      projectAddress: "7 Cliff Drive",
    });
    expect(await publicIds()).not.toContain(body.id);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, "project.create")).all();
    expect(audit.some((a) => a.entityId === String(body.id))).toBe(true);
  });

  it("never takes `published` (or other server fields) from the create payload", async () => {
    const { id } = await create({ ...validProject, published: true, sortOrder: 1, accessTokenHash: "x" });
    const row = await db().select().from(projects).where(eq(projects.id, id)).get();
    expect(row?.published).toBe(false);
    expect(row?.accessTokenHash).toBeNull();
  });

  it("defaults the status to draft and keeps an optional second contact", async () => {
    const { status: _s, ...noStatus } = validProject;
    const { id } = await create({
      ...noStatus,
      clientContact2Name: "Sam Lee",
      clientContact2Email: "sam@example.com",
      clientContact2Phone: "(949) 555-0143",
    });
    const row = await db().select().from(projects).where(eq(projects.id, id)).get();
    expect(row).toMatchObject({
      status: "draft",
      clientContact2Name: "Sam Lee",
      clientContact2Email: "sam@example.com",
    });
  });

  // Each field's message and the values it refuses with it (undefined: the field left out).
  const rules: [string, string, unknown[]][] = [
    ["clientProjectName", "Client project name is required", ["", undefined]],
    ["portfolioTitle", "Portfolio title is required", ["  "]],
    ["description", "Description is required", [""]],
    ["category", "Please select a category", ["", "Garage"]],
    ["year", "Please enter a valid year", [undefined, 1200]],
    ["location", "Location is required", [""]],
    ["clientContact1Name", "Contact name is required", [""]],
    ["clientContact1Email", "Please enter a valid email address", ["", "not-an-email"]],
    ["clientContact1Phone", "Please enter a valid phone number", ["", "(949) 555"]],
    ["clientContact2Email", "Please enter a valid email address", ["nope"]],
    ["clientContact2Phone", "Please enter a valid phone number", ["12"]],
    ["status", "Please choose a status", ["paused"]],
  ];
  const cases = rules.flatMap(([field, message, values]) =>
    values.map((value) => [field, value, message] as const),
  );
  for (const [field, value, message] of cases) {
    it(`refuses ${field}=${JSON.stringify(value)} with "${message}" and stores nothing`, async () => {
      const before = (await db().select({ id: projects.id }).from(projects).all()).length;
      const body: Record<string, unknown> = { ...validProject, [field]: value };
      if (value === undefined) delete body[field];
      const res = await api("/api/projects", { json: body, session: admin });
      expect(res.status).toBe(400);
      const err = await json<{ message: string; errors: Record<string, string> }>(res);
      expect(err.errors[field]).toBe(message);
      expect(err.message).toBe(message);
      expect((await db().select({ id: projects.id }).from(projects).all()).length).toBe(before);
    });
  }

  it("names every missing required field at once", async () => {
    const res = await api("/api/projects", { json: {}, session: admin });
    expect(res.status).toBe(400);
    const err = await json<{ errors: Record<string, string> }>(res);
    expect(Object.keys(err.errors).sort()).toEqual(
      [
        "category",
        "clientContact1Email",
        "clientContact1Name",
        "clientContact1Phone",
        "clientProjectName",
        "description",
        "location",
        "portfolioTitle",
        "year",
      ].sort(),
    );
  });
});

describe("updating and publishing", () => {
  it("publish and unpublish change what GET /api/projects returns", async () => {
    const { id } = await create();
    expect(await publicIds()).not.toContain(id);
    const on = await update(id, { published: true });
    expect(on.status).toBe(200);
    const ids = await publicIds();
    expect(ids).toContain(id);
    // Published projects go to the end of the portfolio.
    expect(ids.at(-1)).toBe(id);
    expect((await api(`/api/projects/${id}`)).status).toBe(200);

    const off = await update(id, { published: false });
    expect(off.status).toBe(200);
    expect(await publicIds()).not.toContain(id);
    expect((await api(`/api/projects/${id}`)).status).toBe(404);
    expect(await auditActionsOn(id)).toEqual(
      expect.arrayContaining(["project.publish", "project.unpublish"]),
    );
  });

  it("a partial update changes only the fields sent", async () => {
    const { id } = await create();
    const res = await update(id, { description: "Now with a new description.", status: "archived" });
    expect(res.status).toBe(200);
    const p = await adminDetail(id);
    expect(p).toMatchObject({
      description: "Now with a new description.",
      status: "archived",
      clientProjectName: validProject.clientProjectName,
      clientContact1Email: validProject.clientContact1Email,
      featured: false,
      isPortfolioItem: true,
      published: false,
    });
  });

  it("removing the second contact clears its fields", async () => {
    const { id } = await create({
      ...validProject,
      clientContact2Name: "Sam",
      clientContact2Email: "sam@example.com",
      clientContact2Phone: "(949) 555-0100",
    });
    await update(id, { clientContact2Name: "", clientContact2Email: "", clientContact2Phone: "" });
    const p = await adminDetail(id);
    expect(p.clientContact2Name).toBeNull();
    expect(p.clientContact2Email).toBeNull();
    expect(p.clientContact2Phone).toBeNull();
  });

  it("ignores fields the API does not let anyone write", async () => {
    const { id } = await create();
    const before = await db().select().from(projects).where(eq(projects.id, id)).get();
    const res = await update(id, {
      id: 999_999,
      accessTokenHash: "deadbeef",
      accessTokenCiphertext: "x.y",
      createdAt: "2000-01-01T00:00:00.000Z",
      createdByUserId: 1,
      featured: true,
    });
    expect(res.status).toBe(200);
    const after = await db().select().from(projects).where(eq(projects.id, id)).get();
    expect(after?.featured).toBe(true);
    expect(after?.id).toBe(id);
    expect(after?.accessTokenHash).toBeNull();
    expect(after?.accessTokenCiphertext).toBeNull();
    expect(after?.createdAt).toBe(before?.createdAt);
    expect(after?.createdByUserId).toBe(before?.createdByUserId);
  });

  it("refuses invalid values and empty updates, changing nothing", async () => {
    const { id } = await create();
    const bad = await update(id, { clientContact1Name: "", published: "yes" });
    expect(bad.status).toBe(400);
    const err = await json<{ errors: Record<string, string> }>(bad);
    expect(err.errors.clientContact1Name).toBe("Contact name is required");
    expect(err.errors.published).toBeDefined();
    const empty = await update(id, { unknown: 1 });
    expect(empty.status).toBe(400);
    expect((await adminDetail(id)).clientContact1Name).toBe(validProject.clientContact1Name);
    const missing = await update(987654, { published: true });
    expect(missing.status).toBe(404);
  });
});

describe("admin project list and detail", () => {
  it("lists every project with admin fields and never the token columns", async () => {
    const { id } = await create();
    await api(`/api/admin/projects/${id}/access-token`, { method: "POST", session: admin });
    const img = await addImage(id, 0, true);
    const res = await api("/api/admin/projects", { session: admin });
    const text = await res.text();
    expect(text).not.toMatch(/accessToken(Hash|Ciphertext)/);
    const list = JSON.parse(text) as AdminProject[];
    const mine = list.find((p) => p.id === id);
    expect(mine).toMatchObject({
      clientProjectName: validProject.clientProjectName,
      hasClientLink: true,
      clientLinkExpiresAt: null,
      clientLinkLastUsedAt: null,
      imageCount: 1,
      heroImage: { id: img.id, isHero: true },
      published: false,
    });
    // Unpublished projects too, and published ones first, in portfolio order.
    const published = list.filter((p) => p.published);
    expect(list.slice(0, published.length).every((p) => p.published)).toBe(true);
    const orders = published.map((p) => p.sortOrder ?? 999);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
  });

  it("returns one project with its images in order, or 404", async () => {
    const { id } = await create();
    const a = await addImage(id, 1, false);
    const b = await addImage(id, 0, true);
    const detail = await adminDetail(id);
    expect(detail.images.map((i) => i.id)).toEqual([b.id, a.id]);
    expect(detail.heroImage?.id).toBe(b.id);
    expect((await api("/api/admin/projects/999999", { session: admin })).status).toBe(404);
    expect((await api("/api/admin/projects/abc", { session: admin })).status).toBe(404);
  });
});

describe("portfolio order", () => {
  it("rewrites sortOrder 1..n and the public portfolio follows", async () => {
    for (let i = 0; i < 3; i++) {
      const { id } = await create();
      await update(id, { published: true });
    }
    const current = await publicIds();
    expect(current.length).toBeGreaterThanOrEqual(3);
    const reversed = [...current].reverse();
    const res = await api("/api/admin/projects/reorder", { json: { ids: reversed }, session: admin });
    expect(res.status).toBe(200);
    expect(await publicIds()).toEqual(reversed);
    const rows = await db().select({ id: projects.id, sortOrder: projects.sortOrder }).from(projects).all();
    const byId = new Map(rows.map((r) => [r.id, r.sortOrder]));
    expect(reversed.map((id) => byId.get(id))).toEqual(reversed.map((_, i) => i + 1));
  });

  it("refuses a list that is not exactly the published projects", async () => {
    const current = await publicIds();
    const { id: unpublished } = await create();
    for (const ids of [current.slice(1), [...current, unpublished], [current[0], current[0]]]) {
      const res = await api("/api/admin/projects/reorder", { json: { ids }, session: admin });
      expect(res.status).toBe(400);
    }
    expect(await publicIds()).toEqual(current);
  });
});

describe("client links", () => {
  it("create, open, copy, revoke: the revoked link opens nothing", async () => {
    const { id } = await create();
    const res = await api(`/api/admin/projects/${id}/access-token`, { method: "POST", session: admin });
    expect(res.status).toBe(201);
    const link = await json<ClientLink>(res);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`/portal/${id}?token=${link.token}`);
    expect(link.expiresAt).toBeNull();

    // The database never holds the token in clear, in any column of the row.
    const raw = await env.DB.prepare("SELECT * FROM projects WHERE id = ?")
      .bind(id)
      .first<Record<string, unknown>>();
    expect(Object.values(raw ?? {}).some((v) => typeof v === "string" && v.includes(link.token))).toBe(false);

    // Copy returns the same link.
    const copy = await api(`/api/admin/projects/${id}/access-token`, { session: admin });
    expect(copy.status).toBe(200);
    expect(await json<ClientLink>(copy)).toEqual(link);

    // The token opens this project, and only this one.
    expect((await findProjectByToken(db(), link.token, id))?.id).toBe(id);
    expect(await findProjectByToken(db(), link.token, id + 1)).toBeNull();
    const portal = await api(`/api/portal/project-by-token?token=${link.token}&id=${id}`);
    expect(portal.status).toBe(200);
    expect(await json<{ clientProjectName: string }>(portal)).toMatchObject({
      clientProjectName: validProject.clientProjectName,
    });
    const listed = (await adminList()).find((p) => p.id === id);
    expect(listed?.clientLinkLastUsedAt).toEqual(expect.any(String));

    const revoke = await api(`/api/admin/projects/${id}/access-token`, { method: "DELETE", session: admin });
    expect(revoke.status).toBe(200);
    expect(await findProjectByToken(db(), link.token, id)).toBeNull();
    expect((await api(`/api/portal/project-by-token?token=${link.token}&id=${id}`)).status).toBe(404);
    expect((await api(`/api/admin/projects/${id}/access-token`, { session: admin })).status).toBe(404);
    expect((await adminList()).find((p) => p.id === id)?.hasClientLink).toBe(false);
    expect(await auditActionsOn(id)).toEqual(
      expect.arrayContaining(["client_link.issue", "client_link.revoke"]),
    );
  });

  it("a new link replaces the old one", async () => {
    const { id } = await create();
    const first = await json<ClientLink>(
      await api(`/api/admin/projects/${id}/access-token`, { method: "POST", session: admin }),
    );
    const second = await json<ClientLink>(
      await api(`/api/admin/projects/${id}/access-token`, { method: "POST", session: admin }),
    );
    expect(second.token).not.toBe(first.token);
    expect(await findProjectByToken(db(), first.token, id)).toBeNull();
    expect((await findProjectByToken(db(), second.token, id))?.id).toBe(id);
  });

  it("an expired link fails; the expiry is reported to the admin", async () => {
    const { id } = await create();
    const expiresAt = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const res = await api(`/api/admin/projects/${id}/access-token`, { json: { expiresAt }, session: admin });
    expect(res.status).toBe(201);
    const link = await json<ClientLink>(res);
    expect(link.expiresAt).toBe(expiresAt);
    expect((await adminList()).find((p) => p.id === id)?.clientLinkExpiresAt).toBe(expiresAt);
    expect((await findProjectByToken(db(), link.token, id))?.id).toBe(id);
    // Two hours later the same link opens nothing.
    expect(await findProjectByToken(db(), link.token, id, Date.now() + 2 * 60 * 60 * 1000)).toBeNull();
    // And a link stored as already expired fails through the portal as well.
    await db()
      .update(projects)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(projects.id, id));
    expect((await api(`/api/portal/project-by-token?token=${link.token}&id=${id}`)).status).toBe(404);
  });

  it("refuses an expiry in the past or not a date", async () => {
    const { id } = await create();
    for (const expiresAt of ["2001-01-01T00:00:00.000Z", "tomorrow"]) {
      const res = await api(`/api/admin/projects/${id}/access-token`, {
        json: { expiresAt },
        session: admin,
      });
      expect(res.status).toBe(400);
      expect((await json<{ errors: Record<string, string> }>(res)).errors.expiresAt).toBeDefined();
    }
    expect((await adminDetail(id)).hasClientLink).toBe(false);
    expect(
      (await api("/api/admin/projects/999999/access-token", { method: "POST", session: admin })).status,
    ).toBe(404);
  });
});

describe("images", () => {
  it("uploads variants to R2, registers the image and serves it publicly", async () => {
    const { id } = await create();
    const image = await addRealImage(id, { caption: "Morning light", layout: "pair" });
    expect(image).toMatchObject({
      isHero: true,
      caption: "Morning light",
      layout: "pair",
      width: 2400,
      height: 1600,
    });
    expect(image.variants.map((v) => v.width)).toEqual([480, 960, 1600]);
    // The default path is the largest variant not wider than 1600 px, chosen by the server.
    expect(image.imagePath).toBe(image.variants[2]?.path);
    const media = await SELF.fetch(`http://localhost${image.imagePath}`);
    expect(media.status).toBe(200);
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(PNG);
    const row = await db().select().from(projects).where(eq(projects.id, id)).get();
    expect(row?.coverImageUrl).toBe(image.imagePath);
    const reservations = await db()
      .select()
      .from(uploadReservations)
      .where(eq(uploadReservations.projectId, id))
      .all();
    expect(reservations.every((r) => r.completedAt !== null)).toBe(true);
  });

  it("never trusts an imagePath from the client and refuses keys that were not uploaded", async () => {
    const { id } = await create();
    const other = await create();
    const key = await uploadVariant(`/api/admin/projects/${other.id}/images/upload-url`);
    const postImage = (projectId: number, body: unknown) =>
      api(`/api/projects/${projectId}/images`, { json: body, session: admin });
    const uploaded = { variants: [{ width: 960, objectPath: key }], width: 960, height: 640 };
    const forged = { ...uploaded, imagePath: "https://evil.example/x.png" };
    // A key reserved for another project.
    const wrongProject = await postImage(id, forged);
    expect(wrongProject.status).toBe(400);
    // A key nobody uploaded.
    const never = await postImage(id, {
      ...uploaded,
      variants: [{ width: 960, objectPath: "media/nothing-here.png" }],
    });
    expect(never.status).toBe(400);
    // Missing variants or size.
    const empty = await postImage(id, { variants: [], width: 1, height: 1 });
    expect(empty.status).toBe(400);
    expect((await adminDetail(id)).images).toHaveLength(0);
    // The right project accepts it, and imagePath is its own key, not the one sent.
    const ok = await postImage(other.id, forged);
    expect(ok.status).toBe(201);
    expect((await json<AdminImage>(ok)).imagePath).toBe(`/${key}`);
    // And the same upload cannot be registered twice.
    const twice = await postImage(other.id, uploaded);
    expect(twice.status).toBe(400);
  });

  it("refuses non-image uploads and files over the size limit", async () => {
    const { id } = await create();
    const url = `/api/admin/projects/${id}/images/upload-url`;
    const refusals: [file: object, status: number][] = [
      [{ fileName: "plan.pdf", fileType: "application/pdf", fileSize: 10 }, 400],
      [{ fileName: "x.svg", fileType: "image/svg+xml", fileSize: 10 }, 400],
      [{ fileName: "big.jpg", fileType: "image/jpeg", fileSize: 21 * 1024 * 1024 }, 413],
    ];
    for (const [file, status] of refusals) {
      expect((await api(url, { json: file, session: admin })).status, JSON.stringify(file)).toBe(status);
    }
    const missing = await api("/api/admin/projects/999999/images/upload-url", {
      json: { fileName: "a.png", fileType: "image/png", fileSize: 10 },
      session: admin,
    });
    expect(missing.status).toBe(404);
  });

  it("keeps exactly one hero and the cover in sync", async () => {
    const { id } = await create();
    const first = await addRealImage(id);
    const second = await addRealImage(id);
    const third = await addRealImage(id, { isHero: true });
    let detail = await adminDetail(id);
    expect(detail.images.filter((i) => i.isHero).map((i) => i.id)).toEqual([third.id]);
    expect(detail.coverImageUrl).toBe(third.imagePath);

    const setHero = (imageId: number, isHero: boolean) =>
      api(`/api/admin/images/${imageId}`, { method: "PUT", json: { isHero }, session: admin });
    expect((await setHero(second.id, true)).status).toBe(200);
    detail = await adminDetail(id);
    expect(detail.images.filter((i) => i.isHero).map((i) => i.id)).toEqual([second.id]);
    expect(detail.coverImageUrl).toBe(second.imagePath);

    // Un-heroing the hero is refused: there is always one.
    expect((await setHero(second.id, false)).status).toBe(400);

    // Deleting the hero promotes the first remaining image.
    expect((await api(`/api/admin/images/${second.id}`, { method: "DELETE", session: admin })).status).toBe(
      200,
    );
    detail = await adminDetail(id);
    expect(detail.images.map((i) => i.id)).toEqual([first.id, third.id]);
    expect(detail.images.filter((i) => i.isHero).map((i) => i.id)).toEqual([first.id]);
    expect(detail.coverImageUrl).toBe(first.imagePath);
  });

  it("edits alt text, caption and layout", async () => {
    const { id } = await create();
    const img = await addRealImage(id);
    const res = await api(`/api/admin/images/${img.id}`, {
      method: "PUT",
      json: { altText: "A linen sofa", caption: "", layout: "single" },
      session: admin,
    });
    expect(res.status).toBe(200);
    expect(await json<AdminImage>(res)).toMatchObject({
      altText: "A linen sofa",
      caption: null,
      layout: "single",
      isHero: true,
    });
    const bad = await api(`/api/admin/images/${img.id}`, {
      method: "PUT",
      json: { layout: "mosaic" },
      session: admin,
    });
    expect(bad.status).toBe(400);
    expect(
      (await api("/api/admin/images/999999", { method: "PUT", json: { caption: "x" }, session: admin }))
        .status,
    ).toBe(404);
  });

  it("reorders images as 0..n-1 and the public page follows", async () => {
    const { id } = await create();
    const a = await addRealImage(id);
    const b = await addRealImage(id);
    const c = await addRealImage(id);
    const res = await api(`/api/admin/projects/${id}/images/reorder`, {
      json: { ids: [c.id, a.id, b.id] },
      session: admin,
    });
    expect(res.status).toBe(200);
    const images = await json<AdminImage[]>(res);
    expect(images.map((i) => [i.id, i.sortOrder])).toEqual([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
    ]);
    await update(id, { published: true });
    const pub = await json<PublicProject>(await api(`/api/projects/${id}`));
    expect(pub.images.map((i) => i.id)).toEqual([c.id, a.id, b.id]);
    expect(pub.images.find((i) => i.isHero)?.id).toBe(a.id);
    // A list that is not exactly the project's images is refused.
    const other = await addImage((await create()).id);
    for (const ids of [
      [c.id, a.id],
      [c.id, a.id, b.id, other.id],
    ]) {
      expect(
        (await api(`/api/admin/projects/${id}/images/reorder`, { json: { ids }, session: admin })).status,
      ).toBe(400);
    }
  });

  it("deleting an image removes its stored files", async () => {
    const { id } = await create();
    const img = await addRealImage(id);
    const keys = img.variants.map((v) => v.path.slice(1));
    for (const key of keys) expect(await env.MEDIA.head(key)).not.toBeNull();
    expect((await api(`/api/admin/images/${img.id}`, { method: "DELETE", session: admin })).status).toBe(200);
    for (const key of keys) expect(await env.MEDIA.head(key)).toBeNull();
    const row = await db().select().from(projects).where(eq(projects.id, id)).get();
    expect(row?.coverImageUrl).toBeNull();
    expect((await api(`/api/admin/images/${img.id}`, { method: "DELETE", session: admin })).status).toBe(404);
  });

  it("keeps a file that another row still uses (the seed shares content-addressed files)", async () => {
    const { id } = await create();
    const img = await addRealImage(id);
    const shared = img.variants[0];
    if (!shared) throw new Error("no variant");
    const { id: otherId } = await create();
    await db()
      .insert(projectImages)
      .values({
        projectId: otherId,
        imagePath: shared.path,
        variants: [shared],
        width: 10,
        height: 10,
      });
    await api(`/api/admin/images/${img.id}`, { method: "DELETE", session: admin });
    expect(await env.MEDIA.head(shared.path.slice(1))).not.toBeNull();
  });
});

describe("deleting a project", () => {
  it("leaves no rows and no stored files behind", async () => {
    const { id } = await create();
    await addRealImage(id);
    await addRealImage(id);
    // A document with a real stored object, plus assignment, invitation and meeting rows.
    const docKey = `documents/${id}/test-proposal.pdf`;
    await env.MEDIA.put(docKey, "%PDF-1.7 test");
    await db().insert(documents).values({
      projectId: id,
      title: "Proposal",
      category: "design_fee_proposal",
      fileName: "proposal.pdf",
      mimeType: "application/pdf",
      objectPath: docKey,
    });
    const clientUser = await db().select().from(users).where(eq(users.id, client.userId)).get();
    await db()
      .insert(projectClients)
      .values({
        projectId: id,
        userId: client.userId,
        clientName: "client",
        clientEmail: clientUser?.email ?? "c@example.com",
      });
    await db().insert(clientInvitations).values({ projectId: id, email: "later@example.com" });
    await db()
      .insert(meetings)
      .values({ projectId: id, title: "Walkthrough", scheduledFor: "2030-01-01T17:00:00.000Z" });
    // An upload that was never registered belongs to the project too.
    const orphan = await uploadVariant(`/api/admin/projects/${id}/images/upload-url`);

    const before = await bucketKeys();
    const mine = (await adminDetail(id)).images.flatMap((i) => i.variants.map((v) => v.path.slice(1)));
    expect(mine.length).toBe(6);
    for (const key of [...mine, docKey, orphan]) expect(before).toContain(key);

    const res = await api(`/api/projects/${id}`, { method: "DELETE", session: admin });
    expect(res.status).toBe(200);

    const after = await bucketKeys();
    for (const key of [...mine, docKey, orphan]) expect(after).not.toContain(key);
    // Other projects' files are untouched.
    expect(after.length).toBe(before.length - mine.length - 2);
    for (const table of [
      "project_images",
      "documents",
      "project_clients",
      "client_invitations",
      "meetings",
      "upload_reservations",
    ]) {
      const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE project_id = ?`)
        .bind(id)
        .first<{ n: number }>();
      expect(row?.n, table).toBe(0);
    }
    expect(await db().select().from(projects).where(eq(projects.id, id)).get()).toBeUndefined();
    expect((await api(`/api/projects/${id}`, { method: "DELETE", session: admin })).status).toBe(404);
    expect(
      (await db().select().from(auditLog).where(eq(auditLog.action, "project.delete")).all()).length,
    ).toBeGreaterThan(0);
  });
});

describe("brand assets", () => {
  it("accepts exactly the slots the public site renders", () => {
    expect(new Set(BRAND_ASSET_SLOTS)).toEqual(new Set(["logo", ...BRAND_SLOTS]));
  });

  it("replaces a slot's image, shows it in GET /api/site and deletes the old files", async () => {
    const url = "/api/admin/brand-assets/upload-url";
    const first = await uploadVariant(url, { slot: "logo" });
    const put1 = await putBrandImage("logo", first, 480, 120, { altText: "Studio logo" });
    expect(put1.status).toBe(200);
    const asset = await json<BrandImage>(put1);
    expect(asset).toMatchObject({ slot: "logo", imagePath: `/${first}`, width: 480, altText: "Studio logo" });
    const site = await json<SiteInfo>(await api("/api/site"));
    expect(site.assets.logo?.imagePath).toBe(`/${first}`);

    const second = await uploadVariant(url, { slot: "logo" });
    const put2 = await putBrandImage("logo", second, 480, 120);
    expect(put2.status).toBe(200);
    expect(await env.MEDIA.head(first)).toBeNull();
    expect(await env.MEDIA.head(second)).not.toBeNull();
    const listed = await json<BrandImage[]>(await api("/api/admin/brand-assets", { session: admin }));
    expect(listed.find((a) => a.slot === "logo")?.imagePath).toBe(`/${second}`);
  });

  it("replaces a seeded slot and refuses unknown slots or files not uploaded", async () => {
    const key = await uploadVariant("/api/admin/brand-assets/upload-url", { slot: "hero-2" });
    const res = await putBrandImage("hero-2", key, 960, 640, { altText: "Living room" });
    expect(res.status).toBe(200);
    const row = await db().select().from(brandAssets).where(eq(brandAssets.slot, "hero-2")).get();
    expect(row?.imagePath).toBe(`/${key}`);
    const unknown = await putBrandImage("favicon", key, 960, 640);
    expect(unknown.status).toBe(404);
    const reserveUnknown = await api("/api/admin/brand-assets/upload-url", {
      json: { slot: "../x", fileName: "a.png", fileType: "image/png", fileSize: 10 },
      session: admin,
    });
    expect(reserveUnknown.status).toBe(404);
    const notUploaded = await putBrandImage("hero-3", "media/never.png", 960, 640);
    expect(notUploaded.status).toBe(400);
  });
});

describe("the principals' words on /about (issue 28)", () => {
  const siteVersion = async () =>
    (await db().select().from(cacheVersions).where(eq(cacheVersions.scope, "site")).get())?.version ?? 0;
  const words = { name: "Imogen Vale", role: "Founding Principal", line: "Draws every room by hand first." };

  it("the studio saves a principal's name, role and line: GET /api/site and the painted About page show them at once", async () => {
    // Warm the public answers so a stale cached copy would show.
    const before = await json<SiteInfo>(await api("/api/site"));
    expect(before.principals?.["principal-1"]).toBeUndefined();
    const aboutBefore = await (await api("/about")).text();
    expect(aboutBefore).toContain("Claire Holloway");
    const version = await siteVersion();

    const res = await api("/api/admin/principals/principal-1", {
      method: "PUT",
      json: { name: "  Imogen Vale ", role: words.role, line: words.line },
      session: admin,
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual(words);
    expect(await siteVersion()).toBeGreaterThan(version);
    const site = await json<SiteInfo>(await api("/api/site"));
    expect(site.principals).toEqual({ "principal-1": words });
    const about = await (await api("/about")).text();
    expect(about).toContain("Imogen Vale");
    expect(about).toContain("Draws every room by hand first.");
    // The other principal keeps src/content/about.ts's words.
    expect(about).toContain("Nadia Reyes");
    const entry = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "brand_asset.principal"))
      .get();
    expect(entry).toMatchObject({
      entityType: "brand_asset",
      entityId: "principal-1",
      actorEmail: admin.email,
    });
  });

  it("refuses empty or overlong words (400, nothing changes), an unknown slot (404), and anyone but the studio", async () => {
    const saved = { name: "Rosa Lind", role: "Principal", line: "Keeps the kitchen honest." };
    expect(
      (await api("/api/admin/principals/principal-2", { method: "PUT", json: saved, session: admin })).status,
    ).toBe(200);
    const version = await siteVersion();
    const empty = await api("/api/admin/principals/principal-2", {
      method: "PUT",
      json: { name: "  ", role: "Principal", line: "x" },
      session: admin,
    });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await json(empty))).toContain("Please enter a name");
    const long = await api("/api/admin/principals/principal-2", {
      method: "PUT",
      json: { ...saved, line: "x".repeat(241) },
      session: admin,
    });
    expect(long.status).toBe(400);
    expect(JSON.stringify(await json(long))).toContain("The line can be at most 240 characters");
    const unknown = await api("/api/admin/principals/principal-3", {
      method: "PUT",
      json: saved,
      session: admin,
    });
    expect(unknown.status).toBe(404);
    const logo = await api("/api/admin/principals/logo", { method: "PUT", json: saved, session: admin });
    expect(logo.status).toBe(404);
    const asClient = await api("/api/admin/principals/principal-2", {
      method: "PUT",
      json: { ...saved, name: "Mallory" },
      session: client,
    });
    expect(asClient.status).toBe(403);
    const anonymous = await api("/api/admin/principals/principal-2", {
      method: "PUT",
      json: { ...saved, name: "Mallory" },
    });
    expect(anonymous.status).toBe(401);
    expect(await siteVersion()).toBe(version);
    expect((await json<SiteInfo>(await api("/api/site"))).principals?.["principal-2"]).toEqual(saved);
  });
});

describe("removing a brand image", () => {
  const siteVersion = async () =>
    (await db().select().from(cacheVersions).where(eq(cacheVersions.scope, "site")).get())?.version ?? 0;

  it("deletes the row, then its files; GET /api/site no longer lists it and the edge cache moves on", async () => {
    const key = await uploadVariant("/api/admin/brand-assets/upload-url", { slot: "logo" });
    const put = await putBrandImage("logo", key, 480, 120, { altText: "Logo" });
    expect(put.status).toBe(200);
    // Warm the public answer so a stale copy would show.
    expect((await json<SiteInfo>(await api("/api/site"))).assets.logo?.imagePath).toBe(`/${key}`);
    const version = await siteVersion();

    const res = await removeBrandImage("logo");
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ ok: true });
    expect(await siteVersion()).toBeGreaterThan(version);
    expect(await db().select().from(brandAssets).where(eq(brandAssets.slot, "logo")).get()).toBeUndefined();
    expect(await env.MEDIA.head(key)).toBeNull();
    const site = await json<SiteInfo>(await api("/api/site"));
    expect(site.assets.logo).toBeUndefined();
    expect(Object.keys(site.assets).length).toBeGreaterThan(0);
    const listed = await json<BrandImage[]>(await api("/api/admin/brand-assets", { session: admin }));
    expect(listed.some((a) => a.slot === "logo")).toBe(false);
    const entry = await db().select().from(auditLog).where(eq(auditLog.action, "brand_asset.remove")).get();
    expect(entry).toMatchObject({ entityType: "brand_asset", entityId: "logo", actorEmail: admin.email });

    // Removing it again, or an unknown slot, is a 404 that changes nothing.
    const again = await removeBrandImage("logo");
    expect(again.status).toBe(404);
    expect(await json(again)).toEqual({ message: "This slot has no stored image." });
    const unknown = await removeBrandImage("favicon");
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ message: "Unknown brand image slot." });
  });

  it("keeps a file another slot still uses", async () => {
    const key = await uploadVariant("/api/admin/brand-assets/upload-url", { slot: "example-3" });
    const put = await putBrandImage("example-3", key, 480, 480);
    expect(put.status).toBe(200);
    // The demo seed shares content-addressed files between slots: example-4 uses the same file.
    const row = await db().select().from(brandAssets).where(eq(brandAssets.slot, "example-3")).get();
    if (!row) throw new Error("no row");
    await db()
      .insert(brandAssets)
      .values({ ...row, slot: "example-4" })
      .onConflictDoUpdate({
        target: brandAssets.slot,
        set: { imagePath: row.imagePath, variants: row.variants },
      });

    const res = await removeBrandImage("example-3");
    expect(res.status).toBe(200);
    expect(await env.MEDIA.head(key)).not.toBeNull();
    const site = await json<SiteInfo>(await api("/api/site"));
    expect(site.assets["example-3"]).toBeUndefined();
    expect(site.assets["example-4"]?.imagePath).toBe(`/${key}`);
  });
});

describe("access", () => {
  it("answers 401 to anonymous callers and 403 to clients on every route here", async () => {
    const { id } = await create();
    const img = await addImage(id, 0, true);
    await db()
      .insert(brandAssets)
      .values({ slot: "hero-1", imagePath: "/media/access-hero-1.webp" })
      .onConflictDoUpdate({ target: brandAssets.slot, set: { imagePath: "/media/access-hero-1.webp" } });
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/admin/projects"],
      ["GET", `/api/admin/projects/${id}`],
      ["POST", "/api/projects", validProject],
      ["PUT", `/api/projects/${id}`, { published: true }],
      ["DELETE", `/api/projects/${id}`],
      ["POST", "/api/admin/projects/reorder", { ids: [id] }],
      ["POST", `/api/admin/projects/${id}/access-token`, {}],
      ["GET", `/api/admin/projects/${id}/access-token`],
      ["DELETE", `/api/admin/projects/${id}/access-token`],
      [
        "POST",
        `/api/admin/projects/${id}/images/upload-url`,
        { fileName: "a.png", fileType: "image/png", fileSize: 10 },
      ],
      [
        "POST",
        `/api/projects/${id}/images`,
        { variants: [{ width: 1, objectPath: "media/x.png" }], width: 1, height: 1 },
      ],
      ["PUT", `/api/admin/images/${img.id}`, { caption: "x" }],
      ["POST", `/api/admin/projects/${id}/images/reorder`, { ids: [img.id] }],
      ["DELETE", `/api/admin/images/${img.id}`],
      ["GET", "/api/admin/brand-assets"],
      [
        "POST",
        "/api/admin/brand-assets/upload-url",
        { slot: "logo", fileName: "a.png", fileType: "image/png", fileSize: 10 },
      ],
      [
        "PUT",
        "/api/admin/brand-assets/logo",
        { variants: [{ width: 1, objectPath: "media/x.png" }], width: 1, height: 1 },
      ],
      ["DELETE", "/api/admin/brand-assets/hero-1"],
    ];
    for (const [method, path, body] of routes) {
      for (const [session, status] of [
        [null, 401],
        [client, 403],
      ] as const) {
        const res = await api(path, { method, session, ...(body === undefined ? {} : { json: body }) });
        expect(res.status, `${method} ${path} as ${session ? "client" : "anonymous"}`).toBe(status);
        // The guard answers before validation: nothing about the input leaks.
        expect(Object.keys(await json<Record<string, unknown>>(res))).toEqual(["message"]);
      }
    }
    // Nothing changed.
    const p = await adminDetail(id);
    expect(p.published).toBe(false);
    expect(p.hasClientLink).toBe(false);
    expect(p.images.map((i) => [i.id, i.caption])).toEqual([[img.id, null]]);
    const hero = await db().select().from(brandAssets).where(eq(brandAssets.slot, "hero-1")).get();
    expect(hero?.imagePath).toBe("/media/access-hero-1.webp");
  });
});
