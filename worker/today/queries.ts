/**
 * The admin's Today view (issue 28): what waits for the studio across every project. Plain
 * functions taking `db`, read-only. Where a dashboard badge already counts something, its count
 * comes from the very query the badge uses (awaitingPins for the Documents tab, the 'new'
 * inquiries for the Inquiries tab, countFailedSince for the Setup panel's e-mail check), so a badge
 * and its Today section always agree.
 */
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { projectDisplayName } from "../../src/shared/project";
import {
  SIGNATURE_STALLED_DAYS,
  TODAY_MEETING_DAYS,
  TODAY_RECENT_DAYS,
  TODAY_SECTION_LIMIT,
  type Today,
  type TodaySignature,
} from "../../src/shared/today";
import {
  documents,
  emailOutbox,
  meetings,
  orders,
  projects,
  proposalEvents,
  signatureRequests,
  signatureSigners,
} from "../db/schema";
import { listInquiries } from "../inquiries/queries-admin";
import { countFailedSince } from "../notify/queries-outbox";
import {
  awaitingPhotoPinsQuery,
  awaitingPinsQuery,
  latestAwaitingPhotoPinsQuery,
  latestAwaitingPinsQuery,
  withProjectName,
} from "../pins/queries";
import type { Db } from "../types";

const DAY_MS = 24 * 60 * 60 * 1000;
const LIMIT = TODAY_SECTION_LIMIT;
const EXCERPT_MAX = 140;

const projectName = (row: { projectTitle: string; clientProjectName: string }) =>
  projectDisplayName({ title: row.projectTitle, clientProjectName: row.clientProjectName });

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > EXCERPT_MAX ? `${flat.slice(0, EXCERPT_MAX - 1).trimEnd()}…` : flat;
}

/**
 * Pins awaiting the studio, one item per pin; the count is the Documents badge's own plus the
 * Selections badge's (pins on selection pieces' photos, issue 29 item 2), listed together, newest
 * first. The four reads are one D1 batch (one round trip), built by the badges' own queries.
 */
export async function todayPins(db: Db): Promise<Today["sections"]["pins"]> {
  const [perDocument, perPiece, documentRows, photoRows] = await db.batch([
    awaitingPinsQuery(db),
    awaitingPhotoPinsQuery(db),
    latestAwaitingPinsQuery(db, LIMIT),
    latestAwaitingPhotoPinsQuery(db, LIMIT),
  ]);
  const total = [...perDocument, ...perPiece].reduce((sum, d) => sum + d.awaiting, 0);
  if (total === 0) return { count: 0, items: [] };
  const items = [...documentRows, ...photoRows].map((row) => {
    const { text, ...r } = withProjectName(row);
    return { ...r, excerpt: excerpt(text) };
  });
  items.sort((a, b) => b.at.localeCompare(a.at) || b.pinId - a.pinId);
  return { count: total, items: items.slice(0, LIMIT) };
}

/** Inquiries still 'new', as the Inquiries badge counts them. */
export async function todayInquiries(db: Db): Promise<Today["sections"]["inquiries"]> {
  const list = await listInquiries(db, "new");
  return {
    count: list.length,
    items: list.slice(0, LIMIT).map((i) => ({
      inquiryId: i.id,
      name: `${i.firstName} ${i.lastName}`.trim(),
      projectType: i.projectType,
      at: i.createdAt,
    })),
  };
}

/**
 * Open signature requests, split by their last activity: the newest of the request's own
 * creation and reminder and of its proposal events (views, codes, signatures, reminders). Quiet
 * for SIGNATURE_STALLED_DAYS days or more: stalled.
 */
