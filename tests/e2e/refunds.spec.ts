/**
 * Money moves once (issue 25): a shop order, or a proposal deposit, paid a second time (a second
 * payable session for the same thing, forced through the local Stripe stand-in and paid on its
 * page, so the signed webhook reaches the app) is refunded automatically, and the studio sees it:
 * under the order in Admin › Orders, under the proposal in Admin › Documents; on a phone and on a
 * desktop.
 */
import { createHash } from "node:crypto";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { STRIPE_STAND_IN_URL } from "../../playwright.config";
import { expectNoHorizontalOverflow, freshPage, okJson, signInAs, studioApi, uniqueEmail } from "./fixtures";
import { expect, test } from "./test";

type Session = { id: string; payment_intent: string | null };

test("the admin sees a second payment for an order refunded automatically", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? "").origin;
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  // A piece of the studio's own, so that no other test's purchases touch its stock.
  const studio = await studioApi(baseURL);
  const product = await okJson<{ id: number }>(
    await studio.post("/api/admin/products", {
      headers: { Origin: origin },
      data: {
        title: `Refund Test Vase ${suffix}`,
        slug: `refund-test-vase-${suffix}`,
        description: "Speckled stoneware.",
        category: "Decor",
        priceCents: 14500,
        currency: "usd",
        stock: 3,
        status: "active",
        featured: false,
        sortOrder: 99,
      },
    }),
    "create the piece",
  );

  // The shopper starts checkout (twice at once: one session) and pays on the local payment page.
  const email = uniqueEmail("twice");
  const start = () =>
    page.request.post("/api/checkout", {
      headers: { Origin: origin },
      data: { items: [{ productId: product.id, quantity: 1 }], checkoutKey: `e2e-cart-${suffix}` },
    });
  const [a, b] = await Promise.all([start(), start()]);
  const { url } = await okJson<{ url: string }>(a, "checkout");
  expect((await okJson<{ url: string }>(b, "checkout again")).url).toBe(url);
  const sessionId = url.split("/pay/")[1] ?? "";
  const payOnPage = (id: string) =>
    page.request.post(`${STRIPE_STAND_IN_URL}/pay/${id}`, { form: { email }, maxRedirects: 0 });
  expect((await payOnPage(sessionId)).status()).toBe(303);

  // A second payable session for the same order is paid as well.
  const second = await okJson<Session>(
    await page.request.post(`${STRIPE_STAND_IN_URL}/__clone/${sessionId}`),
    "second session",
  );
  expect((await payOnPage(second.id)).status()).toBe(303);
  const paidSecond = await okJson<Session>(
    await page.request.get(`${STRIPE_STAND_IN_URL}/v1/checkout/sessions/${second.id}`, {
      headers: { Authorization: "Bearer sk_test_stand_in" },
    }),
    "second session paid",
  );
  const refunds = await okJson<{ id: string; payment_intent: string; amount: number }[]>(
    await page.request.get(`${STRIPE_STAND_IN_URL}/__refunds`),
    "stand-in refunds",
  );
  const refund = refunds.find((r) => r.payment_intent === paidSecond.payment_intent);
  expect(refund?.amount).toBe(14500);

  // The studio sees the paid order and, under it, the second payment refunded.
  await signInAs(page, "admin");
  await page.goto("/admin?tab=orders");
  await page.getByLabel("Status").selectOption("paid");
  const row = page.locator('[data-testid^="admin-order-"]').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  // One piece: one price (the order's total), never "$145.00 each" beside it.
  await expect(row).toContainText("1 × ");
  await expect(row).toContainText("$145.00");
  await expect(row).not.toContainText("each");
  const refunded = row.getByRole("region", { name: "Second payments refunded" });
  await expect(refunded).toBeVisible();
  await expect(refunded).toContainText("Refunded");
  await expect(refunded).toContainText("$145.00");
  await expect(refunded).toContainText("The order had already been paid through another checkout.");
  await expect(refunded).toContainText(refund?.id ?? "re_");
  await expectNoHorizontalOverflow(page);
  await studio.dispose();
});

