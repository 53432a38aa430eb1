/**
 * Signing codes cannot be guessed (issue 25), as the people see it: a signer on a private link who
 * has entered wrong codes is locked out and told so in place (not in a passing toast), asking for
 * a new code is refused with the same message, the studio sees "Locked out" on the request with
 * Unlock, unlocks them, and the signer can get a code and go on. In local development the code is
 * read from the local outbox, where it is marked as local.
 */

import { PDFDocument, StandardFonts } from "pdf-lib";
import { CODE_LOCKOUT_WRONG, PROPOSAL_MESSAGES } from "../../src/shared/proposals";
import type { OutboxList, OutboxMessage } from "../../src/shared/setup";
import {
  expectNoHorizontalOverflow,
  freshPage,
  localDatabase,
  okJson,
  signInAs,
  uniqueEmail,
  uploadDocument,
} from "./fixtures";
import { expect, type Page, test } from "./test";

/** The newest e-mail of this kind to this address, from the local outbox (the admin's Setup API). */
async function waitForMail(admin: Page, to: string, kind: string, after = 0): Promise<OutboxMessage> {
  let id: number | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await admin.request.get("/api/admin/outbox")).json()) as OutboxList;
        id = list.messages.find((m) => m.to === to && m.kind === kind && m.id > after)?.id;
        return id;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  return (await (await admin.request.get(`/api/admin/outbox/${id}`)).json()) as OutboxMessage;
}

async function proposalPdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const page = pdf.addPage([612, 792]);
  page.drawText(title, { x: 60, y: 700, size: 22, font });
  page.drawText("Scope: full-service design of the living areas.", { x: 60, y: 660, size: 12, font });
  return Buffer.from(await pdf.save());
}

test("a signer locked out after wrong codes sees why; the studio unlocks them and they go on", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  await signInAs(page, "admin", "owner-codes@studio.test");
  const projects = await okJson<{ id: number }[]>(await page.request.get("/api/admin/projects"), "projects");
  const projectId = projects[0]?.id ?? 0;
  expect(projectId).toBeGreaterThan(0);

  // The studio sends a proposal to a signer without an account.
  const title = `Lockout proposal ${testInfo.project.name} ${Date.now().toString(36)}`;
  const doc = await uploadDocument(page.request, projectId, {
    category: "design_fee_proposal",
    title,
    fileName: "Proposal.pdf",
    bytes: await proposalPdf(title),
    mimeType: "application/pdf",
  });
  const emailB = uniqueEmail("locked-signer");
  const proposal = await okJson<{ id: number; signers: { id: number; name: string }[] }>(
    await page.request.post(`/api/admin/documents/${doc.id}/signature-requests`, {
      data: { signers: [{ name: "Blake Stone", email: emailB }], deposit: null },
    }),
    "signature request",
  );
  const signerId = proposal.signers[0]?.id ?? 0;
  const link =
    /Open it here: (\S+)/.exec((await waitForMail(page, emailB, "proposal-request")).text)?.[1] ?? "";
  expect(link).toContain("?token=");

  // Yesterday this signer entered wrong codes: one short of the lockout.
  const db = localDatabase("signer_code_guards");
  try {
    db.prepare(
      "INSERT INTO signer_code_guards (signer_id, wrong_total, day_wrong, day_started_at) VALUES (?, ?, 0, NULL)",
    ).run(signerId, CODE_LOCKOUT_WRONG - 1);
  } finally {
    db.close();
  }

  // The signer opens the private link, gets a code (the local outbox shows it, marked local) and
  // mistypes it: locked out, and told so where they are looking.
  const { context, page: signer } = await freshPage(browser, testInfo);
  const url = new URL(link);
  await signer.goto(`${url.pathname}${url.search}`);
  await expect(signer.getByRole("heading", { name: title })).toBeVisible({ timeout: 30_000 });
  const sign = signer.getByRole("region", { name: "Sign this proposal" });
  await sign.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(signer.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  const mail = await waitForMail(page, emailB, "proposal-code");
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
  const notice = await waitForMail(page, "hello@layered-interiors.com", "proposal-locked");
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
  const fresh = await waitForMail(page, emailB, "proposal-code", mail.id);
  await signer
    .getByRole("textbox", { name: "Code", exact: true })
    .fill(/is: (\d{6})/.exec(fresh.text)?.[1] ?? "");
  await signer.getByRole("button", { name: "Confirm" }).click();
  await expect(signer.getByRole("form", { name: "Sign this proposal" })).toBeVisible();
  await context.close();
});
