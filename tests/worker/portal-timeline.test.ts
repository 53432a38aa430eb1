/**
 * The portal's Overview timeline (src/shared/portal-timeline.ts): built from the project view the
 * API sends, with upcoming meetings first (soonest first) and then what already happened, latest
 * first, each with the label the client reads.
 */
import { describe, expect, it } from "vitest";
import type { PortalDocument, PortalProjectView } from "../../src/shared/portal";
import { buildTimeline } from "../../src/shared/portal-timeline";

let nextId = 1;
function doc(
  values: Partial<PortalDocument> & Pick<PortalDocument, "category" | "createdAt">,
): PortalDocument {
  const id = nextId++;
  return {
    id,
    title: `Document ${id}`,
    description: null,
    fileName: `document-${id}.pdf`,
    fileSize: 1000,
    mimeType: "application/pdf",
    updatedAt: values.createdAt,
    isUpdated: false,
    feedback: null,
    openedAt: null,
    ...values,
  };
}

function view(values: Partial<PortalProjectView> = {}): PortalProjectView {
  return {
    id: 7,
    clientProjectName: "Harbor View Remodel",
    description: "",
    projectAddress: null,
    category: "Kitchen",
    year: 2026,
    status: "draft",
    createdAt: "2026-01-05T17:00:00.000Z",
    documents: [],
    sections: { design_fee_proposal: [], visual_documents: [], product_selections: [] },
    meetings: [],
    uploads: [],
    coverImage: null,
    ...values,
  };
}

