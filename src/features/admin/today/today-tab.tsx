/**
 * Today (issue 28): the dashboard's home, what waits for the studio across every project, as
 * compact sections (src/shared/today.ts for what each one holds). Sections with something in them
 * come first, in a fixed order; empty ones collapse to one line each ('Nothing waiting') below.
 * Every item is a link to the place that handles it:
 * - a pin: the project's Documents tab with the document's pins open on that pin (a pin on a
 *   selection piece's photo: the Selections tab at the piece, its photo's pins open on the pin);
 * - a client's upload: the project's Documents tab at that document;
 * - a signature request or a paid deposit: the project's Documents tab on that proposal;
 * - a meeting: the project's Meetings tab;
 * - an inquiry, an order, a failed e-mail: the Inquiries, Orders and Setup (outbox) lists searched
 *   for that item (issue 28: the lists' search is in the address); each of those sections also
 *   links to its whole list, filtered (new inquiries, paid orders to fulfil, refused e-mails).
 */
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useId, useMemo } from "react";
import { formatDateTime } from "../../../lib/format";
import { emailKindLabel } from "../../../shared/activity-labels";
import type { AdminSearch } from "../../../shared/app-links";
import { optionLabel, PROJECT_TYPE_OPTIONS } from "../../../shared/inquiry-options";
import { formatMoney } from "../../../shared/order";
import {
  SIGNATURE_STALLED_DAYS,
  TODAY_MEETING_DAYS,
  TODAY_RECENT_DAYS,
  type Today,
  type TodaySectionKey,
} from "../../../shared/today";
import { LoadError, LoadingNote } from "../shared/panel";
import { ProjectCombobox } from "../shared/project-combobox";
import { useStudioTimeZone } from "../shared/queries";
import { rememberProject } from "../shared/selected-project";
import { StatusPill, type StatusTone } from "../shared/status-pill";
import { todayQuery } from "./queries";

type Row = { key: string; link: AdminSearch; title: ReactNode; detail?: ReactNode; meta: ReactNode };

type SectionView = {
  key: TodaySectionKey;
  title: string;
  note: string;
  count: number;
  rows: Row[];
  /** The whole list this section is the start of, filtered (issue 28). */
  all?: { link: AdminSearch; label: string };
};

/**
 * The colour of a section's count (issue 28), with the number and the section's title as its words:
 * amber for what waits on the studio, red for e-mails that failed, green for money in, blue for
 * what is simply coming or in progress.
 */
const SECTION_TONES: Record<TodaySectionKey, StatusTone> = {
  pins: "warning",
  inquiries: "warning",
  signaturesStalled: "warning",
  signaturesWaiting: "info",
  orders: "warning",
  deposits: "success",
  uploads: "info",
  meetings: "info",
  failedEmails: "danger",
};

const documentsOf = (projectId: number, rest: Omit<AdminSearch, "tab" | "projectId"> = {}): AdminSearch => ({
  tab: "documents",
  projectId,
  ...rest,
});

