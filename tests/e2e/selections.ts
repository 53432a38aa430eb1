/**
 * The selections specs' shared steps. Through the studio's API (set-up a test is not about): a
 * project with its private link, a room, a piece. In the admin's Selections tab (what
 * selections.spec.ts and selections-clients.spec.ts test): a room with a budget, a piece by hand.
 */
import { newProject, okJson, privateLink } from "./fixtures";
import { type APIRequestContext, expect, type Locator } from "./test";

/** The studio's schedule as the admin's selection calls answer it (the parts the specs read). */
export type SelectionsView = {
  rooms: { id: number; name: string; items: { id: number; name: string; photos: string[] }[] }[];
};

/**
 * A draft project of the test's own (fixtures.ts's newProject, `fields` over its defaults) and its
 * private link: the project's id, the link's URL and token.
 */
export async function projectWithLink(
  admin: APIRequestContext,
  clientProjectName: string,
  fields: Record<string, unknown> = {},
): Promise<{ projectId: number; linkUrl: string; token: string }> {
  const { id: projectId } = await newProject(admin, clientProjectName, fields);
  const { url: linkUrl, token } = await privateLink(admin, projectId);
  return { projectId, linkUrl, token };
}

/** A room added to the project's schedule: its id. */
export async function addRoom(admin: APIRequestContext, projectId: number, name: string): Promise<number> {
  const view = await okJson<SelectionsView>(
    await admin.post(`/api/projects/${projectId}/selection-rooms`, { data: { name } }),
    "room",
  );
  return view.rooms.find((room) => room.name === name)?.id ?? 0;
}

/** A piece added to a room (`data` as the admin's form sends it): the schedule after it. */
export async function addPiece(
  admin: APIRequestContext,
  roomId: number,
  data: Record<string, unknown>,
): Promise<SelectionsView> {
  return okJson<SelectionsView>(
    await admin.post(`/api/admin/selection-rooms/${roomId}/items`, { data }),
    "piece",
  );
}

/**
 * In the admin's Selections tab (`tab`, its panel): adds a room with a budget (as typed, e.g.
 * "5,000") and waits for its heading. The room's section.
 */
export async function addRoomInTab(tab: Locator, name: string, budget: string): Promise<Locator> {
  await tab.getByLabel("New room").fill(name);
  await tab.getByLabel("Budget ($, optional)").fill(budget);
  await tab.getByRole("button", { name: "Add room" }).click();
  const room = tab.locator(`[data-admin-room="${name}"]`);
  await expect(room.getByRole("heading", { name })).toBeVisible();
  return room;
}

/**
 * In a room of the admin's Selections tab (`room`, its section, named `roomName`): adds a piece by
 * hand with the client's price and the studio's cost (as typed, e.g. "3,200") and, when given, a
 * lead time, and waits for it to show as a draft. The piece's row.
 */
export async function addPieceInRoom(
  room: Locator,
  roomName: string,
  piece: { name: string; price: string; cost: string; leadTime?: string },
): Promise<Locator> {
  await room.getByRole("button", { name: `Add a piece to ${roomName}` }).click();
  await room.getByRole("textbox", { name: "Piece", exact: true }).fill(piece.name);
  await room.getByLabel("Client price each ($)").fill(piece.price);
  await room.getByLabel("Studio cost each ($, never shown to the client)").fill(piece.cost);
  if (piece.leadTime) await room.getByLabel("Lead time").fill(piece.leadTime);
  await room.getByRole("button", { name: "Add piece" }).click();
  const row = room.locator(`[data-admin-piece="${piece.name}"]`);
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  return row;
}
