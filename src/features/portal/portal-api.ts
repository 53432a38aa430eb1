/**
 * The portal's data: queries and calls for both access modes (SPEC section 4, portal access
 * mode). Token mode sends the link's token with every call (in the body of POSTs, never in a
 * logged path when avoidable); signed-in mode relies on the session cookie.
 */
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { getJson, HttpError, sendJson } from "../../lib/api";
import type {
  ClientProjectSummary,
  DocumentLink,
  FeedbackStatus,
  PortalFeedback,
  PortalProjectView,
  PortalUpload,
} from "../../shared/portal";
import { storageFailedMessage } from "../../shared/upload-messages";

export type PortalAccess =
  | { mode: "token"; token: string; projectId: number }
  | { mode: "client"; projectId: number };

export const portalKeys = {
  all: ["portal"] as const,
  clientProjects: ["/api/client/projects"] as const,
  view: (access: PortalAccess) =>
    access.mode === "token"
      ? (["portal", "token", access.projectId, access.token] as const)
      : (["portal", "client", access.projectId] as const),
};

export function portalViewQuery(access: PortalAccess) {
  return queryOptions({
    queryKey: portalKeys.view(access),
    queryFn: () =>
      getJson<PortalProjectView>(
        access.mode === "token"
          ? `/api/portal/project-by-token?${new URLSearchParams({ token: access.token, id: String(access.projectId) })}`
          : `/api/portal/project?projectId=${access.projectId}`,
      ),
    retry: false,
  });
}

/**
 * A document the client just opened is no longer new: the server recorded it, and the cached view
 * says so at once (header counts and New badges) without fetching the whole view again.
 */
export function markOpenedInView(queryClient: QueryClient, access: PortalAccess, documentId: number) {
  const at = new Date().toISOString();
  queryClient.setQueryData<PortalProjectView>(portalKeys.view(access), (view) => {
    if (!view) return view;
    const opened = <T extends { id: number; openedAt: string | null }>(d: T): T =>
      d.id === documentId ? { ...d, openedAt: at } : d;
    return {
      ...view,
      documents: view.documents.map(opened),
      sections: {
        design_fee_proposal: view.sections.design_fee_proposal.map(opened),
        visual_documents: view.sections.visual_documents.map(opened),
        product_selections: view.sections.product_selections.map(opened),
      },
    };
  });
}

export const clientProjectsQuery = queryOptions({
  queryKey: portalKeys.clientProjects,
  queryFn: () => getJson<ClientProjectSummary[]>("/api/client/projects"),
  retry: false,
});

/** GET /api/portal/documents/{id} for the browser to follow (token in the query, as the SPEC's). */
export function documentUrl(
  access: PortalAccess,
  documentId: number,
  disposition: "inline" | "attachment",
  format?: "json",
): string {
  const params = new URLSearchParams();
  if (access.mode === "token") params.set("token", access.token);
  params.set("disposition", disposition);
  if (format) params.set("format", format);
  return `/api/portal/documents/${documentId}?${params}`;
}

/** A short-lived signed address of the file (the server records the view or download). */
export function fetchDocumentLink(
  access: PortalAccess,
  documentId: number,
  disposition: "inline" | "attachment",
): Promise<DocumentLink> {
  return getJson<DocumentLink>(documentUrl(access, documentId, disposition, "json"));
}

export function meetingCalendarUrl(access: PortalAccess, meetingId: number): string {
  const params = new URLSearchParams();
  if (access.mode === "token") params.set("token", access.token);
  params.set("projectId", String(access.projectId));
  return `/api/portal/meetings/${meetingId}/ics?${params}`;
}

export function accessBody(access: PortalAccess): Record<string, unknown> {
  return access.mode === "token"
    ? { token: access.token, projectId: access.projectId }
    : { projectId: access.projectId };
}

export function sendFeedback(
  access: PortalAccess,
  documentId: number,
  input: { status: FeedbackStatus; comment: string | null },
): Promise<PortalFeedback> {
  return sendJson<PortalFeedback>("POST", `/api/portal/documents/${documentId}/feedback`, {
    ...accessBody(access),
    ...input,
  });
}

type UploadTarget = { uploadUrl: string; objectPath: string };

function requestUploadUrl(access: PortalAccess, file: { name: string; type: string; size: number }) {
  return sendJson<UploadTarget>("POST", "/api/portal/uploads/upload-url", {
    ...accessBody(access),
    fileName: file.name,
    fileType: file.type,
    fileSize: file.size,
  });
}

function completeUpload(access: PortalAccess, objectPath: string) {
  return sendJson<PortalUpload>("POST", "/api/portal/uploads/complete", {
    ...accessBody(access),
    objectPath,
  });
}

/** The server's message of a failed XHR, if it sent the API's JSON error shape. */
function xhrMessage(xhr: XMLHttpRequest): string | null {
  try {
    const parsed = JSON.parse(xhr.responseText) as { message?: unknown };
    return typeof parsed.message === "string" ? parsed.message : null;
  } catch {
    return null;
  }
}

/** PUT with real progress (fetch has no upload progress in browsers yet). */
function putWithProgress(
  url: string,
  file: Blob,
  type: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.setRequestHeader("Content-Type", type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new Error(xhrMessage(xhr) ?? storageFailedMessage(xhr.status)));
    };
    xhr.onerror = () => reject(new Error("The connection was interrupted. Please try again."));
    xhr.onabort = () => reject(new Error("The upload was cancelled."));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** The three steps of one client upload; errors carry the server's message when there is one. */
export async function uploadClientFile(
  access: PortalAccess,
  file: File,
  type: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<PortalUpload> {
  try {
    const target = await requestUploadUrl(access, { name: file.name, type, size: file.size });
    await putWithProgress(target.uploadUrl, file, type, onProgress, signal);
    return await completeUpload(access, target.objectPath);
  } catch (error) {
    if (error instanceof HttpError) {
      throw new Error(error.serverMessage ?? "There was an error uploading the file.");
    }
    throw error;
  }
}
