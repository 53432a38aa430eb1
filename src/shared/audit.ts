/**
 * The audit trail (admin Activity tab): who changed what, when. The Worker writes an entry in the
 * same D1 batch as each admin change (worker/audit/queries.ts); GET /api/admin/audit lists
 * them newest first, a page at a time, optionally of one kind of thing.
 */
import { z } from "zod";

export const AUDIT_ENTITY_TYPES = [
  { value: "project", label: "Projects", singular: "Project" },
  { value: "document", label: "Documents", singular: "Document" },
  /** A signature request: what its signers did (issue 25), and the studio's unlocks. */
  { value: "proposal", label: "Proposals", singular: "Proposal" },
  { value: "meeting", label: "Meetings", singular: "Meeting" },
  { value: "inquiry", label: "Inquiries", singular: "Inquiry" },
  { value: "product", label: "Products", singular: "Product" },
  { value: "order", label: "Orders", singular: "Order" },
  { value: "brand_asset", label: "Brand images", singular: "Brand image" },
  { value: "privacy", label: "Privacy requests", singular: "Privacy request" },
] as const;

export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number]["value"];

const ENTITY_VALUES = AUDIT_ENTITY_TYPES.map((t) => t.value) as [AuditEntityType, ...AuditEntityType[]];

export const AUDIT_PAGE_SIZE = 25;

/** GET /api/admin/audit?page=&entityType= (page from 1). */
export const auditQuerySchema = z.object({
  page: z.coerce
    .number({ error: "Page must be a number." })
    .int("Page must be a whole number.")
    .min(1, "Page must be 1 or more.")
    .max(100_000, "Page is too large.")
    .optional(),
  entityType: z.enum(ENTITY_VALUES, { error: "Unknown kind of entry." }).optional(),
});

export type AuditEntryView = {
  id: number;
  action: string;
  entityType: string;
  entityId: string | null;
  actorEmail: string | null;
  detail: Record<string, unknown> | null;
  createdAt: string;
};

export type AuditPage = {
  entries: AuditEntryView[];
  page: number;
  pageSize: number;
  total: number;
};

/** How the Activity tab says what happened ("Published a project"). */
const ACTION_LABELS: Record<string, string> = {
  "project.create": "Created a project",
  "project.update": "Edited a project",
  "project.publish": "Published a project",
  "project.unpublish": "Unpublished a project",
  "project.delete": "Deleted a project",
  "project.archive": "Archived a project",
  "project.restore": "Restored an archived project",
  "project.reorder": "Reordered the portfolio",
  "image.add": "Added a project image",
  "image.update": "Edited a project image",
  "image.delete": "Removed a project image",
  "image.reorder": "Reordered project images",
  "client_link.issue": "Created a client link",
  "client_link.rotate": "Replaced a client link",
  "client_link.revoke": "Revoked a client link",
  "client.assign": "Assigned a client",
  "client.remove": "Removed a client",
  "client.invite": "Invited a client",
  "client.uninvite": "Withdrew an invitation",
  "client.invite_resend": "Sent an invitation again",
  "document.upload": "Uploaded a document",
  "document.replace": "Uploaded a new version of a document",
  "document.delete": "Deleted a document",
  "document.update": "Renamed or described a document",
  "proposal.request": "Sent a proposal for signature",
  "proposal.remind": "Reminded a proposal's signers",
  "proposal.void": "Withdrew a proposal from signature",
  "proposal.link_revoke": "Revoked a signer's proposal link",
  "proposal.signer_unlocked": "Unlocked a signer after wrong codes",
  // Signer actions (issue 25): the actor is the signed-in client, or "System" on a private link;
  // the signer's address is in the details.
  "proposal.viewed": "A signer opened a proposal",
  "proposal.code_sent": "A signer asked for a signing code",
  "proposal.code_verified": "A signer confirmed a signing code",
  "proposal.code_failed": "A signing code was used up by wrong guesses",
  "proposal.signer_locked": "A signer was locked out after wrong codes",
  "proposal.signed": "A signer signed a proposal",
  "proposal.deposit_paid": "A proposal's deposit was paid",
  "pin.create": "Pinned a comment on a document",
  "pin.reply": "Replied to a pinned comment",
  "pin.resolve": "Resolved a pinned comment",
  "pin.reopen": "Reopened a pinned comment",
  "meeting.schedule": "Scheduled a meeting",
  "meeting.update": "Changed a meeting",
  "meeting.cancel": "Cancelled a meeting",
  "inquiry.status": "Changed an inquiry's status",
  "inquiry.delete": "Deleted an inquiry",
  "inquiry.convert": "Converted an inquiry to a project",
  "product.create": "Created a product",
  "product.update": "Edited a product",
  "product.archive": "Archived a product",
  "product.delete": "Deleted a product",
  "product.cover": "Replaced a product's cover image",
  "product_image.add": "Added a product image",
  "product_image.delete": "Removed a product image",
  "order.fulfilled": "Marked an order fulfilled",
  "order.refunded": "Marked an order refunded",
  "order.cancelled": "Cancelled an order",
  "brand_asset.replace": "Replaced a brand image",
  "brand_asset.remove": "Removed a brand image",
  "privacy.export": "Exported someone's personal data",
  "privacy.delete": "Deleted someone's personal data",
};

export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

export function auditEntityLabel(entityType: string, form: "plural" | "singular" = "plural"): string {
  const type = AUDIT_ENTITY_TYPES.find((t) => t.value === entityType);
  if (!type) return entityType;
  return form === "plural" ? type.label : type.singular;
}
