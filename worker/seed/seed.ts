/**
 * Demo content: the nine portfolio projects, a few unpublished ones, shop products covering every
 * card state, three inquiries (one already converted into a draft project) and the brand images
 * of the static galleries. Runs from Node (scripts/seed.mjs through wrangler's platform proxy) and
 * inside workerd (tests).
 *
 * Idempotent and resumable: a "started" marker (seed_state) is written before the first row and
 * "complete" in the same batch as the last, and each project and product goes in with its images
 * in one batch. So a run that completed never runs again (whatever the admin has changed since);
 * a run that was interrupted is finished by the next one, which skips what is already there; and a
 * database that has projects but no marker (seeded before the marker existed, or real content) is
 * left alone.
 */
import { and, count, eq, sql } from "drizzle-orm";
import { runBatch } from "../db/batch";
import type { ImageVariant } from "../db/schema";
import {
  brandAssets,
  productImages,
  products,
  projectImages,
  projectInquiries,
  projects,
  seedState,
} from "../db/schema";
import { printKeyOf } from "../selections/print-copies";
import { defaultVariant, mediaPath, putMedia } from "../storage/media";
import type { Db } from "../types";
import { seedInquiries, seedProducts, seedProjects } from "./seed-data";
import { seedDemoSelections } from "./seed-selections";

export type SeedImage = {
  name: string;
  width: number;
  height: number;
  alt: string;
  /** Each stored width with a loader for its WebP bytes. */
  variants: { width: number; load: () => Promise<Uint8Array> }[];
  /** Its JPEG print copy (the selections' PDF, worker/selections/print-copies.ts), when there is one. */
  print?: () => Promise<Uint8Array>;
};

export type SeedResult = {
  seeded: boolean;
  /** True when this run finished a seed that an earlier run had started. */
  resumed: boolean;
  projects: number;
  products: number;
  media: number;
};

/** The demo seed's row in seed_state. */
export const DEMO_SEED = "demo";

/** Slots of replaceable brand images, in the order the public site uses them. */
export const BRAND_SLOTS = [
  "hero-1",
  "hero-2",
  "hero-3",
  // The principals' portraits (/about): none in the demo images, so the page shows their initials
  // until the studio uploads them (the seed skips a slot without an image).
  "principal-1",
  "principal-2",
  ...Array.from({ length: 6 }, (_, i) => `bath-${i + 1}`),
  ...Array.from({ length: 12 }, (_, i) => `example-${i + 1}`),
];

