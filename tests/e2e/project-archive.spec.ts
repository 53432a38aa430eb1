/**
 * Signed records are kept (issue 25, item 1), in the browser on a phone and a desktop: the studio
 * has a published project whose proposal the client signed; the admin tries to delete it, is told
 * why it cannot be deleted and archives it instead; it leaves the public portfolio (and its page
 * answers 404) while the studio still reaches its signed copy; Restore from "Archived" brings it
 * back to the portfolio.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import { BASE_URL } from "../../playwright.config";
import {
  apiSignIn,
  assignClient,
  expectNoHorizontalOverflow,
  newProject,
  okJson,
  sendProposal,
  signInAs,
  signTyped,
  uniqueEmail,
} from "./fixtures";
import { expect, request, test } from "./test";

async function proposalPdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  pdf.addPage([612, 792]).drawText(title, { x: 60, y: 700, size: 20, font });
  return Buffer.from(await pdf.save());
}

test("a project with a signed proposal is archived instead of deleted, and restored", async ({
  page,
  baseURL,
  admin,
}, testInfo) => {
  test.setTimeout(120_000);
  const title = `Signed Residence ${testInfo.project.name} ${Date.now().toString(36)}`;

  // The studio's side, through the real API: a published project, a proposal, and the client's signature.
  const project = await newProject(admin, title, {
    description: "A home with a signed design agreement.",
    clientContact1Email: uniqueEmail("archive-contact"),
  });
  await okJson(await admin.put(`/api/projects/${project.id}`, { data: { published: true } }), "publish");
  const clientEmail = uniqueEmail("archive-signer");
  const client = await request.newContext({ baseURL });
  const me = await apiSignIn(client, "client", clientEmail, "Quinn");
  await assignClient(admin, project.id, me.id);
  const bytes = await proposalPdf(title);
  const pdf = { title: "Design Fee Proposal", bytes, fileName: "proposal.pdf" };
  const signers = [{ name: "Quinn Client", email: clientEmail }];
  const proposal = await sendProposal(admin, project.id, pdf, { signers, deposit: null });
  await okJson(await signTyped(client, proposal, { projectId: project.id }, "Quinn Client", bytes), "sign");
  await client.dispose();

  // Public first: the card is in the portfolio.
  const card = page.getByTestId("project-card").filter({ has: page.getByRole("heading", { name: title }) });
  await page.goto("/portfolio");
  await expect(card).toBeVisible();

  // 1. The admin tries to delete it: told why not, and offered Archive.
  await signInAs(page, "admin", "owner-archive@studio.test");
  await page.goto("/admin?tab=projects");
  const row = page
    .getByTestId("admin-project-row")
    .filter({ has: page.getByRole("heading", { name: title }) });
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  const refusal = page.getByRole("alertdialog", { name: "This project can't be deleted" });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText("1 signed proposal");
  await expect(refusal).toContainText("nothing is deleted");
  await expect(refusal.getByRole("button", { name: "Delete project" })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-cannot-delete.png`) });
  await refusal.getByRole("button", { name: "Archive project" }).click();
  await expect(page.getByText("Project archived", { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);

  // 2. Gone from the public site: the portfolio and the project's own page.
  await page.goto("/portfolio");
  await expect(page.getByTestId("project-card").first()).toBeVisible();
  await expect(card).toHaveCount(0);
  const gone = await page.goto(`/projects/${project.id}`);
  expect(gone?.status()).toBe(404);

  // The studio still reaches its documents and the signed copy (the picker's "Archived" group).
  await page.goto("/admin?tab=documents");
  await page.getByLabel("Project", { exact: true }).selectOption({ label: `${title} (archived)` });
  const signatures = page.getByRole("region", { name: "Signatures for Design Fee Proposal" });
  await expect(signatures.getByTestId("proposal-summary")).toContainText("Signed 1 of 1");
  await expect(signatures.getByRole("button", { name: "Download signed copy" })).toBeVisible();

  // 3. Restore from the archived list: back in the portfolio.
  await page.goto("/admin?tab=projects");
  await page.getByRole("button", { name: "Show archived projects" }).click();
  const archived = page
    .getByTestId("admin-archived-project-row")
    .filter({ has: page.getByRole("heading", { name: title }) });
  await expect(archived).toContainText("keeps 1 signed proposal");
  await archived.getByRole("button", { name: `Restore ${title}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Restore this project?" });
  await expect(confirm).toContainText("back in the public portfolio");
  await confirm.getByRole("button", { name: "Restore project" }).click();
  await expect(page.getByText("Project restored", { exact: true })).toBeVisible();
  await expect(archived).toHaveCount(0);
  await expect(row).toBeVisible();
  await expectNoHorizontalOverflow(page);

  await page.goto("/portfolio");
  await expect(card).toBeVisible();
  expect((await page.request.get(`${new URL(BASE_URL).origin}/api/projects/${project.id}`)).status()).toBe(
    200,
  );

  // Out of the public portfolio again, so that the specs that count the demo projects see nine.
  await okJson(
    await page.request.post(`/api/projects/${project.id}/archive`, {
      headers: { Origin: new URL(BASE_URL).origin },
    }),
    "archive again",
  );
});
