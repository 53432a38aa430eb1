/**
 * The schedule's PDF as an HTTP answer (issue 29, item 4), for the admin's and the portal's
 * routes alike: built from the client's view (no studio cost, no drafts), a download
 * (Content-Disposition: attachment) that no cache keeps.
 */
import type { Context } from "hono";
import { exportFileName } from "../../src/shared/selection-board";
import type { AppEnv } from "../types";
import { schedulePdf } from "./exports";
import { clientView } from "./views";

/** Today in the studio's time zone, as YYYY-MM-DD (the files' names and the PDF's header). */
export function studioDay(c: Context<AppEnv>): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: c.get("config").STUDIO_TIMEZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
}

export async function pdfAnswer(
  c: Context<AppEnv>,
  projectId: number,
  projectName: string,
): Promise<Response> {
  const day = studioDay(c);
  const bytes = await schedulePdf({
    view: await clientView(c.get("db"), projectId),
    projectName,
    studioName: c.get("config").STUDIO_NAME,
    day,
    bucket: c.env.MEDIA,
  });
  return new Response(bytes, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${exportFileName(projectName, day, "pdf")}"`,
      "Cache-Control": "private, no-store",
      "Content-Length": String(bytes.byteLength),
    },
  });
}
