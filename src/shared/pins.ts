/**
 * Pinned feedback (issue 19): a client places a numbered pin on a point of a rendering, mood board
 * or selection sheet (an image, or a page of a PDF) with a message, and the studio and the client
 * reply on it. Shared by the SPA and the Worker: limits, statuses, messages and the answers'
 * shapes. The input schemas are in pins-schemas.ts (the portal's pins load no zod, issue 29).
 *
 * One vocabulary (issue 27, decision 0011): a **pin** is the numbered point with its conversation
 * (tables `document_threads`, whose name predates it); its **messages** are what people wrote on it
 * (`document_thread_messages`), the first placed with the pin, the others **replies**.
 *
 * A pin's point is stored relative to its page (x and y from 0 to 1, from the top left corner),
 * so it lands on the same spot at any size or zoom.
 */
import { FEEDBACK_CATEGORIES } from "./portal";

export const PIN_STATUSES = ["open", "resolved"] as const;
export type PinStatus = (typeof PIN_STATUSES)[number];

/** Who wrote a message: a signed-in client, a private-link visitor (by the name they gave), the studio. */
export const PIN_AUTHOR_KINDS = ["client", "link", "studio"] as const;
export type PinAuthorKind = (typeof PIN_AUTHOR_KINDS)[number];

export const PIN_TEXT_MAX = 1000;
export const PIN_NAME_MAX = 60;

/** Files a pin can be placed on (the viewer shows images as they are and PDFs page by page). */
export const PINNABLE_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;

/** Renderings / mood boards and selection sheets, as images or PDFs. */
export function acceptsPins(doc: { category: string; mimeType: string; source?: string }): boolean {
  return (
    (doc.source === undefined || doc.source === "studio") &&
    (FEEDBACK_CATEGORIES as readonly string[]).includes(doc.category) &&
    (PINNABLE_MIME_TYPES as readonly string[]).includes(doc.mimeType)
  );
}

export const PIN_MESSAGES = {
  notPinnable: "Pins can be placed on renderings, mood boards and selections only.",
  point: "Choose a point on the page.",
  page: "That page is not in this document.",
  textEmpty: "Please write a message.",
  textLong: `Please keep the message under ${PIN_TEXT_MAX} characters.`,
  nameEmpty: "Please tell the studio your name.",
  nameLong: `Please keep your name under ${PIN_NAME_MAX} characters.`,
  status: "Choose open or resolved.",
  photo: "That photo is not one of this piece's.",
} as const;

export type PinMessage = {
  id: number;
  authorKind: PinAuthorKind;
  authorName: string;
  text: string;
  createdAt: string;
};

export type Pin = {
  id: number;
  /** The pin's number on its document (kept across versions), or on its selection piece. */
  number: number;
  /** The document version it is on; null for a pin on a selection piece's photo. */
  documentId: number | null;
  /** A pin on a selection piece's photo (issue 29 item 2): the piece and the photo's address. */
  selectionItemId: number | null;
  photo: string | null;
  page: number;
  x: number;
  y: number;
  status: PinStatus;
  /** Set when the pin was placed on an earlier version and carried over to this one. */
  fromPreviousVersion: boolean;
  createdAt: string;
  /** The newest message's time: what "new since your last visit" compares. */
  updatedAt: string;
  resolvedAt: string | null;
  /** Open, and the newest message is the client's: the studio owes an answer. */
  awaitingStudio: boolean;
  messages: PinMessage[];
};

/** GET .../documents/{id}/pins: the document's pins, newest activity first. */
export type PinList = {
  documentId: number;
  /** Pages a pin may be placed on (1 for an image). */
  pageCount: number;
  pins: Pin[];
};

/** GET .../selection-items/{id}/pins?photo=: the pins on one photo of a piece (issue 29 item 2). */
export type PhotoPinList = {
  itemId: number;
  photo: string;
  /** A photo has one page. */
  pageCount: 1;
  pins: Pin[];
};

/**
 * GET /api/admin/projects/{id}/selection-pins: the photos of the project's pieces that carry pins,
 * for the admin's Selections tab (a Pins button per photo).
 */
export type PhotoPinSummary = {
  itemId: number;
  photo: string;
  /** The pins' numbers (a link names a pin by its number on the piece). */
  numbers: number[];
  open: number;
  awaiting: number;
}[];

/** GET /api/admin/pins/awaiting: what the dashboard counts. */
export type AwaitingPins = {
  /** Pins on documents (the Documents tab's badge). */
  count: number;
  documents: {
    documentId: number;
    projectId: number;
    projectName: string;
    title: string;
    awaiting: number;
  }[];
  /** Pins on selection pieces' photos (issue 29 item 2), per piece; not in `count`. */
  selectionCount: number;
  selections: {
    itemId: number;
    projectId: number;
    projectName: string;
    name: string;
    awaiting: number;
  }[];
};
