/**
 * Replaceable brand images (the /upload page): the logo, the home hero slideshow, the principals'
 * portraits on /about, the portfolio's 'Collected Bath Details' and the shop's 'Examples from Past
 * Projects'. The Worker accepts exactly these slots (tests/worker/admin-projects.test.ts checks
 * them against the seed's BRAND_SLOTS).
 */
import { z } from "zod";
import { PROJECT_LIMITS, uploadedVariantSchema } from "./project";

const numbered = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}`);

export const BRAND_ASSET_GROUPS = [
  {
    id: "logo",
    title: "Logo",
    description:
      "Shown in the navigation bar in place of the studio name. A wide image with a transparent or light background works best.",
    slots: ["logo"],
  },
  {
    id: "hero",
    title: "Home hero slideshow",
    description:
      "Three full-screen photos that crossfade on the home page. Landscape, at least 2000 px wide.",
    slots: numbered("hero", 3),
  },
  {
    id: "principal",
    title: "The principals",
    description:
      "The two founding principals on the About page: a portrait each (4:5, at least 1200 px tall), their name, role and a line about them.",
    slots: numbered("principal", 2),
  },
  {
    id: "bath",
    title: "Collected Bath Details",
    description: "The captioned gallery on the portfolio pages.",
    slots: numbered("bath", 6),
  },
  {
    id: "example",
    title: "Examples from Past Projects",
    description: "The twelve curated pieces at the top of the shop.",
    slots: numbered("example", 12),
  },
] as const;

export const BRAND_ASSET_SLOTS: string[] = BRAND_ASSET_GROUPS.flatMap((g) => [...g.slots]);

/** PUT /api/admin/brand-assets/{slot}. */
export const brandAssetSchema = z.object({
  variants: z
    .array(uploadedVariantSchema, { error: "Please upload the image first" })
    .min(1, "Please upload the image first")
    .max(8, "Too many sizes for one image")
    .refine((list) => new Set(list.map((v) => v.objectPath)).size === list.length, "Duplicate files"),
  width: z.number({ error: "Image size is required" }).int().min(1).max(30_000),
  height: z.number({ error: "Image size is required" }).int().min(1).max(30_000),
  altText: z
    .string()
    .trim()
    .max(PROJECT_LIMITS.altText)
    .nullish()
    .transform((v) => v || null),
});

/** POST /api/admin/brand-assets/upload-url. */
export const brandAssetUploadSchema = z.object({
  slot: z.string().min(1).max(40),
  fileName: z.string({ error: "Please choose a file" }).trim().min(1, "Please choose a file").max(200),
  fileType: z.string().trim().min(1).max(100),
  fileSize: z.number().int().min(0),
});

/**
 * The founding principals on /about (issue 28): each portrait slot also carries the principal's
 * name, role and line, edited on Brand Assets (PUT /api/admin/principals/{slot}). A slot never
 * edited shows src/content/about.ts; GET /api/site `principals` holds the edited ones.
 */
export const PRINCIPAL_SLOTS = ["principal-1", "principal-2"] as const;
export const PRINCIPAL_LIMITS = { name: 80, role: 80, line: 240 } as const;

/** PUT /api/admin/principals/{slot}. */
export const principalTextSchema = z.object({
  name: z
    .string({ error: "Please enter a name" })
    .trim()
    .min(1, "Please enter a name")
    .max(PRINCIPAL_LIMITS.name, `The name can be at most ${PRINCIPAL_LIMITS.name} characters`),
  role: z
    .string({ error: "Please enter a role" })
    .trim()
    .min(1, "Please enter a role")
    .max(PRINCIPAL_LIMITS.role, `The role can be at most ${PRINCIPAL_LIMITS.role} characters`),
  line: z
    .string({ error: "Please enter a line about them" })
    .trim()
    .min(1, "Please enter a line about them")
    .max(PRINCIPAL_LIMITS.line, `The line can be at most ${PRINCIPAL_LIMITS.line} characters`),
});
