/**
 * Project documents: categories (SPEC section 3), the accepted files, the schemas of the admin
 * upload flow (SPEC section 7) and the document shape the admin lists read. Used by the Upload
 * Document and Documents tabs and by worker/documents/router.ts.
 */
import { z } from "zod";
import { STORAGE_FAILED } from "./upload-messages";

/** The studio's categories, in the order of the client portal's sections. */
export const DOCUMENT_CATEGORY_VALUES = [
  "design_fee_proposal",
  "visual_documents",
  "product_selections",
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORY_VALUES)[number];

export const DOCUMENT_CATEGORIES = [
  { value: "design_fee_proposal", label: "Design Fee Proposals" },
  { value: "visual_documents", label: "Visual Documents" },
  { value: "product_selections", label: "Product Selections" },
] as const satisfies readonly { value: DocumentCategory; label: string }[];

/** Category stored for files a client sends from the portal (source client). */
export const CLIENT_UPLOAD_CATEGORY = "client_upload";
export const CLIENT_UPLOAD_LABEL = "From client";

/** Every category a stored document can have (worker/db/schema.ts). */
export const STORED_DOCUMENT_CATEGORIES = [...DOCUMENT_CATEGORY_VALUES, CLIENT_UPLOAD_CATEGORY] as const;

/** Who added a document: the studio (admin upload) or the client (portal upload). */
export const DOCUMENT_SOURCES = ["studio", "client"] as const;
export type DocumentSource = (typeof DOCUMENT_SOURCES)[number];

/** The file picker's accept list and help text (SPEC section 5). */
export const DOCUMENT_ACCEPT = ".pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png";
export const DOCUMENT_HELP_TEXT = "PDF, DOC, DOCX, XLS, XLSX, JPG or PNG, up to 250MB";

/**
 * MIME type by extension. Browsers report some office types inconsistently (or not at all), so
 * the form declares the type that belongs to the extension; the server checks the name, the
 * declared type and the file's leading bytes against each other.
 */
export const DOCUMENT_EXTENSION_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

export function documentMimeType(fileName: string, reported: string): string {
  const dot = fileName.lastIndexOf(".");
  const ext = dot === -1 ? "" : fileName.slice(dot + 1).toLowerCase();
  return DOCUMENT_EXTENSION_TYPES[ext] ?? reported;
}

export const DOCUMENT_LIMITS = { title: 200, description: 2000, fileName: 200 } as const;

export const DOCUMENT_MESSAGES = {
  project: "Please choose a project.",
  category: "Please choose a category.",
  title: "Please enter a title.",
  fileName: "Please choose a file with a valid name.",
  fileType: "This type of file is not accepted.",
  fileSize: "The file is empty.",
  objectPath: "No uploaded file found",
  // Client-side toasts (SPEC sections 5 and 8).
  noFileTitle: "No file selected",
  noFileDescription: "Please select a file to upload.",
  missingTitle: "Missing information",
  missingDescription: "Please fill in all required fields.",
  uploadedTitle: "Document uploaded successfully",
  uploadFailedTitle: "Upload failed",
  uploadFailedDefault: "There was an error uploading the document.",
  uploadUrlFailed: "Failed to get upload URL",
  storageFailed: STORAGE_FAILED,
  saveFailed: "Failed to save document",
  deleted: "Document deleted",
  updated: "Document updated",
  nothingToUpdate: "Send a new title or description.",
  lockedForSignature:
    "This document is out for signature: its title and description stay as sent until the request is voided.",
  // 'Delete failed: Could not delete the document.' (title: description)
  deleteFailedTitle: "Delete failed",
  deleteFailedDescription: "Could not delete the document.",
  fetchFailed: "Failed to fetch documents",
  popupTitle: "Popup Blocked",
  popupDescription: "Please allow popups to view documents.",
  openFailedTitle: "Error",
  openFailedDescription: "Failed to open document. Please try again.",
  downloadFailedTitle: "Download Failed",
  downloadFailedDescription: "Failed to download document. Please try again.",
} as const;

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
export type DocumentUploadUrlResponse = { uploadUrl: string; objectPath: string; expiresAt: string };

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
});
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

export type DocumentFeedbackSummary = {
  status: "approved" | "changes_requested";
  comment: string | null;
  authorName: string | null;
  createdAt: string;
};

/**
 * A document as the admin sees it (GET /api/projects/:id/documents): the fields the upload's
 * completion writes as documentCompleteSchema leaves them, and the stored ones (a client's upload
 * has its own category, so `category` is any stored one).
 */
export type AdminDocument = Pick<
  z.output<typeof documentCompleteSchema>,
  "projectId" | "title" | "description" | "mimeType"
> & {
  id: number;
  category: string;
  fileName: string;
  fileSize: number;
  source: DocumentSource;
  /** The first document of its version chain (its own id when it is the first). */
  chainId: number;
  replacesDocumentId: number | null;
  supersededAt: string | null;
  lastViewedAt: string | null;
  lastDownloadedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Opens the file (302 to a short-lived URL); add ?disposition=attachment to download. */
  url: string;
  feedback: DocumentFeedbackSummary | null;
};

/** GET /api/documents/:id/link: a short-lived URL to the file itself. */
export type DocumentLink = { url: string; fileName: string };
