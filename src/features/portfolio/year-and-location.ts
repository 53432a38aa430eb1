import type { PublicProject } from "../../shared/api-types";

/**
 * "2021 · Newport Beach", skipping whichever is missing. Its own module: the project page needs
 * this line but not the card (whose code would otherwise join that page's first load).
 */
export function yearAndLocation(project: Pick<PublicProject, "year" | "location">): string {
  return [project.year, project.location].filter((v) => v !== null && v !== "").join(" · ");
}
