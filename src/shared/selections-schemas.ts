/**
 * Selections' input schemas: the studio's rooms, pieces, options and statuses
 * (worker/selections/router-admin.ts) and the client's decision (router-portal.ts), with
 * selections.ts's limits and messages. Apart from selections.ts so that the portal's Selections
 * tab, which never validates with zod, does not load it (issue 29).
 */
import { z } from "zod";
import {
  APPROVAL_RULES,
  FULFILMENT_STATUSES,
  SELECTION_DECISIONS,
  SELECTION_LIMITS,
  SELECTION_MESSAGES,
} from "./selections";

const trimmed = (max: number, label: string) =>
  z.string().trim().max(max, `Please keep ${label} under ${max} characters.`);

/** Optional text: empty or missing becomes null. */
const optionalText = (max: number, label: string) =>
  trimmed(max, label)
    .nullish()
    .transform((v) => (v ? v : null));

const cents = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(SELECTION_LIMITS.cents, message);

const httpUrl = z
  .string({ error: SELECTION_MESSAGES.url })
  .trim()
  .max(SELECTION_LIMITS.url, SELECTION_MESSAGES.url)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), SELECTION_MESSAGES.url);

const optionalHttpUrl = z
  .union([httpUrl, z.literal(""), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

/** A photo: an absolute http(s) address or one of the Worker's own /media/ paths. */
export const photoUrlSchema = z
  .string({ error: SELECTION_MESSAGES.photo })
  .trim()
  .max(SELECTION_LIMITS.url, SELECTION_MESSAGES.photo)
  .refine((v) => /^(https?:\/\/|\/media\/)[^\s]+$/i.test(v), SELECTION_MESSAGES.photo);

const photos = z.array(photoUrlSchema).max(SELECTION_LIMITS.photos, SELECTION_MESSAGES.tooManyPhotos);

const isoDate = z
  .string({ error: SELECTION_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, SELECTION_MESSAGES.date)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), SELECTION_MESSAGES.date);

// ---------------------------------------------------------------------------------------------
// Admin inputs
// ---------------------------------------------------------------------------------------------

export const selectionSettingsSchema = z.object({
  approvalRule: z.enum(APPROVAL_RULES, { error: "Please choose who must approve." }),
});

export const roomCreateSchema = z.object({
  name: z
    .string({ error: SELECTION_MESSAGES.roomName })
    .trim()
    .min(1, SELECTION_MESSAGES.roomName)
    .max(SELECTION_LIMITS.name, `Please keep the name under ${SELECTION_LIMITS.name} characters.`),
  budgetCents: cents(SELECTION_MESSAGES.budget).nullish(),
});
export const roomUpdateSchema = roomCreateSchema.partial();
export type RoomInput = z.infer<typeof roomCreateSchema>;

const itemFields = {
  name: z
    .string({ error: SELECTION_MESSAGES.itemName })
    .trim()
    .min(1, SELECTION_MESSAGES.itemName)
    .max(SELECTION_LIMITS.name, `Please keep the name under ${SELECTION_LIMITS.name} characters.`),
  vendor: optionalText(SELECTION_LIMITS.text, "the vendor"),
  url: optionalHttpUrl,
  sku: optionalText(SELECTION_LIMITS.text, "the SKU"),
  dimensions: optionalText(SELECTION_LIMITS.text, "the dimensions"),
  finish: optionalText(SELECTION_LIMITS.text, "the finish"),
  quantity: z
    .number({ error: SELECTION_MESSAGES.quantity })
    .int(SELECTION_MESSAGES.quantity)
    .min(1, SELECTION_MESSAGES.quantity)
    .max(SELECTION_LIMITS.quantity, SELECTION_MESSAGES.quantity),
  unitPriceCents: cents(SELECTION_MESSAGES.price),
  costCents: cents(SELECTION_MESSAGES.price).nullish(),
  leadTime: optionalText(SELECTION_LIMITS.text, "the lead time"),
  notes: optionalText(SELECTION_LIMITS.notes, "the notes"),
  photos,
};

export const itemCreateSchema = z.object({
  ...itemFields,
  quantity: itemFields.quantity.default(1),
  unitPriceCents: itemFields.unitPriceCents.default(0),
  photos: photos.default([]),
});
export const itemUpdateSchema = z.object(itemFields).partial();
export type ItemCreateInput = z.infer<typeof itemCreateSchema>;
export type ItemUpdateInput = z.infer<typeof itemUpdateSchema>;

export const optionCreateSchema = z.object({
  name: itemFields.name,
  /** Null: the piece's own price. */
  unitPriceCents: cents(SELECTION_MESSAGES.price).nullish(),
  costCents: cents(SELECTION_MESSAGES.price).nullish(),
  finish: optionalText(SELECTION_LIMITS.text, "the finish"),
  photoUrl: z
    .union([photoUrlSchema, z.literal(""), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
});
export const optionUpdateSchema = optionCreateSchema.partial();
export type OptionInput = z.infer<typeof optionCreateSchema>;

export const fromProductSchema = z.object({
  productId: z.number({ error: SELECTION_MESSAGES.productNotFound }).int().positive(),
});

export const fromLinkSchema = z.object({ url: httpUrl });

export const statusChangeSchema = z.object({
  status: z.enum([...FULFILMENT_STATUSES, "draft"] as const, {
    error: "Please choose ordered, shipped, delivered, installed or draft.",
  }),
  /** The day it happened (YYYY-MM-DD); today when missing. */
  date: isoDate.optional(),
});

export const reorderSchema = z.object({
  ids: z.array(z.number().int().positive()).max(500),
});

export const moveSchema = z.object({
  roomId: z.number({ error: SELECTION_MESSAGES.roomNotFound }).int().positive(),
});

// ---------------------------------------------------------------------------------------------
// Client input
// ---------------------------------------------------------------------------------------------

export const decisionSchema = z
  .object({
    decision: z.enum(SELECTION_DECISIONS, { error: "Please approve, decline or ask for changes." }),
    comment: optionalText(SELECTION_LIMITS.comment, "the comment"),
    optionId: z.number().int().positive().nullish(),
  })
  .refine((v) => v.decision !== "changes_requested" || Boolean(v.comment), {
    message: SELECTION_MESSAGES.commentNeeded,
    path: ["comment"],
  });
export type DecisionInput = z.infer<typeof decisionSchema>;
