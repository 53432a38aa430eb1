/**
 * The demo's selections schedule (issue 29, item 4): the Topanga Canyon Residence (the draft
 * project "in progress") gets five rooms with budgets and 32 pieces photographed with the demo's
 * own images: some drafts, most proposed or approved by the client (a few ordered, shipped or
 * delivered), one declined and one with changes asked, each decision dated days before the seed
 * (outside the digest's window: the studio is not e-mailed about the demo).
 *
 * Rows are added, never changed: the earlier seed's rows stay as they were (the browser tests
 * start from them). All of it is one D1 batch (rooms, pieces, options and decisions refer to each
 * other by name through subqueries), written only when the project has no selections room yet, so
 * a re-run or a resumed seed adds it once.
 *
 * One invoice is paid (issue 29: "one invoice paid"): the pieces shown as "ordered" were invoiced by
 * the studio once the client had approved them and paid in full through Checkout; the rows are the
 * ones a real payment leaves (worker/selections/invoices.ts createInvoice, then
 * invoice-payments.ts markInvoicePaid): the invoice with its line snapshots and totals, the paid
 * Checkout payment, the Stripe event, the pieces ordered on the day of the payment, and the two
 * audit entries (issued: no actor, the seed is nobody; paid: by Stripe, no actor, as always).
 *
 * Photos: the 480 px WebP variant of a demo image, with its JPEG print copy for the PDF
 * (worker/selections/print-copies.ts) read from scripts/demo-images/out/print/<name>.jpg, made once
 * from those WebPs with sharp (`sharp(webp).jpeg({ quality: 80, mozjpeg: true })`).
 */
import { and, eq, sql } from "drizzle-orm";
import type { SelectionStatus } from "../../src/shared/selections";
import { runBatch } from "../db/batch";
import {
  auditLog,
  projects,
  selectionDecisions,
  selectionInvoiceLines,
  selectionInvoicePayments,
  selectionInvoices,
  selectionItems,
  selectionOptions,
  selectionRooms,
  stripeEvents,
} from "../db/schema";
import { ENTITY } from "../selections/service";
import { CHECKOUT_SESSION_SECONDS } from "../shop/stripe-session";
import type { Db } from "../types";

/** The project that gets the schedule (its title in seed-data.ts). */
export const DEMO_SELECTIONS_PROJECT = "Topanga Canyon Modern Kitchen";
/** The client who decided (through the project's private link: no account). */
export const DEMO_SELECTIONS_CLIENT = "Maya Ortiz";

type SeedPiece = {
  name: string;
  vendor: string;
  sku?: string;
  dimensions?: string;
  finish?: string;
  quantity?: number;
  /** Dollars. */
  price: number;
  cost?: number;
  leadTime?: string;
  photo: string;
  status: SelectionStatus;
  /** Days before the seed it was proposed (decided / ordered ... later). */
  daysAgo?: number;
  comment?: string;
  options?: { name: string; price?: number; finish?: string }[];
  /** The chosen option's name (approved pieces with options). */
  chosen?: string;
};

type SeedRoom = { name: string; budget: number; pieces: SeedPiece[] };

