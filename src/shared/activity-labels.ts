/**
 * Words for every kind of e-mail the Worker keeps in its outbox and every action it writes to the
 * audit trail (issue 28), with where in the admin the thing it names is handled, so no list shows a
 * raw key ("pin-digest", "proposal.code_sent"). One module for both, shared by the Worker (an
 * e-mail's kind is typed as EmailKind, so it cannot write one without words) and the SPA.
 * tests/worker/activity-labels.test.ts reads the Worker's sources and fails on a kind or an action
 * this module does not know.
 *
 * A link names the place that handles the thing, as precisely as the record allows: a project's
 * Project Manager page, a project's Documents tab on the document, the pin or the proposal, a tab.
 * An outbox message records only its kind (no project or order), so its link is the tab where that
 * kind of thing is handled; a deleted thing has no link.
 */
import type { AdminSearch } from "./app-links";

/** Where a label points in the admin: the dashboard with its search, the Project Manager, Brand Assets. */
export type AdminLink =
  | { to: "/admin"; search: AdminSearch }
  | { to: "/admin/projects"; search: { id: number } }
  | { to: "/upload" };

const tab = (t: AdminSearch["tab"], rest: Omit<AdminSearch, "tab"> = {}): AdminLink => ({
  to: "/admin",
  search: { tab: t, ...rest },
});

/** Every kind of e-mail the Worker writes (email_outbox.kind): its name in the outbox, and where it is handled. */
export const EMAIL_KINDS = {
  inquiry: { label: "Inquiry", link: tab("inquiries") },
  invitation: { label: "Invitation", link: tab("clients") },
  "project-added": { label: "Project added", link: tab("clients") },
  order: { label: "Order", link: tab("orders") },
  "client-upload": { label: "Client upload", link: tab("documents") },
  studio: { label: "Studio notice", link: null },
  "pin-digest": { label: "New pin messages", link: tab("documents") },
  "pin-reply": { label: "Reply on a pin", link: tab("documents") },
  "proposal-request": { label: "Proposal to sign", link: tab("documents") },
  "proposal-reminder": { label: "Proposal reminder", link: tab("documents") },
  "proposal-code": { label: "Signing code", link: tab("documents") },
  "proposal-locked": { label: "Signer locked out", link: tab("documents") },
  "proposal-voided": { label: "Proposal withdrawn", link: tab("documents") },
  "proposal-signed": { label: "Proposal signed", link: tab("documents") },
  "proposal-deposit": { label: "Proposal deposit", link: tab("documents") },
  "selection-digest": { label: "Client decisions on selections", link: tab("selections") },
} as const satisfies Record<string, { label: string; link: AdminLink | null }>;

export type EmailKind = keyof typeof EMAIL_KINDS;

export function isEmailKind(kind: string): kind is EmailKind {
  return Object.hasOwn(EMAIL_KINDS, kind);
}

/** An outbox kind in words; an unknown one (an old row) as a sentence-cased phrase, never the raw key. */
export function emailKindLabel(kind: string): string {
  return isEmailKind(kind) ? EMAIL_KINDS[kind].label : humanise(kind);
}

export function emailKindLink(kind: string): AdminLink | null {
  return isEmailKind(kind) ? EMAIL_KINDS[kind].link : null;
}