describe("buildTimeline", () => {
  it("lists upcoming meetings soonest first, apart from the past", () => {
    const { upcoming, past } = buildTimeline(
      view({
        meetings: [
          // Deliberately out of order: the timeline does not rely on the API's order.
          {
            id: 3,
            title: "Final walkthrough",
            scheduledFor: "2026-06-20T17:00:00.000Z",
            durationMinutes: 60,
            upcoming: true,
          },
          {
            id: 2,
            title: "Tile selection",
            scheduledFor: "2026-05-02T16:00:00.000Z",
            durationMinutes: 60,
            upcoming: true,
          },
          {
            id: 1,
            title: "Kick-off",
            scheduledFor: "2026-01-10T18:00:00.000Z",
            durationMinutes: 60,
            upcoming: false,
          },
        ],
      }),
    );
    expect(upcoming.map((e) => [e.title, e.kind, e.meetingId])).toEqual([
      ["Tile selection", "meeting", 2],
      ["Final walkthrough", "meeting", 3],
    ]);
    expect(past.map((e) => [e.title, e.detail])).toEqual([
      ["Kick-off", "Meeting"],
      ["Project started", undefined],
    ]);
    // A past meeting is history: no calendar link.
    expect(past[0]?.meetingId).toBeUndefined();
  });

  it("turns documents into milestones, latest first, with the client's labels", () => {
    const proposal = doc({
      category: "design_fee_proposal",
      createdAt: "2026-01-12T10:00:00.000Z",
      title: "Fee proposal",
    });
    const board = doc({
      category: "visual_documents",
      createdAt: "2026-02-01T10:00:00.000Z",
      title: "Mood board",
    });
    const rendering = doc({
      category: "visual_documents",
      createdAt: "2026-02-20T10:00:00.000Z",
      title: "Kitchen rendering v2",
      isUpdated: true,
      feedback: {
        status: "approved",
        comment: null,
        authorName: "Maya",
        createdAt: "2026-02-22T09:00:00.000Z",
      },
    });
    const tiles = doc({
      category: "product_selections",
      createdAt: "2026-03-01T10:00:00.000Z",
      title: "Tile selections",
      feedback: {
        status: "changes_requested",
        comment: "Warmer grout, please",
        authorName: "Maya",
        createdAt: "2026-03-03T09:00:00.000Z",
      },
    });
    const { upcoming, past } = buildTimeline(
      view({
        sections: {
          design_fee_proposal: [proposal],
          visual_documents: [rendering, board],
          product_selections: [tiles],
        },
        uploads: [
          {
            id: 90,
            fileName: "measurements.pdf",
            fileSize: 500,
            mimeType: "application/pdf",
            createdAt: "2026-02-10T12:00:00.000Z",
          },
        ],
      }),
    );
    expect(upcoming).toEqual([]);
    expect(past.map((e) => [e.at.slice(0, 10), e.title, e.detail])).toEqual([
      ["2026-03-03", "Changes requested", "Tile selections"],
      ["2026-03-01", "Selections shared", "1 document"],
      ["2026-02-22", "Rendering approved", "Kitchen rendering v2"],
      ["2026-02-20", "Updated version shared", "Kitchen rendering v2"],
      ["2026-02-10", "File sent to the studio", "measurements.pdf"],
      // Shared when the first document of the section arrived, counting all of them.
      ["2026-02-01", "Mood boards and renderings shared", "2 documents"],
      ["2026-01-12", "Design fee proposal shared", "1 document"],
      ["2026-01-05", "Project started", undefined],
    ]);
    expect(past.every((e) => e.kind === "milestone")).toBe(true);
    expect(new Set(past.map((e) => e.key)).size).toBe(past.length);
  });

  it("labels approvals per section and shows nothing for empty sections", () => {
    const approvedProposal = doc({
      category: "design_fee_proposal",
      createdAt: "2026-01-12T10:00:00.000Z",
      feedback: {
        status: "approved",
        comment: null,
        authorName: null,
        createdAt: "2026-01-13T10:00:00.000Z",
      },
    });
    const approvedSelection = doc({
      category: "product_selections",
      createdAt: "2026-01-14T10:00:00.000Z",
      feedback: {
        status: "approved",
        comment: null,
        authorName: null,
        createdAt: "2026-01-15T10:00:00.000Z",
      },
    });
    const { past } = buildTimeline(
      view({
        sections: {
          design_fee_proposal: [approvedProposal],
          visual_documents: [],
          product_selections: [approvedSelection],
        },
      }),
    );
    const titles = past.map((e) => e.title);
    expect(titles).toContain("Proposal approved");
    expect(titles).toContain("Selection approved");
    expect(titles).not.toContain("Mood boards and renderings shared");
    expect(buildTimeline(view()).past.map((e) => e.title)).toEqual(["Project started"]);
  });

  it("marks a proposal sent, signed by everyone and its deposit paid; a voided one leaves nothing", () => {
    const signed = {
      id: 41,
      title: "Design Fee Proposal",
      status: "completed" as const,
      createdAt: "2026-02-01T10:00:00.000Z",
      completedAt: "2026-02-03T12:00:00.000Z",
      depositCents: 150_000,
      currency: "usd",
      depositPaidAt: "2026-02-04T09:30:00.000Z",
      signers: [{ signedAt: "2026-02-02T12:00:00.000Z" }, { signedAt: "2026-02-03T12:00:00.000Z" }],
    };
    const open = {
      ...signed,
      id: 42,
      title: "Phase Two Proposal",
      status: "open" as const,
      createdAt: "2026-03-01T10:00:00.000Z",
      completedAt: null,
      depositPaidAt: null,
      signers: [{ signedAt: null }],
    };
    const voided = { ...open, id: 43, title: "Withdrawn Proposal", status: "voided" as const };
    const { past } = buildTimeline(view(), [signed, open, voided]);
    expect(past.map((e) => [e.title, e.detail])).toEqual([
      ["Proposal sent for signature", "Phase Two Proposal"],
      ["Deposit paid", "$1,500.00 · Design Fee Proposal"],
      ["Proposal signed by everyone", "Design Fee Proposal"],
      ["Proposal sent for signature", "Design Fee Proposal"],
      ["Project started", undefined],
    ]);
    // One signer: "Proposal signed"; no deposit asked: no payment line.
    const single = {
      ...signed,
      id: 44,
      depositCents: null,
      depositPaidAt: null,
      signers: [{ signedAt: "2026-02-03T12:00:00.000Z" }],
    };
    expect(buildTimeline(view(), [single]).past.map((e) => e.title)).toEqual([
      "Proposal signed",
      "Proposal sent for signature",
      "Project started",
    ]);
  });
});
