import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { projects, products, brandAssets } from "../../worker/db/schema";
import { seedDemoContent, type SeedImage } from "../../worker/seed/seed";
import { seedProjects, seedProducts } from "../../worker/seed/seed-data";
import { api, db, json } from "./helpers";

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

  it("cascade project children when a project is deleted", async () => {
    const p = await env.DB.prepare("INSERT INTO projects (title) VALUES ('Cascade') RETURNING id").first<{
      id: number;
    }>();
    await env.DB.prepare("INSERT INTO project_images (project_id, image_path) VALUES (?, '/media/x.webp')")
      .bind(p?.id)
      .run();
    await env.DB.prepare(
      "INSERT INTO meetings (project_id, title, scheduled_for) VALUES (?, 'Walkthrough', '2030-01-01T10:00:00Z')",
    )
      .bind(p?.id)
      .run();
    await env.DB.prepare("DELETE FROM projects WHERE id = ?").bind(p?.id).run();
    const left = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM project_images WHERE project_id = ?1) + (SELECT count(*) FROM meetings WHERE project_id = ?1) AS n",
    )
      .bind(p?.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});

describe("demo seed", () => {
  it("creates the nine published portfolio projects in the studio's order, and is idempotent", async () => {
    await env.DB.prepare("DELETE FROM projects").run();
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
    expect(list.map((p) => p.portfolioTitle)).toEqual([
      "Project Crème De La Crème",
      "Project Color Me Happy",
      "Project Café Con Leche",
      "Project Little But Luxe",
      "Project Hang Time",
      "Project California Dreaming",
      "Project Spanish Stella",
      "Project Fresh Outlook",
      "Project Serene Retreat",
    ]);
    // Images are stored in R2 like uploaded ones and served by the Worker.
    const firstImage = list[0]?.images[0]?.imagePath ?? "";
    const media = await api(firstImage);
    expect(media.status).toBe(200);
    expect(media.headers.get("Cache-Control")).toContain("immutable");
    expect(await media.text()).toMatch(/^p01-1-/);
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

  it("serves studio configuration to the SPA", async () => {
    const res = await api("/api/site");
    const site = await json<{ studio: { name: string; email: string; serviceArea: string } }>(res);
    expect(site.studio.name).toBe("Layered Interiors");
    expect(site.studio.email).toMatch(/@/);
    expect(site.studio.serviceArea).toBe("Los Angeles and Orange County");
  });
});
