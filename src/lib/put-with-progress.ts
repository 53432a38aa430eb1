import { storageFailedMessage } from "../shared/upload-messages";

/**
 * PUTs raw bytes to a signed upload URL with real progress (XMLHttpRequest: fetch has no upload
 * progress), reporting 0..1. Rejects with the SPEC's 'Upload to storage failed <status>'. Used by
 * the document upload and every image upload of the admin.
 */
export function putWithProgress(
  url: string,
  body: Blob,
  contentType: string,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.setRequestHeader("Content-Type", contentType);
    xhr.upload.onprogress = (e) => {
      const total = e.lengthComputable && e.total > 0 ? e.total : body.size;
      if (total > 0) onProgress(Math.min(1, e.loaded / total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(new Error(storageFailedMessage(xhr.status)));
      }
    };
    xhr.onerror = () => reject(new Error(storageFailedMessage(xhr.status)));
    xhr.onabort = () => reject(new Error(storageFailedMessage(xhr.status, "cancelled")));
    xhr.send(body);
  });
}
