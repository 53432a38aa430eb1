import { PROPOSAL_MESSAGES } from "../../src/shared/proposals";
import {
  apiSignIn,
  assignClient,
  deleteOrArchive,
  expectNoHorizontalOverflow,
  newProject,
  okJson,
  oneWrongCodeFromLockout,
  portalUpload,
  privateLink,
  sendProposal,
  signInAs,
  signTyped,
  uniqueEmail,
  visitorApi,
} from "./fixtures";
import {
  expectDocumentsLink,
  linkIn,
  linksIn,
  mailed,
  mailedLink,
  pathOf,
  projectPicker,
  proposalPdf,
} from "./outbox";
import { checkoutOne, ownPiece, payAgain, payOnStandIn, sessionIdOf } from "./payments";
import { expect, type Page, test } from "./test";

const STUDIO = "hello@layered-interiors.com";

/** The admin's tab `name` is the one open. */
async function expectTab(page: Page, name: RegExp) {
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

test.describe("e-mailed links to the studio and to clients", () => {
  test.describe.configure({ timeout: 120_000 });
  const stamp = Date.now().toString(36);
  let projectId: number;
  let projectName: string;
  let token: string;

  test.beforeAll(async ({ admin }, testInfo) => {
    projectName = `Alder Court ${testInfo.project.name} ${stamp}`;
    projectId = (
      await newProject(admin, projectName, {
        portfolioTitle: "Alder Court",
        description: "A courtyard house.",
        location: "Irvine",
        clientContact1Name: "Noor Client",
        clientContact1Email: uniqueEmail("alder-client"),
        clientContact1Phone: "(949) 555-0143",
      })
    ).id;
    token = (await privateLink(admin, projectId)).token;
  });

  test.afterAll(async ({ admin }) => {
    await deleteOrArchive(admin, projectId);
  });

  test("the studio's notices of an inquiry, a client's upload, a paid order and its refunded second payment", async ({
    page,
    baseURL,
    admin,
  }, testInfo) => {
    const run = `${testInfo.project.name} ${stamp}`;
    const api = await visitorApi(baseURL);

    // A visitor's inquiry through the website.
    const lastName = `Inquirer ${run}`;
    await okJson(
      await api.post("/api/inquiries", {
        headers: { "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 200) + 20}` },
        data: {
          firstName: "Rowan",
          lastName,
          email: uniqueEmail("inquirer"),
          phone: "(949) 555-0188",
          projectType: "full-service",
          budget: "100k-150k",
          timeline: "3-6months",
          message: `A sunroom for reading, please (${run}).`,
        },
      }),
      "inquiry",
    );
    const inquiryLink = await mailedLink(
      admin,
      (m) => m.kind === "inquiry" && m.subject.includes(lastName),
      /^\/admin$/,
    );

    // The client sends a file through the private link.
    const fileName = `Measurements ${run}.pdf`.replaceAll(" ", "-");
    const bytes = await proposalPdf(`Measurements ${run}`);
    const upload = await portalUpload(
      api,
      { token, projectId },
      { fileName, bytes, mimeType: "application/pdf" },
    );
    const uploadLink = await mailedLink(
      admin,
      (m) => m.kind === "client-upload" && m.subject.includes(fileName),
      /^\/admin$/,
    );
    expectDocumentsLink(uploadLink, projectId, { document: upload.id });

    // A shopper buys a piece of the studio's own (no other test's purchases touch its stock), and a
    // second payment for the same order goes through too.
    const suffix = `${stamp}${testInfo.project.name}`;
    const piece = { description: "Hand-thrown.", priceCents: 8600, stock: 2 };
    const product = await ownPiece(admin, `Linked Bowl ${suffix}`, piece);
    const shopper = uniqueEmail("shopper");
    const sessionId = await checkoutOne(api, product.id, `links-${suffix}`);
    await payOnStandIn(api, sessionId, shopper);
    const orderNotice = await mailed(admin, (m) => m.kind === "order" && m.subject.includes(shopper));
    const orderId = Number(/\(#(\d+)\)/.exec(orderNotice.text)?.[1]);
    expect(orderId).toBeGreaterThan(0);
    const orderLink = linkIn(orderNotice, /^\/admin$/);
    const secondSession = await payAgain(api, sessionId, shopper);
    const refundNotice = await mailed(
      admin,
      (m) => m.kind === "order" && m.subject === `Second payment refunded: shop order #${orderId}`,
    );
    expect(refundNotice.text).toContain(secondSession);
    const refundLink = linkIn(refundNotice, /^\/admin$/);
    await api.dispose();

    // The studio follows each one.
    await signInAs(page, "admin", "studio@example.com", "Ana");
    await page.goto(pathOf(inquiryLink));
    await expectTab(page, /^Inquiries/);
    const inquiry = page.getByRole("row", { name: `Inquiry from Rowan ${lastName}` });
    await expect(inquiry).toBeVisible();
    // Newest first: it is the first of the list.
    await expect(
      page.getByRole("table", { name: "Inquiries" }).locator("tbody").getByRole("row").first(),
    ).toHaveAccessibleName(`Inquiry from Rowan ${lastName}`);
    await expect(inquiry.getByRole("heading", { name: `Rowan ${lastName}` })).toBeInViewport();
    await expectNoHorizontalOverflow(page);

    await page.goto(pathOf(uploadLink));
    await expectTab(page, /^Documents/);
    await expect(projectPicker(page)).toHaveValue(String(projectId));
    const file = page.getByRole("article", { name: fileName });
    await expect(file).toBeFocused({ timeout: 20_000 });
    await expect(file).toBeInViewport();
    await expect(file).toHaveAttribute("data-linked", "true");
    await expect(file).toContainText("From client");
    await expectNoHorizontalOverflow(page);

    for (const link of [orderLink, refundLink]) {
      await page.goto(pathOf(link));
      await expectTab(page, /^Orders/);
      const order = page.getByTestId(`admin-order-${orderId}`);
      await expect(order).toContainText(shopper);
      await expect(order).toContainText(`Linked Bowl ${suffix}`);
      await expect(order.getByRole("heading", { name: /^Order / })).toBeInViewport();
      await expectNoHorizontalOverflow(page);
    }
    const refunded = page.getByTestId(`admin-order-${orderId}`).getByRole("region", {
      name: "Second payments refunded",
    });
    await expect(refunded).toContainText("Refunded");
    await expect(refunded).toContainText("$86.00");
  });

  test("the studio's notices of a locked-out signer and a refunded second deposit; the signer's withdrawal e-mail", async ({
    page,
    baseURL,
    admin,
  }, testInfo) => {
    const run = `${testInfo.project.name} ${stamp}`;

    // A client of the project, with an account.
    const client = await visitorApi(baseURL);
    const clientUser = await apiSignIn(client, "client", uniqueEmail("deposit-client"), "Noor");
    await assignClient(admin, projectId, clientUser.id);

    // 1. A proposal to the client and a signer without an account, who enters one wrong code too many.
    const lockTitle = `Proposal to lock ${run}`;
    const signerEmail = uniqueEmail("locked-signer");
    const lockPdf = { title: lockTitle, bytes: await proposalPdf(lockTitle) };
    const lockRequest = await sendProposal(admin, projectId, lockPdf, {
      signers: [
        { name: "Noor Client", email: clientUser.email },
        { name: "Blake Stone", email: signerEmail },
      ],
      deposit: null,
    });
    const signerId = lockRequest.signers.find((s) => s.email === signerEmail)?.id ?? 0;
    const signerLink = await mailedLink(
      admin,
      (m) => m.kind === "proposal-request" && m.to === signerEmail,
      /^\/portal/,
    );
    const clientLink = await mailedLink(
      admin,
      (m) => m.kind === "proposal-request" && m.to === clientUser.email,
      /^\/portal$/,
    );
    expect(Object.fromEntries(clientLink.searchParams)).toEqual({
      project: String(projectId),
      proposal: String(lockRequest.id),
    });
    const signerToken = signerLink.searchParams.get("token") ?? "";
    // Earlier wrong codes, one short of the lockout (proposal-codes.spec.ts enters them in the UI).
    oneWrongCodeFromLockout(signerId);
    const signer = await visitorApi(baseURL);
    const access = { token: signerToken, projectId, signerId };
    await okJson(await signer.post(`/api/portal/proposals/${lockRequest.id}/code`, { data: access }), "code");
    const code = /is: (\d{6})/.exec(
      (await mailed(admin, (m) => m.kind === "proposal-code" && m.to === signerEmail)).text,
    )?.[1];
    const wrong = await signer.post(`/api/portal/proposals/${lockRequest.id}/verify`, {
      data: { ...access, code: code === "000000" ? "111111" : "000000" },
    });
    expect(wrong.status(), await wrong.text()).toBe(423);
    const lockLink = await mailedLink(
      admin,
      (m) => m.kind === "proposal-locked" && m.to === STUDIO && m.subject.includes(projectName),
      /^\/admin$/,
    );
    expectDocumentsLink(lockLink, projectId, { proposal: lockRequest.id });

    // 2. A proposal with a deposit for the client: signed, paid, and paid again.
    const depositTitle = `Proposal paid twice ${run}`;
    const depositBytes = await proposalPdf(depositTitle);
    const depositRequest = await sendProposal(
      admin,
      projectId,
      { title: depositTitle, bytes: depositBytes },
      { signers: [{ name: "Noor Client", email: clientUser.email }], deposit: "750" },
    );
    await okJson(await signTyped(client, depositRequest, { projectId }, "Noor Client", depositBytes), "sign");
    const { url } = await okJson<{ url: string }>(
      await client.post(`/api/portal/proposals/${depositRequest.id}/checkout`, { data: { projectId } }),
      "deposit checkout",
    );
    const sessionId = sessionIdOf(url);
    await payOnStandIn(client, sessionId, clientUser.email);
    await payAgain(client, sessionId, clientUser.email);
    await client.dispose();
    const refundLink = await mailedLink(
      admin,
      (m) =>
        m.kind === "proposal-deposit" &&
        m.subject === `Second payment refunded: the deposit for "${depositTitle}"`,
      /^\/admin$/,
    );
    expectDocumentsLink(refundLink, projectId, { proposal: depositRequest.id });

    // 3. The studio follows them: the request each one is about, in view and focused.
    await signInAs(page, "admin", "studio@example.com", "Ana");
    await page.goto(pathOf(lockLink));
    await expectTab(page, /^Documents/);
    await expect(projectPicker(page)).toHaveValue(String(projectId));
    const locked = page.getByRole("region", { name: `Signatures for ${lockTitle}` });
    await expect(locked).toBeFocused({ timeout: 20_000 });
    await expect(locked).toBeInViewport();
    await expect(locked).toHaveAttribute("data-linked", "true");
    await expect(locked.getByTestId("signer-locked")).toContainText("Locked out");
    await expect(locked.getByRole("button", { name: "Unlock Blake Stone" })).toBeInViewport();
    await expectNoHorizontalOverflow(page);

    await page.goto(pathOf(refundLink));
    const paid = page.getByRole("region", { name: `Signatures for ${depositTitle}` });
    await expect(paid).toBeFocused({ timeout: 20_000 });
    await expect(paid).toBeInViewport();
    await expect(paid).toHaveAttribute("data-linked", "true");
    await expect(paid.getByTestId("proposal-summary")).toHaveText("Signed 1 of 1, deposit paid");
    const refunded = paid.getByRole("region", { name: "Second payments refunded" });
    await expect(refunded).toContainText("Refunded");
    await expect(refunded).toContainText("$750.00");
    await expect(refunded).toBeInViewport();
    await expectNoHorizontalOverflow(page);

    // 4. The studio withdraws the locked-out proposal. The signers' e-mails say so and link to
    // nothing (a withdrawn proposal leaves the portal, docs/decisions/0010-proposals.md).
    await okJson(await admin.post(`/api/admin/signature-requests/${lockRequest.id}/void`), "void");
    for (const to of [signerEmail, clientUser.email]) {
      const withdrawn = await mailed(admin, (m) => m.kind === "proposal-voided" && m.to === to);
      expect(withdrawn.text).toContain(`has withdrawn "${lockTitle}"`);
      expect(linksIn(withdrawn)).toEqual([]);
    }
    const refused = await signer.post(`/api/portal/proposals/${lockRequest.id}/code`, { data: access });
    expect(refused.ok()).toBe(false);
    await signer.dispose();
    // The link they were sent to sign it: the signer's own link no longer opens anything ...
    await page.goto(pathOf(signerLink));
    await expect(page.getByRole("heading", { name: "Link not valid." })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("heading", { name: lockTitle })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    // ... and the client's opens the project saying it was withdrawn, their other proposal below.
    await signInAs(page, "client", clientUser.email, "Noor");
    await page.goto(pathOf(clientLink));
    await expect(page.getByRole("heading", { name: projectName })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("proposal-withdrawn")).toHaveText(PROPOSAL_MESSAGES.withdrawn);
    await expect(page.getByTestId("proposal-withdrawn")).toBeInViewport();
    await expect(page.getByRole("heading", { name: lockTitle })).toHaveCount(0);
    await expect(page.getByRole("form", { name: "Sign this proposal" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: `Open proposal ${depositTitle}` })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  test("the client's invitation opens sign-in, then the project; 'added to your portal' opens that project", async ({
    page,
    admin,
  }, testInfo) => {
    const invitee = uniqueEmail("invitee");
    const invited = await okJson<{ kind: string }>(
      await admin.post(`/api/projects/${projectId}/invitations`, { data: { email: invitee } }),
      "invite",
    );
    expect(invited.kind).toBe("invitation");
    const invitation = await mailedLink(
      admin,
      (m) => m.kind === "invitation" && m.to === invitee,
      /^\/login$/,
    );
    expect(Object.fromEntries(invitation.searchParams)).toEqual({
      returnTo: `/portal?project=${projectId}`,
      invited: "1",
    });

    // Signed out: sign-in, saying why, and then the project.
    await page.goto(pathOf(invitation));
    await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
    await expect(page.getByText("You were invited by e-mail.")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    const me = await signInAs(page, "client", invitee, "Quinn");
    await page.goto(invitation.searchParams.get("returnTo") ?? "");
    await expect(page.getByRole("heading", { name: projectName })).toBeVisible({ timeout: 30_000 });
    await expectNoHorizontalOverflow(page);

    // Now a client with an account: a second project is added to their portal (an invitation to
    // an address that has signed in is an assignment), and its e-mail opens that one.
    const secondName = `Birch Lane ${testInfo.project.name} ${stamp}`;
    const second = await newProject(admin, secondName, {
      portfolioTitle: "Birch Lane",
      description: "A cottage.",
      category: "Kitchen",
      location: "Tustin",
      clientContact1Name: "Quinn Client",
      clientContact1Email: invitee,
      clientContact1Phone: "(949) 555-0144",
    });
    try {
      const assigned = await okJson<{ kind: string }>(
        await admin.post(`/api/projects/${second.id}/invitations`, { data: { email: me.email } }),
        "assign",
      );
      expect(assigned.kind).toBe("assignment");
      const added = await mailedLink(
        admin,
        (m) => m.kind === "project-added" && m.to === me.email && m.subject.includes(secondName),
        /^\/portal$/,
      );
      expect(Object.fromEntries(added.searchParams)).toEqual({ project: String(second.id) });
      await page.goto(pathOf(added));
      await expect(page.getByRole("heading", { name: secondName })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole("heading", { name: projectName })).toHaveCount(0);
      await expectNoHorizontalOverflow(page);
    } finally {
      await admin.delete(`/api/projects/${second.id}`);
    }
  });
});
