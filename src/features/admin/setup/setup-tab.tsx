/**
 * Setup tab: each piece of configuration this deployment needs, checked live by the Worker
 * (GET /api/admin/health), with what to do about it; below it the outbox, the e-mails the app kept
 * instead of sending (all of them while sending is not set up, e.g. on `npm start`, and any that
 * Email Service refused), each one readable in full.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Fragment, useCallback, useState } from "react";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { formatDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast-store";
import type { AdminTab } from "../../../shared/app-links";
import {
  OUTBOX_KINDS,
  OUTBOX_RETENTION_DAYS,
  OUTBOX_STATUSES,
  type OutboxMessageSummary,
  type OutboxStatus,
  outboxKindLabel,
  SETUP_STATUS_LABELS,
  SETUP_STATUSES,
  type SetupItem,
  type SetupStatus,
} from "../../../shared/setup";
import {
  type Column,
  DataTable,
  filterOptions,
  ListToolbar,
  listQueryString,
  Pager,
  useListParams,
} from "../shared/list-table";
import { EmptyNote, LoadError, LoadingNote, Panel } from "../shared/panel";
import { useStudioTimeZone } from "../shared/queries";
import { StatusPill, type StatusTone } from "../shared/status-pill";
import { adminHealthQuery, outboxMessageQuery, outboxPageQuery } from "./queries";

export function SetupTab() {
  return (
    <div className="grid gap-8">
      <ConfigurationPanel />
      <OutboxPanel />
    </div>
  );
}

const STATUS_TONES: Record<SetupStatus, BadgeTone> = {
  ok: "success",
  missing: "danger",
  local: "neutral",
  error: "danger",
};

/** A shape per status as well as a word and a colour: readable in any colour vision. */
const STATUS_MARKS: Record<SetupStatus, string> = { ok: "✓", missing: "!", local: "○", error: "!" };

function StatusBadge({ status }: { status: SetupStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]}>
      <span aria-hidden="true" className="mr-1.5 font-sans tracking-normal">
        {STATUS_MARKS[status]}
      </span>
      {SETUP_STATUS_LABELS[status]}
    </Badge>
  );
}

