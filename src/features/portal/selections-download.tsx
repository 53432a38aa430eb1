/**
 * The client's copy of the schedule as a PDF (issue 29, item 4): room by room with photos and
 * prices, never the studio's cost (GET /api/portal/selections/export.pdf, answered as a download).
 * Token mode names the link's token, signed-in mode the project (the session does the rest).
 */
import { buttonClass } from "../../components/ui/button";
import { selectionExportUrls } from "../../shared/selection-board";
import type { PortalAccess } from "./portal-api";

export function SelectionsDownload({ access }: { access: PortalAccess }) {
  const href = selectionExportUrls.portalPdf({
    projectId: access.projectId,
    token: access.mode === "token" ? access.token : null,
  });
  return (
    <a className={buttonClass("outline", "sm", "mt-4")} href={href} download rel="noopener">
      Download PDF
    </a>
  );
}
