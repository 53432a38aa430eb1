/**
 * Selections (issue 29), end to end through the Worker on local D1: the studio's schedule (rooms,
 * pieces, options, shop products, propose, reorder, move, duplicate, fulfilment), the client's
 * decisions under the project's rule ("any"/"all"), locking and reopening with what changed, the
 * studio's cost absent from every client answer (raw JSON), access refusals that leak nothing,
 * and bad input refused with a clear message and nothing changed.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { PrivacyDeleteResult, PrivacyExport } from "../../src/shared/privacy";
import type { AdminSelectionsView, ClientSelectionsView } from "../../src/shared/selections";
import { SELECTION_MESSAGES } from "../../src/shared/selections";
import { auditLog, products } from "../../worker/db/schema";
import { api, auditEntries, db, json, type Session, signIn, uniqueEmail } from "./helpers";
import { assign, portalApi, projectWithLink } from "./portal-fixtures";
import { expectNoCost, itemRow } from "./selection-fixtures";

const COST = 424_242;
const OPTION_COST = 535_353;

let admin: Session;

beforeAll(async () => {
  admin = await signIn("admin", "owner@studio.test", "Owner");
});

async function adminCall(path: string, method: string, body?: unknown): Promise<Response> {
  return api(path, { method, session: admin, ...(body === undefined ? {} : { json: body }) });
}

async function expectView(res: Response, status = 200): Promise<AdminSelectionsView> {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${await res.text()}`);
  return json<AdminSelectionsView>(res);
}

/** A project with a link, a room and one piece (with the studio's cost) by hand. */
async function setup(options: { rule?: "any" | "all"; clients?: number } = {}) {
  const { project, token } = await projectWithLink({ clientProjectName: "Selections House" });
  const clients: Session[] = [];
  for (let i = 0; i < (options.clients ?? 1); i++) {
    const client = await signIn("client", uniqueEmail(`sel-${i}`), `Client${i}`);
    await assign(client, project.id);
    clients.push(client);
  }
  if (options.rule) {
    await expectView(
      await adminCall(`/api/projects/${project.id}/selections/settings`, "PUT", {
        approvalRule: options.rule,
      }),
    );
  }
  let view = await expectView(
    await adminCall(`/api/projects/${project.id}/selection-rooms`, "POST", {
      name: "Living room",
      budgetCents: 1_000_000,
    }),
    201,
  );
  const roomId = view.rooms[0]?.id ?? 0;
  view = await expectView(
    await adminCall(`/api/admin/selection-rooms/${roomId}/items`, "POST", {
      name: "Linen sofa",
      vendor: "Atelier",
      url: "https://vendor.example/sofa",
      sku: "SOFA-1",
      dimensions: "220 × 95 × 80 cm",
      finish: "Oat linen",
      quantity: 1,
      unitPriceCents: 320_000,
      costCents: COST,
      leadTime: "10 weeks",
      notes: "Performance linen",
      photos: ["/media/sofa.webp"],
    }),
    201,
  );
  const itemId = view.rooms[0]?.items[0]?.id ?? 0;
  return { project, token, clients, roomId, itemId };
}

async function portalView(
  projectId: number,
  token: string,
): Promise<{ view: ClientSelectionsView; raw: string }> {
  const res = await portalApi(`/api/portal/selections?token=${token}&projectId=${projectId}`);
  const raw = await res.text();
  expect(res.status, raw).toBe(200);
  return { view: JSON.parse(raw) as ClientSelectionsView, raw };
}

function decideAs(
  itemId: number,
  projectId: number,
  who: { token?: string; session?: Session },
  body: object,
) {
  return portalApi(`/api/portal/selection-items/${itemId}/decision`, {
    method: "POST",
    session: who.session ?? null,
    json: { projectId, ...(who.token ? { token: who.token } : {}), ...body },
  });
}

/** The test's cost figures, none of which may reach a client. */
const noCost = (raw: string) => expectNoCost(raw, [COST, OPTION_COST]);

