/**
 * Selections (issue 29) in the browser on a 390 px phone and a desktop, where the client arrives
 * by a link:
 * - the private link of a project where every assigned client must approve: each card says the
 *   link cannot approve and offers to sign in, in place of Approve; Decline still works there;
 * - the studio's reply on a pin on a piece's photo: the e-mail's link opens the Selections tab on
 *   that photo with its pins open on the pin's thread (the reply in it), the viewer's hint naming
 *   the photo; the admin's Selections tab counts the photo pin while it awaits the studio.
 * Setup goes through the API.
 */
import { SELECTION_MESSAGES } from "../../src/shared/selections";
import {
  assignClient,
  expectNoHorizontalOverflow,
  freshPage,
  newProject,
  okJson as ok,
  privateLink,
  signInAs,
  studioApi,
  uniqueEmail,
} from "./fixtures";
import { linkIn, mailTo, pathOf } from "./outbox";
import { addPiecePhoto } from "./piece-photo";
import { type APIRequestContext, expect, type Page, test } from "./test";

type View = { rooms: { id: number; items: { id: number; name: string; photos: string[] }[] }[] };

test.describe("selections reached by a link", () => {
  test.describe.configure({ timeout: 120_000 });
  let admin: APIRequestContext;

  test.beforeAll(async ({ baseURL }) => {
    admin = await studioApi(baseURL);
  });

  test.afterAll(async () => {
    await admin.dispose();
  });

  /** A project with a room of the given pieces, proposed; its id and the pieces' ids. */
  async function proposedRoom(name: string, pieces: string[], page: Page, photo = false) {
    const project = await newProject(admin, name);
    let view = await ok<View>(
      await admin.post(`/api/projects/${project.id}/selection-rooms`, { data: { name: "Living room" } }),
      "room",
    );
    const roomId = view.rooms[0]?.id ?? 0;
    for (const piece of pieces) {
      view = await ok<View>(
        await admin.post(`/api/admin/selection-rooms/${roomId}/items`, {
          data: { name: piece, quantity: 1, unitPriceCents: 180_000 },
        }),
        "piece",
      );
    }
    const items = view.rooms[0]?.items ?? [];
    if (photo) {
      // The studio's photo of the first piece, through the upload flow.
      const itemId = items[0]?.id ?? 0;
      view = await addPiecePhoto<View>(admin, page, itemId);
    }
    await ok(await admin.post(`/api/admin/selection-rooms/${roomId}/propose`), "propose");
    return { projectId: project.id, items: view.rooms[0]?.items ?? [] };
  }

  test("on the private link under 'every client', a card offers to sign in instead of Approve; Decline works", async ({
    page,
    browser,
  }, testInfo) => {
    const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const { projectId } = await proposedRoom(
      `Every Client House ${stamp}`,
      ["Oak console", "Wall lamp"],
      page,
    );
    try {
      const blair = { email: uniqueEmail("every-client"), firstName: "Blair" };
      const client = await freshPage(browser, testInfo);
      const user = await signInAs(client.page, "client", blair.email, blair.firstName);
      await client.context.close();
      await assignClient(admin, projectId, user.id);
      await ok(
        await admin.put(`/api/projects/${projectId}/selections/settings`, { data: { approvalRule: "all" } }),
        "rule",
      );
      const link = await privateLink(admin, projectId);

      await page.goto(link.url);
      await page.getByRole("tab", { name: "Selections" }).click();
      const consoleCard = page.locator('[data-piece="Oak console"]');
      await expect(consoleCard.getByRole("button", { name: "Ask for changes" })).toBeVisible();
      await expect(consoleCard.getByRole("button", { name: "Approve" })).toHaveCount(0);
      const notice = consoleCard.getByTestId("sign-in-to-approve");
      await expect(notice).toContainText(SELECTION_MESSAGES.linkCannotApprove);
      const signIn = notice.getByRole("link", { name: "Sign in" });
      await expect(signIn).toHaveAttribute("href", /^\/login\?returnTo=/);
      expect(
        new URL(await signIn.evaluate((a) => (a as HTMLAnchorElement).href)).searchParams.get("returnTo"),
      ).toBe(`/portal?project=${projectId}&tab=selections`);
      await expectNoHorizontalOverflow(page);
      await consoleCard.scrollIntoViewIfNeeded();
      await consoleCard.screenshot({ path: testInfo.outputPath("link-every-client-card.png") });

      // Declining on the link still counts.
      await consoleCard.getByRole("button", { name: "Decline" }).click();
      await consoleCard.getByLabel("Why not this one? (optional)").fill("Too deep for the hall");
      await consoleCard.getByRole("button", { name: "Decline piece" }).click();
      await expect(consoleCard.getByText("Declined", { exact: true })).toBeVisible();
      await expect(consoleCard).toContainText("“Too deep for the hall”");

      // The sign-in link leads to the sign-in page; signed in, Blair comes back to the Selections
      // tab, where Approve is there and counts.
      await page.locator('[data-piece="Wall lamp"]').getByRole("link", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/login\?returnTo=/);
      await signInAs(page, "client", blair.email, blair.firstName);
      await page.goto(`/portal?project=${projectId}&tab=selections`);
      await expect(page.getByRole("tab", { name: "Selections" })).toHaveAttribute("aria-selected", "true");
      const lamp = page.locator('[data-piece="Wall lamp"]');
      await expect(lamp.getByTestId("sign-in-to-approve")).toHaveCount(0);
      await lamp.getByRole("button", { name: "Approve" }).click();
      await expect(lamp.getByText("Approved", { exact: true })).toBeVisible();
    } finally {
      await admin.delete(`/api/projects/${projectId}`);
    }
  });

  test("the reply e-mail's link opens the piece's photo on the pin's thread; the studio's tab counts it", async ({
    page,
    browser,
  }, testInfo) => {
    const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const pieceName = `Linen sofa ${stamp}`;
    const { projectId, items } = await proposedRoom(`Pin Link House ${stamp}`, [pieceName], page, true);
    const itemId = items[0]?.id ?? 0;
    const photo = items[0]?.photos[0] ?? "";
    try {
      const email = uniqueEmail("pin-link");
      const user = await signInAs(page, "client", email, "Maya");
      await assignClient(admin, projectId, user.id);
      const pin = await ok<{ id: number; number: number }>(
        await page.request.post(`/api/portal/selection-items/${itemId}/pins`, {
          headers: { Origin: new URL(testInfo.project.use.baseURL ?? "").origin },
          data: { projectId, photo, x: 0.4, y: 0.6, text: "Could the arm be lower?" },
        }),
        "pin",
      );

      // The studio's Selections tab counts the photo pin awaiting its reply.
      const studio = await freshPage(browser, testInfo);
      try {
        await signInAs(studio.page, "admin", "studio@example.com", "Ana");
        await studio.page.goto("/admin?tab=selections");
        const tab = studio.page.getByRole("tab", { name: /^Selections/ });
        await expect(tab.getByTestId("awaiting-photo-pin-count")).toHaveText(/^\d+\+?$/);
        await expect(tab).toHaveAccessibleName(/Selections \(\d+ awaiting a reply\)/);
        await studio.page.screenshot({ path: testInfo.outputPath("admin-selections-badge.png") });
      } finally {
        await studio.context.close();
      }

      await ok(
        await admin.post(`/api/admin/pins/${pin.id}/replies`, { data: { text: "Yes: 5 cm lower." } }),
        "reply",
      );
      const link = linkIn(await mailTo(admin, email, "pin-reply"), /^\/portal$/);
      expect(Object.fromEntries(link.searchParams)).toEqual({
        project: String(projectId),
        piece: String(itemId),
        photo,
        pin: String(pin.number),
      });

      await page.goto(pathOf(link));
      const dialog = page.getByRole("dialog", { name: pieceName });
      await expect(dialog).toBeVisible();
      await expect(page.getByTestId("pin-page")).toBeVisible({ timeout: 30_000 });
      const thread = dialog.getByRole("article", { name: `Pin ${pin.number}` });
      await expect(thread).toContainText("Could the arm be lower?");
      await expect(thread).toContainText("Yes: 5 cm lower.");
      const touch = testInfo.project.use.hasTouch === true;
      await expect(page.getByTestId("pin-hint")).toContainText(
        touch ? "Tap the photo to place a pin." : "focus the photo, move the marker",
      );
      await expect(page.getByTestId("pin-hint")).not.toContainText("drawing");
      await page.screenshot({ path: testInfo.outputPath("pin-link-opened.png") });

      // Closing the pins lets the address forget the link; the piece's card is there.
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(page).not.toHaveURL(/piece=/);
      await expect(page.getByRole("tab", { name: "Selections" })).toHaveAttribute("aria-selected", "true");
      await expect(page.locator(`[data-piece="${pieceName}"]`)).toBeVisible();
    } finally {
      await admin.delete(`/api/projects/${projectId}`);
    }
  });
});
