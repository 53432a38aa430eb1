/**
 * The portal's Selections tab (issue 29), phone first: room by room, each piece large with its
 * photo, price, quantity, lead time and options; Approve, Decline or Ask for changes (with a
 * comment); running totals per room and for the project against the budget; who decided what, and
 * when, for everyone on the project; what changed when the studio changed an approved piece.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, memo, startTransition, useEffect, useId, useState } from "react";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { Button, buttonClass } from "../../components/ui/button";
import { Field, Textarea } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";
import { formatDate } from "../../lib/format";
import {
  type ClientSelectionItem,
  type ClientSelectionRoom,
  DECIDABLE_STATUSES,
  DECISION_LABELS,
  effectiveUnitPrice,
  formatCents,
  SELECTION_MESSAGES,
  SELECTION_STATUS_LABELS,
  type SelectionDecisionKind,
  type SelectionStatus,
  type SelectionTotals,
} from "../../shared/selections";
import { type LinkedPiece, useLinkedPiece } from "./linked-document";
import { PiecePhotos, useProjectPhotoPins } from "./piece-photos";
import type { PortalAccess } from "./portal-api";
import { SelectionInvoices } from "./selection-invoices";
import { selectionsKey, selectionsQuery, sendDecision } from "./selections-api";
import { SelectionsDownload } from "./selections-download";

const STATUS_TONE: Record<SelectionStatus, BadgeTone> = {
  draft: "draft",
  proposed: "accent",
  approved: "success",
  declined: "danger",
  changes_requested: "info",
  ordered: "success",
  shipped: "success",
  delivered: "success",
  installed: "success",
};

/**
 * How many pieces are on the page: the first few at once, then more in each later task, as a
 * transition (issue 29: a schedule of 300 pieces must open on a phone without a long task; putting
 * every card on the page in one go blocked a slowed phone for well over 200 ms). Every piece is on
 * the page a moment later; the totals are the server's and never depend on it.
 */
// The first render is the query's answer, synchronous (not a transition): kept to the pieces a
// phone's first screen shows (a trace at 4x CPU had the first render as the open's longest task,
// 540-770 ms, with 8 pieces); the others follow in transitions.
const FIRST_PIECES = 3;
const MORE_PIECES = 8;

function useProgressiveCount(total: number): number {
  const [shown, setShown] = useState(FIRST_PIECES);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + MORE_PIECES)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown;
}

export function SelectionsTab({ access, timeZone }: { access: PortalAccess; timeZone?: string }) {
  const query = useQuery(selectionsQuery(access));
  // A reply's e-mail links to a pin on a piece's photo: that card opens its pins on the pin.
  const [linked, forgetLink] = useLinkedPiece();
  const total = query.data?.rooms.reduce((n, room) => n + room.items.length, 0) ?? 0;
  const shown = useProgressiveCount(total);
  useProjectPhotoPins(access);
  if (query.isPending) {
    return (
      <p className="flex items-center gap-3 py-10 text-sm text-[var(--color-muted)]">
        <Spinner label="Loading selections..." />
        <span aria-hidden="true">Loading selections...</span>
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="py-10 text-sm text-[var(--color-danger)]">
        Failed to load selections
      </p>
    );
  }
  const view = query.data;
  if (view.rooms.length === 0) {
    return (
      <p className="py-10 text-sm text-[var(--color-muted)]">
        No selections yet. When the studio proposes pieces for your rooms, they will appear here for your
        approval.
      </p>
    );
  }
  return (
    <div className="grid gap-10 pt-2">
      <SelectionInvoices access={access} timeZone={timeZone} />
      <section
        aria-label="Project totals"
        className="border border-[var(--color-line)] bg-[var(--color-surface)] p-4 md:p-6"
      >
        <p className="eyebrow">Whole project</p>
        <Totals totals={view.totals} testId="project-totals" />
        <p className="mt-3 text-xs text-[var(--color-muted)]">
          {view.approvalRule === "all"
            ? "A piece is approved once every client on the project has approved it."
            : "A piece is approved once one client on the project approves it."}
        </p>
        <SelectionsDownload access={access} />
      </section>
      {roomsWithin(view.rooms, shown).map(({ room, limit }) => (
        <RoomSection
          key={room.id}
          room={room}
          limit={limit}
          access={access}
          // On the private link under "every client" with assigned clients, approving means signing in.
          canApprove={access.mode === "client" || view.linkApproves}
          linked={room.items.some((i) => i.id === linked.piece) ? linked : undefined}
          onLinkClosed={forgetLink}
          timeZone={timeZone}
        />
      ))}
    </div>
  );
}