export async function todaySignatures(
  db: Db,
  at: number,
): Promise<Pick<Today["sections"], "signaturesWaiting" | "signaturesStalled">> {
  const lastEvent = sql<
    string | null
  >`(SELECT MAX(${proposalEvents.createdAt}) FROM ${proposalEvents} WHERE ${proposalEvents.requestId} = ${signatureRequests.id})`;
  const rows = await db
    .select({
      requestId: signatureRequests.id,
      projectId: signatureRequests.projectId,
      documentId: signatureRequests.documentId,
      documentTitle: signatureRequests.documentTitle,
      createdAt: signatureRequests.createdAt,
      remindedAt: signatureRequests.remindedAt,
      lastEvent,
      projectTitle: projects.title,
      clientProjectName: projects.clientProjectName,
    })
    .from(signatureRequests)
    .innerJoin(projects, eq(projects.id, signatureRequests.projectId))
    .where(eq(signatureRequests.status, "open"))
    .all();
  const signers =
    rows.length === 0
      ? []
      : await db
          .select({
            requestId: signatureSigners.requestId,
            total: count(),
            signed: sql<number>`COUNT(${signatureSigners.signedAt})`,
          })
          .from(signatureSigners)
          .where(
            inArray(
              signatureSigners.requestId,
              rows.map((r) => r.requestId),
            ),
          )
          .groupBy(signatureSigners.requestId)
          .all();
  const stalledBefore = new Date(at - SIGNATURE_STALLED_DAYS * DAY_MS).toISOString();
  const waiting: TodaySignature[] = [];
  const stalled: TodaySignature[] = [];
  for (const r of rows) {
    const s = signers.find((x) => x.requestId === r.requestId);
    const last = [r.createdAt, r.remindedAt, r.lastEvent]
      .filter((v): v is string => typeof v === "string")
      .reduce((a, b) => (a > b ? a : b));
    const item: TodaySignature = {
      projectId: r.projectId,
      projectName: projectName(r),
      requestId: r.requestId,
      documentId: r.documentId,
      documentTitle: r.documentTitle,
      signed: s?.signed ?? 0,
      signers: s?.total ?? 0,
      at: last,
    };
    (last < stalledBefore ? stalled : waiting).push(item);
  }
  const newestFirst = (a: TodaySignature, b: TodaySignature) =>
    a.at === b.at ? b.requestId - a.requestId : a.at < b.at ? 1 : -1;
  waiting.sort(newestFirst);
  stalled.sort(newestFirst);
  return {
    signaturesWaiting: { count: waiting.length, items: waiting.slice(0, LIMIT) },
    signaturesStalled: { count: stalled.length, items: stalled.slice(0, LIMIT) },
  };
}

/** Deposits paid in the last TODAY_RECENT_DAYS days (news; nothing to mark them handled). */
export async function todayDeposits(db: Db, at: number): Promise<Today["sections"]["deposits"]> {
  const since = new Date(at - TODAY_RECENT_DAYS * DAY_MS).toISOString();
  const where = gte(signatureRequests.depositPaidAt, since);
  const [rows, total] = await Promise.all([
    db
      .select({
        requestId: signatureRequests.id,
        projectId: signatureRequests.projectId,
        documentTitle: signatureRequests.documentTitle,
        amountCents: signatureRequests.depositCents,
        currency: signatureRequests.currency,
        at: signatureRequests.depositPaidAt,
        projectTitle: projects.title,
        clientProjectName: projects.clientProjectName,
      })
      .from(signatureRequests)
      .innerJoin(projects, eq(projects.id, signatureRequests.projectId))
      .where(where)
      .orderBy(desc(signatureRequests.depositPaidAt), desc(signatureRequests.id))
      .limit(LIMIT)
      .all(),
    db.select({ n: count() }).from(signatureRequests).where(where).all(),
  ]);
  return {
    count: total[0]?.n ?? 0,
    items: rows.map((r) => ({
      projectId: r.projectId,
      projectName: projectName(r),
      requestId: r.requestId,
      documentTitle: r.documentTitle,
      amountCents: r.amountCents ?? 0,
      currency: r.currency,
      at: r.at ?? "",
    })),
  };
}