describe("the studio's schedule", () => {
  it("builds rooms and pieces, keeps drafts from the client, proposes a room and audits each step", async () => {
    const { project, token, roomId, itemId } = await setup();
    const admin1 = await expectView(await adminCall(`/api/projects/${project.id}/selections`, "GET"));
    expect(admin1.rooms[0]?.items[0]).toMatchObject({ name: "Linen sofa", status: "draft", costCents: COST });
    expect(admin1.totals.pendingCents).toBe(0);

    // A draft is not the client's business yet.
    const before = await portalView(project.id, token);
    expect(before.view.rooms).toEqual([]);

    const proposed = await expectView(
      await adminCall(`/api/admin/selection-rooms/${roomId}/propose`, "POST", {}),
    );
    expect(proposed.rooms[0]?.items[0]).toMatchObject({ status: "proposed", round: 1 });
    expect(proposed.rooms[0]?.totals).toMatchObject({ pendingCents: 320_000, budgetCents: 1_000_000 });

    const after = await portalView(project.id, token);
    expect(after.view.rooms[0]?.items[0]).toMatchObject({
      id: itemId,
      name: "Linen sofa",
      unitPriceCents: 320_000,
      leadTime: "10 weeks",
      status: "proposed",
    });
    expect(after.view.totals).toMatchObject({
      pendingCents: 320_000,
      approvedCents: 0,
      budgetCents: 1_000_000,
    });
    noCost(after.raw);

    const actions = await auditEntries({ entityType: "selection", entityId: project.id });
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(["selection.room.create", "selection.item.create", "selection.room.propose"]),
    );
  });

  it("adds a shop product in one click, reorders, moves and duplicates with options", async () => {
    const { project, roomId, itemId } = await setup();
    const product = await db()
      .insert(products)
      .values({
        title: "Stone vase",
        slug: `stone-vase-${Date.now()}`,
        priceCents: 18_500,
        stock: 3,
        status: "active",
        coverImageUrl: "/media/vase.webp",
      })
      .returning()
      .get();
    let view = await expectView(
      await adminCall(`/api/admin/selection-rooms/${roomId}/items/from-product`, "POST", {
        productId: product.id,
      }),
      201,
    );
    const vase = view.rooms[0]?.items.find((i) => i.productId === product.id);
    expect(vase).toMatchObject({
      name: "Stone vase",
      unitPriceCents: 18_500,
      photos: ["/media/vase.webp"],
      source: "product",
    });

    view = await expectView(
      await adminCall(`/api/admin/selection-rooms/${roomId}/reorder`, "POST", { ids: [vase?.id, itemId] }),
    );
    expect(view.rooms[0]?.items.map((i) => i.id)).toEqual([vase?.id, itemId]);

    view = await expectView(
      await adminCall(`/api/projects/${project.id}/selection-rooms`, "POST", { name: "Bedroom" }),
      201,
    );
    const bedroom = view.rooms.find((r) => r.name === "Bedroom");
    await expectView(
      await adminCall(`/api/admin/selection-items/${itemId}/options`, "POST", {
        name: "Oak",
        unitPriceCents: 300_000,
        costCents: OPTION_COST,
      }),
      201,
    );
    view = await expectView(
      await adminCall(`/api/admin/selection-items/${itemId}/duplicate`, "POST", { roomId: bedroom?.id }),
      201,
    );
    const copy = view.rooms.find((r) => r.name === "Bedroom")?.items[0];
    expect(copy).toMatchObject({ name: "Linen sofa", status: "draft", costCents: COST });
    expect(copy?.options.map((o) => [o.label, o.name, o.costCents])).toEqual([["A", "Oak", OPTION_COST]]);

    view = await expectView(
      await adminCall(`/api/admin/selection-items/${vase?.id}/move`, "POST", { roomId: bedroom?.id }),
    );
    expect(view.rooms.find((r) => r.name === "Bedroom")?.items.map((i) => i.name)).toEqual([
      "Linen sofa",
      "Stone vase",
    ]);
    expect(view.rooms.find((r) => r.name === "Living room")?.items.map((i) => i.id)).toEqual([itemId]);
  });

  it("records ordered, shipped, delivered and installed with their days, only after approval", async () => {
    const { project, token, itemId } = await setup();
    const early = await adminCall(`/api/admin/selection-items/${itemId}/status`, "POST", {
      status: "ordered",
    });
    expect(early.status).toBe(409);
    expect((await json<{ message: string }>(early)).message).toBe(SELECTION_MESSAGES.statusOrder);
    await expectView(await adminCall(`/api/admin/selection-items/${itemId}/propose`, "POST", {}));
    expect((await decideAs(itemId, project.id, { token }, { decision: "approved" })).status).toBe(200);
    const view = await expectView(
      await adminCall(`/api/admin/selection-items/${itemId}/status`, "POST", {
        status: "ordered",
        date: "2026-11-20",
      }),
    );
    expect(view.rooms[0]?.items[0]).toMatchObject({ status: "ordered", orderedAt: "2026-11-20" });
    // Once ordered, the price no longer changes.
    const locked = await adminCall(`/api/admin/selection-items/${itemId}`, "PUT", { unitPriceCents: 1 });
    expect(locked.status).toBe(409);
    expect((await itemRow(itemId))?.unitPriceCents).toBe(320_000);
  });
});

