/** Response shapes of the public API, shared by the Worker (which builds them) and the SPA. */

export type ImageVariant = { width: number; path: string };

export type PublicImage = {
  id: number;
  imagePath: string;
  altText: string | null;
  caption: string | null;
  isHero: boolean;
  sortOrder: number;
  width: number | null;
  height: number | null;
  layout: "auto" | "single" | "pair";
  variants: ImageVariant[];
};

export type PublicProject = {
  id: number;
  portfolioTitle: string;
  category: string;
  description: string;
  year: number | null;
  location: string | null;
  published: true;
  sortOrder: number | null;
  featured: boolean;
  images: PublicImage[];
};

/** One of a product's photos beyond its cover, in the studio's order (product_images). */
export type PublicProductImage = {
  id: number;
  imageUrl: string;
  variants: ImageVariant[];
  width: number | null;
  height: number | null;
  altText: string | null;
};

export type PublicProduct = {
  id: number;
  title: string;
  slug: string;
  category: string;
  description: string;
  coverImageUrl: string | null;
  coverImageVariants: ImageVariant[];
  featured: boolean;
  stock: number;
  priceCents: number;
  currency: string;
  /**
   * The product's other photos (issue 16), never repeating the cover. The Worker always sends it;
   * optional because it was added later and nothing may rely on it being there.
   */
  images?: PublicProductImage[];
};

export type BrandImage = {
  slot: string;
  imagePath: string;
  variants: ImageVariant[];
  width: number | null;
  height: number | null;
  altText: string | null;
};

/** GET /api/site: studio identity and switches the SPA needs before anything else. */
/** A principal's words on /about (src/shared/brand-assets.ts principalTextSchema). */
export type PrincipalText = { name: string; role: string; line: string };

export type SiteInfo = {
  studio: {
    name: string;
    email: string;
    phone: string;
    socialUrl: string | null;
    socialName: string | null;
    serviceArea: string;
    timezone: string;
  };
  assets: Record<string, BrandImage>;
  /**
   * The principals' name, role and line the studio edited on Brand Assets (issue 28), by portrait
   * slot ("principal-1"); a slot not here shows src/content/about.ts. Optional: added after SPEC 7.
   */
  principals?: Record<string, PrincipalText>;
  features: {
    devLogin: boolean;
    checkout: boolean;
    signInProviders: { id: string; name: string }[];
  };
};
