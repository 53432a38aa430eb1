import { applyD1Migrations, createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { count, eq } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import {
  brandAssets,
  productImages,
  products,
  projectImages,
  projectInquiries,
  projects,
  seedState,
} from "../../worker/db/schema";
import { withContext } from "../../worker/http/context";
import { onError } from "../../worker/http/errors";
import {
  BASE_SECURITY_HEADERS,
  NON_HTML_CONTENT_SECURITY_POLICY,
  securityHeaders,
} from "../../worker/http/headers";
import { app } from "../../worker/index";
import { DEMO_SEED, type SeedImage, seedDemoContent } from "../../worker/seed/seed";
import { seedInquiries, seedProducts, seedProjects } from "../../worker/seed/seed-data";
import type { AppEnv } from "../../worker/types";
import { api, db, json, SPEC_PORTFOLIO_TITLES, signIn } from "./helpers";

/** The 500 answer, word for word: nothing of the error itself reaches the caller. */
const SERVER_ERROR = { message: "Something went wrong on our side. Please try again." };
const INTERNALS = "D1_ERROR: no such column: secret_internal_column at offset 42: SQLITE_ERROR";

function expectOpaque500(res: Response, text: string) {
  expect(res.status).toBe(500);
  expect(res.headers.get("Content-Type")).toContain("application/json");
  expect(JSON.parse(text)).toEqual(SERVER_ERROR);
  for (const leak of ["secret_internal_column", "D1_ERROR", "SQLITE", "at ", ".ts", "stack", "Error"]) {
    expect(text).not.toContain(leak);
  }
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
    expect(res.headers.get(name), name).toBe(
      name === "Content-Security-Policy" ? NON_HTML_CONTENT_SECURITY_POLICY : value,
    );
  }
}

const TABLES = [
  "users",
  "oauth_accounts",
  "sessions",
  "projects",
  "project_images",
  "documents",
  "document_feedback",
  "upload_reservations",
  "project_inquiries",
  "project_clients",
  "client_invitations",
  "meetings",
  "products",
  "product_images",
  "orders",
  "order_items",
  "stripe_events",
  "brand_assets",
  "audit_log",
  "rate_limits",
  "seed_state",
];

/** Tiny stand-ins for the demo WebP files (the seed logic, not the pixels, is under test). */
function fakeImages(): SeedImage[] {
  const names = new Set<string>(["hero-1", "hero-2", "hero-3"]);
  for (const p of seedProjects) for (const i of p.images) names.add(i.name);
  for (const p of seedProducts) names.add(p.image);
  return [...names].map((name) => ({
    name,
    width: 1600,
    height: 1067,
    alt: `Alt for ${name}`,
    variants: [480, 1600].map((w) => ({
      width: w,
      load: async () => new TextEncoder().encode(`${name}-${w}`),
    })),
  }));
}

/** Runs an `INSERT … RETURNING id` straight against D1: the new row (its id). */
const insertReturningId = (sql: string) => env.DB.prepare(sql).first<{ id: number }>();