describe("more of the studio's schedule", () => {
  it("reorders rooms, refuses a room of another project, deletes with audit entries", async () => {
    const { project, roomId, itemId } = await setup();
    let view = await expectView(
      await adminCall(`/api/projects/${project.id}/selection-rooms`, "POST", { name: "Study" }),
      201,
    );
    const study = view.rooms.find((r) => r.name === "Study")?.id ?? 0;
    view = await expectView(
      await adminCall(`/api/projects/${project.id}/selection-rooms/reorder`, "POST", {
        ids: [study, roomId],
      }),
    );
    expect(view.rooms.map((r) => r.name)).toEqual(["Study", "Living room"]);
    const partial = await adminCall(`/api/projects/${project.id}/selection-rooms/reorder`, "POST", {
      ids: [study],
    });
    expect(partial.status).toBe(400);
    expect((await json<{ message: string }>(partial)).message).toBe(SELECTION_MESSAGES.reorderRoomsMismatch);

    const other = await setup();
    const cross = await adminCall(`/api/admin/selection-items/${itemId}/move`, "POST", {
      roomId: other.roomId,
    });
    expect(cross.status).toBe(400);
    expect((await json<{ message: string }>(cross)).message).toBe(SELECTION_MESSAGES.roomOfOtherProject);
    expect((await itemRow(itemId))?.roomId).toBe(roomId);

    view = await expectView(
      await adminCall(`/api/admin/selection-items/${itemId}/options`, "POST", { name: "Oak" }),
      201,
    );
    const optionId = view.rooms.find((r) => r.id === roomId)?.items[0]?.options[0]?.id;
    view = await expectView(
      await adminCall(`/api/admin/selection-options/${optionId}`, "PUT", { name: "Smoked oak" }),
    );
    expect(view.rooms.find((r) => r.id === roomId)?.items[0]?.options[0]?.name).toBe("Smoked oak");
    await expectView(await adminCall(`/api/admin/selection-options/${optionId}`, "DELETE"));
    await expectView(await adminCall(`/api/admin/selection-items/${itemId}`, "DELETE"));
    view = await expectView(await adminCall(`/api/admin/selection-rooms/${study}`, "DELETE"));
    expect(view.rooms.map((r) => [r.name, r.items.length])).toEqual([["Living room", 0]]);
    const actions = (await auditEntries({ entityType: "selection", entityId: project.id })).map(
      (a) => a.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        "selection.room.reorder",
        "selection.option.update",
        "selection.option.delete",
        "selection.item.delete",
        "selection.room.delete",
      ]),
    );
  });

  it("a change of rule judges the waiting pieces again", async () => {
    const { project, clients, itemId } = await setup({ rule: "all", clients: 2 });
    await adminCall(`/api/admin/selection-items/${itemId}/propose`, "POST", {});
    await decideAs(itemId, project.id, { session: clients[0] }, { decision: "approved" });
    expect((await itemRow(itemId))?.status).toBe("proposed");
    const view = await expectView(
      await adminCall(`/api/projects/${project.id}/selections/settings`, "PUT", { approvalRule: "any" }),
    );
    expect(view.approvalRule).toBe("any");
    expect(view.rooms[0]?.items[0]?.status).toBe("approved");
    // Approved pieces are not proposed again by the studio: a change asks again instead.
    const again = await adminCall(`/api/admin/selection-items/${itemId}/propose`, "POST", {});
    expect(again.status).toBe(409);
  });
});

