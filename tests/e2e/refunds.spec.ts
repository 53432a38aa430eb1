import { STRIPE_STAND_IN_URL } from "../../playwright.config";
import {
  assignClient,
  expectNoHorizontalOverflow,
  firstProjectId,
  freshPage,
  okJson,
  paidOrderRow,
  requestSignatures,
  signInAs,
  signTyped,
  studioApi,
  uniqueEmail,
  uploadProposal,
} from "./fixtures";
import { proposalPdf } from "./outbox";
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
  const row = await paidOrderRow(page, email);
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
  const projectId = await firstProjectId(page.request);
  await assignClient(page.request, projectId, client.id);
  const title = `Refund Proposal ${testInfo.project.name} ${Date.now().toString(36)}`;
  const bytes = await proposalPdf(title, ["Deposit of $1,500 to begin."]);
  const doc = await uploadProposal(page.request, projectId, title, bytes);

  // Out for signature with a deposit; the client signs and pays it.
  const proposal = await requestSignatures(page.request, doc.id, {
    signers: [{ name: "Avery Stone", email: client.email }],
    deposit: "1,500",
    message: null,
  });
  await okJson(await signTyped(payer.request, proposal, { projectId }, "Avery Stone", bytes), "sign");
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
