/**
 * Selections (issue 29): the furniture, lighting, fabrics and finishes of each room, proposed to
 * the client, approved or sent back, bought and delivered. Shared by the Worker
 * (worker/selections/) and the SPA (the admin's Selections tab, the portal's Selections tab):
 * the statuses, the messages, the shapes of both answers, the approval rule and the totals. The
 * input schemas are in selections-schemas.ts: the portal reads this module and loads no zod (issue 29).
 *
 * Money is whole cents (integers), like the shop. The studio's own cost (`costCents`) exists only
 * in the admin shapes: the client's shapes have no such field, and the portal's answer is built
 * field by field from them (tests/worker/selections.test.ts checks the raw JSON).
 */
import { valuesOf } from "./labels";

export const SELECTION_STATUS_LABELS = {
  draft: "Draft",
  proposed: "Awaiting approval",
  approved: "Approved",
  declined: "Declined",
  changes_requested: "Changes asked",
  ordered: "Ordered",
  shipped: "Shipped",
  delivered: "Delivered",
  installed: "Installed",
};
export const SELECTION_STATUSES = valuesOf(SELECTION_STATUS_LABELS);
export type SelectionStatus = (typeof SELECTION_STATUSES)[number];

/** After approval: what the studio records as the piece is bought and arrives. */
export const FULFILMENT_STATUSES = ["ordered", "shipped", "delivered", "installed"] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/** Statuses in which the client's approval stands (the piece counts as approved). */
export const APPROVED_STATUSES: readonly SelectionStatus[] = [
  "approved",
  "ordered",
  "shipped",
  "delivered",
  "installed",
];
export const isApprovedStatus = (s: SelectionStatus) => APPROVED_STATUSES.includes(s);

/** Statuses in which a client may (still) decide. */
export const DECIDABLE_STATUSES: readonly SelectionStatus[] = ["proposed", "declined", "changes_requested"];

export const DECISION_LABELS = {
  approved: "Approved",
  declined: "Declined",
  changes_requested: "Asked for changes",
};
export const SELECTION_DECISIONS = valuesOf(DECISION_LABELS);
export type SelectionDecisionKind = (typeof SELECTION_DECISIONS)[number];

/**
 * The project's approval rule: one client's approval is enough ("any"), or every client assigned
 * to the project must approve ("all"). Under "all" with no assigned client (a project reached only
 * through its private link), one approval is enough: there is nobody else to wait for.
 */
export const APPROVAL_RULES = ["any", "all"] as const;
export type ApprovalRule = (typeof APPROVAL_RULES)[number];

/**
 * Whether an approval made on the private link counts. Under "all" with assigned clients it would
 * stand for no one (the rule counts each assigned client's own approval, and the link is not one
 * of them), so the link may not approve there: the Worker refuses it (403,
 * SELECTION_MESSAGES.linkCannotApprove) and the link's tab shows that message with a way to sign
 * in instead of Approve. Declining and asking for changes on the link still count under every rule
 * (either sends the piece back to the studio). Under "any", or "all" on a project without assigned
 * clients, the link approves as before (docs/decisions/0014-selections.md).
 */
export function linkMayApprove(rule: ApprovalRule, assignedClients: number): boolean {
  return rule === "any" || assignedClients === 0;
}

export const SELECTION_SOURCES = ["manual", "product", "link"] as const;
export type SelectionSource = (typeof SELECTION_SOURCES)[number];