describe("migrations", () => {
  it("create every table of the data model on an empty database, and re-applying is a no-op", async () => {
    const rows = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type='table'").all<{
      name: string;
    }>();
    const names = rows.results.map((r) => r.name);
    for (const t of TABLES) expect(names).toContain(t);
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  });

  it("enforce uniqueness and non-negative stock in the database itself", async () => {
    await env.DB.prepare("INSERT INTO users (email) VALUES ('dup@example.com')").run();
    await expect(
      env.DB.prepare("INSERT INTO users (email) VALUES ('dup@example.com')").run(),
    ).rejects.toThrow(/UNIQUE/);
    await expect(
      env.DB.prepare(
        "INSERT INTO products (title, slug, price_cents, stock) VALUES ('x', 'x', 100, -1)",
      ).run(),
    ).rejects.toThrow(/CHECK/);
  });

  it("keep product slugs unique", async () => {
    const insert = (title: string) =>
      env.DB.prepare("INSERT INTO products (title, slug, price_cents) VALUES (?, 'same-slug', 100)")
        .bind(title)
        .run();
    await insert("First");
    await expect(insert("Second")).rejects.toThrow(/UNIQUE constraint failed: products\.slug/);
    const n = await env.DB.prepare("SELECT count(*) AS n FROM products WHERE slug = 'same-slug'").first<{
      n: number;
    }>();
    expect(n?.n).toBe(1);
    // Storage is shared within this file: leave the product list to the seed test below.
    await env.DB.prepare("DELETE FROM products WHERE slug = 'same-slug'").run();
  });

  it("allow one assignment per project and user", async () => {
    const p = await insertReturningId("INSERT INTO projects (title) VALUES ('Assigned') RETURNING id");
    const u = await insertReturningId(
      "INSERT INTO users (email) VALUES ('assigned@example.com') RETURNING id",
    );
    const assign = () =>
      env.DB.prepare(
        "INSERT INTO project_clients (project_id, user_id, client_name, client_email) VALUES (?, ?, 'assigned', 'assigned@example.com')",
      )
        .bind(p?.id, u?.id)
        .run();
    await assign();
    await expect(assign()).rejects.toThrow(
      /UNIQUE constraint failed: project_clients\.project_id, project_clients\.user_id/,
    );
  });

  it("cascade project children when a project is deleted", async () => {
    const p = await insertReturningId("INSERT INTO projects (title) VALUES ('Cascade') RETURNING id");
    const other = await insertReturningId("INSERT INTO projects (title) VALUES ('Untouched') RETURNING id");
    const u = await insertReturningId(
      "INSERT INTO users (email) VALUES ('cascade@example.com') RETURNING id",
    );
    for (const projectId of [p?.id, other?.id]) {
      await env.DB.batch([
        env.DB.prepare(
          "INSERT INTO project_images (project_id, image_path) VALUES (?, '/media/x.webp')",
        ).bind(projectId),
        env.DB.prepare(
          "INSERT INTO meetings (project_id, title, scheduled_for) VALUES (?, 'Walkthrough', '2030-01-01T10:00:00Z')",
        ).bind(projectId),
        env.DB.prepare(
          "INSERT INTO documents (project_id, title, category, file_name, mime_type, object_path) VALUES (?1, 'Proposal', 'design_fee_proposal', 'p.pdf', 'application/pdf', 'documents/' || ?1 || '/cascade.pdf')",
        ).bind(projectId),
        env.DB.prepare(
          "INSERT INTO project_clients (project_id, user_id, client_name, client_email) VALUES (?, ?, 'cascade', 'cascade@example.com')",
        ).bind(projectId, u?.id),
      ]);
    }
    const children = (projectId: number | undefined) =>
      env.DB.prepare(
        `SELECT
          (SELECT count(*) FROM project_images WHERE project_id = ?1) AS images,
          (SELECT count(*) FROM meetings WHERE project_id = ?1) AS meetings,
          (SELECT count(*) FROM documents WHERE project_id = ?1) AS documents,
          (SELECT count(*) FROM project_clients WHERE project_id = ?1) AS assignments`,
      )
        .bind(projectId)
        .first();
    expect(await children(p?.id)).toEqual({ images: 1, meetings: 1, documents: 1, assignments: 1 });
    await env.DB.prepare("DELETE FROM projects WHERE id = ?").bind(p?.id).run();
    expect(await children(p?.id)).toEqual({ images: 0, meetings: 0, documents: 0, assignments: 0 });
    // Only that project's rows: the other project and the user stay.
    expect(await children(other?.id)).toEqual({ images: 1, meetings: 1, documents: 1, assignments: 1 });
    expect(await env.DB.prepare("SELECT id FROM users WHERE id = ?").bind(u?.id).first()).not.toBeNull();
  });
});

/** An empty database for the seed: no content and no seed marker. */
async function emptyForSeed() {
  for (const table of ["seed_state", "projects", "products", "project_inquiries", "brand_assets"]) {
    await env.DB.prepare(`DELETE FROM ${table}`).run();
  }
}

async function rowCounts() {
  return {
    projects: (await db().select({ n: count() }).from(projects).get())?.n,
    projectImages: (await db().select({ n: count() }).from(projectImages).get())?.n,
    products: (await db().select({ n: count() }).from(products).get())?.n,
    productImages: (await db().select({ n: count() }).from(productImages).get())?.n,
    inquiries: (await db().select({ n: count() }).from(projectInquiries).get())?.n,
    brandAssets: (await db().select({ n: count() }).from(brandAssets).get())?.n,
  };
}

