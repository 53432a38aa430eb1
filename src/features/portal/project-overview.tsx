/**
 * The Overview tab: the project in the client's words (description, Location, details) and a
 * timeline built from real data only: meetings (upcoming first), document milestones (shared,
 * updated, approved, sent) and proposals (sent, signed, deposit paid). What is new or awaits the client opens the page, above the tabs
 * (portal-highlights.tsx).
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { formatDate, formatDateTime } from "../../lib/format";
import type { PortalProjectView } from "../../shared/portal";
import { buildTimeline } from "../../shared/portal-timeline";
import { CalendarLink } from "./calendar-link";
import type { PortalAccess } from "./portal-api";
import { CalendarIcon, PinIcon } from "./portal-icons";
import { proposalsQuery } from "./proposals-api";

const PAST_PREVIEW = 6;

export function ProjectOverview({
  view,
  access,
  timeZone,
}: {
  view: PortalProjectView;
  access: PortalAccess;
  timeZone?: string;
}) {
  const [showAll, setShowAll] = useState(false);
  // The same query as the proposals panel on this page (one request): signed and paid are milestones.
  const proposals = useQuery(proposalsQuery(access));
  const { upcoming, past } = buildTimeline(view, proposals.data ?? []);
  const paragraphs = view.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const shownPast = showAll ? past : past.slice(0, PAST_PREVIEW);

  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-16">
      <div className="grid content-start gap-10">
        {paragraphs.length > 0 ? (
          <section aria-labelledby="portal-about">
            <h2 id="portal-about" className="eyebrow mb-3">
              About the project
            </h2>
            <div className="prose-measure grid gap-4 text-[1.02rem] leading-relaxed">
              {paragraphs.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          </section>
        ) : null}

        {view.projectAddress ? (
          <section aria-labelledby="portal-location">
            <h2 id="portal-location" className="eyebrow mb-3">
              Location
            </h2>
            <p className="flex items-start gap-2.5 text-[1.02rem]">
              <span aria-hidden="true" className="mt-0.5 text-[var(--color-muted)]">
                <PinIcon size={18} />
              </span>
              <span className="whitespace-pre-line">{view.projectAddress}</span>
            </p>
          </section>
        ) : null}

        <section aria-labelledby="portal-details">
          <h2 id="portal-details" className="eyebrow mb-3">
            Project details
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-8 gap-y-2.5 border-t border-[var(--color-line)] pt-4 text-sm">
            <dt className="text-[var(--color-muted)]">Project</dt>
            <dd>{view.clientProjectName}</dd>
            <dt className="text-[var(--color-muted)]">Category</dt>
            <dd>{view.category}</dd>
            {view.year ? (
              <>
                <dt className="text-[var(--color-muted)]">Year</dt>
                <dd>{view.year}</dd>
              </>
            ) : null}
            <dt className="text-[var(--color-muted)]">Started</dt>
            <dd>{formatDate(view.createdAt, timeZone)}</dd>
          </dl>
        </section>
      </div>

      <section aria-labelledby="portal-timeline" className="content-start">
        <h2 id="portal-timeline" className="text-2xl md:text-[1.75rem]">
          Timeline
        </h2>
        <h3 className="eyebrow mt-6 mb-3">Coming up</h3>
        {upcoming.length === 0 ? (
          <p className="text-sm text-[var(--color-muted)]">
            No meetings scheduled yet. We will add them here.
          </p>
        ) : (
          <ol className="grid gap-3">
            {upcoming.map((m) => (
              <li
                key={m.key}
                className="flex items-start gap-4 rounded-[var(--radius-md)] border border-[var(--color-line)] bg-[var(--color-surface)] p-4"
              >
                <span aria-hidden="true" className="mt-0.5 text-[var(--color-accent)]">
                  <CalendarIcon size={20} />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{m.title}</p>
                  <p className="text-sm text-[var(--color-muted)]">
                    <time dateTime={m.at}>{formatDateTime(m.at, timeZone)}</time>
                  </p>
                  {m.meetingId !== undefined ? (
                    <CalendarLink access={access} meetingId={m.meetingId} className="mt-2 inline-block" />
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        )}

        <h3 className="eyebrow mt-8 mb-4">So far</h3>
        <ol className="relative grid gap-5 border-l border-[var(--color-line)] pl-6">
          {shownPast.map((e) => (
            <li key={e.key} className="relative">
              <span
                aria-hidden="true"
                className={`absolute top-1.5 -left-[29.5px] h-2.5 w-2.5 rounded-full border-2 border-[var(--color-bg)] ${
                  e.kind === "meeting" ? "bg-[var(--color-olive)]" : "bg-[var(--color-ink)]"
                }`}
              />
              <p className="text-sm font-medium">{e.title}</p>
              <p className="text-sm text-[var(--color-muted)]">
                <time dateTime={e.at}>
                  {e.kind === "meeting" ? formatDateTime(e.at, timeZone) : formatDate(e.at, timeZone)}
                </time>
                {e.detail ? <span className="break-words"> · {e.detail}</span> : null}
              </p>
            </li>
          ))}
        </ol>
        {past.length > PAST_PREVIEW ? (
          <Button variant="link" size="sm" className="mt-4 px-0" onClick={() => setShowAll((v) => !v)}>
            {showAll ? "Show less" : `Show all ${past.length}`}
          </Button>
        ) : null}
      </section>
    </div>
  );
}
