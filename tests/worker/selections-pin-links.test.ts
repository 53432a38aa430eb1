/**
 * Pins on a piece's photo (issue 29), what the studio's answer leads to: the reply's e-mail links
 * to that piece's photo and the pin (`/portal?project=&piece=&photo=&pin=`, as a document pin's
 * e-mail links to the drawing and the pin), and the admin's Selections tab counts the photo pins
 * awaiting the studio's reply apart from the Documents tab's count (the same rule: open, the
 * newest message the client's).
 */
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AwaitingPins, Pin } from "../../src/shared/pins";
import type { AdminSelectionsView } from "../../src/shared/selections";
import { emailOutbox } from "../../worker/db/schema";
import { api, db, expectJson, type Session, signIn, uniqueEmail } from "./helpers";
import { assign, projectWithLink } from "./portal-fixtures";

const MAIN = "/media/pin-links-sofa.webp";
const SIDE = "/media/pin-links-sofa-side.webp";

let admin: Session;
beforeAll(async () => {
  admin = await signIn("admin", "owner@studio.test", "Ana");
});

const adminCall = (path: string, method = "GET", body?: unknown) =>
  api(path, { method, session: admin, ...(body === undefined ? {} : { json: body }) });

const awaiting = async () => expectJson<AwaitingPins>(await adminCall("/api/admin/pins/awaiting"), 200);

async function setup() {
  const name = `Linen sofa ${Date.now().toString(36)}`;
  const { project } = await projectWithLink({ clientProjectName: "Pin Link House" });
  const client = await signIn("client", uniqueEmail("pin-link"), "Maya");
  await assign(client, project.id);
  const rooms = await expectJson<AdminSelectionsView>(
    await adminCall(`/api/projects/${project.id}/selection-rooms`, "POST", { name: "Living room" }),
    201,
  );
  const view = await expectJson<AdminSelectionsView>(
    await adminCall(`/api/admin/selection-rooms/${rooms.rooms[0]?.id}/items`, "POST", {
      name,
      unitPriceCents: 320_000,
      photos: [MAIN, SIDE],
    }),
    201,
  );
  const itemId = view.rooms[0]?.items[0]?.id ?? 0;
  await expectJson(await adminCall(`/api/admin/selection-items/${itemId}/propose`, "POST"), 200);
  return { project, client, itemId, name };
}

describe("the studio's reply on a pin on a piece's photo", () => {
  it("e-mails the client a link that opens that piece's photo on the pin", async () => {
    const { project, client, itemId, name } = await setup();
    const pin = await expectJson<Pin>(
      await api(`/api/portal/selection-items/${itemId}/pins`, {
        method: "POST",
        session: client,
        json: { projectId: project.id, photo: SIDE, x: 0.3, y: 0.7, text: "Is the arm this low?" },
      }),
      201,
    );
    await expectJson(
      await adminCall(`/api/admin/pins/${pin.id}/replies`, "POST", { text: "Yes, 55 cm." }),
      201,
    );
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, "pin-reply"),
          eq(emailOutbox.toAddress, client.email),
          like(emailOutbox.subject, `%${name}%`),
        ),
      )
      .all();
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text ?? "";
    expect(text).toContain("Yes, 55 cm.");
    const link = new URL(text.match(/http\S+/)?.[0] ?? "");
    expect(link.pathname).toBe("/portal");
    expect(Object.fromEntries(link.searchParams)).toEqual({
      project: String(project.id),
      piece: String(itemId),
      photo: SIDE,
      pin: String(pin.number),
    });
  });
});

describe("the Selections tab's count of photo pins awaiting the studio", () => {
  it("counts a client's pin until the studio replies, again on the client's answer, not once resolved", async () => {
    const { project, client, itemId } = await setup();
    const before = await awaiting();
    const place = (photo: string, text: string) =>
      api(`/api/portal/selection-items/${itemId}/pins`, {
        method: "POST",
        session: client,
        json: { projectId: project.id, photo, x: 0.5, y: 0.5, text },
      });
    const first = await expectJson<Pin>(await place(MAIN, "Softer cushions?"), 201);
    await expectJson<Pin>(await place(SIDE, "Darker legs?"), 201);
    let now = await awaiting();
    expect(now.selectionCount - before.selectionCount).toBe(2);
    // The Documents tab's count is of documents' pins only.
    expect(now.count).toBe(before.count);
    expect(now.selections.find((s) => s.itemId === itemId)?.awaiting).toBe(2);

    await expectJson(await adminCall(`/api/admin/pins/${first.id}/replies`, "POST", { text: "Yes." }), 201);
    now = await awaiting();
    expect(now.selectionCount - before.selectionCount).toBe(1);

    await expectJson(
      await api(`/api/portal/pins/${first.id}/replies`, {
        method: "POST",
        session: client,
        json: { projectId: project.id, text: "Thank you, and firmer?" },
      }),
      201,
    );
    now = await awaiting();
    expect(now.selectionCount - before.selectionCount).toBe(2);

    await expectJson(
      await adminCall(`/api/admin/pins/${first.id}/status`, "POST", { status: "resolved" }),
      200,
    );
    now = await awaiting();
    expect(now.selectionCount - before.selectionCount).toBe(1);
    expect(now.count).toBe(before.count);
  });
});
