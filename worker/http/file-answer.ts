/**
 * The answer to a request for a stored file: a short-lived download URL, as a 302 (no referrer
 * leaves with it) or, with ?format=json, as JSON with its name and lifetime.
 */
import type { Context } from "hono";
import { DOWNLOAD_URL_TTL_SECONDS } from "../storage/uploads";
import type { AppEnv } from "../types";

export function fileAnswer(c: Context<AppEnv>, url: string, fileName: string) {
  if (c.req.query("format") === "json")
    return c.json({ url, fileName, expiresInSeconds: DOWNLOAD_URL_TTL_SECONDS });
  c.header("Referrer-Policy", "no-referrer");
  return c.redirect(url, 302);
}