export async function seedDemoContent(db: Db, bucket: R2Bucket, images: SeedImage[]): Promise<SeedResult> {
  const skipped: SeedResult = { seeded: false, resumed: false, projects: 0, products: 0, media: 0 };
  const marker = await db.select().from(seedState).where(eq(seedState.name, DEMO_SEED)).get();
  if (marker?.status === "complete") return skipped;
  const resumed = marker?.status === "started";
  if (!resumed) {
    const existing = await db.select({ n: count() }).from(projects).get();
    if ((existing?.n ?? 0) > 0) return skipped;
    await db.insert(seedState).values({ name: DEMO_SEED, status: "started" }).onConflictDoNothing();
  }

  const byName = new Map(images.map((i) => [i.name, i]));
  const stored = new Map<
    string,
    { imagePath: string; variants: ImageVariant[]; width: number; height: number; alt: string }
  >();
  let mediaCount = 0;

  async function store(name: string) {
    const cached = stored.get(name);
    if (cached) return cached;
    const image = byName.get(name);
    if (!image) throw new Error(`Seed image "${name}" is missing from the demo image manifest`);
    const variants: ImageVariant[] = [];
    for (const v of image.variants) {
      const key = await putMedia(bucket, `${name}-${v.width}`, await v.load(), "image/webp", "webp");
      variants.push({ width: v.width, path: mediaPath(key) });
      mediaCount++;
    }
    variants.sort((a, b) => a.width - b.width);
    const main = defaultVariant(variants);
    if (!main) throw new Error(`Seed image "${name}" has no variants`);
    const entry = {
      imagePath: main.path,
      variants,
      width: image.width,
      height: image.height,
      alt: image.alt,
    };
    stored.set(name, entry);
    return entry;
  }

  // Brand images first (hero slides, galleries).
  const brandRows = [];
  for (const slot of BRAND_SLOTS) {
    if (!byName.has(slot)) continue;
    const s = await store(slot);
    brandRows.push(
      db
        .insert(brandAssets)
        .values({
          slot,
          imagePath: s.imagePath,
          variants: s.variants,
          width: s.width,
          height: s.height,
          altText: s.alt,
        })
        .onConflictDoNothing(),
    );
  }
  await runBatch(db, brandRows);

  let projectCount = 0;
  for (const p of seedProjects) {
    // Already there from an interrupted run: the project and its images went in together.
    const done = await db.select({ id: projects.id }).from(projects).where(eq(projects.title, p.title)).get();
    if (done) continue;
    const imageRows = [];
    for (const img of p.images) imageRows.push({ seed: img, stored: await store(img.name) });
    const cover = imageRows[0]?.stored.imagePath ?? null;
    // The images refer to the project inserted just before them in the same batch (seed titles are
    // unique), so a project never exists without its images.
    const projectId = sql<number>`(SELECT max(${projects.id}) FROM ${projects} WHERE ${projects.title} = ${p.title})`;
    const insertProject = db.insert(projects).values({
      title: p.title,
      clientProjectName: p.clientProjectName,
      portfolioTitle: p.portfolioTitle,
      description: p.description,
      category: p.category,
      year: p.year,
      location: p.location,
      projectAddress: p.projectAddress,
      coverImageUrl: cover,
      published: p.published,
      status: p.status,
      featured: p.featured,
      sortOrder: p.sortOrder,
      isPortfolioItem: p.published,
      isCompleted: p.published,
      clientContact1Name: p.contact1.name,
      clientContact1Email: p.contact1.email,
      clientContact1Phone: p.contact1.phone,
    });
    await runBatch(db, [
      insertProject,
      ...imageRows.map((r, index) =>
        db.insert(projectImages).values({
          projectId,
          imagePath: r.stored.imagePath,
          variants: r.stored.variants,
          width: r.stored.width,
          height: r.stored.height,
          altText: r.seed.altText,
          caption: r.seed.caption,
          isHero: index === 0,
          sortOrder: index,
        }),
      ),
    ]);
    projectCount++;
  }

  let productCount = 0;
  for (const p of seedProducts) {
    const done = await db.select({ id: products.id }).from(products).where(eq(products.slug, p.slug)).get();
    if (done) continue;
    const s = await store(p.image);
    const productId = sql<number>`(SELECT ${products.id} FROM ${products} WHERE ${products.slug} = ${p.slug})`;
    const insertProduct = db.insert(products).values({
      title: p.title,
      slug: p.slug,
      description: p.description,
      category: p.category,
      priceCents: p.priceCents,
      stock: p.stock,
      status: p.status,
      featured: p.featured,
      sortOrder: p.sortOrder,
      coverImageUrl: s.imagePath,
      coverImageVariants: s.variants,
    });
    await runBatch(db, [
      insertProduct,
      db.insert(productImages).values({
        productId,
        imageUrl: s.imagePath,
        variants: s.variants,
        width: s.width,
        height: s.height,
        altText: s.alt,
        sortOrder: 0,
      }),
    ]);
    productCount++;
  }

  // The demo project's selections schedule (added once; photos at 480 px with their print copies).
  await seedDemoSelections(db, async (name) => {
    const image = byName.get(name);
    if (!image) return null;
    const s = await store(name);
    const photo = s.variants[0]?.path ?? s.imagePath;
    const key = photo.slice(1);
    const printKey = printKeyOf(key);
    if (image.print && printKey && !(await bucket.head(printKey))) {
      await bucket.put(printKey, await image.print(), { httpMetadata: { contentType: "image/jpeg" } });
    }
    return photo;
  });

  // Last, in one batch: the inquiries and the marker that says the seed is complete.
  await runBatch(db, [
    ...seedInquiries.map(({ convertedProjectKey, ...q }) => {
      const title = seedProjects.find((p) => p.key === convertedProjectKey)?.title;
      if (convertedProjectKey && !title)
        throw new Error(`Seed inquiry refers to no project "${convertedProjectKey}"`);
      const convertedProjectId = title
        ? sql<number>`(SELECT max(${projects.id}) FROM ${projects} WHERE ${projects.title} = ${title})`
        : null;
      return db.insert(projectInquiries).values({ ...q, convertedProjectId });
    }),
    db
      .update(seedState)
      .set({ status: "complete" })
      .where(and(eq(seedState.name, DEMO_SEED), eq(seedState.status, "started"))),
  ]);

  return { seeded: true, resumed, projects: projectCount, products: productCount, media: mediaCount };
}
