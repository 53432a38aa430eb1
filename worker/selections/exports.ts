/**
 * The exports of a project's schedule (issue 29, item 4):
 * - the CSV for the studio's books (admin only): every piece, drafts included, with its room,
 *   vendor, SKU, finish, quantity, the client's price, the studio's cost and its status with the
 *   day. RFC 4180 (CRLF, fields quoted when they hold a comma, quote or line break), UTF-8 with a
 *   BOM so spreadsheet apps read accents right, amounts as plain dollars with two decimals
 *   ("1234.50"). A text cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR at its
 *   start: a vendor's name read from a product page could be one) starts with an apostrophe.
 * - the PDF for the client and contractors: room by room, each piece with its photo, name, vendor,
 *   dimensions, finish, quantity, price and status. It is built from the CLIENT's view
 *   (ClientSelectionsView, which has no cost field at all), so the studio's cost cannot reach it;
 *   drafts are not in it either. The names of the pieces are also written as the PDF's keywords
 *   (metadata), so a reader (and the tests) can list them without extracting text.
 */
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import {
  type AdminSelectionItem,
  type AdminSelectionsView,
  type ClientSelectionItem,
  type ClientSelectionsView,
  effectiveUnitPrice,
  formatCents,
  SELECTION_STATUS_LABELS,
  type SelectionStatus,
} from "../../src/shared/selections";
import { pdfSafe as asciiSafe } from "../proposals/signed-copy";
import { loadPrintPhoto } from "./print-copies";

// ---------------------------------------------------------------------------------------------
// Shared
// ---------------------------------------------------------------------------------------------

const STATUS_DATE: Record<SelectionStatus, keyof ClientSelectionItem | null> = {
  draft: null,
  proposed: "proposedAt",
  approved: "approvedAt",
  declined: "declinedAt",
  changes_requested: "changesRequestedAt",
  ordered: "orderedAt",
  shipped: "shippedAt",
  delivered: "deliveredAt",
  installed: "installedAt",
};

/** The day (YYYY-MM-DD) the piece reached its current status, or "" (a draft). */
export function statusDay(item: ClientSelectionItem): string {
  const field = STATUS_DATE[item.status];
  const value = field ? item[field] : null;
  return typeof value === "string" ? value.slice(0, 10) : "";
}

// ---------------------------------------------------------------------------------------------
// CSV
// ---------------------------------------------------------------------------------------------

export const CSV_HEADER = [
  "Room",
  "Item",
  "Vendor",
  "SKU",
  "Dimensions",
  "Finish",
  "Option",
  "Quantity",
  "Client unit price",
  "Client total",
  "Studio unit cost",
  "Studio total cost",
  "Status",
  "Status date",
] as const;