describe("the client's decisions", () => {
  it("approves on the private link; the totals follow; an approved piece takes no more decisions", async () => {
    const { project, token, itemId } = await setup();
    await adminCall(`/api/admin/selection-items/${itemId}/propose`, "POST", {});
    const res = await decideAs(itemId, project.id, { token }, { decision: "approved", comment: "Lovely" });
    const raw = await res.text();
    expect(res.status, raw).toBe(200);
    noCost(raw);
    const view = JSON.parse(raw) as ClientSelectionsView;
    const item = view.rooms[0]?.items[0];
    expect(item?.status).toBe("approved");
    expect(item?.decisions).toEqual([
      expect.objectContaining({
        decision: "approved",
        comment: "Lovely",
        authorName: "Client (private link)",
        current: true,
      }),
    ]);
    expect(view.totals).toMatchObject({ approvedCents: 320_000, pendingCents: 0 });
    const again = await decideAs(itemId, project.id, { token }, { decision: "declined" });
    expect(again.status).toBe(409);
    expect((await json<{ message: string }>(again)).message).toBe(SELECTION_MESSAGES.alreadyApproved);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, "selection.decision")).all();
    expect(audit.some((a) => a.entityId === String(project.id) && a.detail?.decision === "approved")).toBe(
      true,
    );
  });

  it("under 'all', waits for every assigned client; each decision is shown to everyone", async () => {
    const { project, token, clients, itemId } = await setup({ rule: "all", clients: 2 });
    const [first, second] = clients as [Session, Session];
    await adminCall(`/api/admin/selection-items/${itemId}/propose`, "POST", {});
    const one = await json<ClientSelectionsView>(
      await decideAs(itemId, project.id, { session: first }, { decision: "approved" }),
    );
    expect(one.rooms[0]?.items[0]).toMatchObject({ status: "proposed", awaiting: ["Client1"] });
    // The link may not approve here (it would stand for no one): tests/worker/selections-link-rule.test.ts.
    expect((await decideAs(itemId, project.id, { token }, { decision: "approved" })).status).toBe(403);
    expect((await itemRow(itemId))?.status).toBe("proposed");
    const res = await decideAs(itemId, project.id, { session: second }, { decision: "approved" });
    expect(res.status).toBe(200);
    const seenByLink = await portalView(project.id, token);
    const item = seenByLink.view.rooms[0]?.items[0];
    expect(item?.status).toBe("approved");
    expect(item?.decisions.map((d) => d.authorName)).toEqual(["Client0", "Client1"]);
    expect(item?.awaiting).toEqual([]);
  });

  it("under 'all', one client's request for changes sends the piece back to the studio", async () => {
    const { project, clients, itemId } = await setup({ rule: "all", clients: 2 });
    await adminCall(`/api/admin/selection-items/${itemId}/propose`, "POST", {});
    await decideAs(itemId, project.id, { session: clients[0] }, { decision: "approved" });
    const noComment = await decideAs(
      itemId,
      project.id,
      { session: clients[1] },
      { decision: "changes_requested" },
    );
    expect(noComment.status).toBe(400);
    expect((await json<{ errors: Record<string, string> }>(noComment)).errors.comment).toBe(
      SELECTION_MESSAGES.commentNeeded,
    );
    const res = await decideAs(
      itemId,
      project.id,
      { session: clients[1] },
      { decision: "changes_requested", comment: "In green?" },
    );
    expect(res.status).toBe(200);
    const row = await itemRow(itemId);
    expect(row?.status).toBe("changes_requested");
    expect(row?.changesRequestedAt).not.toBeNull();
  });

  it("with options, the client must pick one; the pick is the chosen option and sets the price", async () => {
    const { project, token, itemId } = await setup();
    await adminCall(`/api/admin/selection-items/${itemId}/options`, "POST", {
      name: "Oat linen",
      costCents: OPTION_COST,
    });
    const withB = await expectView(
      await adminCall(`/api/admin/selection-items/${itemId}/options`, "POST", {
        name: "Walnut velvet",
        unitPriceCents: 360_000,
      }),
      201,
    );
    const [a, b] = withB.rooms[0]?.items[0]?.options ?? [];
    await adminCall(`/api/admin/selection-items/${itemId}/propose`, "POST", {});
    const none = await decideAs(itemId, project.id, { token }, { decision: "approved" });
    expect(none.status).toBe(400);
    expect((await json<{ message: string }>(none)).message).toBe(SELECTION_MESSAGES.chooseOption);
    const foreign = await decideAs(
      itemId,
      project.id,
      { token },
      { decision: "approved", optionId: 999_999 },
    );
    expect(foreign.status).toBe(400);
    expect((await itemRow(itemId))?.status).toBe("proposed");
    const res = await decideAs(itemId, project.id, { token }, { decision: "approved", optionId: b?.id });
    const raw = await res.text();
    expect(res.status).toBe(200);
    noCost(raw);
    const view = JSON.parse(raw) as ClientSelectionsView;
    expect(view.rooms[0]?.items[0]).toMatchObject({ status: "approved", chosenOptionId: b?.id });
    expect(view.rooms[0]?.items[0]?.options.map((o) => [o.label, o.unitPriceCents])).toEqual([
      ["A", 320_000],
      ["B", 360_000],
    ]);
    expect(view.totals.approvedCents).toBe(360_000);
    expect(a?.label).toBe("A");
  });
});

