/**
 * The client portal in a browser, on a phone first: a private link shows the project's three
 * document sections, opens and downloads documents (the bytes arrive intact), sends a file the
 * studio then sees, approves one selection and asks for changes to another, and the admin's
 * Documents tab shows all of it (the file 'From client', the feedback, when the client last viewed
 * and downloaded); a revoked link says 'Link not valid.'; a client signed in with two projects
 * switches between them; none of the portal's pages (the private link, a proposal opened on it, a
 * signer's own link, the signed-in portal) loads a script that carries zod (issue 29). The studio's
 * side is set up through the real admin API, signed in as the admin in a separate request context;
 * the projects made here are deleted after each test.
 */
import { readdir, readFile } from "node:fs/promises";
import {
  apiSignIn,
  dateTimeIn,
  newProject,
  okJson as ok,
  ONE_PIXEL_PNG as PNG,
  privateLink,
  requestSignatures,
  studioTimeZone,
  uniqueEmail,
  uploadDocument,
  uploadProposal,
} from "./fixtures";
import { mailTo, proposalPdf } from "./outbox";
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "./test";

const PDF = Buffer.from("%PDF-1.7\n% Layered portal test proposal\n1 0 obj << >> endobj\n%%EOF\n");

type AdminDocument = {
  id: number;
  fileName: string;
  source: "studio" | "client";
  category: string;
  lastViewedAt: string | null;
  lastDownloadedAt: string | null;
  feedback: { status: string; comment: string | null; authorName: string | null } | null;
};

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Projects made by these tests, deleted afterwards (the other specs expect the demo state). */
const createdProjects: number[] = [];

async function createProject(admin: APIRequestContext, name: string, address: string | null = null) {
  const project = await newProject(admin, name, {
    portfolioTitle: `Project ${name}`,
    projectAddress: address,
  });
  createdProjects.push(project.id);
  return project;
}

async function adminDocuments(admin: APIRequestContext, projectId: number) {
  return ok<AdminDocument[]>(await admin.get(`/api/projects/${projectId}/documents`), "admin documents");
}

/** A client's answer on a document's card (private link or signed in): a choice and a comment. */
const FEEDBACK = {
  approve: { choose: "Approve", comment: "Comment (optional)", send: "Send approval", shown: "Approved" },
  changes: {
    choose: "Needs changes",
    comment: "What should we change? (optional)",
    send: "Send feedback",
    shown: "Needs changes",
  },
};

/** Gives `answer` with `comment` on the document's card; the card then shows both. */
async function giveFeedback(
  page: Page,
  documentId: number,
  answer: (typeof FEEDBACK)["approve"],
  comment: string,
) {
  const card = page.locator(`[data-feedback-for="${documentId}"]`);
  await card.getByRole("button", { name: answer.choose }).click();
  await card.getByLabel(answer.comment).fill(comment);
  await card.getByRole("button", { name: answer.send }).click();
  await expect(card.getByTestId("current-feedback")).toContainText(answer.shown);
  await expect(card.getByTestId("current-feedback")).toContainText(comment);
}

/** The navigation's account area: in the bar on wide screens, in the menu sheet on phones. */
async function expectMyProjectInNav(page: Page) {
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) {
    await menu.click();
    await expect(page.getByRole("dialog").getByRole("link", { name: "My Project" })).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
  } else {
    await expect(page.getByRole("banner").getByRole("link", { name: "My Project" })).toBeVisible();
  }
}

