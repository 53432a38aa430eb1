/**
 * Public media (project, product and brand images) from R2. Keys are content-addressed
 * (`media/<hash>-<name>-<width>.webp`), so responses are immutable. Documents never live under
 * media/: they are served only through signed URLs (worker/files/router.ts).
 */
import { Hono } from "hono";
import { IMMUTABLE } from "../http/cache";
import type { AppEnv } from "../types";

export const mediaRouter = new Hono<AppEnv>();

export const MEDIA_PREFIX = "media/";

mediaRouter.get("/media/:key{.+}", async (c) => {
  const key = c.req.param("key");
  if (key.includes("..") || key.length > 300) return c.json({ message: "Not found." }, 404);
  const ifNoneMatch = c.req.header("If-None-Match");
  const object = await c.env.MEDIA.get(`${MEDIA_PREFIX}${key}`, {
    onlyIf: ifNoneMatch ? { etagDoesNotMatch: ifNoneMatch.replace(/^W\//, "").replace(/"/g, "") } : undefined,
  });
  if (!object) return c.json({ message: "Not found." }, 404);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", IMMUTABLE);
  if (!("body" in object) || !object.body) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
});