/** The rooms reached within the first `shown` pieces, each with how many of its pieces to show. */
function roomsWithin(rooms: ClientSelectionRoom[], shown: number) {
  const out: { room: ClientSelectionRoom; limit: number }[] = [];
  let before = 0;
  for (const room of rooms) {
    if (before >= shown) break;
    // A room shown whole keeps its limit (its memoised section then stays as it is).
    out.push({ room, limit: Math.min(shown - before, room.items.length) });
    before += room.items.length;
  }
  return out;
}

function Totals({ totals, testId }: { totals: SelectionTotals; testId: string }) {
  const remaining = totals.budgetCents === null ? null : totals.budgetCents - totals.approvedCents;
  return (
    <dl
      data-testid={testId}
      className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4"
      aria-live="polite"
    >
      <div>
        <dt className="text-xs text-[var(--color-muted)]">Approved</dt>
        <dd className="font-medium tabular-nums">{formatCents(totals.approvedCents)}</dd>
      </div>
      <div>
        <dt className="text-xs text-[var(--color-muted)]">Awaiting you</dt>
        <dd className="tabular-nums">{formatCents(totals.pendingCents)}</dd>
      </div>
      <div>
        <dt className="text-xs text-[var(--color-muted)]">Declined</dt>
        <dd className="tabular-nums">{formatCents(totals.declinedCents)}</dd>
      </div>
      {totals.budgetCents !== null ? (
        <div>
          <dt className="text-xs text-[var(--color-muted)]">Budget</dt>
          <dd className="tabular-nums">
            {formatCents(totals.budgetCents)}
            {remaining !== null ? (
              <span
                className={`block text-xs ${remaining < 0 ? "text-[var(--color-danger)]" : "text-[var(--color-muted)]"}`}
              >
                {remaining < 0 ? `${formatCents(-remaining)} over` : `${formatCents(remaining)} left`}
              </span>
            ) : null}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * Memoised, as the cards are: a decision's answer replaces the view, and the query keeps the rooms
 * and pieces that did not change as they were (structural sharing), so only the changed room and
 * card render again.
 */
const RoomSection = memo(function RoomSection({
  room,
  limit,
  access,
  canApprove,
  linked,
  onLinkClosed,
  timeZone,
}: {
  room: ClientSelectionRoom;
  limit: number;
  access: PortalAccess;
  canApprove: boolean;
  /** Set on the room of the piece an address links to. */
  linked?: LinkedPiece;
  onLinkClosed: () => void;
  timeZone?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-room={room.name}>
      <h2 id={headingId} className="font-serif text-2xl tracking-[-0.01em]">
        {room.name}
      </h2>
      <Totals totals={room.totals} testId={`room-totals-${room.id}`} />
      <ul className="mt-5 grid gap-6 md:grid-cols-2">
        {room.items.slice(0, limit).map((item) => (
          // The browser lays out and paints only the cards near the screen (issue 29: the style
          // and layout of 300 cards were a long task of their own on a slowed phone); the others
          // keep a card's height (the last one measured, else about a card's) so the page's
          // length and the scroll bar stay right, and are still found by find-in-page and read
          // by screen readers. The height only: an intrinsic width too would widen a phone's
          // column to it while the card is skipped.
          <li key={item.id} className="[contain-intrinsic-block-size:auto_46rem] [content-visibility:auto]">
            <PieceCard
              item={item}
              access={access}
              canApprove={canApprove}
              linked={
                linked?.photo && linked.piece === item.id
                  ? { photo: linked.photo, pin: linked.pin, onClose: onLinkClosed }
                  : undefined
              }
              timeZone={timeZone}
            />
          </li>
        ))}
      </ul>
    </section>
  );
});

/** Only the Worker's own images are shown (the page's policy allows no other); others are links. */
function ownPhoto(url: string | null | undefined): string | null {
  return url?.startsWith("/") ? url : null;
}

const PieceCard = memo(function PieceCard({
  item,
  access,
  canApprove,
  linked,
  timeZone,
}: {
  item: ClientSelectionItem;
  access: PortalAccess;
  canApprove: boolean;
  linked?: { photo: string; pin?: number; onClose: () => void };
  timeZone?: string;
}) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const [optionId, setOptionId] = useState<number | null>(item.chosenOptionId);
  const [mode, setMode] = useState<"decline" | "changes" | null>(null);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const decidable = DECIDABLE_STATUSES.includes(item.status);
  const chosen = item.options.find((o) => o.id === (item.chosenOptionId ?? optionId));
  const photo = ownPhoto(chosen?.photoUrl) ?? ownPhoto(item.photos.find((p) => p.startsWith("/")));
  const unit = chosen ? chosen.unitPriceCents : effectiveUnitPrice(item);

  const decide = useMutation({
    mutationFn: (body: { decision: SelectionDecisionKind; comment?: string; optionId?: number | null }) =>
      sendDecision(access, item.id, body),
    onSuccess: (view) => {
      queryClient.setQueryData(selectionsKey(access), view);
      setMode(null);
      setComment("");
      setError(null);
    },
    onError: (err) => setError(errorMessage(err, "Your decision could not be saved. Please try again.")),
  });

  function approve() {
    if (item.options.length > 0 && optionId === null) {
      setError(SELECTION_MESSAGES.chooseOption);
      return;
    }
    decide.mutate({ decision: "approved", optionId });
  }

  function submitComment(e: FormEvent) {
    e.preventDefault();
    if (mode === "changes" && !comment.trim()) {
      setError(SELECTION_MESSAGES.commentNeeded);
      return;
    }
    decide.mutate({
      decision: mode === "changes" ? "changes_requested" : "declined",
      comment: comment.trim() || undefined,
      optionId,
    });
  }

  return (
    <article
      aria-labelledby={headingId}
      data-piece={item.name}
      className="flex h-full flex-col border border-[var(--color-line)] bg-[var(--color-surface)]"
    >
      <PiecePhotos
        lead={photo}
        photos={item.photos}
        name={item.name}
        pins={{ access, itemId: item.id, timeZone }}
        linked={linked}
      />
      <div className="grid gap-3 p-4 md:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="font-serif text-xl leading-snug">
            {item.name}
          </h3>
          <Badge tone={STATUS_TONE[item.status]}>{SELECTION_STATUS_LABELS[item.status]}</Badge>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <div>
            <dt className="text-xs text-[var(--color-muted)]">Price</dt>
            <dd className="tabular-nums">{formatCents(unit, item.currency)} each</dd>
          </div>
          <div>
            <dt className="text-xs text-[var(--color-muted)]">Quantity</dt>
            <dd className="tabular-nums">{item.quantity}</dd>
          </div>
          <div>
            <dt className="text-xs text-[var(--color-muted)]">Total</dt>
            <dd className="font-medium tabular-nums">{formatCents(unit * item.quantity, item.currency)}</dd>
          </div>
          {item.leadTime ? (
            <div>
              <dt className="text-xs text-[var(--color-muted)]">Lead time</dt>
              <dd>{item.leadTime}</dd>
            </div>
          ) : null}
          {item.vendor ? (
            <div>
              <dt className="text-xs text-[var(--color-muted)]">Maker</dt>
              <dd>{item.vendor}</dd>
            </div>
          ) : null}
          {item.finish ? (
            <div>
              <dt className="text-xs text-[var(--color-muted)]">Finish</dt>
              <dd>{item.finish}</dd>
            </div>
          ) : null}
          {item.dimensions ? (
            <div className="col-span-2">
              <dt className="text-xs text-[var(--color-muted)]">Dimensions</dt>
              <dd>{item.dimensions}</dd>
            </div>
          ) : null}
        </dl>
        {item.notes ? <p className="text-sm leading-relaxed">{item.notes}</p> : null}
        {item.url ? (
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm underline underline-offset-4"
          >
            See it at the maker's site
          </a>
        ) : null}
        {item.lastChange && item.lastChange.length > 0 && decidable ? (
          <div className="border-l-2 border-[var(--color-accent)] pl-3 text-sm" data-testid="what-changed">
            <p className="font-medium">The studio changed this piece</p>
            <ul className="mt-1 grid gap-0.5">
              {item.lastChange.map((c) => (
                <li key={c.field}>
                  {c.label}: <s className="text-[var(--color-muted)]">{c.from}</s> → {c.to}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {item.options.length > 0 ? (
          <fieldset className="grid gap-2" disabled={!decidable || decide.isPending}>
            <legend className="mb-1 text-sm font-medium">Options</legend>
            {item.options.map((o) => (
              <label
                key={o.id}
                className="flex min-h-11 cursor-pointer items-center gap-3 border border-[var(--color-line)] px-3 py-2 text-sm has-[:checked]:border-[var(--color-ink)]"
              >
                <input
                  type="radio"
                  name={`option-${item.id}`}
                  value={o.id}
                  checked={(item.chosenOptionId ?? optionId) === o.id}
                  onChange={() => {
                    setOptionId(o.id);
                    setError(null);
                  }}
                />
                <span className="flex-1">
                  <span className="font-medium">{o.label}.</span> {o.name}
                  {o.finish ? <span className="text-[var(--color-muted)]"> · {o.finish}</span> : null}
                </span>
                <span className="tabular-nums">{formatCents(o.unitPriceCents, item.currency)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {item.awaiting.length > 0 ? (
          <p className="text-sm text-[var(--color-muted)]">Waiting for: {item.awaiting.join(", ")}</p>
        ) : null}
        <Decisions item={item} timeZone={timeZone} />
        {error ? (
          <p role="alert" className="text-sm text-[var(--color-danger)]">
            {error}
          </p>
        ) : null}
        {decidable ? (
          mode === null ? (
            <div className={`grid grid-cols-1 gap-2 ${canApprove ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}>
              {canApprove ? (
                <Button onClick={approve} disabled={decide.isPending}>
                  {decide.isPending ? <Spinner label="Saving" /> : null}
                  Approve
                </Button>
              ) : (
                <SignInToApprove projectId={access.projectId} />
              )}
              <Button variant="outline" onClick={() => setMode("changes")} disabled={decide.isPending}>
                Ask for changes
              </Button>
              <Button
                variant="ghost"
                className="border border-[var(--color-line)]"
                onClick={() => setMode("decline")}
                disabled={decide.isPending}
              >
                Decline
              </Button>
            </div>
          ) : (
            <form onSubmit={submitComment} className="grid gap-3">
              <Field
                label={mode === "changes" ? "What would you like changed?" : "Why not this one? (optional)"}
                required={mode === "changes"}
              >
                {(props) => (
                  <Textarea
                    {...props}
                    rows={3}
                    value={comment}
                    onChange={(e) => setComment(e.target.value)}
                    maxLength={2000}
                  />
                )}
              </Field>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={decide.isPending}>
                  {mode === "changes" ? "Send request" : "Decline piece"}
                </Button>
                <Button type="button" variant="ghost" onClick={() => setMode(null)}>
                  Cancel
                </Button>
              </div>
            </form>
          )
        ) : null}
      </div>
    </article>
  );
});

/**
 * In place of Approve on the private link when every assigned client must approve (the Worker
 * would refuse the link's approval: linkMayApprove): the reason, and a way to sign in that comes
 * back to this project's Selections tab.
 */
function SignInToApprove({ projectId }: { projectId: number }) {
  return (
    <div
      className="grid gap-2 sm:col-span-2 sm:grid-cols-[1fr_auto] sm:items-center"
      data-testid="sign-in-to-approve"
    >
      <p className="text-sm">{SELECTION_MESSAGES.linkCannotApprove}</p>
      <Link
        to="/login"
        search={{ returnTo: `/portal?project=${projectId}&tab=selections` }}
        className={buttonClass("primary")}
      >
        Sign in
      </Link>
    </div>
  );
}

function Decisions({ item, timeZone }: { item: ClientSelectionItem; timeZone?: string }) {
  if (item.decisions.length === 0) return null;
  return (
    <div className="text-sm">
      <p className="text-xs text-[var(--color-muted)]">Decisions</p>
      <ul className="mt-1 grid gap-1" aria-label={`Decisions on ${item.name}`}>
        {[...item.decisions].reverse().map((d) => (
          <li key={d.id} className={d.current ? "" : "text-[var(--color-muted)]"}>
            <span className="font-medium">{d.authorName}</span> {DECISION_LABELS[d.decision].toLowerCase()}
            {d.optionLabel ? ` option ${d.optionLabel}` : ""} · {formatDate(d.createdAt, timeZone)}
            {d.current ? "" : " (before a change)"}
            {d.comment ? <span className="block pl-3 italic">“{d.comment}”</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
