import { createHash } from "node:crypto";
import { extractText, getDocumentProxy } from "unpdf";
import {
  PROPOSAL_MESSAGES,
  SIGNED_COPY_MODE_ADMIN,
  SIGNED_COPY_MODE_PORTAL,
} from "../../src/shared/proposals";
import {
  clientOfFirstProject,
  expectNoHorizontalOverflow,
  requestSignatures,
  signTyped,
  uniqueEmail,
  uploadProposal,
} from "./fixtures";
import { expect, type Page, test } from "./test";

/** Clicks `button`, waits for the download it starts, and returns the file's bytes and name. */
async function downloadFrom(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent("download");
  await click();
  const download = await downloading;
  const bytes = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks));
  return { bytes: new Uint8Array(bytes), name: download.suggestedFilename() };
}

test("a signed copy that cannot be merged: pending without a dead download, then a certificate with the original attached", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const client = { email: uniqueEmail("pending-signer"), firstName: "Rowan" };
  const ours = await clientOfFirstProject(page, browser, "owner-pending@studio.test", client);
  const { context: signerContext, page: signerPage, user: signer, projectId } = ours;

  // Starts like a PDF (the upload accepts it), but has no objects: pdf-lib cannot build on it.
  const bytes = Buffer.from("%PDF-1.7\n% a proposal exported by a broken tool\n%%EOF\n");
  const sha = createHash("sha256").update(bytes).digest("hex");
  const title = `Unreadable Proposal ${testInfo.project.name} ${Date.now().toString(36)}`;
  const doc = await uploadProposal(page.request, projectId, title, bytes);
  const proposal = await requestSignatures(page.request, doc.id, {
    signers: [{ name: "Rowan Vale", email: signer.email }],
    deposit: null,
  });

  // The only signer signs (signed in with the signer's e-mail): complete, 201, copy not ready.
  const signed = await signTyped(signerPage.request, proposal, { projectId }, "Rowan Vale", bytes);
  expect(signed.status(), await signed.text()).toBe(201);
  expect(await signed.json()).toMatchObject({ status: "completed", signedCopyAvailable: false });

  // The signer's portal: signed by everyone, the copy being prepared, no download to press.
  await signerPage.goto(`/portal?project=${projectId}&proposal=${proposal.id}`);
  await expect(signerPage.getByRole("heading", { name: title })).toBeVisible({ timeout: 30_000 });
  const complete = signerPage.getByRole("region", { name: "Signed by everyone" });
  await expect(complete.getByTestId("signed-copy-preparing")).toHaveText(
    PROPOSAL_MESSAGES.signedCopyPreparing,
  );
  await expect(signerPage.getByRole("button", { name: "Download signed copy" })).toHaveCount(0);
  await complete.scrollIntoViewIfNeeded();
  await expectNoHorizontalOverflow(signerPage);
  await signerPage.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-signer-preparing.png`) });

  // The admin's Documents tab: signed, the copy pending, "Try again now" instead of a download.
  await page.addInitScript((id) => sessionStorage.setItem("layered.admin.project", String(id)), projectId);
  await page.goto("/admin?tab=documents");
  const status = page.getByRole("region", { name: `Signatures for ${title}` });
  await expect(status.getByTestId("proposal-summary")).toHaveText("Signed 1 of 1");
  const pending = status.getByTestId("signed-copy-pending");
  await expect(pending).toContainText("Signed copy pending: will retry within the hour.");
  await expect(pending).toContainText("The signed copy could not be rendered");
  await expect(pending).toContainText("tried 1 time");
  await expect(status.getByRole("button", { name: "Download signed copy" })).toHaveCount(0);
  await pending.scrollIntoViewIfNeeded();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-signed-copy-pending.png`) });

  // The first retry makes the certificate with the original attached, and downloads it.
  const fromAdmin = await downloadFrom(page, () =>
    status.getByRole("button", { name: "Try again now" }).click(),
  );
  expect(fromAdmin.name).toBe("Proposal (signed).pdf");
  expect(Buffer.from(fromAdmin.bytes.subarray(0, 5)).toString()).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(fromAdmin.bytes.slice()), { mergePages: true });
  expect(text).toContain("Signature certificate");
  expect(text).toContain("attached to this PDF unchanged");
  expect(text).toContain(`SHA-256 of the original: ${sha}`);
  await expect(status.getByTestId("signed-copy-pending")).toHaveCount(0);
  await expect(status.getByTestId("signed-copy-mode")).toHaveText(
    SIGNED_COPY_MODE_ADMIN.certificate_attached,
  );
  await expect(status.getByRole("button", { name: "Download signed copy" })).toBeVisible();
  await status.scrollIntoViewIfNeeded();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-signed-copy-made.png`) });

  // The signer now gets the download, and is told the proposal is attached to it.
  await signerPage.reload();
  const ready = signerPage.getByRole("region", { name: "Signed by everyone" });
  await expect(ready.getByTestId("signed-copy-mode")).toHaveText(
    SIGNED_COPY_MODE_PORTAL.certificate_attached,
    {
      timeout: 30_000,
    },
  );
  await expect(ready.getByTestId("signed-copy-preparing")).toHaveCount(0);
  const fromSigner = await downloadFrom(signerPage, () =>
    ready.getByRole("button", { name: "Download signed copy" }).click(),
  );
  expect(Buffer.from(fromSigner.bytes).equals(Buffer.from(fromAdmin.bytes))).toBe(true);
  await expectNoHorizontalOverflow(signerPage);
  await signerPage.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-signer-ready.png`) });
  await signerContext.close();
});
