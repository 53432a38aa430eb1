import { describe, expect, it } from "vitest";
import type { PublicProduct, PublicProject } from "../../src/shared/api-types";
import { productImages, products, users } from "../../worker/db/schema";
import { addImage, api, createProject, db, json, uniqueEmail } from "./helpers";

const PROJECT_KEYS = [
  "category",
  "description",
  "featured",
  "id",
  "images",
  "location",
  "portfolioTitle",
  "published",
  "sortOrder",
  "year",
].sort();

const IMAGE_KEYS = [
  "altText",
  "caption",
  "height",
  "id",
  "imagePath",
  "isHero",
  "layout",
  "sortOrder",
  "variants",
  "width",
].sort();

const PRODUCT_KEYS = [
  "category",
  "coverImageUrl",
  "coverImageVariants",
  "currency",
  "description",
  "featured",
  "id",
  "images",
  "priceCents",
  "slug",
  "stock",
  "title",
].sort();

/**
 * Values that exist only in private columns: none of them may appear in any public JSON. The tag
 * keeps the unique token hash unique per project.
 */
const secrets = (tag: string) => ({
  clientProjectName: "Secret Client Project Name",
  projectAddress: "742 Hidden Terrace, Laguna Beach",
  clientContact1Name: "Priya Private",
  clientContact1Email: "priya.private@example.com",
  clientContact1Phone: "(949) 555-0191",
  clientContact2Name: "Sam Secondary",
  clientContact2Email: "sam.secondary@example.com",
  clientContact2Phone: "(949) 555-0192",
  socialMediaName: "@hidden.handle",
  clientName: "Clementine Client",
  clientEmail: "clementine.client@example.com",
  clientPhone: "(949) 555-0193",
  accessTokenHash: `hash-3f9a1c7e5b2d4a6f8e0c-${tag}`,
  accessTokenCiphertext: "ciphertext-9b8a7c6d5e4f",
  accessTokenCreatedAt: "2031-05-06T07:08:09.000Z",
  accessTokenExpiresAt: "2032-05-06T07:08:09.000Z",
  accessTokenLastUsedAt: "2031-06-06T07:08:09.000Z",
});

async function product(values: Partial<typeof products.$inferInsert> & { slug: string }) {
  return db()
    .insert(products)
    .values({ title: values.slug, priceCents: 1000, ...values })
    .returning()
    .get();
}

