/**
 * Issue 25, item 6, as the studio sees it: a proposal whose signed copy cannot be built (here a
 * file that starts like a PDF but that pdf-lib cannot open) is still completed by its last
 * signature (201), and the admin's Documents tab says the signed copy is pending and will be made
 * again; the download says so too, instead of failing. On a phone and on a desktop.
 */
import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import { PROPOSAL_MESSAGES } from "../../src/shared/proposals";
import { expectNoHorizontalOverflow, freshPage, okJson, signInAs, uniqueEmail } from "./fixtures";

test("a signed copy that could not be built: the request is complete, the admin sees it pending", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const headers = { Origin: new URL(BASE_URL).origin };
  const { context: signerContext, page: signerPage } = await freshPage(browser, testInfo);
  const signer = await signInAs(signerPage, "client", uniqueEmail("pending-signer"), "Rowan");
  await signInAs(page, "admin", "owner-pending@studio.test");
  const projects = await okJson<{ id: number }[]>(await page.request.get("/api/admin/projects"), "projects");
  const projectId = projects[0]?.id ?? 0;
  await okJson(
    await page.request.post(`/api/projects/${projectId}/clients`, { headers, data: { userId: signer.id } }),
    "assign",
  );

  // Starts like a PDF (the upload accepts it), but has no objects: pdf-lib cannot build on it.
  const bytes = Buffer.from("%PDF-1.7\n% a proposal exported by a broken tool\n%%EOF\n");
  const sha = createHash("sha256").update(bytes).digest("hex");
  const title = `Unreadable Proposal ${testInfo.project.name} ${Date.now().toString(36)}`;
  const target = await okJson<{ uploadUrl: string; objectPath: string }>(
    await page.request.post("/api/admin/documents/upload-url", {
      headers,
      data: {
        projectId,
        category: "design_fee_proposal",
        fileName: "Proposal.pdf",
        fileType: "application/pdf",
        fileSize: bytes.length,
      },
    }),
    "upload-url",
  );
  expect(
    (
      await page.request.put(target.uploadUrl, {
        headers: { "Content-Type": "application/pdf" },
        data: bytes,
      })
    ).ok(),
  ).toBe(true);
  const doc = await okJson<{ id: number }>(
    await page.request.post("/api/admin/documents/complete", {
      headers,
      data: {
        projectId,
        category: "design_fee_proposal",
        title,
        description: null,
        objectPath: target.objectPath,
        mimeType: "application/pdf",
      },
    }),
    "complete",
  );
  const proposal = await okJson<{ id: number; signers: { id: number }[] }>(
    await page.request.post(`/api/admin/documents/${doc.id}/signature-requests`, {
      headers,
      data: { signers: [{ name: "Rowan Vale", email: signer.email }], deposit: null },
    }),
    "request",
  );

  // The only signer signs (signed in with the signer's e-mail): complete, 201.
  const signed = await signerPage.request.post(`/api/portal/proposals/${proposal.id}/sign`, {
    headers,
    data: {
      projectId,
      signerId: proposal.signers[0]?.id,
      fullName: "Rowan Vale",
      kind: "typed",
      signature: "Rowan Vale",
      documentSha256: sha,
      consent: true,
    },
  });
  expect(signed.status(), await signed.text()).toBe(201);
  expect(((await signed.json()) as { status: string }).status).toBe("completed");
  await signerContext.close();

  // The admin's Documents tab: signed, and the copy pending.
  await page.addInitScript((id) => sessionStorage.setItem("layered.admin.project", String(id)), projectId);
  await page.goto("/admin?tab=documents");
  const status = page.getByRole("region", { name: `Signatures for ${title}` });
  await expect(status.getByTestId("proposal-summary")).toHaveText("Signed 1 of 1");
  const pending = status.getByTestId("signed-copy-pending");
  await expect(pending).toContainText("Signed copy pending: will retry within the hour.");
  await expect(pending).toContainText("The signed copy could not be rendered");
  await expect(pending).toContainText("tried 1 time");
  await pending.scrollIntoViewIfNeeded();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-signed-copy-pending.png`) });

  // The download tries again, and says clearly that the copy is not ready (no 500).
  await status.getByRole("button", { name: "Download signed copy" }).click();
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByText(PROPOSAL_MESSAGES.signedCopyPending),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("region", { name: `Signatures for ${title}` }).getByTestId("signed-copy-pending"),
  ).toContainText("tried 2 times");
});