function ConfigurationPanel() {
  const health = useQuery(adminHealthQuery);
  const timeZone = useStudioTimeZone();
  const counts = SETUP_STATUSES.map((status) => ({
    status,
    n: health.data?.items.filter((i) => i.status === status).length ?? 0,
  })).filter((c) => c.n > 0);

  return (
    <Panel
      title="Configuration"
      description="What this site runs on, checked just now. Local parts are fine on this machine; a live site needs every item OK."
      actions={
        <Button
          variant="outline"
          size="sm"
          disabled={health.isFetching}
          onClick={() => void health.refetch()}
        >
          {health.isFetching ? <Spinner label="Checking" /> : null}
          Check Again
        </Button>
      }
    >
      {health.isPending ? (
        <LoadingNote label="Checking the configuration..." />
      ) : health.isError ? (
        <LoadError message="Failed to check the configuration" onRetry={() => void health.refetch()} />
      ) : (
        <>
          <p className="text-sm text-[var(--color-muted)]" aria-live="polite">
            {counts.map((c, i) => (
              <Fragment key={c.status}>
                {i > 0 ? " · " : ""}
                <span className="text-[var(--color-ink)] tabular-nums">{c.n}</span>{" "}
                {SETUP_STATUS_LABELS[c.status]}
              </Fragment>
            ))}
            <span className="block text-xs sm:ml-2 sm:inline">
              Checked{" "}
              <time dateTime={health.data.checkedAt}>{formatDateTime(health.data.checkedAt, timeZone)}</time>
            </span>
          </p>
          <ul
            aria-label="Configuration checks"
            className="mt-4 divide-y divide-[var(--color-line)] border-t border-[var(--color-line)]"
          >
            {health.data.items.map((item) => (
              <SetupRow key={item.id} item={item} />
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

function SetupRow({ item }: { item: SetupItem }) {
  return (
    <li className="grid gap-3 py-5 last:pb-0 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] md:gap-8">
      <div className="flex items-start justify-between gap-3 md:flex-col md:justify-start">
        <h3 className="font-sans text-sm font-medium tracking-normal">{item.label}</h3>
        <StatusBadge status={item.status} />
      </div>
      <div className="grid min-w-0 gap-2 text-sm leading-relaxed">
        <p className="break-words">{item.detail}</p>
        {item.action ? (
          <p className="break-words text-[var(--color-muted)]">
            <span className="font-medium text-[var(--color-ink)]">What to do: </span>
            {item.action}
          </p>
        ) : null}
        {item.command ? <CommandBlock label={item.label} command={item.command} /> : null}
      </div>
    </li>
  );
}

function CommandBlock({ label, command }: { label: string; command: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(command);
      toast({ title: "Copied", description: "Paste it into a terminal in the project's folder." });
    } catch {
      toast({
        title: "Could not copy",
        description: "Select the text and copy it instead.",
        variant: "destructive",
      });
    }
  }
  return (
    <div className="mt-1 border border-[var(--color-line)] bg-[var(--color-subtle)]">
      <div className="flex items-center justify-between gap-3 border-b border-[var(--color-line)] px-3 py-1.5">
        <span className="eyebrow text-[0.62rem] text-[var(--color-muted)]">Terminal</span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void copy()}
          aria-label={`Copy the commands for ${label}`}
        >
          Copy
        </Button>
      </div>
      {/* Focusable so keyboard users can scroll a long line sideways. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <pre tabIndex={0} className="overflow-x-auto px-3 py-3 font-mono text-xs leading-relaxed">
        <code>{command}</code>
      </pre>
    </div>
  );
}

const OUTBOX_STATUS: Record<OutboxStatus, { label: string; tone: StatusTone }> = {
  local: { label: "Kept, not sent", tone: "neutral" },
  failed: { label: "Refused", tone: "danger" },
  pending: { label: "Queued", tone: "warning" },
  sending: { label: "Sending", tone: "info" },
  sent: { label: "Sent", tone: "success" },
};

const STATUS_FILTERS: Record<string, string> = Object.fromEntries(
  OUTBOX_STATUSES.map((s) => [s, OUTBOX_STATUS[s].label]),
);
const KIND_FILTERS: Record<string, string> = Object.fromEntries(
  OUTBOX_KINDS.map((k) => [k, outboxKindLabel(k)]),
);

/**
 * Where the dashboard handles what a message is about (issue 28: an outbox row links to what it
 * names, as far as its kind tells): an inquiry's notice to the Inquiries, an order's to the Orders,
 * an invitation to Client Assignment, a proposal's to Documents.
 */
function outboxTarget(kind: string): { tab: AdminTab; label: string } | null {
  if (kind === "inquiry") return { tab: "inquiries", label: "Inquiries" };
  if (kind === "order") return { tab: "orders", label: "Orders" };
  if (kind === "invitation" || kind === "project-added") return { tab: "clients", label: "Clients" };
  if (kind.startsWith("proposal") || kind === "client-upload")
    return { tab: "documents", label: "Documents" };
  return null;
}

function outboxColumns(timeZone: string, onOpen: (id: number) => void): Column<OutboxMessageSummary>[] {
  return [
    {
      key: "subject",
      header: "Subject",
      bare: true,
      className: "md:min-w-[16rem]",
      cell: (m) => (
        <button
          type="button"
          onClick={() => onOpen(m.id)}
          className="text-left font-medium break-words underline decoration-[var(--color-line)] underline-offset-4 transition-colors hover:decoration-[var(--color-accent)]"
        >
          {m.subject}
        </button>
      ),
    },
    { key: "to", header: "To", cell: (m) => <span className="break-all">{m.to}</span> },
    {
      key: "status",
      header: "Status",
      cell: (m) => (
        <StatusPill tone={OUTBOX_STATUS[m.status].tone}>{OUTBOX_STATUS[m.status].label}</StatusPill>
      ),
    },
    {
      key: "kind",
      header: "About",
      cell: (m) => {
        const target = outboxTarget(m.kind);
        return target ? (
          <Link
            to="/admin"
            search={{ tab: target.tab }}
            className="underline decoration-[var(--color-line)] underline-offset-4 hover:decoration-[var(--color-accent)]"
            aria-label={`${outboxKindLabel(m.kind)}: open ${target.label}`}
          >
            {outboxKindLabel(m.kind)}
          </Link>
        ) : (
          outboxKindLabel(m.kind)
        );
      },
    },
    {
      key: "date",
      header: "Kept",
      className: "md:whitespace-nowrap text-[var(--color-muted)]",
      cell: (m) => <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, timeZone)}</time>,
    },
  ];
}

/**
 * The outbox (issue 28): a dense table, newest first, a page at a time, searched (address,
 * subject, kind) and filtered by status and kind on the server; `?status=failed` is Today's
 * "E-mails that failed" link.
 */
function OutboxPanel() {
  const { params, set } = useListParams();
  const status = params.status && params.status in STATUS_FILTERS ? params.status : undefined;
  const kind = params.filter && params.filter in KIND_FILTERS ? params.filter : undefined;
  const outbox = useQuery(outboxPageQuery(listQueryString(params, { status, kind })));
  const timeZone = useStudioTimeZone();
  const [openId, setOpenId] = useState<number | null>(null);
  const onSearch = useCallback((q: string) => set({ q }, true), [set]);

  return (
    <Panel
      title="Outbox"
      description={`E-mails the site kept instead of sending: every message while e-mail sending is not set up, and any that Email Service refused. Kept ${OUTBOX_RETENTION_DAYS} days.`}
      actions={
        <Button
          variant="outline"
          size="sm"
          disabled={outbox.isFetching}
          onClick={() => void outbox.refetch()}
        >
          {outbox.isFetching ? <Spinner label="Refreshing" /> : null}
          Refresh
        </Button>
      }
    >
      <div className="grid gap-4">
        <ListToolbar
          searchLabel="Search e-mails"
          placeholder="Address, subject or kind"
          q={params.q}
          onSearch={onSearch}
          filters={[
            {
              label: "Status",
              value: status ?? "",
              options: filterOptions("Any status", STATUS_FILTERS),
              onChange: (value) => set({ status: value }),
            },
            {
              label: "Kind",
              value: kind ?? "",
              options: filterOptions("Any kind", KIND_FILTERS),
              onChange: (value) => set({ filter: value }),
            },
          ]}
        />
        {outbox.isPending ? (
          <LoadingNote label="Loading the outbox..." />
        ) : outbox.isError ? (
          <LoadError message="Failed to fetch the outbox" onRetry={() => void outbox.refetch()} />
        ) : outbox.data.items.length === 0 ? (
          <EmptyNote>
            {params.q || status || kind
              ? "No kept e-mails match."
              : "No e-mails kept: everything the site sent went out."}
          </EmptyNote>
        ) : (
          <div>
            <DataTable
              label="Kept e-mails"
              columns={outboxColumns(timeZone, setOpenId)}
              rows={outbox.data.items}
              rowKey={(m) => m.id}
              rowProps={(m) => ({ "data-testid": `outbox-${m.id}`, "data-status": m.status })}
              busy={outbox.isPlaceholderData}
            />
            <Pager
              label="Outbox"
              page={outbox.data.page}
              pageSize={outbox.data.pageSize}
              total={outbox.data.total}
              busy={outbox.isPlaceholderData}
              onPage={(page) => set({ page })}
            />
          </div>
        )}
      </div>
      <OutboxMessageDialog id={openId} onClose={() => setOpenId(null)} timeZone={timeZone} />
    </Panel>
  );
}

/** The message's text, its web addresses as links (the admin can follow an invitation's link). */
function LinkedText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a
            key={i}
            href={part}
            className="break-all underline underline-offset-4"
            target="_blank"
            rel="noreferrer"
          >
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function OutboxMessageDialog({
  id,
  onClose,
  timeZone,
}: {
  id: number | null;
  onClose: () => void;
  timeZone: string;
}) {
  const message = useQuery({ ...outboxMessageQuery(id ?? 0), enabled: id !== null });
  const m = message.data;
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={m?.subject ?? "E-mail"}
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      {message.isPending ? (
        <LoadingNote label="Loading the message..." />
      ) : message.isError || !m ? (
        <LoadError message="Failed to fetch the message" onRetry={() => void message.refetch()} />
      ) : (
        <div className="grid gap-6">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1.5 text-sm">
            <dt className="text-[var(--color-muted)]">From</dt>
            <dd className="break-all">{m.from}</dd>
            <dt className="text-[var(--color-muted)]">To</dt>
            <dd className="break-all">{m.to}</dd>
            {m.replyTo ? (
              <>
                <dt className="text-[var(--color-muted)]">Reply-To</dt>
                <dd className="break-all">{m.replyTo}</dd>
              </>
            ) : null}
            <dt className="text-[var(--color-muted)]">Kept</dt>
            <dd>
              <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, timeZone)}</time> ·{" "}
              {outboxKindLabel(m.kind)} · {OUTBOX_STATUS[m.status].label}
            </dd>
            {m.error ? (
              <>
                <dt className="text-[var(--color-muted)]">Reason</dt>
                <dd className="break-words text-[var(--color-danger)]">{m.error}</dd>
              </>
            ) : null}
          </dl>
          <section
            aria-label="Message text"
            className="border-t border-[var(--color-line)] pt-5 text-sm leading-relaxed break-words whitespace-pre-wrap"
          >
            <LinkedText text={m.text} />
          </section>
        </div>
      )}
    </Dialog>
  );
}
