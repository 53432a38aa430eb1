/**
 * Selections (issue 29): the private link under "every client must approve". With assigned
 * clients, an approval on the link would stand for no one (the rule counts each assigned client's
 * own approval), so the Worker refuses it with a clear message and records nothing; declining and
 * asking for changes on the link still work; the client's view says the link cannot approve.
 * Under "any", and under "all" on a project without assigned clients, the link approves as before.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type AdminSelectionsView,
  type ClientSelectionsView,
  SELECTION_MESSAGES,
} from "../../src/shared/selections";
import { auditLog, selectionDecisions, selectionItems } from "../../worker/db/schema";
import { api, db, expectJson, json, type Session, signIn, uniqueEmail } from "./helpers";
import { assign, portalApi, projectWithLink } from "./portal-fixtures";

let admin: Session;
beforeAll(async () => {
  admin = await signIn("admin", "owner@studio.test", "Owner");
});

const adminCall = (path: string, method: string, body?: unknown) =>
  api(path, { method, session: admin, ...(body === undefined ? {} : { json: body }) });

/** A project under `rule` with `clients` assigned clients and one room of two proposed pieces. */
async function world(rule: "any" | "all", clients: number) {
  const { project, token } = await projectWithLink({ clientProjectName: "Link Rule House" });
  const sessions: Session[] = [];
  for (let i = 0; i < clients; i++) {
    const client = await signIn("client", uniqueEmail(`link-rule-${i}`), `Client${i}`);
    await assign(client, project.id);
    sessions.push(client);
  }
  await expectJson(
    await adminCall(`/api/projects/${project.id}/selections/settings`, "PUT", { approvalRule: rule }),
    200,
  );
  let view = await expectJson<AdminSelectionsView>(
    await adminCall(`/api/projects/${project.id}/selection-rooms`, "POST", { name: "Study" }),
    201,
  );
  const roomId = view.rooms[0]?.id ?? 0;
  for (const name of ["Desk", "Desk lamp"]) {
    await expectJson(
      await adminCall(`/api/admin/selection-rooms/${roomId}/items`, "POST", { name, unitPriceCents: 90_000 }),
      201,
    );
  }
  view = await expectJson<AdminSelectionsView>(
    await adminCall(`/api/admin/selection-rooms/${roomId}/propose`, "POST", {}),
    200,
  );
  const [desk, lamp] = (view.rooms[0]?.items ?? []).map((i) => i.id) as [number, number];
  return { project, token, clients: sessions, desk, lamp };
}

function onLink(w: { project: { id: number }; token: string }, itemId: number, body: object) {
  return portalApi(`/api/portal/selection-items/${itemId}/decision`, {
    method: "POST",
    json: { projectId: w.project.id, token: w.token, ...body },
  });
}

const decisionsOf = (itemId: number) =>
  db().select().from(selectionDecisions).where(eq(selectionDecisions.itemId, itemId)).all();
const statusOf = async (itemId: number) =>
  (await db().select().from(selectionItems).where(eq(selectionItems.id, itemId)).get())?.status;

async function linkView(w: { project: { id: number }; token: string }) {
  return expectJson<ClientSelectionsView>(
    await portalApi(`/api/portal/selections?token=${w.token}&projectId=${w.project.id}`),
    200,
  );
}

describe("the private link under 'every client must approve'", () => {
  it("refuses the link's approval with a clear message and records nothing", async () => {
    const w = await world("all", 2);
    expect((await linkView(w)).linkApproves).toBe(false);
    const res = await onLink(w, w.desk, { decision: "approved", comment: "Yes please" });
    expect(res.status).toBe(403);
    expect(await json<{ message: string }>(res)).toEqual({ message: SELECTION_MESSAGES.linkCannotApprove });
    expect(await decisionsOf(w.desk)).toEqual([]);
    expect(await statusOf(w.desk)).toBe("proposed");
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "selection.decision"), eq(auditLog.entityId, String(w.project.id))))
      .all();
    expect(audit).toEqual([]);
    // Each client's own approval still counts: both approve, the piece is approved.
    for (const client of w.clients) {
      const ok = await api(`/api/portal/selection-items/${w.desk}/decision`, {
        method: "POST",
        session: client,
        json: { projectId: w.project.id, decision: "approved" },
      });
      expect(ok.status, await ok.clone().text()).toBe(200);
    }
    expect(await statusOf(w.desk)).toBe("approved");
  });

  it("still takes a decline and a request for changes from the link", async () => {
    const w = await world("all", 1);
    const declined = await onLink(w, w.desk, { decision: "declined", comment: "Too big" });
    expect(declined.status, await declined.clone().text()).toBe(200);
    expect(await statusOf(w.desk)).toBe("declined");
    const changes = await onLink(w, w.lamp, { decision: "changes_requested", comment: "In brass?" });
    expect(changes.status, await changes.clone().text()).toBe(200);
    const view = await json<ClientSelectionsView>(changes);
    expect(view.linkApproves).toBe(false);
    expect(view.rooms[0]?.items.find((i) => i.id === w.lamp)).toMatchObject({ status: "changes_requested" });
    expect((await decisionsOf(w.lamp)).map((d) => [d.decision, d.authorName])).toEqual([
      ["changes_requested", "Client (private link)"],
    ]);
  });

  it("lets the link approve under 'any', and under 'all' while no client is assigned", async () => {
    for (const [rule, clients] of [
      ["any", 2],
      ["all", 0],
    ] as const) {
      const w = await world(rule, clients);
      expect((await linkView(w)).linkApproves).toBe(true);
      const res = await onLink(w, w.desk, { decision: "approved" });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(await statusOf(w.desk)).toBe("approved");
    }
  });
});
