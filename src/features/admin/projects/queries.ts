/**
 * Admin project data: queryOptions with hierarchical keys, and the calls that change projects.
 * Every change invalidates the admin list and the public portfolio keys it affects.
 */
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { getJson, sendJson } from "../../../lib/api";
import type {
  AdminImage,
  AdminProject,
  AdminProjectDetail,
  AdminProjectPage,
  ClientLink,
  ProjectUpdate,
} from "../../../shared/project";
import { adminListPageQuery } from "../shared/list-query";

export const adminProjectsQuery = queryOptions({
  queryKey: ["admin", "projects"],
  queryFn: () => getJson<AdminProject[]>("/api/admin/projects"),
});

/**
 * One page of the active projects (issue 28): published first in portfolio order, searched and
 * filtered on the server, with the whole portfolio's order for the move arrows.
 */
export function adminProjectsPageQuery(query: string) {
  return adminListPageQuery<AdminProjectPage>("projects", query);
}

/** Archived projects (issue 25): listed only on request, under the active ones. */
export const archivedProjectsQuery = queryOptions({
  queryKey: ["admin", "projects", "archived"],
  queryFn: () => getJson<AdminProject[]>("/api/admin/projects?archived=1"),
});

export function adminProjectQuery(id: number) {
  return queryOptions({
    queryKey: ["admin", "projects", id],
    queryFn: () => getJson<AdminProjectDetail>(`/api/admin/projects/${id}`),
    // The Project Manager edits what it loads: always start from the server's current state.
    staleTime: 0,
  });
}

/** After any project change: the admin list and details, and the public portfolio. */
export async function invalidateProjects(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ["admin", "projects"] }),
    queryClient.invalidateQueries({ queryKey: ["projects"] }),
  ]);
}

export const createProject = (payload: Record<string, unknown>) =>
  sendJson<{ id: number; title: string }>("POST", "/api/projects", payload);

export const updateProject = (id: number, payload: ProjectUpdate | Record<string, unknown>) =>
  sendJson<{ ok: true }>("PUT", `/api/projects/${id}`, payload);

export const deleteProject = (id: number) => sendJson<{ ok: true }>("DELETE", `/api/projects/${id}`);

export const archiveProject = (id: number) =>
  sendJson<{ ok: true; message: string }>("POST", `/api/projects/${id}/archive`);

export const restoreProject = (id: number) =>
  sendJson<{ ok: true; message: string }>("POST", `/api/projects/${id}/restore`);

export const reorderPortfolio = (ids: number[]) =>
  sendJson<{ ok: true }>("POST", "/api/admin/projects/reorder", { ids });

export const createClientLink = (id: number, expiresAt: string | null) =>
  sendJson<ClientLink>(
    "POST",
    `/api/admin/projects/${id}/access-token`,
    expiresAt ? { expiresAt } : undefined,
  );

export const readClientLink = (id: number) => getJson<ClientLink>(`/api/admin/projects/${id}/access-token`);

export const revokeClientLink = (id: number) =>
  sendJson<{ ok: true }>("DELETE", `/api/admin/projects/${id}/access-token`);

export const requestImageUpload = (
  projectId: number,
  file: { fileName: string; fileType: string; fileSize: number },
) =>
  sendJson<{ uploadUrl: string; objectPath: string }>(
    "POST",
    `/api/admin/projects/${projectId}/images/upload-url`,
    file,
  );

export const registerImage = (projectId: number, payload: Record<string, unknown>) =>
  sendJson<AdminImage>("POST", `/api/projects/${projectId}/images`, payload);

export const updateImage = (
  id: number,
  patch: { altText?: string; caption?: string; layout?: string; isHero?: boolean },
) => sendJson<AdminImage>("PUT", `/api/admin/images/${id}`, patch);

export const deleteImage = (id: number) => sendJson<{ ok: true }>("DELETE", `/api/admin/images/${id}`);

export const reorderImages = (projectId: number, ids: number[]) =>
  sendJson<AdminImage[]>("POST", `/api/admin/projects/${projectId}/images/reorder`, { ids });

/** The private client link made absolute for this site (SPEC: /portal/{id}?token={token}). */
export function absoluteLink(link: ClientLink): string {
  return new URL(link.url, window.location.origin).toString();
}
