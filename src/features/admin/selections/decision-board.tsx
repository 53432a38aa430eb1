/**
 * The admin's decision board (issue 29, item 4): the pieces clients have seen across the studio's
 * projects (or the chosen one), each with its latest decision, newest first, filtered by room,
 * status and whom it waits on, searched and paged on the server (GET /api/admin/selection-board).
 * A row opens the piece in the schedule. Its filters are the view's own state (the address's
 * list fields belong to the list tabs).
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { getJson } from "../../../lib/api";
import { formatDate } from "../../../lib/format";
import {
  BOARD_STATUSES,
  BOARD_WAITING_LABELS,
  type BoardPage,
  type BoardRow,
} from "../../../shared/selection-board";
import { DECISION_LABELS, SELECTION_STATUS_LABELS, type SelectionStatus } from "../../../shared/selections";
import { type Column, DataTable, filterOptions, Pager, SearchAndFilters } from "../shared/list-table";
import { EmptyNote, LoadError, LoadingNote } from "../shared/panel";

const PAGE_SIZE = 25;

const TONE: Partial<Record<SelectionStatus, BadgeTone>> = {
  proposed: "accent",
  approved: "success",
  declined: "danger",
  changes_requested: "info",
};

type Filters = {
  scope: "project" | "all";
  room: string;
  status: string;
  waiting: string;
  q: string;
  page: number;
};

export function DecisionBoard({
  projectId,
  onOpen,
}: {
  projectId: number | null;
  onOpen: (row: BoardRow) => void;
}) {
  const [f, setF] = useState<Filters>({
    scope: projectId === null ? "all" : "project",
    room: "",
    status: "",
    waiting: "",
    q: "",
    page: 1,
  });
  const set = (patch: Partial<Filters>) => setF((prev) => ({ ...prev, page: 1, ...patch }));
  const onlyProject = f.scope === "project" && projectId !== null;
  const query = new URLSearchParams({ page: String(f.page), pageSize: String(PAGE_SIZE) });
  if (onlyProject) query.set("projectId", String(projectId));
  for (const key of ["room", "status", "waiting", "q"] as const) if (f[key]) query.set(key, f[key]);
  const board = useQuery({
    queryKey: ["selection-board", query.toString()],
    queryFn: () => getJson<BoardPage>(`/api/admin/selection-board?${query.toString()}`),
    placeholderData: keepPreviousData,
  });
  const rooms = board.data?.rooms ?? [];
  const columns: Column<BoardRow>[] = [
    {
      key: "piece",
      header: "Piece",
      bare: true,
      cell: (r) => (
        <div className="grid gap-0.5">
          <button
            type="button"
            className="justify-self-start text-left font-medium underline underline-offset-4 hover:text-[var(--color-accent-ink)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--color-accent)]"
            onClick={() => onOpen(r)}
          >
            {r.name}
          </button>
          <span className="text-xs text-[var(--color-muted)]">
            {onlyProject ? r.roomName : `${r.projectName} · ${r.roomName}`}
          </span>
        </div>
      ),
    },
    {
      key: "status",
      header: "Status",
      cell: (r) => (
        <div className="grid justify-items-start gap-1">
          <Badge tone={TONE[r.status] ?? "published"}>{SELECTION_STATUS_LABELS[r.status]}</Badge>
          {r.waitingOn ? (
            <span className="text-xs text-[var(--color-muted)]">{BOARD_WAITING_LABELS[r.waitingOn]}</span>
          ) : null}
        </div>
      ),
    },
    {
      key: "decision",
      header: "Latest decision",
      cell: (r) =>
        r.latest ? (
          <p className="grid gap-0.5">
            <span>
              {DECISION_LABELS[r.latest.decision]}
              {r.latest.optionName ? ` (${r.latest.optionName})` : ""} by {r.latest.authorName}
            </span>
            {r.latest.comment ? (
              <span className="text-xs text-[var(--color-muted)]">“{r.latest.comment}”</span>
            ) : null}
          </p>
        ) : (
          <span className="text-[var(--color-muted)]">No decision yet</span>
        ),
    },
    {
      key: "at",
      header: "When",
      numeric: true,
      cell: (r) => (r.at ? <time dateTime={r.at}>{formatDate(r.at)}</time> : null),
    },
  ];
  return (
    <section aria-label="Client decisions" className="grid gap-4" data-testid="decision-board">
      <SearchAndFilters
        searchLabel="Search decisions"
        placeholder="Piece, vendor, project, comment"
        q={f.q || undefined}
        onSearch={(q) => set({ q })}
        filters={[
          ...(projectId !== null
            ? [
                {
                  label: "Projects",
                  value: f.scope,
                  options: [
                    { value: "project", label: "This project" },
                    { value: "all", label: "All projects" },
                  ],
                  onChange: (v: string) => set({ scope: v === "all" ? "all" : "project", room: "" }),
                },
              ]
            : []),
          {
            label: "Room",
            value: f.room,
            options: [{ value: "", label: "All rooms" }, ...rooms.map((r) => ({ value: r, label: r }))],
            onChange: (room) => set({ room }),
          },
          {
            label: "Status",
            value: f.status,
            options: filterOptions(
              "All statuses",
              Object.fromEntries(BOARD_STATUSES.map((s) => [s, SELECTION_STATUS_LABELS[s]])),
            ),
            onChange: (status) => set({ status }),
          },
          {
            label: "Waiting on",
            value: f.waiting,
            options: filterOptions("Anyone or no one", BOARD_WAITING_LABELS),
            onChange: (waiting) => set({ waiting }),
          },
        ]}
      />
      {board.isPending ? (
        <LoadingNote label="Loading decisions..." />
      ) : board.isError ? (
        <LoadError message="Failed to load the decisions" onRetry={() => void board.refetch()} />
      ) : board.data.items.length === 0 ? (
        <EmptyNote>No pieces match</EmptyNote>
      ) : (
        <>
          <DataTable
            label="Client decisions"
            columns={columns}
            rows={board.data.items}
            rowKey={(r) => r.itemId}
            rowProps={(r) => ({ "data-board-piece": r.name })}
            busy={board.isPlaceholderData}
          />
          <Pager
            label="Client decisions"
            page={board.data.page}
            pageSize={board.data.pageSize}
            total={board.data.total}
            busy={board.isPlaceholderData}
            onPage={(page) => setF((prev) => ({ ...prev, page }))}
          />
        </>
      )}
    </section>
  );
}
