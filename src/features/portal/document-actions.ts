/**
 * View and Download of a portal document (SPEC sections 2 and 8), in token and signed-in modes.
 * Both ask the API for a short-lived signed address first, so a failure becomes a clear message
 * instead of a tab full of JSON or a broken download. Each says whether the file was reached (the
 * server then records the view or download, and the portal stops calling the document new).
 */
import { toast } from "../../lib/toast-store";
import { fetchDocumentLink, type PortalAccess } from "./portal-api";

/**
 * View: the tab is opened synchronously inside the click (anything later counts as a pop-up and
 * is blocked), then pointed at the file once its address is known.
 */
export async function viewDocument(access: PortalAccess, documentId: number): Promise<boolean> {
  const tab = window.open("", "_blank");
  if (!tab) {
    toast({
      title: "Popup Blocked",
      description: "Please allow popups to view documents.",
      variant: "destructive",
    });
    return false;
  }
  // The new tab must not be able to script this page.
  tab.opener = null;
  try {
    tab.document.title = "Opening document…";
    tab.document.body.style.cssText =
      "font:15px system-ui,sans-serif;color:#554d46;padding:2rem;background:#faf7f2";
    tab.document.body.textContent = "Opening your document…";
  } catch {
    // Some browsers do not let us write into the blank tab; it simply stays blank until it loads.
  }
  try {
    const link = await fetchDocumentLink(access, documentId, "inline");
    tab.location.replace(link.url);
    return true;
  } catch {
    tab.close();
    toast({
      title: "Error",
      description: "Failed to open document. Please try again.",
      variant: "destructive",
    });
    return false;
  }
}

/** Download: a link carrying the file name (the signed address also sends it as attachment). */
export async function downloadDocument(access: PortalAccess, documentId: number): Promise<boolean> {
  try {
    const link = await fetchDocumentLink(access, documentId, "attachment");
    const anchor = document.createElement("a");
    anchor.href = link.url;
    anchor.download = link.fileName;
    anchor.rel = "noopener noreferrer";
    anchor.style.display = "none";
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
    return true;
  } catch {
    toast({
      title: "Download Failed",
      description: "Failed to download document. Please try again.",
      variant: "destructive",
    });
    return false;
  }
}
