/**
 * Selections (issue 29) in the browser: the studio adds a room and a piece in the admin's
 * Selections tab and proposes the room; the client, on a 390 px phone through the private link,
 * opens the Selections tab, sees the piece with its price and the room's budget, approves it, and
 * the totals move from "awaiting" to "approved". A second test pastes a product link served by a
 * page on this machine (the import fetches local pages only where local sign-in is allowed); its
 * photo is copied among the Worker's own images.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expectNoHorizontalOverflow, signInAs } from "./fixtures";
import { addPieceInRoom, addRoom, addRoomInTab, projectWithLink } from "./selections";
import { expect, test } from "./test";

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d2e1e20000000049454e44ae426082",
  "hex",
);

const PRODUCT_PAGE = `<!doctype html><html><head><title>Shop</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Maker"},
{"@type":"Product","name":"Travertine Side Table","image":"/table.png","brand":{"@type":"Brand","name":"Maison Stone"},
 "offers":[{"@type":"Offer","price":"680.00","priceCurrency":"USD"}]}]}</script>
</head><body><h1>Travertine Side Table</h1></body></html>`;

test.describe("selections", () => {
  let projectId: number;
  let linkUrl: string;

  test.beforeAll(async ({ admin }) => {
    ({ projectId, linkUrl } = await projectWithLink(admin, `Selections House ${Date.now().toString(36)}`, {
      clientContact1Email: "casey-selections@example.com",
    }));
  });

  test("the studio proposes a room; the client approves on a phone and the totals follow", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, "admin");
    await page.goto(`/admin?tab=selections&projectId=${projectId}`);
    const tab = page.getByRole("tabpanel");
    await expect(tab.getByText("Select a project to see its selections")).toHaveCount(0);

    const room = await addRoomInTab(tab, "Living room", "5,000");
    const piece = await addPieceInRoom(room, "Living room", {
      name: "Linen sofa",
      price: "3200",
      cost: "2100",
      leadTime: "10 weeks",
    });

    await room.getByRole("button", { name: "Propose room" }).click();
    await expect(piece.getByText("Awaiting approval", { exact: true })).toBeVisible();
    await expect(room.getByTestId("admin-totals")).toContainText("Pending $3,200");

    // The client, on a 390 px phone, through the private link.
    const phone = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const client = await phone.newPage();
      await client.goto(linkUrl);
      // What awaits the client says so under the project's name, and leads to the tab.
      const review = client.getByRole("region", { name: "What's new" });
      await expect(review).toContainText("1 piece in Selections");
      await review.getByRole("button", { name: "Review selections" }).click();
      await expect(client.getByRole("tab", { name: "Selections" })).toHaveAttribute("aria-selected", "true");
      const card = client.locator('[data-piece="Linen sofa"]');
      await expect(card.getByRole("heading", { name: "Linen sofa" })).toBeVisible();
      await expect(card).toContainText("$3,200 each");
      await expect(card).toContainText("10 weeks");
      // The studio's cost is nowhere on the client's page.
      await expect(client.getByText("$2,100")).toHaveCount(0);
      const totals = client.getByTestId("project-totals");
      await expect(totals).toContainText("Awaiting you$3,200");
      await expect(totals).toContainText("$5,000");
      await expectNoHorizontalOverflow(client);

      await card.getByRole("button", { name: "Approve" }).click();
      await expect(card.getByText("Approved", { exact: true })).toBeVisible();
      await expect(totals).toContainText("Approved$3,200");
      await expect(totals).toContainText("Awaiting you$0");
      await expect(totals).toContainText("$1,800 left");
      await expect(card.getByRole("list", { name: "Decisions on Linen sofa" })).toContainText(
        "Client (private link)",
      );
      await expect(card.getByRole("button", { name: "Approve" })).toHaveCount(0);
      await expect(review).toContainText("All reviewed");
      await client.screenshot({ path: test.info().outputPath("selections-phone.png"), fullPage: true });
    } finally {
      await phone.close();
    }

    // The studio sees the decision.
    await page.reload();
    await expect(piece.getByText("Approved", { exact: true })).toBeVisible();
    await expect(room.getByTestId("admin-totals")).toContainText("Approved $3,200");
  });

  test("a pasted product link is read from the page", async ({ page, admin }) => {
    const server: Server = createServer((req, res) => {
      if (req.url === "/table.png") {
        res.writeHead(200, { "Content-Type": "image/png" });
        res.end(PNG);
        return;
      }
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(PRODUCT_PAGE);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      await addRoom(admin, projectId, "Hall");
      await signInAs(page, "admin");
      await page.goto(`/admin?tab=selections&projectId=${projectId}`);
      const room = page.locator('[data-admin-room="Hall"]');
      await room.getByRole("button", { name: "From a product link" }).click();
      await room.getByLabel("Product page address").fill(`http://127.0.0.1:${port}/table`);
      await room.getByRole("button", { name: "Read the page" }).click();
      const piece = room.locator('[data-admin-piece="Travertine Side Table"]');
      await expect(piece).toBeVisible();
      await expect(piece).toContainText("Maison Stone");
      await expect(piece).toContainText("1 × $680");
      // The photo was copied among the studio's own images (the pages show no others).
      await expect(piece.locator("img")).toHaveAttribute("src", /^\/media\/selections\/[0-9a-f]{64}\.png$/);
    } finally {
      server.close();
    }
  });
});
