/**
 * Selections with two clients (issue 29), on the phone and the desktop: the studio, in the admin's
 * Selections tab, requires every client's approval, adds a room with a budget, a piece by hand and
 * a shop product in one click, and proposes the room. Two clients assigned to the project act on
 * their own devices: Blair through the private link (declines a piece with a comment), Alex signed
 * in (asks for changes with a comment, approves a piece, chooses option B of another and approves
 * it). What each decided is shown to the other; the running totals (approved, awaiting, declined,
 * against the budget) move as they act; a piece Alex approved stays "Awaiting approval", waiting
 * for Blair, until Blair approves it too (signed in: under "every client", the private link's
 * approval is recorded but stands for no one in particular, docs/decisions/0014-selections.md).
 */
import type { Page } from "@playwright/test";
import { formatCents, SELECTION_MESSAGES } from "../../src/shared/selections";
import { assignClient, freshPage, okJson, signInAs, uniqueEmail } from "./fixtures";
import { addPiece, addPieceInRoom, addRoomInTab, projectWithLink, type SelectionsView } from "./selections";
import { expect, test } from "./test";

type Product = { id: number; title: string; priceCents: number; status: string };

const BUDGET = 1_000_000;
const SOFA = 320_000;
const CHAIR = 90_000;
const WALNUT = 110_000;
const LAMP = 65_000;
const RUG = 240_000;

/** The client's project totals: each figure after its label, as the tab lays them out. */
async function expectTotals(
  page: Page,
  t: { approved: number; pending: number; declined: number; left: number },
): Promise<void> {
  const totals = page.getByTestId("project-totals");
  await expect(totals).toContainText(`Approved${formatCents(t.approved)}`);
  await expect(totals).toContainText(`Awaiting you${formatCents(t.pending)}`);
  await expect(totals).toContainText(`Declined${formatCents(t.declined)}`);
  await expect(totals).toContainText(`${formatCents(t.left)} left`);
}

const card = (page: Page, name: string) => page.locator(`[data-piece="${name}"]`);

async function openSelections(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole("tab", { name: "Selections" }).click();
  await expect(page.getByTestId("project-totals")).toBeVisible();
}

