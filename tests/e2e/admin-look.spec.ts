/**
 * The admin as a working tool (issue 28): on the desktop and a 390 px phone, in the light and the
 * dark theme, every dashboard tab is drawn with a project that has documents, a meeting and a
 * proposal out for signature, its screenshot is kept for a look (ADMIN_SHOTS_DIR when given, else
 * the test's output folder), and axe with every rule finds nothing in the dark theme
 * (tests/e2e/accessibility.spec.ts checks the light one). On a phone the header and the title row
 * stay compact and every tab is on screen without a sideways scroll.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { ADMIN_TABS } from "../../src/features/admin/dashboard/admin-tabs";
import { expectNoViolations, settled } from "./axe";
import {
  expectNoHorizontalOverflow,
  newProject,
  ONE_PIXEL_PNG,
  okJson as ok,
  signInAs,
  uniqueEmail,
  uploadDocument,
} from "./fixtures";
import { expect, type Page, test } from "./test";

test.use({ bypassCSP: true });

test.describe("the admin, every tab in both themes", () => {
  let projectId: number;

  test.beforeAll(async ({ admin }) => {
    // What the screenshots show of the project: its names, description and address.
    const project = await newProject(admin, `Juniper House ${Date.now().toString(36)}`, {
      portfolioTitle: "Juniper House",
      description: "A quiet canyon home.",
      projectAddress: "8 Juniper Way, Laguna Beach",
    });
    projectId = project.id;
    await uploadDocument(admin, projectId, {
      category: "visual_documents",
      title: "Living room mood board",
      fileName: "mood.png",
      bytes: ONE_PIXEL_PNG,
      mimeType: "image/png",
    });
    await ok(
      await admin.post(`/api/projects/${projectId}/meetings`, {
        data: {
          title: "Site walk-through",
          scheduledFor: new Date(Date.now() + 2 * 86_400_000).toISOString(),
          durationMinutes: 60,
        },
      }),
      "schedule a meeting",
    );
    // An invitation: the Clients tab lists it and the outbox keeps its e-mail (no sending here).
    await ok(
      await admin.post(`/api/projects/${projectId}/invitations`, {
        data: { email: uniqueEmail("look-invitee") },
      }),
      "invite a client",
    );
  });

  test.afterAll(async ({ admin }) => {
    await admin.delete(`/api/projects/${projectId}`);
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`every tab, ${scheme}`, async ({ page }, info) => {
      test.setTimeout(ADMIN_TABS.length * 30_000);
      const dir = process.env.ADMIN_SHOTS_DIR ?? info.outputPath();
      mkdirSync(dir, { recursive: true });
      /** The page, settled: its screenshot kept, and in the dark theme axe's verdict. */
      const look = async (name: string, where: string) => {
        await settled(page);
        await page.screenshot({
          path: path.join(dir, `${name}-${info.project.name}-${scheme}.png`),
          fullPage: true,
        });
        if (scheme === "dark") await expectNoViolations(page, `${where}, dark`);
      };
      await page.emulateMedia({ reducedMotion: "reduce", colorScheme: scheme });
      await signInAs(page, "admin");
      await page.addInitScript(
        (id) => sessionStorage.setItem("layered.admin.project", String(id)),
        projectId,
      );
      await page.goto("/admin");
      await expect(page.getByRole("heading", { level: 1, name: "Designer Admin Dashboard" })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      for (const tab of ADMIN_TABS) {
        const trigger = page.getByRole("tab", { name: tab.label });
        await trigger.click();
        await expect(trigger).toHaveAttribute("aria-selected", "true");
        await look(`admin-${tab.value}`, `/admin?tab=${tab.value}`);
      }
      for (const where of [`/admin/projects?id=${projectId}`, "/upload"]) {
        await page.goto(where);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await look(where === "/upload" ? "admin-brand-assets" : "admin-project-manager", where);
      }
    });
  }
});

test.describe("the Setup tab's commands", () => {
  /** The Stripe payments check: the stand-in runs here, so it offers the key's command. */
  async function stripeCommand(page: Page) {
    await signInAs(page, "admin");
    await page.goto("/admin?tab=setup");
    const row = page
      .getByRole("list", { name: "Configuration checks" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: "Stripe payments", exact: true }) });
    await expect(row.getByText("Local", { exact: true })).toBeVisible();
    await expect(row.locator("pre code")).toHaveText("npx wrangler secret put STRIPE_SECRET_KEY");
    return { row, copy: row.getByRole("button", { name: "Copy the commands for Stripe payments" }) };
  }

  test("Copy puts the command on the clipboard and says so, on screen and to screen readers", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const { row, copy } = await stripeCommand(page);
    await copy.click();
    await expect(copy).toHaveText("Copied");
    await expect(row.getByRole("status")).toHaveText("Copied the commands for Stripe payments.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "npx wrangler secret put STRIPE_SECRET_KEY",
    );
    // A moment later the button is ready for another copy.
    await expect(copy).toHaveText("Copy", { timeout: 5_000 });
  });

  test("without a clipboard the text is selected with a note to copy it by hand", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
      document.execCommand = () => false;
    });
    const { row, copy } = await stripeCommand(page);
    await copy.click();
    await expect(row.getByRole("status")).toHaveText(/Copying is not available here: the text is selected/);
    await expect(copy).toHaveText("Copy");
    expect(await page.evaluate(() => window.getSelection()?.toString().trim())).toBe(
      "npx wrangler secret put STRIPE_SECRET_KEY",
    );
  });
});
