import { Hono } from "hono";
import type { AppEnv } from "../types";

// /robots.txt, /sitemap.xml and per-route HTML, filled by the edge/SEO issue.
export const seoRouter = new Hono<AppEnv>();

seoRouter.get("/robots.txt", (c) =>
  c.text("User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /portal\nDisallow: /api\nDisallow: /upload\n"),
);
