/**
 * Selections, the studio's side (issue 29), admin only. Every change answers with the project's
 * whole schedule (AdminSelectionsView), so the tab shows the result of its own change at once.
 *   GET    /api/projects/:id/selections                     the schedule, totals, approval rule
 *   PUT    /api/projects/:id/selections/settings            { approvalRule: "any" | "all" }
 *   POST   /api/projects/:id/selection-rooms                { name, budgetCents? }
 *   POST   /api/projects/:id/selection-rooms/reorder        { ids }
 *   PUT    /api/admin/selection-rooms/:id                   { name?, budgetCents? }
 *   DELETE /api/admin/selection-rooms/:id                   the room and its pieces
 *   POST   /api/admin/selection-rooms/:id/propose           every draft/sent-back piece of the room
 *   POST   /api/admin/selection-rooms/:id/reorder           { ids }
 *   POST   /api/admin/selection-rooms/:id/items             a piece by hand
 *   POST   /api/admin/selection-rooms/:id/items/from-product { productId }
 *   POST   /api/admin/selection-rooms/:id/items/from-link   { url }: reads the product page
 *   PUT    /api/admin/selection-items/:id                   fields; price/quantity reopen
 *   DELETE /api/admin/selection-items/:id
 *   POST   /api/admin/selection-items/:id/propose
 *   POST   /api/admin/selection-items/:id/status            { status, date? }
 *   POST   /api/admin/selection-items/:id/move              { roomId }
 *   POST   /api/admin/selection-items/:id/duplicate         { roomId }
 *   POST   /api/admin/selection-items/:id/options           { name, unitPriceCents?, ... }
 *   PUT    /api/admin/selection-options/:id
 *   DELETE /api/admin/selection-options/:id
 * Invoices (issue 29 item 3; worker/selections/invoices.ts):
 *   GET    /api/projects/:id/selection-invoices             ProjectInvoices (and the tax rate set up)
 *   POST   /api/projects/:id/selection-invoices             { itemIds?, depositPercent?, applyTax? } → 201 AdminInvoice
 *   POST   /api/admin/selection-invoices/:id/void           an open invoice → AdminInvoice
 *   GET    /api/admin/selection-invoices?status=            every project's, for the Orders tab
 */
import type { Context } from "hono";
import { type ProjectInvoices, SELECTION_INVOICE_STATUSES } from "../../src/shared/selections-invoices";
import { invoiceCreateSchema } from "../../src/shared/selections-invoices-schemas";
import {
  fromLinkSchema,
  fromProductSchema,
  itemCreateSchema,
  itemUpdateSchema,
  moveSchema,
  optionCreateSchema,
  optionUpdateSchema,
  reorderSchema,
  roomCreateSchema,
  roomUpdateSchema,
  selectionSettingsSchema,
  statusChangeSchema,
} from "../../src/shared/selections-schemas";
import { currentUser, requireAdmin } from "../auth/guards";
import { depsOf } from "../http/deps";
import { guardedRouter } from "../http/guarded-router";
import { parseId } from "../http/params";
import { validate } from "../http/validate";
import { existingProjectId } from "../projects/queries-lookup";
import type { AppEnv } from "../types";
import { allInvoices, configuredTaxRate, createInvoice, projectInvoices, voidInvoice } from "./invoices";
import { importFromLink } from "./product-link";
import { itemOrThrow, optionOrThrow, roomOrThrow } from "./service";
import {
  changeStatus,
  createItem,
  createItemFromProduct,
  deleteItem,
  duplicateItem,
  moveItem,
  proposeItem,
  proposeRoom,
  updateItem,
} from "./service-items";
import { addOption, deleteOption, updateOption } from "./service-options";
import {
  createRoom,
  deleteRoom,
  reorderItems,
  reorderRooms,
  setApprovalRule,
  updateRoom,
} from "./service-rooms";
import { adminView } from "./views";

export const selectionsAdminRouter = guardedRouter(requireAdmin, [
  "/projects/:id/selections",
  "/projects/:id/selections/*",
  "/projects/:id/selection-rooms",
  "/projects/:id/selection-rooms/*",
  "/admin/selection-rooms/*",
  "/admin/selection-items/*",
  "/admin/selection-options/*",
  "/projects/:id/selection-invoices",
  "/admin/selection-invoices",
  "/admin/selection-invoices/*",
]);

