/**
 * The client portal's contract, shared by the SPA and the Worker: the three document sections
 * (SPEC section 2), what a client may send (uploads, feedback) and the shapes the portal API
 * answers with. Nothing here is secret; access is decided by the Worker. The request schemas are in
 * portal-schemas.ts: the portal's own code reads this module and loads no zod (issue 29).
 */
import type { ImageVariant } from "./api-types";
import { CLIENT_UPLOAD_CATEGORY, DOCUMENT_CATEGORY_VALUES, type DocumentCategory } from "./documents";
import type { MeetingFields } from "./meetings";

/** Categories a client sees, in the order of the portal's sections: the studio's categories. */
export const PORTAL_CATEGORIES = DOCUMENT_CATEGORY_VALUES;
export type PortalCategory = DocumentCategory;

/** Documents the client sends from the portal are stored under this category (source client). */
export { CLIENT_UPLOAD_CATEGORY };

export const PORTAL_SECTIONS: Record<PortalCategory, { title: string; intro: string }> = {
  design_fee_proposal: {
    title: "Design Fee Proposals",
    intro: "Scope, terms and the investment breakdown for your project.",
  },
  visual_documents: {
    title: "Mood Boards / Elevations / Renderings",
    intro: "How the rooms will look and feel.",
  },
  product_selections: {
    title: "Selections",
    intro: "Furnishings, fixtures and related items chosen for your home.",
  },
};

export function isPortalCategory(value: string): value is PortalCategory {
  return (PORTAL_CATEGORIES as readonly string[]).includes(value);
}

/** Renderings and selections are what clients approve or send back (not proposals). */
export const FEEDBACK_CATEGORIES: readonly PortalCategory[] = ["visual_documents", "product_selections"];

export function acceptsFeedback(category: string): boolean {
  return (FEEDBACK_CATEGORIES as readonly string[]).includes(category);
}

export const FEEDBACK_STATUSES = ["approved", "changes_requested"] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_LABELS: Record<FeedbackStatus, string> = {
  approved: "Approved",
  changes_requested: "Needs changes",
};

/** Author shown to the studio when feedback came through the private link. */
export const TOKEN_AUTHOR_NAME = "Client (private link)";

export const FEEDBACK_COMMENT_MAX = 2000;

// ---------------------------------------------------------------------------------------------
// Client uploads (portal 'Upload Files')
// ---------------------------------------------------------------------------------------------

export const CLIENT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const CLIENT_UPLOAD_MAX_LABEL = "10 MB";

/**
 * Accepted files by extension, with the type the server expects (browsers leave `file.type` empty
 * for some documents, and phones report HEIC in several ways). Must agree with the Worker's
 * CLIENT_UPLOAD_TYPES (a test checks it).
 */
export const CLIENT_UPLOAD_EXTENSIONS: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  heic: "image/heic",
  heif: "image/heif",
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain",
};

/** The file picker's `accept`: images, .pdf, .doc, .docx, .txt (SPEC section 5). */
export const CLIENT_UPLOAD_ACCEPT = "image/*,.pdf,.doc,.docx,.txt,.heic,.heif";

/** The MIME type to declare for a chosen file, or null when the portal does not accept it. */
export function clientUploadType(fileName: string): string | null {
  const dot = fileName.lastIndexOf(".");
  if (dot === -1) return null;
  return CLIENT_UPLOAD_EXTENSIONS[fileName.slice(dot + 1).toLowerCase()] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

export type PortalFeedback = {
  status: FeedbackStatus;
  comment: string | null;
  authorName: string | null;
  createdAt: string;
};

export type PortalDocument = {
  id: number;
  title: string;
  description: string | null;
  fileName: string;
  fileSize: number;
  mimeType: string;
  category: PortalCategory;
  createdAt: string;
  updatedAt: string;
  /** True when this document replaced an earlier version ('Updated <date>', the date is createdAt). */
  isUpdated: boolean;
  /** The latest Approve / Needs changes on this version (renderings and selections only). */
  feedback: PortalFeedback | null;
  /**
   * When the client last opened or downloaded this version from the portal (null: not yet). The
   * portal's header counts these as new for the client.
   */
  openedAt: string | null;
};

/**
 * One entry of the view's `documents` list (SPEC section 7: id, title, fileName, category,
 * createdAt, and the rest of what the portal shows): every document this viewer may open, by the
 * portal's own rule (decision 0007): current versions of the three studio sections, then the files
 * this viewer sent (category `client_upload`, source `client`).
 */
export type PortalListedDocument = Omit<PortalDocument, "category"> & {
  category: PortalCategory | typeof CLIENT_UPLOAD_CATEGORY;
  source: "studio" | "client";
};

/** The photo the portal opens on: the project's hero image (else its first), with its sizes. */
export type PortalCoverImage = {
  imagePath: string;
  altText: string | null;
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
};

export type PortalMeeting = Pick<MeetingFields, "title" | "scheduledFor" | "durationMinutes"> & {
  id: number;
  upcoming: boolean;
};

/** A file the client sent to the studio. */
export type PortalUpload = {
  id: number;
  fileName: string;
  fileSize: number;
  mimeType: string;
  createdAt: string;
};

/** GET /api/portal/project and /api/portal/project-by-token: one project as its client sees it. */
export type PortalProjectView = {
  id: number;
  clientProjectName: string;
  description: string;
  projectAddress: string | null;
  category: string;
  year: number | null;
  status: "draft" | "published" | "archived";
  createdAt: string;
  /** Every document the viewer may open, as one list (see PortalListedDocument). */
  documents: PortalListedDocument[];
  /** The studio's current documents by portal section, in section order (what the tabs show). */
  sections: Record<PortalCategory, PortalDocument[]>;
  /** Upcoming first (soonest first), then past (most recent first). */
  meetings: PortalMeeting[];
  uploads: PortalUpload[];
  /** The project's cover photo for the portal's header; null when the project has no images. */
  coverImage: PortalCoverImage | null;
};

/** GET /api/client/projects (SPEC section 7). */
export type ClientProjectSummary = {
  id: number;
  clientProjectName: string;
  status: "draft" | "published" | "archived";
  category: string;
  year: number | null;
  createdAt: string;
  projectAddress: string | null;
  clientName: string | null;
  clientEmail: string | null;
  clientPhone: string | null;
};

/** GET /api/portal/documents/{id}?format=json: where to fetch the file (short-lived). */
export type DocumentLink = { url: string; fileName: string; expiresInSeconds: number };
