/** Portfolio ordering (SPEC section 2), shared by the Worker and the SPA. */

export const MISSING_SORT_ORDER = 999;

/** The studio's fixed portfolio sequence; titles carry the 'Project' prefix. */
export const PORTFOLIO_TITLE_ORDER = [
  "Crème De La Crème",
  "Color Me Happy",
  "Café Con Leche",
  "Little But Luxe",
  "Hang Time",
  "California Dreaming",
  "Spanish Stella",
  "Fresh Outlook",
  "Serene Retreat",
].map((t) => `Project ${t}`);

function titleRank(title: string): number {
  const i = PORTFOLIO_TITLE_ORDER.indexOf(title.trim());
  return i === -1 ? PORTFOLIO_TITLE_ORDER.length : i;
}

/**
 * sortOrder ascending (missing counts as 999); ties follow the fixed title list (others last),
 * then the title alphabetically. The studio controls the order from the admin via sortOrder.
 */
export function comparePortfolio(
  a: { sortOrder?: number | null; portfolioTitle: string },
  b: { sortOrder?: number | null; portfolioTitle: string },
): number {
  const sa = a.sortOrder ?? MISSING_SORT_ORDER;
  const sb = b.sortOrder ?? MISSING_SORT_ORDER;
  if (sa !== sb) return sa - sb;
  const ra = titleRank(a.portfolioTitle);
  const rb = titleRank(b.portfolioTitle);
  if (ra !== rb) return ra - rb;
  return a.portfolioTitle.localeCompare(b.portfolioTitle);
}
