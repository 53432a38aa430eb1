/**
 * The audit trail (admin Activity tab): who changed what, when. The Worker writes an entry in the
 * same D1 batch as each admin change (worker/audit/queries.ts); GET /api/admin/audit lists
 * them newest first, a page at a time, optionally of one kind of thing.
 */
import { z } from "zod";
import { AUDIT_ACTIONS } from "./activity-labels";

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
  /** Selections (issue 29): the entry names the project; the detail names the room or piece. */
  { value: "selection", label: "Selections", singular: "Selection" },
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

/** How the Activity tab says what happened ("Published a project"): ./activity-labels.ts, with every e-mail kind. */
export { auditActionLabel } from "./activity-labels";

/** The actions whose label contains `q` (any case): a search for "published" finds project.publish. */
export function auditActionsMatching(q: string): string[] {
  const needle = q.toLowerCase();
  return Object.entries(AUDIT_ACTIONS)
    .filter(([, label]) => label.toLowerCase().includes(needle))
    .map(([action]) => action);
}

export function auditEntityLabel(entityType: string, form: "plural" | "singular" = "plural"): string {
  const type = AUDIT_ENTITY_TYPES.find((t) => t.value === entityType);
  if (!type) return entityType;
  return form === "plural" ? type.label : type.singular;
}
