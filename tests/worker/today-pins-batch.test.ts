/**
 * Today's pins (issue 28, with issue 29's photo pins): the section reads the two badges' counts and
 * the newest pins of documents and of pieces' photos in ONE D1 round trip (a batch of the badges'
 * own queries), and still lists both kinds together, newest first, its count the two badges' sum.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AwaitingPins, Pin } from "../../src/shared/pins";
import type { AdminSelectionsView } from "../../src/shared/selections";
import { createDb } from "../../worker/db/client";
import { todayPins } from "../../worker/today/queries";
import { counting } from "./d1-counting";
import { api, expectJson, signIn, uniqueEmail } from "./helpers";
import { addDocument, assign, PNG_BYTES, projectWithLink } from "./portal-fixtures";

const PHOTO = "/media/today-batch-chair.webp";

describe("Today's pins", () => {
  it("are read in one D1 batch, documents' and photos' pins together, newest first", async () => {
    const admin = await signIn("admin", "owner@studio.test", "Ana");
    const { project } = await projectWithLink({ clientProjectName: "Today Batch House" });
    const client = await signIn("client", uniqueEmail("today-batch"), "Maya");
    await assign(client, project.id);
    const doc = await addDocument(project.id, {
      title: "Hall rendering",
      category: "visual_documents",
      mimeType: "image/png",
      fileName: "hall.png",
      bytes: PNG_BYTES,
    });
    const onDocument = await expectJson<Pin>(
      await api(`/api/portal/documents/${doc.id}/pins`, {
        method: "POST",
        session: client,
        json: { projectId: project.id, page: 1, x: 0.2, y: 0.3, text: "Brass sconce here?" },
      }),
      201,
    );
    const rooms = await expectJson<AdminSelectionsView>(
      await api(`/api/projects/${project.id}/selection-rooms`, {
        method: "POST",
        session: admin,
        json: { name: "Hall" },
      }),
      201,
    );
    const view = await expectJson<AdminSelectionsView>(
      await api(`/api/admin/selection-rooms/${rooms.rooms[0]?.id}/items`, {
        method: "POST",
        session: admin,
        json: { name: "Hall chair", unitPriceCents: 60_000, photos: [PHOTO] },
      }),
      201,
    );
    const itemId = view.rooms[0]?.items[0]?.id ?? 0;
    await expectJson(
      await api(`/api/admin/selection-items/${itemId}/propose`, { method: "POST", session: admin }),
      200,
    );
    const onPhoto = await expectJson<Pin>(
      await api(`/api/portal/selection-items/${itemId}/pins`, {
        method: "POST",
        session: client,
        json: { projectId: project.id, photo: PHOTO, x: 0.5, y: 0.5, text: "A darker seat?" },
      }),
      201,
    );

    const { d1, trips } = counting(env.DB);
    const pins = await todayPins(createDb(d1));
    expect(trips).toHaveLength(1);
    expect(trips[0]?.statements).toHaveLength(4);

    const badges = await expectJson<AwaitingPins>(
      await api("/api/admin/pins/awaiting", { session: admin }),
      200,
    );
    expect(pins.count).toBe(badges.count + badges.selectionCount);
    const photoItem = pins.items.find((i) => i.pinId === onPhoto.id);
    const documentItem = pins.items.find((i) => i.pinId === onDocument.id);
    expect(photoItem).toMatchObject({
      projectId: project.id,
      projectName: "Today Batch House",
      itemId,
      documentTitle: "Hall chair",
      number: 1,
      authorName: "Maya",
      excerpt: "A darker seat?",
    });
    expect(documentItem).toMatchObject({
      projectId: project.id,
      projectName: "Today Batch House",
      documentId: doc.id,
      documentTitle: "Hall rendering",
      excerpt: "Brass sconce here?",
    });
    // Newest first: the photo's pin was placed after the document's.
    expect(pins.items.indexOf(photoItem as never)).toBeLessThan(pins.items.indexOf(documentItem as never));
  });
});
