/**
 * The admin upload flow's zod schemas (SPEC section 7), with documents.ts's messages: used by
 * worker/documents/router.ts (and their types by the admin's upload). Apart from documents.ts so
 * that the client portal, which reads the categories there, never loads zod (issue 29).
 */
import { z } from "zod";
import {
  type AdminDocument,
  DOCUMENT_CATEGORY_VALUES,
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
} from "./documents";

const projectId = z
  .number({ error: DOCUMENT_MESSAGES.project })
  .int(DOCUMENT_MESSAGES.project)
  .positive(DOCUMENT_MESSAGES.project);
const category = z.enum(DOCUMENT_CATEGORY_VALUES, { error: DOCUMENT_MESSAGES.category });

/** POST /api/admin/documents/upload-url */
export const documentUploadUrlSchema = z.object({
  projectId,
  category,
  fileName: z
    .string({ error: DOCUMENT_MESSAGES.fileName })
    .trim()
    .min(1, DOCUMENT_MESSAGES.fileName)
    .max(DOCUMENT_LIMITS.fileName, DOCUMENT_MESSAGES.fileName),
  fileType: z
    .string({ error: DOCUMENT_MESSAGES.fileType })
    .trim()
    .min(1, DOCUMENT_MESSAGES.fileType)
    .max(200),
  // The 250 MB limit is checked by the upload reservation (413 with a readable message).
  fileSize: z
    .number({ error: DOCUMENT_MESSAGES.fileSize })
    .int(DOCUMENT_MESSAGES.fileSize)
    .positive(DOCUMENT_MESSAGES.fileSize),
});
export type DocumentUploadUrlInput = z.infer<typeof documentUploadUrlSchema>;

/** POST /api/admin/documents/complete */
export const documentCompleteSchema = z.object({
  projectId,
  category,
  title: z
    .string({ error: DOCUMENT_MESSAGES.title })
    .trim()
    .min(1, DOCUMENT_MESSAGES.title)
    .max(DOCUMENT_LIMITS.title, `Please keep the title under ${DOCUMENT_LIMITS.title} characters.`),
  description: z
    .string()
    .trim()
    .max(
      DOCUMENT_LIMITS.description,
      `Please keep the description under ${DOCUMENT_LIMITS.description} characters.`,
    )
    .nullish()
    .transform((v) => (v ? v : null)),
  objectPath: z.string({ error: DOCUMENT_MESSAGES.objectPath }).min(1, DOCUMENT_MESSAGES.objectPath).max(300),
  fileName: z.string().trim().max(DOCUMENT_LIMITS.fileName).optional(),
  fileSize: z.number().int().nonnegative().optional(),
  mimeType: z
    .string({ error: DOCUMENT_MESSAGES.fileType })
    .trim()
    .min(1, DOCUMENT_MESSAGES.fileType)
    .max(200),
  /** Optional: a current document of the same project and category that this one replaces. */
  replacesDocumentId: z.number().int().positive().nullish(),
  // AdminDocument (documents.ts) spells out what this leaves of these four fields.
}) satisfies z.ZodType<Pick<AdminDocument, "projectId" | "title" | "description" | "mimeType">>;
export type DocumentCompleteInput = z.input<typeof documentCompleteSchema>;

/**
 * PUT /api/documents/:id (admin): a new title and/or description for a document already uploaded
 * (a typo, a clearer name), with the upload's own rules; an empty description clears it. The file,
 * its category and its version chain do not change: a new file is a new version.
 */
export const documentUpdateSchema = documentCompleteSchema
  .pick({ title: true, description: true })
  .partial()
  .refine((v) => v.title !== undefined || v.description !== undefined, {
    message: DOCUMENT_MESSAGES.nothingToUpdate,
  });
