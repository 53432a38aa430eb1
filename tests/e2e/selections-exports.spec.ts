/**
 * Selections, issue 29 item 4, in the browser (phone and desktop): on the demo's schedule (the
 * Topanga Canyon Residence, worker/seed/seed-selections.ts; read only here) the admin downloads the
 * client's PDF (it opens with pdf-lib, names the proposed pieces, not the drafts, and carries the
 * demo photos through their JPEG print copies) and the studio's CSV, then filters the decision
 * board down to what waits on the studio in one room and opens the piece in the schedule. A client
 * downloads the PDF from the portal's Selections tab through the private link.
 */
import { readFile } from "node:fs/promises";
import { PDFDocument } from "pdf-lib";
import { imageCount } from "../pdf-images";
import { axeViolations } from "./axe";
import { expectNoHorizontalOverflow, okJson as ok, signInAs } from "./fixtures";
import { addPiece, addRoom, projectWithLink } from "./selections";
import { expect, test } from "./test";

const DEMO_TITLE = "Topanga Canyon Modern Kitchen";

test.describe("selections exports and the decision board", () => {
  let demoId: number;

  test.beforeAll(async ({ admin }) => {
    const projects = await ok<{ id: number; title: string }[]>(
      await admin.get("/api/admin/projects"),
      "projects",
    );
    const demo = projects.find((p) => p.title === DEMO_TITLE);
    if (!demo) throw new Error(`The demo project "${DEMO_TITLE}" is not in the seed`);
    demoId = demo.id;
  });

  test("the admin downloads the PDF and the CSV of the demo schedule and filters the decision board", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signInAs(page, "admin");
    await page.goto(`/admin?tab=selections&projectId=${demoId}`);
    const tab = page.getByRole("tabpanel");
    await expect(tab.locator('[data-admin-room="Kitchen"]')).toBeVisible();
    await expect(tab.locator("[data-admin-piece]")).toHaveCount(32);
    await page.screenshot({ path: testInfo.outputPath("schedule-top.png") });

    const [pdfDownload] = await Promise.all([
      page.waitForEvent("download"),
      tab.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    expect(pdfDownload.suggestedFilename()).toMatch(
      /^selections-topanga-canyon-residence-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const pdf = await PDFDocument.load(await readFile((await pdfDownload.path()) ?? ""));
    expect(pdf.getKeywords()).toContain("Linen slipcovered sofa");
    expect(pdf.getKeywords()).toContain("Cabinet pulls");
    expect(pdf.getKeywords()).not.toContain("Vintage runner");
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(4);
    // The demo's WebP photos went in through their JPEG print copies (17 distinct images).
    expect(imageCount(pdf)).toBeGreaterThanOrEqual(10);
    await expect(tab.getByRole("button", { name: "Download PDF" })).toBeEnabled();

    const [csvDownload] = await Promise.all([
      page.waitForEvent("download"),
      tab.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/^selections-topanga-canyon-residence-[\d-]+\.csv$/);
    const csv = await readFile((await csvDownload.path()) ?? "", "utf8");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain("Studio unit cost");
    expect(csv).toContain(
      "Kitchen,Vintage runner,Loom & Field,,2.5 × 10 ft,Faded rust,,1,1150.00,1150.00,700.00,700.00,Draft,",
    );

    // The decision board: what waits on the studio, then in the kitchen only.
    await tab.getByRole("button", { name: "Client decisions" }).click();
    const board = tab.getByTestId("decision-board");
    await expect(board.locator("[data-board-piece]").first()).toBeVisible();
    await board.getByLabel("Waiting on").selectOption("studio");
    await expect(board.locator("[data-board-piece]")).toHaveCount(2);
    await expect(board.locator('[data-board-piece="Cabinet pulls"]')).toContainText(
      "Could we see these in a darker bronze?",
    );
    await expect(board.locator('[data-board-piece="Cane-back dining chair"]')).toContainText(
      "Declined by Maya Ortiz",
    );
    await board.getByLabel("Room").selectOption("Kitchen");
    await expect(board.locator("[data-board-piece]")).toHaveCount(1);
    await board.getByLabel("Waiting on").selectOption("client");
    await expect(board.locator("[data-board-piece]")).toHaveCount(2);
    await expect(board.locator('[data-board-piece="Plaster range hood"]')).toBeVisible();
    await board.getByLabel("Search decisions").fill("walnut");
    await expect(board.locator("[data-board-piece]")).toHaveCount(1);
    await expect(board.locator('[data-board-piece="Walnut open shelf"]')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("decision-board.png"), fullPage: true });

    // A row opens the piece in the schedule, focused.
    await board.getByRole("button", { name: "Walnut open shelf" }).click();
    await expect(page).toHaveURL(/item=\d+/);
    const piece = tab.locator('[data-admin-piece="Walnut open shelf"]');
    await expect(piece).toBeFocused();
    await expect(piece).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath("schedule-exports.png") });
  });

  test("the client downloads the PDF from the portal's Selections tab", async ({ page, admin }, testInfo) => {
    const { projectId, linkUrl: url } = await projectWithLink(
      admin,
      `Export House ${Date.now().toString(36)}`,
      {
        portfolioTitle: "Export House",
        clientContact1Email: "casey-exports@example.com",
      },
    );
    const roomId = await addRoom(admin, projectId, "Study");
    await addPiece(admin, roomId, { name: "Oak writing desk", unitPriceCents: 240_000, costCents: 123_456 });
    await ok(await admin.post(`/api/admin/selection-rooms/${roomId}/propose`), "propose");
    await page.goto(url);
    await page.getByRole("tab", { name: "Selections" }).click();
    await expect(page.locator('[data-piece="Oak writing desk"]')).toBeVisible();
    await page
      .getByRole("region", { name: "Project totals" })
      .screenshot({ path: testInfo.outputPath("portal-selections.png") });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^selections-export-house-[a-z0-9]+-[\d-]+\.pdf$/);
    const pdf = await PDFDocument.load(await readFile((await download.path()) ?? ""));
    expect(pdf.getKeywords()).toBe("Oak writing desk");
    await expectNoHorizontalOverflow(page);
  });
});
