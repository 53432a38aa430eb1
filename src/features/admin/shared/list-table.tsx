/**
 * The admin's long lists (issue 28: Projects, Orders, Inquiries, the outbox, Activity) share one
 * look and one behaviour:
 * - the search, the filters and the page live in the address (`q`, `status`, `filter`, `page` of
 *   /admin, src/shared/app-links.ts), so Today's links, reload and back / forward open the same
 *   view; the server pages, searches and filters (worker/http/list-query.ts);
 * - a dense table: small text, tight rows, a header that stays while the table's own box scrolls,
 *   numbers right-aligned; below 768 px each row is a stacked block with each value under its
 *   column's name (one DOM for both, so a test or a screen reader meets each value once);
 * - a pager that says which rows are shown of how many.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Input, Select } from "../../../components/ui/field";
import type { AdminSearch } from "../../../shared/app-links";
import { pageCount } from "../../../shared/list";
import { EmptyNote, LoadError, LoadingNote } from "./panel";

export type ListParams = { q?: string; page: number; status?: string; filter?: string };

/**
 * The open list's search, page and filters from the address, and how to change them. A new
 * search or filter goes back to page 1; typing replaces the history entry, a filter or a page
 * adds one (back returns to the previous page of the list).
 */
export function useListParams() {
  const search = useSearch({ from: "/admin/" }) as AdminSearch;
  const navigate = useNavigate({ from: "/admin/" });
  const params: ListParams = {
    page: search.page ?? 1,
    ...(search.q ? { q: search.q } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...(search.filter ? { filter: search.filter } : {}),
  };
  const set = useCallback(
    (patch: Partial<Omit<ListParams, "page">> & { page?: number }, replace = false) =>
      void navigate({
        search: (prev: AdminSearch) => {
          const next: AdminSearch = { ...prev, ...patch };
          // Anything but a page turn starts the list again from its first page.
          next.page = patch.page !== undefined && patch.page > 1 ? patch.page : undefined;
          for (const key of ["q", "status", "filter"] as const) if (!next[key]) delete next[key];
          if (next.page === undefined) delete next.page;
          return next;
        },
        replace,
        resetScroll: false,
      }),
    [navigate],
  );
  return { params, set };
}

/**
 * A list tab's state: the address's search, page and filters (only the list's own filter values
 * count), and the API query string for them.
 */
export function useList(filters: ListFilter[] = []) {
  const { params, set } = useListParams();
  // The search box's text, once typed: it replaces the history entry (see above).
  const onSearch = useCallback((q: string) => set({ q }, true), [set]);
  const value = (param: ListFilter["param"]) => {
    const labels = filters.find((f) => f.param === param)?.labels ?? {};
    const v = params[param];
    return v && v in labels ? v : undefined;
  };
  const query = (apiFilters: Record<string, string | undefined> = {}) => listQueryString(params, apiFilters);
  return { params, set, onSearch, filters, value, query };
}

export type ListState = ReturnType<typeof useList>;

/** A list's query string for the API: page, pageSize and the given filters (empty ones left out). */
export function listQueryString(params: ListParams, filters: Record<string, string | undefined> = {}) {
  const query = new URLSearchParams({ page: String(params.page) });
  if (params.q) query.set("q", params.q);
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return query.toString();
}

/**
 * A filter above a list: which address parameter it sets, its label, its "all" choice first and
 * then its values with their labels.
 */
export type ListFilter = {
  label: string;
  param: "status" | "filter";
  all: string;
  labels: Record<string, string>;
};

/** A filter control: its label, the chosen value, its choices ("all" first) and what a choice does. */
export type FilterControl = {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
};

/** A filter's choices: the "all" one (value "") first, then each value with its label. */
export function filterOptions(all: string, labels: Record<string, string>) {
  return [{ value: "", label: all }, ...Object.entries(labels).map(([value, label]) => ({ value, label }))];
}

/** The search box and the filters above a list tab: its state lives in the address (useList). */
export function ListToolbar({
  list: { params, set, onSearch, filters, value },
  searchLabel,
  placeholder,
}: {
  list: ListState;
  searchLabel: string;
  placeholder: string;
}) {
  return (
    <SearchAndFilters
      searchLabel={searchLabel}
      placeholder={placeholder}
      q={params.q}
      onSearch={onSearch}
      filters={filters.map((f) => ({
        label: f.label,
        value: value(f.param) ?? "",
        options: filterOptions(f.all, f.labels),
        onChange: (v: string) => set({ [f.param]: v }),
      }))}
    />
  );
}

/**
 * The search box and the filters above a list, whoever keeps their state (a list tab's address,
 * or a view's own, as the decision board's). The search is sent 300 ms after the last key (and at
 * once on Enter); a change of `q` from elsewhere (Today's link, back) shows in the box.
 */
export function SearchAndFilters({
  searchLabel,
  placeholder,
  q,
  onSearch,
  filters = [],
}: {
  searchLabel: string;
  placeholder: string;
  q: string | undefined;
  onSearch: (q: string) => void;
  filters?: FilterControl[];
}) {
  const [text, setText] = useState(q ?? "");
  const sent = useRef(q ?? "");
  useEffect(() => {
    if ((q ?? "") !== sent.current) {
      sent.current = q ?? "";
      setText(q ?? "");
    }
  }, [q]);
  useEffect(() => {
    if (text.trim() === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      onSearch(text.trim());
    }, 300);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <div className="flex flex-wrap items-end gap-x-3 gap-y-2" data-testid="list-toolbar">
      <SmallField label={searchLabel} className="min-w-0 flex-1 basis-56">
        {(id) => (
          <Input
            id={id}
            type="search"
            value={text}
            placeholder={placeholder}
            maxLength={100}
            autoComplete="off"
            className="h-9 py-1.5 text-sm"
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && text.trim() !== sent.current) {
                sent.current = text.trim();
                onSearch(text.trim());
              }
            }}
          />
        )}
      </SmallField>
      {filters.map((f) => (
        <SmallField key={f.label} label={f.label}>
          {(id) => (
            <Select
              id={id}
              value={f.value}
              onChange={(e) => f.onChange(e.target.value)}
              className="h-9 min-w-[9.5rem] py-1.5 text-sm"
              options={f.options}
            />
          )}
        </SmallField>
      ))}
    </div>
  );
}

