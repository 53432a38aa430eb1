/**
 * The portal's timeline (Overview tab), built from real data only: the project's meetings
 * (upcoming, soonest first) and its document milestones (shared, updated, approved or changes
 * requested, files sent to the studio, the project's start) and its proposals (sent for signature,
 * signed by everyone, deposit paid: issue 28, the moments a client remembers), latest first. Pure,
 * so the worker tests check it too (tests/worker/portal-timeline.test.ts).
 */
import { formatMoney } from "./order";
import { PORTAL_CATEGORIES, type PortalCategory, type PortalProjectView } from "./portal";
import type { PortalProposal } from "./proposals";

/** What the timeline reads of a proposal (the portal's proposals query, GET /api/portal/proposals). */
export type TimelineProposal = Pick<
  PortalProposal,
  "id" | "title" | "status" | "createdAt" | "completedAt" | "depositCents" | "currency" | "depositPaidAt"
> & { signers: { signedAt: string | null }[] };

export type TimelineEntry = {
  key: string;
  at: string;
  title: string;
  detail?: string;
  kind: "meeting" | "milestone";
  meetingId?: number;
};

export const SHARED_LABELS: Record<PortalCategory, string> = {
  design_fee_proposal: "Design fee proposal shared",
  visual_documents: "Mood boards and renderings shared",
  product_selections: "Selections shared",
};

export const APPROVED_LABELS: Record<PortalCategory, string> = {
  design_fee_proposal: "Proposal approved",
  visual_documents: "Rendering approved",
  product_selections: "Selection approved",
};

/** Upcoming meetings (soonest first) and everything that already happened (latest first). */
export function buildTimeline(
  view: PortalProjectView,
  proposals: readonly TimelineProposal[] = [],
): { upcoming: TimelineEntry[]; past: TimelineEntry[] } {
  const upcoming: TimelineEntry[] = view.meetings
    .filter((m) => m.upcoming)
    .map(
      (m): TimelineEntry => ({
        key: `m${m.id}`,
        at: m.scheduledFor,
        title: m.title,
        kind: "meeting",
        meetingId: m.id,
      }),
    )
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const past: TimelineEntry[] = view.meetings
    .filter((m) => !m.upcoming)
    .map((m) => ({
      key: `m${m.id}`,
      at: m.scheduledFor,
      title: m.title,
      detail: "Meeting",
      kind: "meeting",
    }));
  for (const category of PORTAL_CATEGORIES) {
    const docs = view.sections[category];
    const first = docs.reduce<string | null>(
      (min, d) => (min === null || d.createdAt < min ? d.createdAt : min),
      null,
    );
    if (first) {
      past.push({
        key: `shared-${category}`,
        at: first,
        title: SHARED_LABELS[category],
        detail: `${docs.length} ${docs.length === 1 ? "document" : "documents"}`,
        kind: "milestone",
      });
    }
    for (const d of docs) {
      if (d.isUpdated) {
        past.push({
          key: `updated-${d.id}`,
          at: d.createdAt,
          title: "Updated version shared",
          detail: d.title,
          kind: "milestone",
        });
      }
      if (d.feedback) {
        past.push({
          key: `feedback-${d.id}`,
          at: d.feedback.createdAt,
          title: d.feedback.status === "approved" ? APPROVED_LABELS[category] : "Changes requested",
          detail: d.title,
          kind: "milestone",
        });
      }
    }
  }
  for (const u of view.uploads) {
    past.push({
      key: `upload-${u.id}`,
      at: u.createdAt,
      title: "File sent to the studio",
      detail: u.fileName,
      kind: "milestone",
    });
  }
  for (const p of proposals) {
    // A voided request is withdrawn: it left no milestone the client needs to remember.
    if (p.status === "voided") continue;
    const signers = p.signers.length;
    past.push({
      key: `proposal-sent-${p.id}`,
      at: p.createdAt,
      title: "Proposal sent for signature",
      detail: p.title,
      kind: "milestone",
    });
    if (p.completedAt) {
      past.push({
        key: `proposal-signed-${p.id}`,
        at: p.completedAt,
        title: signers > 1 ? "Proposal signed by everyone" : "Proposal signed",
        detail: p.title,
        kind: "milestone",
      });
    }
    if (p.depositPaidAt && p.depositCents !== null) {
      past.push({
        key: `deposit-paid-${p.id}`,
        at: p.depositPaidAt,
        title: "Deposit paid",
        detail: `${formatMoney(p.depositCents, p.currency)} · ${p.title}`,
        kind: "milestone",
      });
    }
  }
  past.push({ key: "start", at: view.createdAt, title: "Project started", kind: "milestone" });
  past.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return { upcoming, past };
}