const projectIdFrom = (c: Context<AppEnv>) => existingProjectId(c.get("db"), c.req.param("id"));

const room = (c: Context<AppEnv>) => roomOrThrow(c.get("db"), parseId(c.req.param("id"), "Room not found."));
const item = (c: Context<AppEnv>) => itemOrThrow(c.get("db"), parseId(c.req.param("id"), "Piece not found."));
const view = async (c: Context<AppEnv>, projectId: number, status: 200 | 201 = 200) =>
  c.json(await adminView(c.get("db"), projectId), status);

selectionsAdminRouter.get("/projects/:id/selections", async (c) => view(c, await projectIdFrom(c)));

selectionsAdminRouter.put(
  "/projects/:id/selections/settings",
  validate("json", selectionSettingsSchema),
  async (c) => {
    const projectId = await projectIdFrom(c);
    await setApprovalRule(depsOf(c), currentUser(c), projectId, c.req.valid("json").approvalRule);
    return view(c, projectId);
  },
);

selectionsAdminRouter.post("/projects/:id/selection-rooms", validate("json", roomCreateSchema), async (c) => {
  const projectId = await projectIdFrom(c);
  await createRoom(depsOf(c), currentUser(c), projectId, c.req.valid("json"));
  return view(c, projectId, 201);
});

selectionsAdminRouter.post(
  "/projects/:id/selection-rooms/reorder",
  validate("json", reorderSchema),
  async (c) => {
    const projectId = await projectIdFrom(c);
    await reorderRooms(depsOf(c), currentUser(c), projectId, c.req.valid("json").ids);
    return view(c, projectId);
  },
);

selectionsAdminRouter.put("/admin/selection-rooms/:id", validate("json", roomUpdateSchema), async (c) => {
  const r = await room(c);
  await updateRoom(depsOf(c), currentUser(c), r, c.req.valid("json"));
  return view(c, r.projectId);
});

selectionsAdminRouter.delete("/admin/selection-rooms/:id", async (c) => {
  const r = await room(c);
  await deleteRoom(depsOf(c), currentUser(c), r);
  return view(c, r.projectId);
});

selectionsAdminRouter.post("/admin/selection-rooms/:id/propose", async (c) => {
  const r = await room(c);
  await proposeRoom(depsOf(c), currentUser(c), r);
  return view(c, r.projectId);
});

selectionsAdminRouter.post(
  "/admin/selection-rooms/:id/reorder",
  validate("json", reorderSchema),
  async (c) => {
    const r = await room(c);
    await reorderItems(depsOf(c), currentUser(c), r, c.req.valid("json").ids);
    return view(c, r.projectId);
  },
);

selectionsAdminRouter.post(
  "/admin/selection-rooms/:id/items",
  validate("json", itemCreateSchema),
  async (c) => {
    const r = await room(c);
    await createItem(depsOf(c), currentUser(c), r, c.req.valid("json"));
    return view(c, r.projectId, 201);
  },
);

selectionsAdminRouter.post(
  "/admin/selection-rooms/:id/items/from-product",
  validate("json", fromProductSchema),
  async (c) => {
    const r = await room(c);
    await createItemFromProduct(depsOf(c), currentUser(c), r, c.req.valid("json").productId);
    return view(c, r.projectId, 201);
  },
);

selectionsAdminRouter.post(
  "/admin/selection-rooms/:id/items/from-link",
  validate("json", fromLinkSchema),
  async (c) => {
    const r = await room(c);
    const deps = depsOf(c);
    const { url } = c.req.valid("json");
    const details = await importFromLink(deps, url);
    await createItem(
      deps,
      currentUser(c),
      r,
      {
        name: details.name ?? new URL(details.url).hostname,
        vendor: details.brand,
        url: details.url,
        sku: null,
        dimensions: null,
        finish: null,
        quantity: 1,
        // A price in another currency is not the client's price: it goes to the notes instead.
        unitPriceCents:
          details.currency === null || details.currency === "USD" ? (details.priceCents ?? 0) : 0,
        costCents: null,
        leadTime: null,
        notes:
          details.priceCents !== null && details.currency !== null && details.currency !== "USD"
            ? `Listed at ${(details.priceCents / 100).toFixed(2)} ${details.currency}.`
            : null,
        photos: details.imageUrl ? [details.imageUrl] : [],
        source: "link",
      },
      "selection.item.from_link",
    );
    return view(c, r.projectId, 201);
  },
);

