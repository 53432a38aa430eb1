/**
 * The storage step of every browser upload (documents, project, product and brand images, client
 * files): SPEC section 8 words a refused PUT as 'Upload to storage failed' followed by the status
 * code, with no colon ('Upload to storage failed 500').
 */
export const STORAGE_FAILED = "Upload to storage failed";

/** 'Upload to storage failed 500'; without a status (network error, cancel) a sentence instead. */
export function storageFailedMessage(status: number, reason: "failed" | "cancelled" = "failed"): string {
  if (reason === "cancelled") return `${STORAGE_FAILED}. The upload was cancelled.`;
  return status > 0 ? `${STORAGE_FAILED} ${status}` : `${STORAGE_FAILED}. The connection was interrupted.`;
}
