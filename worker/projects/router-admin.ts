/**
 * Admin project routes under /api/admin (SPEC sections 2 and 7): the project list and detail,
 * portfolio order, private client links, and editing a project's images. Every route checks
 * requireAdmin first (401 signed out, 403 other roles), before reading its input.
 */
import { Hono } from "hono";
import { z } from "zod";
import {
  type AdminProjectPage,
  type ClientLink,
  clientLinkPath,
  clientLinkSchema,
  idOrderSchema,
  imageUploadRequestSchema,
  PROJECT_ARCHIVE_MESSAGES,
  PROJECT_STATUSES,
  portfolioDisplayTitle,
  projectImageUpdateSchema,
} from "../../src/shared/project";
import { auditStatement } from "../audit/queries";
import { currentUser, requireAdmin } from "../auth/guards";
import {
  issueProjectTokenStatement,
  readProjectToken,
  revokeProjectTokenStatement,
} from "../auth/project-token";
import { runBatch } from "../db/batch";
import { depsOf } from "../http/deps";
import { badRequest, conflict, IMAGE_NOT_FOUND, notFound, PROJECT_NOT_FOUND } from "../http/errors";
import { isPaged, listQuerySchema, pageOfArray, pagingOf, textContains } from "../http/list-query";
import { parseId } from "../http/params";
import { parseOrThrow, validate } from "../http/validate";
import { reserveImageUpload } from "../storage/image-uploads";
import { deleteUnreferencedMediaOrLog } from "../storage/media-cleanup";
import type { AppEnv } from "../types";
import { getAdminProject, getProjectRow, listAdminProjects, reorderPortfolio } from "./queries";
import { deleteImage, getImage, reorderImages, updateImage } from "./queries-images";

export const adminRouter = new Hono<AppEnv>();

/**
 * Issue 28's optional paging fields and filters: `published` (in the portfolio or not) and `status`
 * (the project's own status). Without page, pageSize or q the answer is the old whole list.
 * `archived` stays as it was (anything but 1 or true is the active list).
 */
const listQuery = listQuerySchema({
  published: z.enum(["true", "false"], { error: "Published must be true or false." }).optional(),
  status: z.enum(PROJECT_STATUSES, { error: "Please choose a status" }).optional(),
  archived: z.string().optional(),
});

// Archived projects (issue 25) only with ?archived=1; the default list is the active ones.
adminRouter.get("/projects", requireAdmin, validate("query", listQuery), async (c) => {
  const query = c.req.valid("query");
  const archived = query.archived === "1" || query.archived === "true";
  const all = await listAdminProjects(c.get("db"), { archived });
  if (!isPaged(c.req.query())) return c.json(all);
  // The portfolio's order is worked out in code (src/shared/portfolio.ts), so the page is cut
  // here from the whole (a studio's projects number in the hundreds at most).
  const { q } = pagingOf(query);
  const matching = all.filter(
    (p) =>
      (query.published === undefined || p.published === (query.published === "true")) &&
      (query.status === undefined || p.status === query.status) &&
      (q === undefined ||
        textContains(
          [
            portfolioDisplayTitle(p),
            p.title,
            p.clientProjectName,
            p.category,
            p.location,
            p.projectAddress,
            p.clientContact1Name,
            p.clientContact1Email,
            p.clientContact2Name,
            p.clientContact2Email,
            String(p.year ?? ""),
          ],
          q,
        )),
  );
  const page: AdminProjectPage = {
    ...pageOfArray(matching, query),
    // Every published project's id in portfolio order: moving one on any page sends them all.
    portfolioOrder: all.filter((p) => p.published).map((p) => p.id),
  };
  return c.json(page);
});

adminRouter.post("/projects/reorder", requireAdmin, validate("json", idOrderSchema), async (c) => {
  const { ids } = c.req.valid("json");
  const ok = await reorderPortfolio(c.get("db"), ids, currentUser(c));
  if (!ok) {
    throw badRequest("The portfolio changed meanwhile. Please reload and try again.", {
      ids: "Send every published project exactly once",
    });
  }
  return c.json({ ok: true });
});

adminRouter.get("/projects/:id", requireAdmin, async (c) => {
  const id = parseId(c.req.param("id"), PROJECT_NOT_FOUND);
  const project = await getAdminProject(c.get("db"), id);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  return c.json(project);
});

// ---------------------------------------------------------------------------------------------
// Client links: /portal/{id}?token={token}
// ---------------------------------------------------------------------------------------------

