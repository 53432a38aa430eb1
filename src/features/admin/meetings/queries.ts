import { queryOptions } from "@tanstack/react-query";
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