export const SELECTION_MESSAGES = {
  roomName: "Please name the room.",
  itemName: "Please name the piece.",
  price: "Please enter a price of $0 or more.",
  quantity: "Please enter a quantity between 1 and 999.",
  budget: "Please enter a budget of $0 or more.",
  url: "Please enter a web address starting with http:// or https://.",
  photo: "Each photo must be a web address starting with http(s):// or /media/.",
  tooManyPhotos: "Please keep to 12 photos per piece.",
  date: "Please enter a date as YYYY-MM-DD.",
  roomNotFound: "Room not found.",
  itemNotFound: "Piece not found.",
  optionNotFound: "Option not found.",
  productNotFound: "Product not found.",
  chooseOption: "Please choose one of the options before approving.",
  unknownOption: "That option is not one of this piece's options.",
  commentNeeded: "Please say what you would like changed.",
  notDecidable: "This piece is not waiting for a decision.",
  alreadyApproved: "This piece is already approved.",
  lockedAfterOrder: "This piece is already ordered: its price, quantity and options can no longer change.",
  statusOrder: "That status does not follow from the piece's current one.",
  withdrawApproved: "An approved piece cannot go back to draft; change it to ask again.",
  reorderMismatch: "The order must list every piece of the room exactly once.",
  reorderRoomsMismatch: "The order must list every room of the project exactly once.",
  sameRoom: "The piece is already in that room.",
  roomOfOtherProject: "That room belongs to another project.",
  nothingToPropose: "There is nothing in this room to propose.",
  tooManyOptions: "Please keep to 6 options per piece.",
  linkCannotApprove: "Each client approves with their own account on this project. Sign in to approve.",
} as const;

export const SELECTION_LIMITS = {
  name: 200,
  text: 500,
  notes: 5000,
  comment: 2000,
  url: 2000,
  photos: 12,
  options: 6,
  cents: 100_000_000_00,
  quantity: 999,
} as const;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** What changed when the studio changed a piece the client had seen (price, quantity, options). */
export type SelectionChange = { field: string; label: string; from: string; to: string };

export type SelectionDecisionView = {
  id: number;
  round: number;
  decision: SelectionDecisionKind;
  optionId: number | null;
  optionLabel: string | null;
  comment: string | null;
  authorName: string;
  createdAt: string;
  /** Decided in the current round (earlier rounds are history). */
  current: boolean;
};

/** An option as the client sees it. */
export type ClientSelectionOption = {
  id: number;
  label: string;
  name: string;
  unitPriceCents: number;
  finish: string | null;
  photoUrl: string | null;
};

export type AdminSelectionOption = ClientSelectionOption & {
  /** Null when the option has no price of its own (the piece's price applies). */
  ownPriceCents: number | null;
  costCents: number | null;
};

type ItemBase = {
  id: number;
  roomId: number;
  name: string;
  vendor: string | null;
  url: string | null;
  sku: string | null;
  dimensions: string | null;
  finish: string | null;
  quantity: number;
  unitPriceCents: number;
  currency: string;
  leadTime: string | null;
  notes: string | null;
  photos: string[];
  status: SelectionStatus;
  chosenOptionId: number | null;
  round: number;
  proposedAt: string | null;
  approvedAt: string | null;
  declinedAt: string | null;
  changesRequestedAt: string | null;
  orderedAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  installedAt: string | null;
  /** What changed since the client last saw it (set when a change reopened it). */
  lastChange: SelectionChange[] | null;
  decisions: SelectionDecisionView[];
  /** Under the "all" rule: the clients whose approval is still awaited in this round. */
  awaiting: string[];
};

export type ClientSelectionItem = ItemBase & { options: ClientSelectionOption[] };
export type AdminSelectionItem = ItemBase & {
  options: AdminSelectionOption[];
  costCents: number | null;
  source: SelectionSource;
  productId: number | null;
  sortOrder: number;
};

export type SelectionTotals = {
  approvedCents: number;
  pendingCents: number;
  declinedCents: number;
  budgetCents: number | null;
};

type RoomBase = { id: number; name: string; budgetCents: number | null; totals: SelectionTotals };
export type ClientSelectionRoom = RoomBase & { items: ClientSelectionItem[] };
export type AdminSelectionRoom = RoomBase & { items: AdminSelectionItem[]; sortOrder: number };