describe("GET /api/projects and /api/projects/:id", () => {
  it("lists published projects only, each with exactly the public keys, and leaks no private value", async () => {
    const owner = await db()
      .insert(users)
      .values({ email: uniqueEmail("owner"), firstName: "Owner", role: "client" })
      .returning()
      .get();
    const published = await createProject({
      ...secrets("list"),
      title: "Internal working title",
      portfolioTitle: "Project Public Face",
      published: true,
      status: "draft",
      clientUserId: owner.id,
      createdByUserId: owner.id,
      sortOrder: 3,
    });
    await addImage(published.id, 0, true);
    await addImage(published.id, 1);
    const hidden = await createProject({
      portfolioTitle: "Project Still Private",
      published: false,
      status: "published",
    });
    await addImage(hidden.id, 0, true);

    const res = await api("/api/projects");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toMatch(/^public/);
    const text = await res.text();
    const list = JSON.parse(text) as PublicProject[];

    const ids = list.map((p) => p.id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(hidden.id);
    expect(text).not.toContain("Project Still Private");

    for (const p of list) {
      expect(Object.keys(p).sort()).toEqual(PROJECT_KEYS);
      expect(p.published).toBe(true);
      for (const image of p.images) expect(Object.keys(image).sort()).toEqual(IMAGE_KEYS);
    }
    const mine = list.find((p) => p.id === published.id);
    expect(mine?.portfolioTitle).toBe("Project Public Face");
    expect(mine?.images).toHaveLength(2);

    for (const [column, value] of Object.entries(secrets("list"))) {
      expect(text, column).not.toContain(value);
    }
    expect(text).not.toContain("Internal working title");
    expect(text).not.toContain("12 Private Lane"); // the unpublished project's address
    expect(text).not.toMatch(/clientContact|projectAddress|clientName|clientEmail|clientPhone/);
    expect(text).not.toMatch(/accessToken|"notes"|clientUserId|createdByUserId|"status"/);
  });

  it("serves one published project by id with the same shape and no private value", async () => {
    const project = await createProject({
      ...secrets("one"),
      portfolioTitle: "Project Single",
      published: true,
    });
    await addImage(project.id, 0, true);
    const res = await api(`/api/projects/${project.id}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const body = JSON.parse(text) as PublicProject;
    expect(Object.keys(body).sort()).toEqual(PROJECT_KEYS);
    expect(Object.keys(body.images[0] ?? {}).sort()).toEqual(IMAGE_KEYS);
    for (const [column, value] of Object.entries(secrets("one"))) {
      expect(text, column).not.toContain(value);
    }
  });

  it("answers an unpublished or missing project with a JSON 404 that reveals nothing", async () => {
    const hidden = await createProject({
      ...secrets("hidden"),
      portfolioTitle: "Project Unpublished",
      published: false,
    });
    for (const id of [hidden.id, 987_654]) {
      const res = await api(`/api/projects/${id}`);
      expect(res.status).toBe(404);
      expect(res.headers.get("Content-Type")).toContain("application/json");
      expect(await json(res)).toEqual({ message: "Project not found." });
    }
  });
});

describe("GET /api/products", () => {
  it("lists active products only, in sortOrder then id order, with exactly the public fields", async () => {
    const b = await product({ slug: "active-b", title: "Active B", sortOrder: 2, status: "active" });
    const a2 = await product({ slug: "active-a2", title: "Active A2", sortOrder: 1, status: "active" });
    const a1 = await product({ slug: "active-a1", title: "Active A1", sortOrder: 1, status: "active" });
    const draft = await product({ slug: "draft-piece", title: "Draft Alabaster Lamp", status: "draft" });
    const archived = await product({ slug: "archived-piece", title: "Archived Throw", status: "archived" });
    await product({ slug: "default-status", title: "Default Status Piece" });

    const res = await api("/api/products");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toMatch(/^public/);
    const text = await res.text();
    const list = JSON.parse(text) as PublicProduct[];

    // Same sortOrder: the lower id first (a2 was created before a1).
    expect(list.map((p) => p.id)).toEqual([a2.id, a1.id, b.id]);
    for (const p of list) expect(Object.keys(p).sort()).toEqual(PRODUCT_KEYS);
    expect(text).not.toContain(draft.title);
    expect(text).not.toContain(archived.title);
    expect(text).not.toContain("Default Status Piece");
    expect(text).not.toMatch(/"status"|createdAt|updatedAt|sortOrder/);
  });

  it("returns the stored values of a product, variants parsed", async () => {
    const created = await product({
      slug: "with-variants",
      title: "Brass Candle Holders",
      category: "Decor",
      description: "A pair.",
      priceCents: 4800,
      stock: 2,
      featured: true,
      status: "active",
      sortOrder: 50,
      coverImageUrl: "/media/brass-960.webp",
      coverImageVariants: [{ width: 960, path: "/media/brass-960.webp" }],
    });
    const list = await json<PublicProduct[]>(await api("/api/products"));
    expect(list.find((p) => p.id === created.id)).toEqual({
      id: created.id,
      title: "Brass Candle Holders",
      slug: "with-variants",
      category: "Decor",
      description: "A pair.",
      coverImageUrl: "/media/brass-960.webp",
      coverImageVariants: [{ width: 960, path: "/media/brass-960.webp" }],
      featured: true,
      stock: 2,
      priceCents: 4800,
      currency: "usd",
      images: [],
    });
  });

  it("adds each product's other photos in the studio's order, without the cover or private fields", async () => {
    const cover = "/media/bowl-cover-960.webp";
    const bowl = await product({
      slug: "gallery-bowl",
      title: "Turned Walnut Bowl",
      status: "active",
      coverImageUrl: cover,
      coverImageVariants: [{ width: 960, path: cover }],
    });
    const image = (path: string, sortOrder: number, altText: string | null, productId = bowl.id) =>
      db()
        .insert(productImages)
        .values({
          productId,
          imageUrl: `/media/${path}-960.webp`,
          variants: [
            { width: 480, path: `/media/${path}-480.webp` },
            { width: 960, path: `/media/${path}-960.webp` },
          ],
          width: 960,
          height: 1200,
          altText,
          sortOrder,
        })
        .returning()
        .get();
    const side = await image("bowl-side", 2, "The bowl from the side, showing its walnut grain");
    const top = await image("bowl-top", 1, null);
    // The cover listed again among the images (as the demo seed does) is not repeated.
    await image("bowl-cover", 0, "Cover again");
    // A draft product's photos never leave, even through a product that is active.
    const draft = await product({ slug: "gallery-draft", title: "Unreleased Stool", status: "draft" });
    await image("stool-secret", 0, "Unreleased stool", draft.id);
    // A product without a cover still shows its photos.
    const plain = await product({ slug: "gallery-no-cover", title: "Linen Runner", status: "active" });
    const runner = await image("runner", 0, "Linen runner on an oak table", plain.id);

    const res = await api("/api/products");
    const text = await res.clone().text();
    const list = await json<PublicProduct[]>(res);
    expect(list.find((p) => p.id === bowl.id)?.images).toEqual([
      {
        id: top.id,
        imageUrl: "/media/bowl-top-960.webp",
        variants: [
          { width: 480, path: "/media/bowl-top-480.webp" },
          { width: 960, path: "/media/bowl-top-960.webp" },
        ],
        width: 960,
        height: 1200,
        altText: null,
      },
      expect.objectContaining({ id: side.id, altText: "The bowl from the side, showing its walnut grain" }),
    ]);
    expect(list.find((p) => p.id === plain.id)?.images?.map((i) => i.id)).toEqual([runner.id]);
    expect(text).not.toContain("stool-secret");
    expect(text).not.toContain("Cover again");
    expect(text).not.toMatch(/productId|createdAt|sortOrder/);

    // A photo the studio adds later is in the next answer (the public cache follows the change).
    const later = await image("bowl-base", 3, "The bowl's signed base");
    const again = await json<PublicProduct[]>(await api("/api/products"));
    expect(again.find((p) => p.id === bowl.id)?.images?.map((i) => i.id)).toEqual([
      top.id,
      side.id,
      later.id,
    ]);
  });
});