export const demoSchedule: SeedRoom[] = [
  {
    name: "Kitchen",
    budget: 48_000,
    pieces: [
      {
        name: "Black cone pendant",
        vendor: "Atelier Lumen",
        sku: "AL-CP-14",
        dimensions: "14 in dia × 16 in",
        finish: "Matte black",
        quantity: 3,
        price: 640,
        cost: 410,
        leadTime: "6 weeks",
        photo: "p10-1",
        status: "ordered",
        daysAgo: 24,
      },
      {
        name: "White oak counter stool",
        vendor: "Fenwick Woodworks",
        sku: "FW-ST-26",
        dimensions: "16 in dia × 26 in",
        finish: "Natural oil",
        quantity: 3,
        price: 520,
        cost: 330,
        leadTime: "8 weeks",
        photo: "product-6",
        status: "approved",
        daysAgo: 18,
      },
      {
        name: "Bridge faucet",
        vendor: "Perrin & Rowe",
        sku: "PR-6571",
        dimensions: "9 in spread",
        finish: "Aged brass",
        price: 1_480,
        cost: 1_050,
        leadTime: "3 weeks",
        photo: "p10-1",
        status: "delivered",
        daysAgo: 30,
      },
      {
        name: "Honed travertine backsplash",
        vendor: "Stone Source",
        sku: "SS-TRV-H",
        dimensions: "3 × 12 in, 60 sq ft",
        finish: "Honed",
        quantity: 60,
        price: 38,
        cost: 24,
        leadTime: "4 weeks",
        photo: "p10-2",
        status: "approved",
        daysAgo: 18,
      },
      {
        name: "Fireclay farmhouse sink",
        vendor: "Shaws",
        sku: "SH-OG-30",
        dimensions: "30 × 18 × 10 in",
        finish: "White",
        price: 1_290,
        cost: 900,
        leadTime: "5 weeks",
        photo: "p10-1",
        status: "shipped",
        daysAgo: 26,
      },
      {
        name: "Plaster range hood",
        vendor: "Studio build",
        dimensions: "36 in wide",
        finish: "Limewash, bone",
        price: 3_800,
        cost: 2_600,
        leadTime: "7 weeks",
        photo: "p10-1",
        status: "proposed",
        daysAgo: 6,
      },
      {
        name: "Cabinet pulls",
        vendor: "Rejuvenation",
        sku: "RJ-EP-6",
        dimensions: "6 in",
        finish: "Unlacquered brass",
        quantity: 24,
        price: 34,
        cost: 22,
        leadTime: "2 weeks",
        photo: "p10-2",
        status: "changes_requested",
        daysAgo: 12,
        comment: "Could we see these in a darker bronze? The brass feels busy next to the faucet.",
      },
      {
        name: "Walnut open shelf",
        vendor: "Fenwick Woodworks",
        dimensions: "72 × 10 in",
        finish: "Dark walnut",
        quantity: 2,
        price: 690,
        cost: 420,
        leadTime: "6 weeks",
        photo: "p10-2",
        status: "proposed",
        daysAgo: 6,
      },
      {
        name: "Vintage runner",
        vendor: "Loom & Field",
        dimensions: "2.5 × 10 ft",
        finish: "Faded rust",
        price: 1_150,
        cost: 700,
        photo: "product-8",
        status: "draft",
      },
    ],
  },
  {
    name: "Dining room",
    budget: 22_000,
    pieces: [
      {
        name: "Walnut trestle dining table",
        vendor: "Fenwick Woodworks",
        sku: "FW-DT-96",
        dimensions: "96 × 40 × 30 in",
        finish: "Dark walnut",
        price: 6_400,
        cost: 4_300,
        leadTime: "12 weeks",
        photo: "hero-2",
        status: "ordered",
        daysAgo: 28,
      },
      {
        name: "Cane-back dining chair",
        vendor: "Maison Rattan",
        sku: "MR-CB-2",
        dimensions: "19 × 22 × 32 in",
        finish: "Natural cane",
        quantity: 6,
        price: 780,
        cost: 510,
        leadTime: "10 weeks",
        photo: "product-5",
        status: "declined",
        daysAgo: 14,
        comment: "Not for us: we'd like something upholstered at the table.",
      },
      {
        name: "Woven pendant",
        vendor: "Atelier Lumen",
        dimensions: "28 in dia",
        quantity: 2,
        price: 890,
        cost: 560,
        leadTime: "5 weeks",
        photo: "hero-2",
        status: "proposed",
        daysAgo: 5,
        options: [
          { name: "Natural rattan", finish: "Natural" },
          { name: "Smoked seagrass", price: 960, finish: "Smoked" },
        ],
      },
      {
        name: "Oak sideboard",
        vendor: "Hollis Studio",
        sku: "HS-SB-72",
        dimensions: "72 × 18 × 32 in",
        finish: "Cerused oak",
        price: 4_200,
        cost: 2_900,
        leadTime: "9 weeks",
        photo: "p09-2",
        status: "proposed",
        daysAgo: 5,
      },
      {
        name: "Stoneware vase",
        vendor: "Layered shop",
        dimensions: "11 in",
        finish: "Oatmeal glaze",
        price: 145,
        cost: 80,
        photo: "product-1",
        status: "approved",
        daysAgo: 14,
      },
      {
        name: "Alabaster buffet lamp",
        vendor: "Atelier Lumen",
        dimensions: "24 in",
        finish: "Alabaster, linen shade",
        quantity: 2,
        price: 520,
        cost: 340,
        photo: "product-7",
        status: "draft",
      },
    ],
  },
  {
    name: "Living room",
    budget: 35_000,
    pieces: [
      {
        name: "Linen slipcovered sofa",
        vendor: "Hollis Studio",
        sku: "HS-SF-96",
        dimensions: "96 × 40 × 32 in",
        finish: "Cream Belgian linen",
        price: 7_900,
        cost: 5_200,
        leadTime: "12 weeks",
        photo: "hero-1",
        status: "approved",
        daysAgo: 20,
      },
      {
        name: "Travertine coffee table",
        vendor: "Stone Source",
        sku: "SS-CT-R48",
        dimensions: "48 in dia × 15 in",
        finish: "Honed travertine",
        price: 3_600,
        cost: 2_400,
        leadTime: "8 weeks",
        photo: "product-4",
        status: "ordered",
        daysAgo: 20,
      },
      {
        name: "Rattan side chair",
        vendor: "Maison Rattan",
        sku: "MR-SC-1",
        dimensions: "24 × 26 × 30 in",
        finish: "Natural",
        quantity: 2,
        price: 980,
        cost: 640,
        leadTime: "8 weeks",
        photo: "product-5",
        status: "proposed",
        daysAgo: 4,
      },
      {
        name: "Alabaster table lamp",
        vendor: "Layered shop",
        dimensions: "22 in",
        finish: "Alabaster, linen shade",
        quantity: 2,
        price: 420,
        cost: 260,
        photo: "product-7",
        status: "proposed",
        daysAgo: 4,
      },
      {
        name: "Wool throw",
        vendor: "Layered shop",
        dimensions: "50 × 70 in",
        finish: "Oatmeal with rust stripe",
        price: 240,
        cost: 130,
        photo: "product-8",
        status: "approved",
        daysAgo: 20,
      },
      {
        name: "Linen pillow",
        vendor: "Layered shop",
        dimensions: "20 × 20 in",
        finish: "Terracotta",
        quantity: 4,
        price: 88,
        cost: 45,
        photo: "product-2",
        status: "approved",
        daysAgo: 20,
      },
      {
        name: "Hand-knotted wool rug",
        vendor: "Loom & Field",
        sku: "LF-HK-912",
        dimensions: "9 × 12 ft",
        finish: "Undyed wool",
        price: 5_400,
        cost: 3_500,
        leadTime: "14 weeks",
        photo: "hero-1",
        status: "proposed",
        daysAgo: 4,
        options: [
          { name: "Ivory", finish: "Ivory" },
          { name: "Flax", finish: "Flax" },
        ],
      },
      {
        name: "Brass floor lamp",
        vendor: "Atelier Lumen",
        dimensions: "58 in",
        finish: "Aged brass",
        price: 1_100,
        cost: 720,
        photo: "p09-4",
        status: "draft",
      },
    ],
  },
  {
    name: "Primary bedroom",
    budget: 18_000,
    pieces: [
      {
        name: "Upholstered bed",
        vendor: "Hollis Studio",
        sku: "HS-BD-Q",
        dimensions: "Queen, 64 × 88 × 52 in",
        finish: "Oatmeal linen",
        price: 4_800,
        cost: 3_100,
        leadTime: "10 weeks",
        photo: "p09-1",
        status: "proposed",
        daysAgo: 3,
      },
      {
        name: "Walnut nightstand",
        vendor: "Fenwick Woodworks",
        dimensions: "24 × 18 × 26 in",
        quantity: 2,
        price: 1_250,
        cost: 800,
        leadTime: "8 weeks",
        photo: "p09-2",
        status: "approved",
        daysAgo: 9,
        options: [
          { name: "One drawer", finish: "Dark walnut" },
          { name: "Two drawers", price: 1_380, finish: "Dark walnut" },
        ],
        chosen: "Two drawers",
      },
      {
        name: "Ceramic bedside lamp",
        vendor: "Atelier Lumen",
        dimensions: "19 in",
        finish: "Clay glaze",
        quantity: 2,
        price: 380,
        cost: 230,
        photo: "product-7",
        status: "proposed",
        daysAgo: 3,
      },
      {
        name: "Bouclé reading chair",
        vendor: "Hollis Studio",
        sku: "HS-RC-B",
        dimensions: "31 × 34 × 30 in",
        finish: "Ivory bouclé",
        price: 2_300,
        cost: 1_500,
        leadTime: "10 weeks",
        photo: "p09-4",
        status: "proposed",
        daysAgo: 3,
      },
      {
        name: "Linen bedding set",
        vendor: "Layered shop",
        dimensions: "Queen",
        finish: "Cream and flax",
        price: 690,
        cost: 410,
        photo: "p09-3",
        status: "draft",
      },
    ],
  },
  {
    name: "Powder bath",
    budget: 6_500,
    pieces: [
      {
        name: "Powder-blue vanity",
        vendor: "Studio build",
        dimensions: "30 × 20 × 34 in",
        finish: "Soft blue lacquer",
        price: 2_100,
        cost: 1_450,
        leadTime: "7 weeks",
        photo: "p11-2",
        status: "proposed",
        daysAgo: 2,
      },
      {
        name: "Arched mirror",
        vendor: "Hollis Studio",
        dimensions: "22 × 36 in",
        finish: "Polished nickel",
        price: 560,
        cost: 350,
        photo: "p11-2",
        status: "approved",
        daysAgo: 9,
      },
      {
        name: "Linen-shade sconce",
        vendor: "Atelier Lumen",
        dimensions: "12 in",
        finish: "Nickel, linen",
        quantity: 2,
        price: 310,
        cost: 190,
        photo: "p11-2",
        status: "proposed",
        daysAgo: 2,
      },
      {
        name: "Brass candle holders",
        vendor: "Layered shop",
        dimensions: "Set of three",
        finish: "Turned brass",
        price: 120,
        cost: 65,
        photo: "product-3",
        status: "approved",
        daysAgo: 9,
      },
    ],
  },
];