test("the admin sees a second deposit payment refunded automatically", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const origin = new URL(baseURL ?? "").origin;
  const headers = { Origin: origin };

  // A client of the project, and the studio's proposal PDF uploaded as the Documents tab does.
  const { context: payerContext, page: payer } = await freshPage(browser, testInfo);
  const client = await signInAs(payer, "client", uniqueEmail("deposit-payer"), "Avery");
  await signInAs(page, "admin", "owner-refunds@studio.test");
  const projects = await okJson<{ id: number }[]>(await page.request.get("/api/admin/projects"), "projects");
  const projectId = projects[0]?.id;
  expect(projectId).toBeTruthy();
  await okJson(
    await page.request.post(`/api/projects/${projectId}/clients`, { headers, data: { userId: client.id } }),
    "assign the client",
  );
  const title = `Refund Proposal ${testInfo.project.name} ${Date.now().toString(36)}`;
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]).drawText(`${title}: deposit of $1,500 to begin.`, {
    x: 50,
    y: 700,
    size: 12,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  const bytes = await pdf.save();
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
    "upload URL",
  );
  expect(
    (
      await page.request.put(target.uploadUrl, {
        headers: { "Content-Type": "application/pdf" },
        data: Buffer.from(bytes),
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
        fileName: "Proposal.pdf",
        fileSize: bytes.length,
        mimeType: "application/pdf",
      },
    }),
    "register the document",
  );

  // Out for signature with a deposit; the client signs and pays it.
  const proposal = await okJson<{ id: number; signers: { id: number }[] }>(
    await page.request.post(`/api/admin/documents/${doc.id}/signature-requests`, {
      headers,
      data: { signers: [{ name: "Avery Stone", email: client.email }], deposit: "1,500", message: null },
    }),
    "request signatures",
  );
  await okJson(
    await payer.request.post(`/api/portal/proposals/${proposal.id}/sign`, {
      headers,
      data: {
        projectId,
        signerId: proposal.signers[0]?.id,
        fullName: "Avery Stone",
        kind: "typed",
        signature: "Avery Stone",
        documentSha256: createHash("sha256").update(bytes).digest("hex"),
        consent: true,
      },
    }),
    "sign",
  );
  const { url } = await okJson<{ url: string }>(
    await payer.request.post(`/api/portal/proposals/${proposal.id}/checkout`, {
      headers,
      data: { projectId },
    }),
    "deposit checkout",
  );
  const sessionId = url.split("/pay/")[1] ?? "";
  const payOnPage = (id: string) =>
    payer.request.post(`${STRIPE_STAND_IN_URL}/pay/${id}`, {
      form: { email: client.email },
      maxRedirects: 0,
    });
  expect((await payOnPage(sessionId)).status()).toBe(303);

  // A second payable session for the same deposit is paid as well.
  const second = await okJson<{ id: string }>(
    await payer.request.post(`${STRIPE_STAND_IN_URL}/__clone/${sessionId}`),
    "second session",
  );
  expect((await payOnPage(second.id)).status()).toBe(303);
  await payerContext.close();

  // The studio sees the deposit paid and, under it, the second payment refunded.
  await page.addInitScript((id) => sessionStorage.setItem("layered.admin.project", String(id)), projectId);
  await page.goto(`/admin?tab=documents&projectId=${projectId}`);
  const panel = page.getByRole("region", { name: `Signatures for ${title}` });
  await expect(panel.getByTestId("proposal-summary")).toHaveText("Signed 1 of 1, deposit paid");
  const refunded = panel.getByRole("region", { name: "Second payments refunded" });
  await refunded.scrollIntoViewIfNeeded();
  await expect(refunded).toContainText("Refunded");
  await expect(refunded).toContainText("$1,500.00");
  await expect(refunded).toContainText("The deposit had already been paid.");
  await expect(refunded).toContainText(/Refund re_[a-f0-9]+/);
  await expectNoHorizontalOverflow(page);
});
