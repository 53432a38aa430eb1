/**
 * The audit trail (issue 10): every kind of admin change leaves exactly one entry saying who,
 * what and when, written in the same batch as the change; a change that does not happen (a
 * conditional one that matched nothing, a refused one) leaves none; GET /api/admin/audit lists
 * them newest first, paged, filterable by entity type, for the admin only.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type AuditPage, auditActionLabel } from "../../src/shared/audit";
import { orderItems, orders } from "../../worker/db/schema";
import { addImage, api, db, json, signInBeforeAll, uniqueEmail } from "./helpers";
import {
  createProjectViaApi,
  uploadDocument,
  uploadImage,
  validInquiry,
  validMeeting,
  validProduct,
} from "./security-fixtures";

const admin = signInBeforeAll("admin", uniqueEmail("audit-admin"), "Avery");
const client = signInBeforeAll("client", uniqueEmail("audit-client"), "Casey");

type Row = {
  id: number;
  action: string;
  entity_type: string;
  entity_id: string | null;
  actor_email: string | null;
};

async function entriesAfter(id: number): Promise<Row[]> {
  const res = await env.DB.prepare(
    "SELECT id, action, entity_type, entity_id, actor_email FROM audit_log WHERE id > ? ORDER BY id",
  )
    .bind(id)
    .all<Row>();
  return res.results;
}

async function lastId(): Promise<number> {
  const row = await env.DB.prepare("SELECT coalesce(max(id), 0) AS id FROM audit_log").first<{
    id: number;
  }>();
  return row?.id ?? 0;
}

/**
 * Runs one admin change and returns the entries it wrote; `expected` is [action, entityType,
 * entityId?]. Every change must write exactly one entry, by the admin.
 */
async function expectAudited(
  change: () => Promise<Response>,
  expected: [string, string, (string | number)?],
  okStatus: number[] = [200, 201, 204],
): Promise<Row> {
  const before = await lastId();
  const res = await change();
  expect(okStatus, `${expected[0]}: ${res.status} ${await res.clone().text()}`).toContain(res.status);
  const rows = await entriesAfter(before);
  expect(
    rows.map((r) => r.action),
    `${expected[0]} should write exactly one entry`,
  ).toEqual([expected[0]]);
  const [row] = rows;
  if (!row) throw new Error("no entry");
  expect(row.entity_type).toBe(expected[1]);
  if (expected[2] !== undefined) expect(row.entity_id).toBe(String(expected[2]));
  expect(row.actor_email).toBe(admin.email);
  return row;
}

const send = (path: string, method: string, body?: unknown) =>
  api(path, { method, session: admin, ...(body === undefined ? {} : { json: body }) });

