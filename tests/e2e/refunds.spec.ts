import { STRIPE_STAND_IN_URL } from "../../playwright.config";
import {
  clientOfFirstProject,
  expectNoHorizontalOverflow,
  okJson,
  paidOrderRow,
  sendProposal,
  signTyped,
  uniqueEmail,
} from "./fixtures";
import { proposalPdf } from "./outbox";
import { ownPiece, payAgain, payOnStandIn, sessionIdOf } from "./payments";
import { expect, test } from "./test";

type Session = { id: string; payment_intent: string | null };

test("the admin sees a second payment for an order refunded automatically", async ({
  page,
  baseURL,
  admin,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? "").origin;
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  // A piece of the studio's own, so that no other test's purchases touch its stock.
  const product = await ownPiece(admin, `Refund Test Vase ${suffix}`, {
    description: "Speckled stoneware.",
    priceCents: 14500,
    stock: 3,
  });

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
  const sessionId = sessionIdOf(url);
  await payOnStandIn(page.request, sessionId, email);

  // A second payable session for the same order is paid as well.
  const secondId = await payAgain(page.request, sessionId, email);
  const paidSecond = await okJson<Session>(
    await page.request.get(`${STRIPE_STAND_IN_URL}/v1/checkout/sessions/${secondId}`, {
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
  const payerAccount = { email: uniqueEmail("deposit-payer"), firstName: "Avery" };
  const ours = await clientOfFirstProject(page, browser, "owner-refunds@studio.test", payerAccount);
  const { context: payerContext, page: payer, user: client, projectId } = ours;
  const title = `Refund Proposal ${testInfo.project.name} ${Date.now().toString(36)}`;
  const bytes = await proposalPdf(title, ["Deposit of $1,500 to begin."]);

  // Uploaded and out for signature with a deposit; the client signs and pays it.
  const proposal = await sendProposal(
    page.request,
    projectId,
    { title, bytes },
    { signers: [{ name: "Avery Stone", email: client.email }], deposit: "1,500" },
  );
  await okJson(await signTyped(payer.request, proposal, { projectId }, "Avery Stone", bytes), "sign");
  const { url } = await okJson<{ url: string }>(
    await payer.request.post(`/api/portal/proposals/${proposal.id}/checkout`, {
      headers,
      data: { projectId },
    }),
    "deposit checkout",
  );
  const sessionId = sessionIdOf(url);
  await payOnStandIn(payer.request, sessionId, client.email);

  // A second payable session for the same deposit is paid as well.
  await payAgain(payer.request, sessionId, client.email);
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