/** Shop orders paid and not yet fulfilled (fulfilling or refunding one clears it). */
export async function todayOrders(db: Db): Promise<Today["sections"]["orders"]> {
  const where = eq(orders.status, "paid");
  const [rows, total] = await Promise.all([
    db
      .select({
        orderId: orders.id,
        reference: orders.publicRef,
        email: orders.email,
        totalCents: orders.totalCents,
        currency: orders.currency,
        paidAt: orders.paidAt,
        createdAt: orders.createdAt,
        // Written out with its table names: in a one-table select Drizzle leaves columns unqualified,
        // and `"id"` inside this subquery was order_items' own id (every order counted the pieces of
        // the items whose id equals their order's id).
        itemCount: sql<number>`(SELECT COALESCE(SUM("oi"."quantity"), 0) FROM "order_items" AS "oi" WHERE "oi"."order_id" = "orders"."id")`,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(sql`COALESCE(${orders.paidAt}, ${orders.createdAt})`), desc(orders.id))
      .limit(LIMIT)
      .all(),
    db.select({ n: count() }).from(orders).where(where).all(),
  ]);
  return {
    count: total[0]?.n ?? 0,
    items: rows.map(({ paidAt, createdAt, ...r }) => ({ ...r, at: paidAt ?? createdAt })),
  };
}

/** Documents clients uploaded from the portal in the last TODAY_RECENT_DAYS days. */
export async function todayUploads(db: Db, at: number): Promise<Today["sections"]["uploads"]> {
  const since = new Date(at - TODAY_RECENT_DAYS * DAY_MS).toISOString();
  const where = and(eq(documents.source, "client"), gte(documents.createdAt, since));
  const [rows, total] = await Promise.all([
    db
      .select({
        documentId: documents.id,
        documentTitle: documents.title,
        fileName: documents.fileName,
        at: documents.createdAt,
        projectId: projects.id,
        projectTitle: projects.title,
        clientProjectName: projects.clientProjectName,
      })
      .from(documents)
      .innerJoin(projects, eq(projects.id, documents.projectId))
      .where(where)
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(LIMIT)
      .all(),
    db.select({ n: count() }).from(documents).where(where).all(),
  ]);
  return {
    count: total[0]?.n ?? 0,
    items: rows.map(({ projectTitle, clientProjectName, ...r }) => ({
      ...r,
      projectName: projectName({ projectTitle, clientProjectName }),
    })),
  };
}

/** Meetings from now to TODAY_MEETING_DAYS days ahead, soonest first (a week reads in order). */
export async function todayMeetings(db: Db, at: number): Promise<Today["sections"]["meetings"]> {
  const from = new Date(at).toISOString();
  const to = new Date(at + TODAY_MEETING_DAYS * DAY_MS).toISOString();
  const where = and(gte(meetings.scheduledFor, from), lt(meetings.scheduledFor, to));
  const [rows, total] = await Promise.all([
    db
      .select({
        meetingId: meetings.id,
        title: meetings.title,
        at: meetings.scheduledFor,
        projectId: projects.id,
        projectTitle: projects.title,
        clientProjectName: projects.clientProjectName,
      })
      .from(meetings)
      .innerJoin(projects, eq(projects.id, meetings.projectId))
      .where(where)
      .orderBy(asc(meetings.scheduledFor), asc(meetings.id))
      .limit(LIMIT)
      .all(),
    db.select({ n: count() }).from(meetings).where(where).all(),
  ]);
  return {
    count: total[0]?.n ?? 0,
    items: rows.map(({ projectTitle, clientProjectName, ...r }) => ({
      ...r,
      projectName: projectName({ projectTitle, clientProjectName }),
    })),
  };
}

/**
 * E-mails marked failed (refused by the sending binding, or given up on after the queue's last
 * attempt) in the last TODAY_RECENT_DAYS days: the window the Setup panel's e-mail check counts.
 */
export async function todayFailedEmails(db: Db, at: number): Promise<Today["sections"]["failedEmails"]> {
  const since = new Date(at - TODAY_RECENT_DAYS * DAY_MS).toISOString();
  const [rows, total] = await Promise.all([
    db
      .select({
        outboxId: emailOutbox.id,
        kind: emailOutbox.kind,
        to: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        at: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "failed"), gte(emailOutbox.createdAt, since)))
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(LIMIT)
      .all(),
    countFailedSince(db, since),
  ]);
  return { count: total, items: rows };
}

/** Every section, read at one instant `at` (ms). */
export async function loadToday(db: Db, at = Date.now()): Promise<Today> {
  const [pins, inquiries, signatures, deposits, shopOrders, uploads, week, failedEmails] = await Promise.all([
    todayPins(db),
    todayInquiries(db),
    todaySignatures(db, at),
    todayDeposits(db, at),
    todayOrders(db),
    todayUploads(db, at),
    todayMeetings(db, at),
    todayFailedEmails(db, at),
  ]);
  return {
    generatedAt: new Date(at).toISOString(),
    sections: {
      pins,
      inquiries,
      ...signatures,
      deposits,
      orders: shopOrders,
      uploads,
      meetings: week,
      failedEmails,
    },
  };
}
