import { queryOptions } from "@tanstack/react-query";
import { getJson } from "../../lib/api";
import type { PublicProject } from "../../shared/api-types";

/** Published projects, already in the studio's order (src/shared/portfolio.ts comparePortfolio). */
export const projectsQuery = queryOptions({
  queryKey: ["projects"],
  queryFn: ({ client }) => getJson<PublicProject[]>("/api/projects", client),
});

/** One published project; always treated as stale (SPEC section 7), so each visit re-checks it. */
export function projectQuery(id: number) {
  return queryOptions({
    queryKey: ["projects", id],
    queryFn: ({ client }) => getJson<PublicProject>(`/api/projects/${id}`, client),
    staleTime: 0,
  });
}
