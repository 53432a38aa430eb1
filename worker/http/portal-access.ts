/**
 * Who may use a client-portal call, shared by the portal's routers (worker/portal/router.ts,
 * worker/pins/router.ts, worker/proposals/router-portal.ts, worker/portal/router-client.ts): the private-response
 * headers, the per-IP limit on link-token lookups, and the access decision (the link's token, or
 * the signed-in client's assignment). Every refusal is the same 404.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { TOKEN_AUTHOR_NAME } from "../../src/shared/portal";
import { findProjectByToken } from "../auth/project-token";
import type { Project } from "../db/schema";
import { findClientProject, type PortalViewer } from "../portal/queries";
import type { AppEnv } from "../types";
import { notFound } from "./errors";
import { parseId } from "./params";
import { enforceRateLimit, type Limit } from "./rate-limit";

/**
 * Private, unreferred responses, errors included (onError's response passes back through here).
 * Scoped to the router's own paths: a "*" middleware would apply to every router mounted on /api.
 */
export const privateResponses = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "private, no-store");
  c.res.headers.set("Referrer-Policy", "no-referrer");
});

/**
 * Per IP, every request that presents a link token. Generous for a person opening a dozen
 * documents; useless for guessing (tokens carry 256 random bits anyway).
 */
export const TOKEN_LOOKUP_LIMIT: Limit = { name: "portal-token", limit: 60, windowSeconds: 60 };

export type Access = { project: Project; viewer: PortalViewer; authorName: string; userId: number | null };

/** An optional positive id from the query string or a body; anything malformed is "not found". */
export function optionalId(value: unknown): number | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value === "number" && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === "string") return parseId(value);
  throw notFound();
}

async function byToken(c: Context<AppEnv>, token: string, projectId: number | undefined): Promise<Access> {
  await enforceRateLimit(c, TOKEN_LOOKUP_LIMIT);
  const project = await findProjectByToken(c.get("db"), token, projectId);
  if (!project) throw notFound();
  return { project, viewer: { kind: "token" }, authorName: TOKEN_AUTHOR_NAME, userId: null };
}

async function bySession(c: Context<AppEnv>, projectId: number): Promise<Access> {
  const user = c.get("user");
  if (user?.role !== "client") throw notFound();
  const project = await findClientProject(c.get("db"), user.id, projectId);
  if (!project) throw notFound();
  return {
    project,
    viewer: { kind: "client", userId: user.id, firstName: user.firstName },
    authorName: user.firstName?.trim() || "Client",
    userId: user.id,
  };
}

/**
 * Token mode when a token is presented (even a signed-in client's request then uses only the
 * link), otherwise the signed-in client's assignment. `projectId` may be unknown until the
 * document is found (GET of a document by id without the project).
 */
export async function resolveAccess(
  c: Context<AppEnv>,
  token: unknown,
  projectId: number | undefined,
  projectOf?: () => Promise<number | null>,
): Promise<Access> {
  if (typeof token === "string" && token !== "") return byToken(c, token, projectId);
  if (token !== undefined && token !== null && token !== "") throw notFound();
  // Signed-out callers are refused before anything is looked up.
  if (c.get("user")?.role !== "client") throw notFound();
  const id = projectId ?? (projectOf ? await projectOf() : null);
  if (id === null || id === undefined) throw notFound();
  return bySession(c, id);
}

/** The JSON body as an object, or an empty one (access is decided before validation). */
export async function readBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => null);
  return body !== null && typeof body === "object" && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}
