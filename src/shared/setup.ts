import { EMAIL_KINDS } from "./activity-labels";
import { valuesOf } from "./labels";
/**
 * The admin's Setup panel and GET /api/admin/health: each piece of configuration a deployment
 * needs, whether it is in place, and what to do about it. Never carries a secret's value.
 */

/**
 * ok: configured and working as far as the app can tell. missing: needed and not (or only partly)
 * configured. local: running on the embedded local part (local sign-in, the e-mail outbox, the
 * payment stand-in, files through the Worker), fine on a developer's machine. error: configured
 * but wrong (a mismatch, a check that failed). The labels: the words the panel shows with each status
 * (never colour alone).
 */
export const SETUP_STATUS_LABELS = { ok: "OK", missing: "Missing", local: "Local", error: "Needs attention" };
export const SETUP_STATUSES = valuesOf(SETUP_STATUS_LABELS);
export type SetupStatus = (typeof SETUP_STATUSES)[number];

export type SetupItem = {
  id: string;
  label: string;
  status: SetupStatus;
  /** What is configured (names, addresses, origins; never secret values). */
  detail: string;
  /** What to do, or null when nothing is needed. */
  action: string | null;
  /** A command or file to copy for the action, shown as code. */
  command?: string;
};

/** GET /api/admin/health */
export type AdminHealth = {
  checkedAt: string;
  items: SetupItem[];
};

/**
 * local: kept, e-mail not configured; failed: refused; pending: queued with the change it announces
 * and not delivered yet (the cron retries); sending: being handed over; sent: delivered (issue 25).
 */
export const OUTBOX_STATUSES = ["local", "failed", "pending", "sending", "sent"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** GET /api/admin/outbox: the newest kept messages, without their bodies. */
export type OutboxMessageSummary = {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  createdAt: string;
};

/** GET /api/admin/outbox/:id */
export type OutboxMessage = OutboxMessageSummary & {
  from: string;
  replyTo: string | null;
  text: string;
  html: string | null;
  /**
   * Why it was not sent: the binding refused it (status failed), or e-mail is not set up for a
   * message that must not be kept readable (a signing code on a deployed site).
   */
  error: string | null;
};

export type OutboxList = {
  messages: OutboxMessageSummary[];
  /** All kept messages (the list shows the newest OUTBOX_PAGE_SIZE). */
  total: number;
};

export const OUTBOX_PAGE_SIZE = 50;

/** How the outbox names a message's kind: ./activity-labels.ts, with every audit action. */
export { emailKindLabel as outboxKindLabel } from "./activity-labels";

/** The kinds of message the outbox knows (its Kind filter). */
export const OUTBOX_KINDS = Object.keys(EMAIL_KINDS);

/** Kept messages are removed by the hourly job after this many days (worker/cron.ts). */
export const OUTBOX_RETENTION_DAYS = 30;
