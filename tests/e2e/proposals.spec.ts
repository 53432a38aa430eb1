/**
 * Design fee proposals in the browser (issue 18): the admin requests signatures from two signers
 * with a $1,500 deposit; signer A signs while signed in; signer B opens the private link, gets the
 * code by e-mail (read from the local outbox), signs; the deposit is paid through the Stripe
 * stand-in (its pay hook, then the webhook signed for real, as tests/e2e/shop.spec.ts does); the
 * admin sees "Signed 2 of 2, deposit paid"; the signed PDF's last page names both signers and the
 * document's SHA-256. Screenshots of each step go to the test's output folder.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { type Browser, type BrowserContext, expect, type Page, test, type TestInfo } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import Stripe from "stripe";
import { extractText, getDocumentProxy } from "unpdf";
import { BASE_URL, E2E_STRIPE_WEBHOOK_SECRET, STRIPE_STAND_IN_PORT } from "../../playwright.config";
import { expectNoHorizontalOverflow, signInAs, uniqueEmail } from "./fixtures";

const STATE = `.wrangler/e2e-state-${new URL(BASE_URL).port}`;

/** The local outbox (email_outbox) of the e2e server's D1, newest first. */
function outbox(to: string, kind: string): { text: string }[] {
  const out = execFileSync(
    "node_modules/.bin/wrangler",
    [
      "d1",
      "execute",
      "DB",
      "--local",
      "--config",
      "wrangler.toml",
      "--persist-to",
      STATE,
      "--json",
      "--command",
      `SELECT text FROM email_outbox WHERE to_address = '${to.replace(/'/g, "''")}' AND kind = '${kind}' ORDER BY id DESC`,
    ],
    { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" } },
  );
  const parsed = JSON.parse(out) as { results: { text: string }[] }[];
  return parsed[0]?.results ?? [];
}

async function waitForMail(to: string, kind: string): Promise<string> {
  let text = "";
  await expect
    .poll(
      () => {
        text = outbox(to, kind)[0]?.text ?? "";
        return text;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");
  return text;
}

function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function freshContext(
  browser: Browser,
  testInfo: TestInfo,
): Promise<{ context: BrowserContext; page: Page }> {
  const use = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
  });
  return { context, page: await context.newPage() };
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: testInfo.outputPath(`${testInfo.project.name}-${name}.png`),
    fullPage: false,
  });
}

async function proposalPdf(title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const page = pdf.addPage([612, 792]);
  page.drawText(title, { x: 60, y: 700, size: 22, font });
  page.drawText("Scope: full-service design of the living areas.", { x: 60, y: 660, size: 12, font });
  page.drawText("Investment: design fee of $12,000; deposit of $1,500 to begin.", {
    x: 60,
    y: 640,
    size: 12,
    font,
  });
  return pdf.save();
}