/** Every action the Worker writes to audit_log.action, in words ("Published a project"). */
export const AUDIT_ACTIONS = {
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
  // The signed copy could not be stamped onto the PDF: a signing certificate was made instead
  // (with the original attached, or alone); the reason is in the details.
  "proposal.signed_copy_fallback": "Made a proposal's signed copy as a certificate",
  "pin.create": "Placed a pin on a document",
  "pin.reply": "Replied on a pin",
  "pin.resolve": "Resolved a pin",
  "pin.reopen": "Reopened a pin",
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
  // order.${status} (worker/shop/queries-orders.ts transitionOrder): the statuses an admin moves an order to.
  "order.fulfilled": "Marked an order fulfilled",
  "order.refunded": "Marked an order refunded",
  "order.cancelled": "Cancelled an order",
  "brand_asset.replace": "Replaced a brand image",
  "brand_asset.remove": "Removed a brand image",
  "brand_asset.principal": "Edited a principal on the About page",
  "privacy.export": "Exported someone's personal data",
  "privacy.delete": "Deleted someone's personal data",
  // Selections (issue 29): the entry names the project; the room or piece is in the details.
  "selection.rule": "Changed who approves selections",
  "selection.room.create": "Added a selections room",
  "selection.room.update": "Edited a selections room",
  "selection.room.delete": "Deleted a selections room",
  "selection.room.reorder": "Reordered selections rooms",
  "selection.room.propose": "Proposed a room's selections",
  "selection.item.create": "Added a piece to selections",
  "selection.item.from_product": "Added a shop product to selections",
  "selection.item.from_link": "Added a piece from a product link",
  "selection.item.update": "Edited a selected piece",
  "selection.item.reopen": "Changed an approved piece (asked again)",
  "selection.item.delete": "Removed a selected piece",
  "selection.item.reorder": "Reordered a room's pieces",
  "selection.item.propose": "Proposed a piece to the client",
  "selection.item.status": "Changed a piece's status",
  "selection.item.move": "Moved a piece to another room",
  "selection.item.duplicate": "Duplicated a piece",
  "selection.item.photo_add": "Added a photo to a piece",
  "selection.pin.create": "Placed a pin on a piece's photo",
  "selection.pin.reply": "Replied on a pin on a piece's photo",
  "selection.pin.resolve": "Resolved a pin on a piece's photo",
  "selection.pin.reopen": "Reopened a pin on a piece's photo",
  "selection.option.create": "Added an option to a piece",
  "selection.option.update": "Edited a piece's option",
  "selection.option.delete": "Removed a piece's option",
  "selection.decision": "A client decided on a piece",
  "selection.export.csv": "Exported a schedule as CSV",
  "selection.export.pdf": "Exported a schedule as PDF",
  "selection.digest": "E-mailed the studio the clients' decisions",
  "selection.invoice.create": "Asked the client to pay for pieces",
  "selection.invoice.void": "Voided a selections invoice",
  "selection.invoice.paid": "A client paid a selections invoice",
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function isAuditAction(action: string): action is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, action);
}

export function auditActionLabel(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTIONS[action] : humanise(action);
}

/** What an audit entry carries that a link needs (AuditEntryView has it). */
export type AuditLinkEntry = {
  action: string;
  entityType: string;
  entityId: string | null;
  detail: Record<string, unknown> | null;
};

function positiveId(value: unknown): number | undefined {
  const n = typeof value === "string" && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * Where the thing an audit entry names is handled now, or null when it is gone (a deleted project,
 * document, inquiry or product, removed personal data) or has no page. A project or document link
 * needs the project: entries that do not record it open the tab without one.
 */
export function auditEntryLink(entry: AuditLinkEntry): AdminLink | null {
  const action = entry.action;
  const verb = action.slice(action.indexOf(".") + 1);
  const d = entry.detail ?? {};
  const id = positiveId(entry.entityId);
  const projectId = positiveId(d.projectId);
  if (action === "project.delete" || action === "document.delete") {
    return action === "document.delete" && projectId ? tab("documents", { projectId }) : null;
  }
  switch (entry.entityType) {
    case "project": {
      if (!id) return action === "project.reorder" ? tab("projects") : null;
      if (action.startsWith("client.")) return tab("clients", { projectId: id });
      if (action === "meeting.schedule") return tab("meetings", { projectId: id });
      if (action.startsWith("client_link.")) return tab("projects");
      return { to: "/admin/projects", search: { id } };
    }
    case "document": {
      if (!projectId) return tab("documents");
      const proposal = positiveId(d.requestId);
      if (action.startsWith("proposal.") && proposal) return tab("documents", { projectId, proposal });
      const pin = positiveId(d.pin);
      return tab("documents", { projectId, ...(id ? { document: id } : {}), ...(pin ? { pin } : {}) });
    }
    case "proposal":
      return projectId && id ? tab("documents", { projectId, proposal: id }) : tab("documents");
    case "meeting":
      return tab("meetings", projectId ? { projectId } : {});
    case "inquiry":
      return verb === "delete" ? null : tab("inquiries");
    case "product":
      return verb === "delete" ? null : tab("products");
    case "order":
      return tab("orders");
    case "brand_asset":
      return { to: "/upload" };
    case "selection": {
      if (!id) return tab("selections");
      // A pin on a piece's photo: the piece, with that photo's pins open on the pin.
      const item = positiveId(d.itemId);
      const pin = positiveId(d.pin);
      if (action.startsWith("selection.pin.") && item)
        return tab("selections", { projectId: id, item, ...(pin ? { pin } : {}) });
      return tab("selections", { projectId: id });
    }
    default:
      return null;
  }
}

/** An unknown key as words: "some_key.sub-kind" → "Some key sub kind" (never shown raw in capitals). */
function humanise(key: string): string {
  const words = key
    .replace(/[._-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}