describe("locking and reopening", () => {
  it("a change of price or quantity after approval asks again and shows what changed", async () => {
    const { project, token, itemId } = await setup();
    await adminCall(`/api/admin/selection-items/${itemId}/propose`, "POST", {});
    await decideAs(itemId, project.id, { token }, { decision: "approved" });
    // Notes change quietly.
    await expectView(
      await adminCall(`/api/admin/selection-items/${itemId}`, "PUT", { notes: "Delivery in March" }),
    );
    expect((await itemRow(itemId))?.status).toBe("approved");

    await expectView(
      await adminCall(`/api/admin/selection-items/${itemId}`, "PUT", {
        unitPriceCents: 335_000,
        quantity: 2,
      }),
    );
    const { view, raw } = await portalView(project.id, token);
    noCost(raw);
    const item = view.rooms[0]?.items[0];
    expect(item).toMatchObject({ status: "proposed", round: 2, approvedAt: null });
    expect(item?.lastChange).toEqual([
      { field: "unitPriceCents", label: "Price", from: "$3,200", to: "$3,350" },
      { field: "quantity", label: "Quantity", from: "1", to: "2" },
    ]);
    // The earlier approval is history, not a vote in this round.
    expect(item?.decisions).toEqual([
      expect.objectContaining({ decision: "approved", round: 1, current: false }),
    ]);
    expect(view.totals).toMatchObject({ approvedCents: 0, pendingCents: 670_000 });

    // A second change before the client answers folds into the same record.
    await adminCall(`/api/admin/selection-items/${itemId}`, "PUT", { unitPriceCents: 340_000 });
    expect((await itemRow(itemId))?.lastChange).toEqual([
      { field: "unitPriceCents", label: "Price", from: "$3,200", to: "$3,400" },
      { field: "quantity", label: "Quantity", from: "1", to: "2" },
    ]);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "selection.item.reopen"))
      .all();
    expect(audit.filter((a) => a.detail?.itemId === itemId)).toHaveLength(2);
  });

  it("a change of options after approval asks again", async () => {
    const { project, token, itemId } = await setup();
    await adminCall(`/api/admin/selection-items/${itemId}/propose`, "POST", {});
    await decideAs(itemId, project.id, { token }, { decision: "approved" });
    await expectView(
      await adminCall(`/api/admin/selection-items/${itemId}/options`, "POST", { name: "Bouclé" }),
      201,
    );
    const row = await itemRow(itemId);
    expect(row?.status).toBe("proposed");
    expect(row?.lastChange?.[0]).toMatchObject({
      field: "options",
      from: "No options",
      to: "A: Bouclé $3,200",
    });
  });

  it("a decision for a round the studio has since replaced is refused, and changes nothing", async () => {
    const { project, token, itemId } = await setup();
    await adminCall(`/api/admin/selection-items/${itemId}/propose`, "POST", {});
    // The studio withdraws it: the piece is a draft again, out of the client's view.
    await expectView(
      await adminCall(`/api/admin/selection-items/${itemId}/status`, "POST", { status: "draft" }),
    );
    const res = await decideAs(itemId, project.id, { token }, { decision: "approved" });
    expect(res.status).toBe(404);
    expect((await itemRow(itemId))?.status).toBe("draft");
  });
});

