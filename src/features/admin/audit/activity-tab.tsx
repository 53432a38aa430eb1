/**
 * Activity tab: the audit trail of every admin change (who, what, when), newest first, a page at a
 * time and filterable by kind; below it, privacy requests (export or delete one person's data).
 */
import { useQuery } from "@tanstack/react-query";
import { formatDateTime } from "../../../lib/format";
import { auditEntryLink } from "../../../shared/activity-labels";
import {
  AUDIT_ENTITY_TYPES,
  type AuditEntryView,
  auditActionLabel,
  auditEntityLabel,
} from "../../../shared/audit";
import { AdminLinkTo } from "../shared/admin-link";
import { type Column, ListView, useList } from "../shared/list-table";
import { Panel } from "../shared/panel";
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

const KIND_FILTERS: Record<string, string> = Object.fromEntries(
  AUDIT_ENTITY_TYPES.map((t) => [t.value, t.label]),
);

function activityColumns(timeZone: string): Column<AuditEntryView>[] {
  return [
    {
      key: "what",
      header: "What",
      bare: true,
      cell: (entry) => {
        const detail = describeDetail(entry);
        return (
          <>
            {/* Where the thing is handled now (src/shared/activity-labels.ts); words alone for a thing that is gone. */}
            <AdminLinkTo link={auditEntryLink(entry)} className="font-medium">
              {auditActionLabel(entry.action)}
            </AdminLinkTo>
            {detail ? <span className="block break-words text-[var(--color-muted)]">{detail}</span> : null}
          </>
        );
      },
    },
    {
      key: "about",
      header: "About",
      className: "md:whitespace-nowrap",
      cell: (entry) => (
        <span className="tabular-nums">
          {`${auditEntityLabel(entry.entityType, "singular")}${entry.entityId ? ` #${entry.entityId}` : ""}`}
        </span>
      ),
    },
    {
      key: "who",
      header: "Who",
      cell: (entry) => <span className="break-all">{entry.actorEmail ?? "System"}</span>,
    },
    {
      key: "when",
      header: "When",
      className: "md:whitespace-nowrap text-[var(--color-muted)]",
      cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, timeZone)}</time>,
    },
  ];
}

/**
 * The trail as a dense table (issue 28): newest first, a page at a time, searched (who, what, the
 * details) and filtered by kind on the server, the search, kind and page in the address.
 */
function ActivityLog() {
  const list = useList([{ label: "Show", param: "filter", all: "Everything", labels: KIND_FILTERS }]);
  const { params } = list;
  const entityType = list.value("filter");
  const log = useQuery(auditQuery(list.query({ entityType })));
  const timeZone = useStudioTimeZone();

  return (
    <Panel
      title="Activity"
      description="Every change made in this dashboard: who made it and when. Newest first."
    >
      <ListView
        list={list}
        searchLabel="Search activity"
        placeholder="Who, what or which"
        result={log}
        rows={(page) => page.entries}
        loading="Loading activity..."
        failed="Failed to fetch activity"
        empty={
          params.q
            ? `No activity matches "${params.q}"`
            : entityType
              ? `No ${auditEntityLabel(entityType).toLowerCase()} activity yet`
              : "No activity yet"
        }
        label="Activity"
        columns={activityColumns(timeZone)}
      />
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
