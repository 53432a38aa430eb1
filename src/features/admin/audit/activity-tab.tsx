/**
 * Activity tab: the audit trail of every admin change (who, what, when), newest first, a page at a
 * time and filterable by kind; below it, privacy requests (export or delete one person's data).
 */
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Select } from "../../../components/ui/field";
import { formatDateTime } from "../../../lib/format";
import { auditEntryLink } from "../../../shared/activity-labels";
import {
  AUDIT_ENTITY_TYPES,
  type AuditEntityType,
  type AuditEntryView,
  auditActionLabel,
  auditEntityLabel,
} from "../../../shared/audit";
import { AdminLinkTo } from "../shared/admin-link";
import { EmptyNote, LoadError, LoadingNote, Panel } from "../shared/panel";
import { useStudioTimeZone } from "../shared/queries";
import { PrivacyPanel } from "./privacy-panel";
import { auditQuery } from "./queries";

export function ActivityTab() {
  return (
    <div className="grid gap-8">
      <ActivityLog />
      <PrivacyPanel />
    </div>
  );
}

function isEntityType(value: string): value is AuditEntityType {
  return AUDIT_ENTITY_TYPES.some((t) => t.value === value);
}

function ActivityLog() {
  const [entityType, setEntityType] = useState<AuditEntityType | null>(null);
  const [page, setPage] = useState(1);
  const log = useQuery(auditQuery(page, entityType));
  const filterId = useId();
  const timeZone = useStudioTimeZone();

  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  const filter = (
    <div className="flex items-center gap-2">
      <label htmlFor={filterId} className="text-xs text-[var(--color-muted)]">
        Show
      </label>
      <Select
        id={filterId}
        className="h-9 min-w-44 py-1 text-sm"
        value={entityType ?? "all"}
        onChange={(e) => {
          setEntityType(isEntityType(e.target.value) ? e.target.value : null);
          setPage(1);
        }}
      >
        <option value="all">Everything</option>
        {AUDIT_ENTITY_TYPES.map((t) => (
          <option key={t.value} value={t.value}>
            {t.label}
          </option>
        ))}
      </Select>
    </div>
  );

  return (
    <Panel
      title="Activity"
      description="Every change made in this dashboard: who made it and when. Newest first."
      actions={filter}
    >
      {log.isPending ? (
        <LoadingNote label="Loading activity..." />
      ) : log.isError ? (
        <LoadError message="Failed to fetch activity" onRetry={() => void log.refetch()} />
      ) : log.data.entries.length === 0 ? (
        <EmptyNote>
          {entityType ? `No ${auditEntityLabel(entityType).toLowerCase()} activity yet` : "No activity yet"}
        </EmptyNote>
      ) : (
        <>
          <ol aria-label="Activity" className="divide-y divide-[var(--color-line)]">
            {log.data.entries.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} timeZone={timeZone} />
            ))}
          </ol>
          <nav
            aria-label="Activity pages"
            className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-[var(--color-line)] pt-4"
          >
            <p className="text-xs text-[var(--color-muted)] tabular-nums" aria-live="polite">
              Page {page} of {pages} · {log.data.total.toLocaleString("en-US")}{" "}
              {log.data.total === 1 ? "entry" : "entries"}
            </p>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Newer
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= pages || log.isPlaceholderData}
                onClick={() => setPage((p) => p + 1)}
              >
                Older
              </Button>
            </div>
          </nav>
        </>
      )}
    </Panel>
  );
}

/** The one or two facts from an entry's details that say which thing it was about. */
export function describeDetail(entry: AuditEntryView): string | null {
  const d = entry.detail ?? {};
  const text = (key: string) => (typeof d[key] === "string" && d[key] !== "" ? (d[key] as string) : null);
  if (text("from") && text("to")) return `${text("from")} → ${text("to")}`;
  // A signer's action: the proposal and who (issue 25).
  if (text("title") && text("signer")) return `${text("title")} · ${text("signer")}`;
  return text("title") ?? text("fileName") ?? text("name") ?? text("email") ?? null;
}

function ActivityRow({ entry, timeZone }: { entry: AuditEntryView; timeZone: string }) {
  const detail = describeDetail(entry);
  const entity = auditEntityLabel(entry.entityType, "singular");

  return (
    <li className="grid gap-1 py-3.5 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-baseline sm:gap-6">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          {/* Where the thing is handled now (src/shared/activity-labels.ts); words alone for a thing that is gone. */}
          <AdminLinkTo link={auditEntryLink(entry)} className="font-medium">
            {auditActionLabel(entry.action)}
          </AdminLinkTo>
          <Badge>
            {entity}
            {entry.entityId ? ` #${entry.entityId}` : ""}
          </Badge>
        </p>
        {detail ? <p className="text-sm break-words text-[var(--color-muted)]">{detail}</p> : null}
      </div>
      <p className="text-xs text-[var(--color-muted)] sm:text-right">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, timeZone)}</time>
        <span className="block break-all">{entry.actorEmail ?? "System"}</span>
      </p>
    </li>
  );
}
