/**
 * Setup tab: each piece of configuration this deployment needs, checked live by the Worker
 * (GET /api/admin/health), with what to do about it; below it the outbox, the e-mails the app kept
 * instead of sending (all of them while sending is not set up, e.g. on `npm start`, and any that
 * Email Service refused), each one readable in full.
 */
import { useQuery } from "@tanstack/react-query";
import { Fragment, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { formatDateTime } from "../../../lib/format";
import { emailKindLink } from "../../../shared/activity-labels";
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
import { AdminLinkTo } from "../shared/admin-link";
import { type Column, ListView, useList } from "../shared/list-table";
import { LoadError, LoadingNote, Panel } from "../shared/panel";
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

/**
 * Each status its own colour and word (issue 28): OK green, Local blue (fine on this machine, not
 * for a live site), Missing amber (to set up), Needs attention red (set up, but wrong).
 */
const STATUS_TONES: Record<SetupStatus, StatusTone> = {
  ok: "success",
  local: "info",
  missing: "warning",
  error: "danger",
};

/** Loads a panel's data again (Check Again, Refresh), a spinner while it does. */
function RefetchButton({
  query,
  busyLabel,
  children,
}: {
  query: { isFetching: boolean; refetch: () => unknown };
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Button variant="outline" size="sm" disabled={query.isFetching} onClick={() => void query.refetch()}>
      {query.isFetching ? <Spinner label={busyLabel} /> : null}
      {children}
    </Button>
  );
}

function StatusBadge({ status }: { status: SetupStatus }) {
  return <StatusPill tone={STATUS_TONES[status]}>{SETUP_STATUS_LABELS[status]}</StatusPill>;
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
        <RefetchButton query={health} busyLabel="Checking">
          Check Again
        </RefetchButton>
      }
    >
      {health.isPending ? (
        <LoadingNote label="Checking the configuration..." />
      ) : health.isError ? (
        <LoadError message="Failed to check the configuration" onRetry={() => void health.refetch()} />
      ) : (
        <>
          <p
            className="flex flex-wrap items-center gap-x-2 gap-y-1.5 text-xs text-[var(--color-muted)]"
            aria-live="polite"
          >
            {counts.map((c) => (
              <StatusPill key={c.status} tone={STATUS_TONES[c.status]}>
                <span className="tabular-nums">{c.n}</span> {SETUP_STATUS_LABELS[c.status]}
              </StatusPill>
            ))}
            <span className="sm:ml-1">
              Checked{" "}
              <time dateTime={health.data.checkedAt}>{formatDateTime(health.data.checkedAt, timeZone)}</time>
            </span>
          </p>
          <ul
            aria-label="Configuration checks"
            className="mt-3 divide-y divide-[var(--color-line)] border-t border-[var(--color-line)]"
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
    <li
      data-status={item.status}
      className="grid gap-2 py-3.5 last:pb-0 md:grid-cols-[minmax(0,13rem)_minmax(0,1fr)] md:gap-6"
    >
      <div className="flex items-start justify-between gap-3 md:flex-col md:justify-start md:gap-1.5">
        <h3 className="font-sans text-sm font-medium tracking-normal">{item.label}</h3>
        <StatusBadge status={item.status} />
      </div>
      <div className="grid min-w-0 gap-1.5 text-[0.8125rem] leading-relaxed">
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

/** How long the Copy button says "Copied". */
const COPIED_MS = 2500;

type CopyState = "idle" | "copied" | "manual";

/**
 * Copies with the Clipboard API; where it is missing or refused (an insecure origin, a denied
 * permission), with the older copy command on the selected text; failing both, the text is left
 * selected with a note to copy it by hand.
 */
async function copyText(text: string, pre: HTMLElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the selection.
  }
  if (!pre) return false;
  const selection = window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(pre);
  selection?.removeAllRanges();
  selection?.addRange(range);
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  }
}

/**
 * A command to paste in a terminal: code on a tinted block, a Copy button that says "Copied" for a
 * moment, and the same news in a live region for screen readers (issue 28).
 */
export function CommandBlock({ label, command }: { label: string; command: string }) {
  const [state, setState] = useState<CopyState>("idle");
  const preRef = useRef<HTMLPreElement>(null);
  const noteId = useId();
  useEffect(() => {
    if (state !== "copied") return;
    const timer = window.setTimeout(() => setState("idle"), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  const lines = command.split("\n").length;
  return (
    <div className="mt-1 overflow-hidden rounded-[var(--radius-md)] border border-[var(--color-line)] bg-[var(--color-subtle)]">
      <div className="flex items-center justify-between gap-3 border-b border-[var(--color-line)] py-1 pr-1 pl-3">
        <span className="text-xs text-[var(--color-muted)]">
          Terminal{lines > 1 ? ` · ${lines} lines` : ""}
        </span>
        <Button
          variant="ghost"
          size="sm"
          className="h-7 min-w-20 px-2"
          onClick={() => {
            void copyText(command, preRef.current).then((ok) => setState(ok ? "copied" : "manual"));
          }}
          aria-label={`Copy the commands for ${label}`}
          aria-describedby={state === "manual" ? noteId : undefined}
        >
          {state === "copied" ? (
            <>
              <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
                <path d="M2 6.5l2.5 2.5L10 3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
              </svg>
              Copied
            </>
          ) : (
            <>
              <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
                <rect x="3.5" y="3.5" width="7" height="7" fill="none" stroke="currentColor" />
                <path d="M1.5 8.5v-7h7" fill="none" stroke="currentColor" />
              </svg>
              Copy
            </>
          )}
        </Button>
      </div>
      {/* Focusable so keyboard users can scroll a long line sideways. */}
      <pre
        ref={preRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto px-3 py-2.5 font-mono text-xs leading-relaxed"
      >
        <code>{command}</code>
      </pre>
      {/* What the button did, for screen readers (the button's own text changes too). */}
      <p
        id={noteId}
        role="status"
        className={
          state === "manual"
            ? "border-t border-[var(--color-line)] px-3 py-1.5 text-xs text-[var(--color-muted)]"
            : "sr-only"
        }
      >
        {state === "copied"
          ? `Copied the commands for ${label}.`
          : state === "manual"
            ? "Copying is not available here: the text is selected, press Ctrl+C (⌘C on a Mac) to copy it."
            : ""}
      </p>
    </div>
  );
}

const OUTBOX_STATUS: Record<OutboxStatus, { label: string; tone: StatusTone }> = {
  local: { label: "Kept, not sent", tone: "neutral" },
  failed: { label: "Refused", tone: "danger" },
  pending: { label: "Queued", tone: "info" },
  sending: { label: "Sending", tone: "info" },
  sent: { label: "Sent", tone: "success" },
};

const STATUS_FILTERS: Record<string, string> = Object.fromEntries(
  OUTBOX_STATUSES.map((s) => [s, OUTBOX_STATUS[s].label]),
);
const KIND_FILTERS: Record<string, string> = Object.fromEntries(
  OUTBOX_KINDS.map((k) => [k, outboxKindLabel(k)]),
);

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
      cell: (m) => <KindLabel kind={m.kind} />,
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
  const list = useList([
    { label: "Status", param: "status", all: "Any status", labels: STATUS_FILTERS },
    { label: "Kind", param: "filter", all: "Any kind", labels: KIND_FILTERS },
  ]);
  const { params } = list;
  const status = list.value("status");
  const kind = list.value("filter");
  const outbox = useQuery(outboxPageQuery(list.query({ status, kind })));
  const timeZone = useStudioTimeZone();
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <Panel
      title="Outbox"
      description={`E-mails the site kept instead of sending: every message while e-mail sending is not set up, and any that Email Service refused. Kept ${OUTBOX_RETENTION_DAYS} days.`}
      actions={
        <RefetchButton query={outbox} busyLabel="Refreshing">
          Refresh
        </RefetchButton>
      }
    >
      <ListView
        list={list}
        searchLabel="Search e-mails"
        placeholder="Address, subject or kind"
        result={outbox}
        loading="Loading the outbox..."
        failed="Failed to fetch the outbox"
        empty={
          params.q || status || kind
            ? "No kept e-mails match."
            : "No e-mails kept: everything the site sent went out."
        }
        label="Kept e-mails"
        pagerLabel="Outbox"
        columns={outboxColumns(timeZone, setOpenId)}
        rowProps={(m) => ({ "data-testid": `outbox-${m.id}`, "data-status": m.status })}
      />
      <OutboxMessageDialog id={openId} onClose={() => setOpenId(null)} timeZone={timeZone} />
    </Panel>
  );
}

/** An e-mail's kind in words, a link to where that kind of thing is handled when there is one. */
function KindLabel({ kind }: { kind: string }) {
  return (
    <AdminLinkTo
      link={emailKindLink(kind)}
      className="text-xs text-[var(--color-muted)] hover:text-[var(--color-ink)]"
    >
      {outboxKindLabel(kind)}
    </AdminLinkTo>
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
