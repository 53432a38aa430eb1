/** GET /api/site: studio identity (from configuration), brand images and feature switches. */
import { type Context, Hono } from "hono";
import { listBrandAssets } from "../db/queries/brand-assets";
import type { BrandImage, SiteInfo } from "../../src/shared/api-types";
import { devLoginAllowed } from "../auth/dev-login";
import { publicCache } from "../http/cache";
import type { AppEnv } from "../types";
import { enabledProviders } from "../auth/providers";

export const siteRouter = new Hono<AppEnv>();

siteRouter.get("/health", (c) => c.json({ ok: true }));

/** The studio's identity, brand images and switches (also inlined into the Worker's HTML). */
export async function loadSiteInfo(c: Context<AppEnv>): Promise<SiteInfo> {
  const config = c.get("config");
  const assets: Record<string, BrandImage> = {};
  for (const image of await listBrandAssets(c.get("db"))) assets[image.slot] = image;
  return {
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
      devLogin: devLoginAllowed(config, c.req.url),
      checkout: Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET),
      signInProviders: enabledProviders(config),
    },
  };
}

siteRouter.get("/site", async (c) => {
  const body = await loadSiteInfo(c);
  publicCache(c);
  return c.json(body);
});
