/**
 * axe-core with every rule (experimental ones included) finds nothing on any page a visitor,
 * a client or the studio can reach, on the desktop and on a 390 px phone: every public page, the
 * signed-in portal and the private-link portal (each of their tabs), every admin dashboard tab, the
 * Project Manager and Brand Assets. The portal and admin pages are checked with a project that has
 * documents, a client upload and a meeting, so their lists are drawn, not their empty states.
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN_TABS } from "../../src/features/admin/dashboard/admin-tabs";
import { axeViolations } from "./axe";
import { okJson as ok, signInAs, studioApi, uniqueEmail, uploadDocument, waitForApp } from "./fixtures";
import { PUBLIC_PAGES } from "./public-pages";

// axe is injected as a script, which the pages' CSP (rightly) refuses.
test.use({ bypassCSP: true });

const PDF = Buffer.from("%PDF-1.7\n% Layered accessibility test\n1 0 obj << >> endobj\n%%EOF\n");
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Nothing on the page is still loading: the load event, no spinner text, fonts in. Not
 * "networkidle": on the pages the browser renders itself, Chromium keeps the signed-out
 * GET /api/auth/user (401, body never read by the app) open as in flight, so the network never
 * counts as idle although the page is complete.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Soft: a test goes on to its next page or tab, so one run reports every page that fails. */
async function expectNoViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect.soft(violations, `axe on ${where}`).toEqual([]);
}

test.describe("axe, every rule", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce", colorScheme: "light" });
  });

  for (const entry of PUBLIC_PAGES) {
    test(`public: ${entry.name}`, async ({ page }) => {
      await page.goto(await entry.path(page));
      await waitForApp(page);
      await entry.ready(page);
      await settled(page);
      await expectNoViolations(page, entry.name);
    });
  }

  test.describe("portal and admin, with a project that has documents", () => {
    let admin: APIRequestContext;
    let projectId: number;
    let linkUrl: string;
    const clientEmail = uniqueEmail("axe-client");

    test.beforeAll(async ({ baseURL }) => {
      admin = await studioApi(baseURL);
      const project = await ok<{ id: number }>(
        await admin.post("/api/projects", {
          data: {
            clientProjectName: `Alder Residence ${Date.now().toString(36)}`,
            portfolioTitle: "Alder Residence",
            description: "A calm, layered family home.\n\nWe are working room by room.",
            category: "Living Room",
            year: 2026,
            location: "Long Beach",
            projectAddress: "22 Alder Lane, Long Beach",
            clientContact1Name: "Jordan Client",
            clientContact1Email: clientEmail,
            clientContact1Phone: "(949) 555-0199",
            status: "draft",
          },
        }),
        "create project",
      );
      projectId = project.id;
      const docs = [
        {
          category: "design_fee_proposal",
          title: "Design Fee Proposal",
          fileName: "proposal.pdf",
          bytes: PDF,
          mimeType: "application/pdf",
        },
        {
          category: "visual_documents",
          title: "Living room mood board",
          fileName: "mood.png",
          bytes: PNG,
          mimeType: "image/png",
        },
        {
          category: "product_selections",
          title: "Dining chairs",
          fileName: "chairs.png",
          bytes: PNG,
          mimeType: "image/png",
        },
      ];
      for (const doc of docs) await uploadDocument(admin, projectId, doc);
      linkUrl = (
        await ok<{ url: string }>(
          await admin.post(`/api/admin/projects/${projectId}/access-token`),
          "client link",
        )
      ).url;
    });

    test.afterAll(async () => {
      expect((await admin.delete(`/api/projects/${projectId}`)).ok()).toBe(true);
      await admin.dispose();
    });

    async function eachPortalTab(page: Page, where: string) {
      await expect(page.getByRole("tablist", { name: "Project sections" })).toBeVisible();
      for (const name of ["Overview", "Documents", "Upload Files"]) {
        await page.getByRole("tab", { name }).click();
        await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
        await settled(page);
        await expectNoViolations(page, `${where}, ${name} tab`);
      }
    }

    test("portal: private link, each tab", async ({ page }) => {
      await page.goto(linkUrl);
      await eachPortalTab(page, "the private-link portal");
    });

    test("portal: signed in, each tab", async ({ page }) => {
      const me = await signInAs(page, "client", clientEmail);
      await ok(await admin.post(`/api/projects/${projectId}/clients`, { data: { userId: me.id } }), "assign");
      await page.goto("/portal");
      await eachPortalTab(page, "/portal");
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
