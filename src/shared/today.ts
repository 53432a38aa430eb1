/**
 * The admin's Today view (issue 28): GET /api/admin/today, what waits for the studio across every
 * project, in sections. Each section has the full `count` and at most TODAY_SECTION_LIMIT items,
 * newest first (meetings: soonest first), each with the ids a link into the dashboard needs.
 * The worker side is worker/today/; the view is src/features/admin/today/.
 */
import { z } from "zod";

/** Items listed per section (the count is always the full number). */
export const TODAY_SECTION_LIMIT = 20;

/**
 * A signature request with no activity (no view, signature, reminder or other proposal event)
 * for this many days is listed as stalled rather than waiting: time to send a reminder.
 */
export const SIGNATURE_STALLED_DAYS = 3;

/** Client uploads and paid deposits are news for this many days. */
export const TODAY_RECENT_DAYS = 7;

/** Meetings from now to this many days ahead. */
export const TODAY_MEETING_DAYS = 7;

const id = z.number().int().positive();
const instant = z.string();

const project = { projectId: id, projectName: z.string() };

export const todayPinSchema = z.object({
  ...project,
  pinId: id,
  /** The pin's number on its document ("#3"), or on its selection piece. */
  number: z.number().int(),
  /** The document the pin is on; absent for a pin on a selection piece's photo. */
  documentId: id.optional(),
  /** The selection piece whose photo the pin is on (issue 29 item 2). */
  itemId: id.optional(),
  /** The document's title, or the selection piece's name. */
  documentTitle: z.string(),
  authorName: z.string(),
  /** The client's newest message, shortened. */
  excerpt: z.string(),
  at: instant,
});

export const todayInquirySchema = z.object({
  inquiryId: id,
  name: z.string(),
  projectType: z.string(),
  at: instant,
});

export const todaySignatureSchema = z.object({
  ...project,
  requestId: id,
  documentId: id.nullable(),
  documentTitle: z.string(),
  signed: z.number().int(),
  signers: z.number().int(),
  /** The last activity on the request (created, viewed, signed, reminded). */
  at: instant,
});

export const todayDepositSchema = z.object({
  ...project,
  requestId: id,
  documentTitle: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  at: instant,
});

export const todayOrderSchema = z.object({
  orderId: id,
  reference: z.string().nullable(),
  email: z.string().nullable(),
  totalCents: z.number().int(),
  currency: z.string(),
  itemCount: z.number().int(),
  at: instant,
});

export const todayUploadSchema = z.object({
  ...project,
  documentId: id,
  documentTitle: z.string(),
  fileName: z.string(),
  at: instant,
});

export const todayMeetingSchema = z.object({
  ...project,
  meetingId: id,
  title: z.string(),
  /** ISO-8601 UTC instant. */
  at: instant,
});

export const todayEmailSchema = z.object({
  outboxId: id,
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  at: instant,
});

function section<T extends z.ZodType>(item: T) {
  return z.object({ count: z.number().int().nonnegative(), items: z.array(item) });
}

export const todaySchema = z.object({
  generatedAt: instant,
  sections: z.object({
    /**
     * Open pins whose newest message is the client's: on documents (the Documents badge counts
     * the same) and on selection pieces' photos.
     */
    pins: section(todayPinSchema),
    /** Inquiries still 'new' (the Inquiries badge counts the same). */
    inquiries: section(todayInquirySchema),
    /** Open signature requests with activity in the last SIGNATURE_STALLED_DAYS days. */
    signaturesWaiting: section(todaySignatureSchema),
    /** Open signature requests quiet for SIGNATURE_STALLED_DAYS days or more. */
    signaturesStalled: section(todaySignatureSchema),
    /** Deposits paid in the last TODAY_RECENT_DAYS days. */
    deposits: section(todayDepositSchema),
    /** Shop orders paid and not yet fulfilled. */
    orders: section(todayOrderSchema),
    /** Documents clients uploaded in the last TODAY_RECENT_DAYS days. */
    uploads: section(todayUploadSchema),
    /** Meetings from now to TODAY_MEETING_DAYS days ahead, soonest first. */
    meetings: section(todayMeetingSchema),
    /** E-mails that failed (refused, or given up on) in the last TODAY_RECENT_DAYS days. */
    failedEmails: section(todayEmailSchema),
  }),
});

export type Today = z.infer<typeof todaySchema>;
export type TodaySectionKey = keyof Today["sections"];
export type TodaySignature = z.infer<typeof todaySignatureSchema>;