test.describe("selections with two clients", () => {
  test("two clients decide, each sees the other's decisions, and every client must approve", async ({
    page,
    browser,
    admin,
  }, testInfo) => {
    test.setTimeout(240_000);
    const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const { projectId, linkUrl } = await projectWithLink(admin, `Two Clients House ${tag}`);
    const products = await okJson<Product[]>(await admin.get("/api/admin/products"), "products");
    const product = products.find((p) => p.status === "active") ?? products[0];
    if (!product) throw new Error("the demo shop has no product");

    // The two clients, each on a device of their own, assigned to the project.
    const alex = await freshPage(browser, testInfo);
    const blair = await freshPage(browser, testInfo);
    try {
      const alexUser = await signInAs(alex.page, "client", uniqueEmail("alex"), "Alex");
      const blairUser = await signInAs(blair.page, "client", uniqueEmail("blair"), "Blair");
      await assignClient(admin, projectId, alexUser.id);
      await assignClient(admin, projectId, blairUser.id);

      // 1. The studio: every client must approve; a room, a piece by hand, a shop product; propose.
      await signInAs(page, "admin");
      await page.goto(`/admin?tab=selections&projectId=${projectId}`);
      const tab = page.getByRole("tabpanel");
      await tab.getByLabel("Who must approve a piece").selectOption("all");
      await expect(tab.getByLabel("Who must approve a piece")).toHaveValue("all");
      await expect(tab.getByRole("option", { name: "Every client on the project (2)" })).toHaveCount(1);
      const room = await addRoomInTab(tab, "Living room", "10,000");
      await addPieceInRoom(room, "Living room", { name: "Linen sofa", price: "3,200", cost: "2,100" });

      await room.getByRole("button", { name: "From the shop" }).click();
      await room.getByLabel("Shop product").selectOption(String(product.id));
      await room.getByRole("button", { name: "Add product" }).click();
      const fromShop = room.locator(`[data-admin-piece="${product.title}"]`);
      await expect(fromShop).toContainText(`1 × ${formatCents(product.priceCents)}`);

      // Three more pieces through the admin API (how they are added is covered above and in
      // selections.spec.ts): a chair with two options, a lamp and a rug.
      let view = await okJson<SelectionsView>(
        await admin.get(`/api/projects/${projectId}/selections`),
        "view",
      );
      const roomId = view.rooms[0]?.id ?? 0;
      for (const piece of [
        { name: "Side chair", unitPriceCents: CHAIR, quantity: 2 },
        { name: "Floor lamp", unitPriceCents: LAMP },
        { name: "Wool rug", unitPriceCents: RUG },
      ]) {
        view = await addPiece(admin, roomId, piece);
      }
      const chairId = view.rooms[0]?.items.find((i) => i.name === "Side chair")?.id ?? 0;
      for (const option of [{ name: "Oak" }, { name: "Walnut", unitPriceCents: WALNUT }]) {
        await okJson(
          await admin.post(`/api/admin/selection-items/${chairId}/options`, { data: option }),
          option.name,
        );
      }
      await page.reload();
      await expect(room.locator('[data-admin-piece="Side chair"]')).toContainText("B. Walnut");
      await room.getByRole("button", { name: "Propose room" }).click();
      for (const name of ["Linen sofa", product.title, "Side chair", "Floor lamp", "Wool rug"]) {
        await expect(
          room.locator(`[data-admin-piece="${name}"]`).getByText("Awaiting approval"),
        ).toBeVisible();
      }
      const proposed = SOFA + product.priceCents + 2 * CHAIR + LAMP + RUG;

      // 2. Blair, on the private link: the whole room awaits; the lamp is declined, with a reason.
      await openSelections(blair.page, linkUrl);
      await expect(
        blair.page.getByText("A piece is approved once every client on the project has approved it."),
      ).toBeVisible();
      await expectTotals(blair.page, { approved: 0, pending: proposed, declined: 0, left: BUDGET });
      await expect(card(blair.page, "Linen sofa")).toContainText("Waiting for: Alex, Blair");
      await expect(blair.page.getByText("$2,100")).toHaveCount(0);
      const lamp = card(blair.page, "Floor lamp");
      await lamp.getByRole("button", { name: "Decline" }).click();
      await lamp.getByLabel("Why not this one? (optional)").fill("Too tall for the reading corner");
      await lamp.getByRole("button", { name: "Decline piece" }).click();
      await expect(lamp.getByText("Declined", { exact: true })).toBeVisible();
      await expectTotals(blair.page, { approved: 0, pending: proposed - LAMP, declined: LAMP, left: BUDGET });

      // 3. Alex, signed in: sees Blair's decline; asks for changes on the rug; approves the sofa
      //    and option B of the chair, which stay awaiting Blair.
      await openSelections(alex.page, `/portal?project=${projectId}`);
      const lampForAlex = card(alex.page, "Floor lamp");
      await expect(lampForAlex.getByText("Declined", { exact: true })).toBeVisible();
      await expect(lampForAlex.getByRole("list", { name: "Decisions on Floor lamp" })).toContainText(
        "Client (private link) declined",
      );
      await expect(lampForAlex).toContainText("“Too tall for the reading corner”");
      await expectTotals(alex.page, { approved: 0, pending: proposed - LAMP, declined: LAMP, left: BUDGET });

      const rug = card(alex.page, "Wool rug");
      await rug.getByRole("button", { name: "Ask for changes" }).click();
      await rug.getByRole("button", { name: "Send request" }).click();
      // A request for changes needs its comment.
      await expect(rug.getByRole("alert")).toHaveText(SELECTION_MESSAGES.commentNeeded);
      await rug.getByLabel("What would you like changed?").fill("Could it come in 8 × 10?");
      await rug.getByRole("button", { name: "Send request" }).click();
      await expect(rug.getByText("Changes asked", { exact: true })).toBeVisible();
      // Still before the client: a piece with changes asked counts as awaiting.
      await expectTotals(alex.page, { approved: 0, pending: proposed - LAMP, declined: LAMP, left: BUDGET });

      const sofa = card(alex.page, "Linen sofa");
      await sofa.getByRole("button", { name: "Approve" }).click();
      await expect(sofa.getByRole("list", { name: "Decisions on Linen sofa" })).toContainText(
        "Alex approved",
      );
      await expect(sofa.getByText("Awaiting approval", { exact: true })).toBeVisible();
      await expect(sofa).toContainText("Waiting for: Blair");

      const chair = card(alex.page, "Side chair");
      // Approving a piece with options asks for one first.
      await chair.getByRole("button", { name: "Approve" }).click();
      await expect(chair.getByRole("alert")).toHaveText(SELECTION_MESSAGES.chooseOption);
      await chair.getByRole("radio", { name: /B\. Walnut/ }).check();
      await chair.getByRole("button", { name: "Approve" }).click();
      await expect(chair.getByRole("list", { name: "Decisions on Side chair" })).toContainText(
        "Alex approved option B",
      );
      await expect(chair).toContainText("Waiting for: Blair");

      const shopCard = card(alex.page, product.title);
      await shopCard.getByRole("button", { name: "Approve" }).click();
      await expect(shopCard).toContainText("Waiting for: Blair");
      // Nothing is approved until Blair approves too.
      await expectTotals(alex.page, { approved: 0, pending: proposed - LAMP, declined: LAMP, left: BUDGET });

      // 4. Blair sees what Alex decided (on the link), then signs in and approves two of them.
      await openSelections(blair.page, linkUrl);
      await expect(card(blair.page, "Wool rug")).toContainText("“Could it come in 8 × 10?”");
      await expect(card(blair.page, "Wool rug").getByText("Changes asked", { exact: true })).toBeVisible();
      await expect(card(blair.page, "Side chair")).toContainText("Alex approved option B");
      await expect(card(blair.page, "Linen sofa")).toContainText("Waiting for: Blair");

      await openSelections(blair.page, `/portal?project=${projectId}`);
      const sofaForBlair = card(blair.page, "Linen sofa");
      await sofaForBlair.getByRole("button", { name: "Approve" }).click();
      await expect(sofaForBlair.getByText("Approved", { exact: true })).toBeVisible();
      await expect(sofaForBlair.getByRole("button", { name: "Approve" })).toHaveCount(0);
      await expectTotals(blair.page, {
        approved: SOFA,
        pending: proposed - LAMP - SOFA,
        declined: LAMP,
        left: BUDGET - SOFA,
      });
      const chairForBlair = card(blair.page, "Side chair");
      await chairForBlair.getByRole("radio", { name: /B\. Walnut/ }).check();
      await chairForBlair.getByRole("button", { name: "Approve" }).click();
      await expect(chairForBlair.getByText("Approved", { exact: true })).toBeVisible();
      await expect(chairForBlair.getByRole("radio", { name: /B\. Walnut/ })).toBeChecked();
      const approved = SOFA + 2 * WALNUT;
      await expectTotals(blair.page, {
        approved,
        pending: product.priceCents + RUG,
        declined: LAMP,
        left: BUDGET - approved,
      });
      // The shop piece Alex alone approved still waits for Blair.
      await expect(
        card(blair.page, product.title).getByText("Awaiting approval", { exact: true }),
      ).toBeVisible();
      await blair.page.screenshot({
        path: testInfo.outputPath(`${testInfo.project.name}-blair.png`),
        fullPage: true,
      });

      // 5. Alex sees Blair's approvals and the same totals.
      await alex.page.reload();
      await alex.page.getByRole("tab", { name: "Selections" }).click();
      await expect(sofa.getByText("Approved", { exact: true })).toBeVisible();
      await expect(sofa.getByRole("list", { name: "Decisions on Linen sofa" })).toContainText(
        "Blair approved",
      );
      await expect(chair.getByRole("list", { name: "Decisions on Side chair" })).toContainText(
        "Blair approved option B",
      );
      await expectTotals(alex.page, {
        approved,
        pending: product.priceCents + RUG,
        declined: LAMP,
        left: BUDGET - approved,
      });

      // 6. The studio sees each piece's state and who it waits for.
      await page.reload();
      await expect(room.getByTestId("admin-totals")).toContainText(`Approved ${formatCents(approved)}`);
      await expect(room.locator('[data-admin-piece="Wool rug"]')).toContainText("“Could it come in 8 × 10?”");
      await expect(fromShop).toContainText("Waiting for Blair.");
    } finally {
      await alex.context.close();
      await blair.context.close();
    }
  });
});
