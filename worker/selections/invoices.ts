/**
 * Selections invoices (issue 29 item 3): the studio asks the client to pay for approved pieces.
 *
 * Issuing is one D1 batch: the invoice row is inserted only if every chosen piece is, at that
 * moment, in the project, approved and on no open or paid invoice (one statement checks all of
 * them, so two invoices made at once can never both take a piece); its lines are snapshots of the
 * pieces (name, chosen option, quantity, client unit price: a later edit of the piece never changes
 * them); its totals are computed by one UPDATE from those lines (rounding: src/shared/
 * selections-invoices.ts); and its audit entry is written only if the invoice was. A void invoice
 * frees its pieces for a new one. The studio's cost is never read here.
 */
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { projectDisplayName } from "../../src/shared/project";
import {
  type AdminInvoice,
  type ClientInvoice,
  INVOICE_MESSAGES,
  invoiceNumber,
  invoiceTotals,
  parseTaxRate,
  type SelectionInvoiceStatus,
  taxRateLabel,
} from "../../src/shared/selections-invoices";
import type { InvoiceCreateInput } from "../../src/shared/selections-invoices-schemas";
import { auditIfChangedStatement } from "../audit/queries";
import { inIdList } from "../db/id-list";
import { sortedRows } from "../db/rows";
import {
  auditLog,
  projects,
  type SelectionInvoice,
  selectionInvoiceLines,
  selectionInvoicePayments,
  selectionInvoices,
  selectionItems,
  selectionOptions,
} from "../db/schema";
import type { Deps } from "../deps";
import { ApiError, badRequest, conflict, notFound } from "../http/errors";
import type { Db } from "../types";
import { type Actor, ENTITY } from "./service";

/** A piece counts as invoiced while it is on an invoice that is not void. */
const invoicedSql = (itemColumn: SQL) =>
  sql`EXISTS (SELECT 1 FROM selection_invoice_lines l JOIN selection_invoices v ON v.id = l.invoice_id WHERE l.item_id = ${itemColumn} AND v.status <> 'void')`;

/** The configured rate for the admin's form ("7.75"), or null when none or not a valid rate. */
export function configuredTaxRate(raw: string | undefined): string | null {
  const rate = parseTaxRate(raw);
  return typeof rate === "number" ? taxRateLabel(rate) : null;
}

/**
 * The totals, in one UPDATE from the invoice's lines. Rounding half up to the cent, per invoice
 * (integer arithmetic on non-negative cents: (n + d/2) / d):
 *   share = (subtotal × percent + 50) / 100;  tax = (share × rate_milli + 50000) / 100000.
 */
const SUBTOTAL_SQL = sql<number>`(SELECT COALESCE(SUM(l.line_total_cents), 0) FROM selection_invoice_lines l WHERE l.invoice_id = "selection_invoices"."id")`;
const SHARE_SQL = sql<number>`((${SUBTOTAL_SQL} * COALESCE("selection_invoices"."deposit_percent", 100) + 50) / 100)`;
const TAX_SQL = sql<number>`((${SHARE_SQL} * COALESCE("selection_invoices"."tax_rate_milli", 0) + 50000) / 100000)`;

