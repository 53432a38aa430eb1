import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { getJson } from "../../../lib/api";
import type { MeetingView } from "../../../shared/meetings";

export const upcomingMeetingsKey = ["meetings", "upcoming"] as const;
export const projectMeetingsKey = (projectId: number) => ["projects", projectId, "meetings"] as const;

export const upcomingMeetingsQuery = queryOptions({
  queryKey: upcomingMeetingsKey,
  queryFn: () => getJson<MeetingView[]>("/api/meetings/upcoming"),
});

export const projectMeetingsQuery = (projectId: number) =>
  queryOptions({
    queryKey: projectMeetingsKey(projectId),
    queryFn: () => getJson<MeetingView[]>(`/api/projects/${projectId}/meetings`),
  });

/** Refreshes both lists a meeting change can affect (SPEC section 7). */
export function useRefreshMeetings() {
  const queryClient = useQueryClient();
  return (projectId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: upcomingMeetingsKey }),
      queryClient.invalidateQueries({ queryKey: projectMeetingsKey(projectId) }),
    ]);
}
