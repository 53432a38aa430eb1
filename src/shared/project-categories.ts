/**
 * The project categories (SPEC section 3), in a module of their own without zod, so that the
 * public pages (the portfolio's filter, src/shared/portfolio-filter.ts) read them without the
 * schemas of src/shared/project.ts.
 */
export const PROJECT_CATEGORIES = [
  "Living Room",
  "Kitchen",
  "Bedroom",
  "Dining Room",
  "Home Office",
  "Bathroom",
  "Entryway",
  "Outdoor",
  "Full Home",
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];