/** A toolbar's control with its small label above it (the render prop gets the control's id). */
export function SmallField({
  label,
  className = "",
  children,
}: {
  label: ReactNode;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={`grid gap-1 ${className}`}>
      <label htmlFor={id} className="text-xs text-[var(--color-muted)]">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Numbers and money: right-aligned, tabular figures. */
  numeric?: boolean;
  /** Extra classes of the cells (e.g. a width). */
  className?: string;
  /** On a phone, the value without its column's name (the row's title, its actions). */
  bare?: boolean;
};

/** The dense table (a stacked list below 768 px). `rowProps` adds test ids or data attributes. */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  rowProps,
  busy = false,
}: {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  rowProps?: (row: T) => Record<string, string | number | undefined>;
  /** A newer page is loading: the rows shown are the previous ones. */
  busy?: boolean;
}) {
  return (
    <div
      className={`border-[var(--color-line)] md:max-h-[70vh] md:overflow-auto md:border ${busy ? "opacity-60" : ""}`}
      aria-busy={busy || undefined}
    >
      <table aria-label={label} className="w-full border-collapse text-sm max-md:block">
        <thead className="max-md:sr-only md:sticky md:top-0 md:z-[1] md:bg-[var(--color-surface)] md:shadow-[inset_0_-1px_0_var(--color-line)]">
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={`px-3 py-2 text-xs font-medium whitespace-nowrap text-[var(--color-muted)] ${c.numeric ? "text-right" : "text-left"}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block max-md:divide-y max-md:divide-[var(--color-line)] max-md:border-y max-md:border-[var(--color-line)]">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              {...rowProps?.(row)}
              className="align-top max-md:grid max-md:gap-1 max-md:py-3 md:border-t md:border-[var(--color-line)] md:first:border-t-0 md:hover:bg-[var(--color-subtle)]"
            >
              {columns.map((c) => (
                <td
                  key={c.key}
                  data-label={c.bare ? undefined : c.header}
                  className={`min-w-0 md:px-3 md:py-1.5 ${c.numeric ? "tabular-nums md:text-right md:whitespace-nowrap" : ""} ${c.bare ? "" : "max-md:grid max-md:grid-cols-[6.5rem_minmax(0,1fr)] max-md:gap-2 max-md:before:text-xs max-md:before:text-[var(--color-muted)] max-md:before:content-[attr(data-label)]"} ${c.className ?? ""}`}
                >
                  {c.bare ? c.cell(row) : <div className="min-w-0">{c.cell(row)}</div>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Showing 26–50 of 210", Previous and Next; hidden when everything fits on one page. */
export function Pager({
  label,
  page,
  pageSize,
  total,
  onPage,
  busy = false,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  busy?: boolean;
}) {
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={`${label} pages`}
      className="mt-3 flex flex-wrap items-center justify-between gap-3 text-xs text-[var(--color-muted)]"
    >
      <p className="tabular-nums" aria-live="polite" data-testid="list-range">
        {total === 0
          ? "Nothing matches"
          : `${first.toLocaleString("en-US")}–${last.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`}
        {pages > 1 ? ` · page ${page} of ${pages}` : ""}
      </p>
      {pages > 1 || page > 1 ? (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages || busy}
            onClick={() => onPage(page + 1)}
          >
            Next
          </Button>
        </div>
      ) : null}
    </nav>
  );
}

/** The page of a list the server sent: its rows, which page, how many in all. */
type ListPage = { page: number; pageSize: number; total: number };

/** A list tab: its search and filters, then its rows (loading, failure, empty, table and pager). */
export function ListView<T, P extends ListPage>({
  searchLabel,
  placeholder,
  children,
  ...results
}: Parameters<typeof ListResults<T, P>>[0] & {
  searchLabel: string;
  placeholder: string;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-4">
      <ListToolbar list={results.list} searchLabel={searchLabel} placeholder={placeholder} />
      <ListResults {...results} />
      {children}
    </div>
  );
}

/**
 * A list tab's body under its toolbar: loading, a load failure with Try again, the empty note
 * (framed when the list is not inside a Panel), or the dense table with its pager.
 */
function ListResults<T, P extends ListPage>({
  list,
  result,
  rows = (page) => (page as P & { items: T[] }).items,
  rowKey = (row) => (row as T & { id: number }).id,
  loading,
  failed,
  empty,
  framed = false,
  label,
  pagerLabel = label,
  ...table
}: {
  list: ListState;
  result: UseQueryResult<P>;
  /** The page's rows: its `items` unless said otherwise (the audit trail's are its `entries`). */
  rows?: (page: P) => T[];
  /** "Loading orders...". */
  loading: string;
  /** The load failure's message. */
  failed: string;
  empty: ReactNode;
  framed?: boolean;
  label: string;
  pagerLabel?: string;
  columns: Column<T>[];
  /** A row's React key: its `id` unless said otherwise. */
  rowKey?: (row: T) => string | number;
  rowProps?: (row: T) => Record<string, string | number | undefined>;
}) {
  if (result.isPending) return <LoadingNote label={loading} />;
  if (result.isError) return <LoadError message={failed} onRetry={() => void result.refetch()} />;
  const data = result.data;
  const busy = result.isPlaceholderData;
  if (rows(data).length === 0) {
    const note = <EmptyNote>{empty}</EmptyNote>;
    return framed ? (
      <div className="border border-[var(--color-line)] bg-[var(--color-surface)]">{note}</div>
    ) : (
      note
    );
  }
  return (
    <div>
      <DataTable label={label} rows={rows(data)} rowKey={rowKey} busy={busy} {...table} />
      <Pager
        label={pagerLabel}
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        busy={busy}
        onPage={(page) => list.set({ page })}
      />
    </div>
  );
}
