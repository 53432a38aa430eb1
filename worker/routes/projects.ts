/** Public portfolio reads. Admin mutations of projects live in routes/admin.ts. */
import { Hono } from "hono";
import { getPublishedProject, listPublishedProjects } from "../db/queries/public-projects";
import { publicCache } from "../http/cache";
import { notFound } from "../http/errors";
import { parseId } from "../http/params";
import type { AppEnv } from "../types";

export const projectsRouter = new Hono<AppEnv>();

projectsRouter.get("/projects", async (c) => {
  const list = await listPublishedProjects(c.get("db"));
  publicCache(c);
  return c.json(list);
});

projectsRouter.get("/projects/:id", async (c) => {
  const id = parseId(c.req.param("id"), "Project not found.");
  const project = await getPublishedProject(c.get("db"), id);
  if (!project) throw notFound("Project not found.");
  publicCache(c);
  return c.json(project);
});
