/**
 * Links stay revoked (issue 25), in the browser on a phone and a desktop: a signer who is not a
 * client of the project opens the link e-mailed to them (read from the local outbox) and sees the
 * proposal alone, none of the project's portal; the studio sees every live link of the project in
 * one place, revokes the signer's link, and the link no longer opens.
 */

import { axeViolations } from "./axe";
import {
  expectNoHorizontalOverflow,
  freshPage,
  newProject,
  requestSignatures,
  signInAs,
  uniqueEmail,
  uploadDocument,
  uploadProposal,
} from "./fixtures";
import { mailTo, proposalPdf } from "./outbox";
import { expect, test } from "./test";

// axe is injected into the page under test (the CSP forbids it otherwise).
test.use({ bypassCSP: true });

test("a signer's own link opens the proposal alone, and stops once the studio revokes it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  await signInAs(page, "admin", "owner-signer-links@studio.test");
  const run = `${testInfo.project.name} ${Date.now().toString(36)}`;

  // The studio's project, with a document the signer must not see, and a proposal PDF.
  const project = await newProject(page.request, `Signer Link Loft ${run}`, {
    description: "A loft.",
    category: "Kitchen",
    location: "Irvine",
    clientContact1Name: "Casey",
    clientContact1Email: "casey@example.com",
    clientContact1Phone: "(949) 555-0100",
  });
  await uploadDocument(page.request, project.id, {
    category: "visual_documents",
    title: "Private floor plan",
    fileName: "Private floor plan.pdf",
    bytes: await proposalPdf("Floor plan"),
    mimeType: "application/pdf",
  });
  const title = `Kitchen Proposal ${run}`;
  const doc = await uploadProposal(page.request, project.id, title, await proposalPdf(title), `${title}.pdf`);
  const emailB = uniqueEmail("signer-link");
  const emailC = uniqueEmail("signer-link-c");
  await requestSignatures(page.request, doc.id, {
    signers: [
      { name: "Blake Stone", email: emailB },
      { name: "Carey Stone", email: emailC },
    ],
    deposit: null,
  });

  // The signer opens the link from their e-mail: the proposal, and nothing of the project.
  const mail = (await mailTo(page.request, emailB, "proposal-request")).text;
  expect(mail).toContain("opens only this proposal");
  const link = /Open it here: (\S+)/.exec(mail)?.[1] ?? "";
  expect(link).toContain("?token=sl_");
  const url = new URL(link);
  const path = `${url.pathname}${url.search}`;
  // A context of the same device with no session (the signer has never been here).
  const { context: bContext, page: bPage } = await freshPage(browser, testInfo, { bypassCSP: true });
  await bPage.goto(path);
  await expect(bPage.getByRole("heading", { name: title })).toBeVisible({ timeout: 30_000 });
  await expect(bPage.getByTestId("signer-proposal-page")).toBeVisible();
  await expect(bPage.getByTestId("pdf-pages").locator("canvas").first()).toBeVisible({ timeout: 30_000 });
  await expect(bPage.getByText("opens this proposal only")).toBeVisible();
  // Only the signer the link was sent to can ask for a code; no portal around it.
  await expect(bPage.getByText("Carey Stone")).toBeVisible();
  const signing = bPage.getByRole("region", { name: "Sign this proposal" });
  await expect(signing.getByRole("radio")).toHaveCount(1);
  await expect(signing.getByRole("radio", { name: "Blake Stone" })).toBeChecked();
  await expect(bPage.getByRole("button", { name: "E-mail me a code" })).toBeEnabled();
  await expect(bPage.getByRole("button", { name: "← Back to project" })).toHaveCount(0);
  await expect(bPage.getByRole("tablist")).toHaveCount(0);
  await expect(bPage.getByText("Private floor plan")).toHaveCount(0);
  await expectNoHorizontalOverflow(bPage);
  expect.soft(await axeViolations(bPage), "axe on the signer's proposal page").toEqual([]);
  await bPage.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-signer-link.png`) });

  // The studio's live links of the project: the signer's link, with who and what it opens.
  await page.goto("/admin?tab=projects");
  const row = page.locator(`[data-testid="admin-project-row"][data-project-id="${project.id}"]`);
  await row.getByRole("button", { name: "Live links" }).click();
  const dialog = page.getByRole("dialog", { name: "Live links" });
  const signerRow = dialog.locator('[data-testid="project-link"][data-link-kind="signer"]');
  await expect(signerRow).toHaveCount(2);
  const blakeRow = signerRow.filter({ hasText: "Blake Stone" });
  await expect(blakeRow).toContainText(`Opens only the proposal "${title}"`);
  await expect(blakeRow).toContainText("Opened");
  await expectNoHorizontalOverflow(page);
  expect.soft(await axeViolations(page), "axe on Live links").toEqual([]);
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-live-links.png`) });
  await blakeRow.getByRole("button", { name: "Revoke Blake Stone's link" }).click();
  await page
    .getByRole("alertdialog", { name: "Revoke this link?" })
    .getByRole("button", { name: "Revoke link" })
    .click();
  await expect(page.getByText("Link revoked", { exact: true })).toBeVisible();
  await expect(signerRow).toHaveCount(1);
  await expect(signerRow).toContainText("Carey Stone");
  await dialog.getByRole("button", { name: "Close" }).first().click();

  // The request panel in the Documents tab: Blake's link shows as revoked; Carey's is revoked there.
  await page.addInitScript((id) => sessionStorage.setItem("layered.admin.project", String(id)), project.id);
  await page.goto("/admin?tab=documents");
  const panel = page.getByRole("region", { name: `Signatures for ${title}` });
  await expect(panel.getByTestId("signer-link").filter({ hasText: "own link revoked" })).toHaveCount(1);
  await panel.getByRole("button", { name: "Revoke link for Carey Stone" }).click();
  await page
    .getByRole("alertdialog", { name: "Revoke this signer's link?" })
    .getByRole("button", { name: "Revoke link" })
    .click();
  await expect(panel.getByTestId("signer-link").filter({ hasText: "own link revoked" })).toHaveCount(2);
  await expectNoHorizontalOverflow(page);
  const linkC =
    /Open it here: (\S+)/.exec((await mailTo(page.request, emailC, "proposal-request")).text)?.[1] ?? "";
  const c = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const cPage = await c.newPage();
  await cPage.goto(`${new URL(linkC).pathname}${new URL(linkC).search}`);
  await expect(cPage.getByRole("heading", { name: "Link not valid." })).toBeVisible({ timeout: 20_000 });
  await c.close();

  // The link no longer opens.
  await bPage.reload();
  await expect(bPage.getByRole("heading", { name: "Link not valid." })).toBeVisible({ timeout: 20_000 });
  await expect(bPage.getByRole("heading", { name: title })).toHaveCount(0);
  await bContext.close();
});