const DAY = 24 * 60 * 60 * 1000;

/** The demo's paid invoice covers the pieces the schedule shows as ordered (bought, not yet shipped). */
const paidOnInvoice = (p: SeedPiece) => p.status === "ordered";

/** A piece's line on the invoice: its chosen option's name and price, else its own. */
function invoiceLine(p: SeedPiece) {
  const option = p.options?.find((o) => o.name === p.chosen);
  const unitPriceCents = (option?.price ?? p.price) * 100;
  const quantity = p.quantity ?? 1;
  return {
    optionName: option?.name ?? null,
    quantity,
    unitPriceCents,
    lineTotalCents: quantity * unitPriceCents,
  };
}

/**
 * Adds the demo schedule (once). `photoOf` stores a demo image (and its print copy) and returns the
 * photo's /media/ address, or null when the image is not there (the tests' fake images).
 */
export async function seedDemoSelections(
  db: Db,
  photoOf: (name: string) => Promise<string | null>,
  now = new Date(),
): Promise<number> {
  const project = await db
    .select({ id: projects.id, email: projects.clientContact1Email })
    .from(projects)
    .where(eq(projects.title, DEMO_SELECTIONS_PROJECT))
    .get();
  if (!project) return 0;
  const existing = await db
    .select({ id: selectionRooms.id })
    .from(selectionRooms)
    .where(eq(selectionRooms.projectId, project.id))
    .get();
  if (existing) return 0;
  const projectId = project.id;
  const at = (days: number, hours = 0) =>
    new Date(now.getTime() - days * DAY + hours * 3_600_000).toISOString();
  const roomId = (name: string) =>
    sql<number>`(SELECT id FROM selection_rooms WHERE project_id = ${projectId} AND name = ${name})`;
  const itemId = (room: string, name: string) =>
    sql<number>`(SELECT id FROM selection_items WHERE room_id = ${roomId(room)} AND name = ${name})`;
  const optionId = (room: string, item: string, name: string) =>
    sql<number>`(SELECT id FROM selection_options WHERE item_id = ${itemId(room, item)} AND name = ${name})`;
  // The invoice: issued two days after the last of its pieces was proposed (a day after the
  // client approved it), paid the next day; the pieces were ordered that day.
  const invoiced = demoSchedule.flatMap((room) =>
    room.pieces.filter(paidOnInvoice).map((piece) => ({ room: room.name, piece })),
  );
  const issuedDaysAgo = Math.min(...invoiced.map(({ piece }) => piece.daysAgo ?? 0)) - 2;
  const issuedAt = at(issuedDaysAgo);
  const paidAt = at(issuedDaysAgo - 1, 2);

  const statements = [];
  let count = 0;
  for (const [r, room] of demoSchedule.entries()) {
    statements.push(
      db
        .insert(selectionRooms)
        .values({ projectId, name: room.name, budgetCents: room.budget * 100, sortOrder: r }),
    );
    for (const [i, p] of room.pieces.entries()) {
      const photo = await photoOf(p.photo);
      const seen = p.status !== "draft";
      const proposed = p.daysAgo ?? 0;
      // The client decided a day after the proposal; fulfilment followed every few days.
      const decided = at(proposed - 1, 3);
      const step = (n: number) => at(Math.max(proposed - 1 - 3 * n, 0.5), 2).slice(0, 10);
      const fulfilment = ["ordered", "shipped", "delivered", "installed"];
      const reached = fulfilment.indexOf(p.status);
      const approved = p.status === "approved" || reached >= 0;
      statements.push(
        db.insert(selectionItems).values({
          projectId,
          roomId: roomId(room.name),
          sortOrder: i,
          name: p.name,
          vendor: p.vendor,
          sku: p.sku ?? null,
          dimensions: p.dimensions ?? null,
          finish: p.finish ?? null,
          quantity: p.quantity ?? 1,
          unitPriceCents: p.price * 100,
          costCents: p.cost === undefined ? null : p.cost * 100,
          leadTime: p.leadTime ?? null,
          photos: photo ? [photo] : [],
          status: p.status,
          round: seen ? 1 : 0,
          proposedAt: seen ? at(proposed) : null,
          approvedAt: approved ? decided : null,
          declinedAt: p.status === "declined" ? decided : null,
          changesRequestedAt: p.status === "changes_requested" ? decided : null,
          orderedAt: paidOnInvoice(p) ? paidAt.slice(0, 10) : reached >= 0 ? step(1) : null,
          shippedAt: reached >= 1 ? step(2) : null,
          deliveredAt: reached >= 2 ? step(3) : null,
          createdAt: at(proposed + 2),
          updatedAt: paidOnInvoice(p) ? paidAt : at(Math.max(proposed - 1, 0)),
        }),
      );
      for (const [o, option] of (p.options ?? []).entries()) {
        statements.push(
          db.insert(selectionOptions).values({
            itemId: itemId(room.name, p.name),
            name: option.name,
            unitPriceCents: option.price === undefined ? null : option.price * 100,
            finish: option.finish ?? null,
            sortOrder: o,
          }),
        );
      }
      if (p.chosen) {
        statements.push(
          db
            .update(selectionItems)
            .set({ chosenOptionId: optionId(room.name, p.name, p.chosen) })
            .where(and(eq(selectionItems.projectId, projectId), eq(selectionItems.name, p.name))),
        );
      }
      const decision = approved
        ? "approved"
        : p.status === "declined" || p.status === "changes_requested"
          ? p.status
          : null;
      if (decision) {
        statements.push(
          db.insert(selectionDecisions).values({
            itemId: itemId(room.name, p.name),
            round: 1,
            decision,
            optionId: p.chosen ? optionId(room.name, p.name, p.chosen) : null,
            comment: p.comment ?? null,
            userId: null,
            authorName: DEMO_SELECTIONS_CLIENT,
            createdAt: decided,
          }),
        );
      }
      count++;
    }
  }
  statements.push(
    ...paidInvoiceStatements(db, {
      projectId,
      lines: invoiced.map(({ room, piece }) => ({
        ...invoiceLine(piece),
        roomName: room,
        name: piece.name,
        itemId: itemId(room, piece.name),
      })),
      issuedAt,
      paidAt,
      payerEmail: project.email,
    }),
  );
  await runBatch(db, statements);
  return count;
}