test("a proposal signed by two signers and its deposit paid, start to finish", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const origin = new URL(BASE_URL).origin;
  const headers = { Origin: origin };

  // The people: signer A has an account on the project; signer B only an e-mail address.
  const { context: aContext, page: aPage } = await freshContext(browser, testInfo);
  const signerA = await signInAs(aPage, "client", uniqueEmail("signer-a"), "Avery");
  const emailB = uniqueEmail("signer-b");
  await signInAs(page, "admin", "owner-proposals@studio.test");

  const projects = (await (await page.request.get("/api/admin/projects")).json()) as { id: number }[];
  const projectId = projects[0]?.id;
  expect(projectId).toBeTruthy();
  expect(
    (
      await page.request.post(`/api/projects/${projectId}/clients`, { headers, data: { userId: signerA.id } })
    ).status(),
  ).toBeLessThan(300);

  // The studio's proposal PDF, uploaded the way the Upload Document tab does.
  const title = `Design Fee Proposal ${testInfo.project.name} ${Date.now().toString(36)}`;
  const bytes = await proposalPdf(title);
  const sha = createHash("sha256").update(bytes).digest("hex");
  const target = (await (
    await page.request.post("/api/admin/documents/upload-url", {
      headers,
      data: {
        projectId,
        category: "design_fee_proposal",
        fileName: "Proposal.pdf",
        fileType: "application/pdf",
        fileSize: bytes.length,
      },
    })
  ).json()) as { uploadUrl: string; objectPath: string };
  expect(
    (
      await page.request.put(target.uploadUrl, {
        headers: { "Content-Type": "application/pdf" },
        data: Buffer.from(bytes),
      })
    ).ok(),
  ).toBe(true);
  const done = await page.request.post("/api/admin/documents/complete", {
    headers,
    data: {
      projectId,
      category: "design_fee_proposal",
      title,
      description: null,
      objectPath: target.objectPath,
      fileName: "Proposal.pdf",
      fileSize: bytes.length,
      mimeType: "application/pdf",
    },
  });
  expect(done.status()).toBe(201);

  // 1. The admin requests signatures.
  await page.addInitScript((id) => sessionStorage.setItem("layered.admin.project", String(id)), projectId);
  await page.goto("/admin?tab=documents");
  await page.getByRole("button", { name: `Request signatures on ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Request signatures" });
  await dialog.getByLabel("Signer 1 name").fill("Avery Stone");
  await dialog.getByLabel("Signer 1 e-mail").fill(signerA.email);
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
  await shot(page, testInfo, "2-admin-sent");

  // 2. Signer A, signed in, opens the e-mailed link and signs by drawing.
  const linkA = /Open it here: (\S+)/.exec(await waitForMail(signerA.email, "proposal-request"))?.[1] ?? "";
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
  await aContext.close();

  // 3. Signer B opens the private link, gets the code by e-mail and types a signature.
  const { context: bContext, page: bPage } = await freshContext(browser, testInfo);
  const linkB = /Open it here: (\S+)/.exec(await waitForMail(emailB, "proposal-request"))?.[1] ?? "";
  expect(linkB).toContain("?token=");
  await bPage.goto(pathOf(linkB));
  await expect(bPage.getByRole("heading", { name: title })).toBeVisible({ timeout: 30_000 });
  await expect(bPage.getByText("Avery Stone")).toBeVisible();
  await bPage.getByRole("button", { name: "E-mail me a code" }).click();
  const code = /is: (\d{6})/.exec(await waitForMail(emailB, "proposal-code"))?.[1] ?? "";
  await bPage.getByLabel("Code").fill(code);
  await shot(bPage, testInfo, "5-signer-b-code");
  await bPage.getByRole("button", { name: "Confirm" }).click();
  const formB = bPage.getByRole("form", { name: "Sign this proposal" });
  await formB.getByLabel("I agree to sign electronically").check();
  await formB.getByRole("radio", { name: "Type" }).click();
  await expect(formB.getByLabel("Type your signature")).toHaveValue("Blake Stone");
  await shot(bPage, testInfo, "6-signer-b-signing");
  await formB.getByRole("button", { name: "Sign proposal" }).click();

  // 4. Everyone has signed: B pays the deposit through the stand-in and comes back.
  await bPage.getByRole("button", { name: "Pay deposit $1,500.00" }).click();
  await bPage.waitForURL(/\/pay\/cs_test_[a-f0-9]+$/);
  const sessionId = new URL(bPage.url()).pathname.split("/").pop() ?? "";
  const paid = await fetch(`http://127.0.0.1:${STRIPE_STAND_IN_PORT}/__pay/${sessionId}`, { method: "POST" });
  const session = (await paid.json()) as { amount_total: number; metadata: Record<string, string> };
  expect(session.amount_total).toBe(150_000);
  expect(session.metadata.kind).toBe("proposal_deposit");
  const payload = JSON.stringify({
    id: `evt_e2e_${sessionId.slice(-12)}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { ...session, payment_intent: `pi_e2e_${sessionId.slice(-8)}` } },
  });
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: E2E_STRIPE_WEBHOOK_SECRET,
  });
  const hook = await fetch(`${origin}/api/stripe/webhook`, {
    method: "POST",
    body: payload,
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
  });
  expect(await hook.json()).toMatchObject({ outcome: "paid" });
  await bPage.getByRole("link", { name: "Complete payment" }).click();
  await expect(bPage.getByTestId("deposit-paid")).toContainText("Deposit of $1,500.00 paid");
  await expect(bPage.getByRole("heading", { name: "Signed and paid" })).toBeVisible();
  await expectNoHorizontalOverflow(bPage);
  await shot(bPage, testInfo, "7-signed-and-paid");
  await bContext.close();

  // 5. The admin sees it complete and downloads the signed copy.
  await page.reload();
  await expect(status.getByTestId("proposal-summary")).toHaveText("Signed 2 of 2, deposit paid");
  await shot(page, testInfo, "8-admin-complete");
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
