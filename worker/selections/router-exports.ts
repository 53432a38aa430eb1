/**
 * Selections (issue 29, item 4), admin only: the exports of a project's schedule, the decision
 * board across projects, and the photos' print copies for the PDF (worker/selections/print-copies.ts).
 *   GET /api/projects/:id/selections/export.csv        the studio's CSV (cost included), audited
 *   GET /api/projects/:id/selections/export.pdf        the client's PDF (no cost), audited
 *   GET /api/projects/:id/selections/print-copies      { missing }: WebP photos without a JPEG copy
 *   PUT /api/admin/selection-print-copies              { photo, jpeg }: a JPEG (base64) for one of those
 *   GET /api/admin/selection-board?projectId=&room=&status=&waiting=&q=&page=&pageSize=
 * The portal's PDF is in router-portal.ts.
 */
import type { Context } from "hono";
import { z } from "zod";
import { exportFileName } from "../../src/shared/selection-board";
import { boardFilters } from "../../src/shared/selection-board-schemas";
import { currentUser, requireAdmin } from "../auth/guards";
import { badRequest, notFound } from "../http/errors";
import { guardedRouter } from "../http/guarded-router";
import { listQuerySchema } from "../http/list-query";
import { parseId } from "../http/params";
import { validate } from "../http/validate";
import { getProjectName } from "../projects/queries-lookup";
import type { AppEnv } from "../types";
import { boardPage } from "./board";
import { pdfAnswer, studioDay } from "./export-answer";
import { scheduleCsv } from "./exports";
import { mediaKeyOf, photosWithoutPrintCopy, printKeyOf, sniffImage } from "./print-copies";
import { photoIsUsed, schedulePhotos } from "./queries-exports";
import { audit } from "./service";
import { adminView } from "./views";

export const selectionsExportsRouter = guardedRouter(requireAdmin, [
  "/projects/:id/selections/*",
  "/admin/selection-board",
  "/admin/selection-print-copies",
]);

/** A print copy's largest size: the browser makes a 640 px JPEG, far below this. */
export const PRINT_COPY_MAX_BYTES = 150 * 1024;

async function projectOf(c: Context<AppEnv>): Promise<{ id: number; name: string }> {
  const id = parseId(c.req.param("id"), "Project not found.");
  const name = await getProjectName(c.get("db"), id);
  if (name === null) throw notFound("Project not found.");
  return { id, name };
}

selectionsExportsRouter.get("/projects/:id/selections/export.csv", async (c) => {
  const project = await projectOf(c);
  const db = c.get("db");
  const view = await adminView(db, project.id);
  const csv = scheduleCsv(view);
  await audit(db, currentUser(c), project.id, "selection.export.csv", {
    pieces: view.rooms.reduce((n, r) => n + r.items.length, 0),
  });
  const fileName = exportFileName(project.name, studioDay(c.get("config")), "csv");
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
});

selectionsExportsRouter.get("/projects/:id/selections/export.pdf", async (c) => {
  const project = await projectOf(c);
  const answer = await pdfAnswer(c.get("db"), c.env.MEDIA, c.get("config"), project);
  await audit(c.get("db"), currentUser(c), project.id, "selection.export.pdf", {});
  return answer;
});

selectionsExportsRouter.get("/projects/:id/selections/print-copies", async (c) => {
  const project = await projectOf(c);
  const photos = await schedulePhotos(c.get("db"), project.id);
  return c.json({ missing: await photosWithoutPrintCopy(c.env.MEDIA, photos) });
});

const PRINT_COPY_MESSAGES = {
  photo: "That photo is not one of the selections' photos.",
  jpeg: "Please send the print copy as a JPEG.",
  size: `Please keep the print copy under ${PRINT_COPY_MAX_BYTES / 1024} KB.`,
} as const;

/**
 * The body is JSON like every other change (the CSRF rule, worker/auth/csrf.ts): the photo's address
 * and the JPEG in base64 (150 KB of JPEG stays under the API's 256 KB body limit).
 */
const printCopySchema = z.object({
  photo: z.string({ error: PRINT_COPY_MESSAGES.photo }).max(2000, PRINT_COPY_MESSAGES.photo),
  jpeg: z
    .string({ error: PRINT_COPY_MESSAGES.jpeg })
    .max(Math.ceil((PRINT_COPY_MAX_BYTES * 4) / 3) + 4, PRINT_COPY_MESSAGES.size)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, PRINT_COPY_MESSAGES.jpeg),
});

function fromBase64(value: string): Uint8Array {
  const binary = atob(value);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

selectionsExportsRouter.put("/admin/selection-print-copies", validate("json", printCopySchema), async (c) => {
  const { photo, jpeg } = c.req.valid("json");
  const key = mediaKeyOf(photo);
  const printKey = key ? printKeyOf(key) : null;
  if (!key || !printKey || !(await photoIsUsed(c.get("db"), photo)))
    throw badRequest(PRINT_COPY_MESSAGES.photo);
  const bytes = fromBase64(jpeg);
  if (bytes.length > PRINT_COPY_MAX_BYTES) throw badRequest(PRINT_COPY_MESSAGES.size);
  if (sniffImage(bytes) !== "jpeg") throw badRequest(PRINT_COPY_MESSAGES.jpeg);
  await c.env.MEDIA.put(printKey, bytes, { httpMetadata: { contentType: "image/jpeg" } });
  return c.body(null, 204);
});

selectionsExportsRouter.get(
  "/admin/selection-board",
  validate("query", listQuerySchema(boardFilters)),
  async (c) => {
    const query = c.req.valid("query");
    return c.json(await boardPage(c.get("db"), query));
  },
);