export type ClientSelectionsView = {
  projectId: number;
  approvalRule: ApprovalRule;
  /** Whether an approval on the private link counts (linkMayApprove); the link's Approve hides if not. */
  linkApproves: boolean;
  rooms: ClientSelectionRoom[];
  totals: SelectionTotals;
};

export type AdminSelectionsView = {
  projectId: number;
  approvalRule: ApprovalRule;
  /** The clients whose approval counts under the "all" rule. */
  clients: { userId: number; name: string }[];
  rooms: AdminSelectionRoom[];
  totals: SelectionTotals & { costCents: number };
};

/** What the link import read from a product page (every field may be missing). */
export type ProductLinkDetails = {
  url: string;
  name: string | null;
  imageUrl: string | null;
  priceCents: number | null;
  currency: string | null;
  brand: string | null;
};

// ---------------------------------------------------------------------------------------------
// Rules shared by both sides
// ---------------------------------------------------------------------------------------------

/** The price a piece counts at: the chosen option's, else the piece's own. */
export function effectiveUnitPrice(item: {
  unitPriceCents: number;
  chosenOptionId: number | null;
  options: readonly { id: number; unitPriceCents: number }[];
}): number {
  const chosen = item.options.find((o) => o.id === item.chosenOptionId);
  return chosen ? chosen.unitPriceCents : item.unitPriceCents;
}

/**
 * Running totals: approved (approved and beyond), pending (awaiting the client, changes asked
 * included: the studio still means to place it) and declined. Drafts are not counted: the client
 * has not seen them.
 */
export function selectionTotals(
  items: readonly {
    status: SelectionStatus;
    quantity: number;
    unitPriceCents: number;
    chosenOptionId: number | null;
    options: readonly { id: number; unitPriceCents: number }[];
  }[],
  budgetCents: number | null,
): SelectionTotals {
  const totals: SelectionTotals = { approvedCents: 0, pendingCents: 0, declinedCents: 0, budgetCents };
  for (const item of items) {
    const amount = effectiveUnitPrice(item) * item.quantity;
    if (isApprovedStatus(item.status)) totals.approvedCents += amount;
    else if (item.status === "proposed" || item.status === "changes_requested") totals.pendingCents += amount;
    else if (item.status === "declined") totals.declinedCents += amount;
  }
  return totals;
}

export function sumTotals(list: readonly SelectionTotals[]): SelectionTotals {
  let budget: number | null = null;
  const out: SelectionTotals = { approvedCents: 0, pendingCents: 0, declinedCents: 0, budgetCents: null };
  for (const t of list) {
    out.approvedCents += t.approvedCents;
    out.pendingCents += t.pendingCents;
    out.declinedCents += t.declinedCents;
    if (t.budgetCents !== null) budget = (budget ?? 0) + t.budgetCents;
  }
  out.budgetCents = budget;
  return out;
}

/** Option labels in order: A, B, C ... */
export function optionLabel(index: number): string {
  return String.fromCharCode(65 + (index % 26));
}

// Made once: `toLocaleString` with options makes a formatter on every call, which added up to
// tens of milliseconds on a slowed phone for a schedule of 300 pieces (issue 29). Made on first
// use, not while the module is evaluated: a page's first `Intl` formatter starts ICU (113-163 ms
// at 4x CPU, docs/perf.md), which made the portal's module evaluation its longest load task; in a
// render, React's slicing gives it a task of its own.
let whole: Intl.NumberFormat | undefined;
let withCents: Intl.NumberFormat | undefined;

/** Cents as the client reads them: "$1,234" or "$1,234.50". */
export function formatCents(cents: number, currency = "usd"): string {
  let formatter: Intl.NumberFormat;
  if (cents % 100 === 0) {
    whole ??= new Intl.NumberFormat("en-US", { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    formatter = whole;
  } else {
    withCents ??= new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatter = withCents;
  }
  const amount = formatter.format(cents / 100);
  return currency.toLowerCase() === "usd" ? `$${amount}` : `${amount} ${currency.toUpperCase()}`;
}
