/**
 * Lists that scale (issue 28): the admin's long lists (projects, orders, inquiries, the e-mail
 * outbox, the activity log) are read a page at a time, searched and filtered on the server. The
 * paging fields are NEW optional query parameters of the existing list calls: a call without any
 * of them gets exactly the response it always had; a call with `page`, `pageSize` or `q` gets a
 * PagedList (worker/http/list-query.ts parses them once for every list).
 */

/** Rows a page when the caller does not say. */
export const LIST_PAGE_SIZE = 25;
/** The most rows one page may ask for. */
export const LIST_MAX_PAGE_SIZE = 100;
/** The longest search text (longer is a 400, not silently cut). */
export const LIST_SEARCH_MAX = 100;
/** The highest page number accepted (far beyond any real list; bounds the OFFSET). */
export const LIST_MAX_PAGE = 100_000;

/** One page of a list: its rows, how many match in all, and which page this is (from 1). */
export type PagedList<T> = {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
};

export const LIST_MESSAGES = {
  page: "Page must be a whole number from 1.",
  pageSize: `Page size must be a whole number from 1 to ${LIST_MAX_PAGE_SIZE}.`,
  search: `Search text must be at most ${LIST_SEARCH_MAX} characters.`,
} as const;

/** How many pages `total` rows make (at least one, so an empty list is "page 1 of 1"). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