test.describe("client portal", () => {
  test.afterEach(async ({ admin }) => {
    for (const id of createdProjects.splice(0)) {
      expect((await admin.delete(`/api/projects/${id}`)).ok()).toBe(true);
    }
  });

  test("a private link: three sections, view, download, upload, approve; the studio sees it all", async ({
    page,
    context,
    browser,
    baseURL,
    admin,
  }) => {
    // The page loads nothing from anywhere else (the link's token must not reach a third party).
    const foreign: string[] = [];
    page.on("request", (r) => {
      const url = r.url();
      if (!url.startsWith(baseURL ?? "") && !url.startsWith("data:") && !url.startsWith("blob:"))
        foreign.push(url);
    });
    const name = `Linden Residence ${suffix()}`;
    const project = await createProject(admin, name, "14 Linden Avenue, Long Beach");
    const proposal = await uploadDocument(admin, project.id, {
      category: "design_fee_proposal",
      title: "Design Fee Proposal",
      fileName: "Linden proposal.pdf",
      bytes: PDF,
      mimeType: "application/pdf",
    });
    const selection = await uploadDocument(admin, project.id, {
      category: "product_selections",
      title: "Living room lighting",
      fileName: "lighting.png",
      bytes: PNG,
      mimeType: "image/png",
    });
    const chairs = await uploadDocument(admin, project.id, {
      category: "product_selections",
      title: "Dining chairs",
      fileName: "chairs.png",
      bytes: PNG,
      mimeType: "image/png",
    });
    const link = await privateLink(admin, project.id);
    expect(link.url).toBe(`/portal/${project.id}?token=${link.token}`);

    await page.goto(link.url);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Email Us" })).toHaveAttribute(
      "href",
      `mailto:hello@layered-interiors.com?subject=${encodeURIComponent(`Re: ${name}`)}`,
    );
    // Token mode: no welcome or Log Out (those are for signed-in clients).
    await expect(page.getByRole("button", { name: "Log Out" })).toHaveCount(0);
    await expect(page.getByText("14 Linden Avenue, Long Beach")).toBeVisible();
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectMyProjectInNav(page);

    await page.getByRole("tab", { name: "Documents" }).click();
    for (const heading of ["Design Fee Proposals", "Mood Boards / Elevations / Renderings", "Selections"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.locator('[data-section="visual_documents"]')).toContainText(
      "No documents available yet",
    );
    // The tab row by keyboard (a tab chosen in it is shown in a transition, issue 29): an arrow key
    // moves the focus along the row and opens that tab, and the focus stays on the tab.
    const documentsTab = page.getByRole("tab", { name: "Documents" });
    const selectionsTab = page.getByRole("tab", { name: "Selections" });
    await documentsTab.focus();
    await page.keyboard.press("ArrowRight");
    await expect(selectionsTab).toBeFocused();
    await expect(selectionsTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText(/^No selections yet\./)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Design Fee Proposals" })).toHaveCount(0);
    await page.keyboard.press("ArrowLeft");
    await expect(documentsTab).toBeFocused();
    await expect(documentsTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { level: 2, name: "Design Fee Proposals" })).toBeVisible();

    // View opens the file in a new tab through a short-lived signed address. The new tab's own
    // request is what the app decides; whether Chromium then shows the PDF or saves it is the
    // browser's (the headless shell the tests run on saves it), so the request is asserted.
    const [viewer, viewRequest] = await Promise.all([
      page.waitForEvent("popup"),
      context.waitForEvent(
        "request",
        (r) => r.frame().page() !== page && r.url().includes("/files/download/"),
      ),
      page.getByRole("button", { name: "View Design Fee Proposal" }).click(),
    ]);
    expect(new URL(viewRequest.url()).pathname).toMatch(/^\/files\/download\//);
    expect(viewRequest.isNavigationRequest()).toBe(true);
    await viewer.close();

    // Download keeps the file name, and the bytes are the studio's.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Design Fee Proposal" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Linden proposal.pdf");
    expect(await readFile(await download.path())).toEqual(PDF);
    const afterOpen = (await adminDocuments(admin, project.id)).find((d) => d.id === proposal.id);
    expect(afterOpen?.lastViewedAt).toBeTruthy();
    expect(afterOpen?.lastDownloadedAt).toBeTruthy();

    // Approve the selection with a comment.
    await giveFeedback(page, selection.id, FEEDBACK.approve, "Love the brass finish.");
    const approved = (await adminDocuments(admin, project.id)).find((d) => d.id === selection.id);
    expect(approved?.feedback).toMatchObject({
      status: "approved",
      comment: "Love the brass finish.",
      authorName: "Client (private link)",
    });
    // Ask for changes to the other one, with a comment.
    await giveFeedback(page, chairs.id, FEEDBACK.changes, "Could we see them in walnut?");
    // Proposals are not for approval.
    await expect(page.locator(`[data-feedback-for="${proposal.id}"]`)).toHaveCount(0);

    // Upload a file: real progress, then listed as sent, and in the studio's Documents as a client file.
    await page.getByRole("tab", { name: "Upload Files" }).click();
    await expect(page.getByText("Up to 10MB each")).toBeVisible();
    await page.getByLabel("Choose files to send to the studio").setInputFiles({
      name: "inspiration.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    const sent = page.getByRole("region", { name: "Sent to the studio" });
    await expect(sent.getByText("inspiration.png")).toBeVisible();
    const fromClient = (await adminDocuments(admin, project.id)).find(
      (d) => d.fileName === "inspiration.png",
    );
    expect(fromClient).toMatchObject({ source: "client", category: "client_upload" });

    // A file over 10 MB and a file of another type are refused with a clear message and a way out.
    await page.getByLabel("Choose files to send to the studio").setInputFiles([
      { name: "huge.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25) },
      { name: "page.html", mimeType: "text/html", buffer: Buffer.from("<html></html>") },
    ]);
    await expect(page.getByText("The file is larger than 10 MB.")).toBeVisible();
    await expect(page.getByText("This type of file is not accepted.", { exact: false })).toBeVisible();
    const names = (await adminDocuments(admin, project.id)).map((d) => d.fileName);
    expect(names).not.toContain("huge.pdf");
    expect(names).not.toContain("page.html");
    expect(foreign).toEqual([]);
    await context.clearCookies();

    // The studio's Documents tab (the admin in a browser of their own) shows what the client did:
    // the file they sent marked 'From client', their approval and request for changes with the
    // comments, and when they last viewed and downloaded the proposal, in the studio's time zone.
    const documents = await adminDocuments(admin, project.id);
    const opened = documents.find((d) => d.id === proposal.id);
    if (!opened?.lastViewedAt || !opened.lastDownloadedAt) throw new Error("the proposal was opened");
    const studioContext = await browser.newContext({ baseURL });
    try {
      await apiSignIn(studioContext.request, "admin", "studio@example.com", "Studio");
      const studioPage = await studioContext.newPage();
      await studioPage.goto("/admin?tab=documents");
      await studioPage
        .getByRole("combobox", { name: "Project", exact: true })
        .selectOption(String(project.id));
      const timeZone = await studioTimeZone(studioPage.request);
      const when = (iso: string) => dateTimeIn(studioPage, iso, timeZone);

      // In the 'From client' section, badged as such.
      const sentFile = studioPage
        .getByRole("region", { name: "From client", exact: true })
        .getByRole("article", { name: "inspiration.png" });
      await expect(sentFile.getByText("From client", { exact: true })).toBeVisible();

      const proposalRow = studioPage.getByRole("article", { name: "Design Fee Proposal" });
      await expect(
        proposalRow.getByText(
          `Client last viewed ${await when(opened.lastViewedAt)} · Client last downloaded ${await when(opened.lastDownloadedAt)}`,
          { exact: true },
        ),
      ).toBeVisible();

      const lightingRow = studioPage.getByRole("article", { name: "Living room lighting" });
      await expect(lightingRow.getByText("Approved", { exact: true })).toBeVisible();
      await expect(lightingRow.getByRole("blockquote")).toContainText("Love the brass finish.");
      await expect(lightingRow.getByRole("blockquote")).toContainText("Client (private link), ");
      // Never opened by the client: said so.
      await expect(lightingRow.getByText("Not opened by the client yet")).toBeVisible();

      const chairsRow = studioPage.getByRole("article", { name: "Dining chairs" });
      await expect(chairsRow.getByText("Needs changes", { exact: true })).toBeVisible();
      await expect(chairsRow.getByRole("blockquote")).toContainText("Could we see them in walnut?");
    } finally {
      await studioContext.close();
    }
  });

  test("a revoked or incomplete link says 'Link not valid.' and leaks nothing", async ({ page, admin }) => {
    const name = `Revoked Residence ${suffix()}`;
    const project = await createProject(admin, name);
    const link = await privateLink(admin, project.id);
    await ok(await admin.delete(`/api/admin/projects/${project.id}/access-token`), "revoke");

    await page.goto(link.url);
    await expect(page.getByRole("heading", { name: "Link not valid." })).toBeVisible();
    await expect(
      page.getByText(
        "This link is missing or has expired. Please email hello@layered-interiors.com and we'll resend your private access link.",
      ),
    ).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);

    // Without the token, or without the project, nothing is even asked of the server.
    const portalCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/portal/")) portalCalls.push(r.url());
    });
    await page.goto(`/portal/${project.id}`);
    await expect(page.getByRole("heading", { name: "Link not valid." })).toBeVisible();
    await page.goto(`/portal?token=${link.token}`);
    await expect(page.getByRole("heading", { name: "Link not valid." })).toBeVisible();
    expect(portalCalls).toEqual([]);
  });

  test("a signed-in client with two projects picks one and switches", async ({ page, context, admin }) => {
    const older = await createProject(admin, `Cedar Cottage ${suffix()}`);
    const newer = await createProject(admin, `Willow House ${suffix()}`, "8 Willow Lane, Irvine");
    await uploadDocument(admin, older.id, {
      category: "visual_documents",
      title: "Cedar mood board",
      fileName: "cedar-board.png",
      bytes: PNG,
      mimeType: "image/png",
    });
    await uploadDocument(admin, newer.id, {
      category: "design_fee_proposal",
      title: "Willow proposal",
      fileName: "willow.pdf",
      bytes: PDF,
      mimeType: "application/pdf",
    });
    const me = await signInClient(context, `client-${suffix()}@example.com`, "Maya");
    for (const id of [older.id, newer.id]) {
      await ok(await admin.post(`/api/projects/${id}/clients`, { data: { userId: me } }), "assign");
    }
    const olderName = (await (await admin.get(`/api/admin/projects/${older.id}`)).json())
      .clientProjectName as string;
    const newerName = (await (await admin.get(`/api/admin/projects/${newer.id}`)).json())
      .clientProjectName as string;

    await page.goto("/portal");
    await expect(page.locator("#main").getByText("Welcome, Maya")).toBeVisible();
    await expect(page.getByRole("button", { name: "Log Out" })).toBeVisible();
    const cards = page.getByRole("navigation", { name: "Your projects" });
    await expect(cards.getByRole("button")).toHaveCount(2);
    // The most recent project first.
    await expect(page.getByRole("heading", { level: 1, name: newerName })).toBeVisible();
    await page.getByRole("tab", { name: "Documents" }).click();
    await expect(page.getByRole("heading", { level: 3, name: "Willow proposal" })).toBeVisible();

    await cards.getByRole("button", { name: new RegExp(olderName) }).click();
    await expect(page.getByRole("heading", { level: 1, name: olderName })).toBeVisible();
    await page.getByRole("tab", { name: "Documents" }).click();
    await expect(page.getByRole("heading", { level: 3, name: "Cedar mood board" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Willow proposal" })).toHaveCount(0);

    // Download works when signed in too.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Cedar mood board" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("cedar-board.png");
    expect(await readFile(await download.path())).toEqual(PNG);

    // A blocked pop-up and a failed download are explained, not silent.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole("button", { name: "View Cedar mood board" }).click();
    await expect(page.getByText("Please allow popups to view documents.", { exact: true })).toBeVisible();
    await page.route("**/api/portal/documents/**", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.getByRole("button", { name: "Download Cedar mood board" }).click();
    await expect(
      page.getByText("Failed to download document. Please try again.", { exact: true }),
    ).toBeVisible();
    await page.unroute("**/api/portal/documents/**");

    await page.getByRole("button", { name: "Log Out" }).click();
    await expect(page).toHaveURL(/\/$|\/\?/);
  });

  test("the portal loads no zod: private link, a proposal on it, the signer's page, signed in (issue 29)", async ({
    page,
    context,
    admin,
  }) => {
    test.setTimeout(120_000);
    // The portal never validates with zod (the Worker does): its code reads constants, labels and
    // helpers from src/shared modules that build no schema (their schemas are in *-schemas.ts).
    // zod's code was most of the portal's longest load task on a slow phone. A script that carries
    // zod carries its type names as strings (`$constructor("ZodObject", ...)`), which minifying
    // keeps: the build's own zod chunk must have it, or this test would pass for nothing.
    const ZOD_MARKER = "ZodObject";
    const assets = new URL("../../dist/client/assets/", import.meta.url);
    const built = await Promise.all(
      (await readdir(assets))
        .filter((f) => f.endsWith(".js"))
        .map((f) => readFile(new URL(f, assets), "utf8")),
    );
    expect(built.filter((code) => code.includes(ZOD_MARKER)).length, "the build's zod chunk").toBeGreaterThan(
      0,
    );

    const scripts = new Map<string, Promise<string>>();
    page.on("response", (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.endsWith(".js") && !scripts.has(pathname))
        scripts.set(
          pathname,
          r.text().catch(() => ""),
        );
    });

    const project = await createProject(admin, `Zodless Residence ${suffix()}`);
    const title = `Zodless Proposal ${suffix()}`;
    const doc = await uploadProposal(admin, project.id, title, await proposalPdf(title));
    const signerEmail = uniqueEmail("zodless-signer");
    const proposal = await requestSignatures(admin, doc.id, {
      signers: [{ name: "Blake Stone", email: signerEmail }],
      deposit: null,
    });

    // The private link, opened on the proposal (its view and pdf.js are a chunk of their own).
    const link = await privateLink(admin, project.id);
    await page.goto(`/portal/${project.id}?token=${link.token}&proposal=${proposal.id}`);
    await expect(page.getByRole("heading", { name: title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("pdf-pages").locator("canvas").first()).toBeVisible({ timeout: 30_000 });
    // The signer's own link (the signer is no client of the project): the proposal alone.
    const mail = (await mailTo(admin, signerEmail, "proposal-request")).text;
    const signerLink = new URL(/Open it here: (\S+)/.exec(mail)?.[1] ?? "http://invalid");
    await page.goto(`${signerLink.pathname}${signerLink.search}`);
    await expect(page.getByTestId("signer-proposal-page")).toBeVisible({ timeout: 30_000 });
    // A client signed in, on /portal.
    const me = await signInClient(context, `zodless-${suffix()}@example.com`, "Robin");
    await ok(await admin.post(`/api/projects/${project.id}/clients`, { data: { userId: me } }), "assign");
    await page.goto("/portal");
    await expect(page.locator("#main").getByText("Welcome, Robin")).toBeVisible();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();

    const withZod: string[] = [];
    for (const [path, body] of scripts) if ((await body).includes(ZOD_MARKER)) withZod.push(path);
    expect(scripts.size, "scripts seen").toBeGreaterThan(3);
    expect(withZod, "scripts the portal loaded that carry zod").toEqual([]);
  });

  test("a signed-in client without a project sees 'No Project Assigned'", async ({ page, context }) => {
    await signInClient(context, `lonely-${suffix()}@example.com`, "Sam");
    await page.goto("/portal");
    await expect(page.getByRole("heading", { name: "No Project Assigned" })).toBeVisible();
    await expect(
      page.getByText("You don't have any projects assigned yet. Please contact your designer."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Log Out" })).toBeVisible();
  });
});

/** Signs a client in for this browser context (the session cookie lands in the context). */
async function signInClient(context: BrowserContext, email: string, firstName: string): Promise<number> {
  return (await apiSignIn(context.request, "client", email, firstName)).id;
}
