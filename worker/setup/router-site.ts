/** GET /api/site: studio identity (from configuration), brand images and feature switches. */
import { Hono } from "hono";
import { publicCache } from "../http/cache";
import { depsOf } from "../http/deps";
import type { AppEnv } from "../types";
import { loadSiteInfo } from "./site-info";

export const siteRouter = new Hono<AppEnv>();

siteRouter.get("/health", (c) => c.json({ ok: true }));

siteRouter.get("/site", async (c) => {
  const body = await loadSiteInfo(depsOf(c));
  publicCache(c);
  return c.json(body);
});