/** The body is optional here ('Create Client Link' sends none); when present it must be valid. */
async function readClientLinkBody(text: string) {
  let body: unknown = {};
  if (text.trim() !== "") {
    try {
      body = JSON.parse(text);
    } catch {
      throw badRequest("The request could not be read. Please send valid JSON.");
    }
  }
  return parseOrThrow(clientLinkSchema, body ?? {});
}

adminRouter.post("/projects/:id/access-token", requireAdmin, async (c) => {
  const id = parseId(c.req.param("id"), PROJECT_NOT_FOUND);
  const { expiresAt } = await readClientLinkBody(await c.req.text());
  const db = c.get("db");
  const project = await getProjectRow(db, id);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  // An archived project has no private link (issue 25): restore it first.
  if (project.archivedAt) throw conflict(PROJECT_ARCHIVE_MESSAGES.archived);
  // A new link replaces any previous one, which stops working at once (with its audit entry).
  const { token, statement } = await issueProjectTokenStatement(db, c.get("config").secret, id, expiresAt);
  await runBatch(db, [
    statement,
    auditStatement(db, currentUser(c), {
      action: project.accessTokenHash ? "client_link.rotate" : "client_link.issue",
      entityType: "project",
      entityId: id,
      detail: { expiresAt },
    }),
  ]);
  const link: ClientLink = { token, url: clientLinkPath(id, token), expiresAt };
  return c.json(link, 201);
});

adminRouter.get("/projects/:id/access-token", requireAdmin, async (c) => {
  const id = parseId(c.req.param("id"), PROJECT_NOT_FOUND);
  const project = await getProjectRow(c.get("db"), id);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  const token = await readProjectToken(c.get("config").secret, project);
  if (!token) throw notFound("This project has no client link.");
  const link: ClientLink = {
    token,
    url: clientLinkPath(id, token),
    expiresAt: project.accessTokenExpiresAt,
  };
  return c.json(link);
});

adminRouter.delete("/projects/:id/access-token", requireAdmin, async (c) => {
  const id = parseId(c.req.param("id"), PROJECT_NOT_FOUND);
  const db = c.get("db");
  const project = await getProjectRow(db, id);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  await runBatch(db, [
    revokeProjectTokenStatement(db, id),
    auditStatement(db, currentUser(c), {
      action: "client_link.revoke",
      entityType: "project",
      entityId: id,
      detail: { hadLink: Boolean(project.accessTokenHash) },
    }),
  ]);
  return c.json({ ok: true });
});

// ---------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------

adminRouter.post(
  "/projects/:id/images/upload-url",
  requireAdmin,
  validate("json", imageUploadRequestSchema),
  async (c) => {
    const id = parseId(c.req.param("id"), PROJECT_NOT_FOUND);
    if (!(await getProjectRow(c.get("db"), id))) throw notFound(PROJECT_NOT_FOUND);
    return c.json(
      await reserveImageUpload(
        depsOf(c),
        "project_image",
        id,
        c.req.valid("json"),
        c.get("user")?.id ?? null,
      ),
    );
  },
);

adminRouter.post("/projects/:id/images/reorder", requireAdmin, validate("json", idOrderSchema), async (c) => {
  const id = parseId(c.req.param("id"), PROJECT_NOT_FOUND);
  const db = c.get("db");
  if (!(await getProjectRow(db, id))) throw notFound(PROJECT_NOT_FOUND);
  const images = await reorderImages(db, id, c.req.valid("json").ids, currentUser(c));
  if (!images) {
    throw badRequest("The images changed meanwhile. Please reload and try again.", {
      ids: "Send every image of the project exactly once",
    });
  }
  return c.json(images);
});

adminRouter.put("/images/:id", requireAdmin, validate("json", projectImageUpdateSchema), async (c) => {
  const id = parseId(c.req.param("id"), IMAGE_NOT_FOUND);
  const db = c.get("db");
  const image = await getImage(db, id);
  if (!image) throw notFound(IMAGE_NOT_FOUND);
  const patch = c.req.valid("json");
  if (patch.isHero === false && image.isHero) {
    throw badRequest("A project always has a hero image. Choose another image as the hero instead.", {
      isHero: "Choose another image as the hero instead",
    });
  }
  return c.json(await updateImage(db, image, patch, currentUser(c)));
});

adminRouter.delete("/images/:id", requireAdmin, async (c) => {
  const id = parseId(c.req.param("id"), IMAGE_NOT_FOUND);
  const db = c.get("db");
  const image = await getImage(db, id);
  if (!image) throw notFound(IMAGE_NOT_FOUND);
  const paths = await deleteImage(db, image, currentUser(c));
  await deleteUnreferencedMediaOrLog(db, c.env.MEDIA, paths, "Image files not deleted", id);
  return c.json({ ok: true });
});