export async function createInvoice(
  deps: Deps,
  actor: Actor,
  projectId: number,
  input: InvoiceCreateInput,
): Promise<AdminInvoice> {
  const { db } = deps;
  let taxRateMilli: number | null = null;
  if (input.applyTax) {
    const rate = parseTaxRate(deps.config.SELECTIONS_TAX_RATE);
    if (rate === null) throw badRequest(INVOICE_MESSAGES.noTaxRate, { applyTax: INVOICE_MESSAGES.noTaxRate });
    if (rate === "invalid")
      throw badRequest(INVOICE_MESSAGES.badTaxRate, { applyTax: INVOICE_MESSAGES.badTaxRate });
    taxRateMilli = rate;
  }
  const depositPercent = input.depositPercent ?? null;
  const price = sql<number>`COALESCE(${selectionOptions.unitPriceCents}, ${selectionItems.unitPriceCents})`;
  const pieces = await db
    .select({
      id: selectionItems.id,
      status: selectionItems.status,
      currency: selectionItems.currency,
      quantity: selectionItems.quantity,
      unitPriceCents: price,
      invoiced: sql<number>`${invoicedSql(sql`${selectionItems.id}`)}`,
    })
    .from(selectionItems)
    .leftJoin(
      selectionOptions,
      and(
        eq(selectionOptions.id, selectionItems.chosenOptionId),
        eq(selectionOptions.itemId, selectionItems.id),
      ),
    )
    .where(eq(selectionItems.projectId, projectId))
    .all();
  let chosen: typeof pieces;
  if (input.itemIds) {
    const byId = new Map(pieces.map((p) => [p.id, p]));
    chosen = [];
    for (const id of input.itemIds) {
      const piece = byId.get(id);
      // Another project's piece (or none): not found, and nothing said about it.
      if (!piece || piece.status === "draft") throw notFound(INVOICE_MESSAGES.pieceNotFound);
      if (piece.status !== "approved") throw conflict(INVOICE_MESSAGES.notApproved);
      if (piece.invoiced) throw conflict(INVOICE_MESSAGES.alreadyInvoiced);
      chosen.push(piece);
    }
  } else {
    chosen = pieces.filter((p) => p.status === "approved" && !p.invoiced);
    if (chosen.length === 0) throw conflict(INVOICE_MESSAGES.nothingToInvoice);
  }
  const currencies = new Set(chosen.map((p) => p.currency));
  if (currencies.size > 1) throw badRequest(INVOICE_MESSAGES.mixedCurrencies);
  const preview = invoiceTotals(
    chosen.map((p) => p.quantity * p.unitPriceCents),
    depositPercent,
    taxRateMilli,
  );
  if (preview.totalCents <= 0) throw badRequest(INVOICE_MESSAGES.zeroTotal);

  const ids = chosen.map((p) => p.id);
  const ref = crypto.randomUUID();
  const at = deps.now().toISOString();
  const currency = chosen[0]?.currency ?? "usd";
  const eligible = sql`(SELECT count(*) FROM selection_items i WHERE ${inIdList(sql`i.id`, ids)} AND i.project_id = ${projectId} AND i.status = 'approved' AND NOT ${invoicedSql(sql`i.id`)})`;
  await db.batch([
    // Every column in table order (id NULL: autoincrement).
    db
      .insert(selectionInvoices)
      .select(
        sql`SELECT NULL, ${projectId}, ${ref}, 'open', ${currency}, ${depositPercent}, ${taxRateMilli}, 0, 0, 0, 0, ${actor?.id ?? null}, NULL, NULL, NULL, NULL, ${at} WHERE ${eligible} = ${ids.length}`,
      ),
    db.insert(selectionInvoiceLines).select(
      sql`SELECT NULL, v.id, i.id, r.name, i.name, o.name, i.quantity, COALESCE(o.unit_price_cents, i.unit_price_cents), i.quantity * COALESCE(o.unit_price_cents, i.unit_price_cents), ROW_NUMBER() OVER (ORDER BY r.sort_order, r.id, i.sort_order, i.id)
          FROM selection_items i
          JOIN selection_rooms r ON r.id = i.room_id
          LEFT JOIN selection_options o ON o.id = i.chosen_option_id AND o.item_id = i.id
          JOIN selection_invoices v ON v.ref = ${ref}
          WHERE ${inIdList(sql`i.id`, ids)} AND i.project_id = ${projectId}`,
    ),
    // The totals, in one statement from the lines just written (SUBTOTAL_SQL and below).
    db
      .update(selectionInvoices)
      .set({
        subtotalCents: SUBTOTAL_SQL,
        amountCents: SHARE_SQL,
        taxCents: TAX_SQL,
        totalCents: sql`${SHARE_SQL} + ${TAX_SQL}`,
      })
      .where(eq(selectionInvoices.ref, ref)),
    db
      .insert(auditLog)
      .select(
        sql`SELECT NULL, ${actor?.id ?? null}, ${actor?.email ?? null}, 'selection.invoice.create', ${ENTITY}, CAST(project_id AS TEXT), json_object('invoiceId', id, 'itemIds', json(${JSON.stringify(ids)}), 'subtotalCents', subtotal_cents, 'depositPercent', deposit_percent, 'taxCents', tax_cents, 'totalCents', total_cents), ${at} FROM selection_invoices WHERE ref = ${ref}`,
      ),
  ]);
  const row = await db.select().from(selectionInvoices).where(eq(selectionInvoices.ref, ref)).get();
  // A piece was approved, invoiced or changed by someone else between the read and the batch.
  if (!row) throw conflict(INVOICE_MESSAGES.changedMeanwhile);
  const [view] = await adminInvoices(db, eq(selectionInvoices.id, row.id));
  if (!view) throw new Error("Invoice missing after insert");
  return view;
}

export async function findInvoice(db: Db, id: number): Promise<SelectionInvoice | undefined> {
  return db.select().from(selectionInvoices).where(eq(selectionInvoices.id, id)).get();
}

/** The studio withdraws an open invoice: its pieces may be invoiced again. */
export async function voidInvoice(deps: Deps, actor: Actor, id: number): Promise<AdminInvoice> {
  const { db } = deps;
  const invoice = await findInvoice(db, id);
  if (!invoice) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
  const at = deps.now().toISOString();
  const [changed] = await db.batch([
    db
      .update(selectionInvoices)
      .set({ status: "void", voidedAt: at })
      .where(and(eq(selectionInvoices.id, id), eq(selectionInvoices.status, "open")))
      .returning({ id: selectionInvoices.id }),
    auditIfChangedStatement(db, actor, {
      action: "selection.invoice.void",
      entityType: ENTITY,
      entityId: invoice.projectId,
      detail: { invoiceId: id, totalCents: invoice.totalCents },
    }),
  ]);
  if (changed.length === 0) {
    const now = await findInvoice(db, id);
    throw conflict(now?.status === "paid" ? INVOICE_MESSAGES.paidCannotVoid : INVOICE_MESSAGES.alreadyVoid);
  }
  const [view] = await adminInvoices(db, eq(selectionInvoices.id, id));
  if (!view) throw new ApiError(404, INVOICE_MESSAGES.invoiceNotFound);
  return view;
}

