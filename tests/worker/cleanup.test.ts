import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { INQUIRY_RATE_LIMIT } from "../../src/shared/inquiry-options";
import { SIGN_IN_CALLBACK_LIMIT, SIGN_IN_START_LIMIT } from "../../worker/auth/oauth";
import { runScheduled } from "../../worker/cron";
import {
  brandAssets,
  documents,
  productImages,
  products,
  projectImages,
  rateLimits,
} from "../../worker/db/schema";
import { TOKEN_LOOKUP_LIMIT } from "../../worker/http/portal-access";
import { RATE_LIMIT_RETENTION_SECONDS } from "../../worker/http/rate-limit";
import { CHECKOUT_RATE_LIMIT } from "../../worker/shop/router-checkout";
import { addImage, api, createProject, DAY, db, staleUploadReservation } from "./helpers";

describe("scheduled clean-up", () => {
  it("removes objects no row refers to after the grace period, and keeps referenced ones", async () => {
    const project = await createProject();
    const image = await addImage(project.id);
    const imageKey = image.imagePath.replace(/^\//, "");
    await env.MEDIA.put(imageKey, "image bytes");
    await env.MEDIA.put(`documents/${project.id}/kept.pdf`, "%PDF-1.7");
    await db()
      .insert(documents)
      .values({
        projectId: project.id,
        title: "Proposal",
        category: "design_fee_proposal",
        fileName: "proposal.pdf",
        mimeType: "application/pdf",
        objectPath: `documents/${project.id}/kept.pdf`,
      });
    await env.MEDIA.put(`documents/${project.id}/orphan.pdf`, "%PDF-1.7");
    await env.MEDIA.put("media/orphan-image.webp", "x");
    await env.MEDIA.put("unmanaged/other.txt", "x");

    // Within the grace period nothing is removed (an upload may be between its two steps).
    const early = await runScheduled(env, Date.now() + 60_000);
    expect(early.orphans).toBe(0);

    const later = await runScheduled(env, Date.now() + 2 * DAY);
    expect(later.orphans).toBe(2);
    expect(await env.MEDIA.head(imageKey)).not.toBeNull();
    expect(await env.MEDIA.head(`documents/${project.id}/kept.pdf`)).not.toBeNull();
    expect(await env.MEDIA.head(`documents/${project.id}/orphan.pdf`)).toBeNull();
    expect(await env.MEDIA.head("media/orphan-image.webp")).toBeNull();
    expect(await env.MEDIA.head("unmanaged/other.txt")).not.toBeNull();
  });

  it("keeps every stored image some row names, with all its sizes", async () => {
    const project = await createProject();
    const variant = (name: string, width: number) => ({ width, path: `/media/${name}-${width}.webp` });
    const image = await addImage(project.id, 7);
    await db()
      .update(projectImages)
      .set({ variants: [variant("kept-project", 640), variant("kept-project", 1600)] })
      .where(eq(projectImages.id, image.id));
    const product = await db()
      .insert(products)
      .values({
        title: "Kept lamp",
        slug: `kept-lamp-${project.id}`,
        priceCents: 10_000,
        coverImageUrl: "/media/kept-cover-1600.webp",
        coverImageVariants: [variant("kept-cover", 640)],
      })
      .returning()
      .get();
    await db()
      .insert(productImages)
      .values({
        productId: product.id,
        imageUrl: "/media/kept-gallery-1600.webp",
        variants: [variant("kept-gallery", 640)],
      });
    await db()
      .insert(brandAssets)
      .values({
        slot: "logo",
        imagePath: "/media/kept-logo-1600.webp",
        variants: [variant("kept-logo", 640)],
      })
      .onConflictDoUpdate({
        target: brandAssets.slot,
        set: { imagePath: "/media/kept-logo-1600.webp", variants: [variant("kept-logo", 640)] },
      });
    const kept = [
      image.imagePath,
      "/media/kept-project-640.webp",
      "/media/kept-project-1600.webp",
      "/media/kept-cover-1600.webp",
      "/media/kept-cover-640.webp",
      "/media/kept-gallery-1600.webp",
      "/media/kept-gallery-640.webp",
      "/media/kept-logo-1600.webp",
      "/media/kept-logo-640.webp",
    ].map((p) => p.slice(1));
    for (const key of [...kept, "media/unnamed-640.webp"]) await env.MEDIA.put(key, "image bytes");

    await runScheduled(env, Date.now() + 2 * DAY);
    for (const key of kept) expect(await env.MEDIA.head(key), key).not.toBeNull();
    expect(await env.MEDIA.head("media/unnamed-640.webp")).toBeNull();
  });

  it("forgets upload reservations long past their expiry", async () => {
    const project = await createProject();
    await staleUploadReservation(project.id, "stale-reservation");
    const report = await runScheduled(env, Date.now());
    expect(report.reservations).toBeGreaterThanOrEqual(1);
    const left = await env.DB.prepare(
      "SELECT count(*) AS n FROM upload_reservations WHERE id = 'stale-reservation'",
    ).first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it("removes rate-limit counts (keyed by IP address) once their window is long over", async () => {
    // Two real counts, as visitors leave them: a private-link lookup and an inquiry.
    const ip = "198.18.0.77";
    await api("/api/portal/project-by-token?token=nope", { headers: { "CF-Connecting-IP": ip } });
    await api("/api/inquiries", {
      json: {
        firstName: "Rate",
        lastName: "Limit",
        email: "rate.limit@example.com",
        phone: "(949) 555-0123",
        projectType: "not-sure",
        budget: "25k-50k",
        timeline: "flexible",
        message: "We would like to talk about our living room next spring.",
      },
      headers: { "CF-Connecting-IP": ip },
    });
    const keysOf = async () =>
      (await db().select({ key: rateLimits.key }).from(rateLimits).all())
        .map((r) => r.key)
        .filter((k) => k.includes(ip) || k.includes("198.18.0.66"));
    expect((await keysOf()).sort()).toEqual([`inquiry:${ip}`, `portal-token:${ip}`]);
    // A count from a window that began two hours ago.
    const nowSeconds = Math.floor(Date.now() / 1000);
    await db()
      .insert(rateLimits)
      .values({ key: "inquiry:198.18.0.66", windowStart: nowSeconds - 2 * 60 * 60, count: 3 });

    // The hourly run removes the old count and keeps those of windows that may still be running.
    const now = await runScheduled(env, Date.now());
    expect(now.rateLimits).toBeGreaterThanOrEqual(1);
    expect((await keysOf()).sort()).toEqual([`inquiry:${ip}`, `portal-token:${ip}`]);

    // A run more than the retention later removes them too: no address stays.
    const later = await runScheduled(env, Date.now() + (RATE_LIMIT_RETENTION_SECONDS + 60) * 1000);
    expect(later.rateLimits).toBeGreaterThanOrEqual(2);
    expect(await keysOf()).toEqual([]);
  });

  it("keeps counts longer than every rate-limit window, so no running window is reset", () => {
    for (const limit of [
      INQUIRY_RATE_LIMIT,
      TOKEN_LOOKUP_LIMIT,
      SIGN_IN_START_LIMIT,
      SIGN_IN_CALLBACK_LIMIT,
      CHECKOUT_RATE_LIMIT,
    ]) {
      expect(limit.windowSeconds, limit.name).toBeLessThan(RATE_LIMIT_RETENTION_SECONDS);
    }
  });
});