/** "just now", "12 min ago", "3 h ago", "2 days ago" (the studio's list, not a record). */
export function timeAgo(iso: string, now = Date.now()): string {
  const minutes = Math.round((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  return days === 1 ? "yesterday" : `${days} days ago`;
}

function plural(n: number, one: string, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

function sections(data: Today, timeZone: string): SectionView[] {
  const s = data.sections;
  const at = (iso: string) => <time dateTime={iso}>{timeAgo(iso, Date.parse(data.generatedAt))}</time>;
  return [
    {
      key: "pins",
      title: "Pins awaiting a reply",
      note: "Open pins whose newest message is the client's.",
      count: s.pins.count,
      rows: s.pins.items.map((c) => ({
        key: `p${c.pinId}`,
        // A pin on a selection piece's photo opens the Selections tab at the piece, on the pin.
        link:
          c.itemId !== undefined
            ? { tab: "selections", projectId: c.projectId, item: c.itemId, pin: c.number }
            : documentsOf(c.projectId, { document: c.documentId, pin: c.number }),
        title: (
          <>
            <span className="tabular-nums text-[var(--color-muted)]">#{c.number}</span> {c.documentTitle}
          </>
        ),
        detail: `“${c.excerpt}”`,
        meta: (
          <>
            {c.authorName} · {c.projectName} · {at(c.at)}
          </>
        ),
      })),
    },
    {
      key: "inquiries",
      title: "New inquiries",
      note: "Contact-form inquiries still marked new.",
      count: s.inquiries.count,
      all: { link: { tab: "inquiries", status: "new" }, label: "All new inquiries" },
      rows: s.inquiries.items.map((i) => ({
        key: `i${i.inquiryId}`,
        // The Inquiries list searched for this person (issue 28): the row stays while it is handled.
        link: { tab: "inquiries", q: i.name },
        title: i.name,
        meta: (
          <>
            {optionLabel(PROJECT_TYPE_OPTIONS, i.projectType)} · {at(i.at)}
          </>
        ),
      })),
    },
    {
      key: "signaturesStalled",
      title: "Signatures stalled",
      note: `Sent, not all signed, and quiet for ${SIGNATURE_STALLED_DAYS} days or more: a reminder may help.`,
      count: s.signaturesStalled.count,
      rows: s.signaturesStalled.items.map((r) => ({
        key: `s${r.requestId}`,
        link: documentsOf(r.projectId, { proposal: r.requestId }),
        title: r.documentTitle,
        meta: (
          <>
            {r.signed} of {plural(r.signers, "signer")} signed · {r.projectName} · last activity {at(r.at)}
          </>
        ),
      })),
    },
    {
      key: "signaturesWaiting",
      title: "Signatures waiting",
      note: "Sent and not yet signed by everyone.",
      count: s.signaturesWaiting.count,
      rows: s.signaturesWaiting.items.map((r) => ({
        key: `w${r.requestId}`,
        link: documentsOf(r.projectId, { proposal: r.requestId }),
        title: r.documentTitle,
        meta: (
          <>
            {r.signed} of {plural(r.signers, "signer")} signed · {r.projectName} · {at(r.at)}
          </>
        ),
      })),
    },
    {
      key: "orders",
      title: "Orders to fulfil",
      note: "Shop orders paid and not yet marked fulfilled.",
      count: s.orders.count,
      all: { link: { tab: "orders", status: "paid" }, label: "All orders to fulfil" },
      rows: s.orders.items.map((o) => ({
        key: `o${o.orderId}`,
        link: { tab: "orders", q: `#${o.orderId}` },
        title: (
          <>
            {formatMoney(o.totalCents, o.currency)} · {plural(o.itemCount, "piece")}
          </>
        ),
        meta: (
          <>
            {o.email ?? "No e-mail"} · {at(o.at)}
          </>
        ),
      })),
    },
    {
      key: "deposits",
      title: "Deposits paid",
      note: `Proposal deposits paid in the last ${TODAY_RECENT_DAYS} days.`,
      count: s.deposits.count,
      rows: s.deposits.items.map((d) => ({
        key: `d${d.requestId}`,
        link: documentsOf(d.projectId, { proposal: d.requestId }),
        title: (
          <>
            {formatMoney(d.amountCents, d.currency)} · {d.documentTitle}
          </>
        ),
        meta: (
          <>
            {d.projectName} · {at(d.at)}
          </>
        ),
      })),
    },
    {
      key: "uploads",
      title: "Uploads from clients",
      note: `Files clients sent in the last ${TODAY_RECENT_DAYS} days.`,
      count: s.uploads.count,
      rows: s.uploads.items.map((u) => ({
        key: `u${u.documentId}`,
        link: documentsOf(u.projectId, { document: u.documentId }),
        title: u.documentTitle,
        meta: (
          <>
            {u.fileName === u.documentTitle ? null : `${u.fileName} · `}
            {u.projectName} · {at(u.at)}
          </>
        ),
      })),
    },
    {
      key: "meetings",
      title: "Meetings this week",
      note: `The next ${TODAY_MEETING_DAYS} days, soonest first.`,
      count: s.meetings.count,
      rows: s.meetings.items.map((m) => ({
        key: `m${m.meetingId}`,
        link: { tab: "meetings", projectId: m.projectId },
        title: m.title,
        meta: (
          <>
            <time dateTime={m.at}>{formatDateTime(m.at, timeZone)}</time> · {m.projectName}
          </>
        ),
      })),
    },
    {
      key: "failedEmails",
      title: "E-mails that failed",
      note: `Refused or given up on in the last ${TODAY_RECENT_DAYS} days; the reason is in the outbox.`,
      count: s.failedEmails.count,
      all: { link: { tab: "setup", status: "failed" }, label: "All refused e-mails" },
      rows: s.failedEmails.items.map((e) => ({
        key: `e${e.outboxId}`,
        link: { tab: "setup", status: "failed", q: e.to },
        title: e.subject,
        meta: (
          <>
            {emailKindLabel(e.kind)} · To {e.to} · {at(e.at)}
          </>
        ),
      })),
    },
  ];
}

/** Per project, how many things of news wait there (the picker's dots). */
function newsByProject(data: Today | undefined): Map<number, number> {
  const map = new Map<number, number>();
  if (!data) return map;
  const s = data.sections;
  for (const item of [...s.pins.items, ...s.signaturesStalled.items, ...s.deposits.items, ...s.uploads.items])
    map.set(item.projectId, (map.get(item.projectId) ?? 0) + 1);
  return map;
}

export function TodayTab() {
  const today = useQuery(todayQuery);
  const timeZone = useStudioTimeZone();
  const navigate = useNavigate({ from: "/admin/" });
  const news = useMemo(() => newsByProject(today.data), [today.data]);
  const views = today.data ? sections(today.data, timeZone) : [];
  const full = views.filter((v) => v.count > 0);
  const empty = views.filter((v) => v.count === 0);
  const waiting = full.filter((v) => v.key !== "meetings").reduce((sum, v) => sum + v.count, 0);

  return (
    <div className="grid gap-6" data-testid="today">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <h2 className="text-base font-medium">Today</h2>
          <p className="text-sm text-[var(--color-muted)]" aria-live="polite">
            {today.isPending
              ? "Reading what waits..."
              : today.isError
                ? "\u00a0"
                : waiting === 0
                  ? "Nothing waiting for the studio."
                  : `${plural(waiting, "thing")} waiting for the studio, across every project.`}
          </p>
        </div>
        <ProjectCombobox
          label="Jump to a project"
          news={news}
          className="w-full sm:w-80"
          onChoose={(p) => {
            rememberProject(p.id);
            void navigate({ search: { tab: "documents", projectId: p.id } });
          }}
        />
      </div>
      {today.isPending ? (
        <LoadingNote label="Loading today..." />
      ) : today.isError ? (
        <LoadError message="Failed to load today" onRetry={() => void today.refetch()} />
      ) : (
        <>
          {full.length > 0 ? (
            <div className="grid items-start gap-4 lg:grid-cols-2">
              {full.map((v) => (
                <TodaySection key={v.key} view={v} />
              ))}
            </div>
          ) : null}
          {empty.length > 0 ? (
            <ul
              aria-label="Nothing waiting"
              className="grid border-y border-[var(--color-line)] sm:grid-cols-2 lg:grid-cols-4"
            >
              {empty.map((v) => (
                <EmptySection key={v.key} view={v} />
              ))}
            </ul>
          ) : null}
        </>
      )}
    </div>
  );
}

function TodaySection({ view }: { view: SectionView }) {
  const headingId = useId();
  const more = view.count - view.rows.length;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`today-${view.key}`}
      className="min-w-0 border border-[var(--color-line)] bg-[var(--color-surface)]"
    >
      <header className="flex items-center justify-between gap-3 border-b border-[var(--color-line)] px-4 py-2.5">
        <h3 id={headingId} className="font-sans text-sm font-medium tracking-normal">
          {view.title}
        </h3>
        <span className="shrink-0 tabular-nums" data-testid="today-count">
          <StatusPill tone={SECTION_TONES[view.key]}>
            {view.count}
            <span className="sr-only"> {view.count === 1 ? "item" : "items"}</span>
          </StatusPill>
        </span>
      </header>
      <p className="sr-only">{view.note}</p>
      <ul className="divide-y divide-[var(--color-line)]">
        {view.rows.map((row) => (
          <li key={row.key}>
            <Link
              to="/admin"
              search={row.link}
              className="block min-w-0 px-4 py-2.5 transition-colors hover:bg-[var(--color-subtle)] focus-visible:-outline-offset-2"
            >
              <span className="block truncate text-sm text-[var(--color-ink)]">{row.title}</span>
              {row.detail ? (
                <span className="block truncate text-sm text-[var(--color-muted)]">{row.detail}</span>
              ) : null}
              <span className="mt-0.5 block truncate text-xs text-[var(--color-muted)]">{row.meta}</span>
            </Link>
          </li>
        ))}
      </ul>
      {more > 0 || view.all ? (
        <p className="flex flex-wrap justify-between gap-2 border-t border-[var(--color-line)] px-4 py-2 text-xs text-[var(--color-muted)]">
          {more > 0 ? <span>and {more} more</span> : <span />}
          {view.all ? (
            <Link
              to="/admin"
              search={view.all.link}
              className="underline underline-offset-4 hover:text-[var(--color-ink)]"
            >
              {view.all.label}
            </Link>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

function EmptySection({ view }: { view: SectionView }) {
  const headingId = useId();
  return (
    <li>
      <section
        aria-labelledby={headingId}
        data-testid={`today-${view.key}`}
        className="flex items-baseline justify-between gap-3 px-1 py-2.5 sm:justify-start sm:px-3"
      >
        <h3
          id={headingId}
          className="min-w-0 truncate font-sans text-sm tracking-normal text-[var(--color-ink)]"
        >
          {view.title}
        </h3>
        <p className="shrink-0 text-xs text-[var(--color-muted)]">Nothing waiting</p>
      </section>
    </li>
  );
}
