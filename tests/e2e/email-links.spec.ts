import type { Pin } from "../../src/shared/pins";
import {
  expectNoHorizontalOverflow,
  freshPage,
  makePng,
  newProject,
  okJson,
  sendProposal,
  signInAs,
  signTyped,
  studioApi,
  uniqueEmail,
  uploadDocument,
} from "./fixtures";
import { mailedLink, pathOf, projectPicker, proposalPdf } from "./outbox";
import { type APIRequestContext, expect, type Page, test } from "./test";

/** The viewer dialog of a document, loaded, with pin `number` open and showing `text`. */
async function expectViewerOnPin(page: Page, title: string, number: number, text: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("pin-page")).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole("button", { name: new RegExp(`^Pin ${number}:`) })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const card = dialog.getByRole("article", { name: `Pin ${number}` });
  await expect(card.getByRole("button").first()).toHaveAttribute("aria-expanded", "true");
  await expect(card).toContainText(text);
  await expect(card.getByText(text)).toBeInViewport();
  return dialog;
}

test.describe("e-mailed links", () => {
  test.describe.configure({ timeout: 120_000 });
  const stamp = `${Date.now().toString(36)}`;
  let admin: APIRequestContext;
  let projectId: number;
  let projectName: string;
  let privateLink: string;
  const clientEmail = uniqueEmail("links-client");
  let png: Buffer;

  test.beforeAll(async ({ baseURL, browser }, testInfo) => {
    test.setTimeout(120_000);
    admin = await studioApi(baseURL);
    projectName = `Linden House ${testInfo.project.name} ${stamp}`;
    const project = await newProject(admin, projectName, {
      portfolioTitle: "Linden House",
      description: "A family home under the lindens.",
      clientContact1Name: "Maya Client",
      clientContact1Email: clientEmail,
      clientContact1Phone: "(949) 555-0142",
    });
    projectId = project.id;
    privateLink = (
      await okJson<{ url: string }>(await admin.post(`/api/admin/projects/${projectId}/access-token`), "link")
    ).url;
    const page = await browser.newPage();
    png = await makePng(page, { colors: ["#e7dccb", "#8a7360"], width: 900 });
    await page.close();
  });

  test.afterAll(async () => {
    await admin.delete(`/api/projects/${projectId}`);
    await admin.dispose();
  });

  /** A signed-in client of the project, in the test's page. */
  async function clientOnProject(page: Page) {
    const me = await signInAs(page, "client", clientEmail, "Maya");
    const assigned = await admin.post(`/api/projects/${projectId}/clients`, { data: { userId: me.id } });
    // Assigned now, or by an earlier test of this file (409).
    expect([201, 409], await assigned.text()).toContain(assigned.status());
    return me;
  }

  async function rendering(title: string) {
    const doc = await uploadDocument(admin, projectId, {
      category: "visual_documents",
      title,
      fileName: "rendering.png",
      bytes: png,
      mimeType: "image/png",
    });
    return { ...doc, title };
  }

  /** The client places a pin through the portal API (placing one in the viewer is pins.spec.ts). */
  async function pinAs(page: Page, documentId: number, text: string): Promise<Pin> {
    return okJson<Pin>(
      await page.request.post(`/api/portal/documents/${documentId}/pins`, {
        headers: { Origin: new URL(test.info().project.use.baseURL ?? "").origin },
        data: { projectId, page: 1, x: 0.35, y: 0.45, text },
      }),
      "pin",
    );
  }

  test("the studio's reply links to the pin: the portal opens on Documents with the viewer on that pin", async ({
    page,
    browser,
  }, testInfo) => {
    await clientOnProject(page);
    const doc = await rendering(`Hall rendering ${testInfo.project.name} ${stamp}`);
    const pin = await pinAs(page, doc.id, "Could the runner be wool?");
    const answer = `Yes, a flat-weave wool runner (${testInfo.project.name}).`;
    await okJson(
      await admin.post(`/api/admin/pins/${pin.id}/replies`, { data: { text: answer } }),
      "studio reply",
    );
    const link = await mailedLink(
      admin,
      (m) => m.kind === "pin-reply" && m.to === clientEmail && m.subject.includes(doc.title),
      /^\/portal/,
    );
    expect(link.pathname).toBe("/portal");
    expect(link.searchParams.get("token")).toBeNull();

    // Signed in: the Documents tab, the viewer open on the pin, with the answer.
    await page.goto(pathOf(link));
    const dialog = await expectViewerOnPin(page, doc.title, pin.number, answer);
    await expect(page.getByRole("tab", { name: "Documents", includeHidden: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.screenshot({ path: testInfo.outputPath("pin-reply-signed-in.png") });
    // Closing it leaves the Documents tab; back opens it again (the viewer is in the address).
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/document=/);
    await expect(page.getByRole("tab", { name: "Documents" })).toHaveAttribute("aria-selected", "true");
    await expectNoHorizontalOverflow(page);
    await page.goBack();
    await expectViewerOnPin(page, doc.title, pin.number, answer);

    // Signed out, in the tab where the private link was opened: the same e-mailed link opens on
    // the private link (its token was never in the e-mail).
    const visitor = await freshPage(browser, testInfo);
    await visitor.page.goto(privateLink);
    await expect(visitor.page.getByRole("heading", { name: projectName })).toBeVisible({ timeout: 30_000 });
    await visitor.page.goto(pathOf(link));
    await expect(visitor.page).toHaveURL(
      new RegExp(`/portal/${projectId}\\?token=[^&]+&document=${doc.id}&pin=${pin.number}$`),
    );
    await expectViewerOnPin(visitor.page, doc.title, pin.number, answer);
    await visitor.page.screenshot({ path: testInfo.outputPath("pin-reply-private-link.png") });
    await visitor.context.close();

    // Signed out anywhere else: sign in first, and come back to the pin.
    const stranger = await freshPage(browser, testInfo);
    await stranger.page.goto(pathOf(link));
    await expect(stranger.page).toHaveURL(/\/login\?/);
    const returnTo = new URL(stranger.page.url()).searchParams.get("returnTo") ?? "";
    expect(returnTo).toContain(`document=${doc.id}`);
    await signInAs(stranger.page, "client", clientEmail, "Maya");
    await stranger.page.goto(returnTo);
    await expectViewerOnPin(stranger.page, doc.title, pin.number, answer);
    await stranger.context.close();
  });

  test("the studio's digest opens the admin on the project's documents with the pins open; reload, back and forward keep the view", async ({
    page,
    browser,
  }, testInfo) => {
    const doc = await rendering(`Study mood board ${testInfo.project.name} ${stamp}`);
    const client = await freshPage(browser, testInfo);
    await clientOnProject(client.page);
    const message = `The desk lamp: could it be plaster? (${testInfo.project.name})`;
    const pin = await pinAs(client.page, doc.id, message);
    await client.context.close();
    const link = await mailedLink(
      admin,
      (m) => m.kind === "pin-digest" && m.subject.includes(doc.title),
      /^\/admin$/,
    );
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      tab: "documents",
      projectId: String(projectId),
      document: String(doc.id),
    });

    await signInAs(page, "admin", "studio@example.com", "Ana");
    await page.goto(pathOf(link));
    await expectViewerOnPin(page, doc.title, pin.number, message);
    await page.screenshot({ path: testInfo.outputPath("digest-admin.png") });
    await page.reload();
    const dialog = await expectViewerOnPin(page, doc.title, pin.number, message);

    // Behind it: the Documents tab of that project.
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`[?&]projectId=${projectId}(&|$)`));
    await expect(page).not.toHaveURL(/document=/);
    await expect(page.getByRole("tab", { name: /^Documents/ })).toHaveAttribute("aria-selected", "true");
    await expect(projectPicker(page)).toHaveValue(String(projectId));
    await expect(page.getByRole("article", { name: doc.title })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    // Back reopens the pins, forward closes them again.
    await page.goBack();
    await expect(page.getByRole("dialog", { name: doc.title })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole("dialog", { name: doc.title })).toBeHidden();

    // Another tab keeps the project; back returns to the documents.
    await page.getByRole("tab", { name: "Meetings" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin\\?tab=meetings&projectId=${projectId}$`));
    await expect(projectPicker(page)).toHaveValue(String(projectId));
    await page.reload();
    await expect(page.getByRole("tab", { name: "Meetings" })).toHaveAttribute("aria-selected", "true");
    await expect(projectPicker(page)).toHaveValue(String(projectId));
    await page.goBack();
    await expect(page.getByRole("tab", { name: /^Documents/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("article", { name: doc.title })).toBeVisible();
  });

  test("proposal links: signers land on the proposal; the studio's signed and deposit notices land on the request", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const me = await clientOnProject(page);
    const origin = new URL(testInfo.project.use.baseURL ?? "").origin;

    // 1. A proposal for two signers: the client (an account) and a partner (no account).
    const shared = `Proposal to share ${testInfo.project.name} ${stamp}`;
    const partner = uniqueEmail("links-partner");
    await sendProposal(
      admin,
      projectId,
      { title: shared, bytes: await proposalPdf(shared) },
      {
        signers: [
          { name: "Maya Client", email: me.email },
          { name: "Sam Partner", email: partner },
        ],
        deposit: null,
      },
    );
    const toClient = await mailedLink(
      admin,
      (m) => m.kind === "proposal-request" && m.to === me.email && m.subject.includes(projectName),
      /^\/portal/,
    );
    await page.goto(pathOf(toClient));
    await expect(page.getByRole("heading", { name: shared })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("form", { name: "Sign this proposal" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    // Whatever form the partner's private link takes, it is the e-mail's link.
    const toPartner = await mailedLink(
      admin,
      (m) => m.kind === "proposal-request" && m.to === partner,
      /^\//,
    );
    const partnerPage = await freshPage(browser, testInfo);
    await partnerPage.page.goto(pathOf(toPartner));
    await expect(partnerPage.page.getByRole("heading", { name: shared })).toBeVisible({ timeout: 30_000 });
    await partnerPage.context.close();

    // 2. A proposal with a deposit for the client alone: signed, then paid on the Stripe stand-in.
    const title = `Proposal with deposit ${testInfo.project.name} ${stamp}`;
    const bytes = await proposalPdf(title);
    const proposal = await sendProposal(
      admin,
      projectId,
      { title, bytes },
      {
        signers: [{ name: "Maya Client", email: me.email }],
        deposit: "500",
      },
    );
    await okJson(await signTyped(page.request, proposal, { projectId }, "Maya Client", bytes), "sign");
    const signedNotice = await mailedLink(
      admin,
      (m) =>
        m.kind === "proposal-signed" &&
        m.subject.startsWith("Proposal fully signed") &&
        m.subject.includes(projectName),
      /^\/admin$/,
    );
    expect(Object.fromEntries(signedNotice.searchParams)).toEqual({
      tab: "documents",
      projectId: String(projectId),
      proposal: String(proposal.id),
    });

    const { url } = await okJson<{ url: string }>(
      await page.request.post(`/api/portal/proposals/${proposal.id}/checkout`, {
        headers: { Origin: origin },
        data: { projectId },
      }),
      "checkout",
    );
    await page.goto(url);
    await page.getByLabel("Email").fill(me.email);
    await page.getByRole("button", { name: "Pay $500.00" }).click();
    await page.waitForURL(/\/portal\?project=\d+&proposal=\d+&deposit=paid$/, { timeout: 30_000 });
    const paidNotice = await mailedLink(
      admin,
      (m) =>
        m.kind === "proposal-deposit" && m.subject.startsWith("Deposit paid") && m.subject.includes(title),
      /^\/admin$/,
    );
    expect(Object.fromEntries(paidNotice.searchParams)).toEqual({
      tab: "documents",
      projectId: String(projectId),
      proposal: String(proposal.id),
    });

    // 3. The studio follows each notice: that project's Documents tab, the request in view and focused.
    const studio = await freshPage(browser, testInfo);
    await signInAs(studio.page, "admin", "studio@example.com", "Ana");
    for (const notice of [signedNotice, paidNotice]) {
      await studio.page.goto(pathOf(notice));
      const request = studio.page.getByRole("region", { name: `Signatures for ${title}` });
      await expect(request).toBeFocused({ timeout: 20_000 });
      await expect(request).toBeInViewport();
      await expect(request).toHaveAttribute("data-linked", "true");
      await expect(request.getByTestId("proposal-summary")).toContainText("Signed 1 of 1");
      await expect(studio.page.getByRole("tab", { name: /^Documents/ })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(projectPicker(studio.page)).toHaveValue(String(projectId));
    }
    await expect(
      studio.page.getByRole("region", { name: `Signatures for ${title}` }).getByTestId("proposal-summary"),
    ).toContainText("deposit paid");
    await expectNoHorizontalOverflow(studio.page);
    await studio.page.screenshot({ path: testInfo.outputPath("deposit-notice-admin.png") });
    // A reload keeps the view.
    await studio.page.reload();
    await expect(studio.page.getByRole("region", { name: `Signatures for ${title}` })).toBeInViewport();
    await expect(projectPicker(studio.page)).toHaveValue(String(projectId));
    await studio.context.close();
  });
});
