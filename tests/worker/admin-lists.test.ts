/**
 * Lists that scale (issue 28): the admin's projects, orders, inquiries, outbox and activity read a
 * page at a time, searched and filtered on the server through one parser
 * (worker/http/list-query.ts). Without page, pageSize or q every call answers exactly as before;
 * a malformed paging value is a 400 that names it and changes nothing; a non-admin gets 401 / 403
 * and no rows.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminInquiry } from "../../src/shared/admin-inquiries";
import type { AuditPage } from "../../src/shared/audit";
import type { PagedList } from "../../src/shared/list";
import type { AdminOrder } from "../../src/shared/order";
import type { AdminProduct } from "../../src/shared/product";
import type { AdminProject, AdminProjectPage } from "../../src/shared/project";
import type { OutboxList, OutboxMessageSummary } from "../../src/shared/setup";
import {
  auditLog,
  emailOutbox,
  orderItems,
  orders,
  products,
  projectInquiries,
} from "../../worker/db/schema";
import { api, createProject, db, json, type Session, signIn } from "./helpers";

let admin: Session;
let client: Session;
const tag = `lst${Date.now().toString(36)}`;

const at = (i: number) => new Date(Date.UTC(2031, 0, 1, 0, 0, i)).toISOString();

beforeAll(async () => {
  admin = await signIn("admin");
  client = await signIn("client");
  // 60 inquiries (every third contacted), 45 e-mails (every fifth refused), 40 audit entries.
  for (let i = 0; i < 60; i++) {
    await db()
      .insert(projectInquiries)
      .values({
        firstName: "Wren",
        lastName: `${tag}${String(i).padStart(2, "0")}`,
        email: `wren${i}@${tag}.example.com`,
        phone: "(949) 555-0123",
        projectType: "full-service",
        budget: "100k-150k",
        timeline: "3-6months",
        message: i === 7 ? `Our kitchen needs 100%_care ${tag}` : "A calm home.",
        status: i % 3 === 0 ? "contacted" : "new",
        createdAt: at(i),
      });
  }
  for (let i = 0; i < 45; i++) {
    await db()
      .insert(emailOutbox)
      .values({
        kind: i % 2 === 0 ? "inquiry" : "order",
        toAddress: `to${i}@${tag}.example.com`,
        fromAddress: "studio@example.com",
        subject: `Notice ${i} ${tag}`,
        text: "Hello",
        status: i % 5 === 0 ? "failed" : "local",
        createdAt: at(i),
      });
  }
  for (let i = 0; i < 40; i++) {
    await db()
      .insert(auditLog)
      .values({
        actorEmail: `actor@${tag}.example.com`,
        action: i % 2 === 0 ? "project.publish" : "inquiry.status",
        entityType: i % 2 === 0 ? "project" : "inquiry",
        entityId: String(i),
        detail: { title: `Entry ${i} ${tag}` },
        createdAt: at(i),
      });
  }
});

const get = (path: string, session: Session | null = admin) => api(path, { session });

describe("the shared parser", () => {
  const lists = [
    "/api/admin/projects",
    "/api/admin/orders",
    "/api/admin/inquiries",
    "/api/admin/outbox",
    "/api/admin/audit",
  ];

  it.each(lists)("%s refuses a bad page, page size or search with a 400 that says why", async (path) => {
    for (const [query, field, message] of [
      ["page=0", "page", "Page must be"],
      ["page=abc", "page", "Page must be"],
      ["page=1.5", "page", "Page must be"],
      ["pageSize=0", "pageSize", "Page size must be a whole number from 1 to 100."],
      ["pageSize=101", "pageSize", "Page size must be a whole number from 1 to 100."],
      [`q=${"x".repeat(101)}`, "q", "Search text must be at most 100 characters."],
    ] as const) {
      const res = await get(`${path}?${query}`);
      expect(res.status, `${path}?${query}`).toBe(400);
      const body = await json<{ message: string; errors: Record<string, string> }>(res);
      expect(body.errors[field]).toContain(message);
      expect(body.message).toContain(message.slice(0, 9));
    }
  });

  it.each(lists)("%s gives a non-admin 401 or 403 and no rows", async (path) => {
    const anonymous = await get(`${path}?page=1&q=${tag}`, null);
    expect(anonymous.status).toBe(401);
    const asClient = await get(`${path}?page=1&q=${tag}`, client);
    expect(asClient.status).toBe(403);
    expect(await asClient.text()).not.toContain(tag);
  });
});

describe("inquiries", () => {
  it("without paging fields answers the old whole array", async () => {
    const all = await json<AdminInquiry[]>(await get("/api/admin/inquiries"));
    expect(Array.isArray(all)).toBe(true);
    expect(all.filter((i) => i.lastName.startsWith(tag))).toHaveLength(60);
  });

  it("pages newest first, searches and filters on the server", async () => {
    const first = await json<PagedList<AdminInquiry>>(await get(`/api/admin/inquiries?q=${tag}&pageSize=25`));
    expect(first.total).toBe(60);
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(25);
    expect(first.items.map((i) => i.lastName).slice(0, 2)).toEqual([`${tag}59`, `${tag}58`]);
    const third = await json<PagedList<AdminInquiry>>(await get(`/api/admin/inquiries?q=${tag}&page=3`));
    expect(third.items.map((i) => i.lastName)).toEqual(
      Array.from({ length: 10 }, (_, k) => `${tag}${String(9 - k).padStart(2, "0")}`),
    );
    const contacted = await json<PagedList<AdminInquiry>>(
      await get(`/api/admin/inquiries?q=${tag}&status=contacted&pageSize=100`),
    );
    expect(contacted.total).toBe(20);
    expect(contacted.items.every((i) => i.status === "contacted")).toBe(true);
    // By full name, any case; the search's own % and _ are plain characters.
    const byName = await json<PagedList<AdminInquiry>>(
      await get(`/api/admin/inquiries?q=${encodeURIComponent(`wren ${tag.toUpperCase()}42`)}`),
    );
    expect(byName.items.map((i) => i.lastName)).toEqual([`${tag}42`]);
    const literal = await json<PagedList<AdminInquiry>>(
      await get(`/api/admin/inquiries?q=${encodeURIComponent("100%_care")}`),
    );
    expect(literal.items.map((i) => i.lastName)).toEqual([`${tag}07`]);
    const none = await json<PagedList<AdminInquiry>>(await get(`/api/admin/inquiries?q=${tag}&page=9`));
    expect(none).toMatchObject({ items: [], total: 60, page: 9 });
  });

  it("a bad status is still the old 400", async () => {
    const res = await get("/api/admin/inquiries?status=maybe&page=1");
    expect(res.status).toBe(400);
  });
});

describe("outbox", () => {
  it("without paging fields answers the old newest 50 and the total", async () => {
    const list = await json<OutboxList>(await get("/api/admin/outbox"));
    expect(Object.keys(list).sort()).toEqual(["messages", "total"]);
    expect(list.total).toBeGreaterThanOrEqual(45);
  });

  it("pages, searches and filters by status and kind", async () => {
    const failed = await json<PagedList<OutboxMessageSummary>>(
      await get(`/api/admin/outbox?q=${tag}&status=failed`),
    );
    expect(failed.total).toBe(9);
    expect(failed.items.every((m) => m.status === "failed")).toBe(true);
    expect(failed.items[0]?.subject).toBe(`Notice 40 ${tag}`);
    const orderKind = await json<PagedList<OutboxMessageSummary>>(
      await get(`/api/admin/outbox?q=${tag}&kind=order&pageSize=10&page=3`),
    );
    expect(orderKind.total).toBe(22);
    expect(orderKind.items).toHaveLength(2);
    expect((await get("/api/admin/outbox?status=lost&page=1")).status).toBe(400);
    expect((await get("/api/admin/outbox?kind=DROP%20TABLE&page=1")).status).toBe(400);
  });
});

describe("activity", () => {
  it("searches who, what (as the tab words it) and the details, and keeps its page shape", async () => {
    const page = await json<AuditPage>(await get(`/api/admin/audit?q=${tag}&pageSize=15&page=2`));
    expect(Object.keys(page).sort()).toEqual(["entries", "page", "pageSize", "total"]);
    expect(page).toMatchObject({ total: 40, page: 2, pageSize: 15 });
    expect(page.entries).toHaveLength(15);
    const published = await json<AuditPage>(
      await get(
        `/api/admin/audit?q=${encodeURIComponent("Published a project")}&entityType=project&pageSize=100`,
      ),
    );
    expect(published.entries.filter((e) => e.actorEmail === `actor@${tag}.example.com`)).toHaveLength(20);
    const old = await json<AuditPage>(await get("/api/admin/audit?page=1"));
    expect(old.pageSize).toBe(25);
  });
});

describe("orders", () => {
  let product: { id: number };
  const made: Record<string, number> = {};
  beforeAll(async () => {
    product = await db()
      .insert(products)
      .values({ title: `Vase ${tag}`, slug: `vase-${tag}`, priceCents: 77100, stock: 2, status: "active" })
      .returning({ id: products.id })
      .get();
    const statuses = ["cancelled", "paid", "expired", "created", "fulfilled", "paid", "created"] as const;
    for (const [i, status] of statuses.entries()) {
      const order = await db()
        .insert(orders)
        .values({
          status,
          email: `buyer${i}@${tag}.example.com`,
          totalCents: 77100,
          publicRef: `${tag}ref${i}`,
          stripeSessionId: `cs_test_${tag}_${i}`,
          createdAt: at(i),
        })
        .returning({ id: orders.id })
        .get();
      made[`${status}${i}`] = order.id;
      await db()
        .insert(orderItems)
        .values({
          orderId: order.id,
          productId: product.id,
          titleSnapshot: `Vase ${tag}`,
          unitPriceCents: 77100,
          quantity: status === "created" ? 2 : 1,
        });
    }
  });

  it("without paging fields answers the old newest-first array", async () => {
    const all = await json<AdminOrder[]>(await get("/api/admin/orders"));
    const mine = all.filter((o) => o.email?.endsWith(`@${tag}.example.com`));
    expect(mine.map((o) => o.email)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((i) => `buyer${i}@${tag}.example.com`),
    );
  });

  it("puts paid orders to fulfil first, then checkouts, then the rest; cancelled and expired last", async () => {
    const page = await json<PagedList<AdminOrder>>(await get(`/api/admin/orders?q=${tag}`));
    expect(page.items.map((o) => o.status)).toEqual([
      "paid",
      "paid",
      "created",
      "created",
      "fulfilled",
      "expired",
      "cancelled",
    ]);
    expect(page.items[0]?.email).toBe(`buyer5@${tag}.example.com`);
    const ended = await json<PagedList<AdminOrder>>(await get(`/api/admin/orders?q=${tag}&status=ended`));
    expect(ended.items.map((o) => o.status).sort()).toEqual(["cancelled", "expired"]);
    const paid = await json<PagedList<AdminOrder>>(
      await get(`/api/admin/orders?q=${tag}&status=paid&pageSize=1`),
    );
    expect(paid).toMatchObject({ total: 2, pageSize: 1 });
  });

  it("finds an order by its number or its short reference", async () => {
    const id = made.fulfilled4;
    const byNumber = await json<PagedList<AdminOrder>>(await get(`/api/admin/orders?q=%23${id}`));
    expect(byNumber.items.map((o) => o.id)).toContain(id);
    const ref = `${tag}ref4`.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
    const short = `${ref.slice(0, 4)}-${ref.slice(4, 8)}`;
    const byRef = await json<PagedList<AdminOrder>>(await get(`/api/admin/orders?q=${short}`));
    expect(byRef.items.map((o) => o.id)).toContain(id);
  });

  it("shows the pieces held by open checkouts on the admin's product", async () => {
    const list = await json<AdminProduct[]>(await get("/api/admin/products"));
    expect(list.find((p) => p.id === product.id)).toMatchObject({ stock: 2, reserved: 4 });
  });
});

describe("projects", () => {
  beforeAll(async () => {
    for (let i = 0; i < 30; i++) {
      await createProject({
        title: `${tag} Home ${i}`,
        clientProjectName: `${tag} Home ${i}`,
        portfolioTitle: `${tag} Home ${i}`,
        published: i < 4,
        sortOrder: i < 4 ? 4 - i : 0,
        status: i % 2 === 0 ? "draft" : "published",
        createdAt: at(i),
      });
    }
  });

  it("without paging fields answers the old whole array", async () => {
    const all = await json<AdminProject[]>(await get("/api/admin/projects"));
    expect(Array.isArray(all)).toBe(true);
    expect(all.filter((p) => p.title.startsWith(tag))).toHaveLength(30);
  });

  it("pages published first, filters by portfolio and status, and sends the whole portfolio order", async () => {
    const first = await json<AdminProjectPage>(await get(`/api/admin/projects?q=${tag}&pageSize=10`));
    expect(first.total).toBe(30);
    expect(first.items.slice(0, 4).every((p) => p.published)).toBe(true);
    expect(first.items[4]?.published).toBe(false);
    expect(first.portfolioOrder.length).toBeGreaterThanOrEqual(4);
    const unpublishedDrafts = await json<AdminProjectPage>(
      await get(`/api/admin/projects?q=${tag}&published=false&status=draft&pageSize=100`),
    );
    expect(unpublishedDrafts.total).toBe(13);
    expect(unpublishedDrafts.items.every((p) => !p.published && p.status === "draft")).toBe(true);
    expect((await get("/api/admin/projects?published=maybe&page=1")).status).toBe(400);
  });
});
