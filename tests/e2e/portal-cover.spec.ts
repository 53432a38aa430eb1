/**
 * The portal opens on the project's photo (issue 16): the private link and the signed-in portal
 * show the project's hero image with its name over it, then what is new for the client (documents
 * not opened yet), what awaits their review and the next meeting; "See what's new" opens the
 * Documents tab, where new documents are marked, and a document opened stops being new (on the
 * server too). A project without photos opens on a quiet band with its name. Screenshots at the
 * desktop and 390 px phone sizes are kept in test-results/ for a person to look at.
 */

import type { AdminImage, AdminProject } from "../../src/shared/project";
import {
  apiSignIn,
  assignClient,
  expectNoHorizontalOverflow,
  newProject,
  okJson as ok,
  privateLink,
  uniqueEmail,
  uploadDocument,
} from "./fixtures";
import { expect, type Page, test } from "./test";

const PDF = Buffer.from("%PDF-1.7\n% Layered cover test proposal\n%%EOF\n");
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d2e1e20000000049454e44ae426082",
  "hex",
);

/** The What's new entry of a label: its value (the first <dd> after the label). */
const highlight = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "What's new" })
    .getByText(label, { exact: true })
    .locator("xpath=following-sibling::dd[1]");

async function expectCoverPhoto(page: Page, hero: AdminImage) {
  const cover = page.locator('header[data-portal-cover="photo"] img').first();
  await expect(cover).toBeVisible();
  // One of the sizes of the project's hero image, really loaded.
  const paths = [hero.imagePath, ...hero.variants.map((v) => v.path)];
  // currentSrc is "" until the browser has picked a size: polled again then, not an error.
  const shown = () =>
    cover.evaluate((img: HTMLImageElement) => (img.currentSrc ? new URL(img.currentSrc).pathname : ""));
  await expect.poll(async () => paths.includes(await shown())).toBe(true);
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

test.describe("the portal opens on the project's photo", () => {
  const cleanup: (() => Promise<unknown>)[] = [];

  test.afterEach(async () => {
    for (const undo of cleanup.splice(0).reverse()) await undo();
  });

  test("the private link and the signed-in portal: photo, name, what's new, review, next meeting", async ({
    page,
    browser,
    baseURL,
    admin,
  }, testInfo) => {
    // Two portals, a download and a reload: minutes on a busy two-core machine.
    test.setTimeout(180_000);
    // A demo project with photos; what this test adds to it is removed afterwards. The last one in
    // the admin's list: the proposal specs leave signed proposals (kept records) on the first, and
    // "New for you" counts every document of the project. Nor the demo's project with a schedule:
    // "For your review" counts its proposed pieces too.
    const projects = await ok<AdminProject[]>(await admin.get("/api/admin/projects"), "projects");
    let project: AdminProject | undefined;
    for (const candidate of projects.filter((p) => p.heroImage !== null).reverse()) {
      const schedule = await ok<{ rooms: unknown[] }>(
        await admin.get(`/api/projects/${candidate.id}/selections`),
        "schedule",
      );
      if (schedule.rooms.length === 0) {
        project = candidate;
        break;
      }
    }
    if (!project?.heroImage) throw new Error("the demo data has no project with photos");
    const hero = project.heroImage;
    const name = project.clientProjectName || project.title;

    const proposal = await uploadDocument(admin, project.id, {
      category: "design_fee_proposal",
      title: "Cover test proposal",
      fileName: "cover-proposal.pdf",
      bytes: PDF,
      mimeType: "application/pdf",
    });
    const board = await uploadDocument(admin, project.id, {
      category: "visual_documents",
      title: "Cover test mood board",
      fileName: "cover-board.png",
      bytes: PNG,
      mimeType: "image/png",
    });
    for (const doc of [proposal, board]) cleanup.push(() => admin.delete(`/api/documents/${doc.id}`));
    const when = new Date(Date.now() + 9 * 86_400_000);
    when.setUTCHours(18, 0, 0, 0);
    const meeting = await ok<{ id: number }>(
      await admin.post(`/api/projects/${project.id}/meetings`, {
        data: {
          projectId: project.id,
          title: "Cover test presentation",
          scheduledFor: when.toISOString(),
          notes: null,
        },
      }),
      "meeting",
    );
    cleanup.push(() => admin.delete(`/api/meetings/${meeting.id}`));
    const link = await privateLink(admin, project.id);
    cleanup.push(() => admin.delete(`/api/admin/projects/${project.id}/access-token`));

    await page.goto(link.url);
    // The first load of a page waits on a busy two-core machine's local server.
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 30_000 });
    await expectCoverPhoto(page, hero);
    await expect(highlight(page, "New for you")).toHaveText("2 documents");
    await expect(highlight(page, "For your review")).toHaveText("1 item");
    await expect(
      page.getByRole("region", { name: "What's new" }).getByText("Cover test mood board", { exact: true }),
    ).toBeVisible();
    await expect(highlight(page, "Next meeting")).not.toHaveText("None yet");
    await expect(
      page.getByRole("region", { name: "What's new" }).getByText(/Cover test presentation/),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath("portal-cover-link.png") });

    // "See what's new" opens the Documents tab, where the new documents are marked.
    await page.getByRole("button", { name: "See what's new" }).click();
    await expect(page.getByRole("tab", { name: "Documents" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Documents" })).toBeFocused();
    const proposalCard = page.getByRole("article", { name: "Cover test proposal" });
    await expect(proposalCard.getByText("New", { exact: true })).toBeVisible();

    // Opening a document makes it no longer new, here and on the server.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      proposalCard.getByRole("button", { name: "Download Cover test proposal" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("cover-proposal.pdf");
    await expect(proposalCard.getByText("New", { exact: true })).toHaveCount(0);
    await expect(highlight(page, "New for you")).toHaveText("1 document");
    await page.reload();
    await expect(highlight(page, "New for you")).toHaveText("1 document");

    // The signed-in client opens on the same photo, welcomed by name.
    const client = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
    const me = await apiSignIn(client.request, "client", uniqueEmail("cover-client"), "Maya");
    await assignClient(admin, project.id, me.id);
    cleanup.push(() => admin.delete(`/api/projects/${project.id}/clients/${me.id}`));
    const signedIn = await client.newPage();
    await signedIn.goto("/portal");
    await expect(signedIn.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 30_000 });
    await expect(signedIn.locator("#main").getByText("Welcome, Maya")).toBeVisible();
    await expectCoverPhoto(signedIn, hero);
    await expect(highlight(signedIn, "For your review")).toHaveText("1 item");
    await expectNoHorizontalOverflow(signedIn);
    await signedIn.screenshot({ path: testInfo.outputPath("portal-cover-signed-in.png") });
    await client.close();
  });

  test("a project without photos opens on a quiet band with its name", async ({ page, admin }, testInfo) => {
    const name = `Marguerite Street Bungalow ${Date.now().toString(36)}`;
    const created = await newProject(admin, name);
    cleanup.push(() => admin.delete(`/api/projects/${created.id}`));
    const link = await privateLink(admin, created.id);
    await page.goto(link.url);
    // The first load of a page waits on a busy two-core machine's local server.
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('header[data-portal-cover="none"]')).toBeVisible();
    await expect(page.locator("header[data-portal-cover] img")).toHaveCount(0);
    await expect(highlight(page, "New for you")).toHaveText("Nothing new");
    await expect(page.getByText("Documents appear here as we share them.")).toBeVisible();
    await expect(highlight(page, "Next meeting")).toHaveText("None yet");
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath("portal-no-photo.png") });
  });
});