describe("privacy", () => {
  it("a client's decisions are in their export; a delete keeps the decision, not the person", async () => {
    const { project, token, clients, itemId } = await setup();
    const [client] = clients as [Session];
    await adminCall(`/api/admin/selection-items/${itemId}/propose`, "POST", {});
    await decideAs(
      itemId,
      project.id,
      { session: client },
      { decision: "approved", comment: "Call me on Tuesday" },
    );
    const exported = await json<PrivacyExport>(
      await api(`/api/admin/privacy/export?email=${encodeURIComponent(client.email)}`, { session: admin }),
    );
    expect(exported.selectionDecisions).toEqual([
      expect.objectContaining({ piece: "Linen sofa", decision: "approved", comment: "Call me on Tuesday" }),
    ]);
    const res = await api("/api/admin/privacy/delete", {
      session: admin,
      json: { email: client.email, confirm: client.email },
    });
    expect(res.status).toBe(200);
    expect((await json<PrivacyDeleteResult>(res)).anonymised.selectionDecisions).toBe(1);
    const { view, raw } = await portalView(project.id, token);
    expect(view.rooms[0]?.items[0]?.status).toBe("approved");
    expect(view.rooms[0]?.items[0]?.decisions).toEqual([
      expect.objectContaining({ decision: "approved", authorName: "Former client", comment: null }),
    ]);
    expect(raw).not.toContain("Call me on Tuesday");
    expect(raw).not.toContain("Client0");
  });
});

