/**
 * Selections (issue 29, item 4): the admin's decision board, the exports of a project's schedule,
 * and the studio's digest of client decisions. Shared by the Worker (worker/selections/board.ts,
 * exports.ts, digest.ts) and the SPA (src/features/admin/selections/decision-board.tsx,
 * exports-bar.tsx; the portal's PDF link). The board's filters (zod) are in
 * selection-board-schemas.ts: the portal's PDF link loads no zod (issue 29).
 */
import type { PagedList } from "./list";
import { SELECTION_STATUSES, type SelectionDecisionKind, type SelectionStatus } from "./selections";

/**
 * Whom a piece waits on: the studio after the client asked for changes or declined (a revision is
 * due), the client while it is proposed. Other pieces wait on nobody.
 */
export const BOARD_WAITING = ["studio", "client"] as const;
export type BoardWaiting = (typeof BOARD_WAITING)[number];
export const BOARD_WAITING_LABELS: Record<BoardWaiting, string> = {
  studio: "Waiting on the studio",
  client: "Waiting on the client",
};
export const WAITING_STATUSES: Record<BoardWaiting, readonly SelectionStatus[]> = {
  studio: ["changes_requested", "declined"],
  client: ["proposed"],
};

export function waitingOn(status: SelectionStatus): BoardWaiting | null {
  if (WAITING_STATUSES.studio.includes(status)) return "studio";
  if (WAITING_STATUSES.client.includes(status)) return "client";
  return null;
}

/** The board lists pieces the client has seen: every status but draft. */
export const BOARD_STATUSES = SELECTION_STATUSES.filter((s) => s !== "draft");

export const BOARD_MESSAGES = {
  status: "Please choose one of the statuses.",
  waiting: "Please choose the studio or the client.",
  room: "Please keep the room under 200 characters.",
  project: "Project not found.",
} as const;

/** One row of the board: a piece the client has seen, with its latest decision (if any). */
export type BoardRow = {
  itemId: number;
  projectId: number;
  projectName: string;
  roomName: string;
  name: string;
  vendor: string | null;
  status: SelectionStatus;
  waitingOn: BoardWaiting | null;
  latest: {
    decision: SelectionDecisionKind;
    authorName: string;
    comment: string | null;
    optionName: string | null;
    createdAt: string;
  } | null;
  /** The newest of its latest decision and its proposal: the board's order, newest first. */
  at: string;
};

/** A page of the board, with the room names of its scope (the room filter's choices). */
export type BoardPage = PagedList<BoardRow> & { rooms: string[] };

/** A file name's part from free text: ASCII letters and digits, dashes between words. */
export function fileNamePart(value: string): string {
  const slug = value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return slug || "project";
}

/** The exports' file names: `selections-<project>-<YYYY-MM-DD>.csv|pdf`. */
export function exportFileName(projectName: string, day: string, ext: "csv" | "pdf"): string {
  return `selections-${fileNamePart(projectName)}-${day}.${ext}`;
}

/** Where the exports are fetched (GET; the admin's session, or the portal's access). */
export const selectionExportUrls = {
  csv: (projectId: number) => `/api/projects/${projectId}/selections/export.csv`,
  pdf: (projectId: number) => `/api/projects/${projectId}/selections/export.pdf`,
  portalPdf: (access: { token?: string | null; projectId?: number | null }) => {
    const params = new URLSearchParams();
    if (access.token) params.set("token", access.token);
    if (access.projectId) params.set("projectId", String(access.projectId));
    return `/api/portal/selections/export.pdf?${params.toString()}`;
  },
};
