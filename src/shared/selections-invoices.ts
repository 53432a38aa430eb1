/**
 * Selections invoices (issue 29 item 3, "paid in one step"): the studio asks the client to pay for
 * approved pieces; the client pays in the portal through Stripe Checkout. Shared by the Worker
 * (worker/selections/*invoice*) and the SPA (the admin's Selections and Orders tabs, the portal's
 * Selections tab). The request schema is in selections-invoices-schemas.ts (the portal loads no
 * zod, issue 29).
 *
 * Money is integer cents. An invoice's lines are snapshots taken when it is issued. Rounding
 * (invoiceTotals below, and the one SQL statement that writes the stored totals): the deposit share
 * and the tax are each rounded half up to the cent, once per invoice (never per line):
 *   share = round_half_up(subtotal × percent / 100)
 *   tax   = round_half_up(share × rate / 100)      (the tax is on what this invoice charges)
 *   total = share + tax
 * Neither shape carries the studio's cost: an invoice never reads it.
 */
import { valuesOf } from "./labels";

export const SELECTION_INVOICE_STATUS_LABELS = { open: "Awaiting payment", paid: "Paid", void: "Void" };
export const SELECTION_INVOICE_STATUSES = valuesOf(SELECTION_INVOICE_STATUS_LABELS);
export type SelectionInvoiceStatus = (typeof SELECTION_INVOICE_STATUSES)[number];

export const INVOICE_MESSAGES = {
  itemIds: "Please choose the approved pieces to invoice.",
  depositPercent: "Please enter a deposit between 1 and 100 percent (a whole number).",
  applyTax: "Please say whether to add sales tax (true or false).",
  noTaxRate: "No sales tax rate is set up (SELECTIONS_TAX_RATE), so tax cannot be added.",
  badTaxRate: "The sales tax rate set up in SELECTIONS_TAX_RATE is not a percentage like 7.75.",
  nothingToInvoice: "There is no approved piece waiting to be invoiced.",
  notApproved: "Only approved pieces can be invoiced.",
  alreadyInvoiced: "One of these pieces is already on an invoice.",
  pieceNotFound: "Piece not found.",
  zeroTotal: "These pieces come to $0: there is nothing to ask the client to pay.",
  mixedCurrencies: "Pieces priced in different currencies need separate invoices.",
  changedMeanwhile: "These pieces changed while the invoice was being made. Please look at them again.",
  invoiceNotFound: "Invoice not found.",
  alreadyPaid: "This invoice is already paid.",
  voided: "This invoice was withdrawn by the studio.",
  paidCannotVoid: "A paid invoice cannot be voided.",
  alreadyVoid: "This invoice is already void.",
  paymentsOff: "Online payment is not available right now. Please contact the studio.",
  paymentFailed: "The payment page could not be opened. Please try again in a moment.",
} as const;

export const INVOICE_LIMITS = { items: 200 } as const;

/**
 * SELECTIONS_TAX_RATE ("7.75", percent, up to three decimals, at most 100) in thousandths of a
 * percent (7750). Empty or absent: null (no tax offered). Anything else: "invalid" (tax refused
 * with INVOICE_MESSAGES.badTaxRate rather than a guess).
 */
export function parseTaxRate(raw: string | undefined | null): number | null | "invalid" {
  const text = (raw ?? "").trim().replace(/%$/, "").trim();
  if (text === "") return null;
  const m = /^(\d{1,3})(?:\.(\d{1,3}))?$/.exec(text);
  if (!m) return "invalid";
  const milli = Number(m[1]) * 1000 + Number((m[2] ?? "").padEnd(3, "0"));
  if (milli <= 0 || milli > 100_000) return "invalid";
  return milli;
}

/** 7750 → "7.75". */
export function taxRateLabel(milli: number): string {
  const whole = Math.floor(milli / 1000);
  const frac = String(milli % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return frac ? `${whole}.${frac}` : String(whole);
}

/** Integer division rounding half up, for non-negative integers (cents). */
function divHalfUp(numerator: number, denominator: number): number {
  return Math.floor((numerator + Math.floor(denominator / 2)) / denominator);
}

export type InvoiceTotals = {
  subtotalCents: number;
  amountCents: number;
  taxCents: number;
  totalCents: number;
};

/**
 * The rule the Worker's SQL applies (see the header): for previews in the admin's form. The
 * stored totals are the SQL's; tests/worker/selections-invoices.test.ts checks both agree.
 */
export function invoiceTotals(
  lineTotals: readonly number[],
  depositPercent: number | null,
  taxRateMilli: number | null,
): InvoiceTotals {
  const subtotalCents = lineTotals.reduce((a, b) => a + b, 0);
  const amountCents = divHalfUp(subtotalCents * (depositPercent ?? 100), 100);
  const taxCents = divHalfUp(amountCents * (taxRateMilli ?? 0), 100_000);
  return { subtotalCents, amountCents, taxCents, totalCents: amountCents + taxCents };
}

export type InvoiceLineView = {
  itemId: number | null;
  roomName: string;
  name: string;
  optionName: string | null;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
};

/** The client's invoice (field by field: no studio cost, no payment internals). */
export type ClientInvoice = {
  id: number;
  number: string;
  status: SelectionInvoiceStatus;
  currency: string;
  depositPercent: number | null;
  /** "7.75" or null (no tax). */
  taxRate: string | null;
  subtotalCents: number;
  amountCents: number;
  taxCents: number;
  totalCents: number;
  createdAt: string;
  paidAt: string | null;
  lines: InvoiceLineView[];
};

export type AdminInvoice = ClientInvoice & {
  projectId: number;
  projectName: string;
  voidedAt: string | null;
  paymentRef: string | null;
  payerEmail: string | null;
};

/** GET /api/projects/:id/selection-invoices. */
export type ProjectInvoices = {
  invoices: AdminInvoice[];
  /** The configured sales tax rate ("7.75"), or null when none (or not a valid rate). */
  taxRate: string | null;
};

/** An invoice's number as people read it: INV-0007. */
export const invoiceNumber = (id: number) => `INV-${String(id).padStart(4, "0")}`;
