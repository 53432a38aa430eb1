/**
 * The schedule's PDF as an HTTP answer (issue 29, item 4), for the admin's and the portal's
 * routes alike: built from the client's view (no studio cost, no drafts), a download
 * (Content-Disposition: attachment) that no cache keeps.
 */
import { exportFileName } from "../../src/shared/selection-board";
import type { Config } from "../env";
import type { Db } from "../types";
import { schedulePdf } from "./exports";
import { clientView } from "./views";

/** Today in the studio's time zone, as YYYY-MM-DD (the files' names and the PDF's header). */
export function studioDay(config: Pick<Config, "STUDIO_TIMEZONE">, at = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: config.STUDIO_TIMEZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

export async function pdfAnswer(
  db: Db,
  bucket: R2Bucket,
  config: Config,
  project: { id: number; name: string },
): Promise<Response> {
  const day = studioDay(config);
  const bytes = await schedulePdf({
    view: await clientView(db, project.id),
    projectName: project.name,
    studioName: config.STUDIO_NAME,
    day,
    bucket,
  });
  return new Response(bytes, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${exportFileName(project.name, day, "pdf")}"`,
      "Cache-Control": "private, no-store",
      "Content-Length": String(bytes.byteLength),
    },
  });
}