describe("access and input", () => {
  it("refuses strangers with nothing leaked, and the studio's schedule to clients", async () => {
    const { project, itemId } = await setup();
    await adminCall(`/api/admin/selection-items/${itemId}/propose`, "POST", {});
    const stranger = await signIn("client", uniqueEmail("stranger"), "Stranger");
    const other = await projectWithLink();

    const checks: Response[] = [
      await portalApi(`/api/portal/selections?token=${"A".repeat(43)}&projectId=${project.id}`),
      await portalApi(`/api/portal/selections?token=${other.token}&projectId=${project.id}`),
      await portalApi(`/api/portal/selections?projectId=${project.id}`, { session: stranger }),
      await portalApi(`/api/portal/selections?projectId=${project.id}`),
      await decideAs(itemId, project.id, { session: stranger }, { decision: "approved" }),
      // Another project's link cannot decide this project's piece.
      await decideAs(itemId, other.project.id, { token: other.token }, { decision: "approved" }),
    ];
    for (const res of checks) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Not found." });
    }
    expect((await itemRow(itemId))?.status).toBe("proposed");

    const client = await signIn("client", uniqueEmail("nosy"), "Nosy");
    await assign(client, project.id);
    expect((await api(`/api/projects/${project.id}/selections`)).status).toBe(401);
    const forbidden = await api(`/api/projects/${project.id}/selections`, { session: client });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.text()).not.toContain("Linen sofa");
    expect(
      (
        await api(`/api/admin/selection-items/${itemId}`, {
          method: "PUT",
          session: client,
          json: { unitPriceCents: 1 },
        })
      ).status,
    ).toBe(403);
    expect((await itemRow(itemId))?.unitPriceCents).toBe(320_000);

    // The signed-in assigned client sees the piece, without the studio's cost.
    const own = await portalApi(`/api/portal/selections?projectId=${project.id}`, { session: client });
    const raw = await own.text();
    expect(own.status).toBe(200);
    expect(raw).toContain("Linen sofa");
    noCost(raw);
  });

  it("answers bad input with a clear 400 and changes nothing", async () => {
    const { project, roomId, itemId } = await setup();
    const before = await expectView(await adminCall(`/api/projects/${project.id}/selections`, "GET"));
    const cases: [string, string, unknown, string][] = [
      [`/api/projects/${project.id}/selection-rooms`, "POST", { name: "  " }, SELECTION_MESSAGES.roomName],
      [
        `/api/admin/selection-rooms/${roomId}/items`,
        "POST",
        { name: "Lamp", unitPriceCents: -5 },
        SELECTION_MESSAGES.price,
      ],
      [
        `/api/admin/selection-rooms/${roomId}/items`,
        "POST",
        { name: "Lamp", quantity: 0 },
        SELECTION_MESSAGES.quantity,
      ],
      [
        `/api/admin/selection-rooms/${roomId}/items`,
        "POST",
        { name: "Lamp", photos: ["javascript:alert(1)"] },
        SELECTION_MESSAGES.photo,
      ],
      [
        `/api/admin/selection-rooms/${roomId}/items`,
        "POST",
        { name: "Lamp", url: "ftp://x.example/a" },
        SELECTION_MESSAGES.url,
      ],
      [`/api/admin/selection-items/${itemId}`, "PUT", { unitPriceCents: "lots" }, SELECTION_MESSAGES.price],
      [
        `/api/admin/selection-items/${itemId}/status`,
        "POST",
        { status: "date", date: "2026-11-20" },
        "Please choose ordered, shipped, delivered, installed or draft.",
      ],
      [
        `/api/admin/selection-rooms/${roomId}/reorder`,
        "POST",
        { ids: [itemId, itemId] },
        SELECTION_MESSAGES.reorderMismatch,
      ],
      [`/api/admin/selection-items/${itemId}/move`, "POST", { roomId }, SELECTION_MESSAGES.sameRoom],
      [
        `/api/admin/selection-rooms/${roomId}/items/from-link`,
        "POST",
        { url: "file:///etc/passwd" },
        SELECTION_MESSAGES.url,
      ],
      [
        `/api/projects/${project.id}/selections/settings`,
        "PUT",
        { approvalRule: "most" },
        "Please choose who must approve.",
      ],
    ];
    for (const [path, method, body, message] of cases) {
      const res = await adminCall(path, method, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect((await json<{ message: string }>(res)).message).toBe(message);
    }
    // A real fetch (the local sign-in stand-in's JSON): read, found not to be a page, refused.
    const notPage = await adminCall(`/api/admin/selection-rooms/${roomId}/items/from-link`, "POST", {
      url: `${env.OIDC_ISSUER}/.well-known/openid-configuration`,
    });
    expect(notPage.status).toBe(400);
    expect((await json<{ message: string }>(notPage)).message).toBe("That address is not a web page.");
    const missing = await adminCall(`/api/admin/selection-rooms/999999/items`, "POST", { name: "Lamp" });
    expect(missing.status).toBe(404);
    expect((await json<{ message: string }>(missing)).message).toBe(SELECTION_MESSAGES.roomNotFound);
    const after = await expectView(await adminCall(`/api/projects/${project.id}/selections`, "GET"));
    expect(after).toEqual(before);
  });
});
