/**
 * Projects as the studio edits them: option lists (SPEC section 3), the one zod schema that the
 * Create New Project / Edit Project form, the Project Manager and POST/PUT /api/projects all
 * validate with (SPEC section 5), the image and client-link payloads, and the admin API shapes.
 *
 * No `.default()` anywhere in the project schema: `.partial()` (the PUT schema) would apply the
 * defaults to absent fields and silently overwrite them. Defaults live in the form's initial values
 * and in the create query instead; optional fields keep `undefined` as "not sent".
 */

import { z } from "zod";
import type { ImageVariant, PublicImage } from "./api-types";
import { valuesOf } from "./labels";
import type { PagedList } from "./list";

import { PROJECT_CATEGORIES, type ProjectCategory } from "./project-categories";

export { PROJECT_CATEGORIES, type ProjectCategory } from "./project-categories";

export const PROJECT_STATUS_LABELS = { draft: "Draft", published: "Published", archived: "Archived" };
export const PROJECT_STATUSES = valuesOf(PROJECT_STATUS_LABELS);
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Per-image gallery layout (see src/shared/gallery-layout.ts). */
export const IMAGE_LAYOUT_LABELS = { auto: "Auto", single: "Stand alone", pair: "Pair" };
export const IMAGE_LAYOUTS = valuesOf(IMAGE_LAYOUT_LABELS);
export type ImageLayout = (typeof IMAGE_LAYOUTS)[number];

export const DEFAULT_LOCATION = "Southern California";
/** SPEC section 3: "Project form defaults: category Living Room". */
export const DEFAULT_CATEGORY: ProjectCategory = "Living Room";

export const PROJECT_LIMITS = {
  name: 200,
  description: 10_000,
  email: 254,
  phone: 30,
  address: 300,
  altText: 300,
  caption: 500,
} as const;

export const PROJECT_MESSAGES = {
  clientProjectName: "Client project name is required",
  portfolioTitle: "Portfolio title is required",
  description: "Description is required",
  category: "Please select a category",
  year: "Please enter a valid year",
  location: "Location is required",
  contactName: "Contact name is required",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
} as const;

/**
 * Keeping signed records (issue 25): a project with a signed proposal or a paid deposit is
 * archived, never deleted. The API's 409 answers and the admin's toasts use these words.
 */
export const PROJECT_ARCHIVE_MESSAGES = {
  signedRecordsKept:
    "This project has a signed proposal or a paid deposit, which must be kept as the record of an agreement or a payment. It cannot be deleted: archive it instead.",
  archived: "This project is archived. Restore it first.",
  notArchived: "This project is not archived.",
  alreadyArchived: "This project is already archived.",
  archivedToast: "Project archived",
  archivedDescription:
    "It is hidden from your project list, the client portal and the public site, and its private link no longer works. Its records are kept.",
  restoredToast: "Project restored",
  restoredDescription:
    "It is visible again where it was before. Its private link stays revoked: create a new one if the client needs it.",
} as const;

/** SPEC section 5 / 8: the toast shown when required fields are missing. */
export const MISSING_FIELDS = {
  title: "Missing required fields",
  description: "Please fill in all required fields marked with *",
} as const;

const tooLong = (max: number) => `Please keep this under ${max.toLocaleString("en-US")} characters`;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));

/**
 * Optional text: "" and null mean "none" (stored as null); undefined stays undefined, so a
 * partial update that does not mention the field leaves it alone.
 */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

const phoneRule = (v: string) => /^[0-9+()\-.\s]+$/.test(v) && v.replace(/\D/g, "").length >= 10;

const requiredPhone = z
  .string({ error: PROJECT_MESSAGES.phone })
  .trim()
  .min(10, PROJECT_MESSAGES.phone)
  .max(PROJECT_LIMITS.phone, PROJECT_MESSAGES.phone)
  .refine(phoneRule, PROJECT_MESSAGES.phone);

