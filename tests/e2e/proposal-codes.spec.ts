/**
 * Signing codes cannot be guessed (issue 25), as the people see it: a signer on a private link who
 * has entered wrong codes is locked out and told so in place (not in a passing toast), asking for
 * a new code is refused with the same message, the studio sees "Locked out" on the request with
 * Unlock, unlocks them, and the signer can get a code and go on. In local development the code is
 * read from the local outbox, where it is marked as local.
 */

import { CODE_LOCKOUT_WRONG, PROPOSAL_MESSAGES } from "../../src/shared/proposals";
import {
  expectNoHorizontalOverflow,
  firstProjectId,
  freshPage,
  oneWrongCodeFromLockout,
  requestSignatures,
  signInAs,
  uniqueEmail,
  uploadProposal,
} from "./fixtures";
import { mailTo, proposalPdf } from "./outbox";
import { expect, test } from "./test";

test("a signer locked out after wrong codes sees why; the studio unlocks them and they go on", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  await signInAs(page, "admin", "owner-codes@studio.test");
  const projectId = await firstProjectId(page.request);

  // The studio sends a proposal to a signer without an account.
  const title = `Lockout proposal ${testInfo.project.name} ${Date.now().toString(36)}`;
  const doc = await uploadProposal(page.request, projectId, title, await proposalPdf(title));
  const emailB = uniqueEmail("locked-signer");
  const proposal = await requestSignatures(page.request, doc.id, {
    signers: [{ name: "Blake Stone", email: emailB }],
    deposit: null,
  });
  const signerId = proposal.signers[0]?.id ?? 0;
  const link =
    /Open it here: (\S+)/.exec((await mailTo(page.request, emailB, "proposal-request")).text)?.[1] ?? "";
  expect(link).toContain("?token=");

  // Yesterday this signer entered wrong codes: one short of the lockout.
  oneWrongCodeFromLockout(signerId);

  // The signer opens the private link, gets a code (the local outbox shows it, marked local) and
  // mistypes it: locked out, and told so where they are looking.
  const { context, page: signer } = await freshPage(browser, testInfo);
  const url = new URL(link);
  await signer.goto(`${url.pathname}${url.search}`);
  await expect(signer.getByRole("heading", { name: title })).toBeVisible({ timeout: 30_000 });
  const sign = signer.getByRole("region", { name: "Sign this proposal" });
  await sign.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(signer.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  const mail = await mailTo(page.request, emailB, "proposal-code");
  expect(mail.subject).toMatch(/^\[Local only\] /);
  expect(mail.text).toContain("LOCAL DEVELOPMENT ONLY");
  const code = /is: (\d{6})/.exec(mail.text)?.[1] ?? "";
  expect(code).toMatch(/^\d{6}$/);
  await signer
    .getByRole("textbox", { name: "Code", exact: true })
    .fill(code === "000000" ? "111111" : "000000");
  await signer.getByRole("button", { name: "Confirm" }).click();
  const locked = signer.getByTestId("code-blocked");
  await expect(locked).toHaveText(PROPOSAL_MESSAGES.codeLocked);
  await expect(locked).toHaveAttribute("role", "alert");
  await expect(signer.getByRole("button", { name: "Confirm" })).toBeDisabled();
  await expectNoHorizontalOverflow(signer);
  await signer.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-signer-locked.png`) });
  // Asking again (as someone else, then themselves) says the same, and sends nothing.
  await signer.getByRole("button", { name: "Someone else is signing" }).click();
  await signer.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(signer.getByTestId("code-blocked")).toHaveText(PROPOSAL_MESSAGES.codeLocked);
  await expect(signer.getByRole("button", { name: "E-mail me a code" })).toBeDisabled();

  // The studio was told, and sees who is locked out on the request, with Unlock.
  const notice = await mailTo(page.request, "hello@layered-interiors.com", "proposal-locked");
  expect(notice.text).toContain(emailB);
  await page.addInitScript((id) => sessionStorage.setItem("layered.admin.project", String(id)), projectId);
  await page.goto("/admin?tab=documents");
  const status = page.getByRole("region", { name: `Signatures for ${title}` });
  await status.scrollIntoViewIfNeeded();
  await expect(status.getByTestId("signer-locked")).toContainText("Locked out");
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-admin-locked.png`) });
  await status.getByRole("button", { name: "Unlock Blake Stone" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Unlock Blake Stone?" });
  await expect(confirm).toContainText(`${CODE_LOCKOUT_WRONG} wrong codes`);
  await confirm.getByRole("button", { name: "Unlock", exact: true }).click();
  await expect(page.getByText("Signer unlocked", { exact: true })).toBeVisible();
  await expect(status.getByTestId("signer-locked")).toHaveCount(0);

  // Unlocked: the signer asks for a new code and confirms it.
  await signer.reload();
  await expect(signer.getByRole("heading", { name: title })).toBeVisible({ timeout: 30_000 });
  await signer.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(signer.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  const fresh = await mailTo(page.request, emailB, "proposal-code", mail.id);
  await signer
    .getByRole("textbox", { name: "Code", exact: true })
    .fill(/is: (\d{6})/.exec(fresh.text)?.[1] ?? "");
  await signer.getByRole("button", { name: "Confirm" }).click();
  await expect(signer.getByRole("form", { name: "Sign this proposal" })).toBeVisible();
  await context.close();
});
