/**
 * Copy that names where the studio works writes SERVICE_AREA in its place; pages fill in the
 * configured area (STUDIO_SERVICE_AREA, served by GET /api/site) with `withServiceArea`. The site
 * info is in the query cache of the Worker's first paint too, so server and browser render the
 * same words and a studio elsewhere changes one variable, not the copy.
 */
export const SERVICE_AREA = "{serviceArea}";

export function withServiceArea(text: string, area: string): string {
  return text.replaceAll(SERVICE_AREA, area);
}