const optionalPhone = z
  .string()
  .trim()
  .max(PROJECT_LIMITS.phone, PROJECT_MESSAGES.phone)
  .refine((v) => v === "" || phoneRule(v), PROJECT_MESSAGES.phone)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

const requiredEmail = z
  .string({ error: PROJECT_MESSAGES.email })
  .trim()
  .max(PROJECT_LIMITS.email, PROJECT_MESSAGES.email)
  .pipe(z.email({ error: PROJECT_MESSAGES.email }));

const optionalEmail = z
  .string()
  .trim()
  .max(PROJECT_LIMITS.email, PROJECT_MESSAGES.email)
  .refine((v) => v === "" || z.email().safeParse(v).success, PROJECT_MESSAGES.email)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

/** POST /api/projects and the Create New Project form (SPEC sections 5 and 7). */
export const projectSchema = z.object({
  clientProjectName: requiredText(PROJECT_MESSAGES.clientProjectName, PROJECT_LIMITS.name),
  portfolioTitle: requiredText(PROJECT_MESSAGES.portfolioTitle, PROJECT_LIMITS.name),
  description: requiredText(PROJECT_MESSAGES.description, PROJECT_LIMITS.description),
  category: z.enum(PROJECT_CATEGORIES, { error: PROJECT_MESSAGES.category }),
  year: z
    .number({ error: PROJECT_MESSAGES.year })
    .int(PROJECT_MESSAGES.year)
    .min(1900, PROJECT_MESSAGES.year)
    .max(2100, PROJECT_MESSAGES.year),
  location: requiredText(PROJECT_MESSAGES.location, PROJECT_LIMITS.name),
  projectAddress: optionalText(PROJECT_LIMITS.address),
  clientContact1Name: requiredText(PROJECT_MESSAGES.contactName, PROJECT_LIMITS.name),
  clientContact1Email: requiredEmail,
  clientContact1Phone: requiredPhone,
  clientContact2Name: optionalText(PROJECT_LIMITS.name),
  clientContact2Email: optionalEmail,
  clientContact2Phone: optionalPhone,
  status: z.enum(PROJECT_STATUSES, { error: "Please choose a status" }).optional(),
  featured: z.boolean().optional(),
  isPortfolioItem: z.boolean().optional(),
});
export type ProjectInput = z.infer<typeof projectSchema>;

/**
 * PUT /api/projects/{id}: any subset of the fields above, plus the Publish to Portfolio switch.
 * Unknown keys (id, accessTokenHash, createdAt, sortOrder ...) are stripped, never written.
 */
export const projectUpdateSchema = projectSchema.partial().extend({
  published: z.boolean({ error: "Published must be true or false" }).optional(),
});
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

/** The form's raw values: text inputs as strings, switches as booleans. */
export type ProjectFormValues = {
  clientProjectName: string;
  portfolioTitle: string;
  description: string;
  category: string;
  year: string;
  location: string;
  projectAddress: string;
  clientContact1Name: string;
  clientContact1Email: string;
  clientContact1Phone: string;
  clientContact2Name: string;
  clientContact2Email: string;
  clientContact2Phone: string;
  status: ProjectStatus;
  featured: boolean;
  isPortfolioItem: boolean;
};

export function emptyProjectForm(currentYear = new Date().getFullYear()): ProjectFormValues {
  return {
    clientProjectName: "",
    portfolioTitle: "",
    description: "",
    category: DEFAULT_CATEGORY,
    year: String(currentYear),
    location: DEFAULT_LOCATION,
    projectAddress: "",
    clientContact1Name: "",
    clientContact1Email: "",
    clientContact1Phone: "",
    clientContact2Name: "",
    clientContact2Email: "",
    clientContact2Phone: "",
    status: "draft",
    featured: false,
    isPortfolioItem: false,
  };
}

/** The form's values as the API payload (the schema then trims and checks them). */
export function projectFormToPayload(values: ProjectFormValues): Record<string, unknown> {
  const year = values.year.trim() === "" ? undefined : Number(values.year);
  return {
    ...values,
    year,
    category: values.category === "" ? undefined : values.category,
  };
}

