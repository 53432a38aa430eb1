/**
 * Projects: the public portfolio reads (GET, cached) and the admin's changes (SPEC section 7:
 * POST /api/projects, PUT and DELETE /api/projects/{id}, POST /api/projects/{projectId}/images).
 * The admin-only reads and the client-link, reorder and image-editing routes are in
 * worker/projects/router-admin.ts.
 * Guards are per route: this router shares the /projects/* paths with other routers.
 */
import { Hono } from "hono";
import { z } from "zod";
import {
  isImageByPathBody,
  PROJECT_ARCHIVE_MESSAGES,
  projectImageByPathSchema,
  projectImageSchema,
  projectSchema,
  projectUpdateSchema,
} from "../../src/shared/project";
import { currentUser, requireAdmin } from "../auth/guards";
import { publicCache } from "../http/cache";
import { depsOf } from "../http/deps";
import { badRequest, conflict, notFound, PROJECT_NOT_FOUND } from "../http/errors";
import { parseId } from "../http/params";
import { parseOrThrow, validate } from "../http/validate";
import { acceptImageVariants, acceptUploadedImage } from "../storage/image-uploads";
import { deleteObjectsUnlessKept, deleteUnreferencedMedia } from "../storage/media-cleanup";
import type { AppEnv } from "../types";
import {
  archiveProject,
  createProject,
  deleteProject,
  getProjectRow,
  restoreProject,
  updateProject,
} from "./queries";
import { createImage } from "./queries-images";
import { getPublishedProject, listPublishedProjects } from "./queries-public";

export const projectsRouter = new Hono<AppEnv>();

projectsRouter.get("/", async (c) => {
  const list = await listPublishedProjects(c.get("db"));
  publicCache(c);
  return c.json(list);
});

projectsRouter.get("/:id", async (c) => {
  const id = parseId(c.req.param("id"), PROJECT_NOT_FOUND);
  const project = await getPublishedProject(c.get("db"), id);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  publicCache(c);
  return c.json(project);
});

projectsRouter.post("/", requireAdmin, validate("json", projectSchema), async (c) => {
  const created = await createProject(c.get("db"), c.req.valid("json"), currentUser(c));
  return c.json(created, 201);
});

projectsRouter.put("/:id", requireAdmin, validate("json", projectUpdateSchema), async (c) => {
  const id = parseId(c.req.param("id"), PROJECT_NOT_FOUND);
  const patch = c.req.valid("json");
  if (Object.values(patch).every((v) => v === undefined)) throw badRequest("Nothing to update.");
  const updated = await updateProject(c.get("db"), id, patch, currentUser(c));
  if (!updated) throw notFound(PROJECT_NOT_FOUND);
  if (updated === "archived") throw conflict(PROJECT_ARCHIVE_MESSAGES.archived);
  return c.json({ ok: true });
});

projectsRouter.delete("/:id", requireAdmin, async (c) => {
  const id = parseId(c.req.param("id"), PROJECT_NOT_FOUND);
  const db = c.get("db");
  const removed = await deleteProject(db, id, currentUser(c));
  if (!removed) throw notFound(PROJECT_NOT_FOUND);
  // Signed proposals and paid deposits outlive the project (issue 25): nothing was changed.
  if ("kept" in removed) throw conflict(PROJECT_ARCHIVE_MESSAGES.signedRecordsKept);
  // The rows are gone; now the files. A failure here leaves only unreachable objects behind, which
  // the scheduled clean-up can remove, so the delete itself still succeeded.
  try {
    await deleteObjectsUnlessKept(db, c.env.MEDIA, removed.privateKeys);
    await deleteUnreferencedMedia(db, c.env.MEDIA, removed.imagePaths);
  } catch (err) {
    console.error("Project files not deleted", id, err instanceof Error ? err.message : err);
  }
  return c.json({ ok: true });
});

/**
 * Archive and Restore (issue 25): what the admin does instead of deleting a project that holds
 * signed records (or any project it wants out of sight). Audited; see archiveProject.
 */
const ARCHIVE_SWITCHES = [
  {
    path: "/:id/archive",
    run: archiveProject,
    already: "already",
    alreadyMessage: PROJECT_ARCHIVE_MESSAGES.alreadyArchived,
    message: PROJECT_ARCHIVE_MESSAGES.archivedDescription,
  },
  {
    path: "/:id/restore",
    run: restoreProject,
    already: "active",
    alreadyMessage: PROJECT_ARCHIVE_MESSAGES.notArchived,
    message: PROJECT_ARCHIVE_MESSAGES.restoredDescription,
  },
] as const;

for (const s of ARCHIVE_SWITCHES) {
  projectsRouter.post(s.path, requireAdmin, async (c) => {
    const id = parseId(c.req.param("id"), PROJECT_NOT_FOUND);
    const done = await s.run(c.get("db"), id, currentUser(c));
    if (!done) throw notFound(PROJECT_NOT_FOUND);
    if (done === s.already) throw conflict(s.alreadyMessage);
    return c.json({ ok: true, message: s.message });
  });
}

/**
 * Two bodies: ours, `{ variants, width, height, ... }` (the browser-made web sizes, decision 0005),
 * and SPEC section 7's, `{ imagePath, altText, caption, isHero, sortOrder }` for one image already
 * uploaded through the upload URL (issue 25; its size is read from the stored file). A body with
 * `variants` is always ours, exactly as before.
 */
projectsRouter.post("/:projectId/images", requireAdmin, validate("json", z.unknown()), async (c) => {
  const projectId = parseId(c.req.param("projectId"), PROJECT_NOT_FOUND);
  const db = c.get("db");
  const body = c.req.valid("json");
  const text = (input: { altText?: string | null; caption?: string | null; isHero?: boolean }) => ({
    altText: input.altText ?? null,
    caption: input.caption ?? null,
    isHero: input.isHero === true,
  });
  if (isImageByPathBody(body)) {
    const input = parseOrThrow(projectImageByPathSchema, body);
    if (!(await getProjectRow(db, projectId))) throw notFound(PROJECT_NOT_FOUND);
    const uploaded = await acceptUploadedImage(depsOf(c), "project_image", projectId, input.imagePath);
    const image = await createImage(
      db,
      {
        projectId,
        imagePath: uploaded.imagePath,
        variants: uploaded.variants,
        width: uploaded.width,
        height: uploaded.height,
        ...text(input),
        sortOrder: input.sortOrder,
        layout: input.layout ?? "auto",
      },
      uploaded.completions,
      currentUser(c),
    );
    return c.json(image, 201);
  }
  const input = parseOrThrow(projectImageSchema, body);
  if (!(await getProjectRow(db, projectId))) throw notFound(PROJECT_NOT_FOUND);
  const { variants, imagePath, completions } = await acceptImageVariants(
    depsOf(c),
    "project_image",
    projectId,
    input.variants,
  );
  const image = await createImage(
    db,
    {
      projectId,
      imagePath,
      variants,
      width: input.width,
      height: input.height,
      ...text(input),
      sortOrder: input.sortOrder,
      layout: input.layout ?? "auto",
    },
    completions,
    currentUser(c),
  );
  return c.json(image, 201);
});
