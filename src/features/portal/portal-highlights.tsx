/**
 * What the portal opens with under the project's photo: what is new for the client (studio
 * documents they have not opened yet), what awaits their review (renderings and selections with no
 * Approve / Needs changes yet, and pieces proposed in the Selections tab, issue 29) and the next
 * meeting. Each leads to where it can be acted on.
 */
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { acceptsFeedback, type PortalProjectView } from "../../shared/portal";
import { CalendarLink } from "./calendar-link";
import type { PortalAccess } from "./portal-api";
import { selectionsQuery } from "./selections-api";

/** "Nov 24" (the year only when it is not this year): fits a narrow cell on a phone. */
function shortDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  const sameYear = date.getFullYear() === new Date().getFullYear();
  return date.toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: sameYear ? undefined : "numeric",
    timeZone,
  });
}

/** "Fri, 10:00 AM PST": the day and time under the date, in the studio's time zone. */
function dayAndTime(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleString("en-US", {
    weekday: "short",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  });
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "Board, Tiles and 2 more": a short list that never runs past two titles. */
function titles(list: { title: string }[]): string {
  const shown = list.slice(0, 2).map((d) => d.title);
  const more = list.length - shown.length;
  return more > 0 ? `${shown.join(", ")} and ${more} more` : shown.join(" and ");
}

export function PortalHighlights({
  view,
  access,
  timeZone,
  onOpenDocuments,
  onOpenSelections,
}: {
  view: PortalProjectView;
  access: PortalAccess;
  timeZone?: string;
  onOpenDocuments: () => void;
  /** Opens the Selections tab (issue 29): pieces proposed to the client wait there. */
  onOpenSelections?: () => void;
}) {
  const studioDocs = view.documents.filter((d) => d.source === "studio");
  const unopened = studioDocs.filter((d) => d.openedAt === null);
  const awaiting = studioDocs.filter((d) => acceptsFeedback(d.category) && d.feedback === null);
  const next = view.meetings.find((m) => m.upcoming);
  // Pieces proposed and waiting for a decision (the same query as the Selections tab).
  const selections = useQuery(selectionsQuery(access));
  const pieces = (selections.data?.rooms ?? [])
    .flatMap((r) => r.items)
    .filter((i) => i.status === "proposed");
  const toReview = awaiting.length + pieces.length;

  const toDocuments = (label: string) => (
    <button type="button" onClick={onOpenDocuments} className="link-underline py-1 text-sm">
      {label}
    </button>
  );

  return (
    <section
      aria-label="What's new"
      className="border-b border-[var(--color-line)] bg-[var(--color-surface)]"
    >
      <dl className="container-page grid divide-y divide-[var(--color-line)] md:grid-cols-3 md:divide-x md:divide-y-0">
        <Highlight
          label="New for you"
          value={unopened.length > 0 ? plural(unopened.length, "document", "documents") : "Nothing new"}
          detail={
            unopened.length > 0
              ? titles(unopened)
              : studioDocs.length > 0
                ? "You have opened every document."
                : "Documents appear here as we share them."
          }
          action={unopened.length > 0 ? toDocuments("See what's new") : null}
          marked={unopened.length > 0}
        />
        <Highlight
          label="For your review"
          value={toReview > 0 ? plural(toReview, "item", "items") : "All reviewed"}
          detail={
            toReview === 0
              ? "Nothing is waiting for your approval."
              : [
                  awaiting.length > 0 ? titles(awaiting) : null,
                  pieces.length > 0 ? `${plural(pieces.length, "piece", "pieces")} in Selections` : null,
                ]
                  .filter(Boolean)
                  .join("; ")
          }
          action={
            awaiting.length > 0 ? (
              toDocuments("Review now")
            ) : pieces.length > 0 && onOpenSelections ? (
              <button type="button" onClick={onOpenSelections} className="link-underline py-1 text-sm">
                Review selections
              </button>
            ) : null
          }
          marked={toReview > 0}
        />
        <Highlight
          label="Next meeting"
          value={next ? shortDate(next.scheduledFor, timeZone) : "None yet"}
          detail={
            next ? (
              <>
                {next.title} ·{" "}
                <time dateTime={next.scheduledFor}>{dayAndTime(next.scheduledFor, timeZone)}</time>
              </>
            ) : (
              "We will add it here when it is scheduled."
            )
          }
          action={next ? <CalendarLink access={access} meetingId={next.id} /> : null}
        />
      </dl>
    </section>
  );
}

function Highlight({
  label,
  value,
  detail,
  action,
  marked = false,
}: {
  label: string;
  value: string;
  detail: ReactNode;
  action: ReactNode;
  /** Something here needs the client: a small accent dot beside the label (the text says it too). */
  marked?: boolean;
}) {
  return (
    <div className="grid content-start gap-1 py-4 md:px-8 md:py-7 md:first:pl-0 md:last:pr-0">
      <dt className="eyebrow flex items-center gap-2">
        {label}
        {marked ? (
          <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-[var(--color-accent)]" />
        ) : null}
      </dt>
      <dd className="font-serif text-[1.4rem] leading-tight md:text-[1.75rem]">{value}</dd>
      <dd className="text-sm leading-relaxed break-words text-[var(--color-muted)]">{detail}</dd>
      {action ? <dd className="mt-1">{action}</dd> : null}
    </div>
  );
}