const COMPLETE = {
  projects: seedProjects.length,
  projectImages: seedProjects.reduce((sum, p) => sum + p.images.length, 0),
  products: seedProducts.length,
  productImages: seedProducts.length,
  inquiries: seedInquiries.length,
  brandAssets: 3,
};

describe("demo seed", () => {
  it("creates the nine published portfolio projects in the studio's order, and is idempotent", async () => {
    await emptyForSeed();
    const first = await seedDemoContent(db(), env.MEDIA, fakeImages());
    expect(first.seeded).toBe(true);
    const again = await seedDemoContent(db(), env.MEDIA, fakeImages());
    expect(again.seeded).toBe(false);
    const n = await db().select({ n: count() }).from(projects).get();
    expect(n?.n).toBe(seedProjects.length);
    expect((await db().select({ n: count() }).from(products).get())?.n).toBe(seedProducts.length);
    expect((await db().select({ n: count() }).from(brandAssets).get())?.n).toBe(3);

    const res = await api("/api/projects");
    expect(res.status).toBe(200);
    const list = await json<{ portfolioTitle: string; images: { imagePath: string }[] }[]>(res);
    // The seeded portfolio stands in the SPEC's order.
    expect(list.map((p) => p.portfolioTitle)).toEqual(SPEC_PORTFOLIO_TITLES);
    // Images are stored in R2 like uploaded ones and served by the Worker.
    const firstImage = list[0]?.images[0]?.imagePath ?? "";
    const media = await api(firstImage);
    expect(media.status).toBe(200);
    expect(media.headers.get("Cache-Control")).toContain("immutable");
    expect(await media.text()).toMatch(/^p01-1-/);

    // The converted demo inquiry points at the draft project it became (Open Project, not Convert).
    const converted = await db()
      .select({ projectTitle: projects.title })
      .from(projectInquiries)
      .innerJoin(projects, eq(projects.id, projectInquiries.convertedProjectId))
      .where(eq(projectInquiries.status, "converted"))
      .all();
    expect(converted).toEqual([{ projectTitle: "Sierra Madre Cottage Bath" }]);
  });

  it("finishes an interrupted seed on the next run, without duplicates, and then never runs again", async () => {
    await emptyForSeed();
    // The first run dies while storing the fifth project's photos (a lost connection, Ctrl+C).
    const failing = seedProjects[4]?.images[0]?.name;
    const broken = fakeImages().map((image) =>
      image.name === failing
        ? {
            ...image,
            variants: image.variants.map((v) => ({
              ...v,
              load: async (): Promise<Uint8Array> => {
                throw new Error("connection lost");
              },
            })),
          }
        : image,
    );
    await expect(seedDemoContent(db(), env.MEDIA, broken)).rejects.toThrow("connection lost");
    const partial = await rowCounts();
    expect(partial.projects).toBe(4);
    // Each project went in with all its images or not at all.
    expect(partial.projectImages).toBe(seedProjects.slice(0, 4).reduce((sum, p) => sum + p.images.length, 0));
    expect(partial.products).toBe(0);
    expect(partial.inquiries).toBe(0);
    expect((await db().select().from(seedState).where(eq(seedState.name, DEMO_SEED)).get())?.status).toBe(
      "started",
    );

    // The next start sees an incomplete seed (projects exist, but it never finished) and finishes it.
    const resumed = await seedDemoContent(db(), env.MEDIA, fakeImages());
    expect(resumed).toMatchObject({
      seeded: true,
      resumed: true,
      projects: seedProjects.length - 4,
      products: seedProducts.length,
    });
    expect(await rowCounts()).toEqual(COMPLETE);
    const titles = (await db().select({ title: projects.title }).from(projects).all()).map((p) => p.title);
    expect(new Set(titles).size).toBe(seedProjects.length);
    for (const p of seedProjects) {
      const row = await db()
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.title, p.title))
        .get();
      const images = await db()
        .select()
        .from(projectImages)
        .where(eq(projectImages.projectId, row?.id ?? -1))
        .all();
      expect(
        images.map((i) => i.sortOrder),
        p.title,
      ).toEqual(p.images.map((_, index) => index));
    }
    expect((await db().select().from(seedState).where(eq(seedState.name, DEMO_SEED)).get())?.status).toBe(
      "complete",
    );

    // Complete: the admin's later changes are never undone by another run.
    await env.DB.prepare("DELETE FROM projects").run();
    await env.DB.prepare("DELETE FROM project_inquiries").run();
    const after = await seedDemoContent(db(), env.MEDIA, fakeImages());
    expect(after.seeded).toBe(false);
    expect((await rowCounts()).projects).toBe(0);
  });

  it("leaves alone a database that has content but no seed marker (seeded before the marker existed)", async () => {
    await emptyForSeed();
    await env.DB.prepare("INSERT INTO projects (title) VALUES ('Real Client Work')").run();
    const result = await seedDemoContent(db(), env.MEDIA, fakeImages());
    expect(result.seeded).toBe(false);
    expect(await rowCounts()).toMatchObject({ projects: 1, products: 0, inquiries: 0, brandAssets: 0 });
    expect(await db().select().from(seedState).all()).toEqual([]);
  });
});

