/**
 * axe-core with every rule (experimental ones included) finds nothing on any page a visitor,
 * a client or the studio can reach, on the desktop and on a 390 px phone: every public page (in
 * tests/e2e/public-pages.spec.ts, with the rest of its visit's checks), the signed-in portal and
 * the private-link portal (each of their tabs), every admin dashboard tab, the Project Manager and
 * Brand Assets. The portal and admin pages are checked with a project that has
 * documents, a client upload and a meeting, so their lists are drawn, not their empty states.
 */

import { PDFDocument, StandardFonts } from "pdf-lib";
import { ADMIN_TABS } from "../../src/features/admin/dashboard/admin-tabs";
import { expectNoViolations, settled } from "./axe";
import {
  newProject,
  ONE_PIXEL_PNG,
  okJson as ok,
  privateLink,
  requestSignatures,
  signInAs,
  uniqueEmail,
  uploadDocument,
} from "./fixtures";
import { expect, type Page, test } from "./test";

// axe is injected as a script, which the pages' CSP (rightly) refuses.
test.use({ bypassCSP: true });

/** A real one-page PDF: the proposal out for signature is drawn by pdf.js in the portal. */
async function proposalPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  page.drawText("Design Fee Proposal", { x: 60, y: 700, size: 22, font });
  page.drawText("Scope, terms and investment for the Alder Residence.", { x: 60, y: 660, size: 12, font });
  return Buffer.from(await pdf.save());
}

