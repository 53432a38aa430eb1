/**
 * Design fee proposals in the browser (issue 18): the admin requests signatures from two signers
 * with a $1,500 deposit; signer A signs while signed in; signer B opens the private link, gets the
 * code by e-mail (read from the local outbox), signs; B pays the deposit on the local Stripe
 * stand-in's payment page (which sends the signed webhook, as Stripe would) and comes back to the
 * portal; the admin sees "Signed 2 of 2, deposit paid"; the signed PDF's last page names both
 * signers and the document's SHA-256. Screenshots of each step go to the test's output folder.
 */
import { createHash } from "node:crypto";
import { extractText, getDocumentProxy } from "unpdf";
import {
  clientOfFirstProject,
  expectNoHorizontalOverflow,
  freshPage,
  uniqueEmail,
  uploadProposal,
} from "./fixtures";
import { mailTo, proposalPdf } from "./outbox";
import { expectCompletedOnce } from "./payments";
import { expect, type Page, type TestInfo, test } from "./test";

function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: testInfo.outputPath(`${testInfo.project.name}-${name}.png`),
    fullPage: false,
  });
}

test("a proposal signed by two signers and its deposit paid, start to finish", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);

  // The people: signer A has an account on the project; signer B only an e-mail address.
  const clientA = { email: uniqueEmail("signer-a"), firstName: "Avery" };
  const a = await clientOfFirstProject(page, browser, "owner-proposals@studio.test", clientA);
  const { context: aContext, page: aPage, user: signerA, projectId } = a;
  const emailB = uniqueEmail("signer-b");

  // The studio's proposal PDF, uploaded the way the Upload Document tab does.
  const title = `Design Fee Proposal ${testInfo.project.name} ${Date.now().toString(36)}`;
  const bytes = await proposalPdf(title, [
    "Scope: full-service design of the living areas.",
    "Investment: design fee of $12,000; deposit of $1,500 to begin.",
  ]);
  const sha = createHash("sha256").update(bytes).digest("hex");
  await uploadProposal(page.request, projectId, title, bytes);

  // 1. The admin requests signatures.
  await page.addInitScript((id) => sessionStorage.setItem("layered.admin.project", String(id)), projectId);
  await page.goto("/admin?tab=documents");
  await page.getByRole("button", { name: `Request signatures on ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Request signatures" });
  // Sent empty: refused, each message under its field and a "Not sent" toast; correcting a field
  // clears its message and closes the toast (issue 28: both used to stay after the fix).
  await dialog.getByRole("button", { name: "Send for signature" }).click();
  const notSent = page.getByText("Not sent", { exact: true });
  await expect(notSent).toBeVisible();
  const nameError = dialog.getByText("Please enter the signer's name.");
  const emailError = dialog.getByText("Please enter a valid email address");
  await expect(nameError).toBeVisible();
  await expect(emailError).toBeVisible();
  await dialog.getByLabel("Signer 1 name").fill("Avery Stone");
  await expect(nameError).toBeHidden();
  await expect(notSent).toBeHidden();
  await expect(emailError).toBeVisible();
  await dialog.getByLabel("Signer 1 e-mail").fill(signerA.email);
  await expect(emailError).toBeHidden();
  await dialog.getByRole("button", { name: "Add signer", exact: true }).click();
  await dialog.getByLabel("Signer 2 name").fill("Blake Stone");
  await dialog.getByLabel("Signer 2 e-mail").fill(emailB);
  await dialog.getByLabel("Deposit (USD, optional)").fill("1,500");
  await dialog.getByLabel("Message (optional)").fill("We are so looking forward to beginning.");
  await shot(page, testInfo, "1-admin-request");
  await dialog.getByRole("button", { name: "Send for signature" }).click();
  await expect(dialog).toBeHidden();
  const status = page.getByRole("region", { name: `Signatures for ${title}` });
  await expect(status.getByTestId("proposal-summary")).toHaveText("Signed 0 of 2, deposit due");
  await status.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "2-admin-sent");
  // Remind e-mails the signers who have not signed (both, so far) and says so in the trail.
  await status.getByRole("button", { name: "Remind", exact: true }).click();
  await expect(page.getByText("Reminder sent", { exact: true })).toBeVisible();
  await expect(status).toContainText("reminded");
  expect((await mailTo(page.request, emailB, "proposal-reminder")).text).toContain("A reminder:");

  // 2. Signer A, signed in, opens the e-mailed link and signs by drawing.
  const linkA =
    /Open it here: (\S+)/.exec((await mailTo(page.request, signerA.email, "proposal-request")).text)?.[1] ??
    "";
  expect(linkA).toContain("/portal?project=");
  // The e-mail names the configured APP_URL; the same path on this test server.
  await aPage.goto(pathOf(linkA));
  // The proposal view is its own chunk (pdf.js): the first open may take a moment.
  await expect(aPage.getByRole("heading", { name: title })).toBeVisible({ timeout: 30_000 });
  await expect(aPage.getByTestId("pdf-pages").locator("canvas").first()).toBeVisible({ timeout: 30_000 });
  await expect(aPage.getByTestId("proposal-sha")).toHaveText(sha);
  const form = aPage.getByRole("form", { name: "Sign this proposal" });
  await form.getByLabel("I agree to sign electronically").check();
  await expect(form.getByLabel("Full name")).toHaveValue("Avery Stone");
  const pad = form.getByTestId("signature-pad");
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error("no signature pad");
  await aPage.mouse.move(box.x + 20, box.y + box.height * 0.6);
  await aPage.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await aPage.mouse.move(box.x + 20 + i * 18, box.y + box.height * (0.6 - 0.3 * Math.sin(i / 2)), {
      steps: 3,
    });
  }
  await aPage.mouse.up();
  await shot(aPage, testInfo, "3-signer-a-signing");
  await form.getByRole("button", { name: "Sign proposal" }).click();
  await expect(aPage.getByText("You signed this proposal.")).toBeVisible();
  await expect(aPage.getByTestId("proposal-status")).toContainText("Signed 1 of 2");
  await expectNoHorizontalOverflow(aPage);
  await shot(aPage, testInfo, "4-signer-a-signed");

  // 3. Signer B opens the private link, gets the code by e-mail and types a signature.
  const { context: bContext, page: bPage } = await freshPage(browser, testInfo);
  const linkB =
    /Open it here: (\S+)/.exec((await mailTo(page.request, emailB, "proposal-request")).text)?.[1] ?? "";
  expect(linkB).toContain("?token=");
  await bPage.goto(pathOf(linkB));
  await expect(bPage.getByRole("heading", { name: title })).toBeVisible({ timeout: 30_000 });
  await expect(bPage.getByText("Avery Stone")).toBeVisible();
  await expect(bPage.getByTestId("pdf-pages").locator("canvas").first()).toBeVisible({ timeout: 30_000 });
  await shot(bPage, testInfo, "5-signer-b-opens");
  await bPage.getByRole("button", { name: "E-mail me a code" }).click();
  const code = /is: (\d{6})/.exec((await mailTo(page.request, emailB, "proposal-code")).text)?.[1] ?? "";
  await bPage.getByLabel("Code").fill(code);
  await shot(bPage, testInfo, "6-signer-b-code");
  await bPage.getByRole("button", { name: "Confirm" }).click();
  const formB = bPage.getByRole("form", { name: "Sign this proposal" });
  await formB.getByLabel("I agree to sign electronically").check();
  // The two-part switch: its radios are visually hidden behind their labels, as a visitor sees them.
  await formB.getByText("Type", { exact: true }).click();
  await expect(formB.getByRole("radio", { name: "Type" })).toBeChecked();
  await expect(formB.getByLabel("Type your signature")).toHaveValue("Blake Stone");
  await shot(bPage, testInfo, "7-signer-b-signing");
  await formB.getByRole("button", { name: "Sign proposal" }).click();

  // 4. Everyone has signed: B pays the deposit through the stand-in and comes back.
  const pay = bPage.getByRole("button", { name: "Pay deposit $1,500.00" });
  await pay.scrollIntoViewIfNeeded();
  await shot(bPage, testInfo, "7b-everyone-signed");
  await pay.click();
  await bPage.waitForURL(/\/pay\/cs_test_[a-f0-9]+$/);
  const sessionId = new URL(bPage.url()).pathname.split("/").pop() ?? "";
  await expect(bPage.getByTestId("pay-total")).toHaveText("$1,500.00");
  await shot(bPage, testInfo, "8-deposit-checkout");
  await bPage.getByLabel("Email").fill(emailB);
  await bPage.getByRole("button", { name: "Pay $1,500.00" }).click();
  // Back in the portal, on the private link this tab opened (the token never went to Stripe).
  await bPage.waitForURL(/\/portal\/\d+\?proposal=\d+&deposit=paid$/, { timeout: 30_000 });
  await expectCompletedOnce(bPage.request, sessionId);
  await expect(bPage.getByTestId("deposit-paid")).toContainText("Deposit of $1,500.00 paid");
  await expect(bPage.getByRole("heading", { name: "Signed and paid" })).toBeVisible();
  // The page opens on the outcome the payer came back for (not on the title, pages above it).
  const outcome = bPage.getByRole("region", { name: "Signed and paid" });
  await expect(outcome).toBeFocused();
  // With what happens next.
  await expect(outcome.getByTestId("what-happens-next")).toContainText("will be in touch");
  await expect(outcome).toBeInViewport();
  await expect(bPage.getByTestId("pdf-pages").locator("canvas").first()).toBeVisible({ timeout: 30_000 });
  await expectNoHorizontalOverflow(bPage);
  await shot(bPage, testInfo, "9-signed-and-paid");
  // The project's timeline, as the client on the project sees it, remembers both moments.
  await aPage.goto(`/portal?project=${projectId}`);
  const timeline = aPage.getByRole("region", { name: "Timeline" });
  const moment = (what: string, detail: string) =>
    timeline.getByRole("listitem").filter({ hasText: what }).filter({ hasText: detail });
  await expect(moment("Deposit paid", `$1,500.00 · ${title}`)).toBeVisible();
  await expect(moment("Proposal signed by everyone", title)).toBeVisible();
  await expect(moment("Proposal sent for signature", title)).toBeVisible();
  await moment("Deposit paid", title).scrollIntoViewIfNeeded();
  await shot(aPage, testInfo, "11-client-timeline");
  await aContext.close();
  await bContext.close();

  // 5. The admin sees it complete and downloads the signed copy.
  await page.reload();
  await expect(status.getByTestId("proposal-summary")).toHaveText("Signed 2 of 2, deposit paid");
  await status.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "10-admin-complete");
  const list = (await (await page.request.get(`/api/projects/${projectId}/signature-requests`)).json()) as {
    id: number;
    title: string;
  }[];
  const requestId = list.find((p) => p.title === title)?.id;
  const downloadPromise = page.waitForEvent("download");
  await status.getByRole("button", { name: "Download signed copy" }).click();
  const download = await downloadPromise;
  const fileBytes = new Uint8Array(
    await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks)),
  );
  expect(requestId).toBeTruthy();
  const pdf = await getDocumentProxy(fileBytes);
  const { text, totalPages } = await extractText(pdf, { mergePages: false });
  const last = text[totalPages - 1] ?? "";
  expect(last).toContain("Avery Stone");
  expect(last).toContain("Blake Stone");
  expect(last).toContain(sha);
});
