/**
 * The selections invoice's request schema (POST /api/projects/:id/selection-invoices, used by
 * worker/selections/router-admin.ts), with selections-invoices.ts's limits and messages. Apart
 * from selections-invoices.ts so that the portal's invoices, which never validate with zod, do not
 * load it (issue 29).
 */
import { z } from "zod";
import { INVOICE_LIMITS, INVOICE_MESSAGES } from "./selections-invoices";

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** POST /api/projects/:id/selection-invoices. No itemIds: every approved piece not yet invoiced. */
export const invoiceCreateSchema = z
  .object({
    itemIds: z
      .array(id, { error: INVOICE_MESSAGES.itemIds })
      .min(1, INVOICE_MESSAGES.itemIds)
      .max(INVOICE_LIMITS.items, INVOICE_MESSAGES.itemIds)
      .refine((ids) => new Set(ids).size === ids.length, INVOICE_MESSAGES.itemIds)
      .optional(),
    depositPercent: z
      .number({ error: INVOICE_MESSAGES.depositPercent })
      .int(INVOICE_MESSAGES.depositPercent)
      .min(1, INVOICE_MESSAGES.depositPercent)
      .max(100, INVOICE_MESSAGES.depositPercent)
      .nullish(),
    applyTax: z.boolean({ error: INVOICE_MESSAGES.applyTax }).optional(),
  })
  .strict();
export type InvoiceCreateInput = z.infer<typeof invoiceCreateSchema>;