/**
 * The rows of an invoice issued at `issuedAt` and paid in full through Checkout at `paidAt`, as
 * createInvoice and markInvoicePaid write them (no deposit, no tax: the total is the lines' sum).
 * Stripe's ids are made up for the demo: the hourly reconciliation asks Stripe only about
 * payments still "created", never about a paid one.
 */
function paidInvoiceStatements(
  db: Db,
  invoice: {
    projectId: number;
    lines: (ReturnType<typeof invoiceLine> & {
      roomName: string;
      name: string;
      itemId: ReturnType<typeof sql>;
    })[];
    issuedAt: string;
    paidAt: string;
    payerEmail: string | null;
  },
) {
  const { projectId, lines, issuedAt, paidAt } = invoice;
  const ref = `demo-invoice-${projectId}`;
  const session = `cs_demo_invoice_${projectId}`;
  const intent = `pi_demo_invoice_${projectId}`;
  const totalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
  const invoiceId = sql<number>`(SELECT id FROM selection_invoices WHERE ref = ${ref})`;
  const paymentId = sql<number>`(SELECT id FROM selection_invoice_payments WHERE stripe_session_id = ${session})`;
  // The payer opened Checkout a few minutes before paying; the session would have expired after.
  const startedAt = new Date(Date.parse(paidAt) - 4 * 60_000).toISOString();
  return [
    db.insert(selectionInvoices).values({
      projectId,
      ref,
      status: "paid",
      currency: "usd",
      subtotalCents: totalCents,
      amountCents: totalCents,
      taxCents: 0,
      totalCents,
      paymentRef: intent,
      paidAt,
      createdAt: issuedAt,
    }),
    ...lines.map((l, i) =>
      db.insert(selectionInvoiceLines).values({
        invoiceId,
        itemId: l.itemId,
        roomName: l.roomName,
        name: l.name,
        optionName: l.optionName,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        lineTotalCents: l.lineTotalCents,
        sortOrder: i + 1,
      }),
    ),
    db.insert(selectionInvoicePayments).values({
      invoiceId,
      stripeSessionId: session,
      amountCents: totalCents,
      currency: "usd",
      status: "paid",
      paymentIntentId: intent,
      payerEmail: invoice.payerEmail,
      expiresAt: new Date(Date.parse(startedAt) + CHECKOUT_SESSION_SECONDS * 1000).toISOString(),
      paidAt,
      createdAt: startedAt,
    }),
    db.update(selectionInvoices).set({ paymentId }).where(eq(selectionInvoices.ref, ref)),
    db.insert(stripeEvents).values({
      id: `evt_demo_invoice_${projectId}`,
      type: "checkout.session.completed",
      processedAt: paidAt,
    }),
    db.insert(auditLog).values({
      action: "selection.invoice.create",
      entityType: ENTITY,
      entityId: String(projectId),
      detail: sql`json_object('invoiceId', ${invoiceId}, 'itemIds', (SELECT json_group_array(item_id) FROM selection_invoice_lines WHERE invoice_id = ${invoiceId}), 'subtotalCents', ${totalCents}, 'depositPercent', NULL, 'taxCents', 0, 'totalCents', ${totalCents})`,
      createdAt: issuedAt,
    }),
    db.insert(auditLog).values({
      action: "selection.invoice.paid",
      entityType: ENTITY,
      entityId: String(projectId),
      detail: sql`json_object('invoiceId', ${invoiceId}, 'totalCents', ${totalCents}, 'reference', ${intent})`,
      createdAt: paidAt,
    }),
  ];
}
