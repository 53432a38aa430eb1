/**
 * Project documents: categories (SPEC section 3), the accepted files, the messages and the
 * document shape the admin lists read. Used by the Upload Document and Documents tabs, the portal
 * (the categories) and worker/documents/. The admin upload flow's schemas (SPEC section 7) are in
 * documents-schemas.ts: the client portal reads this module and loads no zod (issue 29).
 */
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

/** POST /api/admin/documents/upload-url answers with this. */
export type DocumentUploadUrlResponse = { uploadUrl: string; objectPath: string; expiresAt: string };

export type DocumentFeedbackSummary = {
  status: "approved" | "changes_requested";
  comment: string | null;
  authorName: string | null;
  createdAt: string;
};

/**
 * A document as the admin sees it (GET /api/projects/:id/documents): the fields the upload's
 * completion writes as documentCompleteSchema leaves them (documents-schemas.ts checks that its
 * output has these four), and the stored ones (a client's upload
 * has its own category, so `category` is any stored one).
 */
export type AdminDocument = {
  projectId: number;
  title: string;
  description: string | null;
  mimeType: string;
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
