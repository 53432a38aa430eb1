/**
 * Signed-in clients' own projects (SPEC section 7): GET /api/client/projects and
 * GET /api/client/projects/{id}/documents. A project the client is not assigned to is the same
 * 404 as one that does not exist; responses are private and unreferred like the portal's.
 */
import { currentUser, requireClient } from "../auth/guards";
import { notFound } from "../http/errors";
import { guardedRouter } from "../http/guarded-router";
import { parseId } from "../http/params";
import { privateResponses } from "../http/portal-access";
import { findClientProject, listClientProjects, listPortalDocuments } from "./queries";

export const clientRouter = guardedRouter(privateResponses, ["/*"]);

clientRouter.get("/projects", requireClient, async (c) => {
  return c.json(await listClientProjects(c.get("db"), currentUser(c).id));
});

clientRouter.get("/projects/:id/documents", requireClient, async (c) => {
  const projectId = parseId(c.req.param("id"));
  const db = c.get("db");
  const project = await findClientProject(db, currentUser(c).id, projectId);
  if (!project) throw notFound();
  return c.json(await listPortalDocuments(db, project.id));
});
