import { queryOptions } from "@tanstack/react-query";
import { getJson } from "../../../lib/api";
import type { AdminUser, ClientInvitationView, ProjectClientView } from "../../../shared/clients";

export const adminUsersQuery = queryOptions({
  queryKey: ["admin", "users"],
  queryFn: () => getJson<AdminUser[]>("/api/admin/users"),
});

export const projectClientsKey = (projectId: number) => ["projects", projectId, "clients"] as const;
export const projectInvitationsKey = (projectId: number) => ["projects", projectId, "invitations"] as const;

export const projectClientsQuery = (projectId: number) =>
  queryOptions({
    queryKey: projectClientsKey(projectId),
    queryFn: () => getJson<ProjectClientView[]>(`/api/projects/${projectId}/clients`),
  });

export const projectInvitationsQuery = (projectId: number) =>
  queryOptions({
    queryKey: projectInvitationsKey(projectId),
    queryFn: () => getJson<ClientInvitationView[]>(`/api/projects/${projectId}/invitations`),
  });

/** "Maria Lopez (maria@example.com)", or the e-mail alone when no name is known. */
export function userLabel(u: { firstName: string | null; lastName: string | null; email: string }): string {
  const name = [u.firstName, u.lastName].filter(Boolean).join(" ").trim();
  return name ? `${name} (${u.email})` : u.email;
}
