/** GET /api/site: studio identity (from configuration), brand images and feature switches. */
import { Hono } from "hono";
import { brandAssets } from "../db/schema";
import type { BrandImage, SiteInfo } from "../../src/shared/api-types";
import { isLocalOrigin } from "../env";
import { publicCache } from "../http/cache";
import type { AppEnv } from "../types";
import { enabledProviders } from "../auth/providers";

export const siteRouter = new Hono<AppEnv>();

siteRouter.get("/health", (c) => c.json({ ok: true }));

siteRouter.get("/site", async (c) => {
  const config = c.get("config");
  const rows = await c.get("db").select().from(brandAssets).all();
  const assets: Record<string, BrandImage> = {};
  for (const r of rows) {
    assets[r.slot] = {
      slot: r.slot,
      imagePath: r.imagePath,
      variants: r.variants,
      width: r.width,
      height: r.height,
      altText: r.altText,
    };
  }
  const body: SiteInfo = {
    studio: {
      name: config.STUDIO_NAME,
      email: config.STUDIO_EMAIL,
      phone: config.STUDIO_PHONE,
      socialUrl: config.STUDIO_SOCIAL_URL ?? null,
      socialName: config.STUDIO_SOCIAL_NAME ?? null,
      serviceArea: config.STUDIO_SERVICE_AREA,
      timezone: config.STUDIO_TIMEZONE,
    },
    assets,
    features: {
      devLogin: config.devLogin && isLocalOrigin(new URL(c.req.url).origin),
      checkout: Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET),
      signInProviders: enabledProviders(config),
    },
  };
  publicCache(c);
  return c.json(body);
});