// ---------------------------------------------------------------------------------------------
// Views
// ---------------------------------------------------------------------------------------------

async function invoiceRows(db: Db, where: SQL | undefined, limit = 500) {
  const rows = await db
    .select({
      invoice: selectionInvoices,
      title: projects.title,
      clientProjectName: projects.clientProjectName,
      payerEmail: selectionInvoicePayments.payerEmail,
    })
    .from(selectionInvoices)
    .innerJoin(projects, eq(projects.id, selectionInvoices.projectId))
    .leftJoin(selectionInvoicePayments, eq(selectionInvoicePayments.id, selectionInvoices.paymentId))
    .where(where)
    .orderBy(desc(selectionInvoices.createdAt), desc(selectionInvoices.id))
    .limit(limit)
    .all();
  const ids = rows.map((r) => r.invoice.id);
  const lines =
    ids.length === 0
      ? []
      : await sortedRows(db, selectionInvoiceLines, inIdList(selectionInvoiceLines.invoiceId, ids));
  return rows.map((r) => ({ ...r, lines: lines.filter((l) => l.invoiceId === r.invoice.id) }));
}

type Loaded = Awaited<ReturnType<typeof invoiceRows>>[number];

/** Field by field: what the client may see of an invoice. */
function clientInvoice({ invoice, lines }: Loaded): ClientInvoice {
  return {
    id: invoice.id,
    number: invoiceNumber(invoice.id),
    status: invoice.status,
    currency: invoice.currency,
    depositPercent: invoice.depositPercent,
    taxRate: invoice.taxRateMilli === null ? null : taxRateLabel(invoice.taxRateMilli),
    subtotalCents: invoice.subtotalCents,
    amountCents: invoice.amountCents,
    taxCents: invoice.taxCents,
    totalCents: invoice.totalCents,
    createdAt: invoice.createdAt,
    paidAt: invoice.paidAt,
    lines: lines.map((l) => ({
      itemId: l.itemId,
      roomName: l.roomName,
      name: l.name,
      optionName: l.optionName,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      lineTotalCents: l.lineTotalCents,
    })),
  };
}

function adminInvoice(row: Loaded): AdminInvoice {
  return {
    ...clientInvoice(row),
    projectId: row.invoice.projectId,
    projectName: projectDisplayName(row),
    voidedAt: row.invoice.voidedAt,
    paymentRef: row.invoice.paymentRef,
    payerEmail: row.payerEmail,
  };
}

export async function adminInvoices(db: Db, where: SQL | undefined, limit?: number): Promise<AdminInvoice[]> {
  return (await invoiceRows(db, where, limit)).map(adminInvoice);
}

export function projectInvoices(db: Db, projectId: number) {
  return adminInvoices(db, eq(selectionInvoices.projectId, projectId));
}

/** Every project's invoices for the Orders tab, newest first (a status narrows them). */
export function allInvoices(db: Db, status?: SelectionInvoiceStatus) {
  return adminInvoices(db, status ? eq(selectionInvoices.status, status) : undefined, 200);
}

/** The client's invoices: open and paid (a void one was withdrawn), newest first. */
export async function clientInvoices(db: Db, projectId: number): Promise<ClientInvoice[]> {
  const rows = await invoiceRows(
    db,
    and(eq(selectionInvoices.projectId, projectId), inArray(selectionInvoices.status, ["open", "paid"])),
  );
  return rows.map(clientInvoice);
}

// ---------------------------------------------------------------------------------------------
// Privacy (worker/privacy/queries.ts)
// ---------------------------------------------------------------------------------------------

/**
 * The invoices of the projects a person is a client of (assigned, or the project's own client),
 * and any invoice paid with their address, for their privacy export. A privacy delete keeps them:
 * they are records of money (docs/decisions/0014-selections.md).
 */
export async function invoicesForPrivacy(db: Db, userId: number | null, email: string) {
  const mine =
    userId === null
      ? sql`0`
      : sql`(${selectionInvoices.projectId} IN (SELECT project_id FROM project_clients WHERE user_id = ${userId}) OR ${selectionInvoices.projectId} IN (SELECT id FROM projects WHERE client_user_id = ${userId}))`;
  const paidWith = sql`${selectionInvoices.id} IN (SELECT invoice_id FROM selection_invoice_payments WHERE lower(payer_email) = lower(${email}))`;
  const rows = await invoiceRows(db, sql`(${mine} OR ${paidWith})`, 1000);
  return rows.map((r) => {
    const v = clientInvoice(r);
    return { ...v, projectId: r.invoice.projectId, payerEmail: r.payerEmail };
  });
}