describe("every kind of admin change writes one entry", () => {
  const kinds = new Set<string>();
  const audited = async (...args: Parameters<typeof expectAudited>) => {
    const row = await expectAudited(...args);
    kinds.add(row.action);
    return row;
  };

  it("projects: create, edit, publish, unpublish, reorder, delete", async () => {
    const before = await lastId();
    const project = await createProjectViaApi(admin, { portfolioTitle: "Project Audit Trail" });
    const [created] = await entriesAfter(before);
    expect(created).toMatchObject({
      action: "project.create",
      entity_type: "project",
      entity_id: String(project.id),
    });
    kinds.add("project.create");

    await audited(
      () => send(`/api/projects/${project.id}`, "PUT", { location: "Dana Point" }),
      ["project.update", "project", project.id],
    );
    await audited(
      () => send(`/api/projects/${project.id}`, "PUT", { published: true }),
      ["project.publish", "project", project.id],
    );
    const published = await json<{ id: number; published: boolean }[]>(
      await api("/api/admin/projects", { session: admin }),
    );
    const ids = published.filter((p) => p.published).map((p) => p.id);
    await audited(
      () => send("/api/admin/projects/reorder", "POST", { ids: [...ids].reverse() }),
      ["project.reorder", "project"],
    );
    await audited(
      () => send(`/api/projects/${project.id}`, "PUT", { published: false }),
      ["project.unpublish", "project", project.id],
    );
    await audited(
      () => send(`/api/projects/${project.id}/archive`, "POST"),
      ["project.archive", "project", project.id],
    );
    await audited(
      () => send(`/api/projects/${project.id}/restore`, "POST"),
      ["project.restore", "project", project.id],
    );
    await audited(
      () => send(`/api/projects/${project.id}`, "DELETE"),
      ["project.delete", "project", project.id],
    );
  });

  it("client links: issue, replace, revoke", async () => {
    const project = await createProjectViaApi(admin);
    const path = `/api/admin/projects/${project.id}/access-token`;
    await audited(() => send(path, "POST"), ["client_link.issue", "project", project.id]);
    await audited(() => send(path, "POST", {}), ["client_link.rotate", "project", project.id]);
    await audited(() => send(path, "DELETE"), ["client_link.revoke", "project", project.id]);
  });

  it("images: add, edit, reorder, remove", async () => {
    const project = await createProjectViaApi(admin);
    const objectPath = await uploadImage(admin, `/api/admin/projects/${project.id}/images/upload-url`);
    const added = await audited(
      () =>
        send(`/api/projects/${project.id}/images`, "POST", {
          variants: [{ width: 960, objectPath }],
          width: 960,
          height: 640,
          altText: "A room",
        }),
      ["image.add", "project", project.id],
    );
    expect(added).toBeTruthy();
    const second = await addImage(project.id, 5);
    await audited(
      () => send(`/api/admin/images/${second.id}`, "PUT", { caption: "Morning light" }),
      ["image.update", "project", project.id],
    );
    const detail = await json<{ images: { id: number }[] }>(
      await api(`/api/admin/projects/${project.id}`, { session: admin }),
    );
    await audited(
      () =>
        send(`/api/admin/projects/${project.id}/images/reorder`, "POST", {
          ids: detail.images.map((i) => i.id).reverse(),
        }),
      ["image.reorder", "project", project.id],
    );
    await audited(
      () => send(`/api/admin/images/${second.id}`, "DELETE"),
      ["image.delete", "project", project.id],
    );
  });

  it("documents: upload, delete", async () => {
    const project = await createProjectViaApi(admin);
    const before = await lastId();
    const doc = await uploadDocument(admin, project.id);
    const rows = await entriesAfter(before);
    expect(rows.map((r) => r.action)).toEqual(["document.upload"]);
    kinds.add("document.upload");
    await audited(() => send(`/api/documents/${doc.id}`, "DELETE"), ["document.delete", "document", doc.id]);
  });

  it("clients: assign, remove, invite, withdraw", async () => {
    const project = await createProjectViaApi(admin);
    await audited(
      () => send(`/api/projects/${project.id}/clients`, "POST", { userId: client.userId }),
      ["client.assign", "project", project.id],
    );
    await audited(
      () => send(`/api/projects/${project.id}/clients/${client.userId}`, "DELETE"),
      ["client.remove", "project", project.id],
    );
    const invited = await send(`/api/projects/${project.id}/invitations`, "POST", {
      email: uniqueEmail("invitee"),
    });
    expect(invited.status).toBe(201);
    kinds.add("client.invite");
    const { invitation } = await json<{ invitation: { id: number } }>(invited);
    await audited(
      () => send(`/api/projects/${project.id}/invitations/${invitation.id}`, "DELETE"),
      ["client.uninvite", "project", project.id],
    );
  });

  it("meetings: schedule, change, cancel", async () => {
    const project = await createProjectViaApi(admin);
    const created = await audited(
      () => send(`/api/projects/${project.id}/meetings`, "POST", validMeeting()),
      ["meeting.schedule", "project", project.id],
    );
    expect(created).toBeTruthy();
    const list = await json<{ id: number }[]>(
      await api(`/api/projects/${project.id}/meetings`, { session: admin }),
    );
    const id = list[0]?.id ?? 0;
    await audited(
      () => send(`/api/meetings/${id}`, "PUT", validMeeting({ title: "Final walkthrough" })),
      ["meeting.update", "meeting", id],
    );
    await audited(() => send(`/api/meetings/${id}`, "DELETE"), ["meeting.cancel", "meeting", id]);
  });

  it("inquiries: status, convert, delete", async () => {
    const posted = await api("/api/inquiries", {
      json: validInquiry({ email: uniqueEmail("inquirer") }),
      headers: { "CF-Connecting-IP": "203.0.113.10" },
    });
    expect(posted.status).toBe(201);
    const { id } = await json<{ id: number }>(posted);
    await audited(
      () => send(`/api/admin/inquiries/${id}`, "PUT", { status: "contacted" }),
      ["inquiry.status", "inquiry", id],
    );
    await audited(
      () => send(`/api/admin/inquiries/${id}/convert`, "POST"),
      ["inquiry.convert", "inquiry", id],
    );
    await audited(() => send(`/api/admin/inquiries/${id}`, "DELETE"), ["inquiry.delete", "inquiry", id]);
  });

  it("products: create, edit, archive, images, delete", async () => {
    const before = await lastId();
    const created = await send("/api/admin/products", "POST", validProduct());
    expect(created.status).toBe(201);
    const product = await json<{ id: number }>(created);
    expect(await entriesAfter(before)).toMatchObject([
      { action: "product.create", entity_type: "product", entity_id: String(product.id) },
    ]);
    kinds.add("product.create");
    await audited(
      () => send(`/api/admin/products/${product.id}`, "PUT", { priceCents: 15000 }),
      ["product.update", "product", product.id],
    );
    await audited(
      () => send(`/api/admin/products/${product.id}`, "PUT", { status: "archived" }),
      ["product.archive", "product", product.id],
    );
    // Archiving sends only the status and must not reset anything else (it once reset the
    // description, category, featured flag and order to their defaults).
    const archived = await json<{ description: string; category: string; sortOrder: number; status: string }>(
      await api(`/api/admin/products/${product.id}`, { session: admin }),
    );
    expect(archived).toMatchObject({
      status: "archived",
      description: "Speckled stoneware.",
      category: "Decor",
      sortOrder: 3,
    });
    const upload = () =>
      uploadImage(admin, `/api/admin/products/${product.id}/images/upload-url`, { fileName: "vase.png" });
    /** The uploaded file added as one of the product's images, `width` × `height`. */
    const addImage = (objectPath: string, width: number, height: number, extra: Record<string, unknown>) =>
      send(`/api/admin/products/${product.id}/images`, "POST", {
        variants: [{ width, objectPath }],
        width,
        height,
        ...extra,
      });
    const coverPath = await upload();
    await audited(
      () => addImage(coverPath, 960, 640, { altText: "Vase", asCover: true }),
      ["product.cover", "product", product.id],
    );
    const extraPath = await upload();
    await audited(
      () => addImage(extraPath, 480, 320, { altText: "Detail" }),
      ["product_image.add", "product", product.id],
    );
    const withImages = await json<{ images: { id: number }[] }>(
      await api(`/api/admin/products/${product.id}`, { session: admin }),
    );
    const imageId = withImages.images[0]?.id ?? 0;
    await audited(
      () => send(`/api/admin/product-images/${imageId}`, "DELETE"),
      ["product_image.delete", "product", product.id],
    );
    await audited(
      () => send(`/api/admin/products/${product.id}`, "DELETE"),
      ["product.delete", "product", product.id],
    );
  });

  it("orders: marking a paid order fulfilled", async () => {
    const order = await db()
      .insert(orders)
      .values({
        status: "paid",
        totalCents: 1000,
        email: "buyer@example.com",
        publicRef: `ref-${Date.now()}`,
      })
      .returning()
      .get();
    await audited(
      () => send(`/api/admin/orders/${order.id}`, "PUT", { status: "fulfilled" }),
      ["order.fulfilled", "order", order.id],
    );
  });

  it("brand images: replacing a slot", async () => {
    const objectPath = await uploadImage(admin, "/api/admin/brand-assets/upload-url", { slot: "logo" });
    await audited(
      () =>
        send("/api/admin/brand-assets/logo", "PUT", {
          variants: [{ width: 480, objectPath }],
          width: 480,
          height: 120,
          altText: "Studio logo",
        }),
      ["brand_asset.replace", "brand_asset", "logo"],
    );
  });

  it("brand images: removing a slot's image", async () => {
    const objectPath = await uploadImage(admin, "/api/admin/brand-assets/upload-url", { slot: "hero-3" });
    const put = await send("/api/admin/brand-assets/hero-3", "PUT", {
      variants: [{ width: 480, objectPath }],
      width: 480,
      height: 320,
    });
    expect(put.status).toBe(200);
    await audited(
      () => send("/api/admin/brand-assets/hero-3", "DELETE"),
      ["brand_asset.remove", "brand_asset", "hero-3"],
    );
    // Nothing to remove: no entry.
    const before = await lastId();
    expect((await send("/api/admin/brand-assets/hero-3", "DELETE")).status).toBe(404);
    expect(await entriesAfter(before)).toEqual([]);
  });

  it("privacy: export and delete", async () => {
    const email = uniqueEmail("privacy-audit");
    await api("/api/inquiries", {
      json: validInquiry({ email }),
      headers: { "CF-Connecting-IP": "203.0.113.11" },
    });
    await audited(
      () => send(`/api/admin/privacy/export?email=${encodeURIComponent(email)}`, "GET"),
      ["privacy.export", "privacy"],
    );
    const row = await audited(
      () => send("/api/admin/privacy/delete", "POST", { email, confirm: email }),
      ["privacy.delete", "privacy"],
    );
    const stored = await env.DB.prepare("SELECT detail FROM audit_log WHERE id = ?").bind(row.id).first<{
      detail: string;
    }>();
    // The record of the deletion keeps a hash, never the address it deleted.
    expect(stored?.detail).not.toContain(email);
    expect(stored?.detail).toContain("emailSha256");
  });

  it("covers the kinds of change the issue names", () => {
    console.info(`Audit trail: ${kinds.size} kinds of admin change each wrote exactly one entry`);
    for (const kind of [
      "project.publish",
      "client_link.issue",
      "client_link.revoke",
      "project.delete",
      "document.delete",
      "client.assign",
      "document.upload",
      "inquiry.status",
      "order.fulfilled",
      "product.update",
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    // The Activity tab says each of them in words, not as the stored action name.
    for (const kind of kinds) expect(auditActionLabel(kind), kind).not.toBe(kind);
  });
});

describe("changes that do not happen leave no entry", () => {
  it("a refused order transition, a stale stock edit, a product with orders, a refused input", async () => {
    const order = await db()
      .insert(orders)
      .values({ status: "created", totalCents: 1000, publicRef: `ref-none-${Date.now()}` })
      .returning()
      .get();
    const product = await json<{ id: number }>(await send("/api/admin/products", "POST", validProduct()));
    await db()
      .insert(orderItems)
      .values({ orderId: order.id, productId: product.id, titleSnapshot: "Vase", unitPriceCents: 1000 });
    const before = await lastId();
    expect((await send(`/api/admin/orders/${order.id}`, "PUT", { status: "fulfilled" })).status).toBe(409);
    expect(
      (await send(`/api/admin/products/${product.id}`, "PUT", { stock: 9, expectedStock: 99 })).status,
    ).toBe(409);
    expect((await send(`/api/admin/products/${product.id}`, "DELETE")).status).toBe(409);
    expect((await send("/api/projects", "POST", { clientProjectName: "" })).status).toBe(400);
    expect((await send("/api/admin/projects/999999/access-token", "POST")).status).toBe(404);
    expect(await entriesAfter(before)).toEqual([]);
  });
});

describe("GET /api/admin/audit", () => {
  it("lists entries newest first, a page at a time, filtered by entity type", async () => {
    for (let i = 0; i < 3; i++) await createProjectViaApi(admin, { portfolioTitle: `Project Paging ${i}` });
    const first = await json<AuditPage>(await api("/api/admin/audit", { session: admin }));
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(25);
    expect(first.total).toBeGreaterThanOrEqual(first.entries.length);
    const stamps = first.entries.map((e) => `${e.createdAt}#${String(e.id).padStart(9, "0")}`);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(first.entries[0]).toMatchObject({ action: "project.create", actorEmail: admin.email });

    const products = await json<AuditPage>(
      await api("/api/admin/audit?entityType=product", { session: admin }),
    );
    expect(products.entries.length).toBeGreaterThan(0);
    expect(products.entries.every((e) => e.entityType === "product")).toBe(true);

    if (first.total > 25) {
      const second = await json<AuditPage>(await api("/api/admin/audit?page=2", { session: admin }));
      expect(second.entries[0]?.id).not.toBe(first.entries[0]?.id);
    }
    const beyond = await json<AuditPage>(await api("/api/admin/audit?page=9999", { session: admin }));
    expect(beyond.entries).toEqual([]);
  });

  it("refuses clients and strangers, and bad filters", async () => {
    expect((await api("/api/admin/audit")).status).toBe(401);
    expect((await api("/api/admin/audit", { session: client })).status).toBe(403);
    for (const q of ["page=0", "page=abc", "page=1.5", "entityType=users", "page=-3"]) {
      const res = await api(`/api/admin/audit?${q}`, { session: admin });
      expect(res.status, q).toBe(400);
      expect(typeof (await json<{ message: string }>(res)).message).toBe("string");
    }
  });
});