selectionsAdminRouter.put("/admin/selection-items/:id", validate("json", itemUpdateSchema), async (c) => {
  const i = await item(c);
  await updateItem(depsOf(c), currentUser(c), i, c.req.valid("json"));
  return view(c, i.projectId);
});

selectionsAdminRouter.delete("/admin/selection-items/:id", async (c) => {
  const i = await item(c);
  await deleteItem(depsOf(c), currentUser(c), i);
  return view(c, i.projectId);
});

selectionsAdminRouter.post("/admin/selection-items/:id/propose", async (c) => {
  const i = await item(c);
  await proposeItem(depsOf(c), currentUser(c), i);
  return view(c, i.projectId);
});

selectionsAdminRouter.post(
  "/admin/selection-items/:id/status",
  validate("json", statusChangeSchema),
  async (c) => {
    const i = await item(c);
    await changeStatus(depsOf(c), currentUser(c), i, c.req.valid("json"));
    return view(c, i.projectId);
  },
);

selectionsAdminRouter.post("/admin/selection-items/:id/move", validate("json", moveSchema), async (c) => {
  const i = await item(c);
  await moveItem(depsOf(c), currentUser(c), i, c.req.valid("json").roomId);
  return view(c, i.projectId);
});

selectionsAdminRouter.post(
  "/admin/selection-items/:id/duplicate",
  validate("json", moveSchema),
  async (c) => {
    const i = await item(c);
    await duplicateItem(depsOf(c), currentUser(c), i, c.req.valid("json").roomId);
    return view(c, i.projectId, 201);
  },
);

selectionsAdminRouter.post(
  "/admin/selection-items/:id/options",
  validate("json", optionCreateSchema),
  async (c) => {
    const i = await item(c);
    await addOption(depsOf(c), currentUser(c), i, c.req.valid("json"));
    return view(c, i.projectId, 201);
  },
);

selectionsAdminRouter.put("/admin/selection-options/:id", validate("json", optionUpdateSchema), async (c) => {
  const { option, item: i } = await optionOrThrow(
    c.get("db"),
    parseId(c.req.param("id"), "Option not found."),
  );
  await updateOption(depsOf(c), currentUser(c), i, option, c.req.valid("json"));
  return view(c, i.projectId);
});

selectionsAdminRouter.delete("/admin/selection-options/:id", async (c) => {
  const { option, item: i } = await optionOrThrow(
    c.get("db"),
    parseId(c.req.param("id"), "Option not found."),
  );
  await deleteOption(depsOf(c), currentUser(c), i, option);
  return view(c, i.projectId);
});

// ---------------------------------------------------------------------------------------------
// Invoices (issue 29 item 3)
// ---------------------------------------------------------------------------------------------

selectionsAdminRouter.get("/projects/:id/selection-invoices", async (c) => {
  const projectId = await projectIdFrom(c);
  return c.json({
    invoices: await projectInvoices(c.get("db"), projectId),
    taxRate: configuredTaxRate(c.get("config").SELECTIONS_TAX_RATE),
  } satisfies ProjectInvoices);
});

selectionsAdminRouter.post(
  "/projects/:id/selection-invoices",
  validate("json", invoiceCreateSchema),
  async (c) => {
    const projectId = await projectIdFrom(c);
    return c.json(await createInvoice(depsOf(c), currentUser(c), projectId, c.req.valid("json")), 201);
  },
);

selectionsAdminRouter.post("/admin/selection-invoices/:id/void", async (c) => {
  const id = parseId(c.req.param("id"), "Invoice not found.");
  return c.json(await voidInvoice(depsOf(c), currentUser(c), id));
});

selectionsAdminRouter.get("/admin/selection-invoices", async (c) => {
  const raw = c.req.query("status");
  const status = SELECTION_INVOICE_STATUSES.find((s) => s === raw);
  return c.json(await allInvoices(c.get("db"), status));
});