/** One CSV field: formula-like text defused, quoted when it must be. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const dollars = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));

function csvRow(roomName: string, item: AdminSelectionItem): string[] {
  const chosen = item.options.find((o) => o.id === item.chosenOptionId);
  const unitPrice = effectiveUnitPrice(item);
  const unitCost = chosen ? (chosen.costCents ?? item.costCents) : item.costCents;
  return [
    csvField(roomName),
    csvField(item.name),
    csvField(item.vendor),
    csvField(item.sku),
    csvField(item.dimensions),
    csvField(chosen ? (chosen.finish ?? item.finish) : item.finish),
    csvField(chosen ? `${chosen.label}. ${chosen.name}` : ""),
    csvField(item.quantity),
    dollars(unitPrice),
    dollars(unitPrice * item.quantity),
    dollars(unitCost),
    dollars(unitCost === null ? null : unitCost * item.quantity),
    csvField(SELECTION_STATUS_LABELS[item.status]),
    statusDay(item),
  ];
}

/** The studio's CSV of the whole schedule (drafts included), with the BOM. */
export function scheduleCsv(view: AdminSelectionsView): string {
  const lines = [CSV_HEADER.map(csvField).join(",")];
  for (const room of view.rooms) {
    for (const item of room.items) lines.push(csvRow(room.name, item).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

// ---------------------------------------------------------------------------------------------
// PDF
// ---------------------------------------------------------------------------------------------

const PAGE = { width: 612, height: 792 } as const; // US Letter
const MARGIN = 48;
const PHOTO = 96;
const ROW = 118;
const INK = rgb(0.17, 0.15, 0.14);
const MUTED = rgb(0.43, 0.4, 0.36);
const LINE = rgb(0.88, 0.86, 0.82);
const FRAME = rgb(0.95, 0.94, 0.92);
/** Photos embedded per PDF at most (each is one R2 read); the others print as empty frames. */
export const PDF_PHOTO_LIMIT = 150;

export type SchedulePdfInput = {
  view: ClientSelectionsView;
  projectName: string;
  studioName: string;
  /** The day it was made (YYYY-MM-DD), printed in the header. */
  day: string;
  bucket: R2Bucket;
};

/**
 * Text the standard fonts can draw: the proposals' ASCII folding (accents dropped, anything else
 * "?"), after the signs a schedule uses most (dimensions' ×, feet and inches primes, the middle dot).
 */
function pdfSafe(value: string): string {
  return asciiSafe(
    value.replace(/[×✕]/g, "x").replace(/[′]/g, "'").replace(/[″]/g, '"').replace(/[·•]/g, "-"),
  );
}

type Fonts = { regular: PDFFont; bold: PDFFont; serif: PDFFont };

/** Cuts a line to the width, with an ellipsis. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  let out = pdfSafe(text);
  if (font.widthOfTextAtSize(out, size) <= width) return out;
  while (out.length > 1 && font.widthOfTextAtSize(`${out}...`, size) > width) out = out.slice(0, -1);
  return `${out.trimEnd()}...`;
}

function statusLine(item: ClientSelectionItem): string {
  const day = statusDay(item);
  return `${SELECTION_STATUS_LABELS[item.status]}${day ? ` (${day})` : ""}`;
}

export async function schedulePdf(input: SchedulePdfInput): Promise<Uint8Array> {
  const { view } = input;
  const pdf = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    serif: await pdf.embedFont(StandardFonts.TimesRoman),
  };
  const names = view.rooms.flatMap((r) => r.items.map((i) => pdfSafe(i.name)));
  pdf.setTitle(pdfSafe(`Selections - ${input.projectName}`));
  pdf.setAuthor(pdfSafe(input.studioName));
  pdf.setSubject(pdfSafe(`The selections of ${input.projectName}, room by room`));
  pdf.setKeywords(names);
  pdf.setCreator(pdfSafe(input.studioName));
  pdf.setProducer("Layered");

  const images = new Map<string, PDFImage | null>();
  let loaded = 0;
  async function photoOf(item: ClientSelectionItem): Promise<PDFImage | null> {
    const chosen = item.options.find((o) => o.id === item.chosenOptionId);
    const photo = chosen?.photoUrl ?? item.photos[0];
    if (!photo) return null;
    if (images.has(photo)) return images.get(photo) ?? null;
    let image: PDFImage | null = null;
    if (loaded < PDF_PHOTO_LIMIT) {
      loaded++;
      try {
        const found = await loadPrintPhoto(input.bucket, photo);
        if (found)
          image = found.kind === "jpeg" ? await pdf.embedJpg(found.bytes) : await pdf.embedPng(found.bytes);
      } catch (error) {
        // A damaged file prints as the empty frame; the rest of the schedule still prints.
        console.warn(
          "Selections PDF: photo not embedded",
          photo,
          error instanceof Error ? error.message : error,
        );
      }
    }
    images.set(photo, image);
    return image;
  }

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const text = (value: string, x: number, size: number, font: PDFFont, color = INK, width = 400) => {
    page.drawText(fit(value, font, size, width), { x, y, size, font, color });
  };

  // Header: the studio, the project, the day and the totals.
  y -= 10;
  text(input.studioName.toUpperCase(), MARGIN, 9, fonts.bold, MUTED);
  y -= 30;
  text(input.projectName, MARGIN, 22, fonts.serif, INK, PAGE.width - 2 * MARGIN);
  y -= 18;
  const t = view.totals;
  text(
    `Selections as of ${input.day} - approved ${formatCents(t.approvedCents)}, awaiting ${formatCents(t.pendingCents)}${t.budgetCents !== null ? `, budget ${formatCents(t.budgetCents)}` : ""}`,
    MARGIN,
    10,
    fonts.regular,
    MUTED,
    PAGE.width - 2 * MARGIN,
  );
  y -= 16;

  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };

  if (view.rooms.length === 0) {
    y -= 24;
    text("Nothing has been proposed yet.", MARGIN, 12, fonts.regular, MUTED);
  }

  for (const room of view.rooms) {
    // A room's heading stays with at least its first piece.
    if (y - 40 - ROW < MARGIN) newPage();
    y -= 28;
    text(room.name, MARGIN, 15, fonts.serif, INK, 300);
    const rt = room.totals;
    const summary = fit(
      `Approved ${formatCents(rt.approvedCents)}${rt.budgetCents !== null ? ` of ${formatCents(rt.budgetCents)} budget` : ""}`,
      fonts.regular,
      9,
      200,
    );
    page.drawText(summary, {
      x: PAGE.width - MARGIN - fonts.regular.widthOfTextAtSize(summary, 9),
      y,
      size: 9,
      font: fonts.regular,
      color: MUTED,
    });
    y -= 8;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE.width - MARGIN, y },
      thickness: 0.6,
      color: LINE,
    });
    for (const item of room.items) {
      if (y - ROW < MARGIN) {
        newPage();
        y -= 12;
        text(`${room.name} (continued)`, MARGIN, 10, fonts.bold, MUTED, 300);
        y -= 6;
      }
      await drawItem(item);
    }
  }

  async function drawItem(item: ClientSelectionItem) {
    const top = y - 10;
    // The photo, fitted in its frame.
    page.drawRectangle({ x: MARGIN, y: top - PHOTO, width: PHOTO, height: PHOTO, color: FRAME });
    const image = await photoOf(item);
    if (image) {
      const scaled = image.scaleToFit(PHOTO, PHOTO);
      page.drawImage(image, {
        x: MARGIN + (PHOTO - scaled.width) / 2,
        y: top - PHOTO + (PHOTO - scaled.height) / 2,
        width: scaled.width,
        height: scaled.height,
      });
    } else {
      page.drawText("Photo online", {
        x: MARGIN + 20,
        y: top - PHOTO / 2 - 3,
        size: 8,
        font: fonts.regular,
        color: MUTED,
      });
    }
    const x = MARGIN + PHOTO + 16;
    const width = PAGE.width - MARGIN - x - 110;
    const chosen = item.options.find((o) => o.id === item.chosenOptionId);
    const unit = effectiveUnitPrice(item);
    const lines: [string, PDFFont, number, ReturnType<typeof rgb>][] = [
      [item.name, fonts.bold, 11, INK],
      [item.vendor ?? "", fonts.regular, 9, MUTED],
      [item.dimensions ? `Dimensions: ${item.dimensions}` : "", fonts.regular, 9, INK],
      [
        chosen
          ? `Option ${chosen.label}: ${chosen.name}${(chosen.finish ?? item.finish) ? `, ${chosen.finish ?? item.finish}` : ""}`
          : item.finish
            ? `Finish: ${item.finish}`
            : "",
        fonts.regular,
        9,
        INK,
      ],
      [item.leadTime ? `Lead time: ${item.leadTime}` : "", fonts.regular, 9, MUTED],
      [statusLine(item), fonts.bold, 9, INK],
    ];
    let ly = top - 11;
    for (const [value, font, size, color] of lines) {
      if (!value) continue;
      page.drawText(fit(value, font, size, width), { x, y: ly, size, font, color });
      ly -= size + 5;
    }
    // The money, right-aligned: quantity x unit price, then the line's total.
    const right = (value: string, yy: number, font: PDFFont, size: number) =>
      page.drawText(pdfSafe(value), {
        x: PAGE.width - MARGIN - font.widthOfTextAtSize(pdfSafe(value), size),
        y: yy,
        size,
        font,
        color: INK,
      });
    right(`${item.quantity} x ${formatCents(unit, item.currency)}`, top - 11, fonts.regular, 9);
    right(formatCents(unit * item.quantity, item.currency), top - 26, fonts.bold, 11);
    y = top - PHOTO - 12;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE.width - MARGIN, y },
      thickness: 0.4,
      color: LINE,
    });
  }

  // Footers: page n of N.
  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const label = `${pdfSafe(input.projectName)} - selections - page ${i + 1} of ${pages.length}`;
    p.drawText(fit(label, fonts.regular, 8, PAGE.width - 2 * MARGIN), {
      x: MARGIN,
      y: MARGIN / 2,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
  });
  return pdf.save();
}
