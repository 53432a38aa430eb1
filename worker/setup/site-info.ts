import type { BrandImage, SiteInfo } from "../../src/shared/api-types";
import { devLoginAllowed } from "../auth/dev-login";
import { enabledProviders } from "../auth/providers";
import { listBrandAssets, listPrincipals } from "../brand-assets/queries";
import type { Deps } from "../deps";

/** The studio's identity, brand images and switches (also inlined into the Worker's HTML). */
export async function loadSiteInfo(deps: Deps): Promise<SiteInfo> {
  const config = deps.config;
  const assets: Record<string, BrandImage> = {};
  const [images, principals] = await Promise.all([listBrandAssets(deps.db), listPrincipals(deps.db)]);
  for (const image of images) assets[image.slot] = image;
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
    principals,
    features: {
      devLogin: devLoginAllowed(config, deps.origin),
      checkout: Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET),
      signInProviders: enabledProviders(config),
    },
  };
}
