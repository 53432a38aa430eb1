/**
 * Data the admin operation tabs share: the project list for their pickers (the Projects tab's
 * query, so a project created or renamed there shows up here at once) and the studio's time zone.
 */
import type { AdminProject } from "../../../shared/project";
import { useSiteInfo } from "../../site/use-site-info";

export { adminProjectsQuery } from "../projects/queries";

/** The fields the pickers need; the full shape is AdminProject (src/shared/project.ts). */
export type ProjectOption = Pick<
  AdminProject,
  "id" | "title" | "clientProjectName" | "portfolioTitle" | "status"
>;

export const DEFAULT_STUDIO_TIMEZONE = "America/Los_Angeles";

/** The studio's time zone (config STUDIO_TIMEZONE): meetings are entered and shown in it. */
export function useStudioTimeZone(): string {
  return useSiteInfo().data?.studio.timezone ?? DEFAULT_STUDIO_TIMEZONE;
}
