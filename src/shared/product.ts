/**
 * Shop products as the admin manages them: the one zod schema that both the product form and
 * POST/PUT /api/admin/products validate with, the image payloads, and the admin API shapes.
 */
import { z } from "zod";
import type { ImageVariant, PublicProductImage } from "./api-types";
import { valuesOf } from "./labels";

export const PRODUCT_STATUS_LABELS = { draft: "Draft", active: "Active", archived: "Archived" };
export const PRODUCT_STATUSES = valuesOf(PRODUCT_STATUS_LABELS);
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_LIMITS = {
  title: 160,
  slug: 120,
  description: 5000,
  category: 80,
  /** $1,000,000: far above anything the studio sells, low enough to catch a typo of zeros. */
  priceCents: 100_000_000,
  stock: 100_000,
  sortOrder: 100_000,
  altText: 300,
} as const;

/**
 * At most this many sizes per image: the browser makes the same ones as for project images
 * (480, 960, 1600, and 2400 for large originals).
 */
export const PRODUCT_IMAGE_MAX_VARIANTS = 4;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Hand-Thrown Stoneware Vase" → "hand-thrown-stoneware-vase" (accents folded, at most 120). */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, PRODUCT_LIMITS.slug)
    .replace(/-+$/g, "");
}

/**
 * A price typed in dollars ("120", "120.5", "$1,200.00") as whole cents; null when it is not a
 * non-negative amount with at most two decimals. The form converts with this, then validates the
 * cents with the shared schema.
 */
export function dollarsToCents(input: string): number | null {
  const cleaned = input.trim().replace(/^\$/, "").replace(/,/g, "").trim();
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = (match[2] ?? "").padEnd(2, "0");
  return whole * 100 + Number(fraction);
}

/** Cents as an editable dollar amount: 14500 → "145", 14550 → "145.50". */
export function centsToDollarsInput(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, "0")}`;
}

export const PRODUCT_MESSAGES = {
  title: "Title is required",
  slug: "Use lowercase letters, numbers and hyphens (for example linen-throw-pillow)",
  price: "Enter a price in whole dollars, for example 145",
  /** The site shows prices as whole dollars (SPEC section 9), so a price must be one: what a
   * visitor reads on the card is exactly what Stripe charges. */
  wholeDollars: "Prices are shown in whole dollars: leave out the cents (for example 145)",
  priceNegative: "Price cannot be negative",
  stock: "Stock must be a whole number",
  stockNegative: "Stock cannot be negative",
} as const;

/** The product form and the admin API: prices in cents, stock counted in units available now. */
const productFields = {
  title: z.string().trim().min(1, PRODUCT_MESSAGES.title).max(PRODUCT_LIMITS.title),
  slug: z
    .string()
    .trim()
    .min(1, "Slug is required")
    .max(PRODUCT_LIMITS.slug)
    .regex(SLUG_PATTERN, PRODUCT_MESSAGES.slug),
  description: z.string().trim().max(PRODUCT_LIMITS.description),
  category: z.string().trim().max(PRODUCT_LIMITS.category),
  priceCents: z
    .number({ message: PRODUCT_MESSAGES.price })
    .int(PRODUCT_MESSAGES.price)
    .min(0, PRODUCT_MESSAGES.priceNegative)
    .max(PRODUCT_LIMITS.priceCents, "That price is too high")
    .refine((cents) => cents % 100 === 0, PRODUCT_MESSAGES.wholeDollars),
  currency: z.literal("usd", { message: "Only US dollars are supported" }),
  stock: z
    .number({ message: PRODUCT_MESSAGES.stock })
    .int(PRODUCT_MESSAGES.stock)
    .min(0, PRODUCT_MESSAGES.stockNegative)
    .max(PRODUCT_LIMITS.stock),
  status: z.enum(PRODUCT_STATUSES, { message: "Choose draft, active or archived" }),
  featured: z.boolean(),
  sortOrder: z
    .number({ message: "Sort order must be a whole number" })
    .int("Sort order must be a whole number")
    .min(-PRODUCT_LIMITS.sortOrder)
    .max(PRODUCT_LIMITS.sortOrder),
};

export const productInputSchema = z.object({
  ...productFields,
  description: productFields.description.default(""),
  category: productFields.category.default(""),
  currency: productFields.currency.default("usd"),
  status: productFields.status.default("draft"),
  featured: productFields.featured.default(false),
  sortOrder: productFields.sortOrder.default(0),
});
export type ProductInput = z.infer<typeof productInputSchema>;

/**
 * PUT: any subset of the fields. `expectedStock` (the stock the admin's form was loaded with)
 * guards a stock edit against a sale that happened meanwhile, so a save never hands out a unit
 * that a shopper has just reserved.
 */
// Built from the fields without their defaults: a partial update (e.g. Archive, which sends only
// the status) must never reset the fields it does not mention.
export const productUpdateSchema = z
  .object(productFields)
  .partial()
  .extend({ expectedStock: z.number().int().min(0).optional() })
  .refine((v) => Object.keys(v).some((k) => k !== "expectedStock"), {
    message: "Nothing to update.",
  });
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

/** POST /api/admin/products/:id/images/upload-url */
export const productImageUploadSchema = z.object({
  fileName: z.string().trim().min(1, "Please choose a file").max(200),
  fileType: z.string().trim().min(1).max(100),
  fileSize: z.number().int().positive("The file is empty."),
});

/** POST /api/admin/products/:id/images: the uploaded variants of one image. */
export const productImageCreateSchema = z.object({
  variants: z
    .array(
      z.object({
        width: z.number().int().min(1).max(10_000),
        objectPath: z.string().min(1).max(300),
      }),
    )
    .min(1, "Upload at least one size of the image")
    .max(PRODUCT_IMAGE_MAX_VARIANTS),
  width: z.number().int().min(1).max(20_000).nullable().default(null),
  height: z.number().int().min(1).max(20_000).nullable().default(null),
  altText: z.string().trim().max(PRODUCT_LIMITS.altText).default(""),
  /** true: becomes the product's cover image; false: added to its extra images. */
  asCover: z.boolean().default(false),
});
export type ProductImageCreate = z.infer<typeof productImageCreateSchema>;

/** A product's photo as the admin sees it: the public fields and its place in the order. */
export type AdminProductImage = PublicProductImage & { sortOrder: number };

/**
 * GET /api/admin/products (every status) and GET /api/admin/products/:id: the fields the product
 * form writes (productInputSchema, the currency as stored), and what the Worker adds.
 */
export type AdminProduct = Omit<ProductInput, "currency"> & {
  id: number;
  currency: string;
  coverImageUrl: string | null;
  coverImageVariants: ImageVariant[];
  images: AdminProductImage[];
  /** Units in orders of any status: a product with orders is archived, never deleted. */
  orderCount: number;
  /**
   * Units held by open checkouts (issue 28): already taken off `stock`, back on it if the
   * checkout ends unpaid. The admin reads "3 reserved in checkout" where it would say "Sold out".
   */
  reserved: number;
  createdAt: string;
  updatedAt: string;
};