// ---------------------------------------------------------------------------------------------
// Client links
// ---------------------------------------------------------------------------------------------

/** POST /api/admin/projects/{id}/access-token: an optional expiry in the future. */
export const clientLinkSchema = z
  .object({
    expiresAt: z.iso
      .datetime({ offset: true, error: "Please choose a valid expiry date" })
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((v) => v.expiresAt === null || Date.parse(v.expiresAt) > Date.now(), {
    path: ["expiresAt"],
    message: "The expiry date must be in the future",
  });

/** The private client link (SPEC section 7): relative, made absolute by the browser. */
export function clientLinkPath(projectId: number, token: string): string {
  return `/portal/${projectId}?token=${encodeURIComponent(token)}`;
}

export type ClientLink = { token: string; url: string; expiresAt: string | null };

// ---------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------

/** Asking for a signed upload URL (images and brand assets). */
export const imageUploadRequestSchema = z.object({
  fileName: z.string({ error: "Please choose a file" }).trim().min(1, "Please choose a file").max(200),
  fileType: z.string({ error: "This type of file is not accepted." }).trim().min(1).max(100),
  fileSize: z.number({ error: "The file is empty." }).int().min(0),
});

/** One uploaded web-sized variant: the key the upload URL was issued for, and its pixel width. */
export const uploadedVariantSchema = z.object({
  width: z.number().int().min(1).max(10_000),
  objectPath: z.string().min(1).max(300),
});

const variantsSchema = z
  .array(uploadedVariantSchema, { error: "Please upload the image first" })
  .min(1, "Please upload the image first")
  .max(8, "Too many sizes for one image")
  .refine((list) => new Set(list.map((v) => v.objectPath)).size === list.length, "Duplicate files")
  .refine((list) => new Set(list.map((v) => v.width)).size === list.length, "Duplicate sizes");

const dimension = z.number({ error: "Image size is required" }).int().min(1).max(30_000);

/**
 * POST /api/projects/{projectId}/images. The server derives imagePath from the variants (the
 * largest not wider than 1600 px), so a client never chooses which URL a project shows.
 */
export const projectImageSchema = z.object({
  variants: variantsSchema,
  width: dimension,
  height: dimension,
  altText: optionalText(PROJECT_LIMITS.altText),
  caption: optionalText(PROJECT_LIMITS.caption),
  isHero: z.boolean().optional(),
  sortOrder: z.number().int().min(0).max(100_000).optional(),
  layout: z.enum(IMAGE_LAYOUTS, { error: "Please choose a layout" }).optional(),
});

/** What SPEC's body (below) is told when its imagePath cannot be used. */
export const IMAGE_PATH_MESSAGES = {
  notUploaded:
    "imagePath must be the objectPath of an image uploaded for this project through its upload URL.",
  alreadyRegistered: "This upload is already registered as an image.",
  unreadable: "The image's size could not be read: please upload a PNG, JPEG or WebP image.",
} as const;

/**
 * POST /api/projects/{projectId}/images with SPEC section 7's body (issue 25): an image already
 * uploaded through `POST /api/admin/projects/{id}/images/upload-url`, named by the objectPath that
 * answered (with or without a leading slash). The server reads width and height from the stored
 * file's header and serves the file as uploaded (one size; the browser-made variants of the body
 * above are the efficient way). A body with `variants` is always the body above.
 */
export const projectImageByPathSchema = z.object({
  imagePath: z
    .string({ error: IMAGE_PATH_MESSAGES.notUploaded })
    .trim()
    .min(1, IMAGE_PATH_MESSAGES.notUploaded)
    .max(300, IMAGE_PATH_MESSAGES.notUploaded),
  altText: optionalText(PROJECT_LIMITS.altText),
  caption: optionalText(PROJECT_LIMITS.caption),
  isHero: z.boolean().optional(),
  sortOrder: z.number().int().min(0).max(100_000).optional(),
  layout: z.enum(IMAGE_LAYOUTS, { error: "Please choose a layout" }).optional(),
});

/** Which body a POST /api/projects/{projectId}/images sent: SPEC's (imagePath, no variants) or ours. */
export function isImageByPathBody(body: unknown): boolean {
  return (
    typeof body === "object" &&
    body !== null &&
    !Array.isArray(body) &&
    !Object.hasOwn(body, "variants") &&
    Object.hasOwn(body, "imagePath")
  );
}

/** PUT /api/admin/images/{id}. */
export const projectImageUpdateSchema = z.object({
  altText: optionalText(PROJECT_LIMITS.altText),
  caption: optionalText(PROJECT_LIMITS.caption),
  isHero: z.boolean().optional(),
  layout: z.enum(IMAGE_LAYOUTS, { error: "Please choose a layout" }).optional(),
});

/** Reordering (portfolio or a project's images): every id once, in the new order. */
export const idOrderSchema = z.object({
  ids: z
    .array(z.number().int().positive(), { error: "Please send the ids in their new order" })
    .min(1, "Please send the ids in their new order")
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, "Each id may appear only once"),
});

// ---------------------------------------------------------------------------------------------
// Admin API shapes
// ---------------------------------------------------------------------------------------------

export type AdminImage = PublicImage;

/**
 * GET /api/admin/projects with page, pageSize or q (issue 28): one page of the list in its usual
 * order (published first, in portfolio order), and every published project's id in that order
 * (what the portfolio's move up / down sends, whichever page the project is on).
 */
export type AdminProjectPage = PagedList<AdminProject> & { portfolioOrder: number[] };

/** Every field of projectSchema, as the schema leaves it. */
type ProjectFields = Required<ProjectInput>;

/**
 * The fields a project converted from an inquiry has not filled in yet: null until the studio
 * edits the project (the schema requires most of them on every save).
 */
type FilledLater = Exclude<
  keyof ProjectFields,
  "clientProjectName" | "description" | "category" | "status" | "featured" | "isPortfolioItem"
>;

/**
 * GET /api/admin/projects: every editable field (projectSchema's; the category as stored), never
 * the token hash or ciphertext, and what the Worker adds.
 */
export type AdminProject = Pick<
  ProjectFields,
  "clientProjectName" | "description" | "status" | "featured" | "isPortfolioItem"
> & { [K in FilledLater]: Exclude<ProjectFields[K], undefined> | null } & {
  id: number;
  title: string;
  category: string;
  coverImageUrl: string | null;
  published: boolean;
  sortOrder: number | null;
  createdAt: string;
  updatedAt: string;
  hasClientLink: boolean;
  clientLinkCreatedAt: string | null;
  clientLinkExpiresAt: string | null;
  clientLinkLastUsedAt: string | null;
  imageCount: number;
  heroImage: AdminImage | null;
  /** When the project was archived (issue 25), or null; archived ones are listed on request only. */
  archivedAt: string | null;
  /** Whether it was in the portfolio when archived: Restore publishes it again. */
  archivedPublished: boolean;
  /** Signed proposals and paid deposits it holds: the project can then be archived, not deleted. */
  keptRecords: { signedProposals: number; paidDeposits: number };
};

/** GET /api/admin/projects/{id}. */
export type AdminProjectDetail = AdminProject & { images: AdminImage[] };

/**
 * A project's two display names, each falling back to the internal title when its own field is
 * empty (a project converted from an inquiry has no portfolio title yet):
 * - the portfolio title: the public site, and the studio's project cards and editor;
 * - the client project name: what the client knows it by (the portal, e-mails to the studio,
 *   calendar files) and how the admin's pickers and operation tabs name it.
 */
export function portfolioDisplayTitle(p: { portfolioTitle: string | null; title: string }): string {
  return p.portfolioTitle?.trim() ? p.portfolioTitle : p.title;
}

export function projectDisplayName(p: { clientProjectName: string | null; title: string }): string {
  return p.clientProjectName?.trim() ? p.clientProjectName : p.title;
}

export type { ImageVariant };
