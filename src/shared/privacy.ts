/**
 * Privacy requests (California clients, CCPA/CPRA "right to know" and "right to delete"): the
 * admin exports everything stored about one e-mail address as JSON, and deletes it after typing
 * the address a second time. Shop orders are kept for the studio's accounts, with the e-mail
 * removed. See SECURITY.md, "Privacy requests".
 */
import { z } from "zod";

export const PRIVACY_MESSAGES = {
  email: "Please enter a valid email address",
  confirm: "Type the same e-mail address again to confirm.",
  nothingStored: "Nothing is stored for this e-mail address.",
  admin: "This address belongs to a studio admin. Remove it from ADMIN_EMAILS (and its admin role) first.",
  exported: "Personal data exported",
  exportFailed: "Export failed",
  deleted: "Personal data deleted",
  deleteFailed: "Delete failed",
  /** Why signed proposals survive a delete (shown with the result; SECURITY.md says the same). */
  signedProposalsKept:
    "Signed proposals are kept: a signature with its evidence and the signed copy is the record of an agreement the studio may need to show later.",
  /**
   * What a privacy delete never removes (issue 25): said in the confirm dialog and returned with
   * every delete (PrivacyDeleteResult.kept), whatever the counts.
   */
  whatIsKept:
    "Kept: proposals they signed (the signature, its evidence and the signed copy), deposit payments (without their e-mail), selections invoices and their payments (without their e-mail), shop orders (without their e-mail), activity entries (with the address replaced by [deleted]), projects that list them as a contact, and files sent through a private link.",
} as const;

const email = z
  .string({ error: PRIVACY_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(254, PRIVACY_MESSAGES.email)
  .pipe(z.email({ error: PRIVACY_MESSAGES.email }));

/** GET /api/admin/privacy/export?email= */
export const privacyExportQuerySchema = z.object({ email });

/** POST /api/admin/privacy/delete { email, confirm }: confirm must repeat the address. */
export const privacyDeleteSchema = z
  .object({
    email,
    confirm: z.string({ error: PRIVACY_MESSAGES.confirm }).trim().toLowerCase().max(254),
  })
  .refine((v) => v.confirm === v.email, { path: ["confirm"], message: PRIVACY_MESSAGES.confirm });

type Row = Record<string, unknown>;

/** Everything stored about one address (GET /api/admin/privacy/export). */
export type PrivacyExport = {
  email: string;
  exportedAt: string;
  /** False when no row mentions the address at all. */
  found: boolean;
  user: Row | null;
  signInAccounts: Row[];
  sessions: { count: number };
  assignments: Row[];
  invitations: Row[];
  inquiries: Row[];
  uploads: Row[];
  feedback: Row[];
  /** Messages they wrote on pins while signed in (issue 19). */
  pinMessages: Row[];
  orders: Row[];
  /** Projects that list the address as a contact (kept while the project exists). */
  projectContacts: Row[];
  /** Audit entries whose details mention the address (what the studio did about them). */
  auditMentions: Row[];
  /** E-mails kept in the outbox to, answering to, or naming the address. */
  emails: Row[];
  /**
   * Proposals the address was asked to sign, with the signature and its evidence when signed
   * (`keptForLegalReasons`: a delete keeps those; PRIVACY_MESSAGES.signedProposalsKept).
   */
  proposals: Row[];
  /** Proposal deposits paid with the address. */
  depositPayments: Row[];
  /** Their decisions on selections (issue 29), signed in. */
  selectionDecisions: Row[];
  /**
   * Selections invoices of their projects, and any paid with the address (issue 29 item 3). A
   * delete keeps them, and their payments without the address: records of money.
   */
  selectionInvoices: Row[];
};

/** What POST /api/admin/privacy/delete removed (counts) and what it kept. */
export type PrivacyDeleteResult = {
  email: string;
  deleted: {
    user: number;
    sessions: number;
    signInAccounts: number;
    assignments: number;
    invitations: number;
    inquiries: number;
    uploads: number;
    uploadFiles: number;
    feedback: number;
    pinMessages: number;
    emails: number;
    /** Signer entries of proposals not signed (an open request they were on is voided). */
    proposalSigners: number;
  };
  anonymised: {
    orders: number;
    auditEntries: number;
    depositPayments: number;
    selectionDecisions: number;
    /** Selections invoice payments kept without the payer's e-mail. */
    invoicePayments: number;
  };
  /** Projects still listing the address as a contact: the studio edits them if appropriate. */
  projectContacts: number;
  /** Signed proposals kept with the address (PRIVACY_MESSAGES.signedProposalsKept). */
  keptForLegalReasons: { signedProposals: number };
  /** What a privacy delete keeps, in words (PRIVACY_MESSAGES.whatIsKept; issue 25). */
  kept: string;
};

/** The numbers shown after an export, per section. */
export function privacySummary(data: PrivacyExport): { label: string; count: number }[] {
  return [
    { label: "Account", count: data.user ? 1 : 0 },
    { label: "Sessions", count: data.sessions.count },
    { label: "Project assignments", count: data.assignments.length },
    { label: "Invitations", count: data.invitations.length },
    { label: "Inquiries", count: data.inquiries.length },
    { label: "Uploaded files", count: data.uploads.length },
    { label: "Feedback", count: data.feedback.length },
    { label: "Pin messages", count: data.pinMessages.length },
    { label: "Orders", count: data.orders.length },
    { label: "Project contacts", count: data.projectContacts.length },
    { label: "Activity entries", count: data.auditMentions.length },
    { label: "Kept e-mails", count: data.emails.length },
    { label: "Proposals to sign", count: data.proposals.length },
    { label: "Deposit payments", count: data.depositPayments.length },
    { label: "Selection decisions", count: data.selectionDecisions.length },
    { label: "Selection invoices", count: data.selectionInvoices.length },
  ];
}