describe("API conventions", () => {
  it("answers an unknown /api path with a JSON 404, never the SPA's HTML", async () => {
    for (const path of ["/api/nope", "/api/projects/1/nothing-here", "/api"]) {
      const res = await api(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Content-Type")).toContain("application/json");
      expect(await json<{ message: string }>(res)).toEqual({ message: "Not found." });
    }
  });

  it("treats a malformed id as not found", async () => {
    for (const id of ["abc", "0", "-1", "1.5", "99999999999999999999"]) {
      const res = await api(`/api/projects/${id}`);
      expect(res.status, id).toBe(404);
      expect((await json<{ message: string }>(res)).message).toBe("Project not found.");
    }
  });

  it("refuses an oversized body with 413 JSON", async () => {
    const res = await api("/api/dev/login", {
      json: { email: "a@example.com", firstName: "x".repeat(300_000) },
    });
    expect(res.status).toBe(413);
    expect((await json<{ message: string }>(res)).message).toMatch(/too large/);
  });

  it("refuses invalid JSON with a readable 400", async () => {
    const res = await api("/api/dev/login", {
      method: "POST",
      body: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toMatch(/valid JSON/);
  });

  it("answers an unexpected error with an opaque 500 JSON, security headers included", async () => {
    // The app's own middleware and error handler around a route that fails unexpectedly.
    const harness = new Hono<AppEnv>();
    harness.use("*", securityHeaders);
    harness.use("*", withContext);
    harness.onError(onError);
    harness.get("/api/boom", () => {
      throw new Error(INTERNALS);
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const res = await harness.request("http://localhost/api/boom", {}, env);
      expectOpaque500(res, await res.text());
      // The detail goes to the log (for the studio), not to the caller.
      expect(logged).toHaveBeenCalledWith("Unhandled error", `Error: ${INTERNALS}`);
    } finally {
      logged.mockRestore();
    }
  });

  it("gives the same opaque 500 through the real Worker when the database fails", async () => {
    const session = await signIn("client");
    const failing = new Proxy(env.DB, {
      get(target, prop, receiver) {
        if (prop === "prepare" || prop === "batch" || prop === "exec") {
          return () => {
            throw new Error(INTERNALS);
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const ctx = createExecutionContext();
      const res = await app.fetch(
        new Request("http://localhost/api/auth/user", { headers: { Cookie: session.cookie } }),
        { ...env, DB: failing },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expectOpaque500(res, await res.text());
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    } finally {
      logged.mockRestore();
    }
  });

  it("serves studio configuration to the SPA", async () => {
    const res = await api("/api/site");
    const site = await json<{ studio: { name: string; email: string; serviceArea: string } }>(res);
    expect(site.studio.name).toBe("Layered Interiors");
    expect(site.studio.email).toMatch(/@/);
    expect(site.studio.serviceArea).toBe("Los Angeles and Orange County");
  });
});
