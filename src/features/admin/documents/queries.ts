import { queryOptions } from "@tanstack/react-query";
import { getJson } from "../../../lib/api";
import type { AdminDocument } from "../../../shared/documents";

export const projectDocumentsKey = (projectId: number) => ["projects", projectId, "documents"] as const;

export const projectDocumentsQuery = (projectId: number) =>
  queryOptions({
    queryKey: projectDocumentsKey(projectId),
    queryFn: () => getJson<AdminDocument[]>(`/api/projects/${projectId}/documents`),
  });