test.describe("axe, every rule", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce", colorScheme: "light" });
  });

  // Every public page: tests/e2e/public-pages.spec.ts, in the one visit that also checks its
  // take-over, its content, its width and its screenshot.

  test.describe("portal and admin, with a project that has documents", () => {
    let projectId: number;
    let linkUrl: string;
    /** The proposal out for signature (signed in as the client, it opens on the signing form). */
    let proposalId: number;
    const clientEmail = uniqueEmail("axe-client");

    test.beforeAll(async ({ admin }) => {
      const project = await newProject(admin, `Alder Residence ${Date.now().toString(36)}`, {
        description: "A calm, layered family home.\n\nWe are working room by room.",
        projectAddress: "22 Alder Lane, Long Beach",
        clientContact1Email: clientEmail,
      });
      projectId = project.id;
      // A room with a piece (two options) awaiting the client: the Selections tabs are checked
      // with content (issue 29).
      const selections = await ok<{ rooms: { id: number }[] }>(
        await admin.post(`/api/projects/${projectId}/selection-rooms`, {
          data: { name: "Living room", budgetCents: 500_000 },
        }),
        "selections room",
      );
      const roomId = selections.rooms[0]?.id;
      const withPiece = await ok<{ rooms: { items: { id: number }[] }[] }>(
        await admin.post(`/api/admin/selection-rooms/${roomId}/items`, {
          data: { name: "Linen sofa", unitPriceCents: 320_000, leadTime: "10 weeks", vendor: "Atelier" },
        }),
        "selections piece",
      );
      const pieceId = withPiece.rooms[0]?.items[0]?.id;
      for (const name of ["Oat linen", "Walnut velvet"]) {
        await ok(
          await admin.post(`/api/admin/selection-items/${pieceId}/options`, { data: { name } }),
          "option",
        );
      }
      await ok(await admin.post(`/api/admin/selection-rooms/${roomId}/propose`), "propose room");
      const docs = [
        {
          category: "design_fee_proposal",
          title: "Design Fee Proposal",
          fileName: "proposal.pdf",
          bytes: await proposalPdf(),
          mimeType: "application/pdf",
        },
        {
          category: "visual_documents",
          title: "Living room mood board",
          fileName: "mood.png",
          bytes: ONE_PIXEL_PNG,
          mimeType: "image/png",
        },
        {
          category: "product_selections",
          title: "Dining chairs",
          fileName: "chairs.png",
          bytes: ONE_PIXEL_PNG,
          mimeType: "image/png",
        },
      ];
      for (const doc of docs) {
        const created = await uploadDocument(admin, projectId, doc);
        if (doc.category === "design_fee_proposal") {
          // Out for signature to two signers with a deposit: the portal and the admin's Documents
          // tab draw the proposal's status and actions.
          const signers = [
            { name: "Jordan Client", email: clientEmail },
            { name: "Riley Client", email: uniqueEmail("axe-partner") },
          ];
          const message = "We look forward to starting.";
          proposalId = (await requestSignatures(admin, created.id, { signers, deposit: "1,500", message }))
            .id;
        }
      }
      linkUrl = (await privateLink(admin, projectId)).url;
    });

    test.afterAll(async ({ admin }) => {
      expect((await admin.delete(`/api/projects/${projectId}`)).ok()).toBe(true);
    });

    async function eachPortalTab(page: Page, where: string) {
      await expect(page.getByRole("tablist", { name: "Project sections" })).toBeVisible();
      for (const name of ["Overview", "Documents", "Selections", "Upload Files"]) {
        await page.getByRole("tab", { name }).click();
        await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
        await settled(page);
        await expectNoViolations(page, `${where}, ${name} tab`);
      }
    }

    test("portal: private link, each tab", async ({ page }) => {
      await page.goto(linkUrl);
      await eachPortalTab(page, "the private-link portal");
      // The portal's own stylesheet (src/private.css) has loaded, after the site's: the contrast
      // checked above is the one its utilities give.
      const sheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? ""));
      expect(sheets.filter((href) => href.includes("/assets/"))).toEqual([
        expect.stringMatching(/\/assets\/index-[\w-]+\.css$/),
        expect.stringMatching(/\/assets\/private-[\w-]+\.css$/),
      ]);
    });

    test("portal: signed in, each tab", async ({ page, admin }) => {
      const me = await signInAs(page, "client", clientEmail);
      await ok(await admin.post(`/api/projects/${projectId}/clients`, { data: { userId: me.id } }), "assign");
      await page.goto("/portal");
      await eachPortalTab(page, "/portal");
    });

    /** The proposal view: the PDF drawn, the signers, and the next step for this visitor. */
    async function proposalView(page: Page, where: string) {
      await expect(page.getByRole("heading", { level: 2, name: "Design Fee Proposal" })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByTestId("pdf-pages").locator("canvas").first()).toBeVisible({ timeout: 30_000 });
      await settled(page);
      await expectNoViolations(page, where);
    }

    test("portal: a proposal out for signature, private link (who is signing)", async ({ page }) => {
      await page.goto(`${linkUrl}&proposal=${proposalId}`);
      await proposalView(page, "the proposal on the private link");
      await expect(page.getByRole("button", { name: "E-mail me a code" })).toBeVisible();
    });

    test("portal: a proposal out for signature, signed in (the signing form)", async ({ page, admin }) => {
      const me = await signInAs(page, "client", clientEmail);
      // Assigned already when the signed-in portal test ran first (409), or now.
      const assigned = await admin.post(`/api/projects/${projectId}/clients`, { data: { userId: me.id } });
      expect([201, 409]).toContain(assigned.status());
      await page.goto(`/portal?project=${projectId}&proposal=${proposalId}`);
      await expect(page.getByRole("form", { name: "Sign this proposal" })).toBeVisible({ timeout: 30_000 });
      await proposalView(page, "the proposal's signing form");
    });

    /** Signed in as the admin, the operation tabs opening on the test project (remembered choice). */
    async function asAdmin(page: Page) {
      await signInAs(page, "admin");
      await page.addInitScript(
        (id) => sessionStorage.setItem("layered.admin.project", String(id)),
        projectId,
      );
    }

    // One page through every tab (as the studio moves between them), not a page load per tab: the
    // soft checks still name each tab that fails. Opening a tab from its URL is
    // tests/e2e/admin-projects.spec.ts's "the dashboard keeps its tab in the URL".
    test("admin: every dashboard tab", async ({ page }) => {
      test.setTimeout(ADMIN_TABS.length * 30_000);
      await asAdmin(page);
      await page.goto("/admin");
      for (const tab of ADMIN_TABS) {
        await page.getByRole("tab", { name: tab.label }).click();
        await expect(page.getByRole("tab", { name: tab.label })).toHaveAttribute("aria-selected", "true");
        await settled(page);
        await expectNoViolations(page, `/admin?tab=${tab.value}`);
      }
    });

    test("admin: the Project Manager and Brand Assets", async ({ page }) => {
      await asAdmin(page);
      // The Project Manager on a published demo project, so its image list is drawn.
      const [published] = await ok<{ id: number }[]>(await page.request.get("/api/projects"), "projects");
      await page.goto(`/admin/projects?id=${published?.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await settled(page);
      await expectNoViolations(page, "/admin/projects");
      await page.goto("/upload");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await settled(page);
      await expectNoViolations(page, "/upload");
    });
  });
});
