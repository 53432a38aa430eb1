/**
 * Moving document bytes: the upload flow of SPEC section 7 with real progress, and opening or
 * downloading a stored document through a short-lived link.
 */
import { errorMessage, getJson, sendJson } from "../../../lib/api";
import { putWithProgress } from "../../../lib/put-with-progress";
import {
  type AdminDocument,
  DOCUMENT_MESSAGES,
  type DocumentLink,
  type DocumentUploadUrlResponse,
  documentMimeType,
} from "../../../shared/documents";
import type { DocumentCompleteInput, DocumentUploadUrlInput } from "../../../shared/documents-schemas";
import { toastError } from "../shared/toast-failure";

export type UploadRequest = {
  projectId: number;
  category: DocumentUploadUrlInput["category"];
  title: string;
  description: string;
  file: File;
  replacesDocumentId: number | null;
};

/**
 * Upload URL → PUT → complete. Each step fails with the SPEC's message (the server's own message
 * when it sent one, e.g. "The file is larger than 250 MB.").
 */
export async function uploadDocument(
  req: UploadRequest,
  onProgress: (fraction: number) => void,
): Promise<AdminDocument> {
  const fileType = documentMimeType(req.file.name, req.file.type);
  let target: DocumentUploadUrlResponse;
  try {
    target = await sendJson<DocumentUploadUrlResponse>("POST", "/api/admin/documents/upload-url", {
      projectId: req.projectId,
      category: req.category,
      fileName: req.file.name,
      fileType,
      fileSize: req.file.size,
    } satisfies DocumentUploadUrlInput);
  } catch (err) {
    throw new Error(errorMessage(err, DOCUMENT_MESSAGES.uploadUrlFailed));
  }
  await putWithProgress(target.uploadUrl, req.file, fileType, onProgress);
  try {
    return await sendJson<AdminDocument>("POST", "/api/admin/documents/complete", {
      projectId: req.projectId,
      category: req.category,
      title: req.title.trim(),
      description: req.description.trim() ? req.description.trim() : null,
      objectPath: target.objectPath,
      fileName: req.file.name,
      fileSize: req.file.size,
      mimeType: fileType,
      replacesDocumentId: req.replacesDocumentId,
    } satisfies DocumentCompleteInput);
  } catch (err) {
    throw new Error(errorMessage(err, DOCUMENT_MESSAGES.saveFailed));
  }
}

const linkFor = (id: number, disposition: "inline" | "attachment") =>
  getJson<DocumentLink>(`/api/documents/${id}/link?disposition=${disposition}`);

/**
 * Opens the document in a new tab. The tab is opened at once (inside the click, so pop-up
 * blockers allow it) and pointed at the file when its short-lived link arrives.
 */
export async function viewDocument(doc: Pick<AdminDocument, "id">): Promise<void> {
  const win = window.open("", "_blank");
  if (!win) {
    toastError(DOCUMENT_MESSAGES.popupTitle, DOCUMENT_MESSAGES.popupDescription);
    return;
  }
  try {
    const link = await linkFor(doc.id, "inline");
    win.opener = null;
    win.location.href = link.url;
  } catch {
    win.close();
    toastError(DOCUMENT_MESSAGES.openFailedTitle, DOCUMENT_MESSAGES.openFailedDescription);
  }
}

/** Downloads the document under its own file name. */
export async function downloadDocument(doc: Pick<AdminDocument, "id" | "fileName">): Promise<void> {
  try {
    const link = await linkFor(doc.id, "attachment");
    const a = document.createElement("a");
    a.href = link.url;
    a.download = link.fileName || doc.fileName;
    a.rel = "noopener";
    a.style.display = "none";
    document.body.append(a);
    a.click();
    a.remove();
  } catch {
    toastError(DOCUMENT_MESSAGES.downloadFailedTitle, DOCUMENT_MESSAGES.downloadFailedDescription);
  }
}
